import { useTranslation } from 'react-i18next';
import { MARKETING_FIGURES } from '../../../../../shared/brand.ts';
import { SectionHeading } from '../../../../components/ui/section-heading.tsx';

/** Our story: New York since 2015, beside the chauffeur illustration. */
export function AboutStory() {
  const { t } = useTranslation('company');
  const paragraphs = t('about.story.paragraphs', {
    returnObjects: true,
    year: MARKETING_FIGURES.since,
  }) as unknown;
  return (
    <section aria-labelledby="about-story-title" className="bg-ivory py-20 sm:py-28">
      <div className="container-page grid items-center gap-14 lg:grid-cols-[5fr_6fr] lg:gap-20">
        <div className="relative mx-auto w-full max-w-md lg:max-w-none">
          <div className="overflow-hidden rounded-2xl bg-ink-soft">
            <img
              src="/images/about-chauffeur.svg"
              alt={t('about.story.imageAlt')}
              loading="lazy"
              decoding="async"
              width={720}
              height={840}
              className="aspect-[6/7] size-full object-cover"
            />
          </div>
          <div className="absolute -right-3 -bottom-6 rounded-2xl bg-ink px-6 py-5 text-ivory shadow-2xl ring-1 ring-gold/30 sm:-right-6">
            <p className="font-display text-5xl leading-none font-semibold text-gold-light lining-nums">
              {MARKETING_FIGURES.since}
            </p>
            <p className="mt-2 text-xs font-semibold tracking-[0.18em] text-ivory/75 uppercase">
              {t('about.story.badge')}
            </p>
          </div>
        </div>
        <div>
          <SectionHeading
            id="about-story-title"
            eyebrow={t('about.story.eyebrow')}
            title={t('about.story.title')}
          />
          <div className="mt-6 grid max-w-2xl gap-5 text-base leading-relaxed text-stone sm:text-lg">
            {Array.isArray(paragraphs) &&
              paragraphs.map((p, i) => (typeof p === 'string' ? <p key={i}>{p}</p> : null))}
          </div>
        </div>
      </div>
    </section>
  );
}

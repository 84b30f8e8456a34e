import { ArrowRight, Clock, ShieldCheck, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MARKETING_FIGURES } from '../../../../shared/brand.ts';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';

const VALUES = [
  { key: 'punctuality', Icon: Clock },
  { key: 'discretion', Icon: ShieldCheck },
  { key: 'care', Icon: Sparkles },
] as const;

/** The company story since 2015, three values and a link to /about. */
export function AboutSection() {
  const { t } = useTranslation('home');
  return (
    <section id="about" aria-labelledby="about-title" className="scroll-mt-20 bg-ivory py-24 sm:py-32">
      <div className="container-page grid items-center gap-14 lg:grid-cols-2 lg:gap-20">
        <div className="relative">
          <div className="overflow-hidden rounded-2xl bg-ink-soft">
            <img
              src="/images/about-chauffeur.svg"
              alt={t('about.imageAlt')}
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
              {t('about.badge')}
            </p>
          </div>
        </div>
        <div>
          <SectionHeading
            id="about-title"
            eyebrow={t('about.eyebrow', { year: MARKETING_FIGURES.since })}
            title={t('about.title')}
            lead={t('about.lead', { year: MARKETING_FIGURES.since })}
          />
          <p className="mt-4 max-w-2xl text-base leading-relaxed text-stone">{t('about.body')}</p>
          <ul className="mt-10 grid gap-6">
            {VALUES.map(({ key, Icon }) => (
              <li key={key} className="flex gap-4">
                <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-gold/40 text-gold-dark">
                  <Icon className="size-5" aria-hidden strokeWidth={1.5} />
                </span>
                <div>
                  <h3 className="font-sans text-base font-semibold text-ink">
                    {t(`about.values.${key}.title`)}
                  </h3>
                  <p className="mt-1 text-sm leading-relaxed text-stone">{t(`about.values.${key}.body`)}</p>
                </div>
              </li>
            ))}
          </ul>
          <Link to="/about" className={buttonClasses('dark', 'md', 'mt-10')}>
            {t('about.cta')}
            <ArrowRight className="size-4" aria-hidden />
          </Link>
        </div>
      </div>
    </section>
  );
}

import { ArrowRight, Clock, ShieldCheck, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MARKETING_FIGURES } from '../../../../shared/brand.ts';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { StorySection } from '../../../components/ui/story-section.tsx';

const VALUES = [
  { key: 'punctuality', Icon: Clock },
  { key: 'discretion', Icon: ShieldCheck },
  { key: 'care', Icon: Sparkles },
] as const;

/** The company story since 2015, three values and a link to /about. */
export function AboutSection() {
  const { t } = useTranslation('home');
  return (
    <StorySection
      id="about"
      titleId="about-title"
      size="teaser"
      image={{ src: '/images/about-chauffeur.svg', alt: t('about.imageAlt') }}
      badge={{ figure: MARKETING_FIGURES.since, caption: t('about.badge') }}
      eyebrow={t('about.eyebrow', { year: MARKETING_FIGURES.since })}
      title={t('about.title')}
      lead={t('about.lead', { year: MARKETING_FIGURES.since })}
    >
      <p className="mt-4 max-w-2xl text-base leading-relaxed text-stone">{t('about.body')}</p>
      <ul className="mt-10 grid gap-6">
        {VALUES.map(({ key, Icon }) => (
          <li key={key} className="flex gap-4">
            <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-gold/40 text-gold-dark">
              <Icon className="size-5" aria-hidden strokeWidth={1.5} />
            </span>
            <div>
              <h3 className="font-sans text-base font-semibold text-ink">{t(`about.values.${key}.title`)}</h3>
              <p className="mt-1 text-sm leading-relaxed text-stone">{t(`about.values.${key}.body`)}</p>
            </div>
          </li>
        ))}
      </ul>
      <Link to="/about" className={buttonClasses('dark', 'md', 'mt-10')}>
        {t('about.cta')}
        <ArrowRight className="size-4" aria-hidden />
      </Link>
    </StorySection>
  );
}

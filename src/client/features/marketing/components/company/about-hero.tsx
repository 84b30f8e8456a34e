import { Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BRAND, MARKETING_FIGURES } from '../../../../../shared/brand.ts';
import { buttonClasses } from '../../../../components/ui/button.tsx';
import { PageHero } from '../../../../components/ui/page-hero.tsx';
import { BookStartButton } from './book-start-button.tsx';

/** /about opening: since when we drive New York, Book Now and the phone number. */
export function AboutHero() {
  const { t } = useTranslation('company');
  return (
    <PageHero
      id="about-hero-title"
      eyebrow={t('about.hero.eyebrow')}
      title={t('about.hero.title', { year: MARKETING_FIGURES.since })}
      lead={t('about.hero.lead')}
      image="/images/hero-skyline.svg"
    >
      <div className="flex flex-col gap-3 sm:flex-row">
        <BookStartButton size="lg" />
        <a href={BRAND.phoneHref} className={buttonClasses('outline-light', 'lg', 'whitespace-nowrap')}>
          <Phone className="size-4" aria-hidden />
          {t('call', { phone: BRAND.phoneDisplay })}
        </a>
      </div>
    </PageHero>
  );
}

import { ArrowDown, Car, ShieldCheck, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../../components/ui/button.tsx';
import { PageHero } from '../../../../components/ui/page-hero.tsx';
import { BookStartButton } from './book-start-button.tsx';

const HIGHLIGHTS = [
  { key: 'models', Icon: Car },
  { key: 'capacity', Icon: Users },
  { key: 'licensed', Icon: ShieldCheck },
] as const;

/** /fleet opening: title, three highlights, Book Now and a jump to the categories. */
export function FleetHero() {
  const { t } = useTranslation('company');
  return (
    <PageHero
      id="fleet-hero-title"
      eyebrow={t('fleet.hero.eyebrow')}
      title={t('fleet.hero.title')}
      lead={t('fleet.hero.lead')}
      image="/images/hero-skyline.svg"
    >
      <ul
        aria-label={t('fleet.hero.highlights.label')}
        className="flex flex-col gap-3 text-sm text-ivory/85 sm:flex-row sm:flex-wrap sm:gap-x-8"
      >
        {HIGHLIGHTS.map(({ key, Icon }) => (
          <li key={key} className="inline-flex items-center gap-2.5">
            <Icon className="size-4 text-gold" aria-hidden />
            {t(`fleet.hero.highlights.${key}`)}
          </li>
        ))}
      </ul>
      <div className="mt-10 flex flex-col gap-3 sm:flex-row">
        <BookStartButton size="lg" />
        <a href="#fleet-categories" className={buttonClasses('outline-light', 'lg')}>
          {t('fleet.hero.explore')}
          <ArrowDown className="size-4" aria-hidden />
        </a>
      </div>
    </PageHero>
  );
}

import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../../components/ui/button.tsx';
import { PageHero } from '../../../../components/ui/page-hero.tsx';
import { EVENT_PACKAGES_ID } from './event-packages-section.tsx';
import { EVENT_ROUTES_ID } from './event-routes-section.tsx';

/** Event packages page hero with shortcuts to the packages and the routes. */
export function EventPackagesHero() {
  const { t } = useTranslation('occasions');
  return (
    <PageHero
      id="event-packages-title"
      eyebrow={t('eventPackages.hero.eyebrow')}
      title={t('eventPackages.hero.title')}
      lead={t('eventPackages.hero.lead')}
      image="/images/services/prom.svg"
    >
      <div className="flex flex-col gap-3 sm:flex-row">
        <ButtonLink to={`#${EVENT_PACKAGES_ID}`} variant="primary" size="lg">
          {t('eventPackages.hero.packagesLink')}
          <ArrowRight className="size-4" aria-hidden />
        </ButtonLink>
        <ButtonLink to={`#${EVENT_ROUTES_ID}`} variant="outline-light" size="lg">
          {t('eventPackages.hero.routesLink')}
        </ButtonLink>
      </div>
    </PageHero>
  );
}

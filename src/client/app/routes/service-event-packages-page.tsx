import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/button.tsx';
import { CtaBand } from '../../features/marketing/components/cta-band.tsx';
import { CorporateSolutionsSection } from '../../features/marketing/components/occasions/corporate-solutions-section.tsx';
import { EventPackagesHero } from '../../features/marketing/components/occasions/event-packages-hero.tsx';
import { EventPackagesSection } from '../../features/marketing/components/occasions/event-packages-section.tsx';
import { EventRoutesSection } from '../../features/marketing/components/occasions/event-routes-section.tsx';
import { BOOKING_START_HREF } from '../../features/marketing/lib/book-actions.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { Island } from '../../components/island.tsx';

/** /services/event-packages: event packages with a custom quote, three routes, corporate solutions, CTA. */
export function Component() {
  const { t } = useTranslation('occasions');
  usePageTitle(t('eventPackages.pageTitle'));
  return (
    <>
      <EventPackagesHero />
      <Island id="event-packages-1">
        <EventPackagesSection />
      </Island>
      <Island id="event-packages-2">
        <EventRoutesSection />
      </Island>
      <Island id="event-packages-3">
        <CorporateSolutionsSection />
      </Island>
      <Island id="event-packages-4">
        <CtaBand
          id="event-packages-cta-title"
          title={t('eventPackages.cta.title')}
          body={t('eventPackages.cta.body')}
          action={
            <ButtonLink to={BOOKING_START_HREF} variant="dark" size="lg" className="whitespace-nowrap">
              {t('eventPackages.cta.button')}
              <ArrowRight className="size-4" aria-hidden />
            </ButtonLink>
          }
        />
      </Island>
    </>
  );
}

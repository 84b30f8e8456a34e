import { useTranslation } from 'react-i18next';
import { AirportHero } from '../../features/marketing/components/transport/airport-hero.tsx';
import { AirportIncludedSection } from '../../features/marketing/components/transport/airport-included-section.tsx';
import { AirportRoutesSection } from '../../features/marketing/components/transport/airport-routes-section.tsx';
import { AirportStepsSection } from '../../features/marketing/components/transport/airport-steps-section.tsx';
import { TransportCta } from '../../features/marketing/components/transport/transport-cta.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { Island } from '../../components/island.tsx';

/** /services/airport-transfer: JFK, LaGuardia and Newark to Manhattan, what is included, how it works. */
export function Component() {
  const { t } = useTranslation('transport');
  usePageTitle(t('airport.meta.title'));
  return (
    <>
      <AirportHero />
      <Island id="airport-1">
        <AirportRoutesSection />
      </Island>
      <Island id="airport-2">
        <AirportIncludedSection />
      </Island>
      <Island id="airport-3">
        <AirportStepsSection />
      </Island>
      <Island id="airport-4">
        <TransportCta page="airport" target="airport-routes" />
      </Island>
    </>
  );
}

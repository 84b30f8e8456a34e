import { useTranslation } from 'react-i18next';
import { AirportHero } from '../../features/marketing/components/transport/airport-hero.tsx';
import { AirportIncludedSection } from '../../features/marketing/components/transport/airport-included-section.tsx';
import { AirportRoutesSection } from '../../features/marketing/components/transport/airport-routes-section.tsx';
import { AirportStepsSection } from '../../features/marketing/components/transport/airport-steps-section.tsx';
import { TransportCta } from '../../features/marketing/components/transport/transport-cta.tsx';
import { DeferredHydration } from '../../components/deferred-hydration.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** /services/airport-transfer: JFK, LaGuardia and Newark to Manhattan, what is included, how it works. */
export function Component() {
  const { t } = useTranslation('transport');
  usePageTitle(t('airport.meta.title'));
  return (
    <>
      <AirportHero />
      <AirportRoutesSection />
      {/* Below the fold: hydrated a section a task after the rest (deferred-hydration.tsx). */}
      <DeferredHydration id="airport-included">
        <AirportIncludedSection />
      </DeferredHydration>
      <DeferredHydration id="airport-steps">
        <AirportStepsSection />
      </DeferredHydration>
      <DeferredHydration id="airport-cta">
        <TransportCta page="airport" target="airport-routes" />
      </DeferredHydration>
    </>
  );
}

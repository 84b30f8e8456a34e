import { useTranslation } from 'react-i18next';
import { FleetCategories } from '../../features/marketing/components/company/fleet-categories.tsx';
import { FleetCta } from '../../features/marketing/components/company/fleet-cta.tsx';
import { FleetHero } from '../../features/marketing/components/company/fleet-hero.tsx';
import { FleetPicker } from '../../features/marketing/components/company/fleet-picker.tsx';
import { FleetReasons } from '../../features/marketing/components/company/fleet-reasons.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { Island } from '../../components/island.tsx';

/** /fleet: the vehicle picker, the three categories, why our fleet, and Book Now. */
export function Component() {
  const { t } = useTranslation('company');
  usePageTitle(t('fleet.pageTitle'));
  return (
    <>
      <FleetHero />
      <Island id="fleet-1">
        <FleetPicker />
      </Island>
      <Island id="fleet-2">
        <FleetCategories />
      </Island>
      <Island id="fleet-3">
        <FleetReasons />
      </Island>
      <Island id="fleet-4">
        <FleetCta />
      </Island>
    </>
  );
}

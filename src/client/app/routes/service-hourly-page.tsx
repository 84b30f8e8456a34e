import { useTranslation } from 'react-i18next';
import { HourlyHero } from '../../features/marketing/components/transport/hourly-hero.tsx';
import { HourlyPackagesSection } from '../../features/marketing/components/transport/hourly-packages-section.tsx';
import { HourlyUseCasesSection } from '../../features/marketing/components/transport/hourly-use-cases-section.tsx';
import { TransportCta } from '../../features/marketing/components/transport/transport-cta.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { Island } from '../../components/island.tsx';

/** /services/hourly-service: the three hourly packages, a custom quote and what the service is for. */
export function Component() {
  const { t } = useTranslation('transport');
  usePageTitle(t('hourly.meta.title'));
  return (
    <>
      <HourlyHero />
      <Island id="hourly-1">
        <HourlyPackagesSection />
      </Island>
      <Island id="hourly-2">
        <HourlyUseCasesSection />
      </Island>
      <Island id="hourly-3">
        <TransportCta page="hourly" target="hourly-packages" />
      </Island>
    </>
  );
}

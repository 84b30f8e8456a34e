import { useTranslation } from 'react-i18next';
import { HourlyHero } from '../../features/marketing/components/transport/hourly-hero.tsx';
import { HourlyPackagesSection } from '../../features/marketing/components/transport/hourly-packages-section.tsx';
import { HourlyUseCasesSection } from '../../features/marketing/components/transport/hourly-use-cases-section.tsx';
import { TransportCta } from '../../features/marketing/components/transport/transport-cta.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** /services/hourly-service: the three hourly packages, a custom quote and what the service is for. */
export function Component() {
  const { t } = useTranslation('transport');
  usePageTitle(t('hourly.meta.title'));
  return (
    <>
      <HourlyHero />
      <HourlyPackagesSection />
      <HourlyUseCasesSection />
      <TransportCta page="hourly" target="hourly-packages" />
    </>
  );
}

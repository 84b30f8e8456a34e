import { useTranslation } from 'react-i18next';
import { PointToPointHero } from '../../features/marketing/components/transport/point-to-point-hero.tsx';
import { PointToPointRoutesSection } from '../../features/marketing/components/transport/point-to-point-routes-section.tsx';
import { PointToPointWhySection } from '../../features/marketing/components/transport/point-to-point-why-section.tsx';
import { TransportCta } from '../../features/marketing/components/transport/transport-cta.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { Island } from '../../components/island.tsx';

/** /services/point-to-point: three popular routes and a custom route, and why point to point. */
export function Component() {
  const { t } = useTranslation('transport');
  usePageTitle(t('pointToPoint.meta.title'));
  return (
    <>
      <PointToPointHero />
      <Island id="point-to-point-1">
        <PointToPointRoutesSection />
      </Island>
      <Island id="point-to-point-2">
        <PointToPointWhySection />
      </Island>
      <Island id="point-to-point-3">
        <TransportCta page="pointToPoint" target="popular-routes" />
      </Island>
    </>
  );
}

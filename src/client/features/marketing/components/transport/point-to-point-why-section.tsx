import { BadgeDollarSign, Clock, DoorOpen, Navigation, Route, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from '../../../../components/ui/section-heading.tsx';
import { FeatureGrid } from './feature-grid.tsx';

const ITEMS = [
  { key: 'fixed', Icon: BadgeDollarSign },
  { key: 'door', Icon: DoorOpen },
  { key: 'direct', Icon: Route },
  { key: 'chauffeurs', Icon: ShieldCheck },
  { key: 'tracking', Icon: Navigation },
  { key: 'allDay', Icon: Clock },
] as const;

/** Why point to point: fixed price, door to door, direct, professional, tracked, 24/7. */
export function PointToPointWhySection() {
  const { t } = useTranslation('transport');
  return (
    <section aria-labelledby="p2p-why-title" className="bg-ink py-20 text-ivory sm:py-28">
      <div className="container-page">
        <SectionHeading
          id="p2p-why-title"
          tone="dark"
          eyebrow={t('pointToPoint.why.eyebrow')}
          title={t('pointToPoint.why.title')}
          lead={t('pointToPoint.why.lead')}
        />
        <FeatureGrid
          prefix="pointToPoint.why.items"
          items={ITEMS}
          surface="dark"
          className="mt-12 sm:mt-14"
        />
      </div>
    </section>
  );
}

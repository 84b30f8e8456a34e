import { BadgeDollarSign, Headset, Hourglass, Luggage, PlaneLanding, Signpost } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from '../../../../components/ui/section-heading.tsx';
import { FeatureGrid } from './feature-grid.tsx';

const ITEMS = [
  { key: 'flight', Icon: PlaneLanding },
  { key: 'waiting', Icon: Hourglass },
  { key: 'meet', Icon: Signpost },
  { key: 'fixed', Icon: BadgeDollarSign },
  { key: 'luggage', Icon: Luggage },
  { key: 'support', Icon: Headset },
] as const;

/** What every airport transfer includes: the flight number with the chauffeur, free waiting, meet & greet, fixed price … */
export function AirportIncludedSection() {
  const { t } = useTranslation('transport');
  return (
    <section aria-labelledby="airport-included-title" className="bg-ink py-20 text-ivory sm:py-28">
      <div className="container-page">
        <SectionHeading
          id="airport-included-title"
          tone="dark"
          eyebrow={t('airport.included.eyebrow')}
          title={t('airport.included.title')}
          lead={t('airport.included.lead')}
        />
        <FeatureGrid
          prefix="airport.included.items"
          items={ITEMS}
          surface="dark"
          className="mt-12 sm:mt-14"
        />
      </div>
    </section>
  );
}

import { Briefcase, Gift, Landmark, MapPinned, Moon, ShoppingBag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from '../../../../components/ui/section-heading.tsx';
import { FeatureGrid } from './feature-grid.tsx';

const ITEMS = [
  { key: 'meetings', Icon: Briefcase },
  { key: 'shopping', Icon: ShoppingBag },
  { key: 'nights', Icon: Moon },
  { key: 'tours', Icon: Landmark },
  { key: 'occasions', Icon: Gift },
  { key: 'errands', Icon: MapPinned },
] as const;

/** What an hourly chauffeur is for: meetings, shopping, nights out, city tours … */
export function HourlyUseCasesSection() {
  const { t } = useTranslation('transport');
  return (
    <section aria-labelledby="hourly-uses-title" className="bg-white py-20 sm:py-28">
      <div className="container-page">
        <SectionHeading
          id="hourly-uses-title"
          eyebrow={t('hourly.useCases.eyebrow')}
          title={t('hourly.useCases.title')}
          lead={t('hourly.useCases.lead')}
        />
        <FeatureGrid
          prefix="hourly.useCases.items"
          items={ITEMS}
          surface="ivory"
          className="mt-12 sm:mt-14"
        />
      </div>
    </section>
  );
}

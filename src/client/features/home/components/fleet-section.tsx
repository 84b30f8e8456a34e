import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { useVehicles } from '../../../lib/catalog-queries.ts';
import { CardSkeleton } from './card-skeleton.tsx';
import { LoadError } from './load-error.tsx';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';
import { VehicleCard } from './vehicle-card.tsx';

/** Two featured vehicles over three on large screens (a 6-column grid), two columns on tablets. */
const SPANS = ['lg:col-span-3', 'lg:col-span-3', 'lg:col-span-2', 'lg:col-span-2', 'lg:col-span-2'];

/** The five vehicles from the catalogue, with loading skeletons and the specification's error text. */
export function FleetSection() {
  const { t } = useTranslation('home');
  const vehicles = useVehicles();
  return (
    <section id="fleet" aria-labelledby="fleet-title" className="scroll-mt-20 bg-white py-24 sm:py-32">
      <div className="container-page">
        <div className="flex flex-col gap-8 lg:flex-row lg:items-end lg:justify-between">
          <SectionHeading
            id="fleet-title"
            eyebrow={t('fleet.eyebrow')}
            title={t('fleet.title')}
            lead={t('fleet.lead')}
          />
          <Link to="/fleet" className={buttonClasses('outline', 'md', 'shrink-0 self-start lg:self-auto')}>
            {t('fleet.viewAll')}
            <ArrowRight className="size-4" aria-hidden />
          </Link>
        </div>
        <div className="mt-14 sm:mt-16">
          {vehicles.isError ? (
            <LoadError message={t('fleet.loadError')} onRetry={() => window.location.reload()} />
          ) : (
            <ul
              className="grid gap-6 sm:grid-cols-2 lg:grid-cols-6"
              aria-busy={vehicles.isPending || undefined}
            >
              {vehicles.isPending
                ? SPANS.map((span, i) => (
                    <li key={i} className={cn(span, i === 4 && 'sm:col-span-2')}>
                      <CardSkeleton className="h-full" />
                    </li>
                  ))
                : vehicles.data.map((v, i, all) => (
                    <li
                      key={v.id}
                      className={cn(
                        SPANS[i] ?? 'lg:col-span-2',
                        all.length % 2 === 1 && i === all.length - 1 && 'sm:col-span-2',
                      )}
                    >
                      <VehicleCard vehicle={v} featured={i < 2} />
                    </li>
                  ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}

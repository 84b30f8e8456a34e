import { useTranslation } from 'react-i18next';
import { useServices } from '../../../lib/catalog-queries.ts';
import { BespokeServiceCard } from './bespoke-service-card.tsx';
import { CardSkeleton } from './card-skeleton.tsx';
import { LoadError } from './load-error.tsx';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';
import { ServiceCard } from './service-card.tsx';

/** The seven visible services as cards, plus a bespoke-request tile. */
export function ServicesSection() {
  const { t } = useTranslation('home');
  const services = useServices();
  const visible = services.data?.filter((s) => !s.hidden) ?? [];
  return (
    <section id="services" aria-labelledby="services-title" className="scroll-mt-20 bg-ivory py-24 sm:py-32">
      <div className="container-page">
        <SectionHeading
          id="services-title"
          eyebrow={t('services.eyebrow')}
          title={t('services.title')}
          lead={t('services.lead')}
        />
        <div className="mt-14 sm:mt-16">
          {services.isError ? (
            <LoadError message={t('services.loadError')} onRetry={() => void services.refetch()} />
          ) : (
            <ul
              className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4"
              aria-busy={services.isPending || undefined}
            >
              {services.isPending
                ? Array.from({ length: 8 }, (_, i) => (
                    <li key={i}>
                      <CardSkeleton className="h-full" />
                    </li>
                  ))
                : visible.map((s) => (
                    <li key={s.id} className="grid">
                      <ServiceCard service={s} />
                    </li>
                  ))}
              {!services.isPending && (
                <li className="grid">
                  <BespokeServiceCard />
                </li>
              )}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}

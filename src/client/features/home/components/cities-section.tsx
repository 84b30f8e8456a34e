import { MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useCities } from '../../../lib/catalog-queries.ts';
import { LoadError } from './load-error.tsx';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';

/** The cities served, from the catalogue. */
export function CitiesSection() {
  const { t } = useTranslation('home');
  const cities = useCities();
  return (
    <section id="cities" aria-labelledby="cities-title" className="scroll-mt-20 bg-white py-24 sm:py-32">
      <div className="container-page">
        <SectionHeading
          id="cities-title"
          eyebrow={t('cities.eyebrow')}
          title={t('cities.title')}
          lead={t('cities.lead')}
        />
        <div className="mt-14 sm:mt-16">
          {cities.isError ? (
            <LoadError message={t('cities.loadError')} onRetry={() => void cities.refetch()} />
          ) : (
            <ul
              className="grid gap-x-10 sm:grid-cols-2 lg:grid-cols-4"
              aria-busy={cities.isPending || undefined}
            >
              {cities.isPending
                ? Array.from({ length: 8 }, (_, i) => (
                    <li key={i} aria-hidden className="border-t border-ink/10 py-6">
                      <div className="h-6 w-1/2 animate-pulse rounded bg-ivory-deep" />
                      <div className="mt-2 h-4 w-1/3 animate-pulse rounded bg-ivory-deep" />
                    </li>
                  ))
                : cities.data.map((c) => (
                    <li key={c.id} className="flex items-start gap-3 border-t border-ink/10 py-6">
                      <MapPin
                        className="mt-1.5 size-4 shrink-0 text-gold-dark"
                        aria-hidden
                        strokeWidth={1.75}
                      />
                      <div>
                        <p className="font-display text-2xl leading-tight font-semibold text-ink">
                          {t(`cities.names.${c.id}`, { defaultValue: c.name })}
                        </p>
                        <p className="mt-1 text-sm text-stone">
                          {t(`cities.areas.${c.area}`, { defaultValue: c.area })}
                        </p>
                      </div>
                    </li>
                  ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}

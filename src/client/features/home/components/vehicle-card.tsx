import { Check, Luggage, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Vehicle } from '../../../../shared/contracts/catalog.ts';
import { cn } from '../../../components/ui/cn.ts';
import { useContentLanguage } from '../../../lib/use-content-language.ts';

/** One vehicle of the fleet: image, name, capacity and features. */
export function VehicleCard({ vehicle, featured = false }: { vehicle: Vehicle; featured?: boolean }) {
  const { t } = useTranslation('home');
  const lang = useContentLanguage();
  const features = lang === 'es' ? vehicle.featuresEs : vehicle.features;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl bg-ivory ring-1 ring-ink/8">
      <div
        className={cn(
          'relative overflow-hidden bg-[radial-gradient(ellipse_at_50%_70%,#ffffff_0%,var(--color-ivory-deep)_70%)]',
          featured ? 'aspect-[2/1] sm:aspect-[16/9]' : 'aspect-[2/1] sm:aspect-[16/10]',
        )}
      >
        <img
          src={vehicle.image}
          alt=""
          loading="lazy"
          decoding="async"
          width={800}
          height={450}
          className="size-full object-contain p-4 sm:p-6"
        />
        <span className="absolute top-4 left-4 rounded-full bg-ink/90 px-3 py-1 text-[0.68rem] font-semibold tracking-[0.18em] text-gold uppercase">
          {t(`fleet.categories.${vehicle.category}`)}
        </span>
      </div>
      <div className="flex flex-1 flex-col p-5 sm:p-7">
        <h3 className="font-display text-2xl leading-tight font-semibold text-ink">{vehicle.name}</h3>
        <ul
          className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-stone"
          aria-label={t('fleet.capacity')}
        >
          <li className="inline-flex items-center gap-2">
            <Users className="size-4 text-gold-dark" aria-hidden />
            {t('common.passengers', { ns: 'common', count: vehicle.passengers })}
          </li>
          <li className="inline-flex items-center gap-2">
            <Luggage className="size-4 text-gold-dark" aria-hidden />
            {t('common.bags', { ns: 'common', count: vehicle.luggage })}
          </li>
        </ul>
        <ul
          className={cn(
            'mt-5 grid grid-cols-2 gap-x-4 gap-y-2 border-t border-ink/10 pt-5 text-sm text-ink/85',
            !featured && 'lg:grid-cols-1',
          )}
        >
          {features.map((f) => (
            <li key={f} className="flex items-start gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-gold-dark" aria-hidden />
              {f}
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}

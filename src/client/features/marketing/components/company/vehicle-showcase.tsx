import { Check, Luggage, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Vehicle } from '../../../../../shared/contracts/catalog.ts';
import { cn } from '../../../../components/ui/cn.ts';
import { useContentLanguage } from '../../../../lib/use-content-language.ts';
import { BookStartButton } from './book-start-button.tsx';

/** The selected vehicle, large: picture, name, capacity, features and Book Now (the picker's tab panel). */
export function VehicleShowcase({
  id,
  labelledBy,
  vehicle,
  className,
}: {
  id: string;
  labelledBy: string;
  vehicle: Vehicle;
  className?: string;
}) {
  const { t } = useTranslation('company');
  const lang = useContentLanguage();
  const features = lang === 'es' ? vehicle.featuresEs : vehicle.features;
  const headingId = `${id}-name`;
  return (
    <div
      role="tabpanel"
      id={id}
      aria-labelledby={labelledBy}
      data-testid="vehicle-showcase"
      className={cn(
        'grid overflow-hidden rounded-3xl bg-white ring-1 ring-ink/8 lg:grid-cols-[1.25fr_1fr]',
        className,
      )}
    >
      <div className="relative flex items-center bg-[radial-gradient(ellipse_at_50%_70%,#ffffff_0%,var(--color-ivory-deep)_72%)] px-4 pt-12 pb-6 sm:px-10 sm:pt-16 lg:py-16">
        <span className="absolute top-5 left-5 rounded-full bg-ink/90 px-3 py-1 text-[0.68rem] font-semibold tracking-[0.18em] text-gold uppercase sm:top-6 sm:left-6">
          {t(`fleet.categoryLabels.${vehicle.category}`)}
        </span>
        <img
          key={vehicle.id}
          src={vehicle.image}
          alt={t('fleet.picker.imageAlt', { name: vehicle.name })}
          width={800}
          height={320}
          decoding="async"
          className="aspect-[5/2] w-full object-contain"
        />
      </div>
      <div className="flex flex-col p-6 sm:p-10">
        <h3 id={headingId} className="font-display text-3xl leading-tight font-semibold text-ink sm:text-4xl">
          {vehicle.name}
        </h3>
        <dl className="mt-6 grid grid-cols-2 gap-3">
          <Capacity
            icon={<Users className="size-5" aria-hidden strokeWidth={1.5} />}
            label={t('fleet.picker.passengers')}
            value={vehicle.passengers}
            max={t('fleet.picker.max')}
          />
          <Capacity
            icon={<Luggage className="size-5" aria-hidden strokeWidth={1.5} />}
            label={t('fleet.picker.luggage')}
            value={vehicle.luggage}
            max={t('fleet.picker.max')}
          />
        </dl>
        <h4 className="mt-8 text-xs font-semibold tracking-[0.18em] text-stone uppercase">
          {t('fleet.picker.features')}
        </h4>
        <ul className="mt-3 grid gap-2.5 text-sm text-ink/85 sm:grid-cols-2">
          {features.map((f) => (
            <li key={f} className="flex items-start gap-2.5">
              <Check className="mt-0.5 size-4 shrink-0 text-gold-dark" aria-hidden />
              {f}
            </li>
          ))}
        </ul>
        <div className="mt-auto flex flex-col gap-3 pt-8">
          <BookStartButton
            vehicleId={vehicle.id}
            label={vehicle.name}
            size="lg"
            className="w-full sm:w-auto sm:self-start"
          />
          <p className="text-xs leading-relaxed text-stone">{t('fleet.picker.note')}</p>
        </div>
      </div>
    </div>
  );
}

function Capacity({
  icon,
  label,
  value,
  max,
}: {
  icon: ReactNode;
  label: string;
  value: number;
  max: string;
}) {
  return (
    <div className="rounded-2xl bg-ivory px-4 py-4 ring-1 ring-ink/6 sm:px-5">
      <dt className="text-[0.68rem] font-semibold tracking-[0.16em] text-stone uppercase">{label}</dt>
      <dd className="mt-2 flex items-center gap-2.5">
        <span className="text-gold-dark">{icon}</span>
        <span className="font-display text-4xl leading-none font-semibold text-ink lining-nums">{value}</span>
        <span className="self-end pb-0.5 text-xs text-stone">{max}</span>
      </dd>
    </div>
  );
}

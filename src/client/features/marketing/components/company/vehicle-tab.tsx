import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Vehicle } from '../../../../../shared/contracts/catalog.ts';
import { cn } from '../../../../components/ui/cn.ts';

interface VehicleTabProps {
  id: string;
  panelId: string;
  vehicle: Vehicle;
  selected: boolean;
  onSelect: () => void;
}

/** One thumbnail of the fleet picker: a tab with the vehicle's picture, name and category. */
export const VehicleTab = forwardRef<HTMLButtonElement, VehicleTabProps>(function VehicleTab(
  { id, panelId, vehicle, selected, onSelect },
  ref,
) {
  const { t } = useTranslation('company');
  return (
    <button
      ref={ref}
      type="button"
      role="tab"
      id={id}
      aria-selected={selected}
      aria-controls={panelId}
      tabIndex={selected ? 0 : -1}
      onClick={onSelect}
      data-vehicle={vehicle.id}
      className={cn(
        'group flex w-44 shrink-0 snap-start flex-col overflow-hidden rounded-2xl bg-white text-left transition-shadow duration-200 sm:w-52 lg:w-auto',
        selected
          ? 'shadow-[0_18px_36px_-22px_rgb(12_12_13/0.45)] ring-2 ring-gold'
          : 'ring-1 ring-ink/8 hover:ring-ink/30',
      )}
    >
      <span
        aria-hidden
        className={cn(
          'block aspect-[5/2] w-full bg-[radial-gradient(ellipse_at_50%_75%,#ffffff_0%,var(--color-ivory-deep)_75%)] px-3 pt-3',
          !selected && 'opacity-85 group-hover:opacity-100',
        )}
      >
        <img
          src={vehicle.image}
          alt=""
          width={800}
          height={320}
          decoding="async"
          className="size-full object-contain"
        />
      </span>
      <span className="flex flex-1 flex-col gap-1 px-4 py-3">
        <span className="text-[0.68rem] font-semibold tracking-[0.18em] text-gold-dark uppercase">
          {t(`fleet.categoryLabels.${vehicle.category}`)}
        </span>
        <span className="text-sm leading-snug font-semibold text-ink">{vehicle.name}</span>
      </span>
      <span
        aria-hidden
        className={cn('h-1 w-full transition-colors', selected ? 'bg-gold' : 'bg-transparent')}
      />
    </button>
  );
});

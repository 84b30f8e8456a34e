import { useId } from 'react';
import { BadgeCheck, Ban, Check, ChevronDown, Clock, Luggage, ShieldCheck, Users, Wifi } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { Vehicle } from '../../../../shared/contracts/catalog.ts';
import type { VehicleQuote } from '../../../../shared/contracts/quotes.ts';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import type { BookingFormat } from '../../../booking/hooks/use-booking-format.ts';
import { LATE_CANCELLATION_REFUND_PERCENT } from '../../../../shared/domain/ride-size.ts';
import type { PriceSummary } from '../lib/price-lines.ts';
import type { RidePromises } from '../lib/ride-promises.ts';
import { PriceBreakdown } from './price-breakdown.tsx';
import { PriceRow } from '../../../booking/components/price-rows.tsx';

/** The perks of this ride (decision 17): WiFi and secure payment always; the waiting and cancellation it gets. */
function perks(t: TFunction<'vehicles'>, f: BookingFormat, promises: RidePromises) {
  return [
    { id: 'wifi', Icon: Wifi, text: t('card.perk.wifi') },
    {
      id: 'wait',
      Icon: Clock,
      text: t(promises.waitMinutes > 15 ? 'card.perk.waitAirport' : 'card.perk.waitMinutes', {
        count: promises.waitMinutes,
      }),
    },
    { id: 'payment', Icon: ShieldCheck, text: t('card.perk.payment') },
    {
      id: 'cancellation',
      Icon: BadgeCheck,
      text: promises.freeCancellationUntil
        ? t('card.perk.cancellationUntil', { deadline: f.dateTime(promises.freeCancellationUntil) })
        : t('card.perk.cancellationLate', { percent: LATE_CANCELLATION_REFUND_PERCENT }),
    },
  ];
}

/** A vehicle's price from the quote, with its lines. */
export interface VehiclePrice {
  quote: VehicleQuote;
  summary: PriceSummary;
}

interface VehicleOptionCardProps {
  vehicleId: string;
  /** The price, or null while the quote loads (the card shows its catalogue details and a price skeleton). */
  price: VehiclePrice | null;
  /** The catalogue entry (image, features, capacity); absent while /api/vehicles loads or if it failed. */
  vehicle: Vehicle | undefined;
  /** What this ride's perks promise (free waiting, free cancellation until when). */
  promises: RidePromises;
  format: BookingFormat;
  selected: boolean;
  /** Chosen before (the fleet page's Book Now, or an earlier visit): highlighted, still to be confirmed. */
  previous: boolean;
  /**
   * The party when the vehicle cannot carry it (decision 18): the card says so and cannot be selected; null
   * when it fits.
   */
  tooSmallFor: { passengers: number; bags: number } | null;
  onSelect: () => void;
}

/**
 * One vehicle: image, name, the all-in price (what the customer pays, tax included) with its breakdown one tap
 * away, capacity, features, this ride's perks and Select.
 */
export function VehicleOptionCard({
  vehicleId,
  price,
  vehicle,
  promises,
  format: f,
  selected,
  previous,
  tooSmallFor,
  onSelect,
}: VehicleOptionCardProps) {
  const { t } = useTranslation('vehicles');
  const id = useId();
  const name = vehicle?.name ?? price?.quote.vehicleName ?? '';
  const features = (f.lang === 'es' ? vehicle?.featuresEs : vehicle?.features) ?? [];

  return (
    <article
      aria-labelledby={`${id}-name`}
      data-testid="vehicle-option"
      data-vehicle-id={vehicleId}
      aria-busy={price ? undefined : true}
      data-selected={selected || undefined}
      data-fits={tooSmallFor ? 'false' : 'true'}
      className={cn(
        'grid overflow-hidden rounded-2xl bg-white transition-shadow md:grid-cols-[15rem_minmax(0,1fr)] xl:grid-cols-[minmax(0,1fr)_22rem] xl:grid-rows-[auto_1fr]',
        tooSmallFor
          ? 'ring-1 ring-ink/8'
          : selected
            ? 'shadow-[0_24px_60px_-30px_rgb(122_94_38/0.7)] ring-2 ring-gold'
            : previous
              ? 'ring-2 ring-gold/55'
              : 'ring-1 ring-ink/8',
      )}
    >
      <div className="relative flex aspect-[2/1] items-center justify-center bg-[radial-gradient(ellipse_at_50%_70%,#ffffff_0%,var(--color-ivory-deep)_75%)] md:aspect-auto md:min-h-56 xl:col-start-1 xl:row-start-1 xl:h-60 xl:min-h-0">
        {vehicle ? (
          <img
            src={vehicle.image}
            alt=""
            loading="lazy"
            decoding="async"
            width={800}
            height={450}
            className={cn('size-full object-contain p-5', tooSmallFor && 'opacity-45 grayscale')}
          />
        ) : (
          <div aria-hidden className="h-1/2 w-3/4 animate-pulse rounded-xl bg-ink/5" />
        )}
        {vehicle && (
          <span className="absolute top-4 left-4 rounded-full bg-ink/90 px-3 py-1 text-[0.68rem] font-semibold tracking-[0.18em] text-gold uppercase">
            {t(`card.categories.${vehicle.category}`)}
          </span>
        )}
        {previous && !selected && !tooSmallFor && (
          <span className="absolute right-4 bottom-4 rounded-full bg-gold px-3 py-1 text-xs font-semibold text-ink">
            {t('card.previous')}
          </span>
        )}
      </div>

      <div className="p-5 sm:p-7 xl:col-start-1 xl:row-start-2">
        <h3
          id={`${id}-name`}
          className="font-display text-2xl leading-tight font-semibold text-ink sm:text-3xl"
        >
          {name}
        </h3>
        <p className="mt-3 flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <span
            className="font-display text-4xl leading-none font-semibold text-ink tabular-nums"
            data-testid={price ? 'vehicle-total' : undefined}
            data-launcher-avoid=""
          >
            {price ? (
              f.cents(price.quote.totalCents)
            ) : (
              <span
                aria-hidden
                className="inline-block h-[0.8em] w-32 animate-pulse rounded bg-ivory-deep align-middle"
              />
            )}
          </span>
          <span className="text-sm text-stone">{t('price.allIn')}</span>
        </p>
        {vehicle && (
          <ul
            className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-stone"
            aria-label={t('card.capacity')}
          >
            <li className="inline-flex items-center gap-2">
              <Users className="size-4 text-gold-dark" aria-hidden />
              {t('card.passengers', { count: vehicle.passengers })}
            </li>
            <li className="inline-flex items-center gap-2">
              <Luggage className="size-4 text-gold-dark" aria-hidden />
              {t('card.luggage', { count: vehicle.luggage })}
            </li>
          </ul>
        )}
        {features.length > 0 && (
          <ul
            aria-label={t('card.features')}
            className="mt-5 grid gap-x-4 gap-y-2 border-t border-ink/10 pt-5 text-sm text-ink/85 sm:grid-cols-2"
          >
            {features.map((feature) => (
              <li key={feature} className="flex items-start gap-2">
                <Check className="mt-0.5 size-4 shrink-0 text-gold-dark" aria-hidden />
                {feature}
              </li>
            ))}
          </ul>
        )}
        <ul aria-label={t('card.perks')} className="mt-5 flex flex-wrap gap-2">
          {perks(t, f, promises).map(({ id: perk, Icon, text }) => (
            <li
              key={perk}
              data-testid={`perk-${perk}`}
              className="inline-flex items-center gap-1.5 rounded-full bg-ivory px-3 py-1 text-xs font-medium text-ink ring-1 ring-ink/8"
            >
              <Icon className="size-3.5 shrink-0 text-gold-dark" aria-hidden />
              {text}
            </li>
          ))}
        </ul>
      </div>

      <div className="border-t border-ink/8 bg-ivory/70 p-5 sm:p-7 md:col-span-2 xl:col-span-1 xl:col-start-2 xl:row-span-2 xl:row-start-1 xl:border-t-0 xl:border-l">
        <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_16rem] md:gap-10 xl:h-full xl:grid-cols-1 xl:content-between xl:gap-6">
          {price ? (
            <details className="group" data-testid="price-details">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-sm text-sm font-semibold text-ink [&::-webkit-details-marker]:hidden">
                <span id={`${id}-price`}>{t('price.title')}</span>
                <ChevronDown
                  className="size-4 shrink-0 text-gold-dark transition-transform group-open:rotate-180"
                  aria-hidden
                />
              </summary>
              <PriceBreakdown summary={price.summary} format={f} />
              <dl className="mt-3 grid gap-1.5 border-t border-ink/15 pt-3 text-sm">
                <PriceRow
                  label={t('price.total')}
                  amount={f.cents(price.summary.totalCents)}
                  strong
                  testId="line-total"
                />
              </dl>
            </details>
          ) : (
            <p aria-hidden className="text-sm" data-testid="price-skeleton">
              <span className="inline-block h-[0.8em] w-32 animate-pulse rounded bg-ivory-deep align-middle" />
            </p>
          )}
          <div className="flex flex-col justify-end gap-4">
            {tooSmallFor && (
              <p
                id={`${id}-fit`}
                role="note"
                data-testid="vehicle-too-small"
                className="flex gap-2 rounded-lg bg-danger/8 px-3 py-2.5 text-sm leading-snug text-danger ring-1 ring-danger/20"
              >
                <Ban className="mt-0.5 size-4 shrink-0" aria-hidden />
                <span>
                  {vehicle
                    ? t('card.tooSmall', {
                        seats: t('card.passengers', { count: vehicle.passengers }),
                        luggage: t('card.luggage', { count: vehicle.luggage }),
                        party: partyText(t, tooSmallFor),
                      })
                    : t('card.tooSmallShort', { party: partyText(t, tooSmallFor) })}
                </span>
              </p>
            )}
            <Button
              variant={selected ? 'dark' : 'primary'}
              size="lg"
              className="w-full"
              onClick={tooSmallFor || !price ? undefined : onSelect}
              disabled={Boolean(tooSmallFor) || !price}
              aria-describedby={tooSmallFor ? `${id}-fit` : undefined}
              aria-label={t(
                tooSmallFor ? 'card.tooSmallLabel' : selected ? 'card.selectedLabel' : 'card.selectLabel',
                { vehicle: name },
              )}
              data-testid="select-vehicle"
            >
              {selected && <Check className="size-4" aria-hidden />}
              {tooSmallFor ? t('card.tooSmallButton') : selected ? t('card.selected') : t('card.select')}
            </Button>
          </div>
        </div>
      </div>
    </article>
  );
}

/** "5 passengers and 3 bags" in the page language. */
function partyText(t: TFunction<'vehicles'>, party: { passengers: number; bags: number }): string {
  return t('card.party', {
    passengers: t('card.passengers', { count: party.passengers }),
    bags: t('card.luggage', { count: party.bags }),
  });
}

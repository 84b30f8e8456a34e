import { cn } from '../../../components/ui/cn.ts';
import {
  CalendarClock,
  Car,
  Clock,
  Luggage,
  MapPin,
  Navigation,
  Phone,
  Plane,
  Repeat,
  Route,
  Sparkles,
  UserRound,
  Users,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DriverTrip } from '../../../../shared/contracts/driver-trips.ts';
import { useDriverFormat } from '../hooks/use-driver-format.ts';
import { destinationMapsHref, passengerName, pickupMapsHref, telHref, vehicleLabel } from '../lib/format.ts';
import { badgeStage, cardStage } from '../lib/trip-badge.ts';
import { TripStatusBadge } from './trip-status-badge.tsx';
import { DoorAddress } from '../../../booking/components/door-address.tsx';

function Fact({
  icon,
  label,
  className,
  children,
}: {
  icon: ReactNode;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('min-w-0', className)}>
      <dt className="flex items-center gap-1.5 text-[0.6875rem] font-semibold tracking-[0.14em] text-stone uppercase">
        {icon}
        {label}
      </dt>
      <dd className="mt-0.5 text-sm font-medium text-ink lining-nums tabular-nums">{children}</dd>
    </div>
  );
}

interface TripCardProps {
  trip: DriverTrip;
  /** Nearby cards show the distance to the pickup; active ones the call and directions links. */
  variant: 'nearby' | 'active' | 'history';
  /** Buttons at the bottom (Accept; Start, Complete, Cancel). */
  actions?: ReactNode;
  /** A line above the actions (history: completed at, cancel reason). */
  footnote?: ReactNode;
}

/** One trip as a chauffeur reads it on a phone: where, when, who, how far, and what it pays. */
export function TripCard({ trip, variant, actions, footnote }: TripCardProps) {
  const { t } = useTranslation('driver-dashboard');
  const f = useDriverFormat();
  const titleId = `trip-${trip.id}-title`;
  const name = passengerName(trip);
  // Someone else rides (decision 27): their phone, else the customer's.
  const phone = trip.passenger ? (trip.passenger.phone ?? trip.user.phone) : trip.user.phone;
  const tel = telHref(phone);
  const party = [
    trip.passengers !== null ? t('trip.passengers', { count: trip.passengers }) : null,
    trip.bags !== null ? t('trip.bags', { count: trip.bags }) : null,
  ].filter(Boolean);
  const dash = t('trip.unknown');

  return (
    <article
      aria-labelledby={titleId}
      data-trip-id={trip.id}
      data-trip-number={trip.number}
      data-status={trip.status}
      className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-ink/8"
    >
      <header className="flex items-start justify-between gap-3 border-b border-ink/6 px-5 pt-5 pb-4">
        <div className="min-w-0">
          <h3
            id={titleId}
            className="flex items-center gap-2 font-display text-xl leading-tight font-semibold text-ink"
          >
            <Car className="size-5 shrink-0 text-gold-dark" aria-hidden />
            <span className="truncate">{vehicleLabel(trip)}</span>
          </h3>
          <p className="mt-1 text-xs text-stone">
            <span className="font-mono tracking-wider">{trip.number}</span>
            <span aria-hidden> · </span>
            {f.serviceName(trip.serviceName)}
          </p>
        </div>
        <TripStatusBadge status={trip.status} stage={badgeStage(cardStage(trip))} />
      </header>

      <div className="grid gap-5 px-5 py-5">
        <div className="relative pl-6">
          <span aria-hidden className="absolute top-2 bottom-2 left-[0.4375rem] w-px bg-ink/12" />
          <ol className="grid gap-3">
            <li className="relative">
              <span
                aria-hidden
                className="absolute top-1 -left-6 size-3.5 rounded-full border-2 border-gold bg-white"
              />
              <span className="block text-[0.6875rem] font-semibold tracking-[0.14em] text-stone uppercase">
                {t('trip.pickup')}
              </span>
              <span className="block text-sm break-words text-ink" data-testid="trip-pickup">
                <DoorAddress
                  address={trip.pickupAddress}
                  pinned={trip.pickupPinned}
                  nearest={trip.pickupNearest}
                />
              </span>
            </li>
            <li className="relative">
              <MapPin
                aria-hidden
                className="absolute top-0.5 -left-[1.5625rem] size-4 fill-gold text-gold-dark"
              />
              <span className="block text-[0.6875rem] font-semibold tracking-[0.14em] text-stone uppercase">
                {t('trip.destination')}
              </span>
              <span className="block text-sm break-words text-ink">
                <DoorAddress
                  address={trip.destinationAddress}
                  pinned={trip.destinationPinned}
                  nearest={trip.destinationNearest}
                />
              </span>
            </li>
          </ol>
        </div>

        <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-3">
          <Fact
            icon={<CalendarClock className="size-3.5" aria-hidden />}
            label={t('trip.when')}
            className="col-span-2 sm:col-span-3"
          >
            {f.dateTime(trip.pickupDateTime)}
          </Fact>
          <Fact icon={<Route className="size-3.5" aria-hidden />} label={t('trip.distance')}>
            {f.miles(trip.distance) || dash}
          </Fact>
          <Fact icon={<Clock className="size-3.5" aria-hidden />} label={t('trip.duration')}>
            {f.duration(trip.duration) || dash}
          </Fact>
          {variant === 'nearby' && (
            <Fact icon={<Navigation className="size-3.5" aria-hidden />} label={t('trip.toPickup')}>
              <span data-testid="trip-to-pickup">
                {trip.distanceToPickup !== null
                  ? t('trip.toPickupValue', { distance: f.miles(trip.distanceToPickup) })
                  : dash}
              </span>
            </Fact>
          )}
          {party.length > 0 && (
            <Fact icon={<Users className="size-3.5" aria-hidden />} label={t('trip.party')}>
              {party.join(' · ')}
            </Fact>
          )}
        </dl>

        <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-ivory px-4 py-3">
          <div className="flex items-center gap-3">
            <span className="inline-flex size-9 items-center justify-center rounded-full bg-white text-gold-dark ring-1 ring-ink/8">
              <UserRound className="size-4" aria-hidden />
            </span>
            <div className="min-w-0">
              <p className="text-[0.6875rem] font-semibold tracking-[0.14em] text-stone uppercase">
                {t('trip.passenger')}
              </p>
              <p className="text-sm font-semibold text-ink" data-testid="trip-passenger">
                {name || dash}
              </p>
              <p className="text-sm text-ink/80 tabular-nums">{phone ?? t('trip.noPhone')}</p>
            </div>
          </div>
          {variant === 'active' && tel && (
            <a
              href={tel}
              className="inline-flex h-10 items-center gap-2 rounded-full bg-ink px-4 text-xs font-semibold tracking-wide text-ivory uppercase hover:bg-ink-muted"
              aria-label={t('trip.call', { name: name || phone })}
            >
              <Phone className="size-4" aria-hidden />
              {phone}
            </a>
          )}
        </div>

        {(trip.flightNumber ||
          trip.extraStopAddress ||
          trip.specialRequests ||
          trip.meetAndGreet ||
          trip.childSeat ||
          trip.returnDateTime ||
          trip.hours) && (
          <ul className="grid gap-1.5 text-sm text-ink/85" data-testid="trip-extras">
            {/* Every paid extra and the return leg (issue 35). */}
            {trip.meetAndGreet && (
              <li className="flex items-center gap-2" data-testid="trip-meet-greet">
                <Sparkles className="size-4 shrink-0 text-gold-dark" aria-hidden />
                {t('card.meetAndGreet')}
              </li>
            )}
            {trip.childSeat && (
              <li className="flex items-center gap-2" data-testid="trip-child-seat">
                <Sparkles className="size-4 shrink-0 text-gold-dark" aria-hidden />
                {t('card.childSeat')}
              </li>
            )}
            {trip.hours ? (
              <li className="flex items-center gap-2">
                <Clock className="size-4 shrink-0 text-gold-dark" aria-hidden />
                {t('card.hours', { count: trip.hours })}
              </li>
            ) : null}
            {trip.returnDateTime && (
              <li className="flex items-center gap-2" data-testid="trip-return">
                <Repeat className="size-4 shrink-0 text-gold-dark" aria-hidden />
                <span>
                  <span className="font-semibold">{t('card.returnLeg')}: </span>
                  {f.dateTime(trip.returnDateTime)}
                </span>
              </li>
            )}
            {trip.flightNumber && (
              <li className="flex items-center gap-2">
                <Plane className="size-4 shrink-0 text-gold-dark" aria-hidden />
                {t('trip.flight', { flight: trip.flightNumber })}
              </li>
            )}
            {trip.extraStopAddress && (
              <li className="flex items-start gap-2">
                <MapPin className="mt-0.5 size-4 shrink-0 text-gold-dark" aria-hidden />
                {t('trip.extraStop', { address: trip.extraStopAddress })}
              </li>
            )}
            {trip.specialRequests && (
              <li className="flex items-start gap-2">
                <Luggage className="mt-0.5 size-4 shrink-0 text-gold-dark" aria-hidden />
                <span>
                  <span className="font-semibold">{t('trip.requests')}: </span>
                  {trip.specialRequests}
                </span>
              </li>
            )}
          </ul>
        )}

        <dl className="grid grid-cols-2 gap-3 border-t border-ink/6 pt-4">
          <div>
            <dt className="text-[0.6875rem] font-semibold tracking-[0.14em] text-stone uppercase">
              {t('trip.price')}
            </dt>
            <dd className="font-display text-2xl font-semibold text-ink tabular-nums">
              {f.money(trip.price)}
            </dd>
          </div>
          <div className="text-right">
            <dt className="text-[0.6875rem] font-semibold tracking-[0.14em] text-stone uppercase">
              {t('trip.earnings')}
            </dt>
            <dd
              className="font-display text-2xl font-semibold text-gold-dark tabular-nums"
              data-testid="trip-earnings"
            >
              {variant === 'history' && trip.status !== 'completed' && trip.status !== 'no_show'
                ? t('history.noEarnings')
                : f.money(trip.earnings)}
            </dd>
          </div>
        </dl>

        {footnote}

        {(actions || variant === 'active') && (
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
            {actions}
            {variant === 'active' && (
              // Once the passenger is on board, the way to the drop-off (never back to the pickup).
              <a
                href={trip.status === 'in_progress' ? destinationMapsHref(trip) : pickupMapsHref(trip)}
                target="_blank"
                rel="noreferrer"
                className="inline-flex h-11 items-center justify-center gap-2 rounded-full px-4 text-sm font-semibold text-gold-dark hover:bg-ink/5 sm:ml-auto"
              >
                <Navigation className="size-4" aria-hidden />
                {trip.status === 'in_progress' ? t('trip.directionsDestination') : t('trip.directions')}
              </a>
            )}
          </div>
        )}
      </div>
    </article>
  );
}

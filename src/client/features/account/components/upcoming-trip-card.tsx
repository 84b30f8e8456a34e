import { ArrowRight, CalendarPlus, Car, MapPin, UserRound, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BookingSummary } from '../../../../shared/contracts/bookings.ts';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { useAccountFormat } from '../hooks/use-account-format.ts';
import { dateTileParts } from '../lib/format.ts';
import { rideSizeParts } from '../lib/ride-size.ts';
import { DriverContact } from './driver-contact.tsx';
import { StatusBadge } from './status-badge.tsx';
import { DoorAddress } from '../../../booking/components/door-address.tsx';

/** The next trip at a glance: a calendar tile, number, route, vehicle and driver; or an invitation to book. */
export function UpcomingTripCard({ booking }: { booking: BookingSummary | null }) {
  const { t } = useTranslation('account');
  const f = useAccountFormat();

  if (!booking) {
    return (
      <div className="flex flex-col items-start gap-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink/8 sm:flex-row sm:items-center sm:p-8">
        <span className="inline-flex size-14 shrink-0 items-center justify-center rounded-full bg-ivory-deep text-gold-dark">
          <CalendarPlus className="size-6" aria-hidden strokeWidth={1.5} />
        </span>
        <div className="flex-1">
          <p className="font-display text-2xl font-semibold text-ink">{t('dashboard.upcoming.none')}</p>
          <p className="mt-1 text-sm text-stone">{t('dashboard.upcoming.noneHint')}</p>
        </div>
        <Link to="/" className={buttonClasses('primary', 'sm')}>
          {t('dashboard.upcoming.book')}
        </Link>
      </div>
    );
  }

  const tile = dateTileParts(booking.pickupDateTime, f.lang);
  const size = rideSizeParts(booking).map((p) => t(`card.size.${p.kind}`, { count: p.count }));
  return (
    <article
      aria-label={t('dashboard.upcoming.cardLabel', { number: booking.number })}
      data-booking-id={booking.id}
      className="overflow-hidden rounded-2xl bg-ink text-ivory shadow-lg ring-1 ring-gold/25"
    >
      <div className="grid grid-cols-[auto_1fr] gap-4 p-5 sm:gap-6 sm:p-8">
        <div className="flex w-16 flex-col items-center justify-center self-start rounded-xl sm:row-span-2 bg-ivory/5 py-2.5 text-center ring-1 ring-gold/30 sm:w-24 sm:py-3">
          <span className="text-xs font-semibold tracking-[0.18em] text-gold uppercase">{tile.weekday}</span>
          <span className="font-display text-4xl leading-none font-semibold text-ivory lining-nums sm:text-5xl">
            {tile.day}
          </span>
          <span className="text-xs font-semibold tracking-[0.18em] text-ivory/70 uppercase">
            {tile.month}
          </span>
        </div>
        <div className="min-w-0">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="font-display text-2xl font-semibold tracking-wide lining-nums">{booking.number}</p>
            <StatusBadge status={booking.status} />
          </div>
          <p className="mt-1 text-sm text-gold-light">{f.dateTime(booking.pickupDateTime)}</p>
        </div>
        <ul className="col-span-2 grid gap-2 text-sm text-ivory/85 sm:col-span-1 sm:col-start-2">
          <li className="flex gap-2">
            <MapPin className="mt-0.5 size-4 shrink-0 text-gold" aria-hidden />
            <span>
              <span className="sr-only">{t('card.pickup')}: </span>
              <DoorAddress address={booking.pickupAddress} pinned={booking.pickupPinned} />
              <span aria-hidden className="px-2 text-gold">
                →
              </span>
              <span className="sr-only">{t('card.destination')}: </span>
              <DoorAddress address={booking.destinationAddress} pinned={booking.destinationPinned} />
            </span>
          </li>
          <li className="flex gap-2">
            <Car className="mt-0.5 size-4 shrink-0 text-gold" aria-hidden />
            <span>
              {booking.vehicleName} · {f.service(booking)}
            </span>
          </li>
          {size.length > 0 && (
            <li className="flex gap-2" data-testid="ride-size">
              <Users className="mt-0.5 size-4 shrink-0 text-gold" aria-hidden />
              <span>
                <span className="sr-only">{t('card.size.label')}: </span>
                {size.join(' · ')}
              </span>
            </li>
          )}
          <li className="flex gap-2">
            <UserRound className="mt-0.5 size-4 shrink-0 text-gold" aria-hidden />
            <span className="sr-only">{t('card.driver')}: </span>
            {booking.driverName ? (
              <DriverContact booking={booking} tone="dark" />
            ) : (
              <span>{t('dashboard.upcoming.driverPending')}</span>
            )}
          </li>
        </ul>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-ivory/10 px-5 py-4 sm:px-8">
        <span className="text-sm text-ivory/70">
          {t('card.total')}:{' '}
          <span className="font-semibold text-ivory tabular-nums">{f.money(booking.totalAmount)}</span>
        </span>
        <Link
          to="/bookings"
          className="inline-flex items-center gap-1.5 text-sm font-semibold text-gold hover:text-gold-light"
        >
          {t('dashboard.upcoming.viewAll')}
          <ArrowRight className="size-4" aria-hidden />
        </Link>
      </div>
    </article>
  );
}

import { ClipboardList, Phone, WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DriverTrip } from '../../../../shared/contracts/driver-trips.ts';
import { formatCalendarDate, formatNy } from '../../../lib/new-york-date.ts';
import { useDriverFormat } from '../hooks/use-driver-format.ts';
import { passengerName, telHref } from '../lib/format.ts';
import { tripSheetDays, type TripSheetDay } from '../lib/trip-sheet.ts';

interface TripSheetProps {
  trips: readonly DriverTrip[];
  /** Set when these trips are the copy kept on this device (no connection): when it was saved ('' unknown). */
  offlineAsOf?: string | null;
}

/**
 * The chauffeur's trip sheet (decision 30): the accepted trips by day, today first, with what a chauffeur needs
 * with no connection: time, passenger and phone, pickup, drop-off and notes. Shown on the dashboard and, from
 * the service worker's last good copy, when the dashboard opens offline.
 */
export function TripSheet({ trips, offlineAsOf = null }: TripSheetProps) {
  const { t } = useTranslation('driver-dashboard');
  const { lang } = useDriverFormat();
  const days = tripSheetDays(trips, new Date());
  const dayLabel = (day: TripSheetDay) =>
    day.when === 'later' ? formatCalendarDate(day.date, lang) : t(`sheet.${day.when}`);
  return (
    <section
      aria-labelledby="trip-sheet-title"
      data-testid="trip-sheet"
      className="rounded-2xl bg-white p-4 ring-1 ring-ink/8 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2
          id="trip-sheet-title"
          className="flex items-center gap-2 font-display text-2xl font-semibold text-ink"
        >
          <ClipboardList className="size-5 text-gold-dark" aria-hidden />
          {t('sheet.title')}
        </h2>
        {offlineAsOf !== null && (
          <p
            role="status"
            data-testid="trip-sheet-offline"
            className="inline-flex items-center gap-2 rounded-full bg-amber-50 px-3 py-1 text-sm font-semibold text-amber-900 ring-1 ring-amber-700/25"
          >
            <WifiOff className="size-4" aria-hidden />
            {offlineAsOf
              ? t('sheet.offlineAsOf', { time: formatNy(offlineAsOf, 'time', lang) })
              : t('sheet.offline')}
          </p>
        )}
      </div>
      {days.length === 0 && <p className="mt-3 text-sm text-stone">{t('sheet.empty')}</p>}
      {days.map((day) => (
        <div key={day.date} className="mt-5">
          <h3 className="eyebrow">{dayLabel(day)}</h3>
          <ol className="mt-2 divide-y divide-ink/8">
            {day.trips.map((trip) => (
              <SheetRow key={trip.id} trip={trip} />
            ))}
          </ol>
        </div>
      ))}
    </section>
  );
}

function SheetRow({ trip }: { trip: DriverTrip }) {
  const { t } = useTranslation('driver-dashboard');
  const { lang } = useDriverFormat();
  const phone = trip.passenger ? (trip.passenger.phone ?? trip.user.phone) : trip.user.phone;
  const tel = telHref(phone);
  const notes = [
    trip.flightNumber ? t('sheet.flight', { flight: trip.flightNumber }) : null,
    trip.extraStopAddress ? t('sheet.stop', { address: trip.extraStopAddress }) : null,
    trip.specialRequests,
  ].filter(Boolean);
  return (
    <li
      className="grid gap-2 py-3 sm:grid-cols-[7rem_1fr] sm:gap-4"
      data-testid="trip-sheet-row"
      data-trip-number={trip.number}
    >
      <p className="font-display text-xl font-semibold text-ink tabular-nums">
        {formatNy(trip.pickupDateTime, 'time', lang)}
      </p>
      <dl className="grid gap-1 text-sm">
        <div className="flex flex-wrap items-baseline gap-x-2">
          <dt className="sr-only">{t('trip.passenger')}</dt>
          <dd className="font-semibold text-ink">{passengerName(trip) || t('trip.unknown')}</dd>
          <dt className="sr-only">{t('sheet.phone')}</dt>
          <dd>
            {tel ? (
              <a
                href={tel}
                className="inline-flex items-center gap-1 text-gold-dark underline-offset-4 hover:underline"
              >
                <Phone className="size-3.5" aria-hidden />
                {phone}
              </a>
            ) : (
              <span className="text-stone">{t('trip.noPhone')}</span>
            )}
          </dd>
        </div>
        <div className="flex gap-2">
          <dt className="w-20 shrink-0 text-stone">{t('sheet.pickup')}</dt>
          <dd className="text-ink">{trip.pickupAddress}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="w-20 shrink-0 text-stone">{t('sheet.dropoff')}</dt>
          <dd className="text-ink">{trip.destinationAddress || t('trip.unknown')}</dd>
        </div>
        {notes.length > 0 && (
          <div className="flex gap-2">
            <dt className="w-20 shrink-0 text-stone">{t('sheet.notes')}</dt>
            <dd className="text-ink">{notes.join(' · ')}</dd>
          </div>
        )}
      </dl>
    </li>
  );
}

import { ArrowRight, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminDriverDetail } from '../../../../shared/contracts/admin-drivers.ts';
import { cn } from '../../../components/ui/cn.ts';
import type { DriversFormat } from '../hooks/use-drivers-format.ts';

type Trip = AdminDriverDetail['trips'][number];

const TRIP_TONES: Record<Trip['status'], string> = {
  assigned: 'bg-indigo-50 text-indigo-900 ring-indigo-600/25',
  in_progress: 'bg-violet-50 text-violet-900 ring-violet-600/25',
  completed: 'bg-emerald-50 text-emerald-900 ring-emerald-600/25',
  cancelled: 'bg-rose-50 text-rose-900 ring-rose-600/25',
  no_show: 'bg-orange-50 text-orange-900 ring-orange-600/25',
};

/** A titled block of the details dialog. */
export function Section({
  title,
  children,
  className,
  testId,
}: {
  title: string;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <section className={cn('grid content-start gap-3', className)} data-testid={testId}>
      <h3 className="font-sans text-[0.6875rem] font-semibold tracking-[0.18em] text-gold-dark uppercase">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** Decision 11: the driver's share of completed trips, today, this week, this month and in all. */
export function EarningsFigures({
  earnings,
  f,
}: {
  earnings: AdminDriverDetail['earnings'];
  f: DriversFormat;
}) {
  const { t } = useTranslation('admin-drivers');
  const figures = [
    ['today', earnings.today],
    ['week', earnings.week],
    ['month', earnings.month],
    ['total', earnings.total],
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      {figures.map(([key, value]) => (
        <div key={key} className="rounded-xl bg-ivory px-3 py-2.5" data-earnings={key}>
          <dt className="text-[0.6875rem] font-semibold tracking-[0.14em] text-stone uppercase">
            {t(`details.earnings.${key}`)}
          </dt>
          <dd className="font-display text-xl font-semibold text-ink lining-nums tabular-nums">
            {f.money(value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The latest trips: booking number, route, pickup time, status and the driver's share. */
export function TripsList({ trips, f }: { trips: Trip[]; f: DriversFormat }) {
  const { t } = useTranslation(['admin-drivers', 'booking-status']);
  if (trips.length === 0) return <p className="text-sm text-stone">{t('details.trips.none')}</p>;
  return (
    <ol className="grid divide-y divide-ink/8 rounded-xl ring-1 ring-ink/8">
      {trips.map((trip) => (
        <li key={trip.id} className="grid gap-1 px-3 py-2.5 sm:px-4" data-trip-number={trip.bookingNumber}>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-mono text-sm font-semibold tracking-wide text-ink">
              {trip.bookingNumber}
            </span>
            <span className="flex items-center gap-2">
              <span
                className={cn(
                  'rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
                  TRIP_TONES[trip.status],
                )}
                data-status={trip.status}
              >
                {t(`admin.${trip.status}`, { ns: 'booking-status' })}
              </span>
              <span className="min-w-16 text-right text-sm font-semibold text-ink tabular-nums">
                {trip.earnings === null ? '—' : f.money(trip.earnings)}
              </span>
            </span>
          </div>
          <p className="flex flex-wrap items-center gap-x-1.5 text-sm text-ink/80">
            <span className="break-words">{trip.pickupAddress}</span>
            <ArrowRight className="size-3.5 shrink-0 text-gold-dark" aria-label={t('details.trips.to')} />
            <span className="break-words">{trip.destinationAddress}</span>
          </p>
          <p className="text-xs text-stone">
            {f.dayTime(trip.pickupDateTime)}
            {trip.cancelReason && ` · ${t('details.trips.cancelReason', { reason: trip.cancelReason })}`}
          </p>
        </li>
      ))}
    </ol>
  );
}

/** The customers' ratings with their feedback, newest first. */
export function RatingsList({ ratings, f }: { ratings: AdminDriverDetail['ratings']; f: DriversFormat }) {
  const { t } = useTranslation('admin-drivers');
  if (ratings.length === 0) return <p className="text-sm text-stone">{t('details.ratings.none')}</p>;
  return (
    <ul className="grid gap-2">
      {ratings.map((r) => (
        <li key={`${r.bookingNumber}-${r.at}`} className="rounded-xl bg-ivory px-3 py-2.5">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span
              className="flex items-center gap-0.5"
              role="img"
              aria-label={t('details.ratings.stars', { count: r.rating })}
            >
              {[1, 2, 3, 4, 5].map((n) => (
                <Star
                  key={n}
                  aria-hidden
                  className={n <= r.rating ? 'size-4 fill-gold text-gold' : 'size-4 text-ink/20'}
                />
              ))}
            </span>
            <span className="text-xs text-stone">
              <span className="font-mono">{r.bookingNumber}</span> · {f.day(r.at)}
            </span>
          </div>
          <p className="mt-1 text-sm break-words whitespace-pre-line text-ink/85">
            {r.feedback?.trim() || <span className="text-stone">{t('details.ratings.noFeedback')}</span>}
          </p>
        </li>
      ))}
    </ul>
  );
}

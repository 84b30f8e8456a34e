import { ArrowRight, ExternalLink, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminBookingDetail } from '../../../../shared/contracts/admin-bookings.ts';
import { statusLabelKey } from '../../../../shared/domain/booking-status.ts';
import { useBookingFormat } from '../hooks/use-booking-format.ts';
import { Chip, DetailSection } from './detail-parts.tsx';

const EMAIL_TONE = {
  sent: 'good',
  failed: 'bad',
  stored: 'neutral',
  pending: 'neutral',
  skipped: 'bad',
} as const;
const TRIP_TONE = {
  assigned: 'wait',
  in_progress: 'wait',
  completed: 'good',
  cancelled: 'bad',
  no_show: 'good',
} as const;

/** What happened to one booking: its status history, the emails sent about it, the driver's trips, the rating. */
export function BookingDetailActivity({ booking: b }: { booking: AdminBookingDetail }) {
  const { t } = useTranslation('admin-bookings');
  const { t: ts } = useTranslation('booking-status');
  const f = useBookingFormat();
  const status = (s: string) => ts(statusLabelKey('admin', s));
  const rating = b.rating;

  return (
    <>
      <DetailSection title={t('detail.history')} testId="detail-history">
        {b.statusHistory.length === 0 ? (
          <p className="text-sm text-stone">{t('detail.noHistory', { at: f.dayTime(b.createdAt) })}</p>
        ) : (
          <ol className="relative grid gap-4 border-l border-ink/10 pl-5">
            <li className="relative text-sm text-stone">
              <span aria-hidden className="absolute top-1.5 -left-[1.6rem] size-2.5 rounded-full bg-ink/20" />
              {t('detail.created', { at: f.dayTime(b.createdAt) })}
            </li>
            {b.statusHistory.map((h, i) => (
              <li key={`${h.at}-${i}`} className="relative text-sm">
                <span
                  aria-hidden
                  className="absolute top-1.5 -left-[1.6rem] size-2.5 rounded-full bg-gold ring-4 ring-white"
                />
                <p className="flex flex-wrap items-center gap-1.5 font-medium text-ink">
                  {status(h.from)}
                  <ArrowRight className="size-3.5 text-stone" aria-label={t('detail.to')} />
                  {status(h.to)}
                </p>
                <p className="mt-0.5 text-xs text-stone">
                  {h.actorName
                    ? t('detail.by', {
                        who: h.actorName,
                        role: t(`detail.actors.${h.actorRole}`),
                        at: f.dayTime(h.at),
                      })
                    : t('detail.byRole', { role: t(`detail.roles.${h.actorRole}`), at: f.dayTime(h.at) })}
                </p>
                {h.reason && <p className="mt-1 text-xs text-ink/80 italic">“{h.reason}”</p>}
              </li>
            ))}
          </ol>
        )}
      </DetailSection>

      <DetailSection
        title={t('detail.emails')}
        testId="detail-emails"
        aside={
          <Link
            to={`/admin?tab=outbox&q=${encodeURIComponent(b.number)}`}
            className="inline-flex items-center gap-1 text-xs font-semibold text-gold-dark underline-offset-4 hover:underline print:hidden"
          >
            {t('detail.openOutbox')}
            <ExternalLink className="size-3.5" aria-hidden />
          </Link>
        }
      >
        {b.emails.length === 0 ? (
          <p className="text-sm text-stone">{t('detail.noEmails')}</p>
        ) : (
          <ul className="divide-y divide-ink/6 rounded-xl ring-1 ring-ink/8">
            {b.emails.map((m) => (
              <li
                key={m.id}
                className="grid gap-1 px-3.5 py-2.5 text-sm sm:grid-cols-[1fr_auto] sm:items-center sm:gap-3"
              >
                <div className="min-w-0">
                  <p className="font-medium break-words text-ink">{m.subject}</p>
                  <p className="text-xs break-words text-stone">
                    {t('detail.emailMeta', { kind: m.kind, to: m.to, at: f.dayTime(m.at) })}
                  </p>
                </div>
                <Chip tone={EMAIL_TONE[m.status]}>{t(`detail.emailStatus.${m.status}`)}</Chip>
              </li>
            ))}
          </ul>
        )}
      </DetailSection>

      <DetailSection title={t('detail.trips')} testId="detail-trips">
        {b.trips.length === 0 ? (
          <p className="text-sm text-stone">{t('detail.noTrips')}</p>
        ) : (
          <ul className="grid gap-3">
            {b.trips.map((trip) => (
              <li key={trip.id} className="rounded-xl px-3.5 py-3 text-sm ring-1 ring-ink/8">
                <p className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-semibold text-ink">{trip.driverName}</span>
                  <span className="flex flex-wrap items-center gap-1.5">
                    {trip.stage && (trip.status === 'assigned' || trip.status === 'in_progress') && (
                      <Chip tone="neutral">
                        <span className="sr-only">{t('detail.tripStage')}: </span>
                        {t(`detail.tripStages.${trip.stage}`)}
                      </Chip>
                    )}
                    <Chip tone={TRIP_TONE[trip.status]}>{t(`detail.tripStatus.${trip.status}`)}</Chip>
                  </span>
                </p>
                <dl className="mt-2 grid gap-x-4 gap-y-1 text-xs sm:grid-cols-2">
                  {(
                    [
                      ['accepted', trip.acceptedAt],
                      ['onTheWay', trip.onTheWayAt],
                      ['arrived', trip.arrivedAt],
                      ['started', trip.startedAt],
                      ['completed', trip.completedAt],
                      ['cancelled', trip.cancelledAt],
                    ] as const
                  )
                    .filter(([, at]) => at)
                    .map(([event, at]) => (
                      <div key={event} className="flex gap-1.5">
                        <dt className="text-stone">{t(`detail.tripEvents.${event}`)}</dt>
                        <dd className="text-ink tabular-nums">{f.dayTime(at)}</dd>
                      </div>
                    ))}
                  {trip.earnings !== null && (
                    <div className="flex gap-1.5">
                      <dt className="text-stone">{t('detail.earnings')}</dt>
                      <dd className="font-semibold text-ink tabular-nums">{f.money(trip.earnings)}</dd>
                    </div>
                  )}
                </dl>
                {trip.cancelReason && (
                  <p className="mt-1.5 text-xs text-rose-900">
                    {t('detail.cancelReason', { reason: trip.cancelReason })}
                  </p>
                )}
              </li>
            ))}
          </ul>
        )}
      </DetailSection>

      {(rating !== null || b.feedback) && (
        <DetailSection title={t('detail.rating')} testId="detail-rating">
          {rating !== null && (
            <p
              className="flex items-center gap-0.5 text-gold"
              role="img"
              aria-label={t('detail.ratedOf', { rating })}
            >
              {[1, 2, 3, 4, 5].map((n) => (
                <Star key={n} aria-hidden className="size-4" fill={n <= rating ? 'currentColor' : 'none'} />
              ))}
            </p>
          )}
          {b.feedback && <p className="text-sm text-ink/85 italic">“{b.feedback}”</p>}
        </DetailSection>
      )}
    </>
  );
}

import { CalendarClock, Car, FileText, Info, MapPin, Star, UserRound } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BookingSummary } from '../../../../shared/contracts/bookings.ts';
import { CancelBookingAction } from '../../../booking/components/cancel-booking-dialog.tsx';
import { ChangeBookingLink } from '../../../booking/components/change-booking-link.tsx';
import { Can } from '../../../components/access/can.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { useAccountFormat } from '../hooks/use-account-format.ts';
import { canRate, hasReceipt } from '../lib/booking-totals.ts';
import { normalizeStatus } from '../lib/format.ts';
import { receiptPath } from '../lib/links.ts';
import { BookingDetailsDialog } from './booking-details-dialog.tsx';
import { DriverContact } from './driver-contact.tsx';
import { RateTripDialog } from './rate-trip-dialog.tsx';
import { StarRating } from './star-rating.tsx';
import { RideSize } from './ride-size.tsx';
import { StatusBadge } from './status-badge.tsx';
import { DoorAddress } from '../../../booking/components/door-address.tsx';

/** One booking in the history: number, trip, status, price, rating and its actions. */
export function BookingCard({ booking }: { booking: BookingSummary }) {
  const { t } = useTranslation('account');
  const f = useAccountFormat();
  const [detailsOpen, setDetailsOpen] = useState(false);
  const [rateOpen, setRateOpen] = useState(false);
  const detailsRef = useRef<HTMLButtonElement>(null);
  const rateRef = useRef<HTMLButtonElement>(null);
  const status = normalizeStatus(booking.status);
  const completed = status === 'completed';
  const titleId = `booking-${booking.id}-title`;

  return (
    <article
      aria-labelledby={titleId}
      data-booking-id={booking.id}
      data-status={status}
      className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-ink/8 transition-shadow hover:shadow-md"
    >
      <div className="flex flex-wrap items-start justify-between gap-3 border-b border-ink/6 px-5 pt-5 pb-4 sm:px-6">
        <div className="min-w-0">
          <h3
            id={titleId}
            className="font-display text-2xl leading-none font-semibold tracking-wide text-ink lining-nums"
          >
            {booking.number}
          </h3>
        </div>
        <StatusBadge status={status} />
      </div>

      <div className="grid flex-1 gap-5 px-5 py-5 sm:px-6 md:grid-cols-[1fr_auto] md:gap-8">
        <div className="grid min-w-0 gap-4">
          <p className="flex items-center gap-2 text-sm text-ink">
            <Car className="size-4 shrink-0 text-gold-dark" aria-hidden />
            <span className="font-semibold">{booking.vehicleName}</span>
            <span aria-hidden className="text-ink/30">
              ·
            </span>
            <span className="text-stone">{f.service(booking)}</span>
          </p>

          <div className="relative pl-6">
            <span aria-hidden className="absolute top-2 bottom-2 left-[0.4375rem] w-px bg-ink/12" />
            <ol className="grid gap-3" aria-label={t('card.route')}>
              <li className="relative">
                <span
                  aria-hidden
                  className="absolute top-1 -left-6 size-3.5 rounded-full border-2 border-gold bg-white"
                />
                <span className="block text-[0.7rem] font-semibold tracking-[0.14em] text-stone uppercase">
                  {t('card.pickup')}
                </span>
                <span className="block text-sm break-words text-ink">
                  <DoorAddress address={booking.pickupAddress} pinned={booking.pickupPinned} />
                </span>
              </li>
              <li className="relative">
                <MapPin
                  aria-hidden
                  className="absolute top-0.5 -left-[1.5625rem] size-4 fill-gold text-gold-dark"
                />
                <span className="block text-[0.7rem] font-semibold tracking-[0.14em] text-stone uppercase">
                  {t('card.destination')}
                </span>
                <span className="block text-sm break-words text-ink">
                  <DoorAddress address={booking.destinationAddress} pinned={booking.destinationPinned} />
                </span>
              </li>
            </ol>
          </div>

          <dl className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            <div className="flex items-center gap-2">
              <dt>
                <CalendarClock className="size-4 text-gold-dark" aria-hidden />
                <span className="sr-only">{t('card.pickupTime')}</span>
              </dt>
              <dd className="text-ink">{f.dateTime(booking.pickupDateTime)}</dd>
            </div>
            <RideSize booking={booking} />
            {booking.driverName && (
              <div className="flex items-start gap-2">
                <dt className="pt-0.5">
                  <UserRound className="size-4 text-gold-dark" aria-hidden />
                  <span className="sr-only">{t('card.driver')}</span>
                </dt>
                <dd className="min-w-0">
                  <DriverContact booking={booking} />
                </dd>
              </div>
            )}
          </dl>
        </div>

        <div className="flex flex-row items-end justify-between gap-4 border-t border-ink/6 pt-4 md:flex-col md:items-end md:justify-start md:border-t-0 md:border-l md:pt-0 md:pl-8">
          <div className="md:text-right">
            <p className="text-[0.7rem] font-semibold tracking-[0.14em] text-stone uppercase">
              {t('card.total')}
            </p>
            <p
              className="font-display text-3xl leading-tight font-semibold text-ink lining-nums tabular-nums"
              data-amount={booking.totalAmount}
            >
              {f.money(booking.totalAmount)}
            </p>
            {/* Each refund with its date (issue 35: a cancelled, refunded booking showed only its total). */}
            {booking.refunds && booking.refunds.length > 0 && (
              <ul className="mt-1 grid gap-0.5 text-sm text-success" data-testid="card-refunds">
                {booking.refunds.map((r, i) => (
                  <li key={i} data-launcher-avoid>
                    {t('card.refundedOn', { amount: f.money(r.amount), date: f.date(r.at) })}
                  </li>
                ))}
              </ul>
            )}
          </div>
          {completed && booking.rating != null && <StarRating rating={booking.rating} />}
        </div>
      </div>

      <div className="flex flex-wrap gap-2 border-t border-ink/6 bg-ivory/50 px-5 py-3 sm:px-6">
        <Button
          ref={detailsRef}
          variant="outline"
          size="sm"
          aria-haspopup="dialog"
          aria-label={t('card.detailsFor', { number: booking.number })}
          onClick={() => setDetailsOpen(true)}
        >
          <Info className="size-4" aria-hidden />
          {t('card.details')}
        </Button>
        {hasReceipt(booking) && (
          <Can permission="receipts:read" owner={booking}>
            <Link
              to={receiptPath(booking.id)}
              className={buttonClasses('outline', 'sm')}
              aria-label={t('card.receiptFor', { number: booking.number })}
            >
              <FileText className="size-4" aria-hidden />
              {t('card.receipt')}
            </Link>
          </Can>
        )}
        <Can permission="bookings:cancel" owner={booking}>
          <ChangeBookingLink booking={booking} />
          <CancelBookingAction booking={booking} />
        </Can>
        {canRate(booking) && (
          <Can permission="bookings:rate" owner={booking}>
            <Button
              ref={rateRef}
              size="sm"
              aria-haspopup="dialog"
              aria-label={t('card.rateFor', { number: booking.number })}
              onClick={() => setRateOpen(true)}
            >
              <Star className="size-4" aria-hidden />
              {t('card.rate')}
            </Button>
          </Can>
        )}
      </div>

      <BookingDetailsDialog
        booking={booking}
        open={detailsOpen}
        onOpenChange={setDetailsOpen}
        returnFocusTo={() => detailsRef.current}
      />
      {/* Stays mounted after the rating lands, so the dialog can close and hand focus back itself. */}
      {completed && (
        <RateTripDialog
          booking={booking}
          open={rateOpen}
          onOpenChange={setRateOpen}
          returnFocusTo={() => (rateRef.current?.isConnected ? rateRef.current : detailsRef.current)}
        />
      )}
    </article>
  );
}

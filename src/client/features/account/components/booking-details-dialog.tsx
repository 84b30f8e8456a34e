import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowDown, FileText } from 'lucide-react';
import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BookingSummary } from '../../../../shared/contracts/bookings.ts';
import { ACTIVE_STATUSES } from '../../../../shared/domain/booking-status.ts';
import { placeText } from '../../../../shared/domain/place-text.ts';
import { priceLineLabel } from '../../../../shared/domain/price-line-labels.ts';
import { bookingViewQuery } from '../../../booking/api/booking-view.ts';
import { DriverTracking } from '../../../booking/components/driver-tracking.tsx';
import { isTracked, TRACKING_INTERVAL_MS } from '../../../booking/lib/assigned-driver.ts';
import { Can } from '../../../components/access/can.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { USER_BOOKINGS_KEY, userBookingsQuery } from '../api/user-bookings.ts';
import { useAccountFormat } from '../hooks/use-account-format.ts';
import { hasReceipt } from '../lib/booking-totals.ts';
import { normalizeStatus } from '../lib/format.ts';
import { rideSizeParts } from '../lib/ride-size.ts';
import { receiptPath } from '../lib/links.ts';
import { DriverContact } from './driver-contact.tsx';
import { PassengerEditor } from './passenger-editor.tsx';
import { Modal, ModalClose } from '../../../components/ui/modal.tsx';
import { StarRating } from './star-rating.tsx';
import { StatusBadge } from './status-badge.tsx';

interface BookingDetailsDialogProps {
  booking: BookingSummary;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: () => HTMLElement | null | undefined;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[9rem_1fr] sm:gap-4">
      <dt className="text-xs font-semibold tracking-[0.12em] text-stone uppercase sm:pt-0.5">{label}</dt>
      <dd className="text-sm text-ink">{children}</dd>
    </div>
  );
}

/**
 * Vehicle, service, date, status, total, booked and completed times, the chauffeur (name, phone, vehicle and
 * plate), route and the customer's feedback; while the trip is assigned or in progress, the chauffeur's last
 * reported position on the map.
 */
export function BookingDetailsDialog({
  booking,
  open,
  onOpenChange,
  returnFocusTo,
}: BookingDetailsDialogProps) {
  const { t } = useTranslation('account');
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      returnFocusTo={returnFocusTo}
      size={isTracked(booking.status) ? 'medium' : 'default'}
      title={t('details.title', { number: booking.number })}
      footer={
        <>
          {hasReceipt(booking) && (
            <Can permission="receipts:read" owner={booking}>
              <Link to={receiptPath(booking.id)} className={buttonClasses('outline', 'sm')}>
                <FileText className="size-4" aria-hidden />
                {t('card.receipt')}
              </Link>
            </Can>
          )}
          <ModalClose>
            <Button variant="dark" size="sm">
              {t('details.close')}
            </Button>
          </ModalClose>
        </>
      }
    >
      <DetailsBody booking={booking} />
    </Modal>
  );
}

/** Mounted only while the dialog is open, so its refreshing stops when it closes. */
function DetailsBody({ booking }: { booking: BookingSummary }) {
  const { t } = useTranslation('account');
  const f = useAccountFormat();
  const queryClient = useQueryClient();
  const status = normalizeStatus(booking.status);
  const live = isTracked(status);
  const size = rideSizeParts(booking).map((p) => t(`card.size.${p.kind}`, { count: p.count }));
  const cancelled = status === 'cancelled';
  const extras = [
    ...(booking.meetAndGreet ? [t('details.meetAndGreet')] : []),
    ...(booking.childSeat ? [t('details.childSeat')] : []),
  ];
  // The list the booking comes from is read again while the dialog shows a trip that is still to happen,
  // so its status and chauffeur move on screen (assigned, in progress, completed).
  useQuery({
    ...userBookingsQuery,
    refetchInterval: (ACTIVE_STATUSES as readonly string[]).includes(status) ? TRACKING_INTERVAL_MS : false,
  });
  // The stored route (pickup, destination) for the chauffeur's map; it does not change.
  const view = useQuery({
    ...bookingViewQuery({ number: booking.number, token: null }),
    enabled: live,
    refetchInterval: false,
    staleTime: Infinity,
  });
  const onStatusChange = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: USER_BOOKINGS_KEY }),
    [queryClient],
  );

  return (
    <>
      {live && (
        <DriverTracking
          access={{ number: booking.number, token: null }}
          status={status}
          booking={view.data}
          onStatusChange={onStatusChange}
          headingLevel={3}
          className="mb-2 border-b border-ink/8 pb-5"
          mapClassName="h-56 sm:h-64"
        />
      )}
      <dl className="divide-y divide-ink/8">
        <Row label={t('details.vehicle')}>{booking.vehicleName}</Row>
        <Row label={t('details.service')}>
          {f.service(booking)}
          {booking.returnTrip && <span className="text-stone"> · {t('details.returnTrip')}</span>}
        </Row>
        <Row label={t('details.date')}>{f.dateTime(booking.pickupDateTime)}</Row>
        {booking.returnTrip && booking.returnDateTime && (
          <Row label={t('details.returnDate')}>{f.dateTime(booking.returnDateTime)}</Row>
        )}
        {booking.flightNumber && (
          <Row label={t('details.flight')}>
            <span data-testid="details-flight">{booking.flightNumber}</span>
          </Row>
        )}
        {extras.length > 0 && (
          <Row label={t('details.extras')}>
            <span data-testid="details-extras">{extras.join(' · ')}</span>
          </Row>
        )}
        {size.length > 0 && <Row label={t('card.size.label')}>{size.join(' · ')}</Row>}
        <Row label={t('details.status')}>
          <StatusBadge status={booking.status} />
        </Row>
        {booking.fareLines && booking.fareLines.length > 0 ? (
          <Row label={t('details.fare')}>
            <ul className="grid gap-1" data-testid="details-fare">
              {booking.fareLines.map((l) => (
                <li key={`${l.code}-${l.label}`} className="flex justify-between gap-4">
                  <span>{priceLineLabel(l, f.lang)}</span>
                  <span className="tabular-nums">{f.money(l.amount)}</span>
                </li>
              ))}
              {booking.tax !== undefined && (
                <li className="flex justify-between gap-4 text-stone">
                  <span>{t('details.taxLine')}</span>
                  <span className="tabular-nums">{f.money(booking.tax)}</span>
                </li>
              )}
              <li className="flex justify-between gap-4 border-t border-ink/8 pt-1 font-semibold">
                <span>{t('details.total')}</span>
                <span className="tabular-nums">{f.money(booking.totalAmount)}</span>
              </li>
            </ul>
          </Row>
        ) : (
          <Row label={t('details.total')}>
            <span className="font-semibold tabular-nums">{f.money(booking.totalAmount)}</span>
          </Row>
        )}
        {booking.refunded > 0 && (
          <Row label={t('details.refunded')}>
            <span className="font-semibold text-success tabular-nums" data-testid="details-refunded">
              {f.money(booking.refunded)}
            </span>
          </Row>
        )}
        <Row label={t('details.booked')}>{f.dateTime(booking.createdAt)}</Row>
        <Row label={t('details.completed')}>
          {booking.completedAt ? (
            f.dateTime(booking.completedAt)
          ) : (
            <span className="text-stone">
              {cancelled
                ? t('details.cancelledNotDriven')
                : status === 'no_show'
                  ? t('details.noShowCharged')
                  : t('details.notCompleted')}
            </span>
          )}
        </Row>
        <Row label={t('passenger.label')}>
          <PassengerEditor booking={booking} />
        </Row>
        {booking.driverName && (
          <Row label={t('details.driver')}>
            <DriverContact booking={booking} />
          </Row>
        )}
        <Row label={t('details.route')}>
          <span className="block">{placeText(booking.pickupAddress, f.lang)}</span>
          {booking.extraStopAddress && (
            <>
              <ArrowDown className="my-1 size-4 text-gold-dark" aria-label={t('details.to')} />
              <span className="block" data-testid="details-stop">
                {t('details.stop', { address: placeText(booking.extraStopAddress, f.lang) })}
              </span>
            </>
          )}
          <ArrowDown className="my-1 size-4 text-gold-dark" aria-label={t('details.to')} />
          <span className="block">{placeText(booking.destinationAddress, f.lang)}</span>
        </Row>
        <Row label={t('details.feedback')}>
          {booking.rating != null && <StarRating rating={booking.rating} className="mb-1 flex" />}
          {booking.feedback ? (
            <blockquote className="border-l-2 border-gold pl-3 text-ink/85 italic">
              {booking.feedback}
            </blockquote>
          ) : (
            <span className="text-stone">
              {booking.rating != null
                ? t('details.noFeedbackText')
                : status === 'completed'
                  ? t('details.noFeedback')
                  : cancelled
                    ? t('details.noRatingCancelled')
                    : t('details.feedbackLater')}
            </span>
          )}
        </Row>
      </dl>
    </>
  );
}

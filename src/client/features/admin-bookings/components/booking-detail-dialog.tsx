import { Mail, Printer, Undo2 } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminBookingRow } from '../../../../shared/contracts/admin-bookings.ts';
import { Button } from '../../../components/ui/button.tsx';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { useAdminBooking } from '../api/admin-bookings.ts';
import type { BookingActions } from '../hooks/use-booking-actions.ts';
import { useBookingConfirm } from '../hooks/use-booking-confirm.tsx';
import { useBookingFormat } from '../hooks/use-booking-format.ts';
import { printNode } from '../lib/print.ts';
import { refundableAmount } from '../lib/refund.ts';
import { AdminStatusBadge } from './admin-status-badge.tsx';
import { BookingDetailActivity } from './booking-detail-activity.tsx';
import { BookingDetailBody } from './booking-detail-body.tsx';
import { CloseOutPanel } from './close-out-panel.tsx';
import type { RefundTarget } from './refund-dialog.tsx';

interface BookingDetailDialogProps {
  /** The row that was opened: title and status show at once while the details load. */
  booking: AdminBookingRow;
  actions: BookingActions;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onRefund: (booking: RefundTarget) => void;
  returnFocusTo?: () => HTMLElement | null | undefined;
  /** More of the booking from other features (dispatch's internal notes, composed in the admin page). */
  extra?: ((bookingId: string) => ReactNode) | undefined;
}

/** One booking in full (GET /api/admin/bookings/{id}), with Notify, Refund and Print. */
export function BookingDetailDialog({
  booking: row,
  actions,
  open,
  onOpenChange,
  onRefund,
  returnFocusTo,
  extra,
}: BookingDetailDialogProps) {
  const { t } = useTranslation('admin-bookings');
  const message = useErrorText();
  const f = useBookingFormat();
  const query = useAdminBooking(row.id);
  const b = query.data;
  const refundable = b ? refundableAmount(b) > 0 : false;
  const body = useRef<HTMLDivElement>(null);
  const title = t('detail.title', { number: row.number });
  const confirm = useBookingConfirm(actions);

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      size="wide"
      title={title}
      aside={<AdminStatusBadge status={b?.status ?? row.status} />}
      description={t('detail.subtitle', {
        service: f.service(row),
        at: f.dayTime(row.createdAt),
        id: row.id.slice(-8),
      })}
      returnFocusTo={returnFocusTo}
      testId="booking-detail"
      footer={
        <>
          <Button
            variant="ghost"
            className="print:hidden"
            onClick={() => body.current && printNode(body.current, title)}
            disabled={!b}
          >
            <Printer className="size-4" aria-hidden />
            {t('detail.print')}
          </Button>
          {refundable && b && (
            <Button variant="outline" onClick={() => onRefund(b)}>
              <Undo2 className="size-4" aria-hidden />
              {t(b.payment.method === 'account' ? 'detail.credit' : 'detail.refund')}
            </Button>
          )}
          <Button
            variant="dark"
            onClick={() => confirm.notify(b ?? row)}
            disabled={actions.busy.notifying === row.id}
          >
            <Mail className="size-4" aria-hidden />
            {t('detail.notify')}
          </Button>
        </>
      }
    >
      {query.isError && !b ? (
        <LoadFailure
          size="section"
          message={message(query.error) ?? t('detail.loadError')}
          onRetry={() => void query.refetch()}
          retryLabel={t('retry')}
        />
      ) : !b ? (
        <div className="flex justify-center py-16 text-gold-dark">
          <Spinner label={t('detail.loading')} />
        </div>
      ) : (
        <div ref={body} className="grid gap-7" data-testid="booking-detail-body">
          <BookingDetailBody booking={b} />
          <BookingDetailActivity booking={b} />
          {(b.status === 'completed' || b.status === 'no_show') && <CloseOutPanel bookingId={b.id} />}
          {extra?.(b.id)}
        </div>
      )}
      {confirm.dialog}
    </Modal>
  );
}

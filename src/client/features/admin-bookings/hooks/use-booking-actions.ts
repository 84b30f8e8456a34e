import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingStatus } from '../../../../shared/domain/booking-status.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { toast } from '../../../lib/toast-store.ts';
import {
  useAssignDriver,
  useNotifyCustomer,
  useRefundBooking,
  useUpdateBookingStatus,
} from '../api/booking-actions.ts';
import { useBookingFormat } from './use-booking-format.ts';

interface Target {
  id: string;
  number: string;
  /** `account`: billed to its company, so a refund is a credit to the company (decision 061). */
  payment?: { method: string | null };
}

/**
 * The admin's actions on a booking with the specification's toasts: 'Booking Updated' / 'Update Failed',
 * 'Driver Assigned' / 'Assignment Failed', 'Notification Sent' / 'Notification Failed', and for refunds
 * 'Refund Issued' / 'Refund Failed'. Each failure shows the problem the server named. Each action resolves
 * to whether it succeeded; the list (and the drivers, for assignments) is read again either way.
 */
export function useBookingActions() {
  const { t } = useTranslation('admin-bookings');
  const message = useErrorText();
  const f = useBookingFormat();
  const update = useUpdateBookingStatus();
  const assign = useAssignDriver();
  const notify = useNotifyCustomer();
  const refundMutation = useRefundBooking();

  const failed = useCallback(
    (title: string, error: unknown) => {
      toast({ title, description: message(error) ?? t('toast.tryAgain'), variant: 'destructive' });
      return false;
    },
    [message, t],
  );

  const setStatus = useCallback(
    (b: Target, status: BookingStatus, reason?: string, quiet = false) =>
      update.mutateAsync({ id: b.id, status, ...(reason ? { reason } : {}) }).then(
        () => {
          if (!quiet) {
            toast({ title: t('toast.updated'), description: t('toast.updatedBody'), variant: 'success' });
          }
          return true;
        },
        (error: unknown) => failed(t('toast.updateFailed'), error),
      ),
    [failed, t, update],
  );

  const assignDriver = useCallback(
    (b: Target, driverId: string, upgrade?: { reason?: string }) =>
      assign
        .mutateAsync({
          id: b.id,
          driverId,
          ...(upgrade ? { upgrade: true, ...(upgrade.reason ? { upgradeReason: upgrade.reason } : {}) } : {}),
        })
        .then(
          () => {
            toast({ title: t('toast.assigned'), description: t('toast.assignedBody'), variant: 'success' });
            return true;
          },
          (error: unknown) => failed(t('toast.assignFailed'), error),
        ),
    [assign, failed, t],
  );

  const notifyCustomer = useCallback(
    (b: Target) =>
      notify.mutateAsync({ id: b.id, type: 'update' }).then(
        () => {
          toast({ title: t('toast.notified'), description: t('toast.notifiedBody'), variant: 'success' });
          return true;
        },
        (error: unknown) => failed(t('toast.notifyFailed'), error),
      ),
    [failed, notify, t],
  );

  const refund = useCallback(
    (b: Target, amount: number, reason?: string, cancelled = false) =>
      refundMutation.mutateAsync({ id: b.id, amount, ...(reason ? { reason } : {}) }).then(
        () => {
          const values = { amount: f.money(amount), number: b.number };
          const credit = !cancelled && b.payment?.method === 'account';
          toast({
            title: t(credit ? 'toast.credited' : 'toast.refunded'),
            description: credit
              ? t('toast.creditedBody', values)
              : cancelled
                ? t('toast.cancelledRefundedBody', values)
                : t('toast.refundedBody', values),
            variant: 'success',
          });
          return true;
        },
        (error: unknown) => failed(t('toast.refundFailed'), error),
      ),
    [f, failed, refundMutation, t],
  );

  /**
   * Cancel, then refund what the operator chose (0: no refund); no refund when the cancellation fails.
   * Resolves to whether the booking is now cancelled (a failed refund can be issued again from the details).
   */
  const cancel = useCallback(
    async (b: Target, refundAmount: number, reason?: string) => {
      if (!(await setStatus(b, 'cancelled', reason, refundAmount > 0))) return false;
      if (refundAmount > 0) await refund(b, refundAmount, reason, true);
      return true;
    },
    [refund, setStatus],
  );

  /** Which booking an action is running for (its controls are disabled meanwhile). */
  const busy = {
    updating: update.isPending ? update.variables?.id : undefined,
    assigning: assign.isPending ? assign.variables?.id : undefined,
    notifying: notify.isPending ? notify.variables?.id : undefined,
    refunding: refundMutation.isPending ? refundMutation.variables?.id : undefined,
  };

  return { setStatus, assignDriver, notifyCustomer, refund, cancel, busy };
}

export type BookingActions = ReturnType<typeof useBookingActions>;

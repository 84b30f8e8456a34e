import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { statusLabelKey, type BookingStatus } from '../../../../shared/domain/booking-status.ts';
import { useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import type { BookingActions } from './use-booking-actions.ts';

interface Target {
  id: string;
  number: string;
  status: BookingStatus;
  customerName: string;
  customerEmail: string;
  driverName: string | null;
}

/**
 * Issue 35: "Move to …" and Notify / Email Customer fired at one click. Each now asks once, saying what will
 * happen, who is told, and how to undo it (the moves the transition table allows back) or that it cannot be.
 */
export function useBookingConfirm(actions: BookingActions): {
  dialog: ReactNode;
  moveTo: (b: Target, to: BookingStatus) => void;
  notify: (b: Target) => void;
} {
  const { t } = useTranslation('admin-bookings');
  const { t: ts } = useTranslation('booking-status');
  const [dialog, ask] = useConfirm();
  const label = (s: BookingStatus) => ts(statusLabelKey('admin', s));

  const moveTo = (b: Target, to: BookingStatus) => {
    const values = {
      number: b.number,
      status: label(to),
      customer: b.customerName,
      driver: b.driverName ?? t('confirm.theChauffeur'),
    };
    const key = `confirm.status.${to}`;
    ask({
      title: t('confirm.status.title', values),
      what: t(`${key}.what`, values),
      told: t(`${key}.told`, values),
      undo: t(`${key}.undo`, values),
      confirmLabel: t('confirm.status.confirm', values),
      // Decision 21 holds for admins too: a start, completion or no-show outside the trip's time rules needs a
      // reason, kept in the status history and the audit log.
      reason: { label: t('confirm.status.reason'), hint: t('confirm.status.reasonHint') },
      onConfirm: (reason) => actions.setStatus(b, to, reason || undefined),
      testId: 'confirm-status',
    });
  };

  const notify = (b: Target) => {
    const values = {
      number: b.number,
      email: b.customerEmail,
      customer: b.customerName,
      status: label(b.status),
    };
    ask({
      title: t('confirm.notify.title', values),
      what: t('confirm.notify.what', values),
      told: t('confirm.notify.told', values),
      undo: t('confirm.notify.undo'),
      confirmLabel: t('confirm.notify.confirm'),
      onConfirm: () => actions.notifyCustomer(b),
      testId: 'confirm-notify',
    });
  };

  return { dialog, moveTo, notify };
}

import { Eye, Flag, Mail, UserPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminBookingRow } from '../../../../shared/contracts/admin-bookings.ts';
import { statusLabelKey, type BookingStatus } from '../../../../shared/domain/booking-status.ts';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { CompactSelect } from './controls.tsx';
import type { BookingActions } from '../hooks/use-booking-actions.ts';
import { useBookingConfirm } from '../hooks/use-booking-confirm.tsx';
import { useBookingFormat } from '../hooks/use-booking-format.ts';

export interface RowHandlers {
  actions: BookingActions;
  /** Opens the assign dialog (the assign list and an explicit confirmation, issue 35). */
  onAssign: (booking: AdminBookingRow, opener: HTMLElement) => void;
  /** Cancelling asks first (and offers a refund when the booking was paid). */
  onCancel: (booking: AdminBookingRow, opener: HTMLElement) => void;
  onDetails: (booking: AdminBookingRow, opener: HTMLElement) => void;
}

/** In the table between 1024 and 1280 px the buttons keep their icons only (their names stay for readers). */
function Label({ compact, children }: { compact: boolean; children: ReactNode }) {
  return <span className={cn(compact && 'max-xl:sr-only')}>{children}</span>;
}

/**
 * A booking's actions: the status selector (only the moves decision 10 allows an admin), "Assign chauffeur"
 * on confirmed bookings (the assign dialog), the email-notify button and the details; a booking returned to the
 * queue by a chauffeur's suspension carries its flag.
 */
export function BookingRowActions({
  booking: b,
  actions,
  onAssign,
  onCancel,
  onDetails,
  className,
  compact = false,
}: RowHandlers & { booking: AdminBookingRow; className?: string; compact?: boolean }) {
  const { t } = useTranslation('admin-bookings');
  const { t: ts } = useTranslation('booking-status');
  const f = useBookingFormat();
  const busy =
    actions.busy.updating === b.id || actions.busy.assigning === b.id || actions.busy.refunding === b.id;
  const final = b.allowedStatuses.length === 0;
  const confirm = useBookingConfirm(actions);

  const changeStatus = (to: BookingStatus, el: HTMLElement) => {
    if (to === b.status) return;
    if (to === 'cancelled') onCancel(b, el);
    else confirm.moveTo(b, to);
  };

  return (
    <div className={cn('grid gap-2', className)}>
      <CompactSelect
        density="row"
        aria-label={t('actions.statusFor', { number: b.number })}
        value={b.status}
        disabled={final || busy}
        title={final ? t('actions.final') : undefined}
        onChange={(e) => changeStatus(e.target.value as BookingStatus, e.currentTarget)}
        data-testid="status-select"
      >
        <option value={b.status}>{ts(statusLabelKey('admin', b.status))}</option>
        {b.allowedStatuses
          .filter((s) => s !== b.status)
          .map((s) => (
            <option key={s} value={s}>
              {t('actions.moveTo', { status: ts(statusLabelKey('admin', s)) })}
            </option>
          ))}
      </CompactSelect>
      {b.dispatchFlag && (
        <span
          className="inline-flex items-center gap-1.5 rounded-full bg-amber-50 px-2.5 py-1 text-xs font-medium text-amber-900 ring-1 ring-amber-600/25"
          data-testid="dispatch-flag"
          title={b.dispatchFlaggedAt ? t('flag.since', { time: f.dayTime(b.dispatchFlaggedAt) }) : undefined}
        >
          <Flag className="size-3.5 shrink-0" aria-hidden />
          {t(`flag.${b.dispatchFlag}`)}
        </span>
      )}
      {b.status === 'confirmed' && (
        <Button
          variant="outline"
          size="sm"
          className="h-9 gap-1.5 px-3"
          disabled={busy}
          onClick={(e) => onAssign(b, e.currentTarget)}
          aria-label={t('actions.driverFor', { number: b.number })}
          data-testid="assign-open"
        >
          <UserPlus className="size-4 shrink-0" aria-hidden />
          <Label compact={compact}>{t('actions.assignDriver')}</Label>
        </Button>
      )}
      <div className="flex gap-2">
        <Button
          variant="outline"
          size="sm"
          className="h-9 flex-1 gap-1.5 px-3"
          onClick={() => confirm.notify(b)}
          disabled={actions.busy.notifying === b.id}
          aria-label={t('actions.notifyFor', { number: b.number })}
          title={t('actions.notifyHint', { email: b.customerEmail })}
        >
          <Mail className="size-4 shrink-0" aria-hidden />
          <Label compact={compact}>{t('actions.notify')}</Label>
        </Button>
        <Button
          variant="dark"
          size="sm"
          className="h-9 flex-1 gap-1.5 px-3"
          onClick={(e) => onDetails(b, e.currentTarget)}
          aria-label={t('actions.detailsFor', { number: b.number })}
          title={t('actions.details')}
        >
          <Eye className="size-4 shrink-0" aria-hidden />
          <Label compact={compact}>{t('actions.details')}</Label>
        </Button>
      </div>
      {confirm.dialog}
    </div>
  );
}

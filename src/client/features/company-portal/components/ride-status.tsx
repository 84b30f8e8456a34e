import { useTranslation } from 'react-i18next';
import { statusLabelKey, type BookingStatus } from '../../../../shared/domain/booking-status.ts';
import { cn } from '../../../components/ui/cn.ts';

/** One tint per status (as the customer's bookings show them), with the customer's label. */
const TONES: Record<BookingStatus, string> = {
  pending: 'bg-amber-50 text-amber-900 ring-amber-600/25',
  confirmed: 'bg-sky-50 text-sky-900 ring-sky-600/25',
  assigned: 'bg-indigo-50 text-indigo-900 ring-indigo-600/25',
  in_progress: 'bg-violet-50 text-violet-900 ring-violet-600/25',
  completed: 'bg-emerald-50 text-emerald-900 ring-emerald-600/25',
  cancelled: 'bg-rose-50 text-rose-900 ring-rose-600/25',
  no_show: 'bg-orange-50 text-orange-900 ring-orange-600/25',
};

export function RideStatus({ status, className }: { status: BookingStatus; className?: string }) {
  const { t } = useTranslation('account');
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        TONES[status],
        className,
      )}
    >
      {t(statusLabelKey('customer', status))}
    </span>
  );
}

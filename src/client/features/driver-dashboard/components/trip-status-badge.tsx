import { Ban, CheckCircle2, CircleDashed, Navigation, UserCheck, UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DriverTripStatus } from '../../../../shared/contracts/driver-trips.ts';
import { statusLabelKey } from '../../../../shared/domain/booking-status.ts';
import { cn } from '../../../components/ui/cn.ts';

const STYLES: Record<DriverTripStatus, { className: string; Icon: typeof CircleDashed }> = {
  confirmed: { className: 'bg-sky-50 text-sky-900 ring-sky-600/25', Icon: CircleDashed },
  assigned: { className: 'bg-indigo-50 text-indigo-900 ring-indigo-600/25', Icon: UserCheck },
  in_progress: { className: 'bg-violet-50 text-violet-900 ring-violet-600/25', Icon: Navigation },
  completed: { className: 'bg-emerald-50 text-emerald-900 ring-emerald-600/25', Icon: CheckCircle2 },
  cancelled: { className: 'bg-rose-50 text-rose-900 ring-rose-600/25', Icon: Ban },
  no_show: { className: 'bg-orange-50 text-orange-900 ring-orange-600/25', Icon: UserX },
};

/** A trip's status with the driver's words (decision 10: confirmed reads "Pending", assigned "Accepted"). */
export function TripStatusBadge({ status }: { status: DriverTripStatus }) {
  const { t } = useTranslation(['booking-status', 'driver-dashboard']);
  const { className, Icon } = STYLES[status] ?? STYLES.confirmed;
  return (
    <span
      data-status={status}
      className={cn(
        'inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        className,
      )}
    >
      <Icon className="size-3.5" aria-hidden />
      {t(statusLabelKey('driver', status))}
    </span>
  );
}

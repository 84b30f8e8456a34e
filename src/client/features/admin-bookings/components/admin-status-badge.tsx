import { Ban, CheckCircle2, CircleDashed, Clock, Navigation, UserCheck, UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  isBookingStatus,
  statusLabelKey,
  type BookingStatus,
} from '../../../../shared/domain/booking-status.ts';
import { cn } from '../../../components/ui/cn.ts';

/** One colour and icon per status (the customers' palette), with the admin's words (booking-status:admin). */
const STYLES: Record<BookingStatus, { className: string; Icon: typeof Clock }> = {
  pending: { className: 'bg-amber-50 text-amber-900 ring-amber-600/25', Icon: Clock },
  confirmed: { className: 'bg-sky-50 text-sky-900 ring-sky-600/25', Icon: CircleDashed },
  assigned: { className: 'bg-indigo-50 text-indigo-900 ring-indigo-600/25', Icon: UserCheck },
  in_progress: { className: 'bg-violet-50 text-violet-900 ring-violet-600/25', Icon: Navigation },
  completed: { className: 'bg-emerald-50 text-emerald-900 ring-emerald-600/25', Icon: CheckCircle2 },
  cancelled: { className: 'bg-rose-50 text-rose-900 ring-rose-600/25', Icon: Ban },
  no_show: { className: 'bg-orange-50 text-orange-900 ring-orange-600/25', Icon: UserX },
};

export function AdminStatusBadge({ status, className }: { status: string; className?: string }) {
  const { t } = useTranslation('booking-status');
  const known = isBookingStatus(status) ? status : 'pending';
  const { className: tone, Icon } = STYLES[known];
  return (
    <span
      data-status={known}
      className={cn(
        'inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        tone,
        className,
      )}
    >
      <Icon className="size-3.5" aria-hidden />
      {t(statusLabelKey('admin', known))}
    </span>
  );
}

import { Ban, CheckCircle2, CircleDashed, MapPin, Navigation, UserCheck, UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DriverTripStatus } from '../../../../shared/contracts/driver-trips.ts';
import { statusLabelKey } from '../../../../shared/domain/booking-status.ts';
import { StatusPill } from '../../../components/ui/status-pill.tsx';
import type { BadgeStage } from '../lib/trip-badge.ts';

const STYLES: Record<DriverTripStatus, { className: string; Icon: typeof CircleDashed }> = {
  confirmed: { className: 'bg-sky-50 text-sky-900 ring-sky-600/25', Icon: CircleDashed },
  assigned: { className: 'bg-indigo-50 text-indigo-900 ring-indigo-600/25', Icon: UserCheck },
  in_progress: { className: 'bg-violet-50 text-violet-900 ring-violet-600/25', Icon: Navigation },
  completed: { className: 'bg-emerald-50 text-emerald-900 ring-emerald-600/25', Icon: CheckCircle2 },
  cancelled: { className: 'bg-rose-50 text-rose-900 ring-rose-600/25', Icon: Ban },
  no_show: { className: 'bg-orange-50 text-orange-900 ring-orange-600/25', Icon: UserX },
};

const STAGE_STYLES: Record<BadgeStage, { className: string; Icon: typeof CircleDashed }> = {
  on_the_way: { className: 'bg-indigo-50 text-indigo-900 ring-indigo-600/25', Icon: Navigation },
  on_location: { className: 'bg-amber-50 text-amber-900 ring-amber-600/25', Icon: MapPin },
  on_board: { className: 'bg-violet-50 text-violet-900 ring-violet-600/25', Icon: Navigation },
};

/**
 * A trip's status with the driver's words (decision 10: confirmed reads "Pending", assigned "Accepted"), or its
 * stage once the chauffeur set off (decision 28: "On the way", not "Accepted"; lib/trip-badge.ts).
 */
export function TripStatusBadge({
  status,
  stage = null,
}: {
  status: DriverTripStatus;
  stage?: BadgeStage | null;
}) {
  const { t } = useTranslation(['booking-status', 'driver-dashboard']);
  const { className, Icon } = stage ? STAGE_STYLES[stage] : (STYLES[status] ?? STYLES.confirmed);
  return (
    <StatusPill
      tone={className}
      Icon={Icon}
      data-status={status}
      data-stage={stage ?? undefined}
      data-testid="trip-badge"
    >
      {stage ? t(`driver-dashboard:stageBadge.${stage}`) : t(statusLabelKey('driver', status))}
    </StatusPill>
  );
}

import { CheckCircle2, Clock, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DriverApplicationStatus } from '../../../../shared/contracts/drivers.ts';
import { cn } from '../../../components/ui/cn.ts';
import { StatusPill } from '../../../components/ui/status-pill.tsx';

/** One colour and icon per status, each with AA contrast on its tint. */
const STYLES: Record<DriverApplicationStatus, { className: string; Icon: typeof Clock }> = {
  pending: { className: 'bg-amber-50 text-amber-900 ring-amber-600/25', Icon: Clock },
  approved: { className: 'bg-emerald-50 text-emerald-900 ring-emerald-600/25', Icon: CheckCircle2 },
  rejected: { className: 'bg-rose-50 text-rose-900 ring-rose-600/25', Icon: XCircle },
};

export function ApplicationStatusBadge({
  status,
  className,
}: {
  status: DriverApplicationStatus;
  className?: string;
}) {
  const { t } = useTranslation('admin-applications');
  const { className: tone, Icon } = STYLES[status];
  return (
    <StatusPill tone={tone} Icon={Icon} className={className} data-status={status}>
      {t(`status.${status}`)}
    </StatusPill>
  );
}

/** The state of an invitation code: active (green), used (ink), replaced or expired (muted). */
export function InvitationStateBadge({ state }: { state: 'active' | 'used' | 'revoked' | 'expired' }) {
  const { t } = useTranslation('admin-applications');
  return (
    <span
      data-invitation-state={state}
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-[0.6875rem] font-semibold tracking-wide whitespace-nowrap uppercase ring-1 ring-inset',
        state === 'active' && 'bg-emerald-50 text-emerald-900 ring-emerald-600/25',
        state === 'used' && 'bg-ink/5 text-ink ring-ink/15',
        (state === 'revoked' || state === 'expired') && 'bg-rose-50 text-rose-900 ring-rose-600/25',
      )}
    >
      {t(`invitationState.${state}`)}
    </span>
  );
}

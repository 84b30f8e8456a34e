import { Ban, CircleDot, Moon, Navigation, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AdminDriverState } from '../../../../shared/contracts/admin-drivers.ts';
import { cn } from '../../../components/ui/cn.ts';

/** One colour and icon per availability, each with AA contrast on its tint. */
export const AVAILABILITY_STYLES: Record<AdminDriverState, { className: string; Icon: LucideIcon }> = {
  available: { className: 'bg-emerald-50 text-emerald-900 ring-emerald-600/25', Icon: CircleDot },
  busy: { className: 'bg-violet-50 text-violet-900 ring-violet-600/25', Icon: Navigation },
  offline: { className: 'bg-ink/5 text-ink/80 ring-ink/15', Icon: Moon },
  suspended: { className: 'bg-rose-50 text-rose-900 ring-rose-600/25', Icon: Ban },
};

export function AvailabilityBadge({ state, className }: { state: AdminDriverState; className?: string }) {
  const { t } = useTranslation('admin-drivers');
  const { className: tone, Icon } = AVAILABILITY_STYLES[state];
  return (
    <span
      data-availability={state}
      data-testid="availability-badge"
      className={cn(
        'inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        tone,
        className,
      )}
    >
      <Icon className="size-3.5" aria-hidden />
      {t(`availability.${state}`)}
    </span>
  );
}

import { CheckCircle2, PauseCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CompanyStatus } from '../../../../shared/domain/companies.ts';
import { StatusPill } from '../../../components/ui/status-pill.tsx';

/** A company's status as a pill; on hold, its reason beside it (in full in the title). */
export function CompanyStatusChip({
  status,
  holdReason,
  withReason = true,
}: {
  status: CompanyStatus;
  holdReason: string | null;
  withReason?: boolean;
}) {
  const { t } = useTranslation('admin-companies');
  if (status === 'active') {
    return (
      <StatusPill
        tone="bg-emerald-50 text-emerald-900 ring-emerald-700/30"
        Icon={CheckCircle2}
        data-testid="company-status"
        data-status="active"
      >
        {t('status.active')}
      </StatusPill>
    );
  }
  return (
    <span className="inline-flex max-w-full flex-col items-start gap-1">
      <StatusPill
        tone="bg-amber-50 text-amber-900 ring-amber-700/40"
        Icon={PauseCircle}
        data-testid="company-status"
        data-status="on_hold"
        title={holdReason ?? undefined}
      >
        {t('status.on_hold')}
      </StatusPill>
      {withReason && holdReason && (
        <span className="line-clamp-2 text-xs break-words text-amber-900/90" data-testid="hold-reason">
          {holdReason}
        </span>
      )}
    </span>
  );
}

import { useTranslation } from 'react-i18next';
import type { SettlementStatus } from '../../../../shared/contracts/settlements.ts';
import { cn } from '../../../components/ui/cn.ts';

const TONE: Record<SettlementStatus, string> = {
  open: 'bg-sky-50 text-sky-900 ring-sky-200',
  due: 'bg-amber-50 text-amber-900 ring-amber-200',
  paid: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
};

/** Open, Due or Paid, as a pill. */
export function SettlementStatusBadge({ status }: { status: SettlementStatus }) {
  const { t } = useTranslation('settlements');
  return (
    <span
      data-testid="settlement-status"
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1',
        TONE[status],
      )}
    >
      {t(`status.${status}`)}
    </span>
  );
}

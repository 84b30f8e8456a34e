import { useTranslation } from 'react-i18next';
import type { BoardBlock, DispatchBoard } from '../../../../shared/contracts/dispatch-board.ts';
import { cn } from '../../../components/ui/cn.ts';
import { nyTime } from '../lib/board-time.ts';
import { ComplianceMark, STATUS_STYLE, StatusIcon } from './board-parts.tsx';
import { DriverHead, useBlockLabel, type AssignProps } from './board-timeline.tsx';

/** Phones: a list per chauffeur (and the unassigned rides) instead of the timeline; the same choose-then-assign. */
export function BoardList({ board, assign }: { board: DispatchBoard; assign: AssignProps }) {
  const { t, i18n } = useTranslation('admin-dispatch');
  const label = useBlockLabel();
  const rides = (blocks: BoardBlock[]) =>
    blocks.length === 0 ? (
      <p className="text-xs text-stone">{t('timeline.noRides')}</p>
    ) : (
      <ul className="grid gap-1.5">
        {blocks.map((b) => (
          <li key={`${b.bookingId}-${b.leg}`}>
            <button
              type="button"
              onClick={() => assign.onChoose(b)}
              aria-pressed={assign.chosen?.bookingId === b.bookingId}
              data-testid="list-block"
              data-booking={b.number}
              className={cn(
                'grid w-full gap-0.5 rounded-lg px-3 py-2 text-left text-sm ring-1 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-gold',
                STATUS_STYLE[b.status],
                assign.chosen?.bookingId === b.bookingId && 'outline-2 outline-offset-1 outline-gold',
              )}
            >
              <span className="flex items-center justify-between gap-2">
                <span className="inline-flex items-center gap-1 font-semibold whitespace-nowrap tabular-nums">
                  <ComplianceMark issue={b.complianceIssue} />
                  {nyTime(b.start, i18n.language)} – {nyTime(b.end, i18n.language)}
                </span>
                <span className="inline-flex min-w-0 items-center gap-1 text-xs font-medium">
                  <StatusIcon status={b.status} />
                  <span className="truncate">{t(`status.${b.status}`)}</span>
                </span>
              </span>
              <span className="truncate text-xs opacity-85">
                {b.number}
                {b.leg === 'return' ? ` · ${t('timeline.return')}` : ''} · {b.pickupAddress}
              </span>
              <span className="sr-only"> {label(b)}</span>
            </button>
          </li>
        ))}
      </ul>
    );
  return (
    <section aria-label={t('list.label')} className="grid gap-3" data-testid="board-list">
      <div className="rounded-2xl bg-amber-50 p-3 ring-1 ring-amber-700/20">
        <h2 className="mb-2 text-sm font-semibold text-ink">{t('timeline.unassigned')}</h2>
        {rides(board.unassigned)}
      </div>
      {board.rows.map((r) => (
        <div
          key={r.driver.id}
          className="grid gap-2 rounded-2xl bg-white p-3 ring-1 ring-ink/8"
          data-testid="list-row"
        >
          <DriverHead driver={r.driver} assign={assign} />
          {rides(r.blocks)}
        </div>
      ))}
    </section>
  );
}

import { useEffect, useRef, type DragEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardBlock, BoardDriver, DispatchBoard } from '../../../../shared/contracts/dispatch-board.ts';
import { cn } from '../../../components/ui/cn.ts';
import { dayPercent, hourColumns, nyHour, nyTime } from '../lib/board-time.ts';
import { FitChip, STATUS_STYLE, type Fit } from './board-parts.tsx';

/** The ride being assigned. */
export interface Choice {
  bookingId: string;
  number: string;
  pickupDateTime: string;
  pickupAddress: string;
}

export interface AssignProps {
  chosen: Choice | null;
  onChoose: (c: Choice) => void;
  /** What the candidates say about a chauffeur (null: no ride chosen, or still checking). */
  fitOf: (driverId: string) => Fit | null;
  onAssign: (driver: BoardDriver) => void;
  /** A ride dropped on a chauffeur's row (by its booking id). */
  onDrop: (driver: BoardDriver, bookingId: string) => void;
}

const choiceOf = (b: BoardBlock): Choice => ({
  bookingId: b.bookingId,
  number: b.number,
  pickupDateTime: b.pickupDateTime,
  pickupAddress: b.pickupAddress,
});

export function useBlockLabel() {
  const { t, i18n } = useTranslation('admin-dispatch');
  return (b: BoardBlock) =>
    t('timeline.block', {
      number: b.leg === 'return' ? `${b.number} (${t('timeline.return')})` : b.number,
      from: nyTime(b.start, i18n.language),
      to: nyTime(b.end, i18n.language),
      status: t(`status.${b.status}`),
      stage: b.stage && b.status !== 'confirmed' ? ` · ${t(`stage.${b.stage}`)}` : '',
      pickup: b.pickupAddress,
    });
}

/** The chauffeur's name, car and whether the chosen ride fits them, with the button that assigns it. */
export function DriverHead({ driver, assign }: { driver: BoardDriver; assign: AssignProps }) {
  const { t } = useTranslation('admin-dispatch');
  const fit = assign.fitOf(driver.id);
  return (
    <div className="grid min-w-0 gap-1">
      <span className="truncate text-sm font-semibold text-ink">{driver.name}</span>
      <span className="truncate text-xs text-stone">
        {driver.vehicle} · {driver.plate} · {driver.onDuty ? t('timeline.onDuty') : t('timeline.offDuty')}
      </span>
      {fit && <FitChip fit={fit} />}
      {fit && fit.kind !== 'no' && assign.chosen && (
        <button
          type="button"
          onClick={() => assign.onAssign(driver)}
          data-testid="board-assign"
          aria-label={t('assignHere', { number: assign.chosen.number, name: driver.name })}
          className="justify-self-start rounded-full bg-ink px-3 py-1 text-xs font-semibold text-white hover:bg-ink-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold"
        >
          {t('assignShort')}
        </button>
      )}
    </div>
  );
}

const HOUR_PX = 64;

/**
 * The day as a timeline (wide screens): hour columns in New York time, a row per chauffeur and one for the
 * unassigned rides, each ride a block from pickup to its estimated end, the current time a vertical line.
 * Blocks are buttons (click or Enter chooses the ride); a ride dragged onto a chauffeur's row is offered to them.
 */
export function BoardTimeline({ board, assign }: { board: DispatchBoard; assign: AssignProps }) {
  const { t, i18n } = useTranslation('admin-dispatch');
  const label = useBlockLabel();
  const hours = hourColumns(board.dayStart, board.dayEnd);
  const width = hours.length * HOUR_PX;
  const nowIn = board.now >= board.dayStart && board.now < board.dayEnd;
  const pct = (iso: string) => dayPercent(iso, board.dayStart, board.dayEnd);
  // Opens at the current time (today) or the day's first ride, an hour before it.
  const scroller = useRef<HTMLDivElement>(null);
  const firstBlock = [...board.unassigned, ...board.rows.flatMap((r) => r.blocks)]
    .map((b) => b.start)
    .sort()[0];
  const focusAt = nowIn ? board.now : (firstBlock ?? board.dayStart);
  useEffect(() => {
    const el = scroller.current;
    if (el)
      el.scrollLeft = Math.max(
        0,
        (dayPercent(focusAt, board.dayStart, board.dayEnd) / 100) * width - HOUR_PX,
      );
  }, [focusAt, board.dayStart, board.dayEnd, width]);

  const track = (blocks: BoardBlock[], testId: string): ReactNode => (
    <div className="relative h-14" style={{ width }} data-testid={testId}>
      {hours.map((h, i) => (
        <span
          key={h}
          aria-hidden
          className="absolute inset-y-0 border-l border-ink/8"
          style={{ left: i * HOUR_PX }}
        />
      ))}
      {blocks.map((b) => {
        const left = pct(b.start);
        const w = Math.max(pct(b.end) - left, 0.6);
        return (
          <button
            key={`${b.bookingId}-${b.leg}`}
            type="button"
            onClick={() => assign.onChoose(choiceOf(b))}
            draggable={b.status === 'confirmed'}
            onDragStart={(e) => e.dataTransfer.setData('text/plain', b.bookingId)}
            title={label(b)}
            aria-pressed={assign.chosen?.bookingId === b.bookingId}
            data-testid="board-block"
            data-booking={b.number}
            data-status={b.status}
            className={cn(
              'absolute top-2 bottom-2 overflow-hidden rounded-md px-1.5 text-left text-[0.7rem] leading-tight font-semibold whitespace-nowrap ring-1 focus-visible:z-10 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-gold',
              STATUS_STYLE[b.status],
              assign.chosen?.bookingId === b.bookingId && 'outline-2 outline-offset-1 outline-gold',
            )}
            style={{ left: `${left}%`, width: `${w}%` }}
          >
            <span className="block truncate">{b.number.replace(/^NYC-/, '')}</span>
            <span className="block truncate font-normal">
              {t(`status.${b.status}`)}
              {b.leg === 'return' ? ` · ${t('timeline.return')}` : ''}
            </span>
            <span className="sr-only"> {label(b)}</span>
          </button>
        );
      })}
      {nowIn && (
        <span
          aria-hidden
          data-testid="board-now"
          className="absolute inset-y-0 z-10 w-0.5 bg-rose-600"
          style={{ left: `${pct(board.now)}%` }}
        />
      )}
    </div>
  );

  const rowDrop = (driver: BoardDriver) => ({
    onDragOver: (e: DragEvent) => e.preventDefault(),
    onDrop: (e: DragEvent) => {
      e.preventDefault();
      const id = e.dataTransfer.getData('text/plain');
      if (id) assign.onDrop(driver, id);
    },
  });

  return (
    <div
      ref={scroller}
      className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-ink/8"
      data-testid="board-timeline"
    >
      <div
        role="table"
        aria-label={t('timeline.label', { day: board.date })}
        style={{ minWidth: width + 224 }}
      >
        <div role="row" className="sticky top-0 z-20 flex border-b border-ink/10 bg-ivory text-xs text-stone">
          <span
            role="columnheader"
            className="sticky left-0 z-20 w-56 shrink-0 bg-ivory px-3 py-2 font-semibold"
          >
            {t('timeline.chauffeur')}
          </span>
          <div role="columnheader" className="relative h-8" style={{ width }}>
            {hours.map((h, i) => (
              <span key={h} className="absolute top-2 pl-1" style={{ left: i * HOUR_PX }}>
                {nyHour(h, i18n.language)}
              </span>
            ))}
            {nowIn && (
              <span
                className="absolute top-0 z-10 -translate-x-1/2 rounded bg-rose-600 px-1 text-[0.65rem] font-semibold text-white"
                style={{ left: `${pct(board.now)}%` }}
              >
                {t('timeline.now', { time: nyTime(board.now, i18n.language) })}
              </span>
            )}
          </div>
        </div>
        <div
          role="row"
          className="flex border-b border-ink/10 bg-amber-50/40"
          data-testid="board-row-unassigned"
        >
          <span
            role="rowheader"
            className="sticky left-0 z-10 w-56 shrink-0 bg-amber-50 px-3 py-2 text-sm font-semibold text-ink"
          >
            {t('timeline.unassigned')}
          </span>
          <div role="cell">{track(board.unassigned, 'board-track-unassigned')}</div>
        </div>
        {board.rows.map((r) => (
          <div
            key={r.driver.id}
            role="row"
            className="flex border-b border-ink/6"
            data-testid="board-row"
            data-driver={r.driver.name}
            {...rowDrop(r.driver)}
          >
            <span role="rowheader" className="sticky left-0 z-10 w-56 shrink-0 bg-white px-3 py-2">
              <DriverHead driver={r.driver} assign={assign} />
            </span>
            <div role="cell">{track(r.blocks, 'board-track')}</div>
          </div>
        ))}
      </div>
    </div>
  );
}

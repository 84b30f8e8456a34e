import { useEffect, useRef, type DragEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardBlock, BoardDriver, DispatchBoard } from '../../../../shared/contracts/dispatch-board.ts';
import { cn } from '../../../components/ui/cn.ts';
import { OUTSIDE_LABEL_PX, placeInLanes } from '../lib/board-lanes.ts';
import { dayPercent, hourColumns, nyHour, nyTime } from '../lib/board-time.ts';
import { ComplianceMark, FitChip, STATUS_STYLE, StatusIcon, type Fit } from './board-parts.tsx';

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

/**
 * The hour's width: 112 px, so a 45-minute ride (84 px) shows its short number and its status icon in full, and
 * a 30-minute one (56 px) its number. Blocks always start at the true pickup and end at the estimated end.
 */
const HOUR_PX = 112;
/** The chauffeur column (w-56). */
const HEAD_PX = 224;
/** A lane of blocks: 40 px blocks 4 px apart, 6 px above the first and below the last. */
const LANE_PX = 44;
const LANE_GAP = 4;
const TRACK_PAD = 6;
/** The narrowest bar that shows its status in words as well as by its icon (a 45-minute ride). */
const STATUS_WORD_PX = 80;

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
  // Scrolled to a whole hour (the hour before the focus), so the first hour label is not half under the sticky
  // chauffeur column.
  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const at = (dayPercent(focusAt, board.dayStart, board.dayEnd) / 100) * width;
    el.scrollLeft = Math.max(0, (Math.floor(at / HOUR_PX) - 1) * HOUR_PX);
  }, [focusAt, board.dayStart, board.dayEnd, width]);

  const px = (iso: string) => (pct(iso) / 100) * width;
  const track = (blocks: BoardBlock[], testId: string): ReactNode => {
    const { placed, lanes } = placeInLanes(blocks, (b) => ({ x: px(b.start), w: px(b.end) - px(b.start) }));
    return (
      <div
        className="relative"
        style={{ width, height: TRACK_PAD * 2 + lanes * LANE_PX - LANE_GAP }}
        data-testid={testId}
      >
        {hours.map((h, i) => (
          <span
            key={h}
            aria-hidden
            className="absolute inset-y-0 border-l border-ink/8"
            style={{ left: i * HOUR_PX }}
          />
        ))}
        {/* The current time runs behind the blocks: a ride under way keeps its label readable. */}
        {nowIn && (
          <span
            aria-hidden
            data-testid="board-now"
            className="pointer-events-none absolute inset-y-0 z-0 w-0.5 bg-rose-600"
            style={{ left: `${pct(board.now)}%` }}
          />
        )}
        {placed.map(({ item: b, x, w, outside, lane }) => {
          const chosen = assign.chosen?.bookingId === b.bookingId;
          const text = (
            <>
              <span className="flex min-w-0 items-center gap-0.5">
                <ComplianceMark issue={b.complianceIssue} />
                <span className="block truncate tracking-tight tabular-nums">
                  {b.number.replace(/^NYC-/, '')}
                  {b.leg === 'return' ? ' ↩' : ''}
                </span>
              </span>
              <span className="flex min-w-0 items-center gap-0.5 font-normal">
                <StatusIcon status={b.status} />
                {/* A bar too short for the word keeps the icon (the legend and the tooltip say it). */}
                {(outside || w >= STATUS_WORD_PX) && (
                  <span className="truncate">{t(`status.${b.status}`)}</span>
                )}
              </span>
              <span className="sr-only"> {label(b)}</span>
            </>
          );
          return (
            <button
              key={`${b.bookingId}-${b.leg}`}
              type="button"
              onClick={() => assign.onChoose(choiceOf(b))}
              draggable={b.status === 'confirmed'}
              onDragStart={(e) => e.dataTransfer.setData('text/plain', b.bookingId)}
              title={label(b)}
              aria-pressed={chosen}
              data-testid="board-block"
              data-booking={b.number}
              data-status={b.status}
              data-label={outside ? 'beside' : 'inside'}
              className={cn(
                'absolute z-[1] flex min-w-0 rounded-md text-left text-[0.7rem] leading-tight font-semibold whitespace-nowrap hover:z-[5] focus-visible:z-10 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-gold',
                outside
                  ? 'items-stretch gap-1 text-ink'
                  : cn('flex-col justify-center overflow-hidden px-1 ring-1', STATUS_STYLE[b.status]),
                chosen && 'z-[5] outline-2 outline-offset-1 outline-gold',
              )}
              style={{
                left: x,
                top: TRACK_PAD + lane * LANE_PX,
                height: LANE_PX - LANE_GAP,
                width: outside ? w + 4 + OUTSIDE_LABEL_PX : w,
              }}
            >
              {outside ? (
                <>
                  {/* The bar keeps the ride's true length; its label reads beside it, on the track. */}
                  <span
                    aria-hidden
                    className={cn('shrink-0 rounded-md ring-1', STATUS_STYLE[b.status])}
                    style={{ width: w }}
                  />
                  <span className="flex min-w-0 flex-col justify-center">{text}</span>
                </>
              ) : (
                text
              )}
            </button>
          );
        })}
      </div>
    );
  };

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
        style={{ minWidth: width + HEAD_PX }}
      >
        <div role="row" className="sticky top-0 z-30 flex border-b border-ink/10 bg-ivory text-xs text-stone">
          <span
            role="columnheader"
            className="sticky left-0 z-20 flex w-56 shrink-0 items-end bg-ivory px-3 py-2 font-semibold"
          >
            {t('timeline.chauffeur')}
          </span>
          <div role="columnheader" className="relative h-11" style={{ width }}>
            {hours.map((h, i) => (
              <span
                key={h}
                className="absolute bottom-0 h-2 border-l border-ink/15"
                style={{ left: i * HOUR_PX }}
                aria-hidden
              />
            ))}
            {hours.map((h, i) => (
              <span
                key={`${h}-label`}
                className="absolute bottom-1.5 pl-1.5 whitespace-nowrap"
                style={{ left: i * HOUR_PX }}
              >
                {nyHour(h, i18n.language)}
              </span>
            ))}
            {nowIn && (
              <span
                data-testid="board-now-chip"
                className="absolute top-1 z-10 -translate-x-1/2 rounded-full bg-rose-600 px-1.5 py-px text-[0.65rem] leading-4 font-semibold whitespace-nowrap text-white shadow-sm"
                style={{ left: `${pct(board.now)}%` }}
              >
                {t('timeline.now', { time: nyTime(board.now, i18n.language) })}
              </span>
            )}
            {nowIn && (
              <span
                aria-hidden
                className="absolute top-5 bottom-0 w-0.5 -translate-x-1/4 bg-rose-600"
                style={{ left: `${pct(board.now)}%` }}
              />
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
            className="sticky left-0 z-20 w-56 shrink-0 border-r border-ink/8 bg-amber-50 px-3 py-2 text-sm font-semibold text-ink"
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
            <span
              role="rowheader"
              className="sticky left-0 z-20 w-56 shrink-0 border-r border-ink/8 bg-white px-3 py-2"
            >
              <DriverHead driver={r.driver} assign={assign} />
            </span>
            <div role="cell">{track(r.blocks, 'board-track')}</div>
          </div>
        ))}
      </div>
    </div>
  );
}

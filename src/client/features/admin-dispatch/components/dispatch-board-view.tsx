import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { BoardDriver } from '../../../../shared/contracts/dispatch-board.ts';
import { nyDate } from '../../../../shared/domain/dispatch-board.ts';
import { cn } from '../../../components/ui/cn.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useBoardAssign, useBoardCandidates, useDispatchBoard } from '../api/dispatch-board.ts';
import { nyDay, nyTime } from '../lib/board-time.ts';
import { BoardList } from './board-list.tsx';
import { BoardMap } from './board-map.tsx';
import { Legend, useFitText, type Fit } from './board-parts.tsx';
import { BoardQueue } from './board-queue.tsx';
import { BoardTimeline, type AssignProps, type Choice } from './board-timeline.tsx';
import { AssignConfirm } from './assign-confirm.tsx';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const pill = (on: boolean) =>
  cn(
    'rounded-full px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-gold',
    on ? 'bg-ink text-white' : 'bg-white text-ink ring-1 ring-ink/12 hover:ring-gold',
  );

/**
 * /admin/dispatch (issue 36): the day picker, the timeline (a list per chauffeur on phones) or the map, and the
 * unassigned queue beside it. Assigning: choose a ride (a block or a queue item; click, Enter, or drag it onto
 * a chauffeur), each chauffeur's row then says whether the ride fits them, then confirm.
 */
export function DispatchBoardView() {
  const { t, i18n } = useTranslation('admin-dispatch');
  const message = useErrorText();
  const [params, setParams] = useSearchParams();
  const raw = params.get('date');
  const date = raw && DATE.test(raw) ? raw : null;
  const view = params.get('view') === 'map' ? 'map' : 'timeline';
  const board = useDispatchBoard(date);
  const [chosen, setChosen] = useState<Choice | null>(null);
  const [target, setTarget] = useState<BoardDriver | null>(null);
  const candidates = useBoardCandidates(chosen?.bookingId ?? null);
  const assign = useBoardAssign();
  const fitText = useFitText();

  const set = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === null) next.delete(key);
    else next.set(key, value);
    setParams(next, { replace: true, preventScrollReset: true });
  };

  const fits = useMemo(() => {
    const map = new Map<string, Fit>();
    for (const c of candidates.data?.candidates ?? []) map.set(c.id, fitText(c));
    return map;
  }, [candidates.data, fitText]);

  const today = nyDate(board.data ? new Date(board.data.now) : new Date());
  const tomorrow = nyDate(new Date(`${today}T12:00:00Z`), 1);
  const shown = board.data?.date ?? date ?? today;

  const findChoice = (bookingId: string): Choice | null => {
    const d = board.data;
    if (!d) return null;
    const q = d.queue.find((x) => x.bookingId === bookingId);
    const b = [...d.unassigned, ...d.rows.flatMap((r) => r.blocks)].find((x) => x.bookingId === bookingId);
    const src = q ?? b;
    return src
      ? {
          bookingId,
          number: src.number,
          pickupDateTime: src.pickupDateTime,
          pickupAddress: src.pickupAddress,
        }
      : null;
  };

  const props: AssignProps = {
    chosen,
    onChoose: (c) => setChosen(c),
    fitOf: (id) =>
      chosen
        ? (fits.get(id) ?? (candidates.isFetching ? { kind: 'no', text: t('fit.checking') } : null))
        : null,
    onAssign: (driver) => setTarget(driver),
    onDrop: (driver, bookingId) => {
      const c = findChoice(bookingId);
      if (!c) return;
      setChosen(c);
      setTarget(driver);
    },
  };

  const confirm = (upgrade: boolean) => {
    if (!chosen || !target) return;
    assign.mutate(
      { bookingId: chosen.bookingId, driverId: target.id, upgrade },
      {
        onSuccess: () => {
          toast({
            title: t('toast.assigned'),
            description: `${chosen.number} · ${target.name}`,
            variant: 'success',
          });
          setTarget(null);
          setChosen(null);
        },
        onError: (error) => {
          toast({ title: t('toast.failed'), description: message(error) ?? '', variant: 'destructive' });
          setTarget(null);
        },
      },
    );
  };

  const targetFit = target ? fits.get(target.id) : undefined;
  return (
    <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <div role="group" aria-label={t('day.label')} className="flex flex-wrap items-center gap-2">
          <button
            type="button"
            className={pill(shown === today)}
            aria-pressed={shown === today}
            onClick={() => set('date', null)}
          >
            {t('day.today')}
          </button>
          <button
            type="button"
            className={pill(shown === tomorrow)}
            aria-pressed={shown === tomorrow}
            onClick={() => set('date', tomorrow)}
            data-testid="board-tomorrow"
          >
            {t('day.tomorrow')}
          </button>
          <label className="flex items-center gap-2 text-sm text-ink">
            <span className="sr-only">{t('day.pick')}</span>
            <input
              type="date"
              value={shown}
              onChange={(e) => DATE.test(e.target.value) && set('date', e.target.value)}
              data-testid="board-date"
              className="h-9 rounded-full bg-white px-3 ring-1 ring-ink/12"
            />
          </label>
          <span className="text-sm font-semibold text-ink" data-testid="board-day">
            {nyDay(shown, i18n.language)}
          </span>
        </div>
        <div role="group" aria-label={t('view.label')} className="ml-auto flex gap-2">
          <button
            type="button"
            className={pill(view === 'timeline')}
            aria-pressed={view === 'timeline'}
            onClick={() => set('view', null)}
          >
            {t('view.timeline')}
          </button>
          <button
            type="button"
            className={pill(view === 'map')}
            aria-pressed={view === 'map'}
            onClick={() => set('view', 'map')}
            data-testid="board-view-map"
          >
            {t('view.map')}
          </button>
        </div>
      </div>

      {chosen && (
        <p
          className="flex flex-wrap items-center gap-2 rounded-xl bg-gold/15 px-3 py-2 text-sm text-ink"
          role="status"
          data-testid="board-chosen"
        >
          {t('chosen', { number: chosen.number, time: nyTime(chosen.pickupDateTime, i18n.language) })}
          <button type="button" className="underline" onClick={() => setChosen(null)}>
            {t('clear')}
          </button>
        </p>
      )}
      {!chosen && <p className="text-sm text-stone">{t('fit.choose')}</p>}

      {board.isError ? (
        <p role="alert" className="text-danger">
          {message(board.error) ?? t('loadError')}{' '}
          <button type="button" className="underline" onClick={() => void board.refetch()}>
            {t('retry')}
          </button>
        </p>
      ) : !board.data ? (
        <p role="status" className="text-stone">
          {t('loading')}
        </p>
      ) : (
        <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-[minmax(0,1fr)_19rem]">
          <div className="grid min-w-0 content-start gap-3">
            {view === 'map' ? (
              <BoardMap board={board.data} />
            ) : (
              <>
                <Legend />
                <div className="hidden [contain:inline-size] md:block">
                  <BoardTimeline board={board.data} assign={props} />
                </div>
                <div className="md:hidden">
                  <BoardList board={board.data} assign={props} />
                </div>
              </>
            )}
          </div>
          <div className="order-first lg:order-none">
            <BoardQueue
              queue={board.data.queue}
              total={board.data.queueTotal}
              chosen={chosen?.bookingId ?? null}
              onChoose={setChosen}
            />
          </div>
        </div>
      )}

      {chosen && target && (
        <AssignConfirm
          key={`${chosen.bookingId}-${target.id}`}
          choice={chosen}
          driver={target}
          upgrade={targetFit?.kind === 'upgrade'}
          pending={assign.isPending}
          onConfirm={confirm}
          onClose={() => setTarget(null)}
        />
      )}
    </div>
  );
}

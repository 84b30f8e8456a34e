import { useTranslation } from 'react-i18next';
import type { BoardQueueItem } from '../../../../shared/contracts/dispatch-board.ts';
import { cn } from '../../../components/ui/cn.ts';
import { nyDateOf, nyTime } from '../lib/board-time.ts';
import type { Choice } from './board-timeline.tsx';

/** The unassigned queue by pickup time, red within 2 hours, amber within 6; each a choosable, draggable ride. */
export function BoardQueue({
  queue,
  total,
  chosen,
  onChoose,
}: {
  queue: BoardQueueItem[];
  total: number;
  chosen: string | null;
  onChoose: (c: Choice) => void;
}) {
  const { t, i18n } = useTranslation('admin-dispatch');
  const lang = i18n.language;
  return (
    <section
      aria-labelledby="queue-title"
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink/8"
      data-testid="board-queue"
    >
      <h2 id="queue-title" className="flex items-baseline justify-between gap-2 font-semibold text-ink">
        {t('queue.title')}
        <span className="text-sm font-normal text-stone">{t('queue.count', { count: total })}</span>
      </h2>
      <p className="mt-1 hidden text-xs text-stone lg:block">{t('queue.drag')}</p>
      {queue.length === 0 ? (
        <p className="mt-3 text-sm text-stone">{t('queue.empty')}</p>
      ) : (
        <ul className="mt-3 grid max-h-[70vh] gap-2 overflow-y-auto pr-1">
          {queue.map((q) => {
            const choice: Choice = {
              bookingId: q.bookingId,
              number: q.number,
              pickupDateTime: q.pickupDateTime,
              pickupAddress: q.pickupAddress,
            };
            return (
              <li key={q.bookingId}>
                <button
                  type="button"
                  draggable
                  onDragStart={(e) => {
                    e.dataTransfer.setData('text/plain', q.bookingId);
                    e.dataTransfer.effectAllowed = 'move';
                    onChoose(choice);
                  }}
                  onClick={() => onChoose(choice)}
                  aria-pressed={chosen === q.bookingId}
                  data-testid="queue-item"
                  data-booking={q.number}
                  data-urgency={q.urgency ?? 'none'}
                  className={cn(
                    'grid w-full gap-0.5 rounded-xl border-l-4 px-3 py-2 text-left text-sm ring-1 transition-colors focus-visible:outline-2 focus-visible:outline-gold',
                    q.urgency === 'red' && 'border-rose-600 bg-rose-50 ring-rose-600/30',
                    q.urgency === 'amber' && 'border-amber-500 bg-amber-50 ring-amber-600/30',
                    q.urgency === null && 'border-ink/20 bg-white ring-ink/10',
                    chosen === q.bookingId && 'ring-2 ring-gold',
                  )}
                >
                  <span className="flex items-center justify-between gap-2">
                    <span className="font-semibold text-ink">{q.number}</span>
                    <span
                      className={cn(
                        'rounded-full px-2 text-[0.7rem] font-semibold',
                        q.urgency === 'red' && 'bg-rose-700 text-white',
                        q.urgency === 'amber' && 'bg-amber-300 text-amber-950',
                        q.urgency === null && 'bg-ink/8 text-ink/70',
                      )}
                    >
                      {t(`queue.${q.urgency ?? 'later'}`)}
                    </span>
                  </span>
                  <span className="text-ink">
                    {nyDateOf(q.pickupDateTime, lang)} · {nyTime(q.pickupDateTime, lang)} · {q.vehicleName}
                  </span>
                  <span className="truncate text-xs text-stone">
                    {q.passengerName} · {q.pickupAddress}
                  </span>
                  {q.returned && (
                    <span className="text-xs font-semibold text-amber-900" data-testid="queue-returned">
                      {t(`queue.returned.${q.returned}`)}
                    </span>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {total > queue.length && (
        <p className="mt-2 text-xs text-stone">{t('queue.more', { shown: queue.length, total })}</p>
      )}
    </section>
  );
}

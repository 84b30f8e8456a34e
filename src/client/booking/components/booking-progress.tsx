import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../components/ui/cn.ts';

const STEPS = ['ride', 'vehicle', 'login', 'details', 'payment'] as const;

/** The five booking steps with the current one marked ("Step 3 of 5"), on the dark band of each step. */
export function BookingProgress({ current }: { current: number }) {
  const { t } = useTranslation();
  const total = STEPS.length;
  return (
    <nav aria-label={t('bookingProgress.label')}>
      <p className="text-xs font-semibold tracking-[0.22em] text-gold uppercase">
        {t('bookingProgress.step', { current, total })}
        <span className="text-ivory/70 sm:hidden">
          {' · '}
          {t(`bookingProgress.steps.${STEPS[current - 1] ?? 'ride'}`)}
        </span>
      </p>
      <ol className="mt-4 grid grid-cols-5 gap-2">
        {STEPS.map((step, index) => {
          const n = index + 1;
          const state = n < current ? 'done' : n === current ? 'current' : 'todo';
          return (
            <li key={step} aria-current={state === 'current' ? 'step' : undefined} className="grid gap-2">
              <span
                aria-hidden
                className={cn(
                  'h-1 rounded-full',
                  state === 'todo' ? 'bg-ivory/15' : state === 'current' ? 'bg-gold' : 'bg-gold/60',
                )}
              />
              <span
                className={cn(
                  'flex items-center gap-1.5 text-xs',
                  state === 'current' ? 'font-semibold text-ivory' : 'text-ivory/60',
                )}
              >
                <span
                  aria-hidden
                  className={cn(
                    'inline-flex size-5 shrink-0 items-center justify-center rounded-full text-[0.65rem] font-semibold',
                    state === 'done' && 'bg-gold/80 text-ink',
                    state === 'current' && 'bg-gold text-ink',
                    state === 'todo' && 'border border-ivory/25',
                  )}
                >
                  {state === 'done' ? <Check className="size-3" strokeWidth={3} /> : n}
                </span>
                <span className="sr-only sm:not-sr-only">{t(`bookingProgress.steps.${step}`)}</span>
                {state === 'done' && <span className="sr-only">{t('bookingProgress.done')}</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

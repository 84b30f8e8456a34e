import { Bell, BellOff, BellRing } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../lib/error-text.ts';
import { useWebPush } from '../../lib/push/use-web-push.ts';
import { Button } from '../ui/button.tsx';
import { cn } from '../ui/cn.ts';

type Audience = 'driver' | 'passenger';

const PILL: Record<'on' | 'off' | 'blocked', string> = {
  on: 'bg-emerald-50 text-emerald-800 ring-emerald-700/25',
  off: 'bg-ink/5 text-stone ring-ink/15',
  blocked: 'bg-red-50 text-red-800 ring-red-700/25',
};

/**
 * "Notifications on this device" (the chauffeur's dashboard) or "Get trip updates on this device" (the
 * passenger's booking page), decision 30. Hidden where push is unsupported or the server does not send it; the
 * browser asks for permission only after a click on "Turn on"; blocked tells how to undo it.
 */
export function PushControl({ audience }: { audience: Audience }) {
  const { t } = useTranslation('push');
  const errorText = useErrorText();
  const push = useWebPush();
  const titleId = useId();
  const state = push.state;
  if (state === 'hidden' || state === 'loading') return null;
  const Icon = state === 'on' ? BellRing : state === 'blocked' ? BellOff : Bell;
  return (
    <section
      aria-labelledby={titleId}
      data-testid="push-control"
      data-state={state}
      className="flex flex-col gap-4 rounded-2xl bg-white p-4 ring-1 ring-ink/8 sm:flex-row sm:items-center sm:justify-between sm:p-5"
    >
      <div className="flex items-start gap-3">
        <span className="mt-0.5 inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-gold/12 text-gold-dark ring-1 ring-gold/30">
          <Icon className="size-5" aria-hidden />
        </span>
        <div>
          <h2
            id={titleId}
            className="flex flex-wrap items-center gap-2 font-display text-xl font-semibold text-ink"
          >
            {t(`${audience}.title`)}
            <span
              data-testid="push-state"
              className={cn('rounded-full px-2.5 py-0.5 font-sans text-xs font-semibold ring-1', PILL[state])}
            >
              {t(`state.${state}`)}
            </span>
          </h2>
          <p className="mt-1 text-sm text-stone">
            {state === 'blocked' ? t('blockedHint') : t(`${audience}.hint`)}
          </p>
          {push.error !== null && (
            <p role="alert" className="mt-2 text-sm text-red-700">
              {errorText(push.error) ?? t('failed')}
            </p>
          )}
        </div>
      </div>
      {state !== 'blocked' && (
        <Button
          variant={state === 'on' ? 'outline' : 'dark'}
          className="min-h-12 w-full shrink-0 sm:w-auto"
          disabled={push.busy}
          aria-describedby={titleId}
          onClick={() => void (state === 'on' ? push.turnOff() : push.turnOn())}
        >
          {push.busy ? t('working') : state === 'on' ? t('turnOff') : t('turnOn')}
        </Button>
      )}
    </section>
  );
}

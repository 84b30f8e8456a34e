import { Power } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useSetDuty } from '../api/driver-duty.ts';

/**
 * On duty / off duty (issue 35): one large switch, thumb-sized on a phone. Off duty, the chauffeur is offered
 * no requests and cannot accept; rides already theirs stay theirs.
 */
export function DutyToggle({ onDuty }: { onDuty: boolean }) {
  const { t } = useTranslation('driver-dashboard');
  const errorText = useErrorText();
  const duty = useSetDuty();
  const toggle = () =>
    duty.mutate(!onDuty, {
      onError: (error) =>
        toast({ title: t('duty.failed'), description: errorText(error), variant: 'destructive' }),
    });
  return (
    <div
      className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-ink/8 sm:flex-row sm:items-center sm:justify-between sm:p-5"
      data-testid="duty-card"
    >
      <div>
        <p className="font-display text-xl font-semibold text-ink" id="duty-label">
          {onDuty ? t('duty.on') : t('duty.off')}
        </p>
        <p className="mt-1 text-sm text-stone">{onDuty ? t('duty.onHint') : t('duty.offHint')}</p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={onDuty}
        aria-labelledby="duty-label"
        disabled={duty.isPending}
        onClick={toggle}
        data-testid="duty-toggle"
        className={cn(
          'inline-flex min-h-14 w-full items-center justify-center gap-3 rounded-full px-6 text-base font-semibold transition-colors disabled:opacity-60 sm:w-auto',
          onDuty
            ? 'bg-emerald-700 text-white hover:bg-emerald-800'
            : 'bg-ink/8 text-ink ring-1 ring-ink/20 hover:bg-ink/12',
        )}
      >
        <Power className="size-5 shrink-0" aria-hidden />
        {onDuty ? t('duty.goOff') : t('duty.goOn')}
      </button>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { formatWholeDollars } from '../../../booking/lib/booking-format.ts';
import { cn } from '../../../components/ui/cn.ts';

/** A published whole-dollar price, formatted for the page language, with an optional "from" label. */
export function Price({
  amount,
  from = false,
  suffix,
  className,
}: {
  /** Whole dollars; undefined while the prices load (a placeholder of the same size shows). */
  amount: number | undefined;
  from?: boolean;
  /** For example "/ 4 hours". */
  suffix?: string;
  className?: string;
}) {
  const { t, i18n } = useTranslation('marketing');
  const formatted =
    amount === undefined ? null : formatWholeDollars(amount, i18n.resolvedLanguage === 'es' ? 'es' : 'en');
  return (
    <p className={cn('flex flex-wrap items-baseline gap-x-2', className)}>
      {from && (
        <span className="text-xs font-semibold tracking-[0.18em] text-stone uppercase">
          {t('shared.from')}
        </span>
      )}
      {formatted === null ? (
        <span aria-hidden className="inline-block h-9 w-24 animate-pulse rounded-md bg-ink/10" />
      ) : (
        <span className="font-display text-4xl leading-none font-semibold text-ink" data-testid="price">
          {formatted}
        </span>
      )}
      {suffix && <span className="text-sm text-stone">{suffix}</span>}
    </p>
  );
}

import { CalendarCheck, CheckCircle2, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn.ts';
import { useAccountFormat } from '../hooks/use-account-format.ts';
import type { BookingTotals } from '../lib/booking-totals.ts';

/** Total bookings, completed trips and total spent (completed trips only). */
export function BookingSummaryCards({
  totals,
  loading = false,
  narrow = false,
  className,
}: {
  totals: BookingTotals;
  loading?: boolean;
  /** In a narrow column the icon stays above the figure at every width. */
  narrow?: boolean;
  className?: string;
}) {
  const { t } = useTranslation('account');
  const f = useAccountFormat();
  const figures = [
    { key: 'total', label: t('summary.total'), value: String(totals.total), Icon: CalendarCheck },
    { key: 'completed', label: t('summary.completed'), value: String(totals.completed), Icon: CheckCircle2 },
    { key: 'spent', label: t('summary.spent'), value: f.money(totals.spent), Icon: Wallet },
  ] as const;
  return (
    <dl
      className={cn('grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4', className)}
      aria-busy={loading || undefined}
    >
      {figures.map(({ key, label, value, Icon }) => (
        <div
          key={key}
          data-figure={key}
          className={cn(
            'relative flex min-w-0 flex-col-reverse justify-end rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink/8 sm:p-5 sm:pt-[4.75rem]',
            !narrow && 'lg:justify-center lg:pt-5 lg:pl-20',
            key === 'spent' && 'col-span-2 sm:col-span-1',
          )}
        >
          <dt className="text-[0.7rem] font-semibold tracking-[0.12em] text-stone uppercase sm:text-xs sm:tracking-[0.14em]">
            {label}
            <span
              className={cn(
                'absolute top-5 left-5 hidden size-11 items-center justify-center rounded-full bg-ivory-deep text-gold-dark sm:inline-flex',
                !narrow && 'lg:top-1/2 lg:-translate-y-1/2',
              )}
            >
              <Icon className="size-5" aria-hidden strokeWidth={1.75} />
            </span>
          </dt>
          <dd className="font-display text-3xl leading-tight font-semibold text-ink lining-nums tabular-nums">
            {loading ? <span className="inline-block h-7 w-16 animate-pulse rounded bg-ink/8" /> : value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

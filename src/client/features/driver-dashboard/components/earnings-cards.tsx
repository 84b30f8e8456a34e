import { CalendarDays, CheckCircle2, Sun, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useDriverEarnings } from '../api/driver-earnings.ts';
import { useDriverFormat } from '../hooks/use-driver-format.ts';

/** Today, this week, all time (the driver's share) and completed trips. */
export function EarningsCards() {
  const { t } = useTranslation('driver-dashboard');
  const f = useDriverFormat();
  const earnings = useDriverEarnings();
  const e = earnings.data;
  const figures = [
    { key: 'today', label: t('earnings.today'), value: e ? f.money(e.today) : '', Icon: Sun },
    { key: 'week', label: t('earnings.week'), value: e ? f.money(e.week) : '', Icon: CalendarDays },
    { key: 'allTime', label: t('earnings.allTime'), value: e ? f.money(e.allTime) : '', Icon: Wallet },
    {
      key: 'completedTrips',
      label: t('earnings.completedTrips'),
      value: e ? String(e.completedTrips) : '',
      Icon: CheckCircle2,
    },
  ] as const;
  return (
    <section aria-labelledby="earnings-title" className="grid gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="earnings-title" className="font-display text-2xl font-semibold text-ink">
          {t('earnings.title')}
        </h2>
        {e && (
          <p className="text-xs text-stone">
            {t('earnings.share', { percent: `${String(Math.round(e.share * 1000) / 10)}%` })}
          </p>
        )}
      </div>
      {earnings.isError ? (
        <p role="alert" className="rounded-2xl bg-white px-5 py-4 text-sm text-danger ring-1 ring-danger/20">
          {t('earnings.error')}{' '}
          <button type="button" className="font-semibold underline" onClick={() => void earnings.refetch()}>
            {t('retry')}
          </button>
        </p>
      ) : (
        <dl className="grid grid-cols-2 gap-3 md:grid-cols-4" aria-busy={earnings.isPending || undefined}>
          {figures.map(({ key, label, value, Icon }) => (
            <div
              key={key}
              data-figure={key}
              className="flex flex-col-reverse rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink/8 sm:p-5"
            >
              <dt className="mt-1 flex items-center gap-1.5 text-[0.6875rem] font-semibold tracking-[0.12em] text-stone uppercase">
                <Icon className="size-3.5 text-gold-dark" aria-hidden />
                {label}
              </dt>
              <dd className="font-display text-2xl leading-tight font-semibold text-ink tabular-nums sm:text-3xl">
                {earnings.isPending ? (
                  <span className="inline-block h-7 w-20 animate-pulse rounded bg-ink/8" />
                ) : (
                  value
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

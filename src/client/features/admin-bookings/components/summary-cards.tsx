import { CalendarCheck, Clock, DollarSign, Navigation } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AdminBookingSummary } from '../../../../shared/contracts/admin-bookings.ts';
import { useBookingFormat } from '../hooks/use-booking-format.ts';

/** Total bookings, pending, in progress and today's revenue (over every booking, whatever the filters). */
export function SummaryCards({ summary }: { summary: AdminBookingSummary | undefined }) {
  const { t } = useTranslation('admin-bookings');
  const f = useBookingFormat();
  const figures = [
    { key: 'total', Icon: CalendarCheck, value: summary && f.count(summary.total) },
    { key: 'pending', Icon: Clock, value: summary && f.count(summary.pending) },
    { key: 'inProgress', Icon: Navigation, value: summary && f.count(summary.inProgress) },
    { key: 'revenueToday', Icon: DollarSign, value: summary && f.money(summary.revenueToday) },
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4" aria-busy={!summary || undefined}>
      {figures.map(({ key, Icon, value }) => (
        <div
          key={key}
          data-figure={key}
          className="relative flex min-w-0 flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink/8 sm:p-5"
        >
          <dt className="flex min-h-9 items-center pr-11 text-[0.6875rem] font-semibold tracking-[0.14em] text-stone uppercase">
            {t(`summary.${key}`)}
            <span className="absolute top-4 right-4 inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-ivory-deep text-gold-dark sm:top-5 sm:right-5">
              <Icon className="size-4" aria-hidden strokeWidth={1.75} />
            </span>
          </dt>
          <dd className="min-w-0">
            <span className="block truncate font-display text-2xl leading-none font-semibold text-ink lining-nums tabular-nums sm:text-3xl">
              {value ?? <span className="inline-block h-7 w-16 animate-pulse rounded bg-ink/8" />}
            </span>
            {key === 'revenueToday' && (
              <span className="mt-2 block text-xs text-stone">{t('summary.revenueHint')}</span>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

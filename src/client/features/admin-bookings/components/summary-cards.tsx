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
          className="flex min-w-0 flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink/8 sm:p-5"
        >
          <div className="flex items-center justify-between gap-2">
            <dt className="text-[0.6875rem] font-semibold tracking-[0.14em] text-stone uppercase">
              {t(`summary.${key}`)}
            </dt>
            <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-ivory-deep text-gold-dark">
              <Icon className="size-4" aria-hidden strokeWidth={1.75} />
            </span>
          </div>
          <dd className="truncate font-display text-2xl leading-none font-semibold text-ink lining-nums tabular-nums sm:text-3xl">
            {value ?? <span className="inline-block h-7 w-16 animate-pulse rounded bg-ink/8" />}
          </dd>
          {key === 'revenueToday' && <p className="-mt-1 text-xs text-stone">{t('summary.revenueHint')}</p>}
        </div>
      ))}
    </dl>
  );
}

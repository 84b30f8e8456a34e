import { ArrowRight, MapPinned } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Analytics } from '../../../../shared/contracts/admin-analytics.ts';
import type { AnalyticsFormat } from '../hooks/use-analytics-format.ts';
import { barPercent } from '../lib/chart.ts';
import { MONEY_COLUMNS } from '../lib/format.ts';
import { ChartCard, DataTable } from './chart-card.tsx';

/**
 * Popular routes (decision 15: the specification's placeholder made real): pickup area → destination area,
 * ranked by bookings, with their revenue and a bar against the busiest.
 */
export function PopularRoutes({ routes, f }: { routes: Analytics['popularRoutes']; f: AnalyticsFormat }) {
  const { t } = useTranslation('admin-analytics');
  const max = Math.max(0, ...routes.map((r) => r.bookings));
  // The answer names areas by key (shared/domain/nyc-areas.ts); their names are the page language's.
  const area = (key: string) => t(`areas.${key}`, { defaultValue: key });
  const name = (r: Analytics['popularRoutes'][number]) => `${area(r.from)} → ${area(r.to)}`;
  const summary = routes.length
    ? t('routes.summary', { count: routes.length, top: name(routes[0]!), bookings: routes[0]!.bookings })
    : t('routes.none');
  return (
    <ChartCard
      id="routes"
      title={t('routes.title')}
      subtitle={t('routes.subtitle')}
      table={
        routes.length > 0 && (
          <DataTable
            caption={summary}
            head={[t('routes.route'), t('routes.bookings'), ...MONEY_COLUMNS.map((k) => t(`money.${k}`))]}
            rows={routes.map((r) => [
              name(r),
              f.count(r.bookings),
              ...MONEY_COLUMNS.map((k) => f.money(r[k])),
            ])}
          />
        )
      }
    >
      {routes.length === 0 ? (
        <div className="flex flex-col items-center gap-2 py-6 text-center text-sm text-stone">
          <MapPinned className="size-6 text-gold-dark" aria-hidden />
          {t('routes.none')}
        </div>
      ) : (
        <ol className="grid gap-3" aria-label={summary}>
          {routes.map((r, i) => (
            <li
              key={`${r.from}-${r.to}`}
              className="grid grid-cols-[2rem_1fr] items-start gap-x-3 gap-y-1.5"
              data-route={`${r.from}-${r.to}`}
            >
              <span
                aria-hidden
                className="row-span-2 inline-flex size-8 items-center justify-center rounded-full bg-ink text-xs font-semibold text-gold tabular-nums"
              >
                {i + 1}
              </span>
              <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5">
                <p className="flex min-w-0 flex-wrap items-center gap-x-1.5 text-sm font-semibold text-ink">
                  <span className="sr-only">{t('routes.rank', { rank: i + 1 })}</span>
                  <span>{area(r.from)}</span>
                  <ArrowRight className="size-3.5 shrink-0 text-gold-dark" aria-label={t('routes.to')} />
                  <span>{area(r.to)}</span>
                </p>
                <p className="text-sm text-ink/75 tabular-nums">
                  {t('routes.bookingsCount', { count: r.bookings, formatted: f.count(r.bookings) })} ·{' '}
                  <span className="font-semibold text-ink">{f.money(r.revenue)}</span>
                </p>
              </div>
              <div aria-hidden className="h-2 rounded-full bg-ivory-deep">
                <div
                  className="h-2 rounded-full bg-gold"
                  style={{ width: `${barPercent(r.bookings, max)}%` }}
                />
              </div>
            </li>
          ))}
        </ol>
      )}
    </ChartCard>
  );
}

import { BarChart3 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { useAdminAnalytics } from '../api/admin-analytics.ts';
import { useAnalyticsFormat } from '../hooks/use-analytics-format.ts';
import {
  matchPreset,
  newYorkToday,
  presetRange,
  readGroup,
  readRange,
  type DateRange,
  type RangePreset,
  type RevenueGroup,
} from '../lib/range.ts';
import { BreakdownCharts } from './breakdown-charts.tsx';
import { HeadlineFigures } from './headline-figures.tsx';
import { PopularRoutes } from './popular-routes.tsx';
import { RangePicker } from './range-picker.tsx';
import { RevenueChart } from './revenue-chart.tsx';

function Skeleton() {
  return (
    <div aria-hidden className="grid animate-pulse gap-4">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {Array.from({ length: 8 }, (_, i) => (
          <div key={i} className="h-24 rounded-2xl bg-white ring-1 ring-ink/8" />
        ))}
      </div>
      <div className="h-72 rounded-2xl bg-white ring-1 ring-ink/8" />
    </div>
  );
}

/**
 * /admin?tab=analytics&from=…&to=…&by=…: the headline figures of a New York date range and its charts
 * (revenue by day, week or month; bookings by status, service and vehicle; popular routes), each chart
 * also as numbers.
 */
export function AnalyticsTab() {
  const { t } = useTranslation('admin-analytics');
  const message = useErrorText();
  const f = useAnalyticsFormat();
  const [today] = useState(() => newYorkToday(new Date()));
  const [searchParams, setSearchParams] = useSearchParams();
  const range = readRange(searchParams, today);
  const group = readGroup(searchParams.get('by'), range);
  const preset = matchPreset(range, today);
  const query = useAdminAnalytics(range);
  const data = query.data;

  const update = (next: { range?: DateRange; group?: RevenueGroup | null }) =>
    setSearchParams(
      (prev) => {
        const params = new URLSearchParams(prev);
        if (next.range) {
          params.set('from', next.range.from);
          params.set('to', next.range.to);
          // A new range picks the grouping that fits it, unless one was chosen for it.
          params.delete('by');
        }
        if (next.group) params.set('by', next.group);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  const choosePreset = (p: RangePreset) => update({ range: presetRange(p, today) });

  return (
    <div className="grid gap-6" data-testid="analytics-tab">
      <div>
        <h2 className="font-display text-2xl font-semibold text-ink sm:text-3xl">{t('title')}</h2>
        <p className="mt-1 max-w-2xl text-sm text-ink/65">{t('lead', { range: f.range(range) })}</p>
      </div>

      <RangePicker
        range={range}
        preset={preset}
        today={today}
        onPreset={choosePreset}
        onChange={(r) => update({ range: r })}
      />

      {query.isError && !data ? (
        <LoadFailure
          message={message(query.error) ?? t('loadFailed')}
          onRetry={() => void query.refetch()}
          retryLabel={t('retry')}
        />
      ) : !data ? (
        <Skeleton />
      ) : (
        <div
          className={cn('grid gap-6 transition-opacity', query.isPlaceholderData && 'opacity-60')}
          aria-busy={query.isFetching || undefined}
          data-range={`${data.from}/${data.to}`}
        >
          <HeadlineFigures data={data} f={f} />
          {data.totals.bookings === 0 ? (
            <div
              className="flex flex-col items-center gap-3 rounded-2xl bg-white px-6 py-14 text-center ring-1 ring-ink/8"
              data-testid="analytics-empty"
            >
              <BarChart3 className="size-8 text-gold-dark" aria-hidden />
              <p className="font-display text-xl font-semibold text-ink">{t('empty.title')}</p>
              <p className="max-w-md text-sm text-stone">{t('empty.hint', { range: f.range(range) })}</p>
            </div>
          ) : (
            <div className="grid gap-4 lg:grid-cols-2">
              <RevenueChart
                data={data}
                range={range}
                group={group}
                onGroup={(g) => update({ group: g })}
                f={f}
              />
              <BreakdownCharts data={data} f={f} />
              <PopularRoutes routes={data.popularRoutes} f={f} />
            </div>
          )}
        </div>
      )}
    </div>
  );
}

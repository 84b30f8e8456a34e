import { useTranslation } from 'react-i18next';
import type { Analytics } from '../../../../shared/contracts/admin-analytics.ts';
import { cn } from '../../../components/ui/cn.ts';
import type { AnalyticsFormat } from '../hooks/use-analytics-format.ts';
import { useElementWidth } from '../hooks/use-element-width.ts';
import { labelEvery, niceScale } from '../lib/chart.ts';
import { REVENUE_GROUPS, type DateRange, type RevenueGroup } from '../lib/range.ts';
import { MONEY_COLUMNS } from '../lib/format.ts';
import { ChartCard, DataTable } from './chart-card.tsx';

type Bucket = Analytics['revenueByDay'][number];

const SERIES: Record<RevenueGroup, 'revenueByDay' | 'revenueByWeek' | 'revenueByMonth'> = {
  day: 'revenueByDay',
  week: 'revenueByWeek',
  month: 'revenueByMonth',
};

const PAD = { top: 12, right: 8, bottom: 26, left: 52 };

interface RevenueChartProps {
  data: Analytics;
  range: DateRange;
  group: RevenueGroup;
  onGroup: (group: RevenueGroup) => void;
  f: AnalyticsFormat;
}

/** Revenue of completed bookings by day, week or month: an SVG column chart with its numbers. */
export function RevenueChart({ data, range, group, onGroup, f }: RevenueChartProps) {
  const { t } = useTranslation('admin-analytics');
  const { ref, width } = useElementWidth<HTMLDivElement>();
  const buckets: Bucket[] = data[SERIES[group]];
  const height = width < 500 ? 190 : 240;
  const plotW = Math.max(1, width - PAD.left - PAD.right);
  const plotH = height - PAD.top - PAD.bottom;
  const { top, ticks } = niceScale(Math.max(0, ...buckets.map((b) => b.revenue)));
  const band = plotW / Math.max(1, buckets.length);
  const barW = Math.max(1, Math.min(40, band * 0.72));
  const every = labelEvery(buckets.length, plotW, group === 'month' ? 72 : 52);
  const y = (v: number) => PAD.top + plotH - (v / top) * plotH;
  const best = buckets.reduce<Bucket | null>((m, b) => (!m || b.revenue > m.revenue ? b : m), null);

  const summary = t('revenue.summary', {
    group: t(`revenue.groups.${group}`),
    range: f.range(range),
    total: f.money(data.totals.revenue),
    best:
      best && best.revenue > 0
        ? t('revenue.best', { amount: f.money(best.revenue), period: f.bucket(best.start, group) })
        : t('revenue.noRevenue'),
  });

  return (
    <ChartCard
      id="revenue"
      title={t('revenue.title')}
      subtitle={t('revenue.subtitle')}
      className="lg:col-span-2"
      actions={
        <div
          role="group"
          aria-label={t('revenue.groupLabel')}
          className="inline-flex rounded-full bg-ivory p-1 ring-1 ring-ink/8"
        >
          {REVENUE_GROUPS.map((g) => (
            <button
              key={g}
              type="button"
              aria-pressed={g === group}
              data-group={g}
              onClick={() => onGroup(g)}
              className={cn(
                'rounded-full px-3 py-1 text-xs font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-gold',
                g === group ? 'bg-ink text-ivory' : 'text-ink/70 hover:text-ink',
              )}
            >
              {t(`revenue.groups.${g}`)}
            </button>
          ))}
        </div>
      }
      table={
        <DataTable
          caption={summary}
          head={[
            t(`revenue.period.${group}`),
            ...MONEY_COLUMNS.map((k) => t(`money.${k}`)),
            t('revenue.bookings'),
            t('revenue.completed'),
          ]}
          rows={buckets.map((b) => [
            f.bucket(b.start, group),
            ...MONEY_COLUMNS.map((k) => f.money(b[k])),
            f.count(b.bookings),
            f.count(b.completed),
          ])}
        />
      }
    >
      <div ref={ref} className="w-full">
        <svg
          role="img"
          aria-label={summary}
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          className="block max-w-full overflow-visible text-[11px]"
          data-testid="revenue-svg"
        >
          {ticks.map((tick) => (
            <g key={tick}>
              <line
                x1={PAD.left}
                x2={width - PAD.right}
                y1={y(tick)}
                y2={y(tick)}
                className="stroke-ink/10"
                strokeDasharray={tick === 0 ? undefined : '3 3'}
              />
              <text
                x={PAD.left - 8}
                y={y(tick)}
                dy="0.32em"
                textAnchor="end"
                className="fill-stone tabular-nums"
              >
                {f.compactMoney(tick)}
              </text>
            </g>
          ))}
          {buckets.map((b, i) => {
            const x = PAD.left + i * band + (band - barW) / 2;
            const h = Math.max(b.revenue > 0 ? 2 : 0, PAD.top + plotH - y(b.revenue));
            return (
              <g key={b.start} data-bucket={b.start}>
                <rect
                  x={x}
                  y={PAD.top + plotH - h}
                  width={barW}
                  height={h}
                  rx={Math.min(4, barW / 3)}
                  className="fill-gold"
                >
                  <title>{`${f.bucket(b.start, group)}: ${f.money(b.revenue)} · ${t('revenue.bookingsCount', { count: b.bookings })}`}</title>
                </rect>
                {i % every === 0 && (
                  <text x={x + barW / 2} y={height - 8} textAnchor="middle" className="fill-stone">
                    {f.bucket(b.start, group)}
                  </text>
                )}
              </g>
            );
          })}
        </svg>
      </div>
    </ChartCard>
  );
}

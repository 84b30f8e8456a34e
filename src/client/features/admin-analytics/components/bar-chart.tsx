import { barPercent } from '../lib/chart.ts';
import { ChartCard, DataTable } from './chart-card.tsx';

export interface BarRow {
  key: string;
  label: string;
  value: number;
  /** What the bar's end reads ("5 · $1,234.50"). */
  valueText: string;
  /** A fill class for this bar (the status colours); gold by default. */
  fill?: string;
}

interface BarChartProps {
  id: string;
  title: string;
  subtitle?: string;
  /** The chart's spoken summary (role="img"). */
  summary: string;
  rows: BarRow[];
  /** The data table's head and rows (the exact figures). */
  head: string[];
  table: string[][];
  empty: string;
}

const ROW = 44;

/**
 * Horizontal bars in one inline SVG: each row's label and figure above a bar sized against the largest.
 * The bars are drawn in percentages of the SVG's own width, so the chart follows its card without measuring.
 */
export function BarChart({ id, title, subtitle, summary, rows, head, table, empty }: BarChartProps) {
  const max = Math.max(0, ...rows.map((r) => r.value));
  return (
    <ChartCard
      id={id}
      title={title}
      subtitle={subtitle}
      table={rows.length > 0 && <DataTable caption={summary} head={head} rows={table} />}
    >
      {rows.length === 0 ? (
        <p className="py-6 text-center text-sm text-stone">{empty}</p>
      ) : (
        <svg
          role="img"
          aria-label={summary}
          width="100%"
          height={rows.length * ROW}
          className="block text-[12px]"
          data-testid={`${id}-svg`}
        >
          {rows.map((r, i) => (
            <g key={r.key} data-row={r.key} transform={`translate(0 ${i * ROW})`}>
              <text x="0" y="14" className="fill-ink font-medium">
                {r.label}
              </text>
              <text x="100%" y="14" textAnchor="end" className="fill-ink/70 tabular-nums">
                {r.valueText}
              </text>
              <rect x="0" y="21" width="100%" height="10" rx="5" className="fill-ivory-deep" />
              <rect
                x="0"
                y="21"
                width={`${barPercent(r.value, max)}%`}
                height="10"
                rx="5"
                className={r.fill ?? 'fill-gold'}
              />
            </g>
          ))}
        </svg>
      )}
    </ChartCard>
  );
}

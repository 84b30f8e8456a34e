import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn.ts';

interface ChartCardProps {
  id: string;
  title: string;
  subtitle?: ReactNode;
  /** Beside the title (the revenue grouping switch). */
  actions?: ReactNode;
  children: ReactNode;
  /** The chart's numbers as a table, behind a "Show the numbers" toggle. */
  table?: ReactNode;
  className?: string;
}

/** A chart's white card: title, the chart, and its data table for screen readers and exact figures. */
export function ChartCard({ id, title, subtitle, actions, children, table, className }: ChartCardProps) {
  const { t } = useTranslation('admin-analytics');
  return (
    <section
      aria-labelledby={`${id}-title`}
      data-chart={id}
      className={cn(
        'flex min-w-0 flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink/8 sm:p-5',
        className,
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={`${id}-title`} className="font-display text-xl font-semibold text-ink">
            {title}
          </h3>
          {subtitle && <p className="text-xs text-stone">{subtitle}</p>}
        </div>
        {actions}
      </div>
      {children}
      {table && (
        <details className="group mt-auto border-t border-ink/8 pt-3">
          <summary className="inline-flex cursor-pointer list-none items-center gap-1.5 rounded-sm text-sm font-semibold text-gold-dark hover:underline focus-visible:outline-2 focus-visible:outline-gold [&::-webkit-details-marker]:hidden">
            <ChevronDown className="size-4 transition-transform group-open:rotate-180" aria-hidden />
            {t('table.toggle')}
          </summary>
          <div className="mt-3 max-h-80 overflow-auto">{table}</div>
        </details>
      )}
    </section>
  );
}

/** A plain numbers table: the first column names the row, the others are right-aligned figures. */
export function DataTable({ caption, head, rows }: { caption: string; head: string[]; rows: string[][] }) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-ink/10 text-xs text-stone">
          {head.map((h, i) => (
            <th key={h} scope="col" className={cn('py-1.5 pr-3 font-semibold', i > 0 && 'text-right')}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row[0]} className="border-b border-ink/5 last:border-0">
            {row.map((cell, i) =>
              i === 0 ? (
                <th key={i} scope="row" className="py-1.5 pr-3 font-medium text-ink">
                  {cell}
                </th>
              ) : (
                <td key={i} className="py-1.5 pr-3 text-right text-ink/85 tabular-nums">
                  {cell}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

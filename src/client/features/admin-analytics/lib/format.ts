import { formatMoney, intlLocale, type Language } from '../../../booking/lib/booking-format.ts';
import { parseYmd, type DateRange, type RevenueGroup } from './range.ts';

/** Analytics' numbers in the page language: dollars with cents, compact axis money, shares, calendar dates. */

export { formatMoney };

/** "$1.2K", "$350" (an axis label). */
export function formatCompactMoney(dollars: number, language: Language): string {
  return new Intl.NumberFormat(intlLocale(language), {
    style: 'currency',
    currency: 'USD',
    notation: 'compact',
    maximumFractionDigits: dollars >= 1000 ? 1 : 0,
  }).format(dollars);
}

export function formatCount(n: number, language: Language): string {
  return new Intl.NumberFormat(intlLocale(language)).format(n);
}

/** A share 0-1 as a percentage with at most one decimal ("12.5%"). */
export function formatShare(share: number, language: Language): string {
  return new Intl.NumberFormat(intlLocale(language), { style: 'percent', maximumFractionDigits: 1 }).format(
    share,
  );
}

const calendar = (value: string, language: Language, options: Intl.DateTimeFormatOptions) => {
  const d = parseYmd(value.slice(0, 10));
  return d ? new Intl.DateTimeFormat(intlLocale(language), { timeZone: 'UTC', ...options }).format(d) : value;
};

/** A bucket's label: "Mar 5" for a day or a week (its first day), "Mar 2026" for a month. */
export function formatBucket(start: string, group: RevenueGroup, language: Language): string {
  return group === 'month'
    ? calendar(start, language, { month: 'short', year: 'numeric' })
    : calendar(start, language, { month: 'short', day: 'numeric' });
}

/** "Mar 5, 2026". */
export function formatCalendarDay(value: string, language: Language): string {
  return calendar(value, language, { month: 'short', day: 'numeric', year: 'numeric' });
}

/** "Feb 4 – Mar 5, 2026" (Intl's own range format in the page language). */
export function formatRange(range: DateRange, language: Language): string {
  const from = parseYmd(range.from);
  const to = parseYmd(range.to);
  if (!from || !to) return `${range.from} – ${range.to}`;
  return new Intl.DateTimeFormat(intlLocale(language), {
    timeZone: 'UTC',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).formatRange(from, to);
}

/** Net revenue, gross, the chauffeurs' share and the margin: the tables' money columns (decision 044). */
export const MONEY_COLUMNS = ['revenue', 'gross', 'driverShare', 'margin'] as const;

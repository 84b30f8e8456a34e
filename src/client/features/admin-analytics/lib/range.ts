import { ANALYTICS_MAX_DAYS } from '../../../../shared/contracts/admin-analytics.ts';

/**
 * The analytics date range: New York calendar dates (YYYY-MM-DD), both ends inclusive, kept in the address
 * beside the tab (`?tab=analytics&from=2026-03-01&to=2026-03-31`). The presets are computed from New York's
 * today; a range the address cannot hold (malformed, reversed, too long) falls back to the last 30 days.
 */

export const RANGE_PRESETS = ['last7', 'last30', 'thisMonth', 'thisYear', 'last12Months'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];
export const DEFAULT_PRESET: RangePreset = 'last30';

export interface DateRange {
  from: string;
  to: string;
}

const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** The calendar date in New York at `now`. */
export { nyCalendarDate as newYorkToday } from '../../../lib/new-york-date.ts';

/** A YYYY-MM-DD as a UTC noon Date (calendar arithmetic without zones); null when it is not a real date. */
export function parseYmd(value: string | null | undefined): Date | null {
  const m = value ? YMD.exec(value) : null;
  if (!m) return null;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 12));
  return d.toISOString().slice(0, 10) === value ? d : null;
}

const ymd = (d: Date) => d.toISOString().slice(0, 10);

export function addDays(value: string, days: number): string {
  const d = parseYmd(value);
  if (!d) return value;
  return ymd(new Date(d.getTime() + days * DAY_MS));
}

/** Days in the range, both ends counted (a single day is 1). */
export function rangeDays(range: DateRange): number {
  const from = parseYmd(range.from);
  const to = parseYmd(range.to);
  if (!from || !to) return 0;
  return Math.round((to.getTime() - from.getTime()) / DAY_MS) + 1;
}

export function presetRange(preset: RangePreset, today: string): DateRange {
  const [year, month] = today.split('-');
  switch (preset) {
    case 'last7':
      return { from: addDays(today, -6), to: today };
    case 'last30':
      return { from: addDays(today, -29), to: today };
    case 'thisMonth':
      return { from: `${year}-${month}-01`, to: today };
    case 'thisYear':
      return { from: `${year}-01-01`, to: today };
    case 'last12Months': {
      // This month and the 11 before it, whole months from their first day.
      const start = new Date(Date.UTC(Number(year), Number(month) - 1 - 11, 1, 12));
      return { from: ymd(start), to: today };
    }
  }
}

/** Why a range cannot be asked for, or null when it can. */
export function rangeProblem(range: DateRange): 'invalid' | 'reversed' | 'tooLong' | null {
  if (!parseYmd(range.from) || !parseYmd(range.to)) return 'invalid';
  const days = rangeDays(range);
  if (days < 1) return 'reversed';
  if (days > ANALYTICS_MAX_DAYS) return 'tooLong';
  return null;
}

/** The range in the address, or the default preset's. */
export function readRange(params: URLSearchParams, today: string): DateRange {
  const range = { from: params.get('from') ?? '', to: params.get('to') ?? '' };
  return rangeProblem(range) === null ? range : presetRange(DEFAULT_PRESET, today);
}

/** The preset a range is, if it is one (so its button shows as chosen). */
export function matchPreset(range: DateRange, today: string): RangePreset | null {
  return (
    RANGE_PRESETS.find((p) => {
      const r = presetRange(p, today);
      return r.from === range.from && r.to === range.to;
    }) ?? null
  );
}

export const REVENUE_GROUPS = ['day', 'week', 'month'] as const;
export type RevenueGroup = (typeof REVENUE_GROUPS)[number];

/** The revenue chart's grouping: the address's choice, else one that fits the range (≈ 5-60 columns). */
export function readGroup(value: string | null, range: DateRange): RevenueGroup {
  if ((REVENUE_GROUPS as readonly string[]).includes(value ?? '')) return value as RevenueGroup;
  const days = rangeDays(range);
  return days <= 45 ? 'day' : days <= 200 ? 'week' : 'month';
}

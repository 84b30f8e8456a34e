/**
 * The chauffeurs' pay weeks: Monday 00:00 to the next Monday 00:00, New York time, named by their Monday
 * ("2026-03-09"). The bounds are instants computed from New York wall clocks, so a week that holds a daylight
 * saving change is 167 or 169 hours long, never off by one.
 */
import { nyLocalToInstant, nyWallClock } from './new-york-time.ts';

/** "YYYY-MM-DD", a real calendar date. */
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function parseDate(value: string): { year: number; month: number; day: number } | null {
  const m = DATE.exec(value);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const at = new Date(Date.UTC(year, month - 1, day));
  if (at.getUTCFullYear() !== year || at.getUTCMonth() !== month - 1 || at.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** True when `value` is a real date that falls on a Monday (the name of a pay week). */
export function isWeekStart(value: string): boolean {
  const d = parseDate(value);
  return d !== null && new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay() === 1;
}

/** The Monday of the New York week that holds `at`. */
export function weekStartOf(at: Date): string {
  const w = nyWallClock(at);
  const back = (w.weekday + 6) % 7; // days since Monday
  return new Date(Date.UTC(w.year, w.month - 1, w.day - back)).toISOString().slice(0, 10);
}

/** The week `weeks` weeks after (or before, negative) the week named `weekStart`. */
export function addWeeks(weekStart: string, weeks: number): string {
  const d = parseDate(weekStart);
  if (!d) throw new RangeError(`Invalid week ${weekStart}`);
  return new Date(Date.UTC(d.year, d.month - 1, d.day + weeks * 7)).toISOString().slice(0, 10);
}

/** The instants a week covers: [startsAt, endsAt), New York midnight to New York midnight. */
export function weekBounds(weekStart: string): { startsAt: Date; endsAt: Date } {
  const d = parseDate(weekStart);
  if (!d || !isWeekStart(weekStart)) throw new RangeError(`Invalid week ${weekStart}`);
  const next = new Date(Date.UTC(d.year, d.month - 1, d.day + 7));
  return {
    startsAt: nyLocalToInstant(d.year, d.month, d.day),
    endsAt: nyLocalToInstant(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate()),
  };
}

/** The week's Sunday ("2026-03-15" for the week of 2026-03-09). */
export function weekEndDate(weekStart: string): string {
  return shiftDays(weekStart, 6);
}

function shiftDays(date: string, days: number): string {
  const d = parseDate(date);
  if (!d) throw new RangeError(`Invalid date ${date}`);
  return new Date(Date.UTC(d.year, d.month - 1, d.day + days)).toISOString().slice(0, 10);
}

/**
 * The months of the TLC trip records (issue 37, decision 34): New York calendar months, named "YYYY-MM". A month
 * runs from New York midnight on its first day to New York midnight on the first day of the next, so a month
 * that holds a daylight-saving change is an hour shorter or longer, never off by one. The records of a month
 * are due to the TLC by the last day of the following month.
 */
import { nyLocalToInstant, nyWallClock } from './new-york-time.ts';

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The first month a base could file (the TLC's electronic trip records began in 2015): older is a typo. */
const FIRST_YEAR = 2015;

function parseMonth(month: string): { year: number; month: number } | null {
  const m = MONTH.exec(month);
  if (!m) return null;
  const year = Number(m[1]);
  return year >= FIRST_YEAR ? { year, month: Number(m[2]) } : null;
}

const pad = (n: number) => String(n).padStart(2, '0');
const name = (year: number, month: number) => `${year}-${pad(month)}`;

/** True for "YYYY-MM", a real month from 2015 on. */
export function isTripRecordMonth(value: string): boolean {
  return parseMonth(value) !== null;
}

/** The New York month that holds `at` ("2026-03"). */
export function nyMonthOf(at: Date): string {
  const w = nyWallClock(at);
  return name(w.year, w.month);
}

/** The month `months` after (negative: before) `month`. */
export function addMonths(month: string, months: number): string {
  const p = parseMonth(month);
  if (!p) throw new RangeError(`Invalid month ${month}`);
  const index = p.year * 12 + (p.month - 1) + months;
  return name(Math.floor(index / 12), (index % 12) + 1);
}

/** The month's first and last calendar days ("2026-02-01", "2026-02-28"). */
export function monthDays(month: string): { first: string; last: string } {
  const p = parseMonth(month);
  if (!p) throw new RangeError(`Invalid month ${month}`);
  const lastDay = new Date(Date.UTC(p.year, p.month, 0)).getUTCDate();
  return { first: `${name(p.year, p.month)}-01`, last: `${name(p.year, p.month)}-${pad(lastDay)}` };
}

/** The instants the month covers: [startsAt, endsAt), New York midnight to New York midnight. */
export function monthBounds(month: string): { startsAt: Date; endsAt: Date } {
  const p = parseMonth(month);
  if (!p) throw new RangeError(`Invalid month ${month}`);
  const next = parseMonth(addMonths(month, 1))!;
  return {
    startsAt: nyLocalToInstant(p.year, p.month, 1),
    endsAt: nyLocalToInstant(next.year, next.month, 1),
  };
}

/** The day the month's records are due at the TLC: the last day of the following month. */
export function tripRecordsDueDate(month: string): string {
  return monthDays(addMonths(month, 1)).last;
}

/**
 * Wall-clock time in America/New_York from an instant, and back, with no date library.
 *
 * From 2007 on, the offset comes from the federal rule (Energy Policy Act of 2005): daylight time from 2:00 EST
 * on the second Sunday of March to 2:00 EDT on the first Sunday of November. Before 2007 it is whatever the
 * runtime's time-zone database (`Intl`) says. The rule is plain arithmetic: the first `Intl.DateTimeFormat` a
 * page makes loads the browser's ICU data (35 ms on a fast machine, four times that on a phone), and the
 * booking steps read the New York clock in their first render. A test compares the rule with `Intl` for every
 * hour from 2007 to 2045 and every minute around each change, so a change of the law shows up there as soon
 * as the time-zone database has it.
 */

export const NEW_YORK_TZ = 'America/New_York';

export interface NyWallClock {
  year: number;
  /** 1-12 */
  month: number;
  /** 1-31 */
  day: number;
  /** 0 = Sunday … 6 = Saturday */
  weekday: number;
  /** 0-23 */
  hour: number;
  minute: number;
  second: number;
  /** Minutes since local midnight, 0-1439. */
  minuteOfDay: number;
  /** Local calendar date, YYYY-MM-DD. */
  date: string;
}

// Building a DateTimeFormat is far slower than using one: keep a single instance.
let formatter: Intl.DateTimeFormat | null = null;
function nyFormatter(): Intl.DateTimeFormat {
  formatter ??= new Intl.DateTimeFormat('en-US', {
    timeZone: NEW_YORK_TZ,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  return formatter;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * The last instants asked for: a quote asks the same pickup time for every vehicle and every rule (tolls' peak
 * hours, surcharges), and formatToParts is the slow part. Answers are frozen, so sharing them is safe.
 */
const recent = new Map<number, NyWallClock>();
const RECENT_MAX = 256;

/** The New York calendar date and clock time at an instant. */
export function nyWallClock(at: Date): NyWallClock {
  const ms = at.getTime();
  if (!Number.isFinite(ms)) throw new RangeError('Invalid date');
  const known = recent.get(ms);
  if (known) return known;
  const clock = computeWallClock(at);
  if (recent.size >= RECENT_MAX) recent.clear();
  recent.set(ms, clock);
  return clock;
}

/** The first year the current daylight-saving rule applies (the one before it ran April to October). */
const RULE_FROM_YEAR = 2007;

/** The day of the month of the first Sunday on or after `day` (UTC calendar arithmetic). */
function sundayOnOrAfter(year: number, monthIndex: number, day: number): number {
  const weekday = new Date(Date.UTC(year, monthIndex, day)).getUTCDay();
  return day + ((7 - weekday) % 7);
}

/** "2026-03-08 14:30": a New York wall-clock time that reads alike in English and Spanish (and in a CSV). */
export function nyStamp(at: Date): string {
  const w = nyWallClock(at);
  return `${w.date} ${String(w.hour).padStart(2, '0')}:${String(w.minute).padStart(2, '0')}`;
}

/**
 * New York's offset from UTC in minutes at an instant by the federal rule, or null before 2007 (or for an
 * invalid instant). The UTC year is New York's too whenever it matters: the changes are months away from New
 * Year.
 */
export function ruleOffsetMinutes(ms: number): number | null {
  const year = new Date(ms).getUTCFullYear();
  // An invalid date (NaN) is left to the wall clock, which refuses it.
  if (!(year >= RULE_FROM_YEAR)) return null;
  // 2:00 EST (07:00 UTC) on the second Sunday of March; 2:00 EDT (06:00 UTC) on the first Sunday of November.
  const start = Date.UTC(year, 2, sundayOnOrAfter(year, 2, 8), 7);
  const end = Date.UTC(year, 10, sundayOnOrAfter(year, 10, 1), 6);
  return ms >= start && ms < end ? -240 : -300;
}

function computeWallClock(at: Date): NyWallClock {
  const offset = ruleOffsetMinutes(at.getTime());
  return offset === null ? intlWallClock(at) : ruleWallClock(at, offset);
}

function ruleWallClock(at: Date, offset: number): NyWallClock {
  const local = new Date(at.getTime() + offset * 60_000);
  return wallClock(
    local.getUTCFullYear(),
    local.getUTCMonth() + 1,
    local.getUTCDate(),
    local.getUTCHours(),
    local.getUTCMinutes(),
    local.getUTCSeconds(),
  );
}

/** The time-zone database's reading (instants before 2007, and the tests' reference). */
export function intlWallClock(at: Date): NyWallClock {
  const parts: Record<string, number> = {};
  for (const p of nyFormatter().formatToParts(at)) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  const year = parts.year ?? 0;
  const month = parts.month ?? 1;
  const day = parts.day ?? 1;
  // Some engines print midnight as 24 even with h23; normalise.
  const hour = (parts.hour ?? 0) % 24;
  return wallClock(year, month, day, hour, parts.minute ?? 0, parts.second ?? 0);
}

function wallClock(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second: number,
): NyWallClock {
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return Object.freeze({
    year,
    month,
    day,
    weekday,
    hour,
    minute,
    second,
    minuteOfDay: hour * 60 + minute,
    date: `${pad(year, 4)}-${pad(month)}-${pad(day)}`,
  });
}

/** New York's offset from UTC at an instant, in minutes (-300 in winter, -240 in summer). */
export function nyOffsetMinutes(at: Date): number {
  const rule = ruleOffsetMinutes(at.getTime());
  if (rule !== null) return rule;
  const w = nyWallClock(at);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  const exact = Math.floor(at.getTime() / 1000) * 1000;
  return Math.round((asUtc - exact) / 60_000);
}

/**
 * The instant at which New York clocks show the given local date and time. A time skipped by the spring
 * change (02:00-02:59 on the second Sunday of March) resolves to the same clock reading in the earlier offset
 * (an hour later on the clock); a time repeated in November resolves to its first occurrence (daylight time).
 */
export function nyLocalToInstant(
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
  second = 0,
): Date {
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  // Try both offsets that apply that day; keep the first that reads back as the requested wall time.
  const before = nyOffsetMinutes(new Date(wall - 36 * 3_600_000));
  const after = nyOffsetMinutes(new Date(wall + 36 * 3_600_000));
  const offsets = [...new Set([Math.max(before, after), Math.min(before, after)])];
  for (const offset of offsets) {
    const candidate = new Date(wall - offset * 60_000);
    if (nyOffsetMinutes(candidate) === offset) return candidate;
  }
  return new Date(wall - Math.min(before, after) * 60_000);
}

/**
 * A New York wall-clock date (yyyy-mm-dd) and time (HH:mm) as an ISO instant; undefined when either part is
 * missing or is not a real date or time (2030-02-31, 24:00).
 */
export function nyInstantIso(date: string | undefined, time: string | undefined): string | undefined {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date ?? '');
  const t = /^(\d{2}):(\d{2})$/.exec(time ?? '');
  if (!d || !t) return undefined;
  const [year, month, day, hour, minute] = [d[1], d[2], d[3], t[1], t[2]].map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  if (hour > 23 || minute > 59) return undefined;
  const calendar = new Date(Date.UTC(year, month - 1, day));
  if (calendar.getUTCMonth() !== month - 1 || calendar.getUTCDate() !== day) return undefined;
  return nyLocalToInstant(year, month, day, hour, minute).toISOString();
}

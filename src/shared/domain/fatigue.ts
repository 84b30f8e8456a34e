/**
 * Rested chauffeurs (issue 37, PRODUCT decision 33), the TLC rules against fatigued driving: no chauffeur carries
 * passengers for more than 10 hours in any rolling 24 hours, or for more than 60 hours in a calendar week (Monday
 * 00:00 to the next Monday 00:00, New York time: the pay weeks of `settlement-week.ts`, 167 or 169 hours long when
 * they hold a daylight-saving change). Exactly at a limit (10 h 00 min, 60 h 00 min) is allowed; over it is not.
 *
 * Passenger time is a set of instants: the caller passes intervals [start, end) (from "passenger on board" to
 * "completed", or trip start to completion where a trip has no stages; expected times for trips not yet driven).
 * Worked intervals that overlap are merged, so no instant counts twice. The proposed trip is a different trip:
 * its time counts in full, even where it overlaps worked time (a chauffeur cannot carry two trips at once, so an
 * overlap means the caller passed the trip itself among the worked ones, or the overlap rule of
 * `ride-overlap.ts` will refuse it anyway; counting it in full errs on the side of rest).
 *
 * Only the windows and weeks that hold some of the proposed trip are judged: a day or week already over the limit
 * elsewhere (a trip that ran long last month) is not the new trip's doing and does not refuse it.
 *
 * Pure and isomorphic; times are epoch milliseconds inside, answers are Dates (instants) and milliseconds.
 */
import { addWeeks, weekBounds, weekStartOf } from './settlement-week.ts';

const HOUR = 3_600_000;

/** The most passenger time in any rolling DAILY_WINDOW_MS. */
export const DAILY_LIMIT_MS = 10 * HOUR;
export const DAILY_WINDOW_MS = 24 * HOUR;
/** The most passenger time in a New York calendar week (Monday 00:00 to Monday 00:00). */
export const WEEKLY_LIMIT_MS = 60 * HOUR;

/** Passenger time [start, end): Dates or epoch milliseconds. */
export interface Interval {
  start: Date | number;
  end: Date | number;
}

export type FatigueLimit = 'daily' | 'weekly';

export type FatigueVerdict =
  | { ok: true }
  | {
      ok: false;
      /** The rule the trip breaks where it was asked for: 'daily' when it breaks both. */
      limit: FatigueLimit;
      /**
       * The earliest instant at or after the proposed start at which a trip of the same duration passes both
       * rules ("the chauffeur is free again at …"). Starting there the trip is accepted; starting at any instant
       * between the proposed start and freeAt it is refused. Null when no start ever works: the trip alone is
       * longer than the daily limit.
       */
      freeAt: Date | null;
    };

export interface HoursLeft {
  /**
   * Milliseconds of passenger time the chauffeur could drive starting now, in one go, without breaking the daily
   * rule: the longest trip [now, now + today) that `fatigueCheck` accepts on the daily rule (whole milliseconds,
   * 0 to DAILY_LIMIT_MS). Worked time later than now (trips already accepted) counts. This is more than "10 h
   * minus the last 24 hours" when the earliest of those hours roll out of the window while the chauffeur drives.
   */
  today: number;
  /**
   * WEEKLY_LIMIT_MS less the passenger time of the New York week that holds now, later trips of that week
   * included (never below 0).
   */
  week: number;
}

type Span = readonly [start: number, end: number];

function instant(value: Date | number): number {
  const ms = value instanceof Date ? value.getTime() : value;
  if (!Number.isFinite(ms)) throw new RangeError('Invalid instant');
  return ms;
}

function span(i: Interval): Span {
  const start = instant(i.start);
  const end = instant(i.end);
  if (end < start) throw new RangeError('An interval ends before it starts');
  return [start, end];
}

/**
 * The worked passenger time, merged into disjoint spans sorted by time, with the running total before each span
 * so that the time inside any range is two binary searches away.
 */
class PassengerTime {
  readonly spans: Span[] = [];
  /** before[i]: the passenger time of spans[0 .. i-1]. */
  private readonly before: number[] = [];

  constructor(worked: readonly Interval[]) {
    const sorted = worked
      .map(span)
      .filter(([start, end]) => end > start)
      .sort((a, b) => a[0] - b[0]);
    let total = 0;
    for (const [start, end] of sorted) {
      const last = this.spans.at(-1);
      if (last && start <= last[1]) {
        if (end > last[1]) {
          total += end - last[1];
          this.spans[this.spans.length - 1] = [last[0], end];
        }
      } else {
        this.before.push(total);
        this.spans.push([start, end]);
        total += end - start;
      }
    }
  }

  /** The number of spans that start before x. */
  private startingBefore(x: number): number {
    let lo = 0;
    let hi = this.spans.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.spans[mid]?.[0] ?? Infinity) < x) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Passenger time before the instant x. */
  private upTo(x: number): number {
    const i = this.startingBefore(x) - 1;
    const s = this.spans[i];
    if (!s) return 0;
    return (this.before[i] ?? 0) + Math.min(x, s[1]) - s[0];
  }

  /** Passenger time in [from, to). */
  between(from: number, to: number): number {
    return to > from ? this.upTo(to) - this.upTo(from) : 0;
  }

  /** Passenger time in the rolling window [a, a + 24 h). */
  window(a: number): number {
    return this.between(a, a + DAILY_WINDOW_MS);
  }

  /**
   * The most passenger time in a rolling window starting in [from, to] (from <= to).
   *
   * Candidates suffice: window(a) is continuous and piecewise linear in a, with slope (a + 24 h is passenger
   * time) - (a is passenger time), so -1, 0 or 1, and its largest value over [from, to] is at from, at to, or at
   * a window starting where a span starts. From any other window, slide: while its start is in a gap, moving
   * right loses nothing, so go right until the start reaches a span's start or `to`; while its start is inside a
   * span, moving left gains at the start at least what the end loses, so go left until the start reaches that
   * span's start or `from`. Neither move lowers the count. (Windows ending at a span's end, the usual other
   * candidates, are covered by the same slides.) So the check is O(k log n) for the k spans starting in range.
   */
  maxWindow(from: number, to: number): number {
    let max = Math.max(this.window(from), this.window(to));
    for (let i = this.startingBefore(from); i < this.spans.length; i++) {
      const s = this.spans[i];
      if (!s || s[0] > to) break;
      max = Math.max(max, this.window(s[0]));
    }
    return max;
  }

  /** Every instant where window(a)'s slope can change, sorted. */
  windowBreakpoints(): number[] {
    const points = this.spans.flatMap(([start, end]) => [
      start - DAILY_WINDOW_MS,
      end - DAILY_WINDOW_MS,
      start,
      end,
    ]);
    return [...new Set(points)].sort((a, b) => a - b);
  }
}

/*
 * The daily rule for a trip [t, t + d), d <= 10 h. A window [a, a + 24 h) holds some of the trip when
 * t - 24 h < a < t + d. For a in [t + d - 24 h, t] it holds the whole trip: worked(a) + d. Further right (a in
 * (t, t + d)) it holds t + d - a of the trip, which falls at slope -1 while worked(a) rises at slope 1 at most:
 * never more than at a = t. Symmetrically on the left. So the trip keeps the rule exactly when
 *
 *     max { worked(a) : t + d - 24 h <= a <= t }  <=  10 h - d.
 */
function breaksDaily(worked: PassengerTime, start: number, duration: number): boolean {
  if (duration > DAILY_LIMIT_MS) return true;
  return worked.maxWindow(start + duration - DAILY_WINDOW_MS, start) > DAILY_LIMIT_MS - duration;
}

/** The instants [startsAt, endsAt) of the New York weeks that hold some of [from, to), in order. */
function weeksOver(from: number, to: number, cache: Map<string, Span>): Span[] {
  const weeks: Span[] = [];
  let name = weekStartOf(new Date(from));
  for (;;) {
    let bounds = cache.get(name);
    if (!bounds) {
      const { startsAt, endsAt } = weekBounds(name);
      bounds = [startsAt.getTime(), endsAt.getTime()];
      cache.set(name, bounds);
    }
    weeks.push(bounds);
    if (bounds[1] >= to) return weeks;
    name = addWeeks(name, 1);
  }
}

function breaksWeekly(worked: PassengerTime, start: number, end: number, cache: Map<string, Span>): boolean {
  return weeksOver(start, end, cache).some(([weekStart, weekEnd]) => {
    const trip = Math.min(end, weekEnd) - Math.max(start, weekStart);
    return trip > 0 && worked.between(weekStart, weekEnd) + trip > WEEKLY_LIMIT_MS;
  });
}

/*
 * freeAt. A start t is refused when it lies in one of a few open intervals of starts, one per stretch of too much
 * worked time; the answer is the first instant at or after the proposed start outside all of them.
 *
 * Daily: with c = 10 h - d, the windows a with worked(a) > c form open stretches (p, q) (worked(a) is continuous).
 * A start t is refused when [t + d - 24 h, t] meets one, so for t in (p, q + 24 h - d). worked(a) is linear
 * between its breakpoints with slope -1, 0 or 1, so p and q are found exactly from the values at the breakpoints.
 *
 * Weekly: a week [A, E) with worked time w leaves r = max(0, 60 h - w); a trip of duration d puts
 * min(t + d, E) - max(t, A) of itself in the week, more than r for t in (A - d + r, E - r) (none when r >= d).
 */
function refusedStarts(worked: PassengerTime, duration: number, cache: Map<string, Span>): Span[] {
  const refused: Span[] = [];
  const c = DAILY_LIMIT_MS - duration;
  const points = worked.windowBreakpoints();
  let opened: number | null = null;
  let prev: { a: number; v: number } | null = null;
  for (const a of points) {
    const v = worked.window(a);
    if (prev) {
      if (opened === null && v > c) opened = prev.a + (c - prev.v); // rising at slope 1 through c
      if (opened !== null && v <= c) {
        const closed = prev.a + (prev.v - c); // falling at slope 1 through c
        refused.push([opened, closed + DAILY_WINDOW_MS - duration]);
        opened = null;
      }
    }
    prev = { a, v };
  }
  // The last breakpoint is the last span's end, where worked(a) is 0 <= c: every stretch was closed.

  const seen = new Set<number>();
  for (const [start, end] of worked.spans) {
    for (const [weekStart, weekEnd] of weeksOver(start, end, cache)) {
      if (seen.has(weekStart)) continue;
      seen.add(weekStart);
      const left = Math.max(0, WEEKLY_LIMIT_MS - worked.between(weekStart, weekEnd));
      if (left < duration) refused.push([weekStart - duration + left, weekEnd - left]);
    }
  }
  return refused.sort((x, y) => x[0] - y[0]);
}

function firstFreeStart(worked: PassengerTime, start: number, duration: number, cache: Map<string, Span>) {
  if (duration > DAILY_LIMIT_MS) return null;
  let t = start;
  for (const [from, to] of refusedStarts(worked, duration, cache)) {
    if (from >= t) break; // sorted by their starts: t is in none of the rest
    t = Math.max(t, to);
  }
  return t;
}

/**
 * Whether the chauffeur may take a trip whose passenger time is `proposed`, having `worked` (past and already
 * accepted passenger time): refused when some rolling 24 hours holding part of the trip would hold more than
 * 10 hours, or some New York week holding part of it more than 60 hours. An empty trip is always accepted.
 */
export function fatigueCheck(worked: readonly Interval[], proposed: Interval): FatigueVerdict {
  const time = new PassengerTime(worked);
  const [start, end] = span(proposed);
  const duration = end - start;
  if (duration === 0) return { ok: true };
  const cache = new Map<string, Span>();
  const daily = breaksDaily(time, start, duration);
  if (!daily && !breaksWeekly(time, start, end, cache)) return { ok: true };
  const free = firstFreeStart(time, start, duration, cache);
  return { ok: false, limit: daily ? 'daily' : 'weekly', freeAt: free === null ? null : new Date(free) };
}

/** The passenger time of `worked` (merged: never counted twice) inside [from, to). */
export function passengerTimeBetween(
  worked: readonly Interval[],
  from: Date | number,
  to: Date | number,
): number {
  return new PassengerTime(worked).between(instant(from), instant(to));
}

/** What the chauffeur's dashboard shows: see HoursLeft. */
export function hoursLeft(worked: readonly Interval[], now: Date | number): HoursLeft {
  const time = new PassengerTime(worked);
  const at = instant(now);
  // A longer trip from now holds a shorter one, so the daily rule accepts every duration up to some longest one:
  // search it (whole milliseconds, about 26 steps).
  let today = DAILY_LIMIT_MS;
  if (breaksDaily(time, at, today)) {
    let ok = 0;
    let refused = DAILY_LIMIT_MS;
    while (refused - ok > 1) {
      const mid = Math.floor((ok + refused) / 2);
      if (breaksDaily(time, at, mid)) refused = mid;
      else ok = mid;
    }
    today = ok;
  }
  const [week] = weeksOver(at, at, new Map());
  const weekTime = week ? time.between(week[0], week[1]) : 0;
  return { today, week: Math.max(0, WEEKLY_LIMIT_MS - weekTime) };
}

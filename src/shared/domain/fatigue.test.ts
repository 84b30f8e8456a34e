import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DAILY_LIMIT_MS,
  DAILY_WINDOW_MS,
  WEEKLY_LIMIT_MS,
  fatigueCheck,
  hoursLeft,
  type FatigueLimit,
  type FatigueVerdict,
  type Interval,
} from './fatigue.ts';
import { intlWallClock, nyStamp } from './new-york-time.ts';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const at = (iso: string) => Date.parse(iso);
const iv = (start: number, end: number): Interval => ({ start, end });
const after = (start: number, ms: number): Interval => ({ start, end: start + ms });

/** A quiet Wednesday in June (EDT); Monday 2026-06-15 00:00 New York = 04:00Z. */
const T = at('2026-06-17T12:00:00Z');

function refused(v: FatigueVerdict) {
  if (v.ok) throw new Error('expected a refusal');
  return { limit: v.limit, freeAt: v.freeAt?.toISOString() ?? null };
}

/** Six days of 10 hours from `mondayMorning`, a day apart: 60 hours, never more than 10 in 24. */
function sixLongDays(mondayMorning: number): Interval[] {
  return Array.from({ length: 6 }, (_, i) => after(mondayMorning + i * DAY, 10 * HOUR));
}

describe('fatigueCheck: the daily rule (10 h in any rolling 24 h)', () => {
  it('allows exactly 10 h and refuses a minute more', () => {
    const worked = [after(T, 9 * HOUR + 59 * MIN)];
    expect(fatigueCheck(worked, after(T + 10 * HOUR, MIN))).toEqual({ ok: true });
    expect(fatigueCheck([after(T, 9 * HOUR)], after(T + 12 * HOUR, HOUR))).toEqual({ ok: true });
    expect(fatigueCheck([after(T, 9 * HOUR + 59 * MIN)], after(T + 10 * HOUR, 2 * MIN)).ok).toBe(false);
    expect(fatigueCheck([after(T, 10 * HOUR)], after(T + 10 * HOUR, 0))).toEqual({ ok: true });
  });

  it('counts separate trips in one window, and a trip more than 24 h away not at all', () => {
    const worked = [after(T, 4 * HOUR), after(T + 6 * HOUR, 4 * HOUR)];
    expect(fatigueCheck(worked, after(T + 20 * HOUR, 2 * HOUR))).toEqual({ ok: true });
    expect(refused(fatigueCheck(worked, after(T + 20 * HOUR, 2 * HOUR + MIN))).limit).toBe('daily');
    // Before the worked trips too: the window reaching forward holds them.
    expect(refused(fatigueCheck(worked, after(T - 6 * HOUR, 2 * HOUR + MIN))).limit).toBe('daily');
    expect(fatigueCheck([after(T - 2 * DAY, 10 * HOUR)], after(T, 10 * HOUR))).toEqual({ ok: true });
  });

  it('merges overlapping worked intervals instead of counting them twice', () => {
    const worked = [
      after(T, 5 * HOUR),
      after(T, 5 * HOUR),
      iv(T + 3 * HOUR, T + 9 * HOUR),
      after(T + 4 * HOUR, HOUR),
    ];
    expect(fatigueCheck(worked, after(T + 9 * HOUR, HOUR))).toEqual({ ok: true });
    expect(fatigueCheck(worked, after(T + 9 * HOUR, HOUR + 1)).ok).toBe(false);
  });

  it('says when the chauffeur is free again: the first start from which the trip fits', () => {
    // 10 h from T: a 1 h trip may not share a window with more than 9 h of them, so it waits until T + 24 h
    // (the window [T + 1 h, T + 25 h) then holds 9 h + 1 h).
    expect(refused(fatigueCheck([after(T, 10 * HOUR)], after(T + 12 * HOUR, HOUR)))).toEqual({
      limit: 'daily',
      freeAt: new Date(T + DAY).toISOString(),
    });
    // A trip before them waits until after them (a window of 24 h would otherwise hold both).
    expect(refused(fatigueCheck([after(T, 10 * HOUR)], after(T - 10 * HOUR, HOUR)))).toEqual({
      limit: 'daily',
      freeAt: new Date(T + DAY).toISOString(),
    });
    // Two blocks of 6 h 24 h apart leave no room for 5 h between them: the first 5 h trip would share a window
    // with more than 5 h of one block or the other until 19 h after the second block ends.
    const close = [after(T, 6 * HOUR), after(T + 30 * HOUR, 6 * HOUR)];
    expect(refused(fatigueCheck(close, after(T + 8 * HOUR, 5 * HOUR))).freeAt).toBe(
      new Date(T + 50 * HOUR).toISOString(),
    );
    // 34 h apart they do: from T + 20 h ([T + 1 h, T + 25 h) holds 5 h + 5 h; [T + 20 h, T + 44 h) 5 h + 4 h).
    const apart = [after(T, 6 * HOUR), after(T + 40 * HOUR, 6 * HOUR)];
    expect(refused(fatigueCheck(apart, after(T + 8 * HOUR, 5 * HOUR))).freeAt).toBe(
      new Date(T + 20 * HOUR).toISOString(),
    );
    expect(fatigueCheck(apart, after(T + 21 * HOUR, 5 * HOUR))).toEqual({ ok: true });
    expect(fatigueCheck(apart, after(T + 21 * HOUR + 1, 5 * HOUR)).ok).toBe(false);
  });

  it('never takes a trip longer than 10 h: freeAt is null', () => {
    expect(refused(fatigueCheck([], after(T, 10 * HOUR + 1)))).toEqual({ limit: 'daily', freeAt: null });
    expect(fatigueCheck([], after(T, 10 * HOUR))).toEqual({ ok: true });
  });

  it('judges only the windows that hold the new trip (an old overrun refuses nothing now)', () => {
    expect(fatigueCheck([after(T - 3 * DAY, 14 * HOUR)], after(T, 10 * HOUR))).toEqual({ ok: true });
    // The overrun still blocks the trips that would share a window with it.
    expect(refused(fatigueCheck([after(T - 3 * DAY, 14 * HOUR)], after(T - 2 * DAY, MIN)))).toEqual({
      limit: 'daily',
      freeAt: new Date(T - 3 * DAY + 28 * HOUR).toISOString(),
    });
  });

  it('takes Dates and epoch milliseconds, and refuses nonsense', () => {
    const worked = [{ start: new Date(T), end: new Date(T + 10 * HOUR) }];
    expect(fatigueCheck(worked, { start: new Date(T + 10 * HOUR), end: T + 11 * HOUR }).ok).toBe(false);
    expect(() => fatigueCheck([iv(T, T - 1)], after(T, HOUR))).toThrow(RangeError);
    expect(() => fatigueCheck([], { start: new Date('nope'), end: T })).toThrow(RangeError);
    expect(() => hoursLeft([], Number.NaN)).toThrow(RangeError);
  });

  it('measures the rolling 24 h across the daylight-saving nights in real hours', () => {
    // Saturday 2026-03-07 07:00-17:00 EST; the clocks jump on Sunday at 2:00. A 1 h trip waits 24 real hours
    // from 07:00 EST: Sunday 08:00 EDT on the clock.
    const spring = after(at('2026-03-07T12:00:00Z'), 10 * HOUR);
    const s = refused(fatigueCheck([spring], after(at('2026-03-08T11:59:00Z'), HOUR)));
    expect(s).toEqual({ limit: 'daily', freeAt: '2026-03-08T12:00:00.000Z' });
    expect(nyStamp(new Date(s.freeAt ?? ''))).toBe('2026-03-08 08:00');
    expect(fatigueCheck([spring], after(at('2026-03-08T12:00:00Z'), HOUR))).toEqual({ ok: true });

    // Saturday 2026-10-31 07:00-17:00 EDT; the clocks fall back on Sunday at 2:00: free at 06:00 EST.
    const fall = after(at('2026-10-31T11:00:00Z'), 10 * HOUR);
    const f = refused(fatigueCheck([fall], after(at('2026-11-01T10:00:00Z'), HOUR)));
    expect(f).toEqual({ limit: 'daily', freeAt: '2026-11-01T11:00:00.000Z' });
    expect(nyStamp(new Date(f.freeAt ?? ''))).toBe('2026-11-01 06:00');
  });
});

describe('fatigueCheck: the weekly rule (60 h Monday to Sunday, New York time)', () => {
  // Monday 2026-06-15 08:00 EDT.
  const monday = at('2026-06-15T12:00:00Z');
  const nextMonday = '2026-06-22T04:00:00.000Z';
  const sunday = at('2026-06-21T16:00:00Z'); // 12:00 EDT

  it('allows exactly 60 h and refuses a minute more, until the next New York Monday', () => {
    const sixty = sixLongDays(monday);
    expect(fatigueCheck(sixty.slice(0, 5), after(sunday, 10 * HOUR))).toEqual({ ok: true });
    expect(refused(fatigueCheck(sixty, after(sunday, MIN)))).toEqual({ limit: 'weekly', freeAt: nextMonday });
    expect(fatigueCheck(sixty, after(at(nextMonday), 10 * HOUR))).toEqual({ ok: true });
  });

  it('59 h 59 min + 1 min is fine; + 2 min is refused, free at Sunday 23:59 (one minute on each side)', () => {
    const worked = sixLongDays(monday);
    worked[5] = after(monday + 5 * DAY, 10 * HOUR - MIN);
    expect(fatigueCheck(worked, after(sunday, MIN))).toEqual({ ok: true });
    expect(refused(fatigueCheck(worked, after(sunday, 2 * MIN)))).toEqual({
      limit: 'weekly',
      freeAt: '2026-06-22T03:59:00.000Z',
    });
  });

  it('reports the daily rule when both are broken, and freeAt keeps both', () => {
    const worked = sixLongDays(monday);
    // Saturday 18:00 EDT: both rules broken; the daily one alone would free Sunday, the weekly one Monday.
    expect(refused(fatigueCheck(worked, after(monday + 5 * DAY + 10 * HOUR, HOUR)))).toEqual({
      limit: 'daily',
      freeAt: nextMonday,
    });
  });

  it('ends the week of the March change (167 h) at Monday 00:00 EDT, 04:00Z', () => {
    // Monday 2026-03-02 08:00 EST = 13:00Z.
    const worked = sixLongDays(at('2026-03-02T13:00:00Z'));
    const late = refused(fatigueCheck(worked, after(at('2026-03-09T03:30:00Z'), 10 * MIN)));
    expect(late).toEqual({ limit: 'weekly', freeAt: '2026-03-09T04:00:00.000Z' });
    expect(nyStamp(new Date(late.freeAt ?? ''))).toBe('2026-03-09 00:00');
    expect(fatigueCheck(worked, after(at('2026-03-09T04:00:00Z'), 10 * MIN))).toEqual({ ok: true });
    // It began at Monday 00:00 EST, 05:00Z: a trip from Sunday 23:30 EST in a full week before waits until then.
    const before = sixLongDays(at('2026-02-23T13:00:00Z'));
    expect(refused(fatigueCheck(before, after(at('2026-03-02T04:30:00Z'), HOUR)))).toEqual({
      limit: 'weekly',
      freeAt: '2026-03-02T05:00:00.000Z',
    });
    expect(fatigueCheck(before, after(at('2026-03-02T05:00:00Z'), HOUR))).toEqual({ ok: true });
  });

  it('ends the week of the November change (169 h) at Monday 00:00 EST, 05:00Z', () => {
    // Monday 2026-10-26 08:00 EDT = 12:00Z; Sunday 2026-11-01 23:30 EST = 2026-11-02 04:30Z is still that week.
    const worked = sixLongDays(at('2026-10-26T12:00:00Z'));
    expect(refused(fatigueCheck(worked, after(at('2026-11-02T04:30:00Z'), 10 * MIN)))).toEqual({
      limit: 'weekly',
      freeAt: '2026-11-02T05:00:00.000Z',
    });
    expect(fatigueCheck(worked, after(at('2026-11-02T05:00:00Z'), 10 * MIN))).toEqual({ ok: true });
    // It began at Monday 00:00 EDT, 04:00Z.
    const before = sixLongDays(at('2026-10-19T12:00:00Z'));
    expect(refused(fatigueCheck(before, after(at('2026-10-26T03:30:00Z'), HOUR)))).toEqual({
      limit: 'weekly',
      freeAt: '2026-10-26T04:00:00.000Z',
    });
    expect(fatigueCheck(before, after(at('2026-10-26T04:00:00Z'), HOUR))).toEqual({ ok: true });
  });
});

describe('hoursLeft', () => {
  const now = T;

  it('is the longest drive from now the daily rule allows, and the week remainder', () => {
    expect(hoursLeft([], now)).toEqual({ today: DAILY_LIMIT_MS, week: WEEKLY_LIMIT_MS });
    expect(hoursLeft([iv(now - 3 * HOUR, now - HOUR)], now)).toEqual({
      today: 8 * HOUR,
      week: WEEKLY_LIMIT_MS - 2 * HOUR,
    });
    expect(hoursLeft([iv(now - 10 * HOUR, now)], new Date(now)).today).toBe(0);
    // Already accepted trips later on count.
    expect(hoursLeft([after(now + 12 * HOUR, 3 * HOUR)], now).today).toBe(7 * HOUR);
  });

  it('lets hours that roll out of the window while driving count again', () => {
    // 10 h ending 14 h ago: each hour driven now is matched by an hour leaving the window.
    expect(hoursLeft([after(now - DAILY_WINDOW_MS, 10 * HOUR)], now).today).toBe(10 * HOUR);
    // 8 h ending 12 h ago: they are all still in the window when the next 2 h are driven.
    expect(hoursLeft([after(now - 20 * HOUR, 8 * HOUR)], now).today).toBe(2 * HOUR);
  });

  it('reads the week on New York clocks and never goes below 0', () => {
    // Sunday 2026-03-08 23:30 EDT (03:30Z Monday) is still the week of March 2.
    const worked = sixLongDays(at('2026-03-02T13:00:00Z'));
    expect(hoursLeft(worked, at('2026-03-09T03:30:00Z')).week).toBe(0);
    expect(hoursLeft(worked, at('2026-03-09T04:00:00Z')).week).toBe(WEEKLY_LIMIT_MS);
    expect(
      hoursLeft([...worked, after(at('2026-03-08T20:00:00Z'), 5 * HOUR)], at('2026-03-08T20:00:00Z')).week,
    ).toBe(0);
  });
});

/*
 * The brute force: time in whole minutes around an anchor, each minute worked or not; every window of 1440
 * minutes starting at a minute, and every New York week found by reading Intl's clock hour by hour (not the
 * module's helpers). The module must agree exactly on ok/limit, freeAt and hoursLeft.
 */
describe('fatigue against a minute-by-minute count', () => {
  const ANCHORS = ['2026-03-08T00:00:00Z', '2026-06-17T00:00:00Z', '2026-11-01T00:00:00Z'].map(at);
  /** Worked trips start within ±8 days of the anchor; the arrays cover [anchor - 10 d, anchor + 24 d). */
  const BEFORE = 10 * 1440;
  const SPAN = 34 * 1440;
  const DAILY = DAILY_LIMIT_MS / MIN;
  const WINDOW = DAILY_WINDOW_MS / MIN;
  const WEEKLY = WEEKLY_LIMIT_MS / MIN;

  /** Minute indexes (from anchor - 10 d) of the New York Mondays 00:00 in range, from Intl's clock. */
  const mondays = new Map<number, number[]>();
  for (const anchor of ANCHORS) {
    const origin = anchor - BEFORE * MIN;
    const found: number[] = [];
    for (let m = 0; m <= SPAN; m += 60) {
      const w = intlWallClock(new Date(origin + m * MIN));
      if (w.weekday === 1 && w.hour === 0 && w.minute === 0) found.push(m);
    }
    mondays.set(anchor, found);
  }

  interface Trip {
    start: number;
    minutes: number;
    asDate: boolean;
  }
  interface Scene {
    anchor: number;
    worked: Trip[];
    trip: { start: number; minutes: number };
    now: number;
  }

  const trip = (start: fc.Arbitrary<number>, minutes: fc.Arbitrary<number>): fc.Arbitrary<Trip> =>
    fc.record({ start, minutes, asDate: fc.boolean() });
  /** Up to 8 h anywhere in the 16 days. */
  const anyTrip = trip(fc.integer({ min: 2 * 1440, max: 18 * 1440 }), fc.integer({ min: 0, max: 8 * 60 }));
  /**
   * Sixteen days with a shift each, starting near one hour of the day, and a few more trips. Shifts of 8 h to
   * 9 h 30 min close to 24 h apart make weeks over 60 h with room left in the rolling day.
   */
  const days = (jitter: number, minutes: fc.Arbitrary<number>) =>
    fc
      .record({
        hour: fc.integer({ min: 0, max: 23 }),
        shifts: fc.array(trip(fc.integer({ min: -jitter, max: jitter }), minutes), {
          minLength: 16,
          maxLength: 16,
        }),
        extras: fc.array(anyTrip, { maxLength: 4 }),
      })
      .map(({ hour, shifts, extras }) => [
        ...shifts.map((t, day) => ({ ...t, start: (2 + day) * 1440 + hour * 60 + t.start })),
        ...extras,
      ]);

  const scene: fc.Arbitrary<Scene> = fc.record({
    anchor: fc.constantFrom(...ANCHORS),
    worked: fc.oneof(
      fc.array(anyTrip, { maxLength: 30 }),
      days(180, fc.integer({ min: 0, max: 600 })),
      days(30, fc.integer({ min: 480, max: 570 })),
    ),
    trip: fc.record({
      start: fc.integer({ min: 7 * 1440, max: 13 * 1440 }),
      minutes: fc.oneof(fc.integer({ min: 1, max: 11 * 60 }), fc.integer({ min: 1, max: 90 })),
    }),
    now: fc.integer({ min: 7 * 1440, max: 13 * 1440 }),
  });

  /** The brute-force judge of one scene. */
  function bruteForce(s: Scene) {
    const occupied = new Uint8Array(SPAN);
    for (const w of s.worked) occupied.fill(1, w.start, w.start + w.minutes);
    const sum = new Int32Array(SPAN + 1);
    for (let m = 0; m < SPAN; m++) sum[m + 1] = (sum[m] ?? 0) + (occupied[m] ?? 0);
    const worked = (from: number, to: number) =>
      (sum[Math.min(SPAN, Math.max(0, to))] ?? 0) - (sum[Math.min(SPAN, Math.max(0, from))] ?? 0);
    const overlap = (a: number, b: number, c: number, d: number) =>
      Math.max(0, Math.min(b, d) - Math.max(a, c));
    const bounds = mondays.get(s.anchor) ?? [];
    // Minute 0 and SPAN close the partial weeks at either end (no worked time lies outside the arrays).
    const edges = [0, ...bounds, SPAN];
    const weeks = edges.slice(0, -1).map((from, i) => [from, edges[i + 1] ?? SPAN] as const);

    const breaksDaily = (t: number, d: number) => {
      for (let a = t - WINDOW + 1; a < t + d; a++) {
        if (worked(a, a + WINDOW) + overlap(t, t + d, a, a + WINDOW) > DAILY) return true;
      }
      return false;
    };
    const breaksWeekly = (t: number, d: number) =>
      weeks.some(([from, to]) => {
        const trip = overlap(t, t + d, from, to);
        return trip > 0 && worked(from, to) + trip > WEEKLY;
      });
    /** The rule a trip [t, t + d) breaks ('daily' first), or null. */
    const breaks = (t: number, d: number): FatigueLimit | null =>
      breaksDaily(t, d) ? 'daily' : breaksWeekly(t, d) ? 'weekly' : null;

    const { start, minutes } = s.trip;
    const limit = breaks(start, minutes);
    let freeAt: number | null = null;
    if (limit) {
      for (let t = start + 1; t + minutes < SPAN - WINDOW; t++) {
        if (!breaksWeekly(t, minutes) && !breaksDaily(t, minutes)) {
          freeAt = t;
          break;
        }
      }
    }
    const week = weeks.find(([from, to]) => from <= s.now && s.now < to);
    return {
      limit,
      freeAt,
      /** Whether a drive of d minutes from now keeps the daily rule (no drive at all always does). */
      drives: (d: number) => d === 0 || !breaksDaily(s.now, d),
      week: week ? Math.max(0, WEEKLY - worked(week[0], week[1])) : null,
    };
  }

  const counts = { ok: 0, daily: 0, weekly: 0, never: 0 };

  it('agrees on ok/limit, freeAt and hoursLeft over random weeks of trips (DST weeks included)', () => {
    fc.assert(
      fc.property(scene, (s) => {
        const origin = s.anchor - BEFORE * MIN;
        const ms = (minute: number) => origin + minute * MIN;
        const worked: Interval[] = s.worked.map((w) =>
          w.asDate
            ? { start: new Date(ms(w.start)), end: new Date(ms(w.start + w.minutes)) }
            : iv(ms(w.start), ms(w.start + w.minutes)),
        );
        const expected = bruteForce(s);
        const verdict = fatigueCheck(worked, after(ms(s.trip.start), s.trip.minutes * MIN));
        if (expected.limit === null) {
          expect(verdict).toEqual({ ok: true });
          counts.ok++;
        } else {
          expect(verdict).toEqual({
            ok: false,
            limit: expected.limit,
            freeAt: expected.freeAt === null ? null : new Date(ms(expected.freeAt)),
          });
          counts[expected.freeAt === null ? 'never' : expected.limit]++;
        }
        const left = hoursLeft(worked, new Date(ms(s.now)));
        // The longest drive from now: that long keeps the daily rule, a minute more does not (a longer drive
        // holds a shorter one, so every shorter one keeps it too).
        expect(left.today % MIN).toBe(0);
        const today = left.today / MIN;
        expect(expected.drives(today)).toBe(true);
        if (today < DAILY) expect(expected.drives(today + 1)).toBe(false);
        expect(left.week).toBe((expected.week ?? -1) * MIN);
      }),
      { numRuns: 200 },
    );
    // The scenes reach every answer.
    expect(counts.ok).toBeGreaterThan(10);
    expect(counts.daily).toBeGreaterThan(10);
    expect(counts.weekly).toBeGreaterThan(2);
    expect(counts.never).toBeGreaterThan(0);
  });
});

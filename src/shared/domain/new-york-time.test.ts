import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  intlWallClock,
  nyLocalToInstant,
  nyOffsetMinutes,
  nyWallClock,
  ruleOffsetMinutes,
} from './new-york-time.ts';

describe('New York wall clock', () => {
  it('reads winter (EST, UTC-5) and summer (EDT, UTC-4) times', () => {
    // 2026-01-15 12:00Z = 07:00 EST, a Thursday (4).
    expect(nyWallClock(new Date('2026-01-15T12:00:00Z'))).toMatchObject({
      date: '2026-01-15',
      hour: 7,
      minute: 0,
      weekday: 4,
      minuteOfDay: 420,
    });
    // 2026-07-15 11:00Z = 07:00 EDT, a Wednesday (3).
    expect(nyWallClock(new Date('2026-07-15T11:00:00Z'))).toMatchObject({ hour: 7, weekday: 3 });
    expect(nyOffsetMinutes(new Date('2026-01-15T12:00:00Z'))).toBe(-300);
    expect(nyOffsetMinutes(new Date('2026-07-15T12:00:00Z'))).toBe(-240);
  });

  it('follows the March and November changes of 2026 (8 March, 1 November)', () => {
    // Friday 6 March 11:30Z is 06:30 EST; Monday 9 March 11:30Z is 07:30 EDT.
    expect(nyWallClock(new Date('2026-03-06T11:30:00Z')).hour).toBe(6);
    expect(nyWallClock(new Date('2026-03-09T11:30:00Z')).hour).toBe(7);
    // Clocks jump from 01:59:59 EST (06:59:59Z) to 03:00 EDT (07:00Z).
    expect(nyWallClock(new Date('2026-03-08T06:59:59Z'))).toMatchObject({ hour: 1, minute: 59 });
    expect(nyWallClock(new Date('2026-03-08T07:00:00Z'))).toMatchObject({ hour: 3, minute: 0 });
    // 01:30 happens twice on 1 November: 05:30Z (EDT) and 06:30Z (EST).
    expect(nyWallClock(new Date('2026-11-01T05:30:00Z')).hour).toBe(1);
    expect(nyWallClock(new Date('2026-11-01T06:30:00Z')).hour).toBe(1);
  });

  it('reports midnight as hour 0 and the local date, not the UTC date', () => {
    // 2026-12-25 04:59Z = 23:59 EST on the 24th; 05:00Z = 00:00 on the 25th.
    expect(nyWallClock(new Date('2026-12-25T04:59:00Z'))).toMatchObject({ date: '2026-12-24', hour: 23 });
    expect(nyWallClock(new Date('2026-12-25T05:00:00Z'))).toMatchObject({ date: '2026-12-25', hour: 0 });
  });

  it('converts New York local times to instants across both changes', () => {
    expect(nyLocalToInstant(2026, 1, 15, 7).toISOString()).toBe('2026-01-15T12:00:00.000Z');
    expect(nyLocalToInstant(2026, 7, 15, 7).toISOString()).toBe('2026-07-15T11:00:00.000Z');
    // The repeated 01:30 of 1 November resolves to its first occurrence (EDT).
    expect(nyLocalToInstant(2026, 11, 1, 1, 30).toISOString()).toBe('2026-11-01T05:30:00.000Z');
    // The skipped 02:30 of 8 March resolves to 03:30 EDT.
    expect(nyLocalToInstant(2026, 3, 8, 2, 30).toISOString()).toBe('2026-03-08T07:30:00.000Z');
  });

  it('round-trips every instant to the minute (2026-2028)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2029, 0, 1) }).map((ms) => ms - (ms % 60_000)),
        (ms) => {
          const w = nyWallClock(new Date(ms));
          const back = nyLocalToInstant(w.year, w.month, w.day, w.hour, w.minute);
          // Equal, except in the repeated November hour where the earlier instant is chosen.
          expect(back.getTime() === ms || back.getTime() === ms - 3_600_000).toBe(true);
          expect(nyWallClock(back)).toMatchObject({ date: w.date, hour: w.hour, minute: w.minute });
        },
      ),
      { numRuns: 500 },
    );
  });

  it('reads the clock by the federal rule as the time-zone database does, 2007 to 2045', () => {
    const HOUR = 3_600_000;
    const from = Date.UTC(2007, 0, 1);
    const to = Date.UTC(2045, 0, 1);
    const differ = (ms: number) => {
      const at = new Date(ms);
      return JSON.stringify(nyWallClock(at)) !== JSON.stringify(intlWallClock(at)) ? at.toISOString() : null;
    };
    const wrong: string[] = [];
    // Every fifth hour: 5 and 24 share no factor, so each hour of the day comes round on every kind of day.
    for (let ms = from + 17_000; ms < to; ms += 5 * HOUR) {
      const d = differ(ms);
      if (d) wrong.push(d);
    }
    // Every minute of the two hours either side of each change (where a wrong rule would show).
    for (let year = 2007; year < 2045; year += 1) {
      for (const month of [2, 10]) {
        const firstOfMonth = Date.UTC(year, month, 1);
        for (let ms = firstOfMonth; ms < firstOfMonth + 15 * 24 * HOUR; ms += HOUR) {
          if (ruleOffsetMinutes(ms) === ruleOffsetMinutes(ms + HOUR)) continue;
          for (let m = ms - 2 * HOUR; m <= ms + 3 * HOUR; m += 60_000) {
            const d = differ(m);
            if (d) wrong.push(d);
          }
        }
      }
    }
    expect(wrong.slice(0, 5)).toEqual([]);
  }, 30_000);

  it('leaves instants before 2007 to the time-zone database (the April-to-October rule then)', () => {
    expect(ruleOffsetMinutes(Date.UTC(2006, 3, 1, 12))).toBeNull();
    // 2006: daylight time began on 2 April, so 15 March was still EST; and it ended on 29 October.
    expect(nyOffsetMinutes(new Date(Date.UTC(2006, 2, 15, 12)))).toBe(-300);
    expect(nyOffsetMinutes(new Date(Date.UTC(2006, 3, 15, 12)))).toBe(-240);
    expect(nyOffsetMinutes(new Date(Date.UTC(2006, 9, 31, 12)))).toBe(-300);
  });
});

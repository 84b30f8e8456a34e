import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nyLocalToInstant, nyOffsetMinutes, nyWallClock } from './new-york-time.ts';

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
});

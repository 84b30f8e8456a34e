import { describe, expect, it } from 'vitest';
import { addWeeks, isWeekStart, weekBounds, weekEndDate, weekStartOf } from './settlement-week.ts';

describe('pay weeks (Monday to Sunday, New York time)', () => {
  it('names a week by its Monday and checks the name', () => {
    expect(isWeekStart('2026-03-09')).toBe(true);
    expect(isWeekStart('2026-03-10')).toBe(false);
    expect(isWeekStart('2026-02-30')).toBe(false);
    expect(isWeekStart('2026-3-9')).toBe(false);
    expect(weekEndDate('2026-03-09')).toBe('2026-03-15');
    expect(addWeeks('2026-12-28', 1)).toBe('2027-01-04');
    expect(addWeeks('2026-03-09', -2)).toBe('2026-02-23');
  });

  it('puts Sunday 23:59 New York in the week before and Monday 00:00 in the next', () => {
    // Sunday 2026-01-11 23:59 EST = 04:59 UTC Monday.
    expect(weekStartOf(new Date('2026-01-12T04:59:00Z'))).toBe('2026-01-05');
    expect(weekStartOf(new Date('2026-01-12T05:00:00Z'))).toBe('2026-01-12');
  });

  it('spans 167 hours across the March change, exactly at New York midnights', () => {
    // DST starts Sunday 2026-03-08 02:00: the week of March 2 starts in EST and ends in EDT.
    const { startsAt, endsAt } = weekBounds('2026-03-02');
    expect(startsAt.toISOString()).toBe('2026-03-02T05:00:00.000Z');
    expect(endsAt.toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect((endsAt.getTime() - startsAt.getTime()) / 3_600_000).toBe(167);
    expect(weekStartOf(new Date('2026-03-09T03:59:59Z'))).toBe('2026-03-02');
    expect(weekStartOf(new Date('2026-03-09T04:00:00Z'))).toBe('2026-03-09');
    // The hour after the change itself stays in the week.
    expect(weekStartOf(new Date('2026-03-08T07:30:00Z'))).toBe('2026-03-02');
  });

  it('spans 169 hours across the November change', () => {
    // DST ends Sunday 2026-11-01 02:00: the week of October 26 starts in EDT and ends in EST.
    const { startsAt, endsAt } = weekBounds('2026-10-26');
    expect(startsAt.toISOString()).toBe('2026-10-26T04:00:00.000Z');
    expect(endsAt.toISOString()).toBe('2026-11-02T05:00:00.000Z');
    expect((endsAt.getTime() - startsAt.getTime()) / 3_600_000).toBe(169);
    expect(weekStartOf(new Date('2026-11-02T04:59:59Z'))).toBe('2026-10-26');
    expect(weekStartOf(new Date('2026-11-02T05:00:00Z'))).toBe('2026-11-02');
    // The repeated hour (01:30 twice) is in the same week both times.
    expect(weekStartOf(new Date('2026-11-01T05:30:00Z'))).toBe('2026-10-26');
    expect(weekStartOf(new Date('2026-11-01T06:30:00Z'))).toBe('2026-10-26');
  });

  it('chains weeks without gaps or overlaps over a year', () => {
    let week = '2025-12-29';
    for (let i = 0; i < 60; i += 1) {
      const next = addWeeks(week, 1);
      expect(weekBounds(week).endsAt.getTime()).toBe(weekBounds(next).startsAt.getTime());
      expect(weekStartOf(weekBounds(week).startsAt)).toBe(week);
      expect(weekStartOf(new Date(weekBounds(week).endsAt.getTime() - 1))).toBe(week);
      week = next;
    }
  });

  it('refuses a name that is not a Monday', () => {
    expect(() => weekBounds('2026-03-10')).toThrow(RangeError);
  });
});

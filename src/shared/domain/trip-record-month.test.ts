import { describe, expect, it } from 'vitest';
import {
  addMonths,
  isTripRecordMonth,
  monthBounds,
  monthDays,
  nyMonthOf,
  tripRecordsDueDate,
} from './trip-record-month.ts';

describe('trip-record months (New York calendar months)', () => {
  it('accepts YYYY-MM from 2015 on and nothing else', () => {
    expect(isTripRecordMonth('2026-03')).toBe(true);
    expect(isTripRecordMonth('2015-01')).toBe(true);
    for (const bad of [
      '2026-13',
      '2026-00',
      '2026-3',
      '26-03',
      '2026-03-01',
      '2014-12',
      '',
      ' 2026-03',
      '2026/03',
    ])
      expect(isTripRecordMonth(bad), bad).toBe(false);
  });

  it('names the month of an instant in New York, not UTC', () => {
    // 2026-04-01 03:59:59 UTC is March 31, 23:59:59 EDT.
    expect(nyMonthOf(new Date('2026-04-01T03:59:59Z'))).toBe('2026-03');
    expect(nyMonthOf(new Date('2026-04-01T04:00:00Z'))).toBe('2026-04');
    expect(nyMonthOf(new Date('2027-01-01T04:59:59Z'))).toBe('2026-12');
  });

  it('bounds a month at New York midnights, an hour short across the spring change', () => {
    const march = monthBounds('2026-03');
    expect(march.startsAt.toISOString()).toBe('2026-03-01T05:00:00.000Z');
    expect(march.endsAt.toISOString()).toBe('2026-04-01T04:00:00.000Z');
    expect((march.endsAt.getTime() - march.startsAt.getTime()) / 3_600_000).toBe(31 * 24 - 1);
    const november = monthBounds('2026-11');
    expect((november.endsAt.getTime() - november.startsAt.getTime()) / 3_600_000).toBe(30 * 24 + 1);
    expect(monthBounds('2026-12').endsAt.toISOString()).toBe('2027-01-01T05:00:00.000Z');
  });

  it('gives the first and last days, the next months and the due date (end of the following month)', () => {
    expect(monthDays('2026-02')).toEqual({ first: '2026-02-01', last: '2026-02-28' });
    expect(monthDays('2028-02')).toEqual({ first: '2028-02-01', last: '2028-02-29' });
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(tripRecordsDueDate('2026-01')).toBe('2026-02-28');
    expect(tripRecordsDueDate('2026-09')).toBe('2026-10-31');
    expect(tripRecordsDueDate('2026-12')).toBe('2027-01-31');
  });
});

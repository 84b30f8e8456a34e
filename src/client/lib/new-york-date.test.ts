import { describe, expect, it } from 'vitest';
import {
  formatCalendarDate,
  formatNy,
  isCalendarDate,
  nyCalendarDate,
  toInstant,
  type NyStyle,
} from './new-york-date.ts';

// ICU puts a narrow no-break space before AM/PM in some versions: compare with plain spaces.
const en = (iso: string | Date, style: NyStyle) => formatNy(iso, style, 'en').replace(/\s/g, ' ');
const es = (iso: string | Date, style: NyStyle) => formatNy(iso, style, 'es').replace(/\s/g, ' ');

describe('formatNy', () => {
  it('reads the day on New York clocks, not UTC ones', () => {
    // 03:30 UTC on March 6 is 10:30 PM EST on March 5.
    expect(en('2026-03-06T03:30:00Z', 'day')).toBe('Mar 5, 2026');
    expect(en('2026-03-06T03:30:00Z', 'time')).toBe('10:30 PM EST');
    expect(en('2026-03-06T03:30:00Z', 'longDay')).toBe('March 5, 2026');
    // New Year's Eve in New York while it is already January 1 in London.
    expect(en('2027-01-01T04:59:00Z', 'dayTime')).toBe('Dec 31, 2026, 11:59 PM EST');
  });

  it('follows daylight time on and off', () => {
    // Spring forward: 2:00 EST on Sunday March 8, 2026 (07:00 UTC) becomes 3:00 EDT.
    expect(en('2026-03-08T06:59:00Z', 'time')).toBe('1:59 AM EST');
    expect(en('2026-03-08T07:00:00Z', 'time')).toBe('3:00 AM EDT');
    // Fall back: 2:00 EDT on Sunday November 1, 2026 (06:00 UTC) becomes 1:00 EST again.
    expect(en('2026-11-01T05:59:00Z', 'time')).toBe('1:59 AM EDT');
    expect(en('2026-11-01T06:00:00Z', 'time')).toBe('1:00 AM EST');
    expect(en('2026-07-04T18:05:00Z', 'dayTime')).toBe('Jul 4, 2026, 2:05 PM EDT');
  });

  it('writes every style in English and in Spanish', () => {
    const iso = '2026-03-05T19:30:05Z';
    expect(en(iso, 'weekdayDayTime')).toBe('Thu, Mar 5, 2026, 2:30 PM EST');
    expect(es(iso, 'weekdayDayTime')).toBe('jue, 5 de mar de 2026, 2:30 p.m. EST');
    expect(en(iso, 'mediumDayTime')).toBe('Mar 5, 2026, 2:30 PM');
    expect(en(iso, 'clock')).toBe('2:30:05 PM');
    expect(en(iso, 'hm')).toMatch(/^2:30\sPM$/);
    expect(es(iso, 'hm')).toMatch(/^2:30\sp\.\s?m\.$/);
    expect(es(iso, 'day')).toBe('5 mar 2026');
    expect(es(iso, 'longDay')).toBe('5 de marzo de 2026');
    expect([en(iso, 'weekday'), en(iso, 'dayOfMonth'), en(iso, 'month')]).toEqual(['Thu', '5', 'Mar']);
    expect(es(iso, 'weekday')).toBe('jue');
  });

  it('takes a Date as well as an ISO string', () => {
    expect(en(new Date('2026-03-06T03:30:00Z'), 'day')).toBe('Mar 5, 2026');
  });

  it('is empty for nothing or nonsense', () => {
    expect(formatNy(null, 'day', 'en')).toBe('');
    expect(formatNy(undefined, 'time', 'es')).toBe('');
    expect(formatNy('', 'dayTime', 'en')).toBe('');
    expect(formatNy('soon', 'dayTime', 'en')).toBe('');
    expect(formatNy(new Date(Number.NaN), 'day', 'en')).toBe('');
  });
});

describe('toInstant', () => {
  it('parses an ISO instant and refuses the rest', () => {
    expect(toInstant('2026-03-05T18:30:00.000Z')?.getTime()).toBe(Date.UTC(2026, 2, 5, 18, 30));
    const d = new Date(0);
    expect(toInstant(d)).toBe(d);
    expect(toInstant('not a date')).toBeNull();
    expect(toInstant('')).toBeNull();
    expect(toInstant(null)).toBeNull();
    expect(toInstant(new Date(Number.NaN))).toBeNull();
  });
});

describe('formatCalendarDate', () => {
  it('shows a stored calendar date as written, in the page language', () => {
    expect(formatCalendarDate('2031-06-30', 'en')).toBe('Jun 30, 2031');
    expect(formatCalendarDate('2031-06-30', 'es')).toBe('30 jun 2031');
    // Midnight UTC of January 1 is still December 31 in New York: a calendar date must not move.
    expect(formatCalendarDate('2031-01-01', 'en')).toBe('Jan 1, 2031');
  });

  it('returns anything that is not YYYY-MM-DD unchanged', () => {
    expect(formatCalendarDate('soon', 'en')).toBe('soon');
    expect(formatCalendarDate('2031-06-30T12:00:00Z', 'en')).toBe('2031-06-30T12:00:00Z');
    expect(isCalendarDate('2031-06-30')).toBe(true);
    expect(isCalendarDate('2031-06-30T12:00:00Z')).toBe(false);
  });
});

describe('nyCalendarDate', () => {
  it('gives the New York date at an instant', () => {
    // 02:30 UTC on March 6 is still March 5 in New York; 05:30 UTC is March 6 there too.
    expect(nyCalendarDate(new Date('2026-03-06T02:30:00Z'))).toBe('2026-03-05');
    expect(nyCalendarDate(new Date('2026-03-06T05:30:00Z'))).toBe('2026-03-06');
    // Midnight in summer is 04:00 UTC, in winter 05:00 UTC.
    expect(nyCalendarDate(new Date('2026-07-04T03:59:59Z'))).toBe('2026-07-03');
    expect(nyCalendarDate(new Date('2026-07-04T04:00:00Z'))).toBe('2026-07-04');
    expect(nyCalendarDate(new Date('2027-01-01T04:59:59Z'))).toBe('2026-12-31');
    expect(nyCalendarDate(new Date('2027-01-01T05:00:00Z'))).toBe('2027-01-01');
  });
});

import { describe, expect, it } from 'vitest';
import { formatNy, pageWindow } from './format.ts';

describe('formatNy', () => {
  it('dates an instant in New York, whatever the machine zone', () => {
    // 03:30 UTC on Mar 6 is still Mar 5 in New York (EST).
    expect(formatNy('2026-03-06T03:30:00Z', 'day', 'en')).toBe('Mar 5, 2026');
    expect(formatNy('2026-03-06T03:30:00Z', 'time', 'en')).toBe('10:30 PM EST');
    expect(formatNy('2026-07-04T18:05:00Z', 'dayTime', 'en')).toBe('Jul 4, 2026, 2:05 PM EDT');
    expect(formatNy('2026-03-06T03:30:00Z', 'day', 'es')).toMatch(/5 mar 2026/);
  });

  it('gives an empty text for nothing or garbage', () => {
    expect(formatNy(null, 'day', 'en')).toBe('');
    expect(formatNy('yesterday', 'dayTime', 'en')).toBe('');
  });
});

describe('pageWindow', () => {
  it('gives the rows of a page and the page count', () => {
    expect(pageWindow(1, 25, 0)).toEqual({ first: 0, last: 0, pages: 1 });
    expect(pageWindow(2, 25, 60)).toEqual({ first: 26, last: 50, pages: 3 });
    expect(pageWindow(3, 25, 60)).toEqual({ first: 51, last: 60, pages: 3 });
  });
});

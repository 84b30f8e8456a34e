import { describe, expect, it } from 'vitest';
import { hoursAndMinutes, usedPercent } from './rest-hours.ts';

describe('the hours card figures', () => {
  it('shows hours and minutes rounded down, never below zero', () => {
    expect(hoursAndMinutes(10 * 3_600_000)).toEqual({ hours: 10, minutes: 0 });
    expect(hoursAndMinutes(9 * 3_600_000 + 59 * 60_000 + 59_999)).toEqual({ hours: 9, minutes: 59 });
    expect(hoursAndMinutes(45 * 60_000)).toEqual({ hours: 0, minutes: 45 });
    expect(hoursAndMinutes(-5)).toEqual({ hours: 0, minutes: 0 });
  });
  it('fills the bar with what is used of the limit', () => {
    expect(usedPercent(10 * 3_600_000, 10 * 3_600_000)).toBe(0);
    expect(usedPercent(0, 10 * 3_600_000)).toBe(100);
    expect(usedPercent(15 * 3_600_000, 60 * 3_600_000)).toBe(75);
  });
});

import { describe, expect, it } from 'vitest';
import { formatDuration, formatMiles } from './route-format.ts';

describe('route display', () => {
  it('shows miles with one decimal', () => {
    expect(formatMiles(0)).toBe('0.0 mi');
    expect(formatMiles(1609.34)).toBe('1.0 mi');
    expect(formatMiles(28_000)).toBe('17.4 mi');
  });
  it("shows 'M min' under an hour and 'H h M min' from an hour", () => {
    expect(formatDuration(20)).toBe('1 min');
    expect(formatDuration(59 * 60)).toBe('59 min');
    expect(formatDuration(60 * 60)).toBe('1 h 0 min');
    expect(formatDuration(65 * 60 + 29)).toBe('1 h 5 min');
    expect(formatDuration(65 * 60 + 31)).toBe('1 h 6 min');
  });
});

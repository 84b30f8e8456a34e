import { describe, expect, it } from 'vitest';
import { dayPercent, hourColumns, minutesAgo, nyHour, nyTime } from './board-time.ts';

describe('board time', () => {
  const start = '2026-12-08T05:00:00.000Z';
  const end = '2026-12-09T05:00:00.000Z';
  it('places an instant on the day, clamped', () => {
    expect(dayPercent('2026-12-08T17:00:00.000Z', start, end)).toBe(50);
    expect(dayPercent('2026-12-08T01:00:00.000Z', start, end)).toBe(0);
    expect(dayPercent('2026-12-10T01:00:00.000Z', start, end)).toBe(100);
  });
  it('has an hour column per hour of the New York day', () => {
    const cols = hourColumns(start, end);
    expect(cols).toHaveLength(24);
    expect(nyHour(cols[15]!, 'en-US')).toBe('3 PM');
    expect(hourColumns('2026-03-08T05:00:00.000Z', '2026-03-09T04:00:00.000Z')).toHaveLength(23);
  });
  it('formats New York times and ages', () => {
    expect(nyTime('2026-12-08T20:00:00.000Z', 'en-US')).toBe('3:00 PM');
    expect(minutesAgo('2026-12-08T20:00:00.000Z', Date.parse('2026-12-08T20:04:30.000Z'))).toBe(4);
  });
});

import { describe, expect, it } from 'vitest';
import { nyInstantIso } from './new-york-time.ts';

describe('nyInstantIso', () => {
  it('reads the date and time as New York time: EDT in summer, EST in winter', () => {
    expect(nyInstantIso('2030-07-01', '14:30')).toBe('2030-07-01T18:30:00.000Z');
    expect(nyInstantIso('2030-01-15', '08:05')).toBe('2030-01-15T13:05:00.000Z');
  });

  it('handles the days the clocks change', () => {
    expect(nyInstantIso('2030-03-10', '01:30')).toBe('2030-03-10T06:30:00.000Z');
    expect(nyInstantIso('2030-03-10', '03:30')).toBe('2030-03-10T07:30:00.000Z');
    expect(nyInstantIso('2030-11-03', '03:00')).toBe('2030-11-03T08:00:00.000Z');
  });

  it('is undefined while a part is missing or malformed', () => {
    expect(nyInstantIso('', '14:30')).toBeUndefined();
    expect(nyInstantIso('2030-07-01', '')).toBeUndefined();
    expect(nyInstantIso('2030-13-01', '14:30')).toBeUndefined();
    expect(nyInstantIso('2030-07-01', '25:00')).toBeUndefined();
    expect(nyInstantIso(undefined, undefined)).toBeUndefined();
  });
});

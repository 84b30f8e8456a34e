import { describe, expect, it } from 'vitest';
import { BOOKING_NUMBER_ALPHABET, BOOKING_NUMBER_PATTERN, newBookingNumber } from './booking-number.ts';

describe('booking numbers', () => {
  it('are NYC- and six unambiguous characters, every character of the alphabet in every place, and repeat only by rare chance', () => {
    const draws = 5000;
    const seen = new Set<string>();
    const perPlace = Array.from({ length: 6 }, () => new Set<string>());
    for (let i = 0; i < draws; i++) {
      const n = newBookingNumber();
      expect(n).toMatch(BOOKING_NUMBER_PATTERN);
      expect(n).not.toMatch(/[01ILO]/);
      seen.add(n);
      [...n.slice(4)].forEach((c, place) => perPlace[place]!.add(c));
    }
    // 31^6 ≈ 887 million numbers: 5,000 draws repeat once in about 70 runs (birthday
    // bound, the unique index retries it), three repeats about once in two million runs.
    expect(draws - seen.size).toBeLessThanOrEqual(2);
    for (const place of perPlace) expect([...place].sort().join('')).toBe(BOOKING_NUMBER_ALPHABET);
  });
});

import { describe, expect, it } from 'vitest';
import { BOOKING_NUMBER_PATTERN, newBookingNumber } from './booking-number.ts';

describe('booking numbers', () => {
  it('are NYC- and six unambiguous characters, and do not repeat in practice', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 5000; i++) {
      const n = newBookingNumber();
      expect(n).toMatch(BOOKING_NUMBER_PATTERN);
      expect(n).not.toMatch(/[01ILO]/);
      seen.add(n);
    }
    expect(seen.size).toBe(5000);
  });
});

import { describe, expect, it } from 'vitest';
import { spellNumber } from './booking-number.ts';

describe('booking number', () => {
  it('spells the booking number out character by character', () => {
    expect(spellNumber('NYC-7K3M9Q')).toBe('N Y C, 7 K 3 M 9 Q');
  });
});

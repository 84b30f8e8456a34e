import { describe, expect, it } from 'vitest';
import { partyTooLargeFor } from './party-fit.ts';

const sedan = { passengers: 3, luggage: 2 };

describe('partyTooLargeFor', () => {
  it('fits when the server says so and the catalogue capacity holds the party', () => {
    expect(partyTooLargeFor({ fitsParty: true }, sedan, { passengers: 3, bags: 2 })).toBeNull();
    expect(partyTooLargeFor({ fitsParty: true }, undefined, { passengers: 9, bags: 9 })).toBeNull();
    expect(partyTooLargeFor({ fitsParty: true }, sedan, {})).toBeNull();
  });

  it('refuses a vehicle the server marks as not fitting', () => {
    expect(partyTooLargeFor({ fitsParty: false }, sedan, { passengers: 2, bags: 1 })).toEqual({
      passengers: 2,
      bags: 1,
    });
  });

  it('refuses a vehicle whose seats or luggage are below the party, whatever the quote says', () => {
    expect(partyTooLargeFor({ fitsParty: true }, sedan, { passengers: 4, bags: 0 })).toEqual({
      passengers: 4,
      bags: 0,
    });
    expect(partyTooLargeFor({ fitsParty: true }, sedan, { passengers: 1, bags: 3 })).toEqual({
      passengers: 1,
      bags: 3,
    });
  });
});

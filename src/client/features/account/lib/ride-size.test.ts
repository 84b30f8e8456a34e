import { describe, expect, it } from 'vitest';
import { rideSizeParts } from './ride-size.ts';

describe('rideSizeParts', () => {
  it('lists the party, then the hours, leaving out what the booking does not know', () => {
    expect(rideSizeParts({ passengers: 3, bags: 0, hours: 4 })).toEqual([
      { kind: 'passengers', count: 3 },
      { kind: 'bags', count: 0 },
      { kind: 'hours', count: 4 },
    ]);
    expect(rideSizeParts({ passengers: null, bags: null, hours: null })).toEqual([]);
    expect(rideSizeParts({ passengers: 1, bags: null, hours: null })).toEqual([
      { kind: 'passengers', count: 1 },
    ]);
  });
});

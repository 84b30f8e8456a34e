import { describe, expect, it } from 'vitest';
import { adminMoves, csvCell, nyToday } from './admin-booking-views.ts';

describe('CSV cells', () => {
  it('defuses formulas, quotes what needs quoting and writes money with two decimals', () => {
    expect(csvCell('=SUM(A1:A9)')).toBe("'=SUM(A1:A9)");
    expect(csvCell('+1 212 555 0100')).toBe("'+1 212 555 0100");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('\tTAB')).toBe("'\tTAB");
    expect(csvCell('\rCR')).toBe('"\'\rCR"');
    expect(csvCell('Say "hi", then go')).toBe('"Say ""hi"", then go"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('Plain text')).toBe('Plain text');
    expect(csvCell(130.65)).toBe('130.65');
    expect(csvCell(120)).toBe('120.00');
    expect(csvCell(null)).toBe('');
  });
});

describe('New York today', () => {
  it('runs from local midnight to the next, across daylight saving changes', () => {
    expect(nyToday(new Date('2026-07-04T03:59:00Z'))).toEqual({
      start: new Date('2026-07-03T04:00:00Z'),
      end: new Date('2026-07-04T04:00:00Z'),
    });
    // 8 March 2026 has 23 hours in New York; 1 November 2026 has 25.
    expect(nyToday(new Date('2026-03-08T12:00:00Z'))).toEqual({
      start: new Date('2026-03-08T05:00:00Z'),
      end: new Date('2026-03-09T04:00:00Z'),
    });
    expect(nyToday(new Date('2026-11-01T12:00:00Z'))).toEqual({
      start: new Date('2026-11-01T04:00:00Z'),
      end: new Date('2026-11-02T05:00:00Z'),
    });
    expect(nyToday(new Date('2026-12-31T23:00:00Z')).end).toEqual(new Date('2027-01-01T05:00:00Z'));
  });
});

describe("an admin's moves", () => {
  it('follow the transition table (decision 10), assigning being Assign Driver', () => {
    expect(adminMoves('pending')).toEqual(['cancelled']);
    expect(adminMoves('confirmed')).toEqual(['cancelled']);
    // A passenger no-show is its own end (decision 28), from a chauffeur's assigned or started trip.
    expect(adminMoves('assigned')).toEqual(['confirmed', 'in_progress', 'cancelled', 'no_show']);
    expect(adminMoves('in_progress')).toEqual(['confirmed', 'completed', 'cancelled', 'no_show']);
    expect(adminMoves('completed')).toEqual([]);
    expect(adminMoves('cancelled')).toEqual([]);
    expect(adminMoves('no_show')).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import type { DriverTrip } from '../../../../shared/contracts/driver-trips.ts';
import { tripSheetDays } from './trip-sheet.ts';

const trip = (number: string, pickupDateTime: string) => ({ number, pickupDateTime }) as DriverTrip;

describe('tripSheetDays', () => {
  // 9:42 AM in New York on Dec 6, 2026 (EST, UTC-5).
  const now = new Date('2026-12-06T14:42:00Z');

  it('groups by New York day, earliest first, with today and tomorrow named', () => {
    const days = tripSheetDays(
      [
        trip('C', '2026-12-09T15:00:00Z'),
        trip('B', '2026-12-07T04:30:00Z'), // 11:30 PM on the 6th in New York: still today
        trip('A', '2026-12-06T16:00:00Z'),
        trip('D', '2026-12-07T15:00:00Z'),
      ],
      now,
    );
    expect(days.map((d) => [d.date, d.when, d.trips.map((t) => t.number)])).toEqual([
      ['2026-12-06', 'today', ['A', 'B']],
      ['2026-12-07', 'tomorrow', ['D']],
      ['2026-12-09', 'later', ['C']],
    ]);
  });

  it('puts a trip of a past day that is still open on today', () => {
    const days = tripSheetDays([trip('Late', '2026-12-06T03:00:00Z')], now);
    expect(days).toEqual([
      { date: '2026-12-06', when: 'today', trips: [expect.objectContaining({ number: 'Late' })] },
    ]);
  });

  it('is empty without trips', () => {
    expect(tripSheetDays([], now)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { isAirportPickup, ridePromises } from './ride-promises.ts';

const now = new Date('2026-12-05T15:00:00.000Z');
const hoursAhead = (h: number) => new Date(now.getTime() + h * 3_600_000).toISOString();

describe('ridePromises', () => {
  it('promises free cancellation, with its deadline, only when the pickup is 24 hours away or more', () => {
    expect(ridePromises({ pickupAt: hoursAhead(48), now, airportPickup: false })).toEqual({
      freeCancellationUntil: hoursAhead(24),
      waitMinutes: 15,
    });
    expect(ridePromises({ pickupAt: hoursAhead(24), now, airportPickup: false }).freeCancellationUntil).toBe(
      now.toISOString(),
    );
    expect(
      ridePromises({ pickupAt: hoursAhead(21), now, airportPickup: false }).freeCancellationUntil,
    ).toBeNull();
    expect(ridePromises({ pickupAt: null, now, airportPickup: false }).freeCancellationUntil).toBeNull();
  });

  it('promises 90 minutes of waiting at airport pickups, 15 elsewhere', () => {
    expect(ridePromises({ pickupAt: hoursAhead(48), now, airportPickup: true }).waitMinutes).toBe(90);
    expect(ridePromises({ pickupAt: hoursAhead(48), now, airportPickup: false }).waitMinutes).toBe(15);
  });
});

describe('isAirportPickup', () => {
  it('knows an airport by its point or, without one, by its name', () => {
    expect(isAirportPickup({ lat: 40.6442, lng: -73.7825 }, 'Terminal 4')).toBe(true);
    expect(isAirportPickup({ lat: 40.758, lng: -73.9855 }, 'JFK Airport')).toBe(false);
    expect(isAirportPickup(null, 'LaGuardia Airport Terminal B')).toBe(true);
    expect(isAirportPickup(null, 'Times Square, New York')).toBe(false);
  });
});

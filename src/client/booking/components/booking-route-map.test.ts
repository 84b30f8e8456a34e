import { describe, expect, it } from 'vitest';
import { hasDrawableRoute } from './booking-route-map.tsx';

const route = {
  distanceMeters: null,
  durationSeconds: null,
  estimatedDistance: null,
  estimatedDuration: null,
  polyline: null,
  pickupLocation: null,
  destinationLocation: null,
};

describe('hasDrawableRoute', () => {
  it('draws a ride with a destination and its points', () => {
    const ends = {
      ...route,
      pickupLocation: { lat: 40.75, lng: -73.98 },
      destinationLocation: { lat: 40.64, lng: -73.78 },
    };
    expect(hasDrawableRoute({ destinationAddress: 'JFK Airport', route: ends })).toBe(true);
    expect(
      hasDrawableRoute({ destinationAddress: 'JFK Airport', route: { ...route, polyline: 'abc' } }),
    ).toBe(true);
  });

  it('draws nothing for an hourly ride without a destination (no empty-form prompt)', () => {
    const pickupOnly = { ...route, pickupLocation: { lat: 40.75, lng: -73.98 } };
    expect(hasDrawableRoute({ destinationAddress: '', route: pickupOnly })).toBe(false);
    expect(hasDrawableRoute({ destinationAddress: '  ', route: { ...route, polyline: 'abc' } })).toBe(false);
    expect(hasDrawableRoute({ destinationAddress: 'Somewhere', route })).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { haversineMeters, pathLengthMeters } from './great-circle.ts';

describe('haversineMeters', () => {
  it('gives known great-circle distances', () => {
    // One degree of latitude is about 111.2 km.
    expect(haversineMeters({ lat: 40, lng: -74 }, { lat: 41, lng: -74 })).toBeCloseTo(111_195, -1);
    // JFK to LaGuardia, centre to centre: about 17.1 km.
    const d = haversineMeters({ lat: 40.6413, lng: -73.7781 }, { lat: 40.7769, lng: -73.874 });
    expect(d).toBeGreaterThan(17_000);
    expect(d).toBeLessThan(17_250);
    expect(haversineMeters({ lat: 40.7, lng: -74 }, { lat: 40.7, lng: -74 })).toBe(0);
  });

  it('sums a path', () => {
    const a = { lat: 40, lng: -74 };
    const b = { lat: 41, lng: -74 };
    expect(pathLengthMeters([a, b, a])).toBeCloseTo(2 * haversineMeters(a, b), 6);
    expect(pathLengthMeters([a])).toBe(0);
  });
});

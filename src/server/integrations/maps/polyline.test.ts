import { describe, expect, it } from 'vitest';
import { decodePolyline, encodePolyline, haversineMeters, pathLengthMeters } from './polyline.ts';

// The worked example of Google's polyline algorithm documentation.
const GOOGLE_EXAMPLE = [
  { lat: 38.5, lng: -120.2 },
  { lat: 40.7, lng: -120.95 },
  { lat: 43.252, lng: -126.453 },
];

describe('encodePolyline / decodePolyline', () => {
  it("matches Google's documented example", () => {
    expect(encodePolyline(GOOGLE_EXAMPLE)).toBe('_p~iF~ps|U_ulLnnqC_mqNvxq`@');
    expect(decodePolyline('_p~iF~ps|U_ulLnnqC_mqNvxq`@')).toEqual(GOOGLE_EXAMPLE);
  });

  it('round-trips New York coordinates at precision 5', () => {
    const path = [
      { lat: 40.6441, lng: -73.7823 },
      { lat: 40.7505, lng: -73.94 },
      { lat: 40.762, lng: -73.9618 },
      { lat: 40.758, lng: -73.9855 },
      { lat: 40.758, lng: -73.9855 },
    ];
    expect(decodePolyline(encodePolyline(path))).toEqual(path);
    const rounded = decodePolyline(encodePolyline([{ lat: 40.7580049, lng: -73.98554999 }]));
    expect(rounded).toEqual([{ lat: 40.758, lng: -73.98555 }]);
  });

  it('handles the empty path and rejects malformed strings', () => {
    expect(encodePolyline([])).toBe('');
    expect(decodePolyline('')).toEqual([]);
    expect(() => decodePolyline('_p~iF~ps|U_')).toThrow(/Malformed/);
    expect(() => decodePolyline('_p~iF ')).toThrow(/Malformed/);
  });
});

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

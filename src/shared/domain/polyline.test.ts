import { describe, expect, it } from 'vitest';
import { decodePolyline, encodePolyline } from './polyline.ts';

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

  it('round-trips a New York route with negative longitudes and 1e-5 steps', () => {
    const route = [
      { lat: 40.64133, lng: -73.77816 },
      { lat: 40.75808, lng: -73.98554 },
      { lat: 40.75809, lng: -73.98553 },
      { lat: 40.75809, lng: -73.98553 },
    ];
    expect(decodePolyline(encodePolyline(route))).toEqual(route);
  });

  it('reads and writes precision 6 (OSRM polyline6)', () => {
    expect(decodePolyline('_izlhA~rlgdF', 6)).toEqual([{ lat: 38.5, lng: -120.2 }]);
    expect(encodePolyline([{ lat: 38.5, lng: -120.2 }], 6)).toBe('_izlhA~rlgdF');
  });

  it('handles the empty path', () => {
    expect(encodePolyline([])).toBe('');
    expect(decodePolyline('')).toEqual([]);
  });

  it('rejects a malformed string instead of giving a partial route', () => {
    // Truncated in the middle of a number, and after a latitude with no longitude.
    expect(() => decodePolyline('_p~iF~ps|U_')).toThrow(/Malformed/);
    expect(() => decodePolyline('_p~iF~ps|U_ulL')).toThrow(/Malformed/);
    // A character outside the alphabet.
    expect(() => decodePolyline('_p~iF ')).toThrow(/Malformed/);
    expect(() => decodePolyline('_p~iF ps|U')).toThrow(/Malformed/);
    // A value longer than 30 bits.
    expect(() => decodePolyline('~~~~~~~?')).toThrow(/Malformed/);
    // A point off the globe (latitude 100).
    expect(() => decodePolyline(encodePolyline([{ lat: 100, lng: 0 }]))).toThrow(/Malformed/);
  });
});

import { describe, expect, it } from 'vitest';
import { decodePolyline } from './polyline.ts';

/** The reference encoder (Google's algorithm), to build test strings. */
function encode(points: { lat: number; lng: number }[], precision = 5): string {
  const factor = 10 ** precision;
  let out = '';
  let prevLat = 0;
  let prevLng = 0;
  const put = (delta: number) => {
    let v = delta < 0 ? ~(delta << 1) : delta << 1;
    while (v >= 0x20) {
      out += String.fromCharCode((0x20 | (v & 0x1f)) + 63);
      v >>= 5;
    }
    out += String.fromCharCode(v + 63);
  };
  for (const p of points) {
    const lat = Math.round(p.lat * factor);
    const lng = Math.round(p.lng * factor);
    put(lat - prevLat);
    put(lng - prevLng);
    prevLat = lat;
    prevLng = lng;
  }
  return out;
}

describe('decodePolyline', () => {
  it("decodes Google's documented example", () => {
    expect(decodePolyline('_p~iF~ps|U_ulLnnqC_mqNvxq`@')).toEqual([
      { lat: 38.5, lng: -120.2 },
      { lat: 40.7, lng: -120.95 },
      { lat: 43.252, lng: -126.453 },
    ]);
  });

  it('round-trips a New York route with negative longitudes and 1e-5 steps', () => {
    const route = [
      { lat: 40.64133, lng: -73.77816 },
      { lat: 40.75808, lng: -73.98554 },
      { lat: 40.75809, lng: -73.98553 },
      { lat: 40.75809, lng: -73.98553 },
    ];
    expect(decodePolyline(encode(route))).toEqual(route);
  });

  it('reads precision 6 (OSRM polyline6)', () => {
    expect(decodePolyline('_izlhA~rlgdF', 6)).toEqual([{ lat: 38.5, lng: -120.2 }]);
  });

  it('gives [] for an empty or malformed string instead of a partial route', () => {
    expect(decodePolyline('')).toEqual([]);
    // Truncated in the middle of a number.
    expect(decodePolyline('_p~iF~ps|U_ulL')).toEqual([]);
    // A character outside the alphabet.
    expect(decodePolyline('_p~iF ps|U')).toEqual([]);
  });
});

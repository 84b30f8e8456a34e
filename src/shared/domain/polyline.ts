import type { LatLng } from '../contracts/maps.ts';

/**
 * Google's encoded polyline algorithm, the format of Google Routes `encodedPolyline`, of OSRM
 * `geometries=polyline` (precision 5) and `polyline6` (precision 6), and of the routes the server stores for
 * the client's maps. One copy for both sides.
 * https://developers.google.com/maps/documentation/utilities/polylinealgorithm
 */

function encodeValue(value: number, out: string[]): void {
  let v = value < 0 ? ~(value << 1) : value << 1;
  while (v >= 0x20) {
    out.push(String.fromCharCode((0x20 | (v & 0x1f)) + 63));
    v >>>= 5;
  }
  out.push(String.fromCharCode(v + 63));
}

export function encodePolyline(points: readonly LatLng[], precision = 5): string {
  const factor = 10 ** precision;
  const out: string[] = [];
  let prevLat = 0;
  let prevLng = 0;
  for (const p of points) {
    const lat = Math.round(p.lat * factor);
    const lng = Math.round(p.lng * factor);
    encodeValue(lat - prevLat, out);
    encodeValue(lng - prevLng, out);
    prevLat = lat;
    prevLng = lng;
  }
  return out.join('');
}

/**
 * Decodes an encoded polyline. Throws on a malformed string (a truncated value, a character out of range, a
 * point off the globe), so a caller never draws or measures half a route.
 */
export function decodePolyline(encoded: string, precision = 5): LatLng[] {
  const factor = 10 ** precision;
  const points: LatLng[] = [];
  let index = 0;
  let lat = 0;
  let lng = 0;
  const next = (): number => {
    let result = 0;
    let shift = 0;
    let byte: number;
    do {
      if (index >= encoded.length) throw new Error('Malformed polyline: truncated value');
      byte = encoded.charCodeAt(index++) - 63;
      if (byte < 0 || byte > 63) throw new Error('Malformed polyline: character out of range');
      result |= (byte & 0x1f) << shift;
      shift += 5;
      if (shift > 30) throw new Error('Malformed polyline: value too long');
    } while (byte >= 0x20);
    return result & 1 ? ~(result >> 1) : result >> 1;
  };
  while (index < encoded.length) {
    lat += next();
    lng += next();
    const point = { lat: lat / factor, lng: lng / factor };
    if (Math.abs(point.lat) > 90 || Math.abs(point.lng) > 180)
      throw new Error('Malformed polyline: point off the globe');
    points.push(point);
  }
  return points;
}

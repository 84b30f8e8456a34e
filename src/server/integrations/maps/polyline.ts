import type { LatLng } from '../../../shared/contracts/maps.ts';

/**
 * Google's encoded polyline algorithm (precision 5), the format of Google Routes `encodedPolyline` and of
 * OSRM `geometries=polyline`, plus the small amount of spherical geometry the routes providers need.
 * https://developers.google.com/maps/documentation/utilities/polylinealgorithm
 */

const FACTOR = 1e5;

function encodeValue(value: number, out: string[]): void {
  let v = value < 0 ? ~(value << 1) : value << 1;
  while (v >= 0x20) {
    out.push(String.fromCharCode((0x20 | (v & 0x1f)) + 63));
    v >>>= 5;
  }
  out.push(String.fromCharCode(v + 63));
}

export function encodePolyline(points: readonly LatLng[]): string {
  const out: string[] = [];
  let prevLat = 0;
  let prevLng = 0;
  for (const p of points) {
    const lat = Math.round(p.lat * FACTOR);
    const lng = Math.round(p.lng * FACTOR);
    encodeValue(lat - prevLat, out);
    encodeValue(lng - prevLng, out);
    prevLat = lat;
    prevLng = lng;
  }
  return out.join('');
}

/** Decodes an encoded polyline; throws on a malformed string (truncated value or a character out of range). */
export function decodePolyline(encoded: string): LatLng[] {
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
    points.push({ lat: lat / FACTOR, lng: lng / FACTOR });
  }
  return points;
}

const EARTH_RADIUS_M = 6_371_008.8;
const RAD = Math.PI / 180;

/** Great-circle distance in metres (haversine, mean Earth radius). */
export function haversineMeters(a: LatLng, b: LatLng): number {
  const dLat = (b.lat - a.lat) * RAD;
  const dLng = (b.lng - a.lng) * RAD;
  const s = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * RAD) * Math.cos(b.lat * RAD) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(s)));
}

/** Sum of the great-circle lengths of a path's segments, in metres. */
export function pathLengthMeters(path: readonly LatLng[]): number {
  let total = 0;
  for (let i = 1; i < path.length; i++) total += haversineMeters(path[i - 1]!, path[i]!);
  return total;
}

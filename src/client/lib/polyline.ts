import type { LatLng } from '../../shared/contracts/maps.ts';

/**
 * Decodes an encoded polyline (Google's algorithm; precision 5 for Google and the embedded estimate,
 * 6 for OSRM's polyline6). A malformed string decodes to [] rather than to a half-drawn route.
 */
export function decodePolyline(encoded: string, precision = 5): LatLng[] {
  const factor = 10 ** precision;
  const points: LatLng[] = [];
  let index = 0;
  let lat = 0;
  let lng = 0;

  const nextDelta = (): number | null => {
    let result = 0;
    let shift = 0;
    let chunk: number;
    do {
      if (index >= encoded.length || shift > 30) return null;
      chunk = encoded.charCodeAt(index++) - 63;
      if (chunk < 0 || chunk > 63) return null;
      result |= (chunk & 0x1f) << shift;
      shift += 5;
    } while (chunk >= 0x20);
    return result & 1 ? ~(result >> 1) : result >> 1;
  };

  while (index < encoded.length) {
    const dLat = nextDelta();
    const dLng = nextDelta();
    if (dLat === null || dLng === null) return [];
    lat += dLat;
    lng += dLng;
    const point = { lat: lat / factor, lng: lng / factor };
    if (Math.abs(point.lat) > 90 || Math.abs(point.lng) > 180) return [];
    points.push(point);
  }
  return points;
}

import type { LatLng } from '../../../shared/contracts/maps.ts';
import { decodePolyline } from '../../../shared/domain/polyline.ts';

/**
 * The points of a route's encoded polyline (precision 5, as RouteInfo.overview_polyline.points); none for a
 * missing or malformed one, so the map falls back to its end markers rather than drawing half a route.
 */
export function routePoints(polyline: string | undefined): LatLng[] {
  if (!polyline) return [];
  try {
    return decodePolyline(polyline);
  } catch {
    return [];
  }
}

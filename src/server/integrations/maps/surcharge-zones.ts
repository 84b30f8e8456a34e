import type { LatLng } from '../../../shared/contracts/maps.ts';
import type { SurchargeFacts } from '../../../shared/domain/pricing.ts';
import { pointInPolygon, segmentIntersection } from './crossing-detector.ts';
import { CONGESTION_ZONE } from './crossings.data.ts';

/**
 * Where New York's for-hire charges apply, from a route's geometry (every routes provider draws one):
 * - the NYS congestion surcharge: trips that begin in, end in or pass through Manhattan south of 96th Street
 *   (the whole width of the island, FDR Drive and West Side Highway included: they are in Manhattan);
 * - the congestion relief zone charge: trips that begin, end or pass through the zone (Manhattan at or below
 *   60th Street, the polygon of crossings.data.ts, which leaves the FDR Drive and Route 9A outside);
 * - the airport access fee: each end of the trip at JFK, LaGuardia or Newark Liberty.
 * The polygons are drawn to about 100 m; a route along a boundary street may fall either side.
 */

type Pt = readonly [lat: number, lng: number];
const line = (points: readonly Pt[]): LatLng[] => points.map(([lat, lng]) => ({ lat, lng }));

/** Manhattan south of 96th Street: along 96th Street, then mid-river down the East River and up the Hudson. */
export const MANHATTAN_BELOW_96TH: readonly LatLng[] = line([
  [40.7985, -73.985], // the Hudson off West 96th Street
  [40.7934, -73.9723], // 96th Street and Broadway
  [40.788, -73.956], // 96th Street and Fifth Avenue
  [40.7822, -73.9425], // 96th Street and the FDR Drive
  [40.7835, -73.9385], // the East River off 96th Street
  [40.78, -73.937], // Hell Gate, off Carl Schurz Park
  [40.772, -73.942], // off Roosevelt Island's north tip (west channel)
  [40.765, -73.949],
  [40.7588, -73.9565], // Queensboro Bridge
  [40.752, -73.962],
  [40.7465, -73.967], // Queens Midtown Tunnel
  [40.738, -73.97],
  [40.729, -73.9665],
  [40.72, -73.968],
  [40.7135, -73.9725], // Williamsburg Bridge
  [40.708, -73.978],
  [40.706, -73.99], // Manhattan Bridge
  [40.704, -73.997], // Brooklyn Bridge
  [40.699, -74.006],
  [40.696, -74.013], // between the Battery and Governors Island
  [40.695, -74.025],
  [40.695, -74.033], // Upper Bay, off the Battery
  [40.715, -74.0245], // off Battery Park City
  [40.73, -74.0215], // off Pier 40
  [40.746, -74.017], // off Chelsea
  [40.765, -74.009], // off the Lincoln Tunnel
  [40.777, -74.0015], // off West 65th Street
]);

/** The three Port Authority airports with a for-hire access fee, as boxes around their terminals and roads. */
export const AIRPORTS: readonly { code: 'JFK' | 'LGA' | 'EWR'; polygon: readonly LatLng[] }[] = [
  { code: 'JFK', polygon: box(40.62, 40.665, -73.822, -73.75) },
  { code: 'LGA', polygon: box(40.7665, 40.79, -73.89, -73.855) },
  { code: 'EWR', polygon: box(40.67, 40.71, -74.195, -74.16) },
];

function box(minLat: number, maxLat: number, minLng: number, maxLng: number): LatLng[] {
  return line([
    [minLat, minLng],
    [minLat, maxLng],
    [maxLat, maxLng],
    [maxLat, minLng],
  ]);
}

/** Whether a path has a point inside the polygon or a segment across its edge (passing through counts). */
export function pathTouches(path: readonly LatLng[], polygon: readonly LatLng[]): boolean {
  if (path.some((p) => pointInPolygon(p, polygon))) return true;
  for (let i = 1; i < path.length; i++) {
    const p = path[i - 1]!;
    const q = path[i]!;
    for (let k = 0, j = polygon.length - 1; k < polygon.length; j = k++) {
      if (segmentIntersection(p, q, polygon[j]!, polygon[k]!)) return true;
    }
  }
  return false;
}

export function airportAt(p: LatLng): 'JFK' | 'LGA' | 'EWR' | null {
  return AIRPORTS.find((a) => pointInPolygon(p, a.polygon))?.code ?? null;
}

/** The surcharge facts of a trip along `path` (its first and last points are the pickup and the drop-off). */
export function surchargeFactsForPath(path: readonly LatLng[]): SurchargeFacts {
  const ends = path.length === 0 ? [] : path.length === 1 ? [path[0]!] : [path[0]!, path.at(-1)!];
  return {
    manhattanBelow96th: pathTouches(path, MANHATTAN_BELOW_96TH),
    congestionReliefZone: pathTouches(path, CONGESTION_ZONE),
    airportEnds: ends.filter((p) => airportAt(p) !== null).length,
  };
}

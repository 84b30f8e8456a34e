/**
 * The service area (PRODUCT decisions 14 and 25: New York City and its surroundings), defined once: the server
 * refuses places outside it (maps.addressOutsideArea, maps.locationOutsideArea, booking.extraStopOutsideArea),
 * every places provider leaves them out of its suggestions, and the booking form checks the same rule.
 *
 * The area is the polygon SERVICE_AREA below (WGS84, drawn by hand on the counties' borders, coast and water):
 *
 * - the five boroughs and the three airports (JFK, LaGuardia, Newark), Teterboro and Westchester (HPN);
 * - Long Island whole: Nassau and Suffolk, the Hamptons and Montauk included (the site sells the Hamptons);
 * - Westchester, Rockland and Orange County's south (Woodbury Common), up to the Bear Mountain / Peekskill
 *   line (about 41.38 N);
 * - northern New Jersey: Bergen, Hudson (Hoboken, Jersey City), Essex (Newark), Passaic, Union, eastern Morris
 *   (Morristown), Somerset's east, Middlesex and northern Monmouth (Red Bank, Long Branch), east of 74.55 W;
 * - southern Connecticut's Gold Coast: Greenwich, Stamford, Darien, New Canaan, Norwalk and Westport, west of
 *   the Westport / Fairfield line (about 73.30 W).
 *
 * Outside: Stewart airport (Newburgh), Philadelphia and its airport, Trenton, Princeton, Allentown, Fairfield, Bridgeport, New Haven,
 * Hartford, Albany, Providence, Boston, Washington DC. The former rule (a circle of 115 miles around Times
 * Square) priced Philadelphia airport to Wall Street and offered Connecticut towns for "Boston": issue 34.
 * The phone number (shared/brand.ts) is what a refused customer is offered instead.
 */

export interface Point {
  lat: number;
  lng: number;
}

/**
 * The boundary, clockwise from the north-west, [longitude, latitude]. Each vertex says what it passes.
 * Keep it simple (a point-in-polygon test per place runs on every suggestion).
 */
export const SERVICE_AREA: readonly (readonly [lng: number, lat: number])[] = Object.freeze([
  [-74.35, 41.36], // Harriman: Woodbury Common and Central Valley (Stewart airport, 41.50 N, stays outside)
  [-73.98, 41.38], // Bear Mountain bridge: Rockland's and Westchester's north edge
  [-73.54, 41.37], // North Salem, at the Connecticut line
  [-73.43, 41.22], // Wilton, north of New Canaan and Norwalk
  [-73.31, 41.17], // Westport's north-east corner
  [-73.3, 41.08], // the Westport / Fairfield line at the shore (Fairfield and Bridgeport stay outside)
  [-73.1, 41.05], // Long Island Sound, south of Stratford
  [-72.6, 41.1], // the Sound between Madison CT and Mattituck
  [-72.2, 41.2], // Plum Gut, past Orient Point
  [-71.8, 41.1], // east of Montauk Point (Block Island, RI, stays outside)
  [-71.8, 40.95], // the Atlantic off Montauk
  [-72.6, 40.7], // the Atlantic off Westhampton
  [-73.6, 40.52], // the Atlantic off Long Beach
  [-73.95, 40.5], // off the Rockaways and Breezy Point
  [-73.95, 40.25], // the Atlantic off Long Branch and Monmouth Beach
  [-74.55, 40.3], // south of New Brunswick (Princeton and Trenton stay outside)
  [-74.6, 40.6], // Bridgewater
  [-74.6, 40.95], // north of Morristown and Boonton
]);

/** Times Square: the centre of the area, for ranking and for providers that take a focus point. */
export const SERVICE_AREA_CENTER: Readonly<Point> = Object.freeze({ lat: 40.758, lng: -73.9855 });

const EARTH_RADIUS_MILES = 6371.0088 / 1.609344;

/** Great-circle distance in miles (haversine). */
export function milesBetween(a: Point, b: Point): number {
  const r = Math.PI / 180;
  const x =
    Math.sin(((b.lat - a.lat) * r) / 2) ** 2 +
    Math.cos(a.lat * r) * Math.cos(b.lat * r) * Math.sin(((b.lng - a.lng) * r) / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(x)));
}

/** Miles from Midtown (the service area's centre). */
export const milesFromMidtown = (p: Point): number => milesBetween(SERVICE_AREA_CENTER, p);

/** True when the point is a place the service takes bookings for. Non-finite coordinates are outside. */
export function inServiceArea(p: Point): boolean {
  if (!Number.isFinite(p.lat) || !Number.isFinite(p.lng)) return false;
  // Ray casting (even-odd rule) on the plane of longitude and latitude: the polygon is small enough.
  let inside = false;
  const n = SERVICE_AREA.length;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const [xi, yi] = SERVICE_AREA[i] as readonly [number, number];
    const [xj, yj] = SERVICE_AREA[j] as readonly [number, number];
    if (yi > p.lat !== yj > p.lat && p.lng < ((xj - xi) * (p.lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/**
 * The smallest latitude/longitude box holding the polygon, for providers that can only restrict a search to
 * a rectangle (Google's locationrestriction, Photon's bbox). It is larger than the area: such a provider's
 * answers are still checked against inServiceArea where a point is known.
 */
export function serviceAreaBounds(): { south: number; west: number; north: number; east: number } {
  const lngs = SERVICE_AREA.map((v) => v[0]);
  const lats = SERVICE_AREA.map((v) => v[1]);
  return {
    south: Math.min(...lats),
    north: Math.max(...lats),
    west: Math.min(...lngs),
    east: Math.max(...lngs),
  };
}

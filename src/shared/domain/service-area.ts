/**
 * The service area (PRODUCT decision 14: New York City and its surroundings), defined once: the server
 * refuses places outside it (maps.addressOutsideArea, maps.locationOutsideArea, booking.extraStopOutsideArea),
 * every places provider leaves them out of its suggestions, and the booking form checks the same rule.
 *
 * The area is a circle of 115 miles around Midtown Manhattan (Times Square, 40.7580 N 73.9855 W), measured on
 * the sphere (haversine, mean Earth radius 6,371.0088 km). Great-circle distances from that point:
 *
 * - inside: Trenton NJ 55, New Haven CT 67, Philadelphia PA (City Hall) 83, Philadelphia International
 *   Airport 90, Hartford CT 97, Atlantic City NJ 99, New London CT 107, Montauk NY (the village) 108,
 *   Wilmington DE 108, Montauk Point lighthouse 113;
 * - outside: Springfield MA 118, Albany NY 131, Cape May NJ 135, Providence RI 153, Baltimore MD 172,
 *   Boston MA 187, Boston NY (a town near Buffalo) 276, Buffalo NY 292, Washington DC 206.
 *
 * Why 115: the issue prices "Midtown to Philadelphia" by the custom-ride formula, so Philadelphia and its
 * airport must be bookable; Montauk (the end of the Hamptons runs the fleet serves) is the farthest place the
 * gazetteer has always offered; Boston (MA), Albany, Providence and the Buffalo-area towns of the ZIP data
 * are not New York's surroundings. The former check (a box 38.5-42.9 N, 76.5-71.0 W) let in Albany,
 * Providence and Washington DC, which decision 14 names as an error.
 */

export interface Point {
  lat: number;
  lng: number;
}

/** Times Square: the centre of the service area. */
export const SERVICE_AREA_CENTER: Readonly<Point> = Object.freeze({ lat: 40.758, lng: -73.9855 });
export const SERVICE_AREA_RADIUS_MILES = 115;

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
  return milesFromMidtown(p) <= SERVICE_AREA_RADIUS_MILES;
}

/**
 * The smallest latitude/longitude box holding the circle, for providers that can only restrict a search to
 * a rectangle (Google's locationrestriction, Photon's bbox). It is larger than the circle at its corners:
 * such a provider's answers are still checked against inServiceArea where a point is known.
 */
export function serviceAreaBounds(): { south: number; west: number; north: number; east: number } {
  const delta = SERVICE_AREA_RADIUS_MILES / EARTH_RADIUS_MILES;
  const dLat = delta * (180 / Math.PI);
  // The widest longitude of a circle on the sphere: asin(sin(delta) / cos(latitude of the centre)).
  const dLng =
    Math.asin(Math.sin(delta) / Math.cos((SERVICE_AREA_CENTER.lat * Math.PI) / 180)) * (180 / Math.PI);
  // Rounded outwards to 1e-4 degree (about 10 m).
  const round = (v: number) => Math.round(v * 1e4) / 1e4;
  return {
    south: round(SERVICE_AREA_CENTER.lat - dLat - 1e-4),
    north: round(SERVICE_AREA_CENTER.lat + dLat + 1e-4),
    west: round(SERVICE_AREA_CENTER.lng - dLng - 1e-4),
    east: round(SERVICE_AREA_CENTER.lng + dLng + 1e-4),
  };
}

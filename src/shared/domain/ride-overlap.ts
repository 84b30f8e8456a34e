/**
 * Per-ride availability (PRODUCT decision 31, decision record 042): a chauffeur may be given any ride that does
 * not overlap their other live rides, counting the drive from one ride's drop-off to the next one's pickup.
 *
 * A ride is one or two legs. The outbound leg runs from the pickup time for the route's duration (an hourly
 * ride: its booked hours, or the route's time when longer). A return trip adds the way back: from `returnAt`,
 * from the destination to the pickup, for the same duration. Between the two legs the chauffeur is free (a
 * return in the evening does not block the afternoon), so each leg is checked on its own.
 *
 * Two legs overlap when the later one (by start) starts before the earlier one ends plus the drive from the
 * earlier one's drop-off to the later one's pickup plus `RIDE_BUFFER_MINUTES`. Legs starting at the same
 * instant always overlap. The rule is symmetric by construction (the pair is ordered first).
 *
 * The drive time comes from the caller (the server asks its router); `straightLineDriveSeconds` is the
 * conservative estimate used when the router gives no route or a point is unknown.
 */

export interface Point {
  lat: number;
  lng: number;
}

/** What a booking says about when and where it drives. */
export interface RideFacts {
  pickupAt: Date;
  /** The route's driving time; null on old bookings (estimated from the straight line, or an hour). */
  durationSeconds: number | null;
  /** Hourly service: the booked hours (the car is the customer's for that long). */
  hours: number | null;
  /** A return trip's time back (from the destination to the pickup); null for one way. */
  returnAt: Date | null;
  pickup: Point | null;
  dropoff: Point | null;
}

export interface RideLeg {
  /** Epoch milliseconds. */
  start: number;
  end: number;
  from: Point | null;
  to: Point | null;
}

/** Time kept free between a drop-off and the next pickup beyond the drive itself (parking, the passenger). */
export const RIDE_BUFFER_MINUTES = 15;
/** A ride without a known duration is taken to last this long. */
export const DEFAULT_RIDE_MINUTES = 60;
/** Drive time assumed when a point is unknown: longer than any drive inside the service area at city speed. */
export const UNKNOWN_DRIVE_MINUTES = 120;
/**
 * The conservative straight-line estimate: the distance times a city circuity, at a city speed (New York
 * streets average 7-15 mph; 12 mph with 1.4x circuity makes JFK-Midtown, 12 miles apart, 84 minutes).
 */
export const CITY_SPEED_MPH = 12;
export const CITY_CIRCUITY = 1.4;
/** No drive in the service area is taken to be longer than this (a router answer above it is capped). */
export const MAX_DRIVE_MINUTES = 180;
const MIN_RIDE_MINUTES = 1;

const MINUTE = 60_000;
const EARTH_RADIUS_MILES = 3958.7613;

function miles(a: Point, b: Point): number {
  const r = Math.PI / 180;
  const x =
    Math.sin(((b.lat - a.lat) * r) / 2) ** 2 +
    Math.cos(a.lat * r) * Math.cos(b.lat * r) * Math.sin(((b.lng - a.lng) * r) / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(x)));
}

/** The conservative drive estimate in seconds (UNKNOWN_DRIVE_MINUTES when either point is unknown). */
export function straightLineDriveSeconds(from: Point | null, to: Point | null): number {
  if (!from || !to) return UNKNOWN_DRIVE_MINUTES * 60;
  const seconds = ((miles(from, to) * CITY_CIRCUITY) / CITY_SPEED_MPH) * 3600;
  return Math.min(MAX_DRIVE_MINUTES * 60, Math.round(seconds));
}

/** The ride's legs, outbound first. */
export function rideLegs(r: RideFacts): RideLeg[] {
  const routeSeconds =
    r.durationSeconds !== null && r.durationSeconds > 0
      ? r.durationSeconds
      : r.pickup && r.dropoff
        ? straightLineDriveSeconds(r.pickup, r.dropoff)
        : DEFAULT_RIDE_MINUTES * 60;
  const booked = r.hours !== null && r.hours > 0 ? r.hours * 3600 : 0;
  const ms = Math.max(MIN_RIDE_MINUTES * MINUTE, Math.max(routeSeconds, booked) * 1000);
  const start = r.pickupAt.getTime();
  const legs: RideLeg[] = [{ start, end: start + ms, from: r.pickup, to: r.dropoff ?? r.pickup }];
  if (r.returnAt && r.returnAt.getTime() > start) {
    const back = r.returnAt.getTime();
    const backMs = Math.max(MIN_RIDE_MINUTES * MINUTE, routeSeconds * 1000);
    legs.push({ start: back, end: back + backMs, from: r.dropoff ?? r.pickup, to: r.pickup });
  }
  return legs;
}

/** Drive seconds from a drop-off to a pickup, departing at `at` (the server's router, or the estimate). */
export type DriveSeconds = (from: Point | null, to: Point | null, at: Date) => number;

/** The earlier and later of two legs (by start; ties by end, then as given). */
function ordered(a: RideLeg, b: RideLeg): [RideLeg, RideLeg] {
  return a.start < b.start || (a.start === b.start && a.end <= b.end) ? [a, b] : [b, a];
}

/**
 * Can two legs not both be driven? Legs far enough apart that no drive could join them are decided without
 * asking `drive` (the drive is capped at MAX_DRIVE_MINUTES).
 */
export function legsOverlap(a: RideLeg, b: RideLeg, drive: DriveSeconds): boolean {
  const [first, next] = ordered(a, b);
  if (next.start <= first.start) return true;
  const buffer = RIDE_BUFFER_MINUTES * MINUTE;
  if (next.start < first.end + buffer) return true;
  if (next.start >= first.end + buffer + MAX_DRIVE_MINUTES * MINUTE) return false;
  const seconds = Math.min(
    MAX_DRIVE_MINUTES * 60,
    Math.max(0, drive(first.to, next.from, new Date(first.end))),
  );
  return next.start < first.end + seconds * 1000 + buffer;
}

/** The drives `legsOverlap` would ask for between two rides (to fetch them from a router first). */
export function drivesNeeded(a: RideFacts, b: RideFacts): { from: Point; to: Point; at: Date }[] {
  const out: { from: Point; to: Point; at: Date }[] = [];
  const buffer = RIDE_BUFFER_MINUTES * MINUTE;
  for (const x of rideLegs(a))
    for (const y of rideLegs(b)) {
      const [first, next] = ordered(x, y);
      const near =
        next.start >= first.end + buffer && next.start < first.end + buffer + MAX_DRIVE_MINUTES * MINUTE;
      if (near && first.to && next.from) out.push({ from: first.to, to: next.from, at: new Date(first.end) });
    }
  return out;
}

/**
 * The drive (seconds, capped) that joins the first pair of overlapping legs of two rides, from the earlier
 * one's drop-off to the later one's pickup: what the dispatcher is told beside the conflict. Null when the
 * rides do not overlap.
 */
export function overlapDriveSeconds(a: RideFacts, b: RideFacts, drive: DriveSeconds): number | null {
  for (const x of rideLegs(a))
    for (const y of rideLegs(b))
      if (legsOverlap(x, y, drive)) {
        const [first, next] = ordered(x, y);
        return Math.min(MAX_DRIVE_MINUTES * 60, Math.max(0, drive(first.to, next.from, new Date(first.end))));
      }
  return null;
}

/** Do two rides overlap (any leg of one with any leg of the other)? */
export function ridesOverlap(a: RideFacts, b: RideFacts, drive: DriveSeconds): boolean {
  const legsA = rideLegs(a);
  const legsB = rideLegs(b);
  return legsA.some((x) => legsB.some((y) => legsOverlap(x, y, drive)));
}

/** The first of `others` (in their order) that overlaps `ride`; null when the ride fits. */
export function firstOverlap<T extends RideFacts>(
  ride: RideFacts,
  others: readonly T[],
  drive: DriveSeconds,
): T | null {
  return others.find((o) => ridesOverlap(ride, o, drive)) ?? null;
}

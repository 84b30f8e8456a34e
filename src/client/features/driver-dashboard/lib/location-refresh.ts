import type { DriverTrip } from '../../../../shared/contracts/driver-trips.ts';

/** The position is sent every 30 s while a trip is live (the customer's map, decision 22) ... */
export const LIVE_LOCATION_REFRESH_MS = 30_000;
/** ... and every 5 minutes otherwise (nearby requests and accept need a position under 15 minutes old). */
export const IDLE_LOCATION_REFRESH_MS = 5 * 60_000;
/** A trip is live from this long before its pickup (the customer sees the position from then). */
const LIVE_LEAD_MS = 60 * 60_000;

/**
 * How often the dashboard sends the chauffeur's position: every 30 s while one of their trips is on the way,
 * on location or in progress (started, arrived, or within 60 minutes of its pickup), every 5 minutes otherwise.
 */
export function locationRefreshMs(
  trips: readonly Pick<DriverTrip, 'status' | 'pickupDateTime' | 'arrivedAt'>[],
  now: Date,
): number {
  const live = trips.some((trip) => {
    if (trip.status === 'in_progress') return true;
    if (trip.status !== 'assigned') return false;
    if (trip.arrivedAt) return true;
    return new Date(trip.pickupDateTime).getTime() - now.getTime() <= LIVE_LEAD_MS;
  });
  return live ? LIVE_LOCATION_REFRESH_MS : IDLE_LOCATION_REFRESH_MS;
}

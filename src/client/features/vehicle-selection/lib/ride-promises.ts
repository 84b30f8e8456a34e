import type { LatLng } from '../../../../shared/contracts/maps.ts';
import { areaOf, type AreaKey } from '../../../../shared/domain/nyc-areas.ts';
import {
  cancellationRefundPercent,
  FREE_WAIT_MINUTES,
  FREE_WAIT_MINUTES_AIRPORT,
  freeCancellationUntil,
} from '../../../../shared/domain/ride-size.ts';

/** The airports of the areas table (nyc-areas.ts): a pickup there waits for the flight. */
const AIRPORT_AREAS: ReadonlySet<AreaKey> = new Set(['jfk', 'lga', 'ewr', 'teb', 'hpn', 'isp']);

/** A pickup at an airport: by the placed point, else by the address words ("JFK Terminal 4"). */
export function isAirportPickup(point: LatLng | null | undefined, address: string | undefined): boolean {
  const area = point ? areaOf(point.lat, point.lng) : areaOf(null, null, address ?? '');
  return AIRPORT_AREAS.has(area);
}

/** What this ride's perks promise (decision 17), as the Terms and the server's cancellation apply them. */
export interface RidePromises {
  /** Until when cancelling refunds in full (ISO), or null when the pickup is within 24 hours (or unknown). */
  freeCancellationUntil: string | null;
  /** Minutes of free waiting at the pickup: 90 at an airport (from landing), 15 elsewhere. */
  waitMinutes: number;
}

export function ridePromises({
  pickupAt,
  now,
  airportPickup,
}: {
  pickupAt: string | null | undefined;
  now: Date;
  airportPickup: boolean;
}): RidePromises {
  const at = pickupAt ? new Date(pickupAt) : null;
  const free = at !== null && !Number.isNaN(at.getTime()) && cancellationRefundPercent(at, now) === 100;
  return {
    freeCancellationUntil: free && at ? freeCancellationUntil(at).toISOString() : null,
    waitMinutes: airportPickup ? FREE_WAIT_MINUTES_AIRPORT : FREE_WAIT_MINUTES,
  };
}

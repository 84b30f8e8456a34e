import type { RouteInfo } from '../../../shared/contracts/maps.ts';
import { hourlyHoursNeeded } from '../../../shared/domain/pricing.ts';
import { HOURLY_MAX_HOURS } from '../../../shared/domain/ride-size.ts';
import { DEFAULT_CIRCUITY } from '../../integrations/maps/estimate-routes.provider.ts';
import { nycTravelSeconds, zoneDistances } from '../../integrations/maps/speed-model.ts';
import type { ResolvedLocation } from '../maps/maps.service.ts';
import { fail } from './booking-window.ts';

/**
 * PRODUCT decision 20 (quote.service.ts): an hourly ride's hours cover the driving of the route the customer
 * gave. Asked of every hourly, wedding and event quote, and so of every booking create, which prices through it.
 */

/** The route between two points at a time, or null (quote.service.ts's lookup, with its notice). */
type RouteLookup = (
  from: ResolvedLocation,
  to: ResolvedLocation,
  at: Date,
) => Promise<{ route: RouteInfo | null }>;

export function createHourlyCoverage(routeOrNull: RouteLookup) {
  /**
   * Seconds of driving along the route the customer gave for an hourly ride (PRODUCT decision 20): pickup ->
   * extra stop -> destination, each leg leaving when the one before arrives. A leg without a route (none
   * drivable, or the provider down) counts the embedded estimate's straight line x circuity at the speeds of
   * its departure time, so a missing route never makes the drive free. 0 with the pickup alone (as directed).
   */
  async function drivingSeconds(
    points: ResolvedLocation[],
    direct: RouteInfo | null,
    at: Date,
  ): Promise<number> {
    if (points.length === 2 && direct) return direct.duration.value;
    let seconds = 0;
    for (let i = 1; i < points.length; i += 1) {
      const a = points[i - 1] as ResolvedLocation;
      const b = points[i] as ResolvedLocation;
      const leaving = new Date(at.getTime() + seconds * 1000);
      const { route: leg } = await routeOrNull(a, b, leaving);
      seconds += leg
        ? leg.duration.value
        : nycTravelSeconds(zoneDistances([a.location, b.location], DEFAULT_CIRCUITY), leaving);
    }
    return seconds;
  }

  /**
   * PRODUCT decision 20: the hours booked cover the driving time of the route given, rounded up to whole hours
   * (at least 2). More than the longest hourly booking -> booking.hourlyRouteTooLong (book a ride); fewer hours
   * than needed -> booking.hoursTooFew with the hours needed, on the hours field, for the client to offer them.
   * The destination and the extra stop were already held to the service area when they were placed.
   */
  async function hoursNeeded(
    points: ResolvedLocation[],
    direct: RouteInfo | null,
    at: Date,
    booked: number,
  ): Promise<number> {
    const hoursNeeded = hourlyHoursNeeded(await drivingSeconds(points, direct, at));
    const max = HOURLY_MAX_HOURS;
    if (hoursNeeded > max) fail('hours', 'booking.hourlyRouteTooLong', { max });
    if (booked < hoursNeeded) fail('hours', 'booking.hoursTooFew', { hoursNeeded, hours: booked });
    return hoursNeeded;
  }

  return { hoursNeeded };
}

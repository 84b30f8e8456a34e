/**
 * The places and routes of a quote (quote.service.ts): a route or the notice saying why there is none, and
 * the extra stop, resolved and checked against the service area like the ride's ends, with the metres it adds.
 */
import type { RouteInfo } from '../../../shared/contracts/maps.ts';
import { BRAND } from '../../../shared/brand.ts';
import type { NoticeCode } from '../../../shared/error-codes.ts';
import { AppError } from '../../../shared/errors.ts';
import type { MapsService, ResolvedLocation } from '../maps/maps.service.ts';
import { fail } from './booking-window.ts';
import { straightLineMeters } from './quote-legs.ts';

/** The extra stop's field: its errors name it. */
export const EXTRA_STOP_FIELD = 'extras.extraStopAddress';

/** What maps.resolve answers for a place it cannot find, and for one outside the service area. */
const NOT_FOUND = /NotFound$|^maps\.unknownPlace/;
const OUTSIDE_AREA = /OutsideArea$/;

/** The quote's route and extra-stop lookups over the maps service. */
export function createQuoteRoutes(maps: Pick<MapsService, 'resolve' | 'routeBetween'>) {
  /** The route between two points at a time, or none with the notice saying why (no route, provider down). */
  async function routeOrNull(
    from: ResolvedLocation,
    to: ResolvedLocation,
    at: Date,
  ): Promise<{ route: RouteInfo | null; notice: NoticeCode | null }> {
    try {
      const route = await maps.routeBetween(from, to, at);
      return route ? { route, notice: null } : { route: null, notice: 'quote.noRoute' };
    } catch (err) {
      if (err instanceof AppError && err.status === 503)
        return { route: null, notice: 'quote.routeUnavailable' };
      throw err;
    }
  }

  /**
   * The extra stop's place, through the maps service's own resolution and service-area check; its answers
   * become the extra stop's own: outside the area -> booking.extraStopOutsideArea, not found ->
   * booking.extraStopNotFound (anything else keeps its code, on the extra stop's field).
   */
  async function resolveExtraStop(text: string): Promise<ResolvedLocation> {
    try {
      return await maps.resolve(text, EXTRA_STOP_FIELD);
    } catch (err) {
      if (!(err instanceof AppError) || err.status !== 400) throw err;
      if (OUTSIDE_AREA.test(err.code))
        fail(EXTRA_STOP_FIELD, 'booking.extraStopOutsideArea', { phone: BRAND.phoneDisplay });
      if (NOT_FOUND.test(err.code)) fail(EXTRA_STOP_FIELD, 'booking.extraStopNotFound');
      throw err;
    }
  }

  /**
   * Metres the stop adds to the outbound ride: route(pickup -> stop) + route(stop -> destination) -
   * route(pickup -> destination). When any of the three has no route, all three are the embedded estimate's
   * straight line x circuity, so the difference compares like with like.
   */
  async function stopAddedMeters(
    from: ResolvedLocation,
    stop: ResolvedLocation,
    to: ResolvedLocation,
    direct: RouteInfo | null,
    at: Date,
  ): Promise<number> {
    const [toStop, fromStop] = await Promise.all([routeOrNull(from, stop, at), routeOrNull(stop, to, at)]);
    if (direct && toStop.route && fromStop.route) {
      return Math.max(0, toStop.route.distance.value + fromStop.route.distance.value - direct.distance.value);
    }
    return Math.max(
      0,
      straightLineMeters(from, stop) + straightLineMeters(stop, to) - straightLineMeters(from, to),
    );
  }

  return { routeOrNull, resolveExtraStop, stopAddedMeters };
}

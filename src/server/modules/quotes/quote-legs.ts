/** Pure parts of a quote's legs (quote.service.ts): breakdowns, surcharge facts, distances, placed points. */
import type { RouteInfo } from '../../../shared/contracts/maps.ts';
import type { Breakdown, PlacedPoint } from '../../../shared/contracts/quotes.ts';
import type { SurchargeFacts } from '../../../shared/domain/pricing.ts';
import { decodePolyline } from '../../../shared/domain/polyline.ts';
import { DEFAULT_CIRCUITY } from '../../integrations/maps/estimate-routes.provider.ts';
import { haversineMeters } from '../../integrations/maps/great-circle.ts';
import { surchargeFactsForPath } from '../../integrations/maps/surcharge-zones.ts';
import type { ResolvedLocation } from '../maps/maps.service.ts';

export const dollars = (cents: number) => cents / 100;

export const placed = (input: string, at: ResolvedLocation): PlacedPoint => ({
  input,
  address: at.label,
  location: at.location,
  approximate: at.approximate,
  ...(at.placeId ? { placeId: at.placeId } : {}),
});

/** A package-priced leg: the price is all-in (PRODUCT decision 3), so no tolls, fees or surcharge lines. */
export function packageBreakdown(priceCents: number, route: RouteInfo | null): Breakdown {
  return {
    basePriceCents: priceCents,
    distanceChargeCents: 0,
    tollsCents: 0,
    creditCardFeeCents: 0,
    stcChargeCents: 0,
    adminFeeCents: 0,
    surchargesCents: 0,
    surcharges: [],
    totalCents: priceCents,
    distanceInMiles: route ? Math.round((route.distance.value / 1609.34) * 100) / 100 : 0,
  };
}

/**
 * What a leg touches for New York's for-hire charges: from its route's line, or, without a route, from the
 * straight line between the two resolved addresses (the no-route fallback still knows the ends).
 */
export function legSurchargeFacts(
  route: RouteInfo | null,
  ends: readonly [from: ResolvedLocation, to: ResolvedLocation] | null,
): SurchargeFacts | null {
  if (route) {
    const points = decodePolyline(route.overview_polyline.points);
    return surchargeFactsForPath([route.start_location, ...points, route.end_location]);
  }
  return ends ? surchargeFactsForPath([ends[0].location, ends[1].location]) : null;
}

/** The embedded estimate's road distance between two points: the straight line x its circuity factor. */
export const straightLineMeters = (a: ResolvedLocation, b: ResolvedLocation) =>
  Math.round(haversineMeters(a.location, b.location) * DEFAULT_CIRCUITY);

import type { RouteInfo } from '../../../shared/contracts/maps.ts';
import type {
  Breakdown,
  PlacedPoint,
  QuoteExtras,
  QuoteLeg,
  QuoteResponse,
  VehicleQuote,
} from '../../../shared/contracts/quotes.ts';
import { type PricingConfig, type PricingPackage } from '../../../shared/domain/pricing-config.ts';
import {
  customRideQuote,
  extrasCents,
  findPackage,
  packagePriceCents,
  type SurchargeFacts,
  tripTotal,
} from '../../../shared/domain/pricing.ts';
import { decodePolyline } from '../../../shared/domain/polyline.ts';
import type { ErrorCode, ErrorParams, NoticeCode } from '../../../shared/error-codes.ts';
import { errorText } from '../../../shared/error-text.ts';
import { AppError } from '../../../shared/errors.ts';
import { surchargeFactsForPath } from '../../integrations/maps/surcharge-zones.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { MapsService, ResolvedLocation } from '../maps/maps.service.ts';
import type { PricingService } from '../pricing/pricing.service.ts';

export interface QuoteInput {
  pickup?: string | undefined;
  destination?: string | undefined;
  pickupDateTime: string;
  serviceType: string;
  packageId?: string | undefined;
  returnTrip: boolean;
  returnDateTime?: string | undefined;
  extras?: QuoteExtras | undefined;
  hours?: number | undefined;
  passengers?: number | undefined;
  bags?: number | undefined;
}

export interface BookingWindow {
  /** Earliest pickup, in minutes from now (PRODUCT decision 8: 2 hours, configurable). */
  minLeadMinutes: number;
  /** Latest pickup, in days from now (within a year). */
  maxAdvanceDays: number;
}

export const DEFAULT_BOOKING_WINDOW: BookingWindow = { minLeadMinutes: 120, maxAdvanceDays: 365 };

/** Service types the marketing pages put in a booking draft besides the catalog's service ids. */
const PACKAGE_SERVICE_TYPES = ['airport-transfer', 'hourly-service'];

/** Draft package ids from the marketing pages whose pricing id differs (airport offers are "jfk-manhattan"). */
function packageLookupId(id: string): string {
  return id.replace(/-manhattan$/, '');
}

const fail = (field: string, code: ErrorCode, params?: ErrorParams): never => {
  throw AppError.onField(field, code, params);
};

const dollars = (cents: number) => cents / 100;

const placed = (input: string, at: ResolvedLocation): PlacedPoint => ({
  input,
  address: at.label,
  location: at.location,
  approximate: at.approximate,
});

function packageBreakdown(priceCents: number, route: RouteInfo | null): Breakdown {
  return {
    basePriceCents: priceCents,
    distanceChargeCents: 0,
    tollsCents: 0,
    creditCardFeeCents: 0,
    stcChargeCents: 0,
    adminFeeCents: 0,
    // Package prices are all-in (PRODUCT decision 3): no surcharge lines.
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
function legSurchargeFacts(
  route: RouteInfo | null,
  ends: readonly [from: ResolvedLocation, to: ResolvedLocation] | null,
): SurchargeFacts | null {
  if (route) {
    const points = decodePolyline(route.overview_polyline.points);
    return surchargeFactsForPath([route.start_location, ...points, route.end_location]);
  }
  return ends ? surchargeFactsForPath([ends[0].location, ends[1].location]) : null;
}

export interface QuoteServiceDeps {
  maps: MapsService;
  pricing: PricingService;
  catalog: CatalogService;
  clock?: () => Date;
  window?: BookingWindow;
}

/**
 * Prices a ride for every vehicle on the server: the custom-ride formula from the route (or its no-route
 * fallback), or a package's base price x the vehicle multiplier; a return trip is a second leg; extras once;
 * tax on the subtotal. Checkout will call the same function, so the browser never supplies an amount.
 */
export function createQuoteService(deps: QuoteServiceDeps) {
  const clock = deps.clock ?? (() => new Date());
  const window = deps.window ?? DEFAULT_BOOKING_WINDOW;

  function checkWindow(field: string, at: Date, now: Date) {
    const earliest = now.getTime() + window.minLeadMinutes * 60_000;
    const latest = now.getTime() + window.maxAdvanceDays * 86_400_000;
    if (at.getTime() < earliest) {
      const hours = window.minLeadMinutes / 60;
      if (Number.isInteger(hours)) fail(field, 'booking.leadHours', { count: hours });
      fail(field, 'booking.leadMinutes', { count: window.minLeadMinutes });
    }
    if (at.getTime() > latest) fail(field, 'booking.tooFar');
  }

  async function resolvePackage(config: PricingConfig, input: QuoteInput): Promise<PricingPackage | null> {
    const id = input.packageId?.trim();
    if (!id || id === 'custom') return null;
    return (
      findPackage(config, id) ??
      findPackage(config, packageLookupId(id)) ??
      fail('packageId', 'booking.unknownPackage')
    );
  }

  async function checkServiceType(serviceType: string) {
    if (PACKAGE_SERVICE_TYPES.includes(serviceType)) return;
    const services = await deps.catalog.services();
    if (!services.some((s) => s.id === serviceType)) fail('serviceType', 'booking.unknownService');
  }

  async function routeOrNull(
    from: ResolvedLocation,
    to: ResolvedLocation,
    at: Date,
  ): Promise<{ route: RouteInfo | null; notice: NoticeCode | null }> {
    try {
      const route = await deps.maps.routeBetween(from, to, at);
      return route ? { route, notice: null } : { route: null, notice: 'quote.noRoute' };
    } catch (err) {
      if (err instanceof AppError && err.status === 503)
        return { route: null, notice: 'quote.routeUnavailable' };
      throw err;
    }
  }

  return {
    async quote(input: QuoteInput): Promise<QuoteResponse> {
      const now = clock();
      const pickupAt = new Date(input.pickupDateTime);
      checkWindow('pickupDateTime', pickupAt, now);
      let returnAt: Date | null = null;
      if (input.returnTrip) {
        if (!input.returnDateTime) fail('returnDateTime', 'booking.returnMissing');
        returnAt = new Date(input.returnDateTime as string);
        if (returnAt.getTime() <= pickupAt.getTime()) fail('returnDateTime', 'booking.returnBeforePickup');
        checkWindow('returnDateTime', returnAt, now);
      }
      await checkServiceType(input.serviceType);

      const config = await deps.pricing.current();
      const pkg = await resolvePackage(config, input);

      const pickupText = input.pickup?.trim() ?? '';
      const destinationText = input.destination?.trim() ?? '';
      if (!pkg) {
        if (!pickupText) fail('pickup', 'booking.pickupMissing');
        if (!destinationText) fail('destination', 'booking.destinationMissing');
      }

      let route: RouteInfo | null = null;
      let returnRoute: RouteInfo | null = null;
      let notice: NoticeCode | null = null;
      let ends: [ResolvedLocation, ResolvedLocation] | null = null;
      if (pickupText && destinationText) {
        const [from, to] = await Promise.all([
          deps.maps.resolve(pickupText, 'pickup'),
          deps.maps.resolve(destinationText, 'destination'),
        ]);
        ends = [from, to];
        const outbound = await routeOrNull(from, to, pickupAt);
        route = outbound.route;
        notice = outbound.notice;
        if (returnAt) {
          const back = await routeOrNull(to, from, returnAt);
          returnRoute = back.route;
          notice ??= back.notice;
        }
      }

      const vehicles = await deps.catalog.vehicles();
      const extras = input.extras ?? {};
      const extraLines = extrasCents(config, extras).lines;
      const outboundFacts = pkg ? null : legSurchargeFacts(route, ends);
      const returnFacts =
        pkg || !returnAt ? null : legSurchargeFacts(returnRoute ?? route, ends && [ends[1], ends[0]]);
      const quotes: VehicleQuote[] = vehicles.map((v) => {
        const leg = (kind: QuoteLeg['leg'], legRoute: RouteInfo | null): QuoteLeg => {
          if (pkg) {
            const price = packagePriceCents(config, {
              basePriceCents: pkg.basePriceCents,
              vehicleCode: v.code,
            });
            return {
              leg: kind,
              pricing: 'package',
              breakdown: packageBreakdown(price, legRoute),
              priceCents: price,
            };
          }
          const q = customRideQuote(config, {
            vehicleCode: v.code,
            distanceMeters: legRoute ? legRoute.distance.value : null,
            tollsCents: legRoute ? legRoute.tolls.reduce((s, t) => s + t.amountCents, 0) : 0,
            surchargeFacts: kind === 'outbound' ? outboundFacts : returnFacts,
          });
          return { leg: kind, pricing: 'custom', breakdown: q.breakdown, priceCents: q.finalPriceCents };
        };
        const legs = [leg('outbound', route), ...(returnAt ? [leg('return', returnRoute ?? route)] : [])];
        const total = tripTotal(config, { legsCents: legs.map((l) => l.priceCents), extras });
        const first = legs[0] as QuoteLeg;
        const b = first.breakdown;
        return {
          vehicleId: v.id,
          vehicleCode: v.code,
          vehicleName: v.name,
          legs,
          extras: extraLines,
          extrasCents: total.extrasCents,
          subtotalCents: total.subtotalCents,
          taxRatePpm: total.taxRatePpm,
          taxCents: total.taxCents,
          totalCents: total.totalCents,
          fitsParty: (input.passengers ?? 1) <= v.passengers && (input.bags ?? 0) <= v.luggage,
          calculatedPricing: {
            vehicleId: v.id,
            vehicleCode: v.code,
            breakdown: {
              basePrice: dollars(b.basePriceCents),
              distanceCharge: dollars(b.distanceChargeCents),
              tolls: dollars(b.tollsCents),
              creditCardFee: dollars(b.creditCardFeeCents),
              stcCharge: dollars(b.stcChargeCents),
              adminFee: dollars(b.adminFeeCents),
              surcharges: dollars(b.surchargesCents),
              total: dollars(b.totalCents),
              distanceInMiles: b.distanceInMiles,
            },
            finalPrice: dollars(first.priceCents),
          },
        };
      });

      return {
        serviceType: input.serviceType,
        pickupDateTime: pickupAt.toISOString(),
        returnDateTime: returnAt ? returnAt.toISOString() : null,
        package: pkg
          ? { id: pkg.id, name: pkg.name, kind: pkg.kind, hours: pkg.hours ?? null, applies: true }
          : null,
        hours: null,
        passengers: input.passengers ?? null,
        bags: input.bags ?? null,
        packageNotice: null,
        packageNoticeCode: null,
        pickupPlace: ends ? placed(pickupText, ends[0]) : null,
        destinationPlace: ends ? placed(destinationText, ends[1]) : null,
        extraStopPlace: null,
        route,
        returnRoute,
        routeNotice: notice ? errorText(notice) : null,
        routeNoticeCode: notice,
        vehicles: quotes,
      };
    },
  };
}

export type QuoteService = ReturnType<typeof createQuoteService>;

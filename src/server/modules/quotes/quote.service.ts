import type { RouteInfo } from '../../../shared/contracts/maps.ts';
import type { QuoteExtras, QuoteLeg, QuoteResponse, VehicleQuote } from '../../../shared/contracts/quotes.ts';
import {
  coversRide,
  includedHours,
  packageCoverage,
  type PackageCoverage,
  rideAreas,
} from '../../../shared/domain/package-coverage.ts';
import { type PricingConfig, type PricingPackage } from '../../../shared/domain/pricing-config.ts';
import {
  customRideQuote,
  extrasCents,
  extraStopMilesCents,
  findPackage,
  hourlyPriceCents,
  packagePriceCents,
  timePackagePriceCents,
  tripTotal,
} from '../../../shared/domain/pricing.ts';
import { HOURLY_DEFAULT_HOURS } from '../../../shared/domain/ride-size.ts';
import type { NoticeCode } from '../../../shared/error-codes.ts';
import { errorText } from '../../../shared/error-text.ts';
import { AppError } from '../../../shared/errors.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { MapsService, ResolvedLocation } from '../maps/maps.service.ts';
import type { PricingService } from '../pricing/pricing.service.ts';
import { type BookingWindow, DEFAULT_BOOKING_WINDOW, fail, rideTimes } from './booking-window.ts';
import { createHourlyCoverage } from './hourly-coverage.ts';
import { createQuoteAnswers } from './quote-answers.ts';
import { dollars, legSurchargeFacts, packageBreakdown, placed, straightLineMeters } from './quote-legs.ts';

/**
 * What the quote prices (POST /api/quotes, and checkout's POST /api/bookings through the same function).
 * `hours` prices an hourly ride (2-12; default the package's hours, else 2); `passengers`/`bags` decide each
 * vehicle's `fitsParty`; `extras.extraStopAddress` is the extra stop's place (required with `extraStop`).
 */
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

/** Service types the marketing pages put in a booking draft besides the catalog's service ids. */
const PACKAGE_SERVICE_TYPES = ['airport-transfer', 'hourly-service'];

/** Service types priced by the hour (PRODUCT decision 3): the catalog's hourly and the hourly page's. */
const HOURLY_SERVICE_TYPES = ['hourly', 'hourly-service'];

/** Draft package ids from the marketing pages whose pricing id differs (airport offers are "jfk-manhattan"). */
function packageLookupId(id: string): string {
  return id.replace(/-manhattan$/, '');
}

const EXTRA_STOP_FIELD = 'extras.extraStopAddress';

/** What maps.resolve answers for a place it cannot find, and for one outside the service area. */
const NOT_FOUND = /NotFound$|^maps\.unknownPlace/;
const OUTSIDE_AREA = /OutsideArea$/;

export type { BookingWindow } from './booking-window.ts';

export interface QuoteServiceDeps {
  maps: MapsService;
  pricing: PricingService;
  catalog: CatalogService;
  clock?: () => Date;
  window?: BookingWindow;
}

/** How the ride is priced, decided once for every vehicle. */
type Pricing =
  /** Distance ride: the package's price on each leg (it covers the ride), or the custom formula. */
  | { kind: 'distance'; pkg: PricingPackage | null }
  /** Hourly ride at the hourly packages' rates. */
  | { kind: 'hourly'; hours: number }
  /** Wedding or event package: its price covers its hours, extra hours at the hourly rate. */
  | { kind: 'time-package'; pkg: PricingPackage; included: number; hours: number };

/** The hours an hourly or time-package ride is priced for (a time package never fewer than it includes). */
const hoursBooked = (pricing: Pricing): number | null =>
  pricing.kind === 'hourly'
    ? pricing.hours
    : pricing.kind === 'time-package'
      ? Math.max(pricing.hours, pricing.included)
      : null;

/**
 * Prices a ride for every vehicle on the server (PRODUCT decisions 1 and 3):
 * - a distance ride: the custom-ride formula from the route (or its no-route fallback), or an airport or route
 *   package's base price x the vehicle multiplier when the package covers the ride (package-coverage.ts),
 *   all-in; a return trip is a second leg;
 * - an hourly ride (service hourly / hourly-service, or an hourly package): one 'hourly' leg, the hours x the
 *   hourly packages' rate; a wedding or event package: its price for its hours, extra hours at the hourly rate;
 * - a package that does not cover the ride: the custom formula (or the hourly rate), `package.applies` false
 *   and `quote.packageNotCovered`;
 * - extras once, the extra stop's added miles beyond the included ones per vehicle; tax on the subtotal.
 * Checkout calls the same function, so the browser never supplies an amount.
 */
export function createQuoteService(deps: QuoteServiceDeps) {
  const clock = deps.clock ?? (() => new Date());
  const window = deps.window ?? DEFAULT_BOOKING_WINDOW;

  function resolvePackage(config: PricingConfig, input: QuoteInput): PricingPackage | null {
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

  /**
   * The extra stop's place, through the maps service's own resolution and service-area check; its answers
   * become the extra stop's own: outside the area -> booking.extraStopOutsideArea, not found ->
   * booking.extraStopNotFound (anything else keeps its code, on the extra stop's field).
   */
  async function resolveExtraStop(text: string): Promise<ResolvedLocation> {
    try {
      return await deps.maps.resolve(text, EXTRA_STOP_FIELD);
    } catch (err) {
      if (!(err instanceof AppError) || err.status !== 400) throw err;
      if (OUTSIDE_AREA.test(err.code)) fail(EXTRA_STOP_FIELD, 'booking.extraStopOutsideArea');
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

  const hourlyCoverage = createHourlyCoverage(routeOrNull);

  const checkTimes = (input: QuoteInput, now: Date) => rideTimes(input, now, window);

  const answers = createQuoteAnswers();

  /** The ride priced for every vehicle, its times already checked (`checkTimes`). */
  async function priceRide(
    input: QuoteInput,
    { pickupAt, returnAt }: ReturnType<typeof checkTimes>,
  ): Promise<QuoteResponse> {
    await checkServiceType(input.serviceType);

    const config = await deps.pricing.current();
    const pkg = resolvePackage(config, input);
    const coverage: PackageCoverage | null = pkg ? packageCoverage(pkg.id) : null;
    const packageHours = pkg ? includedHours(pkg, coverage) : null;
    const hourlyRide =
      HOURLY_SERVICE_TYPES.includes(input.serviceType) ||
      pkg?.kind === 'hourly' ||
      coverage?.kind === 'hours';
    if (hourlyRide && returnAt) fail('returnDateTime', 'booking.returnNotHourly');

    // Places: a distance ride needs both ends; an hourly ride is as directed (the price does not depend on
    // its places: a pickup given is resolved and checked, a destination is optional).
    const pickupText = input.pickup?.trim() ?? '';
    const destinationText = input.destination?.trim() ?? '';
    if (!hourlyRide) {
      if (!pickupText) fail('pickup', 'booking.pickupMissing');
      if (!destinationText) fail('destination', 'booking.destinationMissing');
    }
    const extras = input.extras ?? {};
    const stopText = extras.extraStop === true ? (extras.extraStopAddress?.trim() ?? '') : '';
    if (extras.extraStop === true && !stopText) fail(EXTRA_STOP_FIELD, 'booking.extraStopRequired');

    const [from, to, stop] = await Promise.all([
      pickupText ? deps.maps.resolve(pickupText, 'pickup') : null,
      destinationText ? deps.maps.resolve(destinationText, 'destination') : null,
      stopText ? resolveExtraStop(stopText) : null,
    ]);
    const ends: [ResolvedLocation, ResolvedLocation] | null = from && to ? [from, to] : null;

    let route: RouteInfo | null = null;
    let returnRoute: RouteInfo | null = null;
    let notice: NoticeCode | null = null;
    if (ends) {
      const outbound = await routeOrNull(ends[0], ends[1], pickupAt);
      route = outbound.route;
      notice = outbound.notice;
      if (returnAt) {
        const back = await routeOrNull(ends[1], ends[0], returnAt);
        returnRoute = back.route;
        notice ??= back.notice;
      }
    }

    // How the ride is priced, and what the quote says about its package.
    let pricing: Pricing;
    let applies = true;
    let packageNotice: NoticeCode | null = null;
    if (hourlyRide) {
      if (pkg && coverage?.kind === 'hours' && pkg.kind !== 'hourly' && packageHours !== null) {
        const hours = input.hours ?? packageHours;
        pricing = { kind: 'time-package', pkg, included: packageHours, hours };
        if (hours > packageHours) packageNotice = 'quote.packageHoursAdjusted';
        if (hours < packageHours) packageNotice = 'quote.packageHoursIncluded';
      } else {
        const covered = pkg !== null && pkg.kind === 'hourly' && coverage?.kind === 'hours';
        const hours = input.hours ?? (covered ? packageHours : null) ?? HOURLY_DEFAULT_HOURS;
        pricing = { kind: 'hourly', hours };
        if (pkg && !covered) {
          applies = false;
          packageNotice = 'quote.packageNotCovered';
        } else if (pkg && hours !== packageHours) {
          packageNotice = 'quote.packageHoursAdjusted';
        }
      }
    } else {
      applies =
        pkg !== null &&
        coverage !== null &&
        ends !== null &&
        coversRide(coverage, rideAreas(ends[0].location, ends[1].location));
      if (pkg && !applies) packageNotice = 'quote.packageNotCovered';
      pricing = { kind: 'distance', pkg: applies ? pkg : null };
    }

    // An hourly ride's hours cover the driving of the route given (decision 20): refused before it is priced.
    const booked = hoursBooked(pricing);
    const hoursNeeded =
      booked !== null && from
        ? await hourlyCoverage.hoursNeeded(
            [from, ...(stop ? [stop] : []), ...(to ? [to] : [])],
            route,
            pickupAt,
            booked,
          )
        : null;

    // The stop's added miles are charged on distance rides; an hourly ride's car goes where the party
    // directs it for the hours bought, so there the stop costs its flat price alone.
    const addedMeters =
      stop && ends && pricing.kind === 'distance'
        ? await stopAddedMeters(ends[0], stop, ends[1], route, pickupAt)
        : 0;

    const vehicles = await deps.catalog.vehicles();
    const extraLines = extrasCents(config, extras).lines;
    const customFacts = pricing.kind === 'distance' && !pricing.pkg;
    const outboundFacts = customFacts ? legSurchargeFacts(route, ends) : null;
    const returnFacts =
      customFacts && returnAt ? legSurchargeFacts(returnRoute ?? route, ends && [ends[1], ends[0]]) : null;
    let hoursPriced: number | null = null;
    const quotes: VehicleQuote[] = vehicles.map((v) => {
      const packageLeg = (kind: QuoteLeg['leg'], price: number, legRoute: RouteInfo | null): QuoteLeg => ({
        leg: kind,
        pricing: 'package',
        breakdown: packageBreakdown(price, legRoute),
        priceCents: price,
      });
      const distanceLeg = (kind: 'outbound' | 'return', legRoute: RouteInfo | null): QuoteLeg => {
        if (pricing.kind === 'distance' && pricing.pkg) {
          const price = packagePriceCents(config, {
            basePriceCents: pricing.pkg.basePriceCents,
            vehicleCode: v.code,
          });
          return packageLeg(kind, price, legRoute);
        }
        const q = customRideQuote(config, {
          vehicleCode: v.code,
          distanceMeters: legRoute ? legRoute.distance.value : null,
          tollsCents: legRoute ? legRoute.tolls.reduce((s, t) => s + t.amountCents, 0) : 0,
          surchargeFacts: kind === 'outbound' ? outboundFacts : returnFacts,
        });
        return { leg: kind, pricing: 'custom', breakdown: q.breakdown, priceCents: q.finalPriceCents };
      };
      let legs: QuoteLeg[];
      if (pricing.kind === 'hourly') {
        const price = hourlyPriceCents(config, { hours: pricing.hours, vehicleCode: v.code });
        if (price === null) throw new Error('the pricing configuration has no hourly package');
        hoursPriced = pricing.hours;
        legs = [packageLeg('hourly', price, route)];
      } else if (pricing.kind === 'time-package') {
        const p = timePackagePriceCents(config, {
          pkg: pricing.pkg,
          includedHours: pricing.included,
          hours: pricing.hours,
          vehicleCode: v.code,
        });
        hoursPriced = p.hoursPriced;
        legs = [packageLeg('hourly', p.cents, route)];
      } else {
        legs = [
          distanceLeg('outbound', route),
          ...(returnAt ? [distanceLeg('return', returnRoute ?? route)] : []),
        ];
      }
      const stopMilesCents = extraStopMilesCents(config, { vehicleCode: v.code, addedMeters });
      const total = tripTotal(config, {
        legsCents: legs.map((l) => l.priceCents),
        extras,
        extraStopMilesCents: stopMilesCents,
      });
      const first = legs[0] as QuoteLeg;
      const b = first.breakdown;
      return {
        vehicleId: v.id,
        vehicleCode: v.code,
        vehicleName: v.name,
        legs,
        extras: [
          ...extraLines,
          ...(stopMilesCents > 0 ? [{ id: 'extraStopMiles' as const, cents: stopMilesCents }] : []),
        ],
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
        ? { id: pkg.id, name: pkg.name, kind: pkg.kind, hours: packageHours ?? pkg.hours ?? null, applies }
        : null,
      hours: hoursPriced,
      hoursNeeded,
      passengers: input.passengers ?? null,
      bags: input.bags ?? null,
      packageNotice: packageNotice ? errorText(packageNotice) : null,
      packageNoticeCode: packageNotice,
      pickupPlace: from ? placed(pickupText, from) : null,
      destinationPlace: to ? placed(destinationText, to) : null,
      extraStopPlace: stop ? placed(stopText, stop) : null,
      route,
      returnRoute,
      routeNotice: notice ? errorText(notice) : null,
      routeNoticeCode: notice,
      vehicles: quotes,
    };
  }

  return {
    async quote(input: QuoteInput): Promise<QuoteResponse> {
      return priceRide(input, checkTimes(input, clock()));
    },
    /**
     * POST /api/quotes' answer as JSON: the same as `quote`, from the kept answers when the same ride was priced
     * within the last minute under the same configuration and vehicles (its times checked again first).
     */
    async quoteJson(input: QuoteInput): Promise<string> {
      const now = clock();
      const times = checkTimes(input, now);
      const config = await deps.pricing.current();
      const vehicles = await deps.catalog.vehicles();
      const key = JSON.stringify(input);
      const kept = answers.get(config, vehicles, key, now.getTime());
      if (kept !== null) return kept;
      const answer = await priceRide(input, times);
      const json = JSON.stringify(answer);
      const unchanged =
        config === (await deps.pricing.current()) && vehicles === (await deps.catalog.vehicles());
      if (unchanged && answer.routeNoticeCode !== 'quote.routeUnavailable') {
        answers.keep(config, vehicles, key, now.getTime(), json);
      }
      return json;
    },
  };
}

export type QuoteService = ReturnType<typeof createQuoteService>;

import type { RouteInfo } from '../../../shared/contracts/maps.ts';
import type { QuoteExtras, QuoteResponse } from '../../../shared/contracts/quotes.ts';
import type { NoticeCode } from '../../../shared/error-codes.ts';
import { errorText } from '../../../shared/error-text.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { MapsService, ResolvedLocation } from '../maps/maps.service.ts';
import type { PricingService } from '../pricing/pricing.service.ts';
import { type BookingWindow, DEFAULT_BOOKING_WINDOW, fail, rideTimes } from './booking-window.ts';
import { createHourlyCoverage } from './hourly-coverage.ts';
import { createQuoteAnswers } from './quote-answers.ts';
import { placed } from './quote-legs.ts';
import { createQuoteRoutes, EXTRA_STOP_FIELD } from './quote-routes.ts';
import { checkServiceType, decidePricing, hoursBooked, ridePackage } from './ride-pricing.ts';
import { priceVehicles } from './vehicle-quotes.ts';

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

export type { BookingWindow } from './booking-window.ts';

export interface QuoteServiceDeps {
  maps: MapsService;
  pricing: PricingService;
  catalog: CatalogService;
  clock?: () => Date;
  window?: BookingWindow;
}

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
 * Checkout calls the same function, so the browser never supplies an amount. The parts, by idea:
 * ride-pricing.ts (service type, package and pricing kind), quote-routes.ts (routes and the extra stop),
 * hourly-coverage.ts (decision 20) and vehicle-quotes.ts (each vehicle's price).
 */
export function createQuoteService(deps: QuoteServiceDeps) {
  const clock = deps.clock ?? (() => new Date());
  const window = deps.window ?? DEFAULT_BOOKING_WINDOW;

  const { routeOrNull, resolveExtraStop, stopAddedMeters } = createQuoteRoutes(deps.maps);

  const hourlyCoverage = createHourlyCoverage(routeOrNull);

  const checkTimes = (input: QuoteInput, now: Date) => rideTimes(input, now, window);

  const answers = createQuoteAnswers();

  /** The ride priced for every vehicle, its times already checked (`checkTimes`). */
  async function priceRide(
    input: QuoteInput,
    { pickupAt, returnAt }: ReturnType<typeof checkTimes>,
  ): Promise<QuoteResponse> {
    await checkServiceType(deps.catalog, input.serviceType);

    const config = await deps.pricing.current();
    const ride = ridePackage(config, input);
    const { pkg, packageHours, hourlyRide } = ride;
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

    const { pricing, applies, packageNotice } = decidePricing(ride, input.hours, ends);

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
    const { quotes, hoursPriced } = priceVehicles(config, vehicles, {
      pricing,
      route,
      returnRoute,
      returnAt,
      ends,
      addedMeters,
      extras,
      passengers: input.passengers,
      bags: input.bags,
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

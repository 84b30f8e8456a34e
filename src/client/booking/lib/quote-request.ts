import type { QuoteRequest } from '../../../shared/contracts/quotes.ts';
import { isHourlyServiceType } from '../../../shared/domain/hourly-services.ts';
import { nyInstantIso, nyLocalToInstant, nyWallClock } from '../../../shared/domain/new-york-time.ts';
import { HOURLY_MAX_HOURS, HOURLY_MIN_HOURS, MAX_BAGS, MAX_PARTY } from '../../../shared/domain/ride-size.ts';
import { AppError } from '../../../shared/errors.ts';
import { draftPlace, locationParam } from './draft-places.ts';
import type { BookingDraft } from './draft-types.ts';

/** What a custom ride still needs before it can be priced. */
export type MissingPart = 'pickup' | 'destination' | 'dateTime';

export type DraftQuote =
  | {
      kind: 'ready';
      request: QuoteRequest;
      /**
       * The draft has no pickup time (a package booked straight from a marketing page): the quote uses a
       * provisional one, which does not change a package's price; the customer gives the real time later.
       */
      provisionalTime: boolean;
    }
  | { kind: 'incomplete'; missing: MissingPart[] };

/** Noon in New York on the day after `now`: always inside the booking window (2 hours to a year ahead). */
export function provisionalPickupIso(now: Date): string {
  const tomorrow = nyWallClock(new Date(now.getTime() + 86_400_000));
  return nyLocalToInstant(tomorrow.year, tomorrow.month, tomorrow.day, 12, 0).toISOString();
}

/**
 * The package the server prices the ride by: a point-to-point route's id, else the marketing page's package.
 * 'custom' (a custom route or quote) is sent too: the server prices it with the distance formula.
 */
export function draftPackageId(draft: BookingDraft): string | undefined {
  const id = draft.routeId?.trim() || draft.package?.trim();
  return id || undefined;
}

/**
 * A ride priced by the hour (the chauffeur stays with the party: the hourly service, or a tour, prom, sweet 16
 * or wedding, whose car waits on site): its hours are asked, its destination is optional and it has no return
 * leg (PRODUCT decisions 20 and 24).
 */
export function isHourlyDraft(draft: Pick<BookingDraft, 'serviceType' | 'isHourlyService'>): boolean {
  return isHourlyServiceType(draft.serviceType) || draft.isHourlyService === true;
}

/** True when a package fixes the ride, so no addresses or time are needed to price it. */
export function isFixedPackage(packageId: string | undefined): boolean {
  return Boolean(packageId) && packageId !== 'custom';
}

const wholeIn = (v: unknown, min: number, max: number): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;

/**
 * The hours, passengers and bags of the draft, each only when usable (a value out of range stays out: the
 * server would refuse it, and the form asks again).
 */
export function rideSize(draft: BookingDraft): Pick<QuoteRequest, 'hours' | 'passengers' | 'bags'> {
  return {
    ...(wholeIn(draft.hours, HOURLY_MIN_HOURS, HOURLY_MAX_HOURS) ? { hours: draft.hours } : {}),
    ...(wholeIn(draft.passengers, 1, MAX_PARTY) ? { passengers: draft.passengers } : {}),
    ...(wholeIn(draft.bags, 0, MAX_BAGS) ? { bags: draft.bags } : {}),
  };
}

/**
 * The POST /api/quotes body for a saved draft. The browser sends what the customer chose (places, times,
 * package, hours, party), never an amount. A custom ride without both addresses (an hourly ride: without its
 * pickup) or a pickup time is not sent.
 */
export function quoteRequestFromDraft(draft: BookingDraft, now: Date = new Date()): DraftQuote {
  const packageId = draftPackageId(draft);
  const fixed = isFixedPackage(packageId);
  const pickup = draftPlace(draft, 'pickup');
  const destination = draftPlace(draft, 'destination');
  const at = nyInstantIso(draft.pickupDate, draft.pickupTime);

  if (!fixed) {
    const missing: MissingPart[] = [];
    if (!pickup) missing.push('pickup');
    if (!destination && !isHourlyDraft(draft)) missing.push('destination');
    if (!at) missing.push('dateTime');
    if (missing.length > 0) return { kind: 'incomplete', missing };
  }

  // An hourly ride has no return leg: the chauffeur stays for the hours booked.
  const returnTrip = draft.returnTrip === true && !isHourlyDraft(draft);
  const returnAt = returnTrip ? nyInstantIso(draft.returnDate, draft.returnTime) : undefined;
  const request: QuoteRequest = {
    serviceType: draft.serviceType,
    pickupDateTime: at ?? provisionalPickupIso(now),
    ...(pickup ? { pickup: locationParam(pickup) } : {}),
    ...(destination ? { destination: locationParam(destination) } : {}),
    ...(packageId ? { packageId } : {}),
    returnTrip,
    ...(returnAt ? { returnDateTime: returnAt } : {}),
    ...rideSize(draft),
  };
  return { kind: 'ready', request, provisionalTime: !at };
}

/** The server does not know the draft's package (e.g. a corporate service's label): price it as a custom ride. */
export function isUnknownPackage(error: unknown): boolean {
  return error instanceof AppError && error.fieldErrors?.packageId?.code === 'booking.unknownPackage';
}

/**
 * The hours the server said the route needs (PRODUCT decision 20: 400 booking.hoursTooFew with params
 * { hoursNeeded }), when it is hours the customer can book (2-12); else null. The vehicle step offers them.
 */
export function hoursNeededFrom(error: unknown): number | null {
  if (!(error instanceof AppError)) return null;
  const problem = error.fieldErrors?.hours;
  const params = problem?.code === 'booking.hoursTooFew' ? problem.params : null;
  const hours = (params ?? (error.code === 'booking.hoursTooFew' ? error.params : null))?.hoursNeeded;
  return wholeIn(hours, HOURLY_MIN_HOURS, HOURLY_MAX_HOURS) ? hours : null;
}

export function withoutPackage(request: QuoteRequest): QuoteRequest {
  const { packageId: _dropped, ...rest } = request;
  return rest;
}

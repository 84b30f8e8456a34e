import { nyInstantIso } from '../../../../shared/domain/new-york-time.ts';
import type { BookingDraft } from '../../../booking/lib/draft-types.ts';
import { draftPackageId, isFixedPackage, isHourlyDraft } from '../../../booking/lib/quote-request.ts';

/** The service types /special-service-booking takes; any other draft is booked on /booking-details. */
export const SPECIAL_SERVICE_TYPES = ['airport-transfer', 'hourly-service', 'point-to-point'] as const;

export function isSpecialServiceType(serviceType: string): boolean {
  return (SPECIAL_SERVICE_TYPES as readonly string[]).includes(serviceType);
}

/** To or from an airport (the flight number matters to the chauffeur). */
export function isAirportRide(draft: BookingDraft): boolean {
  return draft.serviceType.includes('airport');
}

/**
 * Hourly / as directed, or a service whose car waits on site (tour, prom, sweet 16, wedding): the chauffeur
 * stays with the customer, so a destination is optional and there is no return leg.
 */
export function isHourlyRide(draft: BookingDraft): boolean {
  return isHourlyDraft(draft);
}

/**
 * The party (decision 18) was never asked: a package booked straight from a marketing page (the ride form asks
 * it for every other ride). Booking details asks it: a party of 1 with no bags is never assumed (decision 25).
 */
export function asksParty(draft: BookingDraft): boolean {
  return draft.passengers === undefined && isFixedPackage(draftPackageId(draft));
}

/** A part of the ride the booking-details page can ask for. */
export type RidePart = 'pickup' | 'destination' | 'dateTime' | 'returnDateTime';

/** How the page asks for each part: not at all (the draft has it), as an optional field, or as a required one. */
export type Ask = 'no' | 'optional' | 'required';
export type RideAsks = Record<RidePart, Ask>;

/**
 * What the draft still lacks. Packages booked straight from a marketing page come without a pickup date and
 * time (and the hourly package without a pickup address), a route or airport package with its areas but not the
 * doors inside them: the customer gives them here. An hourly ride's
 * destination is optional ("As directed"); any other ride needs one.
 */
export function rideAsks(draft: BookingDraft): RideAsks {
  const has = (text: string | undefined) => Boolean(text?.trim());
  // A package's area ("Midtown, Manhattan") is not a door: the door inside it is asked (decision 25).
  return {
    pickup: has(draft.pickupAddress) && !draft.pickupIsArea ? 'no' : 'required',
    destination:
      has(draft.destinationAddress) && !draft.destinationIsArea
        ? 'no'
        : isHourlyRide(draft)
          ? 'optional'
          : 'required',
    dateTime: nyInstantIso(draft.pickupDate, draft.pickupTime) ? 'no' : 'required',
    returnDateTime:
      draft.returnTrip === true && !isHourlyRide(draft) && !nyInstantIso(draft.returnDate, draft.returnTime)
        ? 'required'
        : 'no',
  };
}

/**
 * The asks once the customer opened a part the draft already had (the server refused it, or they chose to
 * change it): an opened part is asked for as if it were missing.
 */
export function withOpened(asks: RideAsks, opened: ReadonlySet<RidePart>, draft: BookingDraft): RideAsks {
  const next = { ...asks };
  for (const part of opened) {
    if (next[part] !== 'no') continue;
    if (part === 'destination') next[part] = isHourlyRide(draft) ? 'optional' : 'required';
    else if (part === 'returnDateTime')
      next[part] = draft.returnTrip === true && !isHourlyRide(draft) ? 'required' : 'no';
    else next[part] = 'required';
  }
  return next;
}

import { dropPackage } from '../../../booking/lib/booking-draft.ts';
import type { BookingDraft } from '../../../booking/lib/draft-types.ts';
import { draftPackageId } from '../../../booking/lib/quote-request.ts';
import {
  HOURLY_MAX_HOURS,
  HOURLY_MIN_HOURS,
  MAX_BAGS,
  MAX_PARTY,
} from '../../../../shared/domain/ride-size.ts';

/** Illustration per service (both airport directions share one) and the card links of the specification. */
const ILLUSTRATIONS: Record<string, string> = {
  'to-airport': 'airport',
  'from-airport': 'airport',
  'point-to-point': 'point-to-point',
  hourly: 'hourly',
  wedding: 'wedding',
  prom: 'prom',
  tour: 'tour',
};

export function serviceIllustration(serviceId: string): string {
  return `/images/services/${ILLUSTRATIONS[serviceId] ?? 'point-to-point'}.svg`;
}

/** Opens the home widget with the service chosen, except the services that have their own page. */
export function serviceHref(serviceId: string): string {
  if (serviceId === 'wedding') return '/services/wedding';
  if (serviceId === 'prom') return '/services/event-packages';
  return `/?service=${encodeURIComponent(serviceId)}&showMap=true`;
}

/** Id of the booking widget card: in-page links and scrolling target it. */
export const BOOKING_WIDGET_ID = 'booking-widget';

/**
 * The widget's service for ?service=: the event-packages page links with service=events&type={id},
 * which is the Prom service for proms and an hourly booking for galas, corporate and custom events.
 */
export function serviceFromParams(params: URLSearchParams): string | null {
  const service = params.get('service');
  if (service === 'events') return params.get('type') === 'prom' ? 'prom' : 'hourly';
  return service;
}

/** Longest pickup or destination text a link may prefill (longer values are ignored, not cut). */
export const ADDRESS_PARAM_MAX = 300;

/**
 * The ride a booking link asks for (src/shared/domain/booking-link.ts: the chat's "Book this ride", the
 * marketing pages' Book buttons): each field only when the form can use it.
 */
export interface RideParams {
  pickup?: string;
  destination?: string;
  /** The place_id behind the pickup's or destination's text (the chat's places): only with that text. */
  pickupPlace?: string;
  destinationPlace?: string;
  /** yyyy-mm-dd and HH:mm, New York local time. */
  date?: string;
  time?: string;
  hours?: number;
  passengers?: number;
  bags?: number;
  vehicle?: string;
  /** A package id (wedding tier, event package, hourly package, route). */
  package?: string;
  /** An event type (prom, gala, corporate, wedding, custom). */
  type?: string;
}

function addressParam(value: string | null): string | undefined {
  // Control characters (line breaks, tabs …) become spaces.
  const text = value
    ?.replace(/\p{Cc}+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text && text.length <= ADDRESS_PARAM_MAX ? text : undefined;
}

const ID = /^[a-z0-9][a-z0-9-]{0,59}$/i;
/** A place id of the places port (gz:…, zip:…, addr:…, osm:N1, Google's ChIJ…). */
const PLACE_ID = /^[a-z0-9][\w:.-]{1,199}$/i;

function placeParam(value: string | null): string | undefined {
  const id = value?.trim();
  return id && PLACE_ID.test(id) ? id : undefined;
}

function idParam(value: string | null): string | undefined {
  const id = value?.trim();
  return id && ID.test(id) ? id : undefined;
}

/** A real calendar date written yyyy-mm-dd. */
function dateParam(value: string | null): string | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value?.trim() ?? '');
  if (!m) return undefined;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const at = new Date(Date.UTC(y, mo - 1, d));
  return at.getUTCFullYear() === y && at.getUTCMonth() === mo - 1 && at.getUTCDate() === d
    ? `${m[1]}-${m[2]}-${m[3]}`
    : undefined;
}

/** A 24-hour time HH:mm (also H:mm). */
function timeParam(value: string | null): string | undefined {
  const m = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(value?.trim() ?? '');
  return m ? `${m[1]!.padStart(2, '0')}:${m[2]}` : undefined;
}

/** A whole number from min to max written in digits. */
function countParam(value: string | null, min: number, max: number): number | undefined {
  const text = value?.trim() ?? '';
  if (!/^\d{1,3}$/.test(text)) return undefined;
  const n = Number(text);
  return n >= min && n <= max ? n : undefined;
}

/** What a link asks the ride form to show, each field only when usable. */
export function rideFromParams(params: URLSearchParams): RideParams {
  const ride: RideParams = {};
  const pickup = addressParam(params.get('pickup'));
  const destination = addressParam(params.get('destination'));
  const date = dateParam(params.get('date'));
  const time = timeParam(params.get('time'));
  const hours = countParam(params.get('hours'), HOURLY_MIN_HOURS, HOURLY_MAX_HOURS);
  const passengers = countParam(params.get('passengers'), 1, MAX_PARTY);
  const bags = countParam(params.get('bags'), 0, MAX_BAGS);
  const vehicle = idParam(params.get('vehicle'));
  const pkg = idParam(params.get('package'));
  const type = idParam(params.get('type'));
  const pickupPlace = placeParam(params.get('pickupPlace'));
  const destinationPlace = placeParam(params.get('destinationPlace'));
  if (pickup) ride.pickup = pickup;
  if (destination) ride.destination = destination;
  if (pickup && pickupPlace) ride.pickupPlace = pickupPlace;
  if (destination && destinationPlace) ride.destinationPlace = destinationPlace;
  if (date) ride.date = date;
  if (time) ride.time = time;
  if (hours !== undefined) ride.hours = hours;
  if (passengers !== undefined) ride.passengers = passengers;
  if (bags !== undefined) ride.bags = bags;
  if (vehicle) ride.vehicle = vehicle;
  if (pkg) ride.package = pkg;
  if (type) ride.type = type;
  return ride;
}

export const hasRideAddresses = (ride: RideParams) =>
  ride.pickup !== undefined || ride.destination !== undefined;

/** Whether the link fills anything in the ride form (a vehicle alone is remembered for the vehicle step). */
export function hasRideFields(ride: RideParams): boolean {
  return (Object.keys(ride) as (keyof RideParams)[]).some((k) => k !== 'vehicle');
}

/** Event types whose package has the same id (the event-packages page's Book This Service). */
const EVENT_PACKAGES = new Set(['prom', 'gala', 'corporate']);

/**
 * The draft with what a link asks for in place of the saved values: its addresses (with the place behind
 * each when the link names it, else as if typed; no vehicle chosen for the old ride), date and time, hours, party, package and event
 * type. A link for another service starts that service's ride: the old one's package goes. Everything else the
 * customer saved stays.
 */
export function draftWithRide(
  draft: BookingDraft | null,
  ride: RideParams,
  serviceType: string,
): BookingDraft {
  let base: Partial<BookingDraft> =
    !draft || draft.serviceType === serviceType ? { ...draft } : dropPackage(draft);
  const pkg = ride.package ?? (ride.type && EVENT_PACKAGES.has(ride.type) ? ride.type : undefined);
  // Another package: what the page stored about the old one (its name, price, route, hours) goes with it.
  if (pkg !== undefined && pkg !== draftPackageId({ ...base, serviceType })) {
    base = { ...dropPackage(base), package: pkg };
  }
  const next: BookingDraft = { ...base, serviceType };
  if (ride.pickup !== undefined) {
    next.pickupAddress = ride.pickup;
    delete next.pickupPlaceId;
    delete next.pickupLocation;
    if (ride.pickupPlace) next.pickupPlaceId = ride.pickupPlace;
  }
  if (ride.destination !== undefined) {
    next.destinationAddress = ride.destination;
    delete next.destinationPlaceId;
    delete next.destinationLocation;
    if (ride.destinationPlace) next.destinationPlaceId = ride.destinationPlace;
  }
  if (ride.date !== undefined) next.pickupDate = ride.date;
  if (ride.time !== undefined) next.pickupTime = ride.time;
  if (ride.passengers !== undefined) next.passengers = ride.passengers;
  if (ride.bags !== undefined) next.bags = ride.bags;
  // The marketing pages store the event as `event-<kind>` before opening `?type=<kind>`: the same event, kept.
  if (ride.type !== undefined && next.eventType !== `event-${ride.type}`) next.eventType = ride.type;
  if (ride.hours !== undefined) next.hours = ride.hours;
  if (hasRideAddresses(ride) || ride.date !== undefined || ride.time !== undefined) {
    delete next.vehicleId;
    delete next.vehicleName;
    delete next.finalPrice;
  }
  return next;
}

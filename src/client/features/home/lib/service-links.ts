import type { BookingDraft } from '../../../booking/lib/draft-types.ts';

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

/** The ride a link asks for: `?pickup=…&destination=…&vehicle=…` (the chat assistant's "Book this ride"). */
export interface RideParams {
  pickup?: string;
  destination?: string;
  vehicle?: string;
}

function addressParam(value: string | null): string | undefined {
  // Control characters (line breaks, tabs …) become spaces.
  const text = value
    ?.replace(/\p{Cc}+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text && text.length <= ADDRESS_PARAM_MAX ? text : undefined;
}

/** The pickup and destination addresses and the vehicle id of a link, each only when usable. */
export function rideFromParams(params: URLSearchParams): RideParams {
  const ride: RideParams = {};
  const pickup = addressParam(params.get('pickup'));
  const destination = addressParam(params.get('destination'));
  const vehicle = params.get('vehicle')?.trim();
  if (pickup) ride.pickup = pickup;
  if (destination) ride.destination = destination;
  if (vehicle && /^[a-z0-9][a-z0-9-]{0,63}$/i.test(vehicle)) ride.vehicle = vehicle;
  return ride;
}

export const hasRideAddresses = (ride: RideParams) =>
  ride.pickup !== undefined || ride.destination !== undefined;

/**
 * The draft with a link's addresses in place of the saved ones (as if typed: no picked place behind them, and
 * no vehicle chosen for the old ride). Everything else the customer saved stays.
 */
export function draftWithRide(
  draft: BookingDraft | null,
  ride: RideParams,
  serviceType: string,
): BookingDraft {
  const next: BookingDraft = { ...draft, serviceType: draft?.serviceType ?? serviceType };
  if (ride.pickup !== undefined) {
    next.pickupAddress = ride.pickup;
    delete next.pickupPlaceId;
    delete next.pickupLocation;
  }
  if (ride.destination !== undefined) {
    next.destinationAddress = ride.destination;
    delete next.destinationPlaceId;
    delete next.destinationLocation;
  }
  if (hasRideAddresses(ride)) {
    delete next.vehicleId;
    delete next.vehicleName;
    delete next.finalPrice;
  }
  return next;
}

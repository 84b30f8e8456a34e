/**
 * The home page's booking link: what a "Book" button, the chat or an email puts in the address so the ride
 * form opens prefilled. The chat builds it on the server; the home widget reads it (features/home). Every
 * parameter is optional; a value the form cannot use is ignored.
 *
 * - service: a service id (point-to-point, from-airport, hourly, wedding …)
 * - pickup, destination: address text (at most 300 characters each)
 * - pickupPlace, destinationPlace: the place_id behind that text (PRODUCT decision 25: the form sends the place,
 *   never the text, to price the ride); used only with its text
 * - date: YYYY-MM-DD and time: HH:mm, New York local time
 * - hours: 2-12 (hourly rides); passengers; bags
 * - vehicle: a vehicle id, remembered for vehicle selection
 * - package: a package id (wedding tier, event package, route …), type: an event type (prom, gala …)
 */
export interface BookingLinkParams {
  service?: string | undefined;
  pickup?: string | undefined;
  destination?: string | undefined;
  pickupPlace?: string | undefined;
  destinationPlace?: string | undefined;
  date?: string | undefined;
  time?: string | undefined;
  hours?: number | undefined;
  passengers?: number | undefined;
  bags?: number | undefined;
  vehicle?: string | undefined;
  package?: string | undefined;
  type?: string | undefined;
}

export const BOOKING_LINK_PARAMS = [
  'service',
  'pickup',
  'destination',
  'pickupPlace',
  'destinationPlace',
  'date',
  'time',
  'hours',
  'passengers',
  'bags',
  'vehicle',
  'package',
  'type',
] as const satisfies readonly (keyof BookingLinkParams)[];

/** "/?service=…&pickup=…&showMap=true#booking-widget", in the parameters' fixed order. */
export function bookingLink(params: BookingLinkParams): string {
  const q = new URLSearchParams();
  for (const key of BOOKING_LINK_PARAMS) {
    const v = params[key];
    if (v !== undefined && v !== '') q.set(key, String(v));
  }
  q.set('showMap', 'true');
  return `/?${q.toString()}#booking-widget`;
}

import type { QuoteResponse } from '../../../../shared/contracts/quotes.ts';
import { terminalAddress, zoneAddress } from '../../../booking/lib/airport-places.ts';
import { loadAirportSelection } from '../../../booking/lib/booking-draft.ts';
import { placeDraftFields, type PlaceRef, type RouteEnd } from '../../../booking/lib/draft-places.ts';
import type { AirportServiceSelection, BookingDraft } from '../../../booking/lib/draft-types.ts';
import type { RideFormValues } from '../lib/ride-form-schema.ts';
import { asksHours } from '../lib/ride-packages.ts';
import type { ApproximatePlace } from './approximate-place.tsx';

/** The ride details form and the booking draft, both ways: its first values, and the draft it saves. */

export type Places = Record<RouteEnd, PlaceRef | null>;
export type Review = Partial<Record<RouteEnd, ApproximatePlace>>;
export const ENDS: RouteEnd[] = ['pickup', 'destination'];

/** The airport card's choices: a terminal of the selection's airport and one of its Manhattan areas. */
export interface AirportChoice {
  terminal: string;
  zone: string;
}

/** Where the server's field problems (POST /api/quotes) show on this form. */
export const SERVER_FIELDS: Record<string, keyof RideFormValues> = {
  pickup: 'pickupAddress',
  destination: 'destinationAddress',
  pickupDateTime: 'pickupTime',
  returnDateTime: 'returnTime',
  returnTrip: 'returnTime',
  hours: 'hours',
  passengers: 'passengers',
  bags: 'bags',
};

function initialValues(draft: BookingDraft | null, hours: number): RideFormValues {
  return {
    pickupAddress: draft?.pickupAddress ?? '',
    destinationAddress: draft?.destinationAddress ?? '',
    pickupDate: draft?.pickupDate ?? '',
    pickupTime: draft?.pickupTime ?? '',
    returnTrip: draft?.returnTrip ?? false,
    returnDate: draft?.returnDate ?? '',
    returnTime: draft?.returnTime ?? '',
    hours,
    passengers: draft?.passengers ?? 1,
    bags: draft?.bags ?? 0,
  };
}

/** The airport card's first choices: the draft's terminal and area, when the selection still offers them. */
export function initialAirportChoice(
  draft: BookingDraft | null,
  airport: AirportServiceSelection | null,
): AirportChoice {
  const terminal = draft?.airportZone ?? '';
  const zone = draft?.manhattanZone ?? '';
  return {
    terminal: airport?.airportZones.includes(terminal) ? terminal : '',
    zone: airport?.destinationZones.includes(zone) ? zone : '',
  };
}

/** The form's first values: the draft's, and on the airport card the chosen terminal's and area's addresses. */
export function formDefaults(
  draft: BookingDraft | null,
  hours: number,
  airport: AirportServiceSelection | null,
  { terminal, zone }: AirportChoice,
): RideFormValues {
  const v = initialValues(draft, hours);
  if (!airport) return v;
  // On the airport card the addresses are the chosen terminal's and area's, nothing until chosen.
  return {
    ...v,
    pickupAddress: (terminal && terminalAddress(airport.pickupAirport, terminal)) || '',
    destinationAddress: (zone && zoneAddress(zone)) || '',
  };
}

const count = (n: unknown) => (typeof n === 'number' && Number.isFinite(n) ? { value: n } : null);

export function toDraft(
  serviceType: string,
  serviceName: string,
  v: Partial<RideFormValues>,
  places: Places,
  airport: AirportChoice | null,
): BookingDraft {
  const returnTrip = Boolean(v.returnTrip);
  const pickupAddress = v.pickupAddress?.trim() ?? '';
  const destinationAddress = v.destinationAddress?.trim() ?? '';
  const hours = asksHours(serviceType) ? count(v.hours) : null;
  const passengers = count(v.passengers);
  const bags = count(v.bags);
  // saveRide keeps a package chosen on a marketing page (hourly, wedding, event, route) with the draft.
  return {
    serviceType,
    serviceName,
    pickupAddress,
    destinationAddress,
    // The picked suggestion's place_id (or the located or confirmed point) while the text is still that place's.
    ...placeDraftFields('pickup', pickupAddress, places.pickup),
    ...placeDraftFields('destination', destinationAddress, places.destination),
    pickupDate: v.pickupDate ?? '',
    pickupTime: v.pickupTime ?? '',
    returnTrip,
    ...(returnTrip ? { returnDate: v.returnDate ?? '', returnTime: v.returnTime ?? '' } : {}),
    ...(hours ? { hours: hours.value } : {}),
    ...(passengers ? { passengers: passengers.value } : {}),
    ...(bags ? { bags: bags.value } : {}),
    ...(airport
      ? {
          ...(airport.terminal ? { airportZone: airport.terminal } : {}),
          // The zone prices the airport package; booking details asks for the door inside it.
          ...(airport.zone ? { manhattanZone: airport.zone, destinationIsArea: true } : {}),
        }
      : {}),
  };
}

/** The airport package the widget shows as the airport card: only on From Airport, with a stored selection. */
export function airportFor(serviceType: string): AirportServiceSelection | null {
  return serviceType === 'from-airport' ? loadAirportSelection() : null;
}

/** The ends the quote placed approximately (a street without its number, a town's centre). */
export function approximateEnds(quote: QuoteResponse, typed: Record<RouteEnd, string>): Review | null {
  const review: Review = {};
  for (const end of ENDS) {
    const placed = end === 'pickup' ? quote.pickupPlace : quote.destinationPlace;
    if (placed?.approximate)
      review[end] = {
        typed: typed[end],
        placedAddress: placed.address,
        point: placed.location,
        moved: false,
      };
  }
  return Object.keys(review).length ? review : null;
}

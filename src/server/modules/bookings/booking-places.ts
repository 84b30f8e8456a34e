import type { CreateBookingRequest } from '../../../shared/contracts/checkout.ts';
import type { PlacedPoint, QuoteResponse } from '../../../shared/contracts/quotes.ts';
import type { BookingRouteColumns } from '../../db/schema/bookings.ts';
import type { ErrorCode } from '../../../shared/error-codes.ts';
import { AppError } from '../../../shared/errors.ts';
import { parseLatLng } from '../../integrations/maps/gazetteer.provider.ts';
import { nearestPlaceText } from '../../integrations/maps/nearest-place.ts';
import type { MapsService } from '../maps/maps.service.ts';
import { pricedByTheHour } from '../quotes/ride-pricing.ts';

/** A place id from autocomplete (the gazetteer's, a ZIP's, Google's): not text a customer typed. */
const MACHINE_PLACE = /^(?:(?:gz|zip|addr):[\w.-]+|(?:ChIJ|Ei|Gh)[\w-]{12,})$/;

const fail = (field: string, code: ErrorCode): never => {
  throw AppError.onField(field, code);
};

const isPoint = (text: string | undefined) => Boolean(text && parseLatLng(text.trim().replace(/^ll:/, '')));

/** One end of the booking as stored (PRODUCT decision 25): its text, its point and, for a pin, the nearest place. */
export interface BookingDoor {
  place: PlacedPoint;
  /** What the booking shows, emails and prints: the placed address, or the text typed for a pin. */
  address: string;
  /** What the customer typed when it differs from `address`. */
  typed: string | null;
  /** The customer confirmed (or chose) the point on the map: `address` is their text, the point theirs. */
  pinned: boolean;
  /** The nearest known place to the point, for the chauffeur ("Wall Street Station (120 m)"); pins only. */
  nearest: string | null;
}

/** `maps` places a pickup the quote did not (an hourly ride without a destination). */
export function createBookingPlaces(maps: Pick<MapsService, 'resolve'>) {
  async function placeAlone(text: string, role: 'pickup' | 'destination'): Promise<PlacedPoint> {
    const at = await maps.resolve(text, role);
    return { input: text, address: at.label, location: at.location, approximate: at.approximate };
  }

  // What the customer typed: the text priced when it is text; for an autocomplete choice (a place id) or a
  // pin (coordinates), the display text sent with it.
  const typedText = (display: string | undefined, priced: string | undefined) => {
    const p = priced?.trim() ?? '';
    return p && !MACHINE_PLACE.test(p) && !isPoint(p) ? p : display?.trim() || p;
  };

  /**
   * An end as stored. A point sent with text that is not itself a point is a pin the customer confirmed on the
   * map (or their located position): the booking keeps their text as the address, the point, and the nearest
   * known place for the chauffeur. Any other end keeps the placed address and the typed text beside it.
   */
  function door(place: PlacedPoint, display: string | undefined, priced: string | undefined): BookingDoor {
    const shown = typedText(display, priced);
    if (isPoint(priced) && display?.trim() && !isPoint(display)) {
      return {
        place,
        address: display.trim(),
        typed: null,
        pinned: true,
        nearest: nearestPlaceText(place.location),
      };
    }
    const typed = shown && shown.toLowerCase() !== place.address.trim().toLowerCase() ? shown : null;
    return { place, address: place.address, typed, pinned: false, nearest: null };
  }

  /**
   * Where the booking goes: the places the quote priced (issue 15: the route that is priced is the route that
   * is stored, shown, emailed and driven). Display text that names another place is never stored as the
   * address; a pin's text is (it names the door at the confirmed point). A ride the quote priced by the hour
   * (an hourly service, a tour, a prom, a wedding…) may have no destination: the booking says "As directed".
   */
  return async function places(
    input: Pick<CreateBookingRequest, 'pickup' | 'destination' | 'pickupAddress' | 'destinationAddress'>,
    quote: QuoteResponse,
  ) {
    const pickupText = input.pickup?.trim() ?? '';
    const destinationText = input.destination?.trim() ?? '';
    if (!pickupText) fail('pickup', 'booking.pickupMissing');
    if (!destinationText && !pricedByTheHour(quote)) fail('destination', 'booking.destinationMissing');
    // The quote places both ends when it has both; an hourly ride without a destination has only its pickup.
    const pickup = quote.pickupPlace ?? (await placeAlone(pickupText, 'pickup'));
    const destination = destinationText
      ? (quote.destinationPlace ?? (await placeAlone(destinationText, 'destination')))
      : null;
    return {
      pickup: door(pickup, input.pickupAddress, input.pickup),
      destination: destination ? door(destination, input.destinationAddress, input.destination) : null,
    };
  };
}

export const AS_DIRECTED = 'As directed';

/**
 * The booking's door and route columns from the placed ends and the quote that priced them (the checkout's
 * and dispatch's place changes store the same): the stop the quote placed, its text when it placed none.
 */
export function doorColumns(
  where: { pickup: BookingDoor; destination: BookingDoor | null },
  quote: QuoteResponse,
  stop: { requested: boolean; text: string | undefined },
): BookingRouteColumns {
  const placed = stop.requested ? quote.extraStopPlace : null;
  const route = quote.route;
  return {
    pickupAddress: where.pickup.address,
    destinationAddress: where.destination?.address ?? AS_DIRECTED,
    pickupTyped: where.pickup.typed,
    destinationTyped: where.destination?.typed ?? null,
    pickupApproximate: where.pickup.place.approximate,
    destinationApproximate: where.destination?.place.approximate ?? false,
    pickupPinned: where.pickup.pinned,
    destinationPinned: where.destination?.pinned ?? false,
    pickupNearest: where.pickup.nearest,
    destinationNearest: where.destination?.nearest ?? null,
    pickupLat: where.pickup.place.location.lat,
    pickupLng: where.pickup.place.location.lng,
    destinationLat: where.destination?.place.location.lat ?? null,
    destinationLng: where.destination?.place.location.lng ?? null,
    routePolyline: route?.overview_polyline.points ?? null,
    distanceMeters: route?.distance.value ?? null,
    durationSeconds: route?.duration.value ?? null,
    extraStop: stop.requested,
    extraStopAddress: placed?.address ?? (stop.requested ? (stop.text ?? null) : null),
    extraStopLat: placed?.location.lat ?? null,
    extraStopLng: placed?.location.lng ?? null,
  };
}

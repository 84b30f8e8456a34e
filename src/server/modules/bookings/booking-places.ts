import type { CreateBookingRequest } from '../../../shared/contracts/checkout.ts';
import type { PlacedPoint, QuoteResponse } from '../../../shared/contracts/quotes.ts';
import type { ErrorCode } from '../../../shared/error-codes.ts';
import { AppError } from '../../../shared/errors.ts';
import { parseLatLng } from '../../integrations/maps/gazetteer.provider.ts';
import type { MapsService } from '../maps/maps.service.ts';
import { pricedByTheHour } from '../quotes/ride-pricing.ts';

/** A place id from autocomplete (the gazetteer's, a ZIP's, Google's): not text a customer typed. */
const MACHINE_PLACE = /^(?:(?:gz|zip):[\w.-]+|(?:ChIJ|Ei|Gh)[\w-]{12,})$/;

const fail = (field: string, code: ErrorCode): never => {
  throw AppError.onField(field, code);
};

/** `maps` places a pickup the quote did not (an hourly ride without a destination). */
export function createBookingPlaces(maps: Pick<MapsService, 'resolve'>) {
  async function placeAlone(text: string, role: 'pickup' | 'destination'): Promise<PlacedPoint> {
    const at = await maps.resolve(text, role);
    return { input: text, address: at.label, location: at.location, approximate: at.approximate };
  }

  /**
   * Where the booking goes: the places the quote priced (issue 15: the route that is priced is the route that
   * is stored, shown, emailed and driven). The stored address is the placed point's address; what the customer
   * typed is kept beside it when it differs. Display text that names another place is never stored as the
   * address. A ride the quote priced by the hour (an hourly service, a tour, a prom, a wedding…) may have no
   * destination: the booking says "As directed".
   */
  return async function places(input: CreateBookingRequest, quote: QuoteResponse) {
    // What the customer typed: the text priced when it is text; for an autocomplete choice (a place id) or a
    // pin (coordinates), the display text sent with it.
    const typed = (display: string | undefined, priced: string | undefined) => {
      const p = priced?.trim() ?? '';
      return p && !MACHINE_PLACE.test(p) && !parseLatLng(p.replace(/^ll:/, '')) ? p : display?.trim() || p;
    };
    const pickupText = input.pickup?.trim() ?? '';
    const destinationText = input.destination?.trim() ?? '';
    if (!pickupText) fail('pickup', 'booking.pickupMissing');
    if (!destinationText && !pricedByTheHour(quote)) fail('destination', 'booking.destinationMissing');
    // The quote places both ends when it has both; an hourly ride without a destination has only its pickup.
    const pickup = quote.pickupPlace ?? (await placeAlone(pickupText, 'pickup'));
    const destination = destinationText
      ? (quote.destinationPlace ?? (await placeAlone(destinationText, 'destination')))
      : null;
    const differs = (shown: string, address: string) =>
      shown && shown.toLowerCase() !== address.trim().toLowerCase() ? shown : null;
    return {
      pickup,
      destination,
      pickupTyped: differs(typed(input.pickupAddress, input.pickup), pickup.address),
      destinationTyped: destination
        ? differs(typed(input.destinationAddress, input.destination), destination.address)
        : null,
    };
  };
}

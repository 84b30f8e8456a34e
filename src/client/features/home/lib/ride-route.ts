import { draftPlace, type PlaceRef } from '../../../booking/lib/draft-places.ts';
import type { BookingDraft } from '../../../booking/lib/draft-types.ts';
import { ADDRESS_MAX_CHARS, ADDRESS_MIN_CHARS } from '../../../booking/lib/address-rules.ts';
import { nyInstantIso } from '../../../../shared/domain/new-york-time.ts';

/** The ends the hero map routes between: what the customer picked, located or typed and left. */
export interface RideRoute {
  pickup: PlaceRef | null;
  destination: PlaceRef | null;
  /** ISO date-time with New York's offset, once the pickup date and time are set. */
  departureTime?: string | undefined;
}

export function rideRouteFromDraft(draft: BookingDraft | null): RideRoute {
  return {
    pickup: committable(draftPlace(draft, 'pickup')),
    destination: committable(draftPlace(draft, 'destination')),
    departureTime: nyInstantIso(draft?.pickupDate, draft?.pickupTime),
  };
}

export function sameRideRoute(a: RideRoute, b: RideRoute): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The place for text the customer typed and left (blur): kept when it is still the picked or located
 * place's text, free text from 3 characters to the server's limit (the server finds its best match),
 * otherwise nothing.
 */
export function commitTyped(place: PlaceRef | null, text: string): PlaceRef | null {
  const address = text.trim();
  if (place && place.address.trim() === address) return place;
  return address.length >= ADDRESS_MIN_CHARS && address.length <= ADDRESS_MAX_CHARS ? { address } : null;
}

function committable(place: PlaceRef | null): PlaceRef | null {
  if (!place) return null;
  return place.placeId || place.location || place.address.length >= ADDRESS_MIN_CHARS ? place : null;
}

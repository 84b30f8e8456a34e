import type { LatLng } from '../../../shared/contracts/maps.ts';
import type { BookingDraft } from './draft-types.ts';

/** One end of the ride as the customer gave it: the text, and the place or position behind it when known. */
export interface PlaceRef {
  address: string;
  placeId?: string;
  location?: LatLng;
}

export type RouteEnd = 'pickup' | 'destination';

/** The pickup or destination of a draft, or null without an address. */
export function draftPlace(draft: BookingDraft | null, end: RouteEnd): PlaceRef | null {
  const address = (end === 'pickup' ? draft?.pickupAddress : draft?.destinationAddress)?.trim();
  if (!draft || !address) return null;
  const placeId = end === 'pickup' ? draft.pickupPlaceId : draft.destinationPlaceId;
  const location = end === 'pickup' ? draft.pickupLocation : draft.destinationLocation;
  return { address, ...(placeId ? { placeId } : {}), ...(isLatLng(location) ? { location } : {}) };
}

/** The extra stop of a draft as given (its text, and the place picked for it), or null without one. */
export function draftStop(draft: BookingDraft | null): PlaceRef | null {
  const address = draft?.extraStop ? draft.extraStopAddress?.trim() : '';
  if (!draft || !address) return null;
  return { address, ...(draft.extraStopPlaceId ? { placeId: draft.extraStopPlaceId } : {}) };
}

/** The draft fields for one end; the place id and coordinates only while they belong to the address typed. */
export function placeDraftFields(
  end: RouteEnd,
  address: string,
  place: PlaceRef | null,
): Partial<BookingDraft> {
  if (!place || place.address.trim() !== address.trim()) return {};
  const fields: Partial<BookingDraft> = {};
  if (place.placeId) fields[end === 'pickup' ? 'pickupPlaceId' : 'destinationPlaceId'] = place.placeId;
  if (place.location) fields[end === 'pickup' ? 'pickupLocation' : 'destinationLocation'] = place.location;
  return fields;
}

/**
 * A location for GET /api/directions and /api/routes: the place_id when picked, else "lat,lng" when
 * located, else the text (the server resolves it to its best match).
 */
export function locationParam(place: PlaceRef): string {
  if (place.placeId) return place.placeId;
  if (place.location) return `${place.location.lat},${place.location.lng}`;
  return place.address.trim();
}

function isLatLng(v: unknown): v is LatLng {
  if (!v || typeof v !== 'object') return false;
  const { lat, lng } = v as Record<string, unknown>;
  return typeof lat === 'number' && typeof lng === 'number' && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
}

import type { CreateBookingRequest } from '../../../../shared/contracts/checkout.ts';
import type { QuoteExtras, QuoteRequest } from '../../../../shared/contracts/quotes.ts';
import type { BookingDraft } from '../../../booking/lib/draft-types.ts';
import { quoteRequestFromDraft, type MissingPart } from '../../../booking/lib/quote-request.ts';
import type { ExtrasValues, GuestValues } from './details-form.ts';

export type ExtrasSelection = Required<Omit<QuoteExtras, 'extraStopAddress'>> &
  Pick<QuoteExtras, 'extraStopAddress'>;

/**
 * Every extra on: the quote that tells the price of each extra before the customer adds it. The extra stop needs
 * a place (decision 1); before the customer gives one it is priced as a stop at the pickup, which adds no miles:
 * the stop's own price. Without a pickup the stop is left out (its price shows once it can be quoted).
 */
export function allExtras(request: Pick<QuoteRequest, 'pickup'>): ExtrasSelection {
  const at = request.pickup?.trim();
  return {
    meetAndGreet: true,
    childSeat: true,
    ...(at ? { extraStop: true, extraStopAddress: at } : { extraStop: false }),
  };
}

/** The extras the server prices (the flight number, requests and stop address cost nothing). */
export function extrasSelection(extras: Partial<ExtrasValues> | undefined): ExtrasSelection {
  return {
    meetAndGreet: extras?.meetAndGreet === true,
    childSeat: extras?.childSeat === true,
    extraStop: extras?.extraStop === true,
  };
}

/**
 * The extras of the page's price: the extra stop goes with its place once the customer has given it
 * (`stopAddress`: picked, or typed and left), and the server prices the miles it adds beyond the included ones
 * (its own line, extraStopMiles). Until then the stop is not priced (the server needs its place).
 */
export function quoteExtras(
  extras: Partial<ExtrasValues> | undefined,
  stopAddress?: string | null,
): ExtrasSelection {
  const chosen = extrasSelection(extras);
  const stop = stopAddress?.trim();
  return chosen.extraStop && stop ? { ...chosen, extraStopAddress: stop } : { ...chosen, extraStop: false };
}

export function withExtras(request: QuoteRequest, extras: ExtrasSelection): QuoteRequest {
  return { ...request, extras };
}

export type BookingBody =
  { kind: 'ready'; body: CreateBookingRequest } | { kind: 'incomplete'; missing: MissingPart[] };

const optional = <K extends string>(key: K, value: string | undefined) =>
  (value?.trim() ? { [key]: value.trim() } : {}) as Partial<Record<K, string>>;

/**
 * The POST /api/bookings body for a draft completed on this page (see `draftWithDetails`): the ride exactly as
 * /api/quotes takes it (place_id, "lat,lng" or text, the extra stop too; New York times as instants; the package), the address
 * texts the customer sees, the chosen vehicle, the extras and, for guests, their contact details. Never an
 * amount: the server prices the booking again.
 */
export function bookingRequestFrom(
  draft: BookingDraft,
  extras: Partial<ExtrasValues>,
  guest: GuestValues | null,
  now: Date = new Date(),
  /** The pending booking this browser made for this ride before (back from checkout): it is replaced. */
  replacesBookingId?: string | null,
): BookingBody {
  const plan = quoteRequestFromDraft(draft, now);
  if (plan.kind === 'incomplete') return plan;
  // A package priced on a provisional time still needs the customer's pickup time.
  if (plan.provisionalTime) return { kind: 'incomplete', missing: ['dateTime'] };
  const { extras: _priced, ...ride } = plan.request;
  const selection = extrasSelection(extras);
  // The stop as the place picked (its place_id) while its text is still that suggestion's, else the text.
  const stopText = extras.extraStopAddress?.trim();
  const stop =
    draft.extraStopPlaceId && stopText && stopText === draft.extraStopAddress?.trim()
      ? draft.extraStopPlaceId
      : stopText;
  const body: CreateBookingRequest = {
    ...ride,
    ...optional('pickupAddress', draft.pickupAddress),
    ...optional('destinationAddress', draft.destinationAddress),
    vehicleId: draft.vehicleId ?? '',
    extras: {
      ...selection,
      ...optional('flightNumber', extras.flightNumber),
      ...optional('specialRequests', extras.specialRequests),
      ...(selection.extraStop ? optional('extraStopAddress', stop) : {}),
    },
    ...(replacesBookingId ? { replacesBookingId } : {}),
    ...(guest
      ? {
          guestInfo: {
            email: guest.email.trim(),
            firstName: guest.firstName.trim(),
            lastName: guest.lastName.trim(),
            phone: guest.phone.trim(),
          },
        }
      : {}),
  };
  return { kind: 'ready', body };
}

import type { CompleteBookingRef } from '../../../booking/lib/draft-types.ts';

/** Step 4, where Back goes. */
export const BACK_HREF = '/booking-details';

/** Booking ids are UUIDs; anything else in the URL is ignored. */
const BOOKING_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isBookingId = (value: string | null | undefined): value is string =>
  typeof value === 'string' && BOOKING_ID.test(value);

/**
 * The booking to pay: `?booking=<id>` (so a reload or Stripe's redirect back keeps the place), else the one
 * booking details (step 4) left in storage, else none.
 */
export function checkoutBookingId(search: URLSearchParams, stored: CompleteBookingRef | null): string | null {
  const fromUrl = search.get('booking');
  if (isBookingId(fromUrl)) return fromUrl;
  return stored && isBookingId(stored.bookingId) ? stored.bookingId : null;
}

/** The page's canonical search: only `?booking=<id>` (drops Stripe's return parameters and anything else). */
export function checkoutSearch(bookingId: string): string {
  return `?${new URLSearchParams({ booking: bookingId }).toString()}`;
}

/** Where Stripe sends the customer back after a redirect-based payment method (3-D Secure, bank pages …). */
export function checkoutReturnUrl(origin: string, bookingId: string): string {
  return `${origin}/stripe-checkout${checkoutSearch(bookingId)}`;
}

export type RedirectStatus = 'succeeded' | 'processing' | 'failed';

/** What Stripe appends to the return URL: `payment_intent`, `payment_intent_client_secret`, `redirect_status`. */
export interface StripeRedirectReturn {
  paymentIntentId: string;
  status: RedirectStatus;
}

export function stripeRedirectReturn(search: URLSearchParams): StripeRedirectReturn | null {
  const id = search.get('payment_intent');
  const status = search.get('redirect_status');
  if (!id || !/^pi_[A-Za-z0-9_]{3,100}$/.test(id)) return null;
  if (status === 'succeeded' || status === 'processing') return { paymentIntentId: id, status };
  // Stripe also says 'failed' or 'requires_payment_method' when the customer did not complete the payment.
  return { paymentIntentId: id, status: 'failed' };
}

/** /booking-confirmation?number=…[&token=…] (the token only for guests). */
export function confirmationHref(number: string, token: string | null): string {
  const search = new URLSearchParams({ number });
  if (token) search.set('token', token);
  return `/booking-confirmation?${search.toString()}`;
}

import type { ConfirmationRef } from '../../../booking/lib/draft-types.ts';

/** Booking numbers look like NYC-7K3M9Q. */
const NUMBER = /^NYC-[0-9A-Z]{6}$/;
const TOKEN = /^[A-Za-z0-9_-]{10,100}$/;

const cleanNumber = (value: string | null | undefined) => {
  const n = value?.trim().toUpperCase() ?? '';
  return NUMBER.test(n) ? n : null;
};
const cleanToken = (value: string | null | undefined) => (value && TOKEN.test(value) ? value : null);

/**
 * The booking to show: `?number=` (and `?token=`, the guest's link part) from the URL, else what checkout
 * remembered. The stored token is used with the URL's number when they are the same booking.
 */
export function confirmationRef(
  search: URLSearchParams,
  stored: ConfirmationRef | null,
): ConfirmationRef | null {
  const storedNumber = cleanNumber(stored?.number);
  const storedToken = storedNumber ? cleanToken(stored?.token) : null;
  const number = cleanNumber(search.get('number'));
  if (number) {
    const token = cleanToken(search.get('token')) ?? (number === storedNumber ? storedToken : null);
    return { number, token };
  }
  return storedNumber ? { number: storedNumber, token: storedToken } : null;
}

/** This page's address for a booking: shareable with its token (the emailed link has the same form). */
export function confirmationUrl(origin: string, ref: ConfirmationRef): string {
  const search = new URLSearchParams({ number: ref.number });
  if (ref.token) search.set('token', ref.token);
  return `${origin}/booking-confirmation?${search.toString()}`;
}

import type { ServerMessages } from '../../../lib/use-booking-format.ts';
import { cardMessageKey } from './card-form.ts';

/**
 * The server answers in English. Messages we know have a Spanish text in the checkout namespace; any other
 * message is shown as the server wrote it.
 */
const KNOWN: Record<string, string> = {
  'Network error. Please try again.': 'serverMessages.network',
  'Your booking could not be found. Please go back to booking details.': 'serverMessages.bookingMissing',
  'We could not find that booking.': 'serverMessages.bookingMissing',
  'Payment could not be verified.': 'serverMessages.notVerified',
  'Payment session expired. Please try again.': 'serverMessages.sessionExpired',
  'This booking is already paid.': 'serverMessages.alreadyPaid',
  'This pickup time is too soon now. Please go back and choose a later time.': 'serverMessages.tooSoon',
  'Payment has not been completed.': 'serverMessages.notCompleted',
  'Card payment is not configured. Please call us to complete your booking.': 'serverMessages.notConfigured',
  'This payment is being processed. Please wait a moment.': 'serverMessages.processing',
  'Could not create payment intent': 'setup.noIntent',
  'An error occurred while setting up payment': 'setup.failed',
  'Payment failed': 'failed.fallback',
};

/** The i18n key (checkout namespace) for a server message, or null when we have no translation. */
export function messageKey(message: string): string | null {
  const card = cardMessageKey(message);
  if (card) return `card.messages.${card}`;
  return KNOWN[message] ?? null;
}

export const CHECKOUT_MESSAGES: ServerMessages = {
  ns: 'checkout',
  known: (message) => {
    const key = messageKey(message);
    return key ? { key } : null;
  },
};

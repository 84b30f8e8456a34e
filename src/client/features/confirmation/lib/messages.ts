import type { ServerMessages } from '../../../lib/use-booking-format.ts';
import { receiptRecipient } from './receipt-message.ts';

/**
 * The server answers in English. Messages we know have a Spanish text in the confirmation namespace; any
 * other message is shown as the server wrote it.
 */
const KNOWN: Record<string, string> = {
  'We could not find that booking.': 'serverMessages.notFound',
  'This booking is awaiting payment and is not confirmed yet.': 'serverMessages.awaitingPayment',
  'The receipt could not be sent right now. Please try again later.': 'serverMessages.receiptFailed',
  'Network error. Please try again.': 'serverMessages.network',
};

export const CONFIRMATION_MESSAGES: ServerMessages = {
  ns: 'confirmation',
  known: (message) => {
    const to = receiptRecipient(message);
    if (to) return { key: 'receipt.sentTo', values: { email: to } };
    const key = KNOWN[message];
    return key ? { key } : null;
  },
};

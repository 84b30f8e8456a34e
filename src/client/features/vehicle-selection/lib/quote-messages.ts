import type { KnownMessage, ServerMessages } from '../../../lib/use-booking-format.ts';

/**
 * The server answers in English. Its known booking messages have a Spanish text under these keys of the
 * "vehicles" namespace; any other message is shown as the server wrote it.
 */

const EXACT: Record<string, string> = {
  'Pickup must be within the next 12 months': 'messages.tooFar',
  'Please select the return date and time': 'messages.returnMissing',
  'The return must be after the pickup': 'messages.returnBeforePickup',
  'Please select a date and time': 'messages.dateMissing',
  'Please enter a pickup address': 'messages.pickupMissing',
  'Please enter a destination address': 'messages.destinationMissing',
  'Please select a service type to continue': 'messages.serviceMissing',
  'Unknown service type': 'messages.unknownService',
  'Unknown package': 'messages.unknownPackage',
  'Network error. Please try again.': 'messages.network',
  'No drivable route was found; prices use the standard base fare': 'messages.noRoute',
  'Route information is unavailable; prices use the standard base fare': 'messages.routeUnavailable',
};

export function quoteMessageKey(message: string): KnownMessage | null {
  const text = message.trim();
  const exact = EXACT[text];
  if (exact) return { key: exact };
  const hours = /^Pickup must be at least (\d+) hours? from now$/.exec(text);
  if (hours) return { key: 'messages.leadHours', values: { count: Number(hours[1]) } };
  const minutes = /^Pickup must be at least (\d+) minutes from now$/.exec(text);
  if (minutes) return { key: 'messages.leadMinutes', values: { count: Number(minutes[1]) } };
  const long = /^Addresses must be at most (\d+) characters$/.exec(text);
  if (long) return { key: 'messages.addressTooLong', values: { count: Number(long[1]) } };
  return null;
}

export const QUOTE_MESSAGES: ServerMessages = { ns: 'vehicles', known: quoteMessageKey };

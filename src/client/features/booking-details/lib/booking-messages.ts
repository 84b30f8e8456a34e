import type { KnownMessage, ServerMessages } from '../../../lib/use-booking-format.ts';

/**
 * The server and the shared schemas write in English. Their known messages have a text under these keys of
 * the "booking" namespace (Spanish included); any other message is shown as written.
 */

const EXACT: Record<string, string> = {
  'Please enter a pickup address': 'messages.pickupMissing',
  'Please enter a destination address': 'messages.destinationMissing',
  'Address must have at least 3 characters': 'messages.addressMin',
  'Please select a date and time': 'messages.dateMissing',
  'Please select the return date and time': 'messages.returnMissing',
  'The return must be after the pickup': 'messages.returnBeforePickup',
  'Pickup must be within the next 12 months': 'messages.tooFar',
  'Please select a service type to continue': 'messages.serviceMissing',
  'Unknown service type': 'messages.unknownService',
  'Unknown package': 'messages.unknownPackage',
  'Please choose a vehicle': 'messages.vehicleMissing',
  'Network error. Please try again.': 'messages.network',
  'Extra stop address is required when adding an extra stop': 'messages.extraStopRequired',
  'Please enter a valid flight number (for example AA 100)': 'messages.flightNumber',
  'Please fill in all required fields (email, first name, last name, and phone) to continue.':
    'messages.guestMissing',
  'Please enter a valid email address.': 'messages.guestEmail',
  'Please enter a valid phone number (at least 10 digits).': 'messages.guestPhone',
  'First name is too long.': 'messages.firstNameLong',
  'Last name is too long.': 'messages.lastNameLong',
  'No drivable route was found; prices use the standard base fare': 'messages.noRoute',
  'Route information is unavailable; prices use the standard base fare': 'messages.routeUnavailable',
};

const PATTERNS: { re: RegExp; key: string }[] = [
  { re: /^Pickup must be at least (\d+) hours? from now$/, key: 'messages.leadHours' },
  { re: /^Pickup must be at least (\d+) minutes from now$/, key: 'messages.leadMinutes' },
  { re: /^Addresses must be at most (\d+) characters$/, key: 'messages.addressTooLong' },
  { re: /^Special requests must be at most (\d+) characters$/, key: 'messages.specialRequestsTooLong' },
];

export function bookingMessageKey(message: string): KnownMessage | null {
  const text = message.trim();
  const exact = EXACT[text];
  if (exact) return { key: exact };
  for (const { re, key } of PATTERNS) {
    const m = re.exec(text);
    if (m) return { key, values: { count: Number(m[1]) } };
  }
  return null;
}

/** Booking details words the known messages in English too (the specification's texts). */
export const BOOKING_MESSAGES: ServerMessages = {
  ns: 'booking',
  known: bookingMessageKey,
  rewordEnglish: true,
};

import type { RidePart } from './ride-needs.ts';

/** A field of the booking-details form a server message can land on. */
export type FormPath =
  | 'ride.pickupAddress'
  | 'ride.destinationAddress'
  | 'ride.pickupDate'
  | 'ride.pickupTime'
  | 'ride.returnDate'
  | 'ride.returnTime'
  | 'extras.flightNumber'
  | 'extras.extraStopAddress'
  | 'extras.specialRequests'
  | 'guest.email'
  | 'guest.firstName'
  | 'guest.lastName'
  | 'guest.phone';

/** The form's fields in page order: the first one with an error takes the focus. */
export const FIELD_ORDER: readonly FormPath[] = [
  'ride.pickupAddress',
  'ride.destinationAddress',
  'ride.pickupDate',
  'ride.pickupTime',
  'ride.returnDate',
  'ride.returnTime',
  'extras.flightNumber',
  'extras.extraStopAddress',
  'extras.specialRequests',
  'guest.email',
  'guest.firstName',
  'guest.lastName',
  'guest.phone',
];

export interface FieldTarget {
  path: FormPath;
  /** The ride part to open when the draft had it and the page did not ask for it. */
  part?: RidePart;
}

const TARGETS: Record<string, FieldTarget> = {
  pickup: { path: 'ride.pickupAddress', part: 'pickup' },
  pickupAddress: { path: 'ride.pickupAddress', part: 'pickup' },
  destination: { path: 'ride.destinationAddress', part: 'destination' },
  destinationAddress: { path: 'ride.destinationAddress', part: 'destination' },
  pickupDateTime: { path: 'ride.pickupDate', part: 'dateTime' },
  returnDateTime: { path: 'ride.returnDate', part: 'returnDateTime' },
  'extras.flightNumber': { path: 'extras.flightNumber' },
  'extras.extraStopAddress': { path: 'extras.extraStopAddress' },
  'extras.specialRequests': { path: 'extras.specialRequests' },
  'guestInfo.email': { path: 'guest.email' },
  'guestInfo.firstName': { path: 'guest.firstName' },
  'guestInfo.lastName': { path: 'guest.lastName' },
  'guestInfo.phone': { path: 'guest.phone' },
};

export interface ServerFieldErrors {
  /** Messages with a field on this page, in page order. */
  onFields: { target: FieldTarget; message: string }[];
  /** Messages about anything else (the vehicle, the service type …): shown above the button. */
  other: string[];
}

/** Sorts a 400 answer's per-field messages (`fieldMessages(error)`: codes) into the form's fields and the rest. */
export function sortServerFields(fields: Record<string, string> | undefined): ServerFieldErrors {
  const onFields: ServerFieldErrors['onFields'] = [];
  const other: string[] = [];
  for (const [key, message] of Object.entries(fields ?? {})) {
    const target = TARGETS[key];
    if (target) onFields.push({ target, message });
    else if (!other.includes(message)) other.push(message);
  }
  onFields.sort((a, b) => FIELD_ORDER.indexOf(a.target.path) - FIELD_ORDER.indexOf(b.target.path));
  return { onFields, other };
}

/**
 * A refused quote's per-field messages on the ride parts (the pickup time too soon, the return before the
 * pickup …): shown on those fields while the customer corrects them.
 */
export function quotePartErrors(
  fields: Record<string, string> | undefined,
): Partial<Record<RidePart, string>> {
  const out: Partial<Record<RidePart, string>> = {};
  for (const [key, message] of Object.entries(fields ?? {})) {
    const part = TARGETS[key]?.part;
    if (part && !out[part]) out[part] = message;
  }
  return out;
}

/** The first field (in page order) with an error in a form's nested errors ({ ride: { pickupDate: … } }). */
export function firstErrorPath(errors: Record<string, unknown>): FormPath | null {
  for (const path of FIELD_ORDER) {
    const [group = '', field = ''] = path.split('.');
    const inGroup = errors[group];
    if (inGroup && typeof inGroup === 'object' && (inGroup as Record<string, unknown>)[field]) return path;
  }
  return null;
}

import { useState } from 'react';
import type {
  AirportServiceSelection,
  BookingDraft,
  CompleteBookingRef,
  ConfirmationRef,
  VehicleChoice,
} from './draft-types.ts';

/**
 * The booking being made, kept in the browser's localStorage under the specification's keys so a reload or a
 * trip back keeps every step. It holds only what the customer typed or chose (and the ids the server gave
 * back); prices, totals and ownership always come from the server. This module is the only reader and writer
 * of those keys: the steps use the operations below, and import the shapes from draft-types.ts.
 */
const KEYS = {
  bookingData: 'bookingData',
  selectedAirportService: 'selectedAirportService',
  selectedVehicleId: 'selectedVehicleId',
  selectedVehicleCode: 'selectedVehicleCode',
  calculatedPricing: 'calculatedPricing',
  completeBooking: 'completeBooking',
  confirmationDetails: 'confirmationDetails',
} as const;

type Key = (typeof KEYS)[keyof typeof KEYS];

function read(key: Key): unknown {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}

function write(key: Key, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    /* storage full or disabled: the flow still works within the page */
  }
}

function remove(...keys: Key[]): void {
  try {
    for (const key of keys) localStorage.removeItem(key);
  } catch {
    /* ignore */
  }
}

/** A stored draft worth using: an object with a service type (anything else counts as none). */
function isDraft(v: unknown): v is BookingDraft {
  if (!v || typeof v !== 'object') return false;
  const { serviceType } = v as { serviceType?: unknown };
  return typeof serviceType === 'string' && serviceType.trim() !== '';
}

/** Fields a marketing page sets on the draft; the home widget keeps them while the customer edits the ride. */
const PACKAGE_FIELDS = [
  'package',
  'packageName',
  'hours',
  'basePrice',
  'estimatedPrice',
  'estimatedTime',
  'distance',
  'routeId',
  'routeName',
  'eventType',
  'isSpecialService',
  'isHourlyService',
  'isPrePopulated',
] as const satisfies readonly (keyof BookingDraft)[];

/** The draft without what a marketing page stored about its package (another service or package replaces it). */
export function dropPackage<T extends Partial<BookingDraft>>(draft: T): T {
  const rest = { ...draft };
  for (const key of PACKAGE_FIELDS) delete rest[key];
  return rest;
}

function packageFields(draft: BookingDraft | null, serviceType: string): Partial<BookingDraft> {
  if (!draft || draft.serviceType !== serviceType) return {};
  const kept: Partial<BookingDraft> = {};
  for (const key of PACKAGE_FIELDS) {
    if (draft[key] !== undefined) Object.assign(kept, { [key]: draft[key] });
  }
  return kept;
}

// ---- The ride (bookingData) -------------------------------------------------------------------------------

/** The draft as the steps left it; null without one (or when storage holds anything but a draft). */
export function readDraft(): BookingDraft | null {
  const draft = read(KEYS.bookingData);
  return isDraft(draft) ? draft : null;
}

/**
 * The draft as stored when the component mounted. A step works on its own copy and saves it back; it does not
 * follow later writes.
 */
export function useBookingDraft(): BookingDraft | null {
  const [draft] = useState(readDraft);
  return draft;
}

/** Replaces the draft (a step saving its edited copy). */
export function saveDraft(draft: BookingDraft): void {
  write(KEYS.bookingData, draft);
}

/**
 * The home widget's ride form: the ride as typed replaces the draft, except the package a marketing page chose,
 * which stays while the service stays the same. The chosen vehicle goes (the ride changed).
 */
export function saveRide(ride: BookingDraft): void {
  saveDraft({ ...packageFields(readDraft(), ride.serviceType), ...ride });
}

/**
 * A marketing page's Book button: its airport package replaces the stored one (any other button clears it),
 * and its draft, when it has one, replaces the draft.
 */
export function startBooking({
  draft,
  airport,
}: {
  draft?: BookingDraft | undefined;
  airport?: AirportServiceSelection | undefined;
}): void {
  if (airport) write(KEYS.selectedAirportService, airport);
  else remove(KEYS.selectedAirportService);
  if (draft) saveDraft(draft);
}

/** A stored airport package worth using: the specification's shape with its terminals and areas. */
function isAirportSelection(v: unknown): v is AirportServiceSelection {
  if (!v || typeof v !== 'object') return false;
  const a = v as Partial<Record<keyof AirportServiceSelection, unknown>>;
  const strings = (x: unknown) => Array.isArray(x) && x.length > 0 && x.every((s) => typeof s === 'string');
  return (
    typeof a.id === 'string' &&
    typeof a.name === 'string' &&
    typeof a.pickupAirport === 'string' &&
    typeof a.pickupAddress === 'string' &&
    strings(a.airportZones) &&
    strings(a.destinationZones)
  );
}

/**
 * The airport package chosen on /services/airport-transfer (selectedAirportService), for the home widget's
 * airport card; null without one (or when storage holds anything else).
 */
export function loadAirportSelection(): AirportServiceSelection | null {
  const v = read(KEYS.selectedAirportService);
  return isAirportSelection(v) ? v : null;
}

/** The customer leaves the airport card for a ride of their own: the selection and its package go. */
export function clearAirportSelection(): void {
  remove(KEYS.selectedAirportService);
  const draft = readDraft();
  if (draft) saveDraft(dropPackage(draft));
}

// ---- The vehicle (selectedVehicleId, selectedVehicleCode, calculatedPricing) ------------------------------

/**
 * Vehicle selection: the choice under the specification's keys, and the draft with the vehicle's id, name and
 * quoted fare on it.
 */
export function chooseVehicle(draft: BookingDraft, choice: VehicleChoice): void {
  write(KEYS.selectedVehicleId, choice.vehicleId);
  write(KEYS.selectedVehicleCode, choice.vehicleCode);
  write(KEYS.calculatedPricing, choice.calculatedPricing);
  saveDraft({
    ...draft,
    vehicleId: choice.vehicleId,
    vehicleName: choice.vehicleName,
    finalPrice: choice.calculatedPricing.finalPrice,
  });
}

/** A vehicle asked for before the ride is known (the fleet page's Book Now, a link's ?vehicle=). */
export function rememberVehicle(vehicleId: string): void {
  write(KEYS.selectedVehicleId, vehicleId);
}

/** The vehicle remembered by the fleet page's Book Now or an earlier visit to vehicle selection, if any. */
export function rememberedVehicleId(): string | null {
  const id = read(KEYS.selectedVehicleId);
  return typeof id === 'string' && id.trim() ? id : null;
}

// ---- After booking details (completeBooking) and checkout (confirmationDetails) ---------------------------

export function savePendingBooking(ref: CompleteBookingRef): void {
  write(KEYS.completeBooking, ref);
}

/** The pending booking booking details created, for checkout. */
export function readPendingBooking(): CompleteBookingRef | null {
  const v = read(KEYS.completeBooking);
  return !!v &&
    typeof v === 'object' &&
    typeof (v as CompleteBookingRef).bookingId === 'string' &&
    typeof (v as CompleteBookingRef).number === 'string'
    ? (v as CompleteBookingRef)
    : null;
}

export function saveConfirmation(ref: ConfirmationRef): void {
  write(KEYS.confirmationDetails, ref);
}

/** The booking checkout just confirmed, for the confirmation page. */
export function readConfirmation(): ConfirmationRef | null {
  const v = read(KEYS.confirmationDetails);
  return v && typeof v === 'object' && typeof (v as ConfirmationRef).number === 'string'
    ? { number: (v as ConfirmationRef).number, token: (v as ConfirmationRef).token ?? null }
    : null;
}

/** After a paid booking: the ride draft and its pending booking are done with; the confirmation stays. */
export function finishBooking(): void {
  remove(KEYS.bookingData, KEYS.selectedAirportService, KEYS.calculatedPricing, KEYS.completeBooking);
}

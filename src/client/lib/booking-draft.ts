import type { LatLng } from '../../shared/contracts/maps.ts';
import type { VehicleQuote } from '../../shared/contracts/quotes.ts';

/**
 * The booking draft kept in browser storage between steps, under the specification's keys.
 * It holds only what the customer typed or chose; prices, totals and ownership always come from the server.
 */
export const DRAFT_KEYS = {
  bookingData: 'bookingData',
  selectedAirportService: 'selectedAirportService',
  selectedVehicleId: 'selectedVehicleId',
  selectedVehicleCode: 'selectedVehicleCode',
  calculatedPricing: 'calculatedPricing',
  completeBooking: 'completeBooking',
  confirmationDetails: 'confirmationDetails',
} as const;

/** Airport package chosen on /services/airport-transfer (the specification's "airport service option"). */
export interface AirportServiceSelection {
  id: string;
  name: string;
  pickupAirport: string;
  pickupAddress: string;
  destinationAddress: string;
  basePrice: number;
  isAirportService: true;
  lockAddresses: boolean;
  airportZones: string[];
  destinationZones: string[];
}

/** What a marketing page or the home widget stores before vehicle selection. All fields optional but serviceType. */
export interface BookingDraft {
  serviceType: string;
  serviceName?: string;
  pickupAddress?: string;
  destinationAddress?: string;
  /** place_id of the suggestion the customer picked; present only while the address is that suggestion's text. */
  pickupPlaceId?: string;
  destinationPlaceId?: string;
  /** Coordinates when known (the pickup from "use my current location"), with the same rule. */
  pickupLocation?: LatLng;
  destinationLocation?: LatLng;
  /** ISO date (yyyy-mm-dd) and 24 h time (HH:mm), New York local time. */
  pickupDate?: string;
  pickupTime?: string;
  returnTrip?: boolean;
  returnDate?: string;
  returnTime?: string;
  airportZone?: string;
  manhattanZone?: string;
  /** Package chosen on a marketing page (hourly, wedding, event, route …). */
  package?: string;
  packageName?: string;
  hours?: number;
  basePrice?: number;
  estimatedPrice?: number;
  estimatedTime?: string;
  distance?: string;
  routeId?: string;
  routeName?: string;
  eventType?: string;
  passengers?: number;
  isSpecialService?: boolean;
  isHourlyService?: boolean;
  isPrePopulated?: boolean;
  /** The vehicle chosen at vehicle selection (step 2). Dropped when the customer edits the ride. */
  vehicleId?: string;
  vehicleName?: string;
  /**
   * The chosen vehicle's fare as the quote showed it (the specification's calculatedPricing.finalPrice, dollars).
   * Display only: checkout recomputes every amount on the server.
   */
  finalPrice?: number;
  /** Step 4 (booking details): the extras form and, for guests, the contact details typed there. */
  flightNumber?: string;
  specialRequests?: string;
  meetAndGreet?: boolean;
  childSeat?: boolean;
  extraStop?: boolean;
  extraStopAddress?: string;
  guestInfo?: { firstName: string; lastName: string; email: string; phone: string };
}

/** Fields a marketing page sets on the draft; the home widget keeps them while the customer edits the ride. */
export const PACKAGE_FIELDS = [
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

export function packageFields(draft: BookingDraft | null, serviceType: string): Partial<BookingDraft> {
  if (!draft || draft.serviceType !== serviceType) return {};
  const kept: Partial<BookingDraft> = {};
  for (const key of PACKAGE_FIELDS) {
    if (draft[key] !== undefined) Object.assign(kept, { [key]: draft[key] });
  }
  return kept;
}

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

function read<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    /* storage full or disabled: the flow still works within the page */
  }
}

export const loadBookingDraft = () => read<BookingDraft>(DRAFT_KEYS.bookingData);
export const saveBookingDraft = (draft: BookingDraft) => write(DRAFT_KEYS.bookingData, draft);
export const loadAirportSelection = () => read<AirportServiceSelection>(DRAFT_KEYS.selectedAirportService);
export const saveAirportSelection = (s: AirportServiceSelection) =>
  write(DRAFT_KEYS.selectedAirportService, s);
export const saveSelectedVehicle = (vehicleId: string) => write(DRAFT_KEYS.selectedVehicleId, vehicleId);
/** The specification's calculatedPricing: the server's outbound breakdown for the chosen vehicle, in dollars. */
export type CalculatedPricing = VehicleQuote['calculatedPricing'];

/** What vehicle selection keeps once the customer picks a vehicle. */
export interface VehicleChoice {
  vehicleId: string;
  vehicleCode: string;
  vehicleName: string;
  calculatedPricing: CalculatedPricing;
}

/** The draft with the chosen vehicle on it (its id, name and the quoted fare). */
export function withVehicleChoice(draft: BookingDraft, choice: VehicleChoice): BookingDraft {
  return {
    ...draft,
    vehicleId: choice.vehicleId,
    vehicleName: choice.vehicleName,
    finalPrice: choice.calculatedPricing.finalPrice,
  };
}

/** Stores the choice under the specification's keys (selectedVehicleId, selectedVehicleCode, calculatedPricing). */
export function saveVehicleChoice(draft: BookingDraft, choice: VehicleChoice): void {
  write(DRAFT_KEYS.selectedVehicleId, choice.vehicleId);
  write(DRAFT_KEYS.selectedVehicleCode, choice.vehicleCode);
  write(DRAFT_KEYS.calculatedPricing, choice.calculatedPricing);
  saveBookingDraft(withVehicleChoice(draft, choice));
}

/** The vehicle remembered by the fleet page's Book Now or an earlier visit to vehicle selection, if any. */
export function loadSelectedVehicleId(): string | null {
  const id = read<unknown>(DRAFT_KEYS.selectedVehicleId);
  return typeof id === 'string' && id.trim() ? id : null;
}

export function clearAirportSelection(): void {
  try {
    localStorage.removeItem(DRAFT_KEYS.selectedAirportService);
  } catch {
    /* ignore */
  }
}

/** What booking details (step 4) leaves for checkout: the pending booking the server stored and priced. */
export interface CompleteBookingRef {
  bookingId: string;
  number: string;
}

/** What checkout leaves for the confirmation page: the booking number and, for guests, the link token. */
export interface ConfirmationRef {
  number: string;
  token: string | null;
}

function isCompleteBookingRef(v: unknown): v is CompleteBookingRef {
  return (
    !!v &&
    typeof v === 'object' &&
    typeof (v as CompleteBookingRef).bookingId === 'string' &&
    typeof (v as CompleteBookingRef).number === 'string'
  );
}

export const saveCompleteBooking = (ref: CompleteBookingRef) => write(DRAFT_KEYS.completeBooking, ref);
export function loadCompleteBooking(): CompleteBookingRef | null {
  const v = read<unknown>(DRAFT_KEYS.completeBooking);
  return isCompleteBookingRef(v) ? v : null;
}
export const saveConfirmationDetails = (ref: ConfirmationRef) => write(DRAFT_KEYS.confirmationDetails, ref);
export function loadConfirmationDetails(): ConfirmationRef | null {
  const v = read<unknown>(DRAFT_KEYS.confirmationDetails);
  return v && typeof v === 'object' && typeof (v as ConfirmationRef).number === 'string'
    ? { number: (v as ConfirmationRef).number, token: (v as ConfirmationRef).token ?? null }
    : null;
}

/** After a paid booking: the ride draft and its pending booking are done with; the confirmation stays. */
export function clearBookingFlow(): void {
  try {
    for (const key of [
      DRAFT_KEYS.bookingData,
      DRAFT_KEYS.selectedAirportService,
      DRAFT_KEYS.calculatedPricing,
      DRAFT_KEYS.completeBooking,
    ]) {
      localStorage.removeItem(key);
    }
  } catch {
    /* ignore */
  }
}

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
export function clearAirportSelection(): void {
  try {
    localStorage.removeItem(DRAFT_KEYS.selectedAirportService);
  } catch {
    /* ignore */
  }
}

import type { LatLng } from '../../../shared/contracts/maps.ts';
import type { VehicleQuote } from '../../../shared/contracts/quotes.ts';

/**
 * The shapes of the booking being made, as the booking steps keep them between pages (the draft store in this
 * folder is the one module that stores them). Types only: a step that merely reads a draft imports this module.
 */

/** What a marketing page or the home widget stores before vehicle selection. All fields optional but serviceType. */
export interface BookingDraft {
  serviceType: string;
  serviceName?: string;
  pickupAddress?: string;
  destinationAddress?: string;
  /** place_id of the suggestion the customer picked; present only while the address is that suggestion's text. */
  pickupPlaceId?: string;
  destinationPlaceId?: string;
  /**
   * The address names a package's area ("Midtown, Manhattan", an airport card's zone), not a door (PRODUCT
   * decision 25): it prices the package, and booking details asks for the door inside it.
   */
  pickupIsArea?: boolean;
  destinationIsArea?: boolean;
  /** Coordinates when known (the pickup from "use my current location"), with the same rule. */
  pickupLocation?: LatLng;
  destinationLocation?: LatLng;
  /** ISO date (yyyy-mm-dd) and 24 h time (HH:mm), New York local time. */
  pickupDate?: string;
  pickupTime?: string;
  returnTrip?: boolean;
  returnDate?: string;
  returnTime?: string;
  /** Airport transfer: the terminal and the Manhattan area chosen on the airport card. */
  airportZone?: string;
  manhattanZone?: string;
  /** Package chosen on a marketing page (hourly, wedding, event, route …). */
  package?: string;
  packageName?: string;
  /** Hours of an hourly ride (2-12; the package's hours, else 2), or of the package chosen. */
  hours?: number;
  basePrice?: number;
  estimatedPrice?: number;
  estimatedTime?: string;
  distance?: string;
  routeId?: string;
  routeName?: string;
  eventType?: string;
  /** The party (decision 18): passengers 1-14 and bags 0-20, asked with the ride and sent with every quote. */
  passengers?: number;
  bags?: number;
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
  /** The extra stop's place_id (a suggestion picked), with the same rule as the pickup's. */
  extraStopPlaceId?: string;
  guestInfo?: { firstName: string; lastName: string; email: string; phone: string };
}

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

/** The specification's calculatedPricing: the server's outbound breakdown for the chosen vehicle, in dollars. */
export type CalculatedPricing = VehicleQuote['calculatedPricing'];

/** What vehicle selection keeps once the customer picks a vehicle. */
export interface VehicleChoice {
  vehicleId: string;
  vehicleCode: string;
  vehicleName: string;
  calculatedPricing: CalculatedPricing;
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

import type { ChangeBookingRequest } from '../../../shared/contracts/booking-changes.ts';
import type { VehicleQuote } from '../../../shared/contracts/quotes.ts';
import { AppError } from '../../../shared/errors.ts';
import type { BookingChangeFields } from '../../db/schema/bookings.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { QuoteService } from '../quotes/quote.service.ts';
import type { BookingRow } from './bookings.repository.ts';

const AS_DIRECTED = 'As directed';

/**
 * A booking priced again with a proposed change (decision 040): the checkout's own quote function, from the
 * places stored on the booking (their points), its service, package, hours and extra stop as booked.
 */
export function createChangePricing(deps: { quotes: QuoteService; catalog: CatalogService }) {
  const { quotes } = deps;
  const place = (lat: number | null, lng: number | null, address: string | null) =>
    lat !== null && lng !== null ? `${lat},${lng}` : address && address !== AS_DIRECTED ? address : undefined;

  /** The booking priced again with the proposed fields (the same quote function checkout uses). */
  async function price(b: BookingRow, input: ChangeBookingRequest) {
    const returnDateTime = b.returnTrip
      ? (input.returnDateTime ?? b.returnAt?.toISOString() ?? undefined)
      : undefined;
    const hours = b.hours !== null && Number.isInteger(b.hours) ? b.hours : undefined;
    const quote = await quotes.quote({
      pickup: place(b.pickupLat, b.pickupLng, b.pickupAddress),
      destination: place(b.destinationLat, b.destinationLng, b.destinationAddress),
      pickupDateTime: input.pickupDateTime,
      serviceType: b.serviceType,
      packageId: b.packageId ?? undefined,
      returnTrip: b.returnTrip,
      returnDateTime,
      hours,
      passengers: input.passengers,
      bags: input.bags,
      extras: {
        meetAndGreet: input.extras.meetAndGreet,
        childSeat: input.extras.childSeat,
        extraStop: b.extraStop,
        ...(b.extraStop
          ? { extraStopAddress: place(b.extraStopLat, b.extraStopLng, b.extraStopAddress) }
          : {}),
      },
    });
    const vehicle = quote.vehicles.find((v) => v.vehicleId === input.vehicleId);
    if (!vehicle) throw AppError.onField('vehicleId', 'booking.vehicleMissing');
    const after: BookingChangeFields = {
      pickupAt: new Date(quote.pickupDateTime).toISOString(),
      returnAt: quote.returnDateTime ? new Date(quote.returnDateTime).toISOString() : null,
      vehicleId: vehicle.vehicleId,
      vehicleName: vehicle.vehicleName,
      passengers: input.passengers,
      bags: input.bags,
      meetAndGreet: input.extras.meetAndGreet,
      childSeat: input.extras.childSeat,
    };
    return { quote, vehicle, after };
  }

  async function partyFits(v: VehicleQuote): Promise<void> {
    if (v.fitsParty) return;
    const fleet = (await deps.catalog.vehicles()).find((c) => c.id === v.vehicleId);
    throw AppError.onField('passengers', 'booking.partyTooLarge', {
      vehicle: v.vehicleName,
      passengers: fleet?.passengers ?? 0,
      luggage: fleet?.luggage ?? 0,
    });
  }

  return { price, partyFits };
}

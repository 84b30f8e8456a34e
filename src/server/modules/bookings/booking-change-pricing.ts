import type {
  AdminChangeBookingRequest,
  ChangeBookingRequest,
} from '../../../shared/contracts/booking-changes.ts';
import type { QuoteResponse, VehicleQuote } from '../../../shared/contracts/quotes.ts';
import { AppError } from '../../../shared/errors.ts';
import type { BookingChangeFields, BookingRouteColumns } from '../../db/schema/bookings.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { MapsService } from '../maps/maps.service.ts';
import type { QuoteService } from '../quotes/quote.service.ts';
import { AS_DIRECTED, createBookingPlaces, doorColumns } from './booking-places.ts';
import type { BookingRow } from './bookings.repository.ts';
import { checkPackageDoors } from './package-doors.ts';

type NewPlaces = NonNullable<AdminChangeBookingRequest['places']>;

const ROUTE_KEYS = [
  'pickupAddress',
  'destinationAddress',
  'pickupTyped',
  'destinationTyped',
  'pickupApproximate',
  'destinationApproximate',
  'pickupPinned',
  'destinationPinned',
  'pickupNearest',
  'destinationNearest',
  'pickupLat',
  'pickupLng',
  'destinationLat',
  'destinationLng',
  'routePolyline',
  'distanceMeters',
  'durationSeconds',
  'extraStop',
  'extraStopAddress',
  'extraStopLat',
  'extraStopLng',
] as const satisfies readonly (keyof BookingRouteColumns)[];

/** The booking's door and route columns as stored. */
export function routeColumnsOf(b: BookingRow): BookingRouteColumns {
  return Object.fromEntries(ROUTE_KEYS.map((k) => [k, b[k]])) as unknown as BookingRouteColumns;
}

/**
 * A booking priced again with a proposed change (decision 040): the checkout's own quote function, from the
 * places stored on the booking (their points), its service, package, hours and extra stop as booked.
 */
export function createChangePricing(deps: {
  quotes: QuoteService;
  catalog: CatalogService;
  maps: Pick<MapsService, 'resolve'>;
}) {
  const { quotes } = deps;
  const places = createBookingPlaces(deps.maps);
  const place = (lat: number | null, lng: number | null, address: string | null) =>
    lat !== null && lng !== null ? `${lat},${lng}` : address && address !== AS_DIRECTED ? address : undefined;

  /**
   * Dispatch's new places (decision 045) stored as the checkout stores them: a changed end placed as the quote
   * placed it (its door: typed text, pin, nearest place), an unchanged end as booked, the route the quote's.
   */
  async function rerouted(b: BookingRow, to: NewPlaces, quote: QuoteResponse): Promise<BookingRouteColumns> {
    const stored = routeColumnsOf(b);
    const where = await places(
      {
        pickup: to.pickup ?? b.pickupAddress,
        pickupAddress: to.pickupAddress,
        destination:
          to.destination ?? (b.destinationAddress === AS_DIRECTED ? undefined : b.destinationAddress),
        destinationAddress: to.destinationAddress,
      },
      quote,
    );
    checkPackageDoors(
      b.packageId ?? undefined,
      where.pickup.place.location,
      where.destination?.place.location ?? null,
    );
    const stopText =
      to.extraStop === undefined ? (b.extraStopAddress ?? undefined) : (to.extraStop ?? undefined);
    const fresh = doorColumns(where, quote, { requested: stopText !== undefined, text: stopText });
    const pickupKeys = ROUTE_KEYS.filter((k) => k.startsWith('pickup'));
    const destinationKeys = ROUTE_KEYS.filter((k) => k.startsWith('destination'));
    const keep = (keys: readonly (keyof BookingRouteColumns)[]) =>
      Object.fromEntries(keys.map((k) => [k, stored[k]]));
    return {
      ...fresh,
      // An end dispatch did not change keeps its door as booked (its point was what the quote was given).
      ...(to.pickup ? {} : keep(pickupKeys)),
      ...(to.destination ? {} : keep(destinationKeys)),
    };
  }

  /** The booking priced again with the proposed fields (the same quote function checkout uses). */
  async function price(b: BookingRow, input: ChangeBookingRequest, to?: NewPlaces) {
    const stopText =
      to?.extraStop === undefined
        ? b.extraStop
          ? place(b.extraStopLat, b.extraStopLng, b.extraStopAddress)
          : undefined
        : (to.extraStop ?? undefined);
    const extraStop = to?.extraStop === undefined ? b.extraStop : to.extraStop !== null;
    const returnDateTime = b.returnTrip
      ? (input.returnDateTime ?? b.returnAt?.toISOString() ?? undefined)
      : undefined;
    const hours = b.hours !== null && Number.isInteger(b.hours) ? b.hours : undefined;
    const quote = await quotes.quote({
      pickup: to?.pickup ?? place(b.pickupLat, b.pickupLng, b.pickupAddress),
      destination: to?.destination ?? place(b.destinationLat, b.destinationLng, b.destinationAddress),
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
        extraStop,
        ...(extraStop && stopText ? { extraStopAddress: stopText } : {}),
      },
    });
    const vehicle = quote.vehicles.find((v) => v.vehicleId === input.vehicleId);
    if (!vehicle) throw AppError.onField('vehicleId', 'booking.vehicleMissing');
    const moved = to ? await rerouted(b, to, quote) : null;
    const stored = routeColumnsOf(b);
    const route = moved && ROUTE_KEYS.some((k) => moved[k] !== stored[k]) ? moved : null;
    const after: BookingChangeFields = {
      pickupAt: new Date(quote.pickupDateTime).toISOString(),
      returnAt: quote.returnDateTime ? new Date(quote.returnDateTime).toISOString() : null,
      vehicleId: vehicle.vehicleId,
      vehicleName: vehicle.vehicleName,
      passengers: input.passengers,
      bags: input.bags,
      meetAndGreet: input.extras.meetAndGreet,
      childSeat: input.extras.childSeat,
      pickupAddress: route?.pickupAddress ?? b.pickupAddress,
      destinationAddress: route?.destinationAddress ?? b.destinationAddress,
      extraStopAddress: route ? route.extraStopAddress : b.extraStop ? b.extraStopAddress : null,
      ...(route ? { route } : {}),
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

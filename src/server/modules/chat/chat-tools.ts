/**
 * What the assistant knows, read live from the other modules' services: a quote for a ride (the quote
 * service POST /api/quotes uses), the fleet, services and packages with their prices, the policies' figures,
 * and the signed-in customer's next booking. The embedded assistant writes its answers from these; the
 * optional language model calls the same functions as tools.
 */
import { BRAND } from '../../../shared/brand.ts';
import type { BookingSummary } from '../../../shared/contracts/bookings.ts';
import type { City, Service, Vehicle } from '../../../shared/contracts/catalog.ts';
import type { QuoteResponse } from '../../../shared/contracts/quotes.ts';
import { bookingLink } from '../../../shared/domain/booking-link.ts';
import { nyWallClock } from '../../../shared/domain/new-york-time.ts';
import type { PricingConfig, PricingPackage } from '../../../shared/domain/pricing-config.ts';
import { AppError } from '../../../shared/errors.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { PricingService } from '../pricing/pricing.service.ts';
import type { BookingWindow, QuoteService } from '../quotes/quote.service.ts';
import type { UserBookingsService } from '../bookings/user-bookings.service.ts';
import { chooseVehicle, type VehicleMention } from './chat-extract.ts';
import { resolveWhen, type ResolvedWhen, type WhenMention } from './chat-when.ts';
import { SERVICE_TOPICS } from './knowledge/intents.ts';

/** Who is asking: the route maps the request's session to this; only an account has bookings to look up. */
export type ChatViewer = { kind: 'anonymous' } | { kind: 'guest' } | { kind: 'account'; userId: string };

export type ServiceTopic = (typeof SERVICE_TOPICS)[number]['id'];

export interface ChatToolsDeps {
  quotes: Pick<QuoteService, 'quote'>;
  catalog: Pick<CatalogService, 'vehicles' | 'services' | 'cities'>;
  pricing: Pick<PricingService, 'current'>;
  bookings: Pick<UserBookingsService, 'nextUpcoming'>;
  clock?: () => Date;
  window?: BookingWindow;
}

export interface RideRequest {
  /** Required for a ride; an hourly ride (`hours`) may start anywhere in the area and go as directed. */
  pickup: string;
  destination: string;
  /** An hourly ride of these hours (2-12), priced by the hour: `pickup` and `destination` may be ''. */
  hours?: number | null;
  vehicle: VehicleMention | null;
  party: { passengers: number | null; bags: number | null };
  when: WhenMention;
}

export type QuoteOutcome =
  | {
      kind: 'quote';
      vehicle: Vehicle;
      /** The vehicle asked for when the party did not fit in it. */
      tooSmall: Vehicle | null;
      /** False when even the largest vehicle is too small for the party (it is priced anyway). */
      fits: boolean;
      totalCents: number;
      taxCents: number;
      tollsCents: number;
      pickupLabel: string;
      destinationLabel: string;
      distanceText: string | null;
      durationText: string | null;
      /** No route was found (the price is the no-route fallback). */
      noRoute: boolean;
      when: ResolvedWhen;
      /** Every vehicle of the fleet the quote priced, cheapest first; `fits` = it seats the party and its bags. */
      prices: { vehicle: Vehicle; totalCents: number; fits: boolean }[];
      bookHref: string;
      /** Which price applied and why: the quote's own (PRODUCT decision 24). */
      basis: QuoteResponse['priceBasis'];
      /** The hours of an hourly ride, else null. */
      hours: number | null;
    }
  | { kind: 'place_not_found'; field: 'pickup' | 'destination'; place: string }
  | { kind: 'outside_area'; field: 'pickup' | 'destination'; place: string }
  | { kind: 'unavailable' };

/**
 * The booking form on the home page, prefilled with the ride the customer asked about (shared/domain/booking-link.ts):
 * the places as priced, the day and clock time they said (New York time; nothing when they said none, or when it
 * cannot be booked), the vehicle when they named one, the party when they said it.
 */
export function rideBookHref(
  ride: Pick<RideRequest, 'when' | 'party' | 'hours'>,
  priced: {
    pickup: string;
    destination: string;
    /** The places found for them (place ids): the booking form sends them, never the labels, to price. */
    pickupPlace?: string | undefined;
    destinationPlace?: string | undefined;
    when: ResolvedWhen;
    vehicleId: string | null;
  },
): string {
  const wall = nyWallClock(priced.when.at);
  const saidDay =
    ride.when.dayOffset !== null ||
    ride.when.weekday !== null ||
    ride.when.date !== null ||
    ride.when.hour !== null;
  const bookable = priced.when.outOfWindow === null;
  const pad = (n: number) => String(n).padStart(2, '0');
  const hourly = typeof ride.hours === 'number';
  return bookingLink({
    service: hourly ? 'hourly' : 'point-to-point',
    hours: hourly ? (ride.hours as number) : undefined,
    pickup: priced.pickup,
    destination: priced.destination,
    pickupPlace: priced.pickupPlace,
    destinationPlace: priced.destinationPlace,
    date: bookable && saidDay ? wall.date : undefined,
    time: bookable && ride.when.hour !== null ? `${pad(wall.hour)}:${pad(wall.minute)}` : undefined,
    vehicle: priced.vehicleId ?? undefined,
    passengers: ride.party.passengers ?? undefined,
    bags: ride.party.bags ?? undefined,
  });
}

export const BOOK_HREF = '/#booking-widget';

export function createChatTools(deps: ChatToolsDeps) {
  const clock = deps.clock ?? (() => new Date());
  const window = deps.window ?? { minLeadMinutes: 120, maxAdvanceDays: 365 };

  async function quote(ride: RideRequest): Promise<QuoteOutcome> {
    const vehicles = await deps.catalog.vehicles();
    const choice = chooseVehicle(vehicles, ride.vehicle, ride.party);
    if (!choice) return { kind: 'unavailable' };
    const when = resolveWhen(ride.when, clock(), window);
    const hourly = typeof ride.hours === 'number';
    let answer;
    try {
      // The quote service that POST /api/quotes and checkout use: the same ride has the same price here.
      answer = await deps.quotes.quote({
        pickup: ride.pickup || undefined,
        destination: ride.destination || undefined,
        pickupDateTime: when.at.toISOString(),
        serviceType: hourly ? 'hourly' : 'point-to-point',
        returnTrip: false,
        ...(hourly ? { hours: ride.hours as number } : {}),
      });
    } catch (err) {
      if (err instanceof AppError && err.status === 400) {
        const problems = err.fieldErrors;
        const field = problems?.destination ? 'destination' : problems?.pickup ? 'pickup' : null;
        if (field) {
          const place = field === 'pickup' ? ride.pickup : ride.destination;
          const code = problems?.[field]?.code;
          const outside = code === 'maps.addressOutsideArea' || code === 'maps.locationOutsideArea';
          return outside ? { kind: 'outside_area', field, place } : { kind: 'place_not_found', field, place };
        }
      }
      if (err instanceof AppError) return { kind: 'unavailable' };
      throw err;
    }
    const priced = answer.vehicles.find((v) => v.vehicleId === choice.vehicle.id);
    if (!priced) return { kind: 'unavailable' };
    const route = answer.route;
    // The labels the places resolved to: the booking form geocodes them back to the same places.
    const pickupLabel = route?.start_address || answer.pickupPlace?.address || ride.pickup;
    const destinationLabel = route?.end_address || answer.destinationPlace?.address || ride.destination;
    const fitsParty = (v: Vehicle) =>
      v.passengers >= (ride.party.passengers ?? 1) && v.luggage >= (ride.party.bags ?? 0);
    const prices = answer.vehicles
      .map((q) => {
        const vehicle = vehicles.find((v) => v.id === q.vehicleId);
        return vehicle ? { vehicle, totalCents: q.totalCents, fits: fitsParty(vehicle) } : null;
      })
      .filter((p) => p !== null)
      .sort((a, b) => a.totalCents - b.totalCents);
    return {
      kind: 'quote',
      vehicle: choice.vehicle,
      tooSmall: choice.tooSmall,
      fits: choice.fits,
      totalCents: priced.totalCents,
      taxCents: priced.taxCents,
      tollsCents: priced.legs[0]?.breakdown.tollsCents ?? 0,
      pickupLabel,
      destinationLabel,
      distanceText: route?.distance.text ?? null,
      durationText: route?.duration.text ?? null,
      noRoute: !hourly && !route,
      when,
      prices,
      basis: answer.priceBasis,
      hours: answer.hours,
      bookHref: rideBookHref(ride, {
        pickup: pickupLabel,
        destination: destinationLabel,
        pickupPlace: answer.pickupPlace?.placeId,
        destinationPlace: answer.destinationPlace?.placeId,
        when,
        // A vehicle only when the customer named one (the one that seats their party).
        vehicleId: ride.vehicle ? choice.vehicle.id : null,
      }),
    };
  }

  async function fleet(): Promise<Vehicle[]> {
    return deps.catalog.vehicles();
  }

  async function services(): Promise<{ services: Service[]; config: PricingConfig }> {
    const [all, config] = await Promise.all([deps.catalog.services(), deps.pricing.current()]);
    return { services: all.filter((s) => !s.hidden), config };
  }

  /** The packages of some topics (all packages when none), in configuration order. */
  function packagesFor(config: PricingConfig, topics: readonly ServiceTopic[]): PricingPackage[] {
    if (!topics.length) return config.packages.filter((p) => p.id !== 'custom-route');
    const wanted = SERVICE_TOPICS.filter((t) => topics.includes(t.id));
    return config.packages.filter((p) =>
      wanted.some(
        (t) =>
          (t.packageKinds as readonly string[] | undefined)?.includes(p.kind) ||
          (t.packageIds as readonly string[] | undefined)?.includes(p.id),
      ),
    );
  }

  async function policies(): Promise<{
    extras: PricingConfig['extras'];
    taxRatePpm: number;
    minLeadMinutes: number;
    cities: City[];
    contact: { phone: string; email: string; address: string; hours: string };
  }> {
    const [config, cities] = await Promise.all([deps.pricing.current(), deps.catalog.cities()]);
    return {
      extras: config.extras,
      taxRatePpm: config.taxRatePpm,
      minLeadMinutes: window.minLeadMinutes,
      cities,
      contact: { phone: BRAND.phoneDisplay, email: BRAND.email, address: BRAND.address, hours: '24/7' },
    };
  }

  /** The viewer's own next booking; never anyone else's (the user id comes from the session only). */
  async function nextBooking(
    viewer: ChatViewer,
  ): Promise<
    { kind: 'found'; booking: BookingSummary } | { kind: 'none' } | { kind: 'sign_in' } | { kind: 'guest' }
  > {
    if (viewer.kind === 'anonymous') return { kind: 'sign_in' };
    if (viewer.kind === 'guest') return { kind: 'guest' };
    const booking = await deps.bookings.nextUpcoming(viewer.userId);
    return booking ? { kind: 'found', booking } : { kind: 'none' };
  }

  return { quote, fleet, services, packagesFor, policies, nextBooking, now: clock, window };
}

export type ChatTools = ReturnType<typeof createChatTools>;

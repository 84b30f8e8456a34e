import type { FastifyBaseLogger } from 'fastify';
import type {
  BookingView,
  ConfirmBookingResponse,
  CreateBookingRequest,
  CreatePaymentIntentResponse,
} from '../../../shared/contracts/checkout.ts';
import type { QuoteResponse, VehicleQuote } from '../../../shared/contracts/quotes.ts';
import { AppError } from '../../../shared/errors.ts';
import type { PriceLine } from '../../db/schema/bookings.ts';
import type { PaymentIntent, PaymentsPort } from '../../integrations/payments/types.ts';
import type { ResolvedSession } from '../auth/auth.service.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import { hashToken, newToken } from '../auth/tokens.ts';
import type { QuoteService } from '../quotes/quote.service.ts';
import { newBookingNumber } from './booking-number.ts';
import { toBookingView } from './booking-views.ts';
import type { BookingRow, BookingsRepository } from './bookings.repository.ts';

export const BOOKING_NOT_FOUND = 'We could not find that booking.';
export const SIGN_IN_TO_BOOK = 'Please sign in or continue as a guest to book.';
export const PAYMENT_NOT_CONFIGURED =
  'Card payment is not configured. Please call us to complete your booking.';
const AS_DIRECTED = 'As directed';

const fail = (field: string, message: string): never => {
  throw new AppError('VALIDATION', message, { [field]: message });
};

const EXTRA_LABELS: Record<VehicleQuote['extras'][number]['id'], { code: string; label: string }> = {
  meetAndGreet: { code: 'meet_and_greet', label: 'Meet & Greet' },
  childSeat: { code: 'child_seat', label: 'Child seat' },
  extraStop: { code: 'extra_stop', label: 'Extra stop' },
};

/** The booking's price lines: one per leg, then each extra (labels in English; the pages translate by code). */
export function priceLines(vehicle: VehicleQuote): PriceLine[] {
  const legs: PriceLine[] = vehicle.legs.map((leg) =>
    vehicle.legs.length === 1
      ? { code: 'fare', label: 'Trip fare', amountCents: leg.priceCents }
      : leg.leg === 'outbound'
        ? { code: 'fare_outbound', label: 'Outbound trip fare', amountCents: leg.priceCents }
        : { code: 'fare_return', label: 'Return trip fare', amountCents: leg.priceCents },
  );
  return [...legs, ...vehicle.extras.map((e) => ({ ...EXTRA_LABELS[e.id], amountCents: e.cents }))];
}

/** Who may read or pay a booking: its account, its guest session, or an admin. */
export function ownsBooking(auth: ResolvedSession | null, b: BookingRow): boolean {
  if (auth?.user) return b.userId === auth.user.id || auth.user.role === 'admin';
  if (auth?.guest) return b.guestId === auth.guest.id;
  return false;
}

export interface BookingEvents {
  /** A booking was paid and confirmed (exactly once per booking): the confirmation email goes out. */
  confirmed(booking: BookingRow): Promise<void>;
}

export interface CheckoutServiceDeps {
  repo: BookingsRepository;
  quotes: QuoteService;
  catalog: CatalogService;
  /** Null when no card payment is possible (production without Stripe keys). */
  payments: PaymentsPort | null;
  events: BookingEvents;
  log: FastifyBaseLogger;
  /** Minutes of lead time a pickup needs when it is paid (product decision 8). */
  minLeadMinutes: number;
  clock?: () => Date;
}

/**
 * Booking details -> checkout -> confirmation on the server. The booking is priced here (the quote service),
 * stored as pending, paid through the payments port for exactly the stored amount, and confirmed once.
 */
export function createCheckoutService(deps: CheckoutServiceDeps) {
  const { repo, quotes, events, log } = deps;

  /** The catalog's name for a service type; the two package service types of the marketing pages. */
  async function serviceName(serviceType: string): Promise<string> {
    const service = (await deps.catalog.services()).find((s) => s.id === serviceType);
    if (service) return service.name;
    return serviceType === 'hourly-service' ? 'Hourly/As Directed' : 'Airport Transfer';
  }
  const clock = deps.clock ?? (() => new Date());

  function payments(): PaymentsPort {
    if (!deps.payments) throw new AppError('UNAVAILABLE', PAYMENT_NOT_CONFIGURED);
    return deps.payments;
  }

  async function owned(auth: ResolvedSession | null, bookingId: string): Promise<BookingRow> {
    const booking = await repo.findById(bookingId);
    if (!booking || !ownsBooking(auth, booking)) throw new AppError('NOT_FOUND', BOOKING_NOT_FOUND);
    return booking;
  }

  function customerOf(auth: ResolvedSession, input: CreateBookingRequest) {
    if (auth.user) {
      const u = auth.user;
      return {
        userId: u.id,
        guestId: null,
        customerName: `${u.firstName} ${u.lastName}`.trim(),
        customerEmail: u.email,
        customerPhone: u.phone,
      };
    }
    const g = input.guestInfo ?? auth.guest;
    if (!auth.guest || !g) throw new AppError('UNAUTHENTICATED', SIGN_IN_TO_BOOK);
    return {
      userId: null,
      guestId: auth.guest.id,
      customerName: `${g.firstName.trim()} ${g.lastName.trim()}`,
      customerEmail: g.email.trim().toLowerCase(),
      customerPhone: g.phone.trim(),
    };
  }

  function addresses(input: CreateBookingRequest, quote: QuoteResponse) {
    const pickup = input.pickupAddress?.trim() || quote.route?.start_address || input.pickup?.trim() || '';
    if (!pickup) fail('pickup', 'Please enter a pickup address');
    const destination =
      input.destinationAddress?.trim() || quote.route?.end_address || input.destination?.trim() || '';
    if (!destination && quote.package?.kind !== 'hourly') {
      fail('destination', 'Please enter a destination address');
    }
    return { pickup, destination: destination || AS_DIRECTED };
  }

  /**
   * Confirms a paid intent's booking; idempotent (browser, webhook and retries may all arrive). `known` is the
   * booking when the caller has already read it.
   */
  async function fulfil(intent: PaymentIntent, known?: BookingRow): Promise<BookingRow> {
    const booking =
      known ??
      (intent.bookingId ? await repo.findById(intent.bookingId) : undefined) ??
      (await repo.findByPaymentIntent(intent.id));
    if (!booking) throw new AppError('NOT_FOUND', BOOKING_NOT_FOUND);
    if (booking.paymentIntentId !== intent.id) {
      log.error({ bookingId: booking.id, intentId: intent.id }, 'payment intent does not belong to booking');
      throw new AppError('CONFLICT', 'This payment does not belong to this booking.');
    }
    if (intent.status !== 'succeeded') {
      throw new AppError('PAYMENT_FAILED', intent.lastError ?? 'Payment has not been completed.');
    }
    if (intent.amountCents !== booking.totalCents || intent.currency.toLowerCase() !== 'usd') {
      log.error(
        { bookingId: booking.id, intentId: intent.id, paid: intent.amountCents, due: booking.totalCents },
        'paid amount does not match booking total',
      );
      throw new AppError('CONFLICT', 'The amount paid does not match this booking. Please contact us.');
    }
    const confirmed = await repo.confirmPaid({
      bookingId: booking.id,
      paymentIntentId: intent.id,
      amountCents: intent.amountCents,
      paymentMethod: intent.paymentMethod,
      paidAt: clock(),
    });
    if (confirmed) {
      log.info({ bookingId: confirmed.id, number: confirmed.number }, 'booking confirmed');
      await events.confirmed(confirmed);
      return confirmed;
    }
    // Someone else confirmed it first (or it moved on since): answer with the booking as it is.
    const current = await repo.findById(booking.id);
    if (!current || current.status === 'pending') {
      throw new AppError('CONFLICT', 'Payment could not be matched to this booking. Please contact us.');
    }
    return current;
  }

  return {
    /** POST /api/bookings: price on the server and store as pending (awaiting payment). */
    async create(auth: ResolvedSession | null, input: CreateBookingRequest): Promise<BookingView> {
      if (!auth) throw new AppError('UNAUTHENTICATED', SIGN_IN_TO_BOOK);
      const customer = customerOf(auth, input);
      const extras = input.extras ?? { meetAndGreet: false, childSeat: false, extraStop: false };
      const quote = await quotes.quote({
        pickup: input.pickup,
        destination: input.destination,
        pickupDateTime: input.pickupDateTime,
        serviceType: input.serviceType,
        packageId: input.packageId,
        returnTrip: input.returnTrip ?? false,
        returnDateTime: input.returnDateTime,
        extras: {
          meetAndGreet: extras.meetAndGreet ?? false,
          childSeat: extras.childSeat ?? false,
          extraStop: extras.extraStop ?? false,
        },
      });
      const vehicle = quote.vehicles.find((v) => v.vehicleId === input.vehicleId.trim());
      if (!vehicle) fail('vehicleId', 'Please choose a vehicle');
      const v = vehicle as VehicleQuote;
      const where = addresses(input, quote);
      const route = quote.route;
      const row = {
        ...customer,
        status: 'pending' as const,
        serviceType: quote.serviceType,
        serviceName: await serviceName(quote.serviceType),
        packageId: quote.package?.id ?? null,
        packageName: quote.package?.name ?? null,
        hours: quote.package?.hours ?? null,
        pickupAddress: where.pickup,
        destinationAddress: where.destination,
        pickupLat: route?.start_location.lat ?? null,
        pickupLng: route?.start_location.lng ?? null,
        destinationLat: route?.end_location.lat ?? null,
        destinationLng: route?.end_location.lng ?? null,
        routePolyline: route?.overview_polyline.points ?? null,
        pickupAt: new Date(quote.pickupDateTime),
        returnTrip: quote.returnDateTime !== null,
        returnAt: quote.returnDateTime ? new Date(quote.returnDateTime) : null,
        vehicleId: v.vehicleId,
        vehicleName: v.vehicleName,
        distanceMeters: route?.distance.value ?? null,
        durationSeconds: route?.duration.value ?? null,
        flightNumber: extras.flightNumber?.trim().toUpperCase() || null,
        specialRequests: extras.specialRequests?.trim() || null,
        meetAndGreet: extras.meetAndGreet ?? false,
        childSeat: extras.childSeat ?? false,
        extraStop: extras.extraStop ?? false,
        extraStopAddress: extras.extraStop ? extras.extraStopAddress?.trim() || null : null,
        priceLines: priceLines(v),
        subtotalCents: v.subtotalCents,
        taxRatePpm: v.taxRatePpm,
        taxCents: v.taxCents,
        totalCents: v.totalCents,
      };
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const created = await repo.insertNumbered({ ...row, number: newBookingNumber() });
        if (created) return toBookingView(created);
      }
      throw new Error('could not draw a free booking number');
    },

    /** GET /api/bookings/:id/checkout: the session's own booking, as checkout shows it. */
    async checkout(auth: ResolvedSession | null, bookingId: string): Promise<BookingView> {
      return toBookingView(await owned(auth, bookingId));
    },

    /** POST /api/create-payment-intent: for the stored total; the browser's amount is never read. */
    async createPaymentIntent(
      auth: ResolvedSession | null,
      bookingId: string,
    ): Promise<CreatePaymentIntentResponse> {
      const port = payments();
      let booking = await owned(auth, bookingId);
      if (booking.status !== 'pending') throw new AppError('CONFLICT', 'This booking is already paid.');
      const earliest = clock().getTime() + deps.minLeadMinutes * 60_000;
      if (booking.pickupAt.getTime() < earliest) {
        throw new AppError(
          'VALIDATION',
          'This pickup time is too soon now. Please go back and choose a later time.',
          { pickupDateTime: 'Please choose a later pickup time' },
        );
      }
      let intent = booking.paymentIntentId ? await port.retrieveIntent(booking.paymentIntentId) : null;
      if (!intent) {
        const created = await port.createIntent({
          amountCents: booking.totalCents,
          currency: 'usd',
          bookingId: booking.id,
          bookingNumber: booking.number,
          customerEmail: booking.customerEmail,
          description: `${booking.serviceName}: ${booking.pickupAddress} to ${booking.destinationAddress}`,
          idempotencyKey: `booking-${booking.id}`,
        });
        if (!(await repo.attachPaymentIntent(booking.id, port.mode, created.id))) {
          // A concurrent request attached its intent first: use that one.
          booking = await owned(auth, bookingId);
          intent = booking.paymentIntentId ? await port.retrieveIntent(booking.paymentIntentId) : null;
          if (!intent) throw new AppError('CONFLICT', 'Payment is being set up. Please try again.');
        } else {
          intent = created;
        }
      } else if (intent.status !== 'succeeded' && intent.amountCents !== booking.totalCents) {
        intent = await port.updateAmount(intent.id, booking.totalCents);
      }
      return {
        clientSecret: intent.clientSecret,
        paymentIntentId: intent.id,
        amount: booking.totalCents / 100,
        currency: 'usd',
        mode: port.mode,
        message:
          port.mode === 'test'
            ? 'Test mode — no card is charged.'
            : 'Payment ready. Your card is charged when you pay.',
      };
    },

    /**
     * POST /api/confirm-booking: the payment must really have succeeded, for this booking's amount. A
     * second call with the same payment answers with the same booking. Guests get a fresh link token.
     */
    async confirm(auth: ResolvedSession | null, paymentIntentId: string): Promise<ConfirmBookingResponse> {
      const port = payments();
      const intent = await port.retrieveIntent(paymentIntentId);
      const stored = await repo.findByPaymentIntent(paymentIntentId);
      if (!intent || !stored || !ownsBooking(auth, stored)) {
        throw new AppError('NOT_FOUND', 'Payment could not be verified.');
      }
      const booking = await fulfil(intent, stored);
      let accessToken: string | null = null;
      if (booking.userId === null) {
        const t = newToken();
        await repo.insertAccessToken(booking.id, t.hash);
        accessToken = t.token;
      }
      return { success: true, confirmationNumber: booking.number, bookingId: booking.id, accessToken };
    },

    /** A verified webhook event (Stripe): fulfil on success, note failures. Unknown bookings are logged. */
    async handlePaymentEvent(rawBody: Buffer, signature: string | undefined): Promise<void> {
      const port = payments();
      if (!port.parseWebhook) throw new AppError('NOT_FOUND', 'Not found.');
      const event = port.parseWebhook(rawBody, signature);
      if (event.type === 'payment_intent.succeeded') {
        try {
          await fulfil(event.intent);
        } catch (err) {
          if (err instanceof AppError && err.code === 'NOT_FOUND') {
            log.warn({ intentId: event.intent.id }, 'webhook for a payment with no booking');
            return;
          }
          throw err;
        }
      } else if (event.type === 'payment_intent.payment_failed') {
        log.info({ intentId: event.intent.id, reason: event.intent.lastError }, 'payment attempt failed');
      }
    },

    /** Reading a booking by number: its owner, an admin, or the emailed link's token. */
    async readable(auth: ResolvedSession | null, number: string, token?: string): Promise<BookingRow> {
      const booking = await repo.findByNumber(number);
      if (!booking) throw new AppError('NOT_FOUND', BOOKING_NOT_FOUND);
      const allowed =
        ownsBooking(auth, booking) ||
        (token ? await repo.accessTokenMatches(booking.id, hashToken(token)) : false);
      if (!allowed) throw new AppError('NOT_FOUND', BOOKING_NOT_FOUND);
      if (booking.status === 'pending') {
        throw new AppError('CONFLICT', 'This booking is awaiting payment and is not confirmed yet.');
      }
      return booking;
    },
  };
}
export type CheckoutService = ReturnType<typeof createCheckoutService>;

import type { FastifyBaseLogger } from 'fastify';
import type {
  BookingView,
  ConfirmBookingResponse,
  CreateBookingRequest,
  CreatePaymentIntentResponse,
} from '../../../shared/contracts/checkout.ts';
import type { QuoteResponse, VehicleQuote } from '../../../shared/contracts/quotes.ts';
import type { SurchargeId } from '../../../shared/domain/pricing-config.ts';
import type { ErrorCode } from '../../../shared/error-codes.ts';
import { AppError } from '../../../shared/errors.ts';
import type { PriceLine } from '../../db/schema/bookings.ts';
import type { PaymentIntent, PaymentsPort } from '../../integrations/payments/types.ts';
import type { ResolvedSession } from '../auth/auth.service.ts';
import { authorize, isAllowed } from '../auth/guards.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import { hashToken, newToken } from '../auth/tokens.ts';
import type { QuoteService } from '../quotes/quote.service.ts';
import { newBookingNumber } from './booking-number.ts';
import { toBookingView } from './booking-views.ts';
import type { BookingRow, BookingsRepository } from './bookings.repository.ts';

const AS_DIRECTED = 'As directed';

const fail = (field: string, code: ErrorCode): never => {
  throw AppError.onField(field, code);
};

const EXTRA_LABELS: Record<VehicleQuote['extras'][number]['id'], { code: string; label: string }> = {
  meetAndGreet: { code: 'meet_and_greet', label: 'Meet & Greet' },
  childSeat: { code: 'child_seat', label: 'Child seat' },
  extraStop: { code: 'extra_stop', label: 'Extra stop' },
  extraStopMiles: { code: 'extra_stop_miles', label: 'Extra stop: added miles' },
};

const SURCHARGE_CODES: Record<SurchargeId, string> = {
  nysCongestion: 'nys_congestion',
  crzForHire: 'crz_for_hire',
  airportAccess: 'airport_access',
  blackCarFund: 'black_car_fund',
};

/**
 * The booking's price lines, fixed when it is priced: one fare per leg (without the for-hire surcharges), then
 * each surcharge of the legs summed by charge (New York requires them reported separately on the receipt), then
 * each extra. Labels in English; the pages translate by code.
 */
export function priceLines(vehicle: VehicleQuote): PriceLine[] {
  const legs: PriceLine[] = vehicle.legs.map((leg) => {
    const amountCents = leg.priceCents - leg.breakdown.surchargesCents;
    return vehicle.legs.length === 1
      ? { code: 'fare', label: 'Trip fare', amountCents }
      : leg.leg === 'outbound'
        ? { code: 'fare_outbound', label: 'Outbound trip fare', amountCents }
        : { code: 'fare_return', label: 'Return trip fare', amountCents };
  });
  const surcharges = new Map<SurchargeId, PriceLine>();
  for (const s of vehicle.legs.flatMap((leg) => leg.breakdown.surcharges)) {
    const line = surcharges.get(s.id) ?? { code: SURCHARGE_CODES[s.id], label: s.name, amountCents: 0 };
    surcharges.set(s.id, { ...line, amountCents: line.amountCents + s.cents });
  }
  const extras = vehicle.extras.map((e) => ({ ...EXTRA_LABELS[e.id], amountCents: e.cents }));
  return [...legs, ...surcharges.values(), ...extras];
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
    if (!deps.payments) throw new AppError('checkout.paymentNotConfigured');
    return deps.payments;
  }

  /** The booking when the session may read or pay it (the one policy: its customer, or any for admins). */
  async function allowed(
    auth: ResolvedSession | null,
    action: 'bookings:read' | 'bookings:pay',
    bookingId: string,
  ): Promise<BookingRow> {
    return authorize(auth, action, await repo.findById(bookingId), 'booking.notFound');
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
    if (!auth.guest || !g) throw new AppError('booking.signInToBook');
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
    if (!pickup) fail('pickup', 'booking.pickupMissing');
    const destination =
      input.destinationAddress?.trim() || quote.route?.end_address || input.destination?.trim() || '';
    if (!destination && quote.package?.kind !== 'hourly') {
      fail('destination', 'booking.destinationMissing');
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
    if (!booking) throw new AppError('booking.notFound');
    if (booking.paymentIntentId !== intent.id) {
      log.error({ bookingId: booking.id, intentId: intent.id }, 'payment intent does not belong to booking');
      throw new AppError('checkout.paymentMismatch');
    }
    if (intent.status !== 'succeeded') {
      // The test processor's declines have a code; a provider's own words travel as they are.
      throw intent.lastErrorCode
        ? new AppError(intent.lastErrorCode)
        : intent.lastError
          ? new AppError('checkout.paymentFailed', { detail: intent.lastError })
          : new AppError('checkout.paymentNotCompleted');
    }
    if (intent.amountCents !== booking.totalCents || intent.currency.toLowerCase() !== 'usd') {
      log.error(
        { bookingId: booking.id, intentId: intent.id, paid: intent.amountCents, due: booking.totalCents },
        'paid amount does not match booking total',
      );
      throw new AppError('checkout.amountMismatch');
    }
    // pending -> confirmed by the system, for this booking's own payment and amount: one conditional
    // statement, so of any number of concurrent confirmations (browser, webhook, retries) exactly one wins.
    const paidAt = clock();
    const confirmed = await repo.transition({
      bookingId: booking.id,
      to: 'confirmed',
      actor: 'system',
      reason: 'payment',
      where: { paymentIntentId: intent.id, totalCents: intent.amountCents },
      set: { paidAt, paymentMethod: intent.paymentMethod },
      at: paidAt,
    });
    if (confirmed) {
      log.info({ bookingId: confirmed.id, number: confirmed.number }, 'booking confirmed');
      await events.confirmed(confirmed);
      return confirmed;
    }
    // Someone else confirmed it first (or it moved on since): answer with the booking as it is.
    const current = await repo.findById(booking.id);
    if (!current || current.status === 'pending') {
      throw new AppError('checkout.paymentUnmatched');
    }
    return current;
  }

  return {
    /** POST /api/bookings: price on the server and store as pending (awaiting payment). */
    async create(
      auth: ResolvedSession | null,
      input: CreateBookingRequest,
      meta: { language?: 'en' | 'es' } = {},
    ): Promise<BookingView> {
      if (!auth) throw new AppError('booking.signInToBook');
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
      if (!vehicle) fail('vehicleId', 'booking.vehicleMissing');
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
        // The language of every email about the booking (the customer's site language).
        language: meta.language ?? 'en',
      };
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const created = await repo.insertNumbered({ ...row, number: newBookingNumber() });
        if (created) return toBookingView(created);
      }
      throw new Error('could not draw a free booking number');
    },

    /** GET /api/bookings/:id/checkout: the session's own booking, as checkout shows it. */
    async checkout(auth: ResolvedSession | null, bookingId: string): Promise<BookingView> {
      return toBookingView(await allowed(auth, 'bookings:read', bookingId));
    },

    /** POST /api/create-payment-intent: for the stored total; the browser's amount is never read. */
    async createPaymentIntent(
      auth: ResolvedSession | null,
      bookingId: string,
    ): Promise<CreatePaymentIntentResponse> {
      const port = payments();
      let booking = await allowed(auth, 'bookings:pay', bookingId);
      if (booking.status !== 'pending') throw new AppError('checkout.alreadyPaid');
      const earliest = clock().getTime() + deps.minLeadMinutes * 60_000;
      if (booking.pickupAt.getTime() < earliest) {
        throw new AppError('checkout.tooSoon', undefined, {
          pickupDateTime: { code: 'checkout.laterPickup' },
        });
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
          booking = await allowed(auth, 'bookings:pay', bookingId);
          intent = booking.paymentIntentId ? await port.retrieveIntent(booking.paymentIntentId) : null;
          if (!intent) throw new AppError('checkout.paymentSettingUp');
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
      const stored = authorize(
        auth,
        'bookings:pay',
        await repo.findByPaymentIntent(paymentIntentId),
        'checkout.paymentNotVerified',
      );
      if (!intent) throw new AppError('checkout.paymentNotVerified');
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
      if (!port.parseWebhook) throw new AppError('common.notFound');
      const event = port.parseWebhook(rawBody, signature);
      if (event.type === 'payment_intent.succeeded') {
        try {
          await fulfil(event.intent);
        } catch (err) {
          if (err instanceof AppError && err.status === 404) {
            log.warn({ intentId: event.intent.id }, 'webhook for a payment with no booking');
            return;
          }
          throw err;
        }
      } else if (event.type === 'payment_intent.payment_failed') {
        log.info({ intentId: event.intent.id, reason: event.intent.lastError }, 'payment attempt failed');
      }
    },

    /**
     * A booking by number, for its confirmation (`bookings:read`) or its receipt (`receipts:read`): whoever
     * the policy allows (its customer, an admin), or the holder of the emailed link's token.
     */
    async readable(
      auth: ResolvedSession | null,
      number: string,
      token: string | undefined,
      action: 'bookings:read' | 'receipts:read',
    ): Promise<BookingRow> {
      const booking = await repo.findByNumber(number);
      const permitted =
        booking !== undefined &&
        (isAllowed(auth, action, booking) ||
          (token ? await repo.accessTokenMatches(booking.id, hashToken(token)) : false));
      if (!booking || !permitted) throw new AppError('booking.notFound');
      if (booking.status === 'pending') {
        throw new AppError('booking.awaitingPayment');
      }
      return booking;
    },
  };
}
export type CheckoutService = ReturnType<typeof createCheckoutService>;

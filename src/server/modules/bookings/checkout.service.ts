import type { FastifyBaseLogger } from 'fastify';
import type {
  BookingView,
  ConfirmBookingResponse,
  CreateBookingRequest,
  CreatePaymentIntentResponse,
} from '../../../shared/contracts/checkout.ts';
import type { PlacedPoint, QuoteResponse, VehicleQuote } from '../../../shared/contracts/quotes.ts';
import type { SurchargeId } from '../../../shared/domain/pricing-config.ts';
import type { ErrorCode } from '../../../shared/error-codes.ts';
import { AppError } from '../../../shared/errors.ts';
import { owns } from '../../../shared/permissions.ts';
import type { Db } from '../../db/client.ts';
import type { PriceLine } from '../../db/schema/bookings.ts';
import type { PaymentIntent, PaymentsPort } from '../../integrations/payments/types.ts';
import type { ResolvedSession } from '../auth/auth.service.ts';
import { authorize, isAllowed } from '../auth/guards.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import { hashToken, newToken } from '../auth/tokens.ts';
import { parseLatLng } from '../../integrations/maps/gazetteer.provider.ts';
import type { MapsService } from '../maps/maps.service.ts';
import type { QuoteService } from '../quotes/quote.service.ts';
import { newBookingNumber } from './booking-number.ts';
import { RefundRefusedError, type BookingRefunds } from './booking-refunds.ts';
import { toBookingView } from './booking-views.ts';
import type { BookingRow, BookingsRepository } from './bookings.repository.ts';

const AS_DIRECTED = 'As directed';
/** A place id from autocomplete (the gazetteer's, a ZIP's, Google's): not text a customer typed. */
const MACHINE_PLACE = /^(?:(?:gz|zip):[\w.-]+|(?:ChIJ|Ei|Gh)[\w-]{12,})$/;

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
  /** Places a pickup the quote did not (an hourly ride without a destination). */
  maps: Pick<MapsService, 'resolve'>;
  catalog: CatalogService;
  /** Null when no card payment is possible (production without Stripe keys). */
  payments: PaymentsPort | null;
  events: BookingEvents;
  /** Refunds a payment taken for a voided booking (absent: nothing is refunded automatically). */
  refunds?: BookingRefunds & { transaction: <T>(fn: (tx: Db) => Promise<T>) => Promise<T> };
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

  /**
   * Where the booking goes: the places the quote priced (issue 15: the route that is priced is the route that
   * is stored, shown, emailed and driven). The stored address is the placed point's address; what the customer
   * typed is kept beside it when it differs. Display text that names another place is never stored as the
   * address. An hourly ride
   * without a destination goes "As directed".
   */
  async function places(input: CreateBookingRequest, quote: QuoteResponse) {
    // What the customer typed: the text priced when it is text; for an autocomplete choice (a place id) or a
    // pin (coordinates), the display text sent with it.
    const typed = (display: string | undefined, priced: string | undefined) => {
      const p = priced?.trim() ?? '';
      return p && !MACHINE_PLACE.test(p) && !parseLatLng(p.replace(/^ll:/, '')) ? p : display?.trim() || p;
    };
    const pickupText = input.pickup?.trim() ?? '';
    const destinationText = input.destination?.trim() ?? '';
    if (!pickupText) fail('pickup', 'booking.pickupMissing');
    if (!destinationText && quote.package?.kind !== 'hourly')
      fail('destination', 'booking.destinationMissing');
    // The quote places both ends when it has both; an hourly ride without a destination has only its pickup.
    const pickup = quote.pickupPlace ?? (await placeAlone(pickupText, 'pickup'));
    const destination = destinationText
      ? (quote.destinationPlace ?? (await placeAlone(destinationText, 'destination')))
      : null;
    const differs = (shown: string, address: string) =>
      shown && shown.toLowerCase() !== address.trim().toLowerCase() ? shown : null;
    return {
      pickup,
      destination,
      pickupTyped: differs(typed(input.pickupAddress, input.pickup), pickup.address),
      destinationTyped: destination
        ? differs(typed(input.destinationAddress, input.destination), destination.address)
        : null,
    };
  }

  async function placeAlone(text: string, role: 'pickup' | 'destination'): Promise<PlacedPoint> {
    const at = await deps.maps.resolve(text, role);
    return { input: text, address: at.label, location: at.location, approximate: at.approximate };
  }

  /**
   * The customer's own pending booking that a new one replaces: found, theirs (the account, or the guest
   * session), pending, and its payment (if one was started) not taken. 404 when it is not theirs (its
   * existence is not revealed), 409 when it can no longer be replaced.
   */
  async function replaceable(auth: ResolvedSession, id: string): Promise<BookingRow> {
    const old = await repo.findById(id);
    if (!old || !owns(auth.current, old)) throw new AppError('booking.notFound');
    if (old.status !== 'pending') throw new AppError('booking.cannotReplace');
    if (old.paymentIntentId && deps.payments) {
      const intent = await deps.payments.retrieveIntent(old.paymentIntentId);
      if (intent && (intent.status === 'succeeded' || intent.status === 'processing')) {
        throw new AppError('booking.cannotReplace');
      }
    }
    return old;
  }

  /** Gives back a payment taken for a booking voided before it was paid (once per booking, whatever races). */
  async function refundVoided(b: BookingRow, intent: PaymentIntent): Promise<void> {
    const refunds = deps.refunds;
    if (!refunds) return;
    const claimed = await refunds.transaction(async (tx) => {
      const locked = await refunds.lockBooking(tx, b.id);
      if (!locked || locked.refundedCents > 0) return null;
      const refund = await refunds.claim(tx, {
        bookingId: b.id,
        amountCents: intent.amountCents,
        provider: locked.paymentProvider ?? refunds.mode ?? 'none',
        reason: 'Paid after the booking was voided',
        createdBy: null,
        at: clock(),
      });
      return refund ? { booking: locked, refund } : null;
    });
    if (!claimed) return;
    try {
      await refunds.settle(claimed);
      log.warn({ bookingId: b.id, intentId: intent.id }, 'payment for a voided booking refunded');
    } catch (err) {
      if (!(err instanceof RefundRefusedError)) throw err;
      log.error({ err: err.cause, bookingId: b.id }, 'payment for a voided booking could not be refunded');
    }
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
    if (current.status === 'cancelled' && !current.paidAt) {
      // Paid on a checkout page left open after the booking was voided (replaced by an edit, or cancelled):
      // the money goes back in full, once, and the customer is told to pay the booking that stands.
      await refundVoided(current, intent);
      throw new AppError(current.replacedBy ? 'checkout.bookingReplaced' : 'checkout.bookingCancelled');
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
      const extraStopAddress = extras.extraStop ? extras.extraStopAddress?.trim() || undefined : undefined;
      // Party size (decision 18): older clients send none; a party of one with no bags is assumed and stored.
      const passengers = input.passengers ?? 1;
      const bags = input.bags ?? 0;
      const replacing = input.replacesBookingId ? await replaceable(auth, input.replacesBookingId) : null;
      const quote = await quotes.quote({
        pickup: input.pickup,
        destination: input.destination,
        pickupDateTime: input.pickupDateTime,
        serviceType: input.serviceType,
        packageId: input.packageId,
        returnTrip: input.returnTrip ?? false,
        returnDateTime: input.returnDateTime,
        hours: input.hours,
        passengers,
        bags,
        extras: {
          meetAndGreet: extras.meetAndGreet ?? false,
          childSeat: extras.childSeat ?? false,
          extraStop: extras.extraStop ?? false,
          ...(extraStopAddress ? { extraStopAddress } : {}),
        },
      });
      const vehicle = quote.vehicles.find((v) => v.vehicleId === input.vehicleId.trim());
      if (!vehicle) fail('vehicleId', 'booking.vehicleMissing');
      const v = vehicle as VehicleQuote;
      if (!v.fitsParty) {
        const fleet = (await deps.catalog.vehicles()).find((c) => c.id === v.vehicleId);
        throw AppError.onField('passengers', 'booking.partyTooLarge', {
          vehicle: v.vehicleName,
          passengers: fleet?.passengers ?? 0,
          luggage: fleet?.luggage ?? 0,
        });
      }
      const where = await places(input, quote);
      const stop = extras.extraStop ? quote.extraStopPlace : null;
      const route = quote.route;
      const row = {
        ...customer,
        status: 'pending' as const,
        serviceType: quote.serviceType,
        serviceName: await serviceName(quote.serviceType),
        packageId: quote.package?.id ?? null,
        packageName: quote.package?.name ?? null,
        hours: quote.hours ?? quote.package?.hours ?? null,
        pickupAddress: where.pickup.address,
        destinationAddress: where.destination?.address ?? AS_DIRECTED,
        pickupTyped: where.pickupTyped,
        destinationTyped: where.destinationTyped,
        pickupApproximate: where.pickup.approximate,
        destinationApproximate: where.destination?.approximate ?? false,
        pickupLat: where.pickup.location.lat,
        pickupLng: where.pickup.location.lng,
        destinationLat: where.destination?.location.lat ?? null,
        destinationLng: where.destination?.location.lng ?? null,
        passengers: quote.passengers ?? passengers,
        bags: quote.bags ?? bags,
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
        // The stop the quote placed (and priced); the text only when the quote has no place for it.
        extraStopAddress: stop?.address ?? extraStopAddress ?? null,
        extraStopLat: stop?.location.lat ?? null,
        extraStopLng: stop?.location.lng ?? null,
        priceLines: priceLines(v),
        subtotalCents: v.subtotalCents,
        taxRatePpm: v.taxRatePpm,
        taxCents: v.taxCents,
        totalCents: v.totalCents,
        // The language of every email about the booking (the customer's site language).
        language: meta.language ?? 'en',
      };
      const replace = replacing
        ? {
            id: replacing.id,
            owner: customer.userId ? { userId: customer.userId } : { guestId: customer.guestId as string },
            actorUserId: customer.userId,
            at: clock(),
          }
        : null;
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const done = await repo.insertReplacing({ ...row, number: newBookingNumber() }, replace);
        if (done) {
          // The language the customer booked in becomes theirs (the request's header alone does not).
          // Written only when it changes (the session's account or guest row was read by this request).
          const known = auth.user ? auth.user.locale : auth.guest?.locale;
          if (input.locale && input.locale !== known) await repo.setCustomerLocale(customer, input.locale);
          if (done.replaced) {
            log.info({ bookingId: done.created.id, replaced: done.replaced.id }, 'pending booking replaced');
          }
          return toBookingView(done.created, clock());
        }
      }
      throw new Error('could not draw a free booking number');
    },

    /** GET /api/bookings/:id/checkout: the session's own booking, as checkout shows it. */
    async checkout(auth: ResolvedSession | null, bookingId: string): Promise<BookingView> {
      return toBookingView(await allowed(auth, 'bookings:read', bookingId), clock());
    },

    /** POST /api/create-payment-intent: for the stored total; the browser's amount is never read. */
    async createPaymentIntent(
      auth: ResolvedSession | null,
      bookingId: string,
      options: { confirmDuplicate?: boolean } = {},
    ): Promise<CreatePaymentIntentResponse> {
      const port = payments();
      // The booking and whether the same ride is already paid, in one read.
      const found = await repo.findForPayment(bookingId);
      let booking: BookingRow = authorize(auth, 'bookings:pay', found, 'booking.notFound');
      if (booking.status === 'cancelled') {
        throw new AppError(booking.replacedBy ? 'checkout.bookingReplaced' : 'checkout.bookingCancelled');
      }
      if (booking.status !== 'pending') throw new AppError('checkout.alreadyPaid');
      // The same ride already paid (back to an old checkout link, a second tab): ask before a second payment.
      if (!options.confirmDuplicate && found?.paidTwin) {
        throw new AppError('duplicate_booking');
      }
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
      // Independent reads: at once (one round trip's wait instead of two).
      const [intent, byIntent] = await Promise.all([
        port.retrieveIntent(paymentIntentId),
        repo.findByPaymentIntent(paymentIntentId),
      ]);
      const stored = authorize(auth, 'bookings:pay', byIntent, 'checkout.paymentNotVerified');
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
          if (
            err instanceof AppError &&
            (err.code === 'checkout.bookingReplaced' || err.code === 'checkout.bookingCancelled')
          ) {
            // Refunded above; the provider must not retry the event.
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

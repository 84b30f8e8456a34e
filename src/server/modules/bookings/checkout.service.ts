import type { FastifyBaseLogger } from 'fastify';
import type {
  BookingView,
  ConfirmBookingResponse,
  CreateBookingRequest,
  CreatePaymentIntentResponse,
} from '../../../shared/contracts/checkout.ts';
import type { VehicleQuote } from '../../../shared/contracts/quotes.ts';
import type { ErrorCode } from '../../../shared/error-codes.ts';
import { AppError } from '../../../shared/errors.ts';
import { owns } from '../../../shared/permissions.ts';
import type { PaymentsPort } from '../../integrations/payments/types.ts';
import type { ResolvedSession } from '../auth/auth.service.ts';
import { authorize } from '../auth/guards.ts';
import { newToken } from '../auth/tokens.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { MapsService } from '../maps/maps.service.ts';
import type { QuoteService } from '../quotes/quote.service.ts';
import { newBookingNumber } from './booking-number.ts';
import { checkPackageDoors } from './package-doors.ts';
import { createBookingPlaces, doorColumns } from './booking-places.ts';
import { priceLines } from './booking-price-lines.ts';
import { toBookingView } from './booking-views.ts';
import type { BookingRow, BookingsRepository } from './bookings.repository.ts';
import { readableBooking } from './booking-access.ts';
import { createOtherPayments, type OtherPaymentsDeps } from './checkout-other-payments.ts';
import { createPaymentEvents } from './checkout-webhook.ts';
import { createPaymentFulfilment, type PaymentFulfilmentDeps } from './payment-fulfilment.ts';

/** Quotes priced as a package (a covering route or airport package, an event package's hours): it is stored. */
const PRICED_AS_PACKAGE: ReadonlySet<string> = new Set(['package', 'time-package']);
/** "Email receipt" sends at most one copy a minute per booking. */
export const RECEIPT_EMAIL_GAP_MS = 60_000;

/** The passenger's columns (decision 27): null when the customer rides; empty phone or email as none. */
export function passengerColumns(p: CreateBookingRequest['passenger'] | null | undefined) {
  return {
    passengerName: p?.name.trim() || null,
    passengerPhone: p?.phone?.trim() || null,
    passengerEmail: p?.email?.trim().toLowerCase() || null,
  };
}

/** The booking's price as the quote gives it for the chosen vehicle. */
export function priceOf(v: VehicleQuote) {
  return {
    priceLines: priceLines(v),
    subtotalCents: v.subtotalCents,
    taxRatePpm: v.taxRatePpm,
    taxCents: v.taxCents,
    totalCents: v.totalCents,
  };
}
export type StoredPrice = ReturnType<typeof priceOf>;

/** A booking dispatch takes for a caller (decision 045): who the customer is, who took it, and its price. */
export interface DispatchBooking {
  customer: {
    userId: string | null;
    guestId: string | null;
    customerName: string;
    customerEmail: string;
    customerPhone: string | null;
  };
  createdByUserId: string;
  /** The stored price from the quote of the chosen vehicle (an override adds its own line); the quote's when absent. */
  price?: (v: VehicleQuote) => StoredPrice;
}

const fail = (field: string, code: ErrorCode): never => {
  throw AppError.onField(field, code);
};

export interface CheckoutServiceDeps extends OtherPaymentsDeps {
  repo: BookingsRepository;
  quotes: QuoteService;
  /** Places a pickup the quote did not (an hourly ride without a destination). */
  maps: Pick<MapsService, 'resolve'>;
  catalog: CatalogService;
  /** Null when no card payment is possible (production without Stripe keys). */
  payments: PaymentsPort | null;
  events: PaymentFulfilmentDeps['events'];
  refunds?: PaymentFulfilmentDeps['refunds'];
  transaction: PaymentFulfilmentDeps['transaction'];
  log: FastifyBaseLogger;
  /** Minutes of lead time a pickup needs when it is paid (product decision 8). */
  minLeadMinutes: number;
  clock?: () => Date;
  /** After a confirmed payment of an account's booking: keeps the card it was asked to save (decision 27). */
  keepCard?: (userId: string, intentId: string) => Promise<void>;
}

/**
 * Booking details -> checkout -> confirmation on the server. The booking is priced here (the quote service),
 * stored as pending, paid through the payments port for exactly the stored amount, and confirmed once.
 */
export function createCheckoutService(deps: CheckoutServiceDeps) {
  const { repo, quotes, log } = deps;
  const places = createBookingPlaces(deps.maps);
  const clock = deps.clock ?? (() => new Date());
  const fulfil = createPaymentFulfilment({ ...deps, clock });
  const others = createOtherPayments(deps);
  const paymentEvents = createPaymentEvents({ payments, others, fulfil, log });

  /** The catalog's name for a service type; the two package service types of the marketing pages. */
  async function serviceName(serviceType: string): Promise<string> {
    const service = (await deps.catalog.services()).find((s) => s.id === serviceType);
    if (service) return service.name;
    return serviceType === 'hourly-service' ? 'Hourly/As Directed' : 'Airport Transfer';
  }

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

  return {
    /**
     * The idempotent confirmation of a paid intent, shared by the browser's confirm, the webhook and the sweep
     * of paid bookings left pending (jobs/pending-bookings.ts).
     */
    fulfil,

    /** POST /api/bookings: price on the server and store as pending (awaiting payment). */
    async create(
      auth: ResolvedSession | null,
      input: CreateBookingRequest,
      meta: { language?: 'en' | 'es'; dispatch?: DispatchBooking } = {},
    ): Promise<BookingView> {
      if (!auth) throw new AppError('booking.signInToBook');
      const { dispatch } = meta;
      // Booking for someone else is for accounts (decision 27): a guest's booking is the guest's own ride.
      if (input.passenger && !auth.user && !dispatch) throw new AppError('booking.passengerForAccounts');
      // Dispatch books for a caller (decision 045): the caller is the customer, never the dispatcher's session.
      const customer = dispatch?.customer ?? customerOf(auth, input);
      if (dispatch) input = { ...input, replacesBookingId: undefined };
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
      // A package's price is for its area: the doors given must be inside it (decision 25).
      checkPackageDoors(
        input.packageId,
        where.pickup.place.location,
        where.destination?.place.location ?? null,
      );
      const priced = PRICED_AS_PACKAGE.has(quote.priceBasis.kind) ? quote.priceBasis : null;
      const row = {
        ...customer,
        ...passengerColumns(input.passenger),
        status: 'pending' as const,
        serviceType: quote.serviceType,
        serviceName: await serviceName(quote.serviceType),
        // The package whose price applied (decision 24: the covering one, asked for or not), else the one asked for.
        packageId: priced?.packageId ?? quote.package?.id ?? null,
        packageName: priced?.packageName ?? quote.package?.name ?? null,
        priceBasisCode: quote.priceBasis.reasonCode,
        hours: quote.hours ?? quote.package?.hours ?? null,
        ...doorColumns(where, quote, { requested: extras.extraStop ?? false, text: extraStopAddress }),
        passengers: quote.passengers ?? passengers,
        bags: quote.bags ?? bags,
        pickupAt: new Date(quote.pickupDateTime),
        returnTrip: quote.returnDateTime !== null,
        returnAt: quote.returnDateTime ? new Date(quote.returnDateTime) : null,
        vehicleId: v.vehicleId,
        vehicleName: v.vehicleName,
        flightNumber: extras.flightNumber?.trim().toUpperCase() || null,
        specialRequests: extras.specialRequests?.trim() || null,
        meetAndGreet: extras.meetAndGreet ?? false,
        childSeat: extras.childSeat ?? false,
        // Dispatch's price override (decision 045) is its own line; the lines still add up to the total.
        ...(dispatch?.price ? dispatch.price(v) : priceOf(v)),
        // The language of every email about the booking (the customer's site language).
        language: meta.language ?? 'en',
        createdByUserId: dispatch?.createdByUserId ?? null,
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
          if (!dispatch && input.locale && input.locale !== known)
            await repo.setCustomerLocale(customer, input.locale);
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

    /** "Email receipt" at most once a minute per booking: true when this request may send it. */
    claimReceiptEmail: (bookingId: string, at: Date) =>
      repo.claimReceiptEmail(bookingId, at, RECEIPT_EMAIL_GAP_MS),
    releaseReceiptEmail: (bookingId: string, at: Date) => repo.releaseReceiptEmail(bookingId, at),

    /**
     * Before a card is charged for `paymentIntentId`: its booking must still be payable. A booking replaced by
     * an edited one or cancelled since its checkout opened (a stale tab) answers 409 with why, already paid
     * 409 checkout.alreadyPaid; nothing is charged. (A charge racing the replacement is refunded by `fulfil`.)
     */
    async assertPayable(paymentIntentId: string): Promise<void> {
      const booking = await repo.findByPaymentIntent(paymentIntentId);
      if (!booking) {
        // A booking change's difference or an extra charge is paid through its own intent.
        if (await others.payable(paymentIntentId)) return;
        throw new AppError('checkout.sessionExpired');
      }
      if (booking.status === 'cancelled') {
        throw new AppError(booking.replacedBy ? 'checkout.bookingReplaced' : 'checkout.bookingCancelled');
      }
      if (booking.status !== 'pending') throw new AppError('checkout.alreadyPaid');
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
      if (booking.userId && deps.keepCard) await deps.keepCard(booking.userId, intent.id);
      let accessToken: string | null = null;
      if (booking.userId === null) {
        const t = newToken();
        await repo.insertAccessToken(booking.id, t.hash);
        accessToken = t.token;
      }
      return { success: true, confirmationNumber: booking.number, bookingId: booking.id, accessToken };
    },

    /** A verified webhook event (Stripe): checkout-webhook.ts. */
    handlePaymentEvent: (rawBody: Buffer, signature: string | undefined) =>
      paymentEvents.handle(rawBody, signature),

    /** A booking by number for its confirmation or receipt: booking-access.ts. */
    readable: readableBooking(repo),
  };
}
export type CheckoutService = ReturnType<typeof createCheckoutService>;

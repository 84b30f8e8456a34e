import { and, eq } from 'drizzle-orm';
import type {
  AdminChangeBookingRequest,
  ChangeBookingRequest,
  ChangeBookingResponse,
  ChangeForm,
  ChangeQuoteResponse,
} from '../../../shared/contracts/booking-changes.ts';
import { changeDeadline, changeRefusal } from '../../../shared/domain/booking-change.ts';
import { AppError } from '../../../shared/errors.ts';
import { owns } from '../../../shared/permissions.ts';
import type { Db } from '../../db/client.ts';
import { bookingChanges } from '../../db/schema/bookings.ts';
import type { PaymentIntent, PaymentsPort } from '../../integrations/payments/types.ts';
import type { ResolvedSession } from '../auth/auth.service.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { MapsService } from '../maps/maps.service.ts';
import type { QuoteService } from '../quotes/quote.service.ts';
import {
  applyChange,
  applyRefusal,
  changeFieldsOf,
  refusalError,
  sameFields,
  type BookingChangeRow,
  type ChangeApplyDeps,
} from './booking-change-apply.ts';
import { createChangePayments } from './booking-change-payments.ts';
import { createChangePricing } from './booking-change-pricing.ts';
import { priceLines } from './booking-price-lines.ts';
import type { BookingRow } from './bookings.repository.ts';

const dollars = (cents: number) => Math.round(cents) / 100;

/** Who changes the booking: its customer (decision 040) or dispatch (decision 045: any booking, no 24-hour limit). */
export type ChangeActor = 'customer' | 'admin';

/** A change as proposed: dispatch's may carry new places (decision 045); the customer's never do. */
type ChangeInput = ChangeBookingRequest & Pick<AdminChangeBookingRequest, 'places'>;

export interface BookingChangesDeps extends ChangeApplyDeps {
  db: Db;
  quotes: QuoteService;
  catalog: CatalogService;
  maps: Pick<MapsService, 'resolve'>;
  payments: PaymentsPort | null;
  clock: () => Date;
}

/**
 * A customer's change of a paid booking (PRODUCT decision 26, decision 040): the owner (the account, or the guest
 * session that booked; 404 for anyone else) changes the time, the vehicle, the extras and the party until 24 hours
 * before pickup. The change is priced with the checkout's own quote function from what is stored; a higher price
 * is applied only once a payment of exactly the difference succeeds (one change waits for payment at a time; the
 * browser's confirm and the provider's webhook apply it once), a lower one at once with the difference refunded
 * through the refunds of decision 23. Every step locks the booking row and checks that nothing else changed it
 * since the change was priced, so of two changes at once one wins.
 */
export function createBookingChanges(deps: BookingChangesDeps) {
  const { db, repo, refunds, log, clock } = deps;

  /** The booking when the session owns it, or any booking for dispatch (`admin`: the route checked the role). */
  async function owned(auth: ResolvedSession | null, bookingId: string, admin = false): Promise<BookingRow> {
    const b = await repo.findById(bookingId);
    if (!b || !auth || !(admin || owns(auth.current, b))) throw new AppError('booking.notFound');
    return b;
  }

  /** The customer's rule; dispatch changes a booking until its trip starts (no 24-hour limit, decision 045). */
  function refuse(b: BookingRow, now: Date, admin = false): void {
    // Billed to a company (decision 058): its price and invoice are the account's; no card to charge or refund.
    if (b.paymentMethod === 'account') throw new AppError('companies.changeOnAccount');
    const refusal = changeRefusal(b, now);
    if (refusal && !(admin && refusal === 'booking.changeTooLate')) throw refusalError(refusal);
  }

  const pricing = createChangePricing(deps);
  const { partyFits } = pricing;
  /** Only dispatch moves places: a customer's request never carries them through (its contract drops them). */
  const price = (b: BookingRow, input: ChangeInput, as: ChangeActor) =>
    pricing.price(b, input, as === 'admin' ? input.places : undefined);

  const { refundPreview, settle, replaceableAwaiting, clearAwaiting, applyPaid } = createChangePayments(deps);

  function response(
    b: BookingRow,
    change: Pick<BookingChangeRow, 'id' | 'oldTotalCents' | 'newTotalCents' | 'differenceCents'>,
    extra: {
      status: ChangeBookingResponse['status'];
      refundCents: number;
      payment: ChangeBookingResponse['payment'];
    },
  ): ChangeBookingResponse {
    return {
      status: extra.status,
      changeId: change.id,
      number: b.number,
      oldTotal: dollars(change.oldTotalCents),
      newTotal: dollars(change.newTotalCents),
      difference: dollars(change.differenceCents),
      refund: dollars(extra.refundCents),
      payment: extra.payment,
    };
  }

  return {
    /** GET /api/bookings/:id/change: the page's fields, and why it cannot be changed now (null: it can). */
    async form(auth: ResolvedSession | null, bookingId: string): Promise<ChangeForm> {
      const b = await owned(auth, bookingId);
      return {
        id: b.id,
        number: b.number,
        status: b.status,
        serviceName: b.serviceName,
        pickupAddress: b.pickupAddress,
        destinationAddress: b.destinationAddress,
        pickupDateTime: b.pickupAt.toISOString(),
        returnTrip: b.returnTrip,
        returnDateTime: b.returnAt?.toISOString() ?? null,
        vehicleId: b.vehicleId,
        vehicleName: b.vehicleName,
        passengers: b.passengers ?? 1,
        bags: b.bags ?? 0,
        meetAndGreet: b.meetAndGreet,
        childSeat: b.childSeat,
        total: dollars(b.totalCents),
        changeableUntil: changeDeadline(b.pickupAt).toISOString(),
        refusal: changeRefusal(b, clock()),
        customerName: b.customerName,
      };
    },

    /** POST /api/bookings/:id/change-quote: the proposed change priced (nothing is stored). */
    async quote(
      auth: ResolvedSession | null,
      bookingId: string,
      input: ChangeInput,
      as: ChangeActor = 'customer',
    ): Promise<ChangeQuoteResponse> {
      const b = await owned(auth, bookingId, as === 'admin');
      refuse(b, clock(), as === 'admin');
      const { quote, vehicle } = await price(b, input, as);
      const differenceCents = vehicle.totalCents - b.totalCents;
      return {
        oldTotal: dollars(b.totalCents),
        newTotal: dollars(vehicle.totalCents),
        difference: dollars(differenceCents),
        refund: dollars(await refundPreview(b, differenceCents)),
        lines: priceLines(vehicle).map((l) => ({
          code: l.code,
          label: l.label,
          amount: dollars(l.amountCents),
        })),
        subtotal: dollars(vehicle.subtotalCents),
        tax: dollars(vehicle.taxCents),
        vehicles: quote.vehicles.map((v) => ({
          vehicleId: v.vehicleId,
          vehicleName: v.vehicleName,
          total: dollars(v.totalCents),
          fitsParty: v.fitsParty,
        })),
      };
    },

    /**
     * POST /api/bookings/:id/changes: a lower or equal price is applied at once (the difference refunded); a
     * higher one answers with a payment of the difference, applied by `confirm` once paid.
     */
    async change(
      auth: ResolvedSession | null,
      bookingId: string,
      input: ChangeInput,
      as: ChangeActor = 'customer',
    ): Promise<ChangeBookingResponse> {
      const admin = as === 'admin';
      const b = await owned(auth, bookingId, admin);
      const at = clock();
      refuse(b, at, admin);
      const { vehicle, after } = await price(b, input, as);
      await partyFits(vehicle);
      const before = changeFieldsOf(b);
      if (sameFields(before, after) && vehicle.totalCents === b.totalCents) {
        throw new AppError('booking.changeNothing');
      }
      const differenceCents = vehicle.totalCents - b.totalCents;
      if (differenceCents > 0 && !deps.payments) throw new AppError('checkout.paymentNotConfigured');
      const row = {
        bookingId,
        actorRole: as,
        actorUserId: auth?.user?.id ?? null,
        before,
        after,
        priceLines: priceLines(vehicle),
        subtotalCents: vehicle.subtotalCents,
        taxRatePpm: vehicle.taxRatePpm,
        taxCents: vehicle.taxCents,
        oldTotalCents: b.totalCents,
        newTotalCents: vehicle.totalCents,
        differenceCents,
        createdAt: at,
      };
      const seen = await replaceableAwaiting(bookingId);
      const outcome = await db.transaction(async (tx) => {
        const locked = await refunds.lockBooking(tx, bookingId);
        if (!locked) throw new AppError('booking.notFound');
        const error = applyRefusal(locked, row, at, { paid: false, anyTime: admin });
        if (error) throw error;
        await clearAwaiting(tx, bookingId, seen);
        const status = differenceCents > 0 ? ('awaiting_payment' as const) : ('applied' as const);
        const [change] = await tx
          .insert(bookingChanges)
          .values({ ...row, status })
          .returning();
        if (!change) throw new Error('change row not inserted');
        if (differenceCents > 0) return { change, booking: locked, parts: [] };
        const done = await applyChange(deps, tx, locked, change, {
          at,
          chargedCents: 0,
          paymentMethod: null,
        });
        return { change, ...done };
      });
      const { change } = outcome;
      if (differenceCents <= 0) {
        deps.email.kick();
        await settle(outcome.booking, outcome.parts);
        log.info({ bookingId, changeId: change.id, differenceCents }, 'booking changed');
        return response(outcome.booking, change, {
          status: 'applied',
          refundCents: outcome.parts.reduce((sum, r) => sum + r.amountCents, 0),
          payment: null,
        });
      }
      // The difference's own payment (its key: one intent per change, whatever is retried).
      const port = deps.payments as PaymentsPort;
      const intent = await port.createIntent({
        amountCents: differenceCents,
        currency: 'usd',
        bookingId,
        bookingNumber: b.number,
        customerEmail: b.customerEmail,
        description: `${b.number}: change of booking (difference)`,
        idempotencyKey: `change-${change.id}`,
      });
      await db
        .update(bookingChanges)
        .set({ paymentIntentId: intent.id })
        .where(and(eq(bookingChanges.id, change.id), eq(bookingChanges.status, 'awaiting_payment')));
      return response(b, change, {
        status: 'payment_required',
        refundCents: 0,
        payment: {
          clientSecret: intent.clientSecret,
          paymentIntentId: intent.id,
          amount: dollars(differenceCents),
          currency: 'usd',
          mode: port.mode,
          message:
            port.mode === 'test'
              ? 'Test mode — no card is charged.'
              : 'Payment ready. Your card is charged when you pay.',
        },
      });
    },

    /**
     * GET /api/bookings/:id/changes/:changeId/payment: the payment of a change's difference still awaiting it
     * (dispatch's change paid by the customer through an emailed link, decision 045), for the card form.
     */
    async payment(auth: ResolvedSession | null, bookingId: string, changeId: string) {
      const b = await owned(auth, bookingId);
      const [change] = await db
        .select()
        .from(bookingChanges)
        .where(and(eq(bookingChanges.id, changeId), eq(bookingChanges.bookingId, b.id)));
      if (!change) throw new AppError('booking.changeNotFound');
      const intent =
        change.paymentIntentId && deps.payments
          ? await deps.payments.retrieveIntent(change.paymentIntentId)
          : null;
      if (change.status !== 'awaiting_payment' || !intent) throw new AppError('booking.changeConflict');
      const port = deps.payments as PaymentsPort;
      return {
        clientSecret: intent.clientSecret,
        paymentIntentId: intent.id,
        amount: dollars(change.differenceCents),
        currency: 'usd' as const,
        mode: port.mode,
        message: port.mode === 'test' ? 'Test mode — no card is charged.' : 'Payment ready.',
        number: b.number,
        customerName: b.customerName,
      };
    },

    /** POST /api/bookings/:id/changes/:changeId/confirm: the difference really paid, the change applied once. */
    async confirm(
      auth: ResolvedSession | null,
      bookingId: string,
      changeId: string,
      paymentIntentId: string,
      as: ChangeActor = 'customer',
    ): Promise<ChangeBookingResponse> {
      const b = await owned(auth, bookingId, as === 'admin');
      const [change] = await db
        .select()
        .from(bookingChanges)
        .where(and(eq(bookingChanges.id, changeId), eq(bookingChanges.bookingId, b.id)));
      if (!change) throw new AppError('booking.changeNotFound');
      if (change.paymentIntentId !== paymentIntentId || !deps.payments) {
        throw new AppError('checkout.paymentNotVerified');
      }
      const intent = await deps.payments.retrieveIntent(paymentIntentId);
      if (!intent) throw new AppError('checkout.paymentNotVerified');
      const booking = await applyPaid(change, intent);
      return response(booking, change, { status: 'applied', refundCents: 0, payment: null });
    },

    /**
     * Before a card is charged for `intentId` (checkout's stale-tab check): true when the intent pays a change's
     * difference that still awaits it (the card may be charged); a change no longer awaiting payment answers 409
     * booking.changeConflict; false when the intent is not a change's (checkout checks its booking).
     */
    async payableChange(intentId: string): Promise<boolean> {
      const [change] = await db
        .select({ status: bookingChanges.status })
        .from(bookingChanges)
        .where(eq(bookingChanges.paymentIntentId, intentId));
      if (!change) return false;
      if (change.status !== 'awaiting_payment') throw new AppError('booking.changeConflict');
      return true;
    },

    /** A succeeded payment from the provider's webhook: true when it paid a change (applied here). */
    async fulfilIntent(intent: PaymentIntent): Promise<boolean> {
      const [change] = await db
        .select()
        .from(bookingChanges)
        .where(eq(bookingChanges.paymentIntentId, intent.id));
      if (!change) return false;
      try {
        await applyPaid(change, intent);
      } catch (err) {
        // Refunded in applyPaid: the provider must not retry the event.
        if (err instanceof AppError && err.status === 409) return true;
        throw err;
      }
      return true;
    },
  };
}
export type BookingChanges = ReturnType<typeof createBookingChanges>;

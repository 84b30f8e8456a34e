import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../../shared/errors.ts';
import type { Db } from '../../db/client.ts';
import type { PaymentIntent, PaymentsPort } from '../../integrations/payments/types.ts';
import { billedToCompany, refundCardOnAccount } from './card-on-account-race.ts';
import type { BookingRefunds } from './booking-refunds.ts';
import type { PreparedEmail } from './booking-notifier.ts';
import type { BookingRow, BookingsRepository } from './bookings.repository.ts';

/** The confirmation email of a paid booking: composed before the confirming transaction, written in it. */
export interface BookingEvents {
  prepareConfirmation(paid: BookingRow): Promise<PreparedEmail | null>;
  recordConfirmation(tx: Db, booking: BookingRow, prepared: PreparedEmail): Promise<void>;
  confirmedCommitted(): void;
  /** Dispatch's notice that a paid booking waits for a chauffeur (in the confirming transaction). */
  recordDispatchNotice?(tx: Db, booking: BookingRow): Promise<void>;
  /** The customer's email that a payment for a voided booking is refunded in full (in the refund's transaction). */
  recordVoidedRefund(tx: Db, booking: BookingRow, amountCents: number, method: string | null): Promise<void>;
}

export interface PaymentFulfilmentDeps {
  repo: BookingsRepository;
  events: BookingEvents;
  /** Refunds a payment taken for a voided booking (absent: nothing is refunded automatically). */
  refunds?: BookingRefunds & { transaction: <T>(fn: (tx: Db) => Promise<T>) => Promise<T> };
  /** Gives back a card payment for a booking billed to its company meanwhile (decision 061). */
  payments?: PaymentsPort | null;
  /** Runs `fn` in one database transaction (the confirmation and its email commit together). */
  transaction: <T>(fn: (tx: Db) => Promise<T>) => Promise<T>;
  log: FastifyBaseLogger;
  clock: () => Date;
}

/**
 * A paid intent turned into a confirmed booking, exactly once whoever arrives (the browser, the provider's
 * webhook, retries); a payment that arrives for a voided booking is given back.
 */
export function createPaymentFulfilment(deps: PaymentFulfilmentDeps) {
  const { repo, events, log, clock } = deps;

  /**
   * Gives back a payment taken for a booking voided before it was paid (once per booking, whatever races), and
   * tells the customer by email with the refund. The cents given back (by this call or an earlier one).
   */
  async function refundVoided(b: BookingRow, intent: PaymentIntent): Promise<number> {
    const refunds = deps.refunds;
    if (!refunds) return 0;
    const claimed = await refunds.transaction(async (tx) => {
      const locked = await refunds.lockBooking(tx, b.id);
      if (!locked) return null;
      // The whole payment, less anything already given back or under way (a retry of this very refund).
      const parts = await refunds.claimOwed(tx, {
        bookingId: b.id,
        owedCents: intent.amountCents,
        paidCents: intent.amountCents,
        provider: locked.paymentProvider ?? refunds.mode ?? 'none',
        reason: 'Paid after the booking was voided',
        createdBy: null,
        at: clock(),
      });
      return parts.length > 0 ? { booking: locked, parts } : null;
    });
    if (!claimed) return intent.amountCents;
    // A voided booking was never changed: one part, on its checkout's payment.
    const done = await refunds.settleAll(claimed.booking, claimed.parts, {
      onStored: (tx, stored) =>
        events.recordVoidedRefund(tx, stored.booking, stored.refund.amountCents, intent.paymentMethod),
    });
    if (done.stored.length > 0) {
      events.confirmedCommitted();
      log.warn({ bookingId: b.id, intentId: intent.id }, 'payment for a voided booking refunded');
    }
    if (done.refused) {
      log.error(
        { err: done.refused.cause, bookingId: b.id },
        'payment for a voided booking could not be refunded',
      );
    }
    return intent.amountCents;
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
    // Billed to its company while the card was being paid (decision 061): the account booking stands, the card
    // payment is refunded in full (before the amount check: the price on account is not the card's).
    if (billedToCompany(booking)) return refundCardOnAccount(deps, booking, intent);
    if (intent.amountCents !== booking.totalCents || intent.currency.toLowerCase() !== 'usd') {
      log.error(
        { bookingId: booking.id, intentId: intent.id, paid: intent.amountCents, due: booking.totalCents },
        'paid amount does not match booking total',
      );
      throw new AppError('checkout.amountMismatch');
    }
    // pending -> confirmed by the system, for this booking's own payment and amount: one conditional
    // statement, so of any number of concurrent confirmations (browser, webhook, retries) exactly one wins.
    // The confirmation email (and its link token) is written in the same transaction: a crash keeps both or
    // neither, and only the winner writes one.
    const paidAt = clock();
    const set = { paidAt, paymentMethod: intent.paymentMethod };
    const prepared =
      booking.status === 'pending'
        ? await events.prepareConfirmation({ ...booking, ...set, status: 'confirmed', updatedAt: paidAt })
        : null;
    const confirmed = await deps.transaction(async (tx) => {
      const row = await repo.transition(
        {
          bookingId: booking.id,
          to: 'confirmed',
          actor: 'system',
          reason: 'payment',
          // Only an unpaid booking is confirmed by its payment (the system may also return an assigned ride to
          // the queue, decision 062: a payment seen again must never do that).
          expectFrom: 'pending',
          where: { paymentIntentId: intent.id, totalCents: intent.amountCents },
          set,
          at: paidAt,
        },
        tx,
      );
      if (row && prepared) await events.recordConfirmation(tx, row, prepared);
      if (row) await events.recordDispatchNotice?.(tx, row);
      return row;
    });
    if (confirmed) {
      log.info({ bookingId: confirmed.id, number: confirmed.number }, 'booking confirmed');
      events.confirmedCommitted();
      return confirmed;
    }
    // Someone else confirmed it first (or it moved on since): answer with the booking as it is.
    const current = await repo.findById(booking.id);
    if (!current || current.status === 'pending') {
      throw new AppError('checkout.paymentUnmatched');
    }
    if (billedToCompany(current)) return refundCardOnAccount(deps, current, intent);
    if (current.status === 'cancelled' && !current.paidAt) {
      // Paid on a checkout page left open after the booking was voided (replaced by an edit, or cancelled):
      // the money goes back in full, once, and the customer is told to pay the booking that stands.
      // The screen says so too (not "Payment failed"): the charge and its refund, by code.
      const refunded = await refundVoided(current, intent);
      const amount = (refunded / 100).toFixed(2);
      if (refunded === 0)
        throw new AppError(current.replacedBy ? 'checkout.bookingReplaced' : 'checkout.bookingCancelled');
      throw new AppError(current.replacedBy ? 'checkout.replacedRefunded' : 'checkout.cancelledRefunded', {
        amount,
      });
    }
    return current;
  }

  return fulfil;
}

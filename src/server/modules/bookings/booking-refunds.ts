import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookingRefunds, bookings } from '../../db/schema/bookings.ts';
import type { PaymentRefund, PaymentsPort } from '../../integrations/payments/types.ts';
import { AppError } from '../../../shared/errors.ts';
import type { BookingRow } from './bookings.repository.ts';

export type BookingRefundRow = typeof bookingRefunds.$inferSelect;

/** The provider refused a refund (or could not be reached): `cause` is its error. */
export class RefundRefusedError extends Error {
  constructor(override readonly cause: unknown) {
    super('the payments provider refused the refund');
    this.name = 'RefundRefusedError';
  }
}

/** A refund attempt claimed in a transaction: the booking (locked when claimed) and its refund row. */
export interface ClaimedRefund {
  booking: BookingRow;
  refund: BookingRefundRow;
}

/**
 * Refunds through the payments port, shared by an admin's refund and a customer's cancellation: once per
 * booking (the unique booking id of `booking_refunds`), never more than was paid. The refund row is claimed in
 * the caller's transaction (the booking locked first), the provider is called outside it, and its answer is
 * stored with the booking's refunded amount in a second transaction; a refused refund stays as failed (an admin
 * may try again).
 */
export function createBookingRefunds(deps: { db: Db; payments: PaymentsPort | null }) {
  const { db } = deps;

  return {
    /** The provider a refund goes through now ('stripe' or 'test'); null when card payments are off. */
    mode: deps.payments?.mode ?? null,

    /** A booking row locked for the caller's transaction. */
    async lockBooking(tx: Db, bookingId: string): Promise<BookingRow | undefined> {
      const [row] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
      return row;
    },

    /**
     * The refund attempt of a booking, in the caller's transaction (after `lockBooking`): a new pending row, or
     * the failed row of an earlier attempt taken over. Undefined when the booking already has a pending or
     * succeeded refund: of two concurrent refunds only one gets a row.
     */
    async claim(
      tx: Db,
      row: {
        bookingId: string;
        amountCents: number;
        provider: string;
        reason: string | null;
        /** The admin who refunds; null for a customer's cancellation. */
        createdBy: string | null;
        at: Date;
      },
    ): Promise<BookingRefundRow | undefined> {
      const [created] = await tx
        .insert(bookingRefunds)
        .values({ ...row, status: 'pending', createdAt: row.at })
        .onConflictDoUpdate({
          target: bookingRefunds.bookingId,
          set: {
            amountCents: row.amountCents,
            provider: row.provider,
            providerRefundId: null,
            status: 'pending',
            reason: row.reason,
            createdBy: row.createdBy,
            createdAt: row.at,
          },
          setWhere: sql`${bookingRefunds.status} = 'failed'`,
        })
        .returning();
      return created;
    },

    /**
     * Asks the provider for a claimed refund, then stores its answer: the booking's refunded amount and the
     * refund row in one transaction (with the caller's `onStored`, e.g. the audit entry). A refusal marks the
     * attempt failed and throws `RefundRefusedError` with the provider's error.
     */
    async settle(
      claimed: ClaimedRefund,
      onStored?: (tx: Db, stored: ClaimedRefund, result: PaymentRefund) => Promise<void>,
    ): Promise<ClaimedRefund & { result: PaymentRefund }> {
      const { booking, refund } = claimed;
      let result: PaymentRefund;
      try {
        if (!deps.payments) throw new AppError('checkout.paymentUnavailable');
        // One key per attempt: a retry of the same attempt (the SDK's own) never refunds twice.
        result = await deps.payments.refund({
          intentId: booking.paymentIntentId,
          amountCents: refund.amountCents,
          idempotencyKey: `refund-${refund.id}-${refund.createdAt.getTime()}`,
          bookingId: booking.id,
        });
      } catch (err) {
        await db
          .update(bookingRefunds)
          .set({ status: 'failed' })
          .where(and(eq(bookingRefunds.id, refund.id), eq(bookingRefunds.status, 'pending')));
        throw new RefundRefusedError(err);
      }
      return db.transaction(async (tx) => {
        // The booking first, in the order the claim took its locks (booking, then refund row), so a concurrent
        // claim waiting on the booking never deadlocks with this.
        const [b] = await tx
          .update(bookings)
          .set({ refundedCents: refund.amountCents, updatedAt: new Date() })
          .where(eq(bookings.id, booking.id))
          .returning();
        const [r] = await tx
          .update(bookingRefunds)
          .set({ status: result.status, providerRefundId: result.id })
          .where(and(eq(bookingRefunds.id, refund.id), eq(bookingRefunds.status, 'pending')))
          .returning();
        if (!b || !r) throw new Error('the refund row left pending while the provider refunded');
        const stored = { booking: b, refund: r };
        await onStored?.(tx, stored, result);
        return { ...stored, result };
      });
    },
  };
}
export type BookingRefunds = ReturnType<typeof createBookingRefunds>;

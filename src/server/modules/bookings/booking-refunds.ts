import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
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

/** The reason a customer's cancellation gives its refund ("Customer cancellation (100%)"). */
export const CANCELLATION_REFUND_REASON = 'Customer cancellation';

/** Stores what goes with a refund the provider made, in the transaction that stores it (audit, emails). */
export type OnRefundStored = (tx: Db, stored: ClaimedRefund, result: PaymentRefund) => Promise<void>;

/** A refund pending this long is left over (a crash between its claim and the provider's answer). */
export const PENDING_REFUND_STALE_MS = 15 * 60_000;

export interface BookingRefundsDeps {
  db: Db;
  payments: PaymentsPort | null;
  /**
   * Dispatch's notice of a refused refund nobody is watching (a cancellation's, a voided booking's, one the
   * sweep completes): `record` writes it in the transaction that marks the refund failed (the transactional
   * outbox), `kick` delivers it once committed.
   */
  refusals?: { record(tx: Db, refused: ClaimedRefund): Promise<void>; kick(): void };
  /** Where the sweep reports a refund it could not complete for another reason than a refusal. */
  log?: Pick<FastifyBaseLogger, 'error'>;
}

/**
 * Refunds through the payments port, shared by an admin's refund and a customer's cancellation: once per
 * booking (the unique booking id of `booking_refunds`), never more than was paid. The refund row is claimed in
 * the caller's transaction (the booking locked first), the provider is called outside it, and its answer is
 * stored with the booking's refunded amount in a second transaction; a refused refund stays as failed (an admin
 * may try again), and one left pending by a crash is completed by `sweepPending`.
 */
export function createBookingRefunds(deps: BookingRefundsDeps) {
  const { db } = deps;

  async function lockBooking(tx: Db, bookingId: string): Promise<BookingRow | undefined> {
    const [row] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
    return row;
  }

  /**
   * Asks the provider for a claimed refund, then stores its answer: the booking's refunded amount and the
   * refund row in one transaction (with `onStored`, e.g. the audit entry). A refusal marks the attempt failed
   * (with dispatch's notice unless `watched`: an admin refunding sees the refusal) and throws
   * `RefundRefusedError` with the provider's error.
   */
  async function settle(
    claimed: ClaimedRefund,
    opts: { onStored?: OnRefundStored | undefined; watched?: boolean } = {},
  ): Promise<ClaimedRefund & { result: PaymentRefund }> {
    const { booking, refund } = claimed;
    let result: PaymentRefund;
    try {
      if (!deps.payments) throw new AppError('checkout.paymentUnavailable');
      // One key per attempt: a retry of the same attempt (the SDK's own, or the sweep's) never refunds twice.
      result = await deps.payments.refund({
        intentId: booking.paymentIntentId,
        amountCents: refund.amountCents,
        idempotencyKey: `refund-${refund.id}-${refund.createdAt.getTime()}`,
        bookingId: booking.id,
      });
    } catch (err) {
      const noticed = await db.transaction(async (tx) => {
        const [failed] = await tx
          .update(bookingRefunds)
          .set({ status: 'failed' })
          .where(and(eq(bookingRefunds.id, refund.id), eq(bookingRefunds.status, 'pending')))
          .returning();
        if (!failed || opts.watched || !deps.refusals) return false;
        await deps.refusals.record(tx, { booking, refund: failed });
        return true;
      });
      if (noticed) deps.refusals?.kick();
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
      await opts.onStored?.(tx, stored, result);
      return { ...stored, result };
    });
  }

  return {
    /** The provider a refund goes through now ('stripe' or 'test'); null when card payments are off. */
    mode: deps.payments?.mode ?? null,

    /** A booking row locked for the caller's transaction. */
    lockBooking,

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

    settle,

    /**
     * Completes the refunds left pending longer than `PENDING_REFUND_STALE_MS` (a crash between a claim and the
     * provider's answer): each is asked of the provider again under its attempt's own idempotency key (the
     * provider answers with the refund it made, if it made one: never a second) and stored with `onStored`, or
     * marked failed with dispatch's notice. One row's trouble never stops the others.
     */
    async sweepPending(
      now: Date,
      onStored?: OnRefundStored,
    ): Promise<{ settled: number; refused: number; errors: number }> {
      const stale = await db
        .select({ id: bookingRefunds.id, bookingId: bookingRefunds.bookingId })
        .from(bookingRefunds)
        .where(
          and(
            eq(bookingRefunds.status, 'pending'),
            lt(bookingRefunds.createdAt, new Date(now.getTime() - PENDING_REFUND_STALE_MS)),
          ),
        )
        .orderBy(asc(bookingRefunds.createdAt))
        .limit(100);
      const done = { settled: 0, refused: 0, errors: 0 };
      for (const { id, bookingId } of stale) {
        try {
          const claimed = await db.transaction(async (tx) => {
            const booking = await lockBooking(tx, bookingId);
            const [refund] = await tx
              .select()
              .from(bookingRefunds)
              .where(and(eq(bookingRefunds.id, id), eq(bookingRefunds.status, 'pending')))
              .for('update');
            return booking && refund ? { booking, refund } : null;
          });
          if (!claimed) continue;
          await settle(claimed, { onStored });
          done.settled += 1;
        } catch (err) {
          if (err instanceof RefundRefusedError) {
            done.refused += 1;
          } else {
            done.errors += 1;
            deps.log?.error({ err, refundId: id, bookingId }, 'a pending refund could not be completed');
          }
        }
      }
      return done;
    },
  };
}
export type BookingRefunds = ReturnType<typeof createBookingRefunds>;

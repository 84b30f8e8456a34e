import { and, asc, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { bookingRefunds, bookings } from '../../db/schema/bookings.ts';
import type { PaymentRefund, PaymentsPort } from '../../integrations/payments/types.ts';
import { AppError } from '../../../shared/errors.ts';
import { receiptCancellation } from './booking-cancellation-view.ts';
import { creditOnAccount } from './booking-credits.ts';
import { receiptRefunds } from './booking-receipt-refunds.ts';
import { receiptChanges } from './booking-change-apply.ts';
import { bookingPayments, splitRefund, type RefundPart } from './booking-refund-split.ts';
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
 * Stores what goes with a refund the provider made, in the transaction that stores it (audit, emails);
 * `refundedBefore` is the booking's refunded cents before this refund was added.
 */
export type OnRefundStored = (
  tx: Db,
  stored: ClaimedRefund & { refundedBefore: number },
  result: PaymentRefund,
) => Promise<void>;

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
 * Refunds through the payments port, shared by an admin's refund, a customer's cancellation and a payment for a
 * voided booking. Refunds add up (PRODUCT decision 23): a booking may be refunded in several parts, and every
 * claim is made with the booking row locked (`lockBooking`), so the sum of the refunds given or under way never
 * exceeds what was paid, whatever runs at once. The refund row is claimed in the caller's transaction, the
 * provider is called outside it, and its answer is added to the booking's refunded amount in a second
 * transaction; a refused refund stays as a failed row (it counts for nothing; an admin may try again), and one
 * left pending by a crash is completed by `sweepPending`.
 *
 * A refund left pending by a crash counts as given when a later refund is computed (a cancellation's, an
 * admin's): the sweep completes it under its own idempotency key, so the provider either made it already or
 * makes it now. Should the provider refuse it instead, the row turns failed, dispatch is told (the refusal
 * notice), and the back office gives the rest: the customer is never refunded twice for one claim.
 */
/** What a refund claim records, as a new pending row. */
interface RefundClaim {
  bookingId: string;
  amountCents: number;
  provider: string;
  reason: string | null;
  /** The admin who refunds; null for a customer's cancellation or the system. */
  createdBy: string | null;
  at: Date;
}

export function createBookingRefunds(deps: BookingRefundsDeps) {
  const { db } = deps;

  async function lockBooking(tx: Db, bookingId: string): Promise<BookingRow | undefined> {
    const [row] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
    return row;
  }

  /**
   * The cents of a booking already refunded or under way: every refund row but the failed ones (the provider's
   * accepted refunds, and claims waiting on it, including those a crash left pending). Read after
   * `lockBooking`, in the same transaction.
   */
  async function committedCents(tx: Db, bookingId: string): Promise<number> {
    const [row] = await tx
      .select({ cents: sql<string | number | null>`coalesce(sum(${bookingRefunds.amountCents}), 0)` })
      .from(bookingRefunds)
      .where(
        and(
          eq(bookingRefunds.bookingId, bookingId),
          ne(bookingRefunds.status, 'failed'),
          // A change's refund of its difference lowered the price itself (decision 040): not a refund of it.
          isNull(bookingRefunds.changeId),
        ),
      );
    return Number(row?.cents ?? 0);
  }

  /**
   * New pending refund rows of `amountCents` in all, in the caller's transaction (after `lockBooking`): one per
   * payment the refund is made on (booking-refund-split.ts: the latest change's payment first, each part within
   * what its payment holds, the checkout's payment the rest), each settled under its own idempotency key. The
   * caller has capped the amount at what the booking holds overall.
   */
  async function insertClaims(tx: Db, row: RefundClaim & { changeId?: string }): Promise<BookingRefundRow[]> {
    const { firstIntentId, changePayments } = await bookingPayments(tx, row.bookingId);
    return insertRows(tx, row, splitRefund(row.amountCents, changePayments, firstIntentId));
  }

  async function insertRows(
    tx: Db,
    row: RefundClaim & { changeId?: string },
    parts: readonly RefundPart[],
  ): Promise<BookingRefundRow[]> {
    if (parts.length === 0) return [];
    const created = await tx
      .insert(bookingRefunds)
      .values(parts.map((part) => ({ ...row, ...part, status: 'pending' as const, createdAt: row.at })))
      .returning();
    if (created.length !== parts.length) throw new Error('refund rows not inserted');
    return created;
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
  ): Promise<ClaimedRefund & { refundedBefore: number; result: PaymentRefund }> {
    const { booking, refund } = claimed;
    let result: PaymentRefund;
    try {
      if (!deps.payments) throw new AppError('checkout.paymentUnavailable');
      // One key per attempt: a retry of the same attempt (the SDK's own, or the sweep's) never refunds twice.
      result = await deps.payments.refund({
        // The payment this part is made on; rows from before a booking could hold several: the checkout's.
        intentId: refund.paymentIntentId ?? booking.paymentIntentId,
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
      const before = await lockBooking(tx, booking.id);
      // Stored once: a row the provider's answer was already written to (by the sweep) is not added twice.
      const [r] = await tx
        .update(bookingRefunds)
        .set({ status: result.status, providerRefundId: result.id })
        .where(
          and(
            eq(bookingRefunds.id, refund.id),
            eq(bookingRefunds.status, 'pending'),
            isNull(bookingRefunds.providerRefundId),
          ),
        )
        .returning();
      if (!before || !r) throw new Error('the refund row left pending while the provider refunded');
      // A change's difference lowered the price (the booking's total) instead: not added to its refunds.
      const added = r.changeId ? 0 : r.amountCents;
      const [b] = await tx
        .update(bookings)
        .set({ refundedCents: sql`${bookings.refundedCents} + ${added}`, updatedAt: new Date() })
        .where(eq(bookings.id, booking.id))
        .returning();
      if (!b) throw new Error('the refunded booking vanished');
      const stored = { booking: b, refund: r, refundedBefore: before.refundedCents };
      await opts.onStored?.(tx, stored, result);
      return { ...stored, result };
    });
  }

  /**
   * Settles the parts of one refund (`insertClaims`) one after the other, each with `settle`: a part refused by
   * the provider does not stop the others (they are the customer's money on other payments). Returns the booking
   * as the last stored part left it (`booking` when none was), the parts stored, and the first refusal if any.
   */
  async function settleAll(
    booking: BookingRow,
    parts: readonly BookingRefundRow[],
    opts: { onStored?: OnRefundStored | undefined; watched?: boolean } = {},
  ): Promise<{
    booking: BookingRow;
    stored: Array<ClaimedRefund & { refundedBefore: number; result: PaymentRefund }>;
    refused: RefundRefusedError | null;
  }> {
    let latest = booking;
    const stored: Array<ClaimedRefund & { refundedBefore: number; result: PaymentRefund }> = [];
    let refused: RefundRefusedError | null = null;
    for (const refund of parts) {
      try {
        const done = await settle({ booking: latest, refund }, opts);
        latest = done.booking;
        stored.push(done);
      } catch (err) {
        if (!(err instanceof RefundRefusedError)) throw err;
        refused ??= err;
      }
    }
    return { booking: latest, stored, refused };
  }

  return {
    /** The provider a refund goes through now ('stripe' or 'test'); null when card payments are off. */
    mode: deps.payments?.mode ?? null,

    /** A booking row locked for the caller's transaction. */
    lockBooking,

    /** The refunds a booking's receipt lists (each its own line, with who and when). */
    forReceipt: (bookingId: string, tx: Db = db) => receiptRefunds(tx, bookingId),

    /** The applied changes' difference lines a receipt lists (decision 26), oldest first. */
    changesForReceipt: (bookingId: string, tx: Db = db) => receiptChanges(tx, bookingId),

    /** A cancelled booking's cancellation, as its receipt states it (issue 35); null otherwise. */
    cancellationForReceipt: (bookingId: string, tx: Db = db) => receiptCancellation(tx, bookingId),

    committedCents,

    /** An admin's credit on a ride billed to its company (booking-credits.ts, decision 061). */
    creditOnAccount,

    /**
     * A refund of exactly `amountCents`, in the caller's transaction (after `lockBooking`): new pending rows (one
     * per payment it is made on, booking-refund-split.ts), or none when it would take the refunds above what was
     * paid (`paidCents`, the booking's total unless told). Of concurrent claims each sees the others' rows (the
     * booking lock), so their sum stays within it.
     */
    async claimParts(tx: Db, row: RefundClaim & { paidCents?: number }): Promise<BookingRefundRow[]> {
      const { paidCents, ...values } = row;
      const limit = paidCents ?? (await lockBooking(tx, row.bookingId))?.totalCents ?? 0;
      if (row.amountCents <= 0) return [];
      if ((await committedCents(tx, row.bookingId)) + row.amountCents > limit) return [];
      return insertClaims(tx, values);
    },

    /**
     * `claimParts` for a refund that one payment holds whole (a booking never changed up): its one row, or
     * undefined when it would take the refunds above what was paid. A claim the split would make in several
     * parts is refused (undefined, nothing claimed): such a refund is `claimParts`'.
     */
    async claim(tx: Db, row: RefundClaim & { paidCents?: number }): Promise<BookingRefundRow | undefined> {
      const { paidCents, ...values } = row;
      const limit = paidCents ?? (await lockBooking(tx, row.bookingId))?.totalCents ?? 0;
      if (row.amountCents <= 0) return undefined;
      if ((await committedCents(tx, row.bookingId)) + row.amountCents > limit) return undefined;
      const { firstIntentId, changePayments } = await bookingPayments(tx, row.bookingId);
      const parts = splitRefund(row.amountCents, changePayments, firstIntentId);
      if (parts.length !== 1) return undefined;
      return (await insertRows(tx, values, parts))[0];
    },

    /**
     * What is still owed of `owedCents` in total (a cancellation under the Terms, a payment to give back), less
     * every refund already given or under way (see the note above on those a crash left pending), capped at
     * what is left of `paidCents`; in the caller's transaction, after `lockBooking`: one row per payment it is
     * made on, none when nothing is left to give.
     */
    async claimOwed(
      tx: Db,
      row: Omit<RefundClaim, 'amountCents'> & { owedCents: number; paidCents: number },
    ): Promise<BookingRefundRow[]> {
      const { owedCents, paidCents, ...values } = row;
      const already = await committedCents(tx, row.bookingId);
      const amountCents = Math.min(owedCents, paidCents) - already;
      if (amountCents <= 0) return [];
      return insertClaims(tx, { ...values, amountCents });
    },

    /**
     * The refund of a change's difference (the price went down; decision 040), in the change's transaction (after
     * `lockBooking`): never more than the money the booking holds, its total less the refunds of it given or
     * under way: one row per payment it is made on, none when nothing is left to give.
     */
    async claimChange(
      tx: Db,
      row: RefundClaim & { changeId: string; totalCents: number },
    ): Promise<BookingRefundRow[]> {
      const { totalCents, ...values } = row;
      const held = totalCents - (await committedCents(tx, row.bookingId));
      const amountCents = Math.min(row.amountCents, held);
      if (amountCents <= 0) return [];
      return insertClaims(tx, { ...values, amountCents });
    },

    settle,

    settleAll,

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
            isNull(bookingRefunds.providerRefundId),
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
              .where(
                and(
                  eq(bookingRefunds.id, id),
                  eq(bookingRefunds.status, 'pending'),
                  isNull(bookingRefunds.providerRefundId),
                ),
              )
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

import { and, eq } from 'drizzle-orm';
import { AppError } from '../../../shared/errors.ts';
import type { Db } from '../../db/client.ts';
import { bookingChanges } from '../../db/schema/bookings.ts';
import type { PaymentIntent } from '../../integrations/payments/types.ts';
import { applyChange, applyRefusal, awaitingChange, type BookingChangeRow } from './booking-change-apply.ts';
import type { BookingChangesDeps } from './booking-changes.service.ts';
import type { BookingRefundRow } from './booking-refunds.ts';
import type { BookingRow } from './bookings.repository.ts';

/**
 * The money side of a booking change (decision 040): what a lower price refunds and sending that refund, the one
 * change that may wait for its payment (replaced when unpaid, else 409), and applying a change once its
 * difference is paid (idempotent; a paid change that can no longer apply is refunded).
 */
export function createChangePayments(deps: BookingChangesDeps) {
  const { db, refunds, log, clock } = deps;

  /** What a lower price gives back: the difference, within what the booking holds (its total less refunds). */
  async function refundPreview(b: BookingRow, differenceCents: number): Promise<number> {
    if (differenceCents >= 0) return 0;
    const held = b.totalCents - (await refunds.committedCents(db, b.id));
    return Math.max(0, Math.min(-differenceCents, held));
  }

  /** Sends the refund of a lower price once its claim is committed; a refusal is dispatch's (the notice). */
  async function settle(booking: BookingRow, parts: readonly BookingRefundRow[]): Promise<void> {
    const done = await refunds.settleAll(booking, parts);
    if (done.refused) {
      log.error({ err: done.refused.cause, bookingId: booking.id }, 'change refund refused by the provider');
    }
  }

  /**
   * An earlier change still waiting for its payment may be replaced when its payment was not made (the customer
   * priced another): its intent is asked before the transaction (the provider is never called inside one).
   * Returns the id of the change that may be voided, or null when there is none.
   */
  async function replaceableAwaiting(bookingId: string): Promise<{ id: string } | null | 'busy'> {
    const [open] = await db
      .select()
      .from(bookingChanges)
      .where(and(eq(bookingChanges.bookingId, bookingId), eq(bookingChanges.status, 'awaiting_payment')));
    if (!open) return null;
    const intent =
      open.paymentIntentId && deps.payments ? await deps.payments.retrieveIntent(open.paymentIntentId) : null;
    // No intent yet: another request is creating it right now. Paid or paying: it is being applied.
    if (!intent || intent.status === 'succeeded' || intent.status === 'processing') return 'busy';
    return { id: open.id };
  }

  /**
   * In the change's transaction, after the booking's lock: the change waiting for payment (if any) is voided when
   * it is the unpaid one seen before; any other means another change is under way (409).
   */
  async function clearAwaiting(tx: Db, bookingId: string, seen: { id: string } | null | 'busy') {
    const open = await awaitingChange(tx, bookingId);
    if (!open) return;
    if (seen === null || seen === 'busy' || seen.id !== open.id)
      throw new AppError('booking.changeInProgress');
    await tx.update(bookingChanges).set({ status: 'void' }).where(eq(bookingChanges.id, open.id));
  }

  /** Gives back a difference paid for a change that could not apply (the booking moved on meanwhile). */
  async function refundVoidPayment(change: BookingChangeRow, intent: PaymentIntent): Promise<void> {
    if (!deps.payments) return;
    try {
      await deps.payments.refund({
        intentId: intent.id,
        amountCents: intent.amountCents,
        idempotencyKey: `change-void-${change.id}`,
        bookingId: change.bookingId,
      });
      log.warn({ changeId: change.id }, 'payment of a change that could not apply refunded');
    } catch (err) {
      log.error({ err, changeId: change.id }, 'payment of a change that could not apply was not refunded');
    }
  }

  /** Applies a change whose difference `intent` paid; idempotent (the browser, the webhook, retries). */
  async function applyPaid(change: BookingChangeRow, intent: PaymentIntent): Promise<BookingRow> {
    if (intent.status !== 'succeeded') {
      throw intent.lastErrorCode
        ? new AppError(intent.lastErrorCode)
        : intent.lastError
          ? new AppError('checkout.paymentFailed', { detail: intent.lastError })
          : new AppError('checkout.paymentNotCompleted');
    }
    if (intent.amountCents !== change.differenceCents || intent.currency.toLowerCase() !== 'usd') {
      log.error({ changeId: change.id, paid: intent.amountCents }, 'change payment amount does not match');
      throw new AppError('checkout.amountMismatch');
    }
    const at = clock();
    const outcome = await db.transaction(async (tx) => {
      const locked = await refunds.lockBooking(tx, change.bookingId);
      if (!locked) throw new AppError('booking.notFound');
      const [current] = await tx
        .select()
        .from(bookingChanges)
        .where(eq(bookingChanges.id, change.id))
        .for('update');
      if (!current) throw new AppError('booking.changeNotFound');
      if (current.status === 'applied') return { booking: locked, applied: false as const };
      const refused = current.status === 'void' ? new AppError('booking.changeConflict') : null;
      const error = refused ?? applyRefusal(locked, current, at, { paid: true });
      if (error) {
        await tx.update(bookingChanges).set({ status: 'void' }).where(eq(bookingChanges.id, current.id));
        return { error };
      }
      const done = await applyChange(deps, tx, locked, current, {
        at,
        chargedCents: intent.amountCents,
        paymentMethod: intent.paymentMethod,
      });
      return { booking: done.booking, applied: true as const };
    });
    if ('error' in outcome) {
      await refundVoidPayment(change, intent);
      throw outcome.error;
    }
    if (outcome.applied) {
      deps.email.kick();
      log.info({ bookingId: change.bookingId, changeId: change.id }, 'booking changed (difference paid)');
    }
    return outcome.booking;
  }

  return { refundPreview, settle, replaceableAwaiting, clearAwaiting, applyPaid };
}

import { and, desc, eq, gt, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookingChanges, bookingRefunds, bookings } from '../../db/schema/bookings.ts';

/**
 * A booking's payments and how a refund is split across them (PRODUCT decisions 23 and 26, decision 040). A
 * booking holds the checkout's payment (`bookings.payment_intent_id`) and, for each change that cost more, the
 * difference's own payment (`booking_changes.payment_intent_id`, status applied). A provider refunds one payment
 * at a time and never above what that payment still holds, so a refund owed on the booking is made in parts:
 * the latest change's payment first, then the earlier changes' (latest to earliest), then the checkout's, each
 * part at most what its payment still holds (its amount less the refunds made on it, failed ones aside).
 *
 * The checkout's payment takes the rest. Its amount is not stored, but what it holds follows from what the
 * booking holds overall (its total less its refunds, which every caller caps the refund at: `committedCents`)
 * less what the changes' payments hold; so a booking with one payment is refunded exactly as before, in one part
 * on the checkout's payment.
 */

/** One provider refund of a split: the payment it is made on (null: a booking paid without an intent). */
export interface RefundPart {
  paymentIntentId: string | null;
  amountCents: number;
}

/** A change's difference payment and the cents it still holds. */
export interface HeldPayment {
  paymentIntentId: string;
  heldCents: number;
}

/**
 * Splits `amountCents` across `changePayments` (in the order given: the latest first) and then the checkout's
 * payment, which takes the rest. Parts of zero are left out. Pure.
 */
export function splitRefund(
  amountCents: number,
  changePayments: readonly HeldPayment[],
  firstIntentId: string | null,
): RefundPart[] {
  const parts: RefundPart[] = [];
  let rest = Math.max(0, amountCents);
  for (const p of changePayments) {
    const take = Math.min(rest, Math.max(0, p.heldCents));
    if (take > 0) parts.push({ paymentIntentId: p.paymentIntentId, amountCents: take });
    rest -= take;
  }
  if (rest > 0) parts.push({ paymentIntentId: firstIntentId, amountCents: rest });
  return parts;
}

/**
 * The booking's checkout intent and its change payments with what each still holds, latest first; read in the
 * caller's transaction after the booking's lock (so concurrent claims see each other's parts).
 */
export async function bookingPayments(
  tx: Db,
  bookingId: string,
): Promise<{ firstIntentId: string | null; changePayments: HeldPayment[] }> {
  const [b] = await tx
    .select({ intentId: bookings.paymentIntentId })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  const paid = await tx
    .select({ intentId: bookingChanges.paymentIntentId, cents: bookingChanges.differenceCents })
    .from(bookingChanges)
    .where(
      and(
        eq(bookingChanges.bookingId, bookingId),
        eq(bookingChanges.status, 'applied'),
        gt(bookingChanges.differenceCents, 0),
        isNotNull(bookingChanges.paymentIntentId),
      ),
    )
    .orderBy(desc(bookingChanges.appliedAt), desc(bookingChanges.createdAt), desc(bookingChanges.id));
  const firstIntentId = b?.intentId ?? null;
  if (paid.length === 0) return { firstIntentId, changePayments: [] };
  const refunded = await tx
    .select({
      intentId: bookingRefunds.paymentIntentId,
      cents: sql<string | number>`coalesce(sum(${bookingRefunds.amountCents}), 0)`,
    })
    .from(bookingRefunds)
    .where(
      and(
        eq(bookingRefunds.bookingId, bookingId),
        ne(bookingRefunds.status, 'failed'),
        isNotNull(bookingRefunds.paymentIntentId),
      ),
    )
    .groupBy(bookingRefunds.paymentIntentId);
  const given = new Map(refunded.map((r) => [r.intentId, Number(r.cents)]));
  const changePayments = paid.flatMap((p) =>
    p.intentId && p.intentId !== firstIntentId
      ? [{ paymentIntentId: p.intentId, heldCents: Math.max(0, p.cents - (given.get(p.intentId) ?? 0)) }]
      : [],
  );
  return { firstIntentId, changePayments };
}

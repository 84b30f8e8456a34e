import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { bookingRefunds } from '../../db/schema/bookings.ts';

/** The reason a customer's cancellation gives its refund ("Customer cancellation (100%)"). */
export const CANCELLATION_REFUND_REASON = 'Customer cancellation';

/** A refund as the receipt lists it: what was given back, when, and who gave it. */
export interface ReceiptRefund {
  amountCents: number;
  at: Date;
  /** An admin's refund, the customer's cancellation, or one the system made (a payment for a voided booking). */
  by: 'admin' | 'customer' | 'system';
  /** The admin who refunded (their name now); null for the others. */
  adminName: string | null;
  reason: string | null;
}

/**
 * The refunds a receipt lists: those the provider accepted (done, or on their way to the card), oldest first,
 * with the name of the admin who made each.
 */
export async function receiptRefunds(db: Db, bookingId: string): Promise<ReceiptRefund[]> {
  const rows = await db
    .select({
      amountCents: bookingRefunds.amountCents,
      at: bookingRefunds.createdAt,
      createdBy: bookingRefunds.createdBy,
      name: sql<
        string | null
      >`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.username})`,
      reason: bookingRefunds.reason,
    })
    .from(bookingRefunds)
    .leftJoin(users, eq(users.id, bookingRefunds.createdBy))
    // A change's refund of its difference is the change's own receipt line (booking-changes.ts).
    .where(and(eq(bookingRefunds.bookingId, bookingId), accepted(), isNull(bookingRefunds.changeId)))
    .orderBy(asc(bookingRefunds.createdAt), asc(bookingRefunds.id));
  return rows.map((r) => ({
    amountCents: r.amountCents,
    at: r.at,
    by: r.createdBy
      ? ('admin' as const)
      : r.reason?.startsWith(CANCELLATION_REFUND_REASON)
        ? ('customer' as const)
        : ('system' as const),
    adminName: r.createdBy ? r.name : null,
    reason: r.reason,
  }));
}

/** A refund row the provider accepted: succeeded, or pending with the provider's refund id (on its way). */
const accepted = () =>
  sql`(${bookingRefunds.status} = 'succeeded' or (${bookingRefunds.status} = 'pending' and ${bookingRefunds.providerRefundId} is not null))`;

import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookingStatusHistory } from '../../db/schema/bookings.ts';

/**
 * A cancelled booking's cancellation as its receipt states it (issue 35): when, and by whom in the customer's
 * terms (they cancelled, or we did: dispatch, a chauffeur's report, the system). Null when it was not cancelled.
 */
export interface ReceiptCancellation {
  at: Date;
  by: 'customer' | 'company';
}

export async function receiptCancellation(db: Db, bookingId: string): Promise<ReceiptCancellation | null> {
  const [row] = await db
    .select({ at: bookingStatusHistory.createdAt, actor: bookingStatusHistory.actorRole })
    .from(bookingStatusHistory)
    .where(and(eq(bookingStatusHistory.bookingId, bookingId), eq(bookingStatusHistory.toStatus, 'cancelled')))
    .orderBy(desc(bookingStatusHistory.createdAt))
    .limit(1);
  return row ? { at: row.at, by: row.actor === 'customer' ? 'customer' : 'company' } : null;
}

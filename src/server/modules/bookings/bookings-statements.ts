import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookingRatings, bookings } from '../../db/schema/bookings.ts';

export type BookingRow = typeof bookings.$inferSelect;

/** Paid, whatever happened since (a duplicate of one of these is a second payment for the same ride). */
export const PAID_STATUSES = ['confirmed', 'assigned', 'in_progress', 'completed', 'no_show'] as const;
type BookingInsert = typeof bookings.$inferInsert;

export interface BookingWithRating extends BookingRow {
  rating: number | null;
  feedback: string | null;
}

/** A booking with its customer's rating: the selection, and the row it gives flattened. */
export const withRating = {
  booking: bookings,
  rating: bookingRatings.rating,
  feedback: bookingRatings.feedback,
};

export function flatten(r: {
  booking: BookingRow;
  rating: number | null;
  feedback: string | null;
}): BookingWithRating {
  return { ...r.booking, rating: r.rating, feedback: r.feedback };
}

/** The INSERT of a booking unless its number is taken (no row then), as drizzle builds it on each call. */
export function insertUnlessNumberTaken(q: Db, row: BookingInsert): Promise<BookingRow[]> {
  return q.insert(bookings).values(row).onConflictDoNothing({ target: bookings.number }).returning();
}

const PREPARED_INSERTS_MAX = 32;
type PreparedInsert = { execute(values: Record<string, unknown>): Promise<BookingRow[]> };

/**
 * The bookings statements every checkout runs, built once (decision 031): drizzle's building of a 46-column
 * INSERT cost more than the INSERT itself (0.4 ms a booking on PostgreSQL), and a named statement is parsed and
 * planned once per connection.
 */
export function createBookingStatements(db: Db) {
  /** A booking by id with its rating (checkout, payment and every booking page read it). */
  const byId = db
    .select(withRating)
    .from(bookings)
    .leftJoin(bookingRatings, eq(bookingRatings.bookingId, bookings.id))
    .where(eq(bookings.id, sql.placeholder('id')))
    .prepare('bookings_by_id');

  /**
   * A booking about to be paid (the payment intent, the card, the confirmation read it), with whether the same
   * customer already paid the same ride (`findPaidTwin`'s rule): one statement instead of the booking, then
   * its twin.
   */
  const paid = sql.join(
    PAID_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  );
  const forPayment = db
    .select({
      ...withRating,
      paidTwin: sql<boolean>`exists (select 1 from ${bookings} as twin where twin.id <> ${bookings.id}
        and (case when ${bookings.userId} is not null then twin.user_id = ${bookings.userId}
          else twin.user_id is null and twin.customer_email = ${bookings.customerEmail} end)
        and twin.pickup_at = ${bookings.pickupAt} and twin.pickup_address = ${bookings.pickupAddress}
        and twin.destination_address = ${bookings.destinationAddress}
        and twin.vehicle_id = ${bookings.vehicleId} and twin.status in (${paid}))`,
    })
    .from(bookings)
    .leftJoin(bookingRatings, eq(bookingRatings.bookingId, bookings.id))
    .where(eq(bookings.id, sql.placeholder('id')))
    .prepare('bookings_for_payment');

  /** The booking a payment intent pays (the confirmation and the payment webhooks look it up). */
  const byPaymentIntent = db
    .select()
    .from(bookings)
    .where(eq(bookings.paymentIntentId, sql.placeholder('paymentIntentId')))
    .prepare('bookings_by_payment_intent');

  /**
   * The INSERT of a set of columns. A create gives the same columns, null or not, but for a few, so there are a
   * handful of these per process; an unusual mix past `PREPARED_INSERTS_MAX` is built each time rather than kept.
   * Nulls are written in the statement (drizzle's placeholders would pass them to the columns' encoders). Its
   * name comes from its columns: on PostgreSQL a connection refuses one name for two texts, and every instance of
   * these statements (a second one in a script, the bench) shares the pool.
   */
  const inserts = new Map<string, PreparedInsert>();
  function preparedInsert(columns: string[], nulls: string[]): PreparedInsert | undefined {
    const key = `${columns.join(',')}|${nulls.join(',')}`;
    let prepared = inserts.get(key);
    if (!prepared) {
      if (inserts.size >= PREPARED_INSERTS_MAX) return undefined;
      const values = Object.fromEntries([
        ...columns.map((c) => [c, sql.placeholder(c)]),
        ...nulls.map((c) => [c, sql`null`]),
      ]);
      prepared = db
        .insert(bookings)
        .values(values as unknown as BookingInsert)
        .onConflictDoNothing({ target: bookings.number })
        .returning()
        .prepare(`bookings_insert_${createHash('sha1').update(key).digest('hex').slice(0, 16)}`);
      inserts.set(key, prepared);
    }
    return prepared;
  }

  return {
    async findById(id: string): Promise<BookingWithRating | undefined> {
      const [row] = await byId.execute({ id });
      return row ? flatten(row) : undefined;
    },
    async findForPayment(id: string): Promise<(BookingWithRating & { paidTwin: boolean }) | undefined> {
      const [row] = await forPayment.execute({ id });
      return row ? { ...flatten(row), paidTwin: row.paidTwin } : undefined;
    },
    async findByPaymentIntent(paymentIntentId: string): Promise<BookingRow | undefined> {
      const [row] = await byPaymentIntent.execute({ paymentIntentId });
      return row;
    },
    /** Inserts unless the booking number is taken (the caller draws another); undefined then. */
    async insertNumbered(row: BookingInsert): Promise<BookingRow | undefined> {
      const entries = Object.entries(row).filter(([, v]) => v !== undefined);
      const nulls = entries.filter(([, v]) => v === null).map(([k]) => k);
      const values = Object.fromEntries(entries.filter(([, v]) => v !== null));
      const prepared = preparedInsert(Object.keys(values), nulls);
      const [created] = prepared ? await prepared.execute(values) : await insertUnlessNumberTaken(db, row);
      return created;
    },
  };
}

import { and, asc, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookingAccessTokens, bookingRatings, bookings } from '../../db/schema/bookings.ts';

export type BookingRow = typeof bookings.$inferSelect;
export interface BookingWithRating extends BookingRow {
  rating: number | null;
  feedback: string | null;
}

const withRating = {
  booking: bookings,
  rating: bookingRatings.rating,
  feedback: bookingRatings.feedback,
};

function flatten(r: {
  booking: BookingRow;
  rating: number | null;
  feedback: string | null;
}): BookingWithRating {
  return { ...r.booking, rating: r.rating, feedback: r.feedback };
}

export function createBookingsRepository(db: Db) {
  return {
    async insert(row: typeof bookings.$inferInsert): Promise<BookingRow> {
      const [created] = await db.insert(bookings).values(row).returning();
      if (!created) throw new Error('booking insert returned no row');
      return created;
    },
    /** Inserts unless the booking number is taken (the caller draws another); undefined then. */
    async insertNumbered(row: typeof bookings.$inferInsert): Promise<BookingRow | undefined> {
      const [created] = await db
        .insert(bookings)
        .values(row)
        .onConflictDoNothing({ target: bookings.number })
        .returning();
      return created;
    },
    async listForUser(userId: string): Promise<BookingWithRating[]> {
      const rows = await db
        .select(withRating)
        .from(bookings)
        .leftJoin(bookingRatings, eq(bookingRatings.bookingId, bookings.id))
        // A booking awaiting payment is not a booking yet: only paid (or later) ones are listed.
        .where(and(eq(bookings.userId, userId), ne(bookings.status, 'pending')))
        .orderBy(desc(bookings.createdAt));
      return rows.map(flatten);
    },
    /**
     * The user's earliest booking still to happen: pickup after `now`, paid and not finished (confirmed,
     * assigned or in progress). Only ever that user's own rows.
     */
    async nextUpcomingForUser(userId: string, now: Date): Promise<BookingRow | undefined> {
      const [row] = await db
        .select()
        .from(bookings)
        .where(
          and(
            eq(bookings.userId, userId),
            inArray(bookings.status, ['confirmed', 'assigned', 'in_progress']),
            gt(bookings.pickupAt, now),
          ),
        )
        .orderBy(asc(bookings.pickupAt), asc(bookings.id))
        .limit(1);
      return row;
    },
    async findById(id: string): Promise<BookingWithRating | undefined> {
      const [row] = await db
        .select(withRating)
        .from(bookings)
        .leftJoin(bookingRatings, eq(bookingRatings.bookingId, bookings.id))
        .where(eq(bookings.id, id));
      return row ? flatten(row) : undefined;
    },
    async findByNumber(number: string): Promise<BookingWithRating | undefined> {
      const [row] = await db
        .select(withRating)
        .from(bookings)
        .leftJoin(bookingRatings, eq(bookingRatings.bookingId, bookings.id))
        .where(eq(bookings.number, number.toUpperCase()));
      return row ? flatten(row) : undefined;
    },
    async findByPaymentIntent(paymentIntentId: string): Promise<BookingRow | undefined> {
      const [row] = await db.select().from(bookings).where(eq(bookings.paymentIntentId, paymentIntentId));
      return row;
    },
    /** Ties a payment intent to a pending booking once; false when another intent got there first. */
    async attachPaymentIntent(
      bookingId: string,
      provider: string,
      paymentIntentId: string,
    ): Promise<boolean> {
      const rows = await db
        .update(bookings)
        .set({ paymentProvider: provider, paymentIntentId, updatedAt: new Date() })
        .where(and(eq(bookings.id, bookingId), isNull(bookings.paymentIntentId)))
        .returning({ id: bookings.id });
      return rows.length > 0;
    },
    /**
     * pending -> confirmed for the booking's own payment, in one conditional statement: of any number of
     * concurrent confirmations (browser, webhook, retries) exactly one gets the row back.
     */
    async confirmPaid(input: {
      bookingId: string;
      paymentIntentId: string;
      amountCents: number;
      paymentMethod: string | null;
      paidAt: Date;
    }): Promise<BookingRow | undefined> {
      const [row] = await db
        .update(bookings)
        .set({
          status: 'confirmed',
          paidAt: input.paidAt,
          paymentMethod: input.paymentMethod,
          updatedAt: input.paidAt,
        })
        .where(
          and(
            eq(bookings.id, input.bookingId),
            eq(bookings.status, 'pending'),
            eq(bookings.paymentIntentId, input.paymentIntentId),
            eq(bookings.totalCents, input.amountCents),
          ),
        )
        .returning();
      return row;
    },
    async insertAccessToken(bookingId: string, tokenHash: string): Promise<void> {
      await db.insert(bookingAccessTokens).values({ bookingId, tokenHash });
    },
    async accessTokenMatches(bookingId: string, tokenHash: string): Promise<boolean> {
      const [row] = await db
        .select({ one: sql<number>`1` })
        .from(bookingAccessTokens)
        .where(
          and(eq(bookingAccessTokens.bookingId, bookingId), eq(bookingAccessTokens.tokenHash, tokenHash)),
        );
      return Boolean(row);
    },
    /** False when the booking already has a rating (primary key): a trip is rated once. */
    async insertRating(row: typeof bookingRatings.$inferInsert): Promise<boolean> {
      const created = await db.insert(bookingRatings).values(row).onConflictDoNothing().returning();
      return created.length > 0;
    },
  };
}
export type BookingsRepository = ReturnType<typeof createBookingsRepository>;

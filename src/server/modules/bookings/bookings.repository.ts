import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookingRatings, bookings } from '../../db/schema/bookings.ts';

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
    async listForUser(userId: string): Promise<BookingWithRating[]> {
      const rows = await db
        .select(withRating)
        .from(bookings)
        .leftJoin(bookingRatings, eq(bookingRatings.bookingId, bookings.id))
        .where(eq(bookings.userId, userId))
        .orderBy(desc(bookings.createdAt));
      return rows.map(flatten);
    },
    async findById(id: string): Promise<BookingWithRating | undefined> {
      const [row] = await db
        .select(withRating)
        .from(bookings)
        .leftJoin(bookingRatings, eq(bookingRatings.bookingId, bookings.id))
        .where(eq(bookings.id, id));
      return row ? flatten(row) : undefined;
    },
    /** False when the booking already has a rating (primary key): a trip is rated once. */
    async insertRating(row: typeof bookingRatings.$inferInsert): Promise<boolean> {
      const created = await db.insert(bookingRatings).values(row).onConflictDoNothing().returning();
      return created.length > 0;
    },
  };
}
export type BookingsRepository = ReturnType<typeof createBookingsRepository>;

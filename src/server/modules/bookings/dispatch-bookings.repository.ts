import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { bookingNotes, bookingPayLinks } from '../../db/schema/dispatch.ts';

export type BookingNoteRow = typeof bookingNotes.$inferSelect;

/** The rows of dispatch's bookings (decision 045): customer look-up, payment links, internal notes. */
export function createDispatchBookingsRepository(db: Db) {
  return {
    /** Customer accounts whose name, email or phone contains `q` (at most 10, by name). */
    async searchCustomers(q: string) {
      const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const digits = q.replace(/\D/g, '');
      return db
        .select({
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          phone: users.phone,
          locale: users.locale,
        })
        .from(users)
        .where(
          and(
            eq(users.role, 'passenger'),
            or(
              ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like),
              ilike(users.email, like),
              ...(digits.length >= 3
                ? [sql`regexp_replace(coalesce(${users.phone}, ''), '[^0-9]', '', 'g') like ${`%${digits}%`}`]
                : []),
            ),
          ),
        )
        .orderBy(asc(users.firstName), asc(users.lastName))
        .limit(10);
    },

    async findCustomer(id: string) {
      const [u] = await db
        .select()
        .from(users)
        .where(and(eq(users.id, id), eq(users.role, 'passenger')));
      return u;
    },

    async insertPayLink(
      bookingId: string,
      tokenHash: string,
      createdByUserId: string | null,
      q: Db = db,
      changeId: string | null = null,
    ) {
      await q.insert(bookingPayLinks).values({ bookingId, tokenHash, createdByUserId, changeId });
    },

    /** The link's booking, and the change whose difference it pays (null: the booking's own payment). */
    async payLink(tokenHash: string): Promise<{ bookingId: string; changeId: string | null } | undefined> {
      const [row] = await db
        .select({ bookingId: bookingPayLinks.bookingId, changeId: bookingPayLinks.changeId })
        .from(bookingPayLinks)
        .where(eq(bookingPayLinks.tokenHash, tokenHash));
      return row;
    },

    notes(bookingId: string): Promise<BookingNoteRow[]> {
      return db
        .select()
        .from(bookingNotes)
        .where(eq(bookingNotes.bookingId, bookingId))
        .orderBy(asc(bookingNotes.createdAt));
    },

    async insertNote(row: typeof bookingNotes.$inferInsert, q: Db = db): Promise<BookingNoteRow> {
      const [created] = await q.insert(bookingNotes).values(row).returning();
      if (!created) throw new Error('note insert returned no row');
      return created;
    },
  };
}
export type DispatchBookingsRepository = ReturnType<typeof createDispatchBookingsRepository>;

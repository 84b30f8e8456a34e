import { and, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { companyMembers } from '../../db/schema/companies.ts';
import { containsPattern } from '../admin/admin-query.ts';

export type BookingRow = typeof bookings.$inferSelect;

/** Which of a company's rides a member sees (decision 056): all (admins), or those they booked or ride. */
export interface Visibility {
  companyId: string;
  all: boolean;
  /** Rides booked by this account (a booker). */
  bookedBy?: string | undefined;
  /** Rides of this traveller (a traveller). */
  riddenBy?: string | undefined;
}

export interface BookingFilter {
  traveller?: string | undefined;
  booker?: string | undefined;
  reference?: string | undefined;
  /** [from, to) instants (a New York month). */
  from?: Date | undefined;
  to?: Date | undefined;
}

const traveller = alias(users, 'traveller');
const booker = alias(users, 'booker');

/** The rows a member may see: the company's, narrowed by their roles (nothing when no role applies). */
function visible(v: Visibility): SQL {
  const own = eq(bookings.companyId, v.companyId);
  if (v.all) return own;
  const mine: SQL[] = [];
  if (v.bookedBy) mine.push(eq(bookings.userId, v.bookedBy));
  if (v.riddenBy) mine.push(eq(bookings.travellerUserId, v.riddenBy));
  if (!mine.length) return sql`false`;
  return and(own, or(...mine)) as SQL;
}

/** The company portal's reads (decision 056): always scoped to one company and the caller's visibility. */
export function createPortalRepository(db: Db) {
  return {
    db,

    async bookings(v: Visibility, f: BookingFilter, page: number, pageSize: number) {
      const where: SQL[] = [visible(v)];
      if (f.traveller) where.push(eq(bookings.travellerUserId, f.traveller));
      if (f.booker) where.push(eq(bookings.userId, f.booker));
      if (f.from) where.push(gte(bookings.pickupAt, f.from));
      if (f.to) where.push(lt(bookings.pickupAt, f.to));
      if (f.reference) {
        where.push(
          sql`exists (select 1 from jsonb_each_text(coalesce(${bookings.companyReferences}, '{}'::jsonb)) e where e.value ilike ${containsPattern(f.reference)})`,
        );
      }
      const condition = and(...where);
      const [count] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(bookings)
        .where(condition);
      const rows = await db
        .select({
          booking: bookings,
          travellerFirst: traveller.firstName,
          travellerLast: traveller.lastName,
          bookerFirst: booker.firstName,
          bookerLast: booker.lastName,
        })
        .from(bookings)
        .leftJoin(traveller, eq(traveller.id, bookings.travellerUserId))
        .leftJoin(booker, eq(booker.id, bookings.userId))
        .where(condition)
        .orderBy(desc(bookings.pickupAt), desc(bookings.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      return { total: count?.n ?? 0, rows };
    },

    /** One ride by number, if the member may see it (else undefined: not revealed). */
    async booking(v: Visibility, number: string): Promise<BookingRow | undefined> {
      const [row] = await db
        .select()
        .from(bookings)
        .where(and(visible(v), eq(bookings.number, number)));
      return row;
    },

    /**
     * The company's rides on account picked up in [from, to): total less refunds, pending ones left out; a
     * cancellation counts the fee it kept (decision 058: its refunded_cents is what the terms gave back).
     */
    async runningTotal(companyId: string, from: Date, to: Date): Promise<number> {
      const [row] = await db
        .select({
          cents: sql<number>`coalesce(sum(${bookings.totalCents} - ${bookings.refundedCents}), 0)::int`,
        })
        .from(bookings)
        .where(
          and(
            eq(bookings.companyId, companyId),
            eq(bookings.paymentMethod, 'account'),
            gte(bookings.pickupAt, from),
            lt(bookings.pickupAt, to),
            // A cancelled ride counts the fee it kept (decision 058: refunded_cents is what the terms gave back).
            sql`${bookings.status} <> 'pending'`,
          ),
        );
      return row?.cents ?? 0;
    },

    /** Every member of the company, current or past (the admins' filters), by name. */
    async people(companyId: string): Promise<{ userId: string; name: string }[]> {
      const rows = await db
        .selectDistinct({ userId: users.id, firstName: users.firstName, lastName: users.lastName })
        .from(companyMembers)
        .innerJoin(users, eq(users.id, companyMembers.userId))
        .where(eq(companyMembers.companyId, companyId))
        .orderBy(users.firstName, users.lastName, users.id);
      return rows.map((r) => ({ userId: r.userId, name: `${r.firstName} ${r.lastName}`.trim() }));
    },
  };
}
export type PortalRepository = ReturnType<typeof createPortalRepository>;

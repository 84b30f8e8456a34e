import { and, asc, desc, eq, gte, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { driverTrips, drivers } from '../../db/schema/drivers.ts';
import { tripExtras } from '../../db/schema/extras.ts';
import { driverSettlements, settlementAdjustments, settlementItems } from '../../db/schema/settlements.ts';
import type { MoneyLine } from '../../../shared/domain/money-split.ts';
import { type AuditEntryInput, recordAudit } from '../admin/audit.ts';

export type SettlementRow = typeof driverSettlements.$inferSelect;
export type SettlementItemRow = typeof settlementItems.$inferSelect;

/** PostgreSQL's unique_violation (23505) on the named index, through pg and PGlite (possibly wrapped). */
function isUniqueViolation(err: unknown, index: string): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505' && (constraint === undefined || constraint === index)) return true;
  }
  return false;
}

/** A trip not yet on a paid statement: completed or no-show (both earn, decision 044). */
export interface OpenTripRow {
  id: string;
  driverId: string;
  bookingNumber: string;
  completedAt: Date;
  earningsCents: number | null;
  priceLines: MoneyLine[];
  taxCents: number;
  totalCents: number;
}

/** An extra line the chauffeur is paid for, not yet on a paid statement; `occurredAt` names its week. */
export interface OpenExtraRow {
  id: string;
  driverId: string;
  kind: 'waiting' | 'toll' | 'parking' | 'tip';
  amountCents: number;
  note: string | null;
  bookingNumber: string;
  occurredAt: Date;
}

export interface OpenAdjustmentRow {
  id: string;
  driverId: string;
  weekStart: string;
  amountCents: number;
  reason: string;
  createdAt: Date;
}

/** Which lines to read: one chauffeur's or everyone's, from an instant / a week on, up to an instant / a week. */
export interface OpenLinesFilter {
  driverId?: string;
  from?: { at: Date; week: string };
  to: { at: Date; week: string };
}

const EARNED = ['completed', 'no_show'] as const;
/** The trip's completion names the week of its extra lines; an extra without a finished trip, its own time. */
const unclaimed = (id: typeof driverTrips.id | typeof tripExtras.id | typeof settlementAdjustments.id) =>
  sql`not exists (select 1 from ${settlementItems} where ${settlementItems.sourceId} = ${id})`;

const driverName = sql<string>`coalesce(nullif(trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')), ''), ${users.email})`;

function queries(q: Db) {
  return {
    /** The weeks already paid (week starts), of one chauffeur or of all, up to `upTo` when given. */
    async paidWeeks(filter: {
      driverId?: string;
      upTo?: string;
    }): Promise<{ driverId: string; weekStart: string }[]> {
      const where = [];
      if (filter.driverId) where.push(eq(driverSettlements.driverId, filter.driverId));
      if (filter.upTo) where.push(lte(driverSettlements.weekStart, filter.upTo));
      return q
        .select({ driverId: driverSettlements.driverId, weekStart: driverSettlements.weekStart })
        .from(driverSettlements)
        .where(where.length > 0 ? and(...where) : undefined);
    },

    async openTrips(f: OpenLinesFilter): Promise<OpenTripRow[]> {
      const rows = await q
        .select({
          id: driverTrips.id,
          driverId: driverTrips.driverId,
          bookingNumber: bookings.number,
          completedAt: driverTrips.completedAt,
          earningsCents: driverTrips.earningsCents,
          priceLines: bookings.priceLines,
          taxCents: bookings.taxCents,
          totalCents: bookings.totalCents,
        })
        .from(driverTrips)
        .innerJoin(bookings, eq(bookings.id, driverTrips.bookingId))
        .where(
          and(
            inArray(driverTrips.status, [...EARNED]),
            f.driverId ? eq(driverTrips.driverId, f.driverId) : undefined,
            f.from ? gte(driverTrips.completedAt, f.from.at) : undefined,
            lt(driverTrips.completedAt, f.to.at),
            unclaimed(driverTrips.id),
          ),
        )
        .orderBy(asc(driverTrips.completedAt));
      return rows.flatMap((r) => (r.completedAt ? [{ ...r, completedAt: r.completedAt }] : []));
    },

    /**
     * Waiting time and tips once charged; tolls and parking once approved (the chauffeur paid them whether or
     * not the customer has paid yet).
     */
    async openExtras(f: OpenLinesFilter): Promise<OpenExtraRow[]> {
      const occurredAt = sql<Date>`coalesce(${driverTrips.completedAt}, ${tripExtras.createdAt})`.mapWith(
        (v: string | Date) => new Date(v),
      );
      const rows = await q
        .select({
          id: tripExtras.id,
          driverId: tripExtras.driverId,
          kind: tripExtras.kind,
          amountCents: tripExtras.amountCents,
          note: tripExtras.note,
          bookingNumber: bookings.number,
          occurredAt,
        })
        .from(tripExtras)
        .innerJoin(bookings, eq(bookings.id, tripExtras.bookingId))
        .leftJoin(
          driverTrips,
          and(
            eq(driverTrips.bookingId, tripExtras.bookingId),
            eq(driverTrips.driverId, tripExtras.driverId),
            inArray(driverTrips.status, [...EARNED]),
          ),
        )
        .where(
          and(
            f.driverId ? eq(tripExtras.driverId, f.driverId) : sql`${tripExtras.driverId} is not null`,
            or(
              and(inArray(tripExtras.kind, ['waiting', 'tip']), eq(tripExtras.status, 'charged')),
              and(
                inArray(tripExtras.kind, ['toll', 'parking']),
                inArray(tripExtras.status, ['approved', 'charged']),
              ),
            ),
            f.from ? sql`${occurredAt} >= ${f.from.at}` : undefined,
            sql`${occurredAt} < ${f.to.at}`,
            unclaimed(tripExtras.id),
          ),
        )
        .orderBy(asc(occurredAt), asc(tripExtras.createdAt));
      return rows.flatMap((r) => (r.driverId ? [{ ...r, driverId: r.driverId }] : []));
    },

    async openAdjustments(f: OpenLinesFilter): Promise<OpenAdjustmentRow[]> {
      return q
        .select({
          id: settlementAdjustments.id,
          driverId: settlementAdjustments.driverId,
          weekStart: settlementAdjustments.weekStart,
          amountCents: settlementAdjustments.amountCents,
          reason: settlementAdjustments.reason,
          createdAt: settlementAdjustments.createdAt,
        })
        .from(settlementAdjustments)
        .where(
          and(
            f.driverId ? eq(settlementAdjustments.driverId, f.driverId) : undefined,
            f.from ? gte(settlementAdjustments.weekStart, f.from.week) : undefined,
            lte(settlementAdjustments.weekStart, f.to.week),
            unclaimed(settlementAdjustments.id),
          ),
        )
        .orderBy(asc(settlementAdjustments.createdAt));
    },

    /** Paid statements with the name of the admin who paid them: one chauffeur's (newest first) or one week's. */
    async settlements(filter: { driverId?: string; weekStart?: string }) {
      return q
        .select({ settlement: driverSettlements, paidBy: driverName })
        .from(driverSettlements)
        .leftJoin(users, eq(users.id, driverSettlements.paidByUserId))
        .where(
          and(
            filter.driverId ? eq(driverSettlements.driverId, filter.driverId) : undefined,
            filter.weekStart ? eq(driverSettlements.weekStart, filter.weekStart) : undefined,
          ),
        )
        .orderBy(desc(driverSettlements.weekStart));
    },

    async settlementItems(settlementId: string): Promise<SettlementItemRow[]> {
      return q
        .select()
        .from(settlementItems)
        .where(eq(settlementItems.settlementId, settlementId))
        .orderBy(asc(settlementItems.occurredAt), asc(settlementItems.id));
    },

    /** The chauffeurs' names (a chauffeur: an account with the driver role). */
    async driverNames(ids: readonly string[]): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const rows = await q
        .select({ id: users.id, name: driverName })
        .from(users)
        .where(and(inArray(users.id, [...ids]), eq(users.role, 'driver')));
      return new Map(rows.map((r) => [r.id, r.name]));
    },

    /** Whether the account has its chauffeur profile (an applicant's driver account does not yet). */
    async hasDriverProfile(userId: string): Promise<boolean> {
      const [row] = await q.select({ id: drivers.userId }).from(drivers).where(eq(drivers.userId, userId));
      return row !== undefined;
    },

    async insertAdjustment(row: typeof settlementAdjustments.$inferInsert) {
      const [created] = await q.insert(settlementAdjustments).values(row).returning();
      if (!created) throw new Error('settlement adjustment insert returned no row');
      return created;
    },

    /** The statement's row; null when the week is already paid (the unique index decides a race). */
    async insertSettlement(row: typeof driverSettlements.$inferInsert): Promise<SettlementRow | null> {
      const [created] = await q.insert(driverSettlements).values(row).onConflictDoNothing().returning();
      return created ?? null;
    },

    /** The paid statement's lines; false when one of them is already on another paid statement. */
    async insertItems(rows: (typeof settlementItems.$inferInsert)[]): Promise<boolean> {
      if (rows.length === 0) return true;
      try {
        await q.insert(settlementItems).values(rows);
        return true;
      } catch (err) {
        if (isUniqueViolation(err, 'settlement_items_source_key')) return false;
        throw err;
      }
    },

    async audit(entry: AuditEntryInput): Promise<void> {
      await recordAudit(q, entry);
    },
  };
}
export type SettlementsQueries = ReturnType<typeof queries>;

/** The only Drizzle user of the settlements module. */
export function createSettlementsRepository(db: Db) {
  return {
    ...queries(db),
    /** Runs `fn` in one transaction, with the same queries bound to it. */
    transaction<T>(fn: (tx: SettlementsQueries) => Promise<T>): Promise<T> {
      return db.transaction((tx) => fn(queries(tx as unknown as Db)));
    },
  };
}
export type SettlementsRepository = ReturnType<typeof createSettlementsRepository>;

import { and, asc, count, desc, eq, gte, ilike, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AdminBookingSort } from '../../../shared/contracts/admin-bookings.ts';
import type { BookingStatus } from '../../../shared/domain/booking-status.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { bookingRefunds, bookingStatusHistory, bookings } from '../../db/schema/bookings.ts';
import { companies } from '../../db/schema/companies.ts';
import { driverTrips, drivers } from '../../db/schema/drivers.ts';
import { emailOutbox } from '../../db/schema/email.ts';
import { isEarned, netRevenueSql } from './money-sql.ts';
import { accountName, containsPattern } from './admin-query.ts';

/** The columns of a row of the admin list and of the CSV (not the route, the price lines nor the extras). */
const LIST_COLUMNS = {
  id: bookings.id,
  number: bookings.number,
  status: bookings.status,
  customerName: bookings.customerName,
  customerEmail: bookings.customerEmail,
  customerPhone: bookings.customerPhone,
  passengerName: bookings.passengerName,
  passengerPhone: bookings.passengerPhone,
  passengerEmail: bookings.passengerEmail,
  serviceType: bookings.serviceType,
  serviceName: bookings.serviceName,
  pickupAddress: bookings.pickupAddress,
  pickupPinned: bookings.pickupPinned,
  destinationPinned: bookings.destinationPinned,
  pickupNearest: bookings.pickupNearest,
  destinationNearest: bookings.destinationNearest,
  destinationAddress: bookings.destinationAddress,
  pickupAt: bookings.pickupAt,
  // The way back of a return trip: the last day its chauffeur's documents must be current (decision 32).
  returnAt: bookings.returnAt,
  vehicleId: bookings.vehicleId,
  vehicleName: bookings.vehicleName,
  passengers: bookings.passengers,
  bags: bookings.bags,
  totalCents: bookings.totalCents,
  paidAt: bookings.paidAt,
  refundedCents: bookings.refundedCents,
  driverId: bookings.driverId,
  driverName: bookings.driverName,
  createdAt: bookings.createdAt,
  dispatchFlag: bookings.dispatchFlag,
  dispatchFlaggedAt: bookings.dispatchFlaggedAt,
  companyId: bookings.companyId,
};
/** A booking as stored (the bookings lifecycle's reads answer these). */
export type BookingRecord = typeof bookings.$inferSelect;
export type AdminListRow = Pick<BookingRecord, keyof typeof LIST_COLUMNS>;

export interface AdminBookingFilters {
  status?: BookingStatus | undefined;
  q?: string | undefined;
  /** The rides booked under this company (issue 38). */
  companyId?: string | undefined;
  dateField: 'pickup' | 'created';
  /** Inclusive. */
  from?: Date | undefined;
  /** Exclusive. */
  to?: Date | undefined;
}

const ORDER: Record<Exclude<AdminBookingSort, 'pickup_asc'>, SQL[]> = {
  created_desc: [desc(bookings.createdAt), desc(bookings.id)],
  created_asc: [asc(bookings.createdAt), asc(bookings.id)],
  pickup_desc: [desc(bookings.pickupAt), desc(bookings.id)],
  amount_desc: [desc(bookings.totalCents), desc(bookings.createdAt), desc(bookings.id)],
  amount_asc: [asc(bookings.totalCents), desc(bookings.createdAt), desc(bookings.id)],
};

/**
 * "Pickup, soonest first": the rides still to come, the soonest first, then the past ones, the latest first (a
 * ride of last May is not the next one to dispatch).
 */
function upcomingFirst(now: Date): SQL[] {
  const at = sql`${now.toISOString()}::timestamptz`;
  return [
    sql`(${bookings.pickupAt} < ${at}) asc`,
    sql`case when ${bookings.pickupAt} >= ${at} then ${bookings.pickupAt} end asc`,
    desc(bookings.pickupAt),
    asc(bookings.id),
  ];
}

const order = (sort: AdminBookingSort, now: Date) =>
  sort === 'pickup_asc' ? upcomingFirst(now) : ORDER[sort];

/** The fields the search looks in (`bookings.search_text` holds them lower-cased, one a line). */
const SEARCHED = [
  bookings.number,
  bookings.customerName,
  bookings.customerEmail,
  bookings.customerPhone,
  bookings.passengerName,
  bookings.passengerEmail,
  bookings.passengerPhone,
  bookings.driverName,
  bookings.pickupAddress,
  bookings.destinationAddress,
];

/**
 * Any searched field contains `q`, case-insensitively (decision 048): through the trigram index on
 * `search_text`; a text with a line break (which the index's lines cannot hold) field by field.
 */
function searchMatches(q: string): SQL {
  if (q.includes('\n')) {
    const p = containsPattern(q);
    return or(...SEARCHED.map((c) => ilike(c, p))) as SQL;
  }
  // Lower-cased by the database, as ILIKE does and as the column is.
  return sql`${bookings.searchText} like lower(${containsPattern(q)})`;
}

function where(f: AdminBookingFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (f.status) conditions.push(eq(bookings.status, f.status));
  if (f.q) conditions.push(searchMatches(f.q));
  if (f.companyId) conditions.push(eq(bookings.companyId, f.companyId));
  const column = f.dateField === 'created' ? bookings.createdAt : bookings.pickupAt;
  if (f.from) conditions.push(gte(column, f.from));
  if (f.to) conditions.push(lt(column, f.to));
  return conditions.length ? and(...conditions) : undefined;
}

export interface AdminBookingDetailParts {
  history: {
    fromStatus: BookingStatus;
    toStatus: BookingStatus;
    actorRole: 'customer' | 'driver' | 'admin' | 'system';
    actorName: string | null;
    reason: string | null;
    createdAt: Date;
  }[];
  emails: (typeof emailOutbox.$inferSelect)[];
  trips: (typeof driverTrips.$inferSelect & { driverName: string })[];
  /** The latest refund attempt (the detail's headline). */
  refund: (typeof bookingRefunds.$inferSelect & { byName: string | null }) | null;
  /** Every refund attempt, oldest first: refunds add up (decision 23); failed ones count for nothing. */
  refunds: (typeof bookingRefunds.$inferSelect & { byName: string | null })[];
}

/**
 * The back office's reads of bookings (the filtered list in one count and one page query, the summary in one
 * aggregate, the detail's history, emails, trips and refund) and its writes besides status changes: the
 * refund rows and the refunded amount. Status changes go through the bookings lifecycle.
 */
export function createAdminBookingsRepository(db: Db) {
  return {
    transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => fn(tx));
    },

    /**
     * One page of the filtered list and the count of all that match, in one scan (the count is a window over
     * the matches); a page past the end has no row to carry it, so only then is it counted on its own.
     */
    async page(f: AdminBookingFilters, sort: AdminBookingSort, offset: number, limit: number, now: Date) {
      const condition = where(f);
      const found = await db
        .select({
          ...LIST_COLUMNS,
          // The company the ride is booked under (issue 38): the list's Company column.
          companyLegalName: companies.legalName,
          total: sql<number>`count(*) over ()`.mapWith(Number),
        })
        .from(bookings)
        .leftJoin(companies, eq(companies.id, bookings.companyId))
        .where(condition)
        .orderBy(...order(sort, now))
        .limit(limit)
        .offset(offset);
      const rows = found.map(({ total: _total, ...row }) => row);
      if (found[0]) return { rows, total: found[0].total };
      if (offset === 0) return { rows, total: 0 };
      const [counted] = await db.select({ n: count() }).from(bookings).where(condition);
      return { rows, total: Number(counted?.n ?? 0) };
    },

    /**
     * The stage stamps of each booking's latest trip that was not handed back (decision 28: the list's stage
     * column), by booking id; one query for a page.
     */
    async tripStamps(bookingIds: string[]) {
      const out = new Map<
        string,
        Pick<typeof driverTrips.$inferSelect, 'status' | 'onTheWayAt' | 'arrivedAt' | 'startedAt'>
      >();
      if (bookingIds.length === 0) return out;
      const rows = await db
        .select({
          bookingId: driverTrips.bookingId,
          status: driverTrips.status,
          onTheWayAt: driverTrips.onTheWayAt,
          arrivedAt: driverTrips.arrivedAt,
          startedAt: driverTrips.startedAt,
        })
        .from(driverTrips)
        .where(and(inArray(driverTrips.bookingId, bookingIds), ne(driverTrips.status, 'cancelled')))
        .orderBy(desc(driverTrips.acceptedAt));
      for (const { bookingId, ...stamps } of rows) if (!out.has(bookingId)) out.set(bookingId, stamps);
      return out;
    },

    /** The filtered list without paging (CSV), at most `limit` rows. */
    async all(
      f: AdminBookingFilters,
      sort: AdminBookingSort,
      limit: number,
      now: Date,
    ): Promise<Array<AdminListRow & { companyLegalName: string | null }>> {
      return (
        db
          .select({ ...LIST_COLUMNS, companyLegalName: companies.legalName })
          .from(bookings)
          // The company the ride is booked under (issue 38): the CSV's Company column.
          .leftJoin(companies, eq(companies.id, bookings.companyId))
          .where(where(f))
          .orderBy(...order(sort, now))
          .limit(limit)
      );
    },

    /** The summary cards over every booking: one aggregate with FILTER clauses. */
    async summary(dayStart: Date, dayEnd: Date) {
      const start = sql`${dayStart.toISOString()}::timestamptz`;
      const end = sql`${dayEnd.toISOString()}::timestamptz`;
      const [row] = await db
        .select({
          total: sql<number>`count(*)::int`,
          pending: sql<number>`(count(*) filter (where ${bookings.status} = 'pending'))::int`,
          inProgress: sql<number>`(count(*) filter (where ${bookings.status} = 'in_progress'))::int`,
          // Net revenue of the bookings made today that earned it (analytics' definition, decision 044).
          revenueToday: sql<string>`coalesce(sum(${netRevenueSql()}) filter (where ${isEarned} and ${bookings.createdAt} >= ${start} and ${bookings.createdAt} < ${end}), 0)::text`,
        })
        .from(bookings);
      return {
        total: Number(row?.total ?? 0),
        pending: Number(row?.pending ?? 0),
        inProgress: Number(row?.inProgress ?? 0),
        revenueTodayCents: Number(row?.revenueToday ?? 0),
      };
    },

    /** The detail's history (with who), emails, driver trips (with the driver) and refund (with who). */
    async detailParts(bookingId: string): Promise<AdminBookingDetailParts> {
      const [history, emails, trips, refunds] = await Promise.all([
        db
          .select({
            fromStatus: bookingStatusHistory.fromStatus,
            toStatus: bookingStatusHistory.toStatus,
            actorRole: bookingStatusHistory.actorRole,
            actorName: sql<
              string | null
            >`case when ${users.id} is null then null else ${accountName(users)} end`,
            reason: bookingStatusHistory.reason,
            createdAt: bookingStatusHistory.createdAt,
          })
          .from(bookingStatusHistory)
          .leftJoin(users, eq(users.id, bookingStatusHistory.actorUserId))
          .where(eq(bookingStatusHistory.bookingId, bookingId))
          .orderBy(asc(bookingStatusHistory.createdAt), asc(bookingStatusHistory.id)),
        db
          .select()
          .from(emailOutbox)
          .where(eq(emailOutbox.bookingId, bookingId))
          .orderBy(asc(emailOutbox.createdAt), asc(emailOutbox.id)),
        db
          .select({ trip: driverTrips, driverName: accountName(users) })
          .from(driverTrips)
          .innerJoin(users, eq(users.id, driverTrips.driverId))
          .where(eq(driverTrips.bookingId, bookingId))
          .orderBy(asc(driverTrips.acceptedAt), asc(driverTrips.id)),
        db
          .select({
            refund: bookingRefunds,
            byName: sql<
              string | null
            >`case when ${users.id} is null then null else ${accountName(users)} end`,
          })
          .from(bookingRefunds)
          .leftJoin(users, eq(users.id, bookingRefunds.createdBy))
          .where(eq(bookingRefunds.bookingId, bookingId))
          .orderBy(asc(bookingRefunds.createdAt), asc(bookingRefunds.id)),
      ]);
      const all = refunds.map((r) => ({ ...r.refund, byName: r.byName }));
      return {
        history,
        emails,
        trips: trips.map((t) => ({ ...t.trip, driverName: t.driverName })),
        refund: all.at(-1) ?? null,
        refunds: all,
      };
    },

    /** Every driver not suspended, with their account (the assign list, issue 35), by name. */
    async activeDrivers() {
      return db
        .select({
          driver: drivers,
          person: { id: users.id, firstName: users.firstName, lastName: users.lastName, phone: users.phone },
        })
        .from(drivers)
        .innerJoin(users, eq(users.id, drivers.userId))
        .where(and(eq(users.role, 'driver'), sql`${drivers.status} <> 'suspended'`))
        .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
    },

    /**
     * A driver with their account, the driver row locked for the caller's transaction (two assignments or
     * accepts of one driver wait for each other); undefined for an unknown driver.
     */
    async lockDriver(tx: Db, driverId: string) {
      const [row] = await tx
        .select({
          driver: drivers,
          person: { id: users.id, firstName: users.firstName, lastName: users.lastName, phone: users.phone },
          role: users.role,
        })
        .from(drivers)
        .innerJoin(users, eq(users.id, drivers.userId))
        .where(eq(drivers.userId, driverId))
        .for('update', { of: drivers });
      return row;
    },
  };
}
export type AdminBookingsRepository = ReturnType<typeof createAdminBookingsRepository>;

import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/accounts.ts';
import { bookingRatings, bookings } from '../../db/schema/bookings.ts';
import { driverApplications, driverTrips, drivers } from '../../db/schema/drivers.ts';
import {
  ADMIN_DRIVER_STATES,
  DRIVER_STALE_MINUTES,
  type AdminDriverState,
} from '../../../shared/contracts/admin-drivers.ts';
import { accountName, anyContains } from './admin-query.ts';

export type StoredDriverStatus = (typeof drivers.$inferSelect)['status'];
const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/**
 * Is the driver driving a trip right now (in progress)? A ride assigned for later does not make them busy:
 * availability is per ride (decision 31, issue 35). Served by driver_trips_driver_idx.
 */
const onLiveTrip = sql`exists (select 1 from ${driverTrips} where ${driverTrips.driverId} = ${drivers.userId}
  and ${driverTrips.status} = 'in_progress')`;

/**
 * What the dispatcher reads, computed from the stored status, the live trips and the last position:
 * suspended (stored) before busy (a live trip) before offline (stored offline, or no position for
 * `DRIVER_STALE_MINUTES`) before available.
 */
export function availabilitySql(now: Date): SQL<AdminDriverState> {
  const staleBefore = new Date(now.getTime() - DRIVER_STALE_MINUTES * 60_000);
  return sql<AdminDriverState>`(case
    when ${drivers.status} = 'suspended' then 'suspended'
    when ${onLiveTrip} then 'busy'
    when ${drivers.status} = 'offline' or ${drivers.locationAt} is null
      or ${drivers.locationAt} < ${at(staleBefore)} then 'offline'
    else 'available' end)`;
}

/** The dispatcher's order: available first, then busy, offline, suspended; by name within each. */
function availabilityRank(now: Date): SQL<number> {
  const cases = ADMIN_DRIVER_STATES.map((s, i) => sql`when ${s} then ${i}`);
  return sql<number>`(case ${availabilitySql(now)} ${sql.join(cases, sql` `)} end)`;
}

/**
 * Each driver's completed trips and the ratings of their bookings, one index walk per driver (a lateral
 * join: two hundred drivers are two hundred small lookups, not a scan of every trip).
 */
const stats = sql`lateral (
  select count(*)::int as trips, avg(${bookingRatings.rating})::float8 as rating,
    count(${bookingRatings.rating})::int as rating_count
  from ${driverTrips}
  left join ${bookingRatings} on ${bookingRatings.bookingId} = ${driverTrips.bookingId}
  where ${driverTrips.driverId} = ${drivers.userId} and ${driverTrips.status} = 'completed'
) as stats`;

export interface DriverListFilter {
  now: Date;
  availability?: AdminDriverState | undefined;
  q?: string | undefined;
  id?: string | undefined;
}

/** "Name, email, phone or plate": contains, case-insensitive. */
function searchSql(q: string): SQL {
  const text = anyContains(q, [
    accountName(users),
    sql`${users.email}`,
    sql`coalesce(${users.phone}, '')`,
    sql`${drivers.licensePlate}`,
  ]);
  // A phone number as typed ("917-555-0199", "(917) 555 0199") also matches by its digits alone.
  const digits = /^[\d\s()+.-]+$/.test(q) ? q.replace(/\D/g, '') : '';
  if (digits.length < 3) return sql`(${text})`;
  return sql`(${text} or regexp_replace(coalesce(${users.phone}, ''), '[^0-9]', '', 'g') like ${`%${digits}%`})`;
}

/** The back office's reads and the one write of the Drivers section. */
export function createAdminDriversRepository(db: Db) {
  return {
    /** Drivers with their account, availability and trip statistics, in the dispatcher's order. */
    async list(filter: DriverListFilter) {
      const availability = availabilitySql(filter.now);
      const where = [
        filter.id ? sql`${drivers.userId} = ${filter.id}` : undefined,
        filter.availability ? sql`${availability} = ${filter.availability}` : undefined,
        filter.q ? searchSql(filter.q) : undefined,
      ].filter((c): c is SQL => c !== undefined);
      return db
        .select({
          driver: drivers,
          name: accountName(users),
          email: users.email,
          phone: users.phone,
          availability,
          tripsCompleted: sql<number>`coalesce(stats.trips, 0)`,
          rating: sql<number | null>`stats.rating`,
          ratingCount: sql<number>`coalesce(stats.rating_count, 0)`,
        })
        .from(drivers)
        .innerJoin(users, eq(users.id, drivers.userId))
        .leftJoin(stats, sql`true`)
        .where(where.length ? and(...where) : undefined)
        .orderBy(
          availabilityRank(filter.now),
          asc(users.firstName),
          asc(users.lastName),
          asc(drivers.userId),
        );
    },

    /** How many drivers are in each availability, over every driver. */
    async counts(now: Date): Promise<Record<AdminDriverState, number>> {
      const rows = await db
        .select({ availability: availabilitySql(now), n: sql<number>`count(*)::int` })
        .from(drivers)
        .groupBy(sql`1`);
      const counts = { available: 0, busy: 0, offline: 0, suspended: 0 };
      for (const r of rows) counts[r.availability] = Number(r.n);
      return counts;
    },

    async application(id: string) {
      const [row] = await db.select().from(driverApplications).where(eq(driverApplications.id, id));
      return row;
    },

    /** The driver's 50 latest trips (newest accepted first) with their bookings' numbers and addresses. */
    async trips(driverId: string, limit: number) {
      return db
        .select({
          trip: driverTrips,
          bookingNumber: bookings.number,
          pickupAddress: bookings.pickupAddress,
          destinationAddress: bookings.destinationAddress,
          pickupAt: bookings.pickupAt,
        })
        .from(driverTrips)
        .innerJoin(bookings, eq(bookings.id, driverTrips.bookingId))
        .where(eq(driverTrips.driverId, driverId))
        .orderBy(desc(driverTrips.acceptedAt), desc(driverTrips.id))
        .limit(limit);
    },

    /** The ratings of the bookings the driver completed, newest first. */
    async ratings(driverId: string, limit: number) {
      return db
        .select({
          bookingNumber: bookings.number,
          rating: bookingRatings.rating,
          feedback: bookingRatings.feedback,
          at: bookingRatings.createdAt,
        })
        .from(bookingRatings)
        .innerJoin(driverTrips, eq(driverTrips.bookingId, bookingRatings.bookingId))
        .innerJoin(bookings, eq(bookings.id, bookingRatings.bookingId))
        .where(and(eq(driverTrips.driverId, driverId), eq(driverTrips.status, 'completed')))
        .orderBy(desc(bookingRatings.createdAt))
        .limit(limit);
    },

    /**
     * Earnings (decision 11: the share fixed on each completed trip) since each New York boundary: today
     * (midnight), this week (Monday), this month (the 1st), and all time. The database computes the boundaries
     * in America/New_York, so daylight-saving days are right.
     */
    async earnings(driverId: string, now: Date) {
      const since = (unit: 'day' | 'week' | 'month') =>
        sql`(date_trunc(${unit}, ${at(now)} at time zone 'America/New_York') at time zone 'America/New_York')`;
      const sum = (from: SQL | null) =>
        from
          ? sql<number>`coalesce(sum(${driverTrips.earningsCents}) filter (where ${driverTrips.completedAt} >= ${from}), 0)::float8`
          : sql<number>`coalesce(sum(${driverTrips.earningsCents}), 0)::float8`;
      const [row] = await db
        .select({
          today: sum(since('day')),
          week: sum(since('week')),
          month: sum(since('month')),
          total: sum(null),
        })
        .from(driverTrips)
        .where(
          and(eq(driverTrips.driverId, driverId), inArray(driverTrips.status, ['completed', 'no_show'])),
        );
      return {
        today: Number(row?.today ?? 0),
        week: Number(row?.week ?? 0),
        month: Number(row?.month ?? 0),
        total: Number(row?.total ?? 0),
      };
    },

    transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => fn(tx));
    },

    /**
     * The driver's row locked for the caller's transaction (an admin's assignment and a driver's accept wait
     * for it), with the account's name; undefined for an unknown driver.
     */
    async lock(tx: Db, driverId: string) {
      const [row] = await tx
        .select({ status: drivers.status, name: accountName(users), plate: drivers.licensePlate })
        .from(drivers)
        .innerJoin(users, eq(users.id, drivers.userId))
        .where(eq(drivers.userId, driverId))
        .for('update', { of: drivers });
      return row;
    },

    /** The booking number of the trip the driver is driving now, if any (read after `lock`, so it is current). */
    async drivingTripNumber(tx: Db, driverId: string): Promise<string | undefined> {
      const [row] = await tx
        .select({ number: bookings.number })
        .from(driverTrips)
        .innerJoin(bookings, eq(bookings.id, driverTrips.bookingId))
        .where(and(eq(driverTrips.driverId, driverId), eq(driverTrips.status, 'in_progress')))
        .limit(1);
      return row?.number;
    },

    /** The bookings of the driver's assigned (not started) trips, soonest first (a suspension returns them). */
    async assignedBookingIds(tx: Db, driverId: string): Promise<string[]> {
      const rows = await tx
        .select({ id: driverTrips.bookingId })
        .from(driverTrips)
        .innerJoin(bookings, eq(bookings.id, driverTrips.bookingId))
        .where(and(eq(driverTrips.driverId, driverId), eq(driverTrips.status, 'assigned')))
        .orderBy(asc(bookings.pickupAt));
      return rows.map((r) => r.id);
    },

    async setStatus(tx: Db, driverId: string, status: StoredDriverStatus): Promise<void> {
      await tx.update(drivers).set({ status }).where(eq(drivers.userId, driverId));
    },

    /** Signs the account out everywhere: every request with one of its sessions answers 401 from now on. */
    async endSessions(tx: Db, userId: string): Promise<number> {
      // Ended, not deleted: the driver's browser is told why at its next visit (until the session expires).
      const ended = await tx
        .update(sessions)
        .set({ endedReason: 'suspended' })
        .where(and(eq(sessions.userId, userId), isNull(sessions.endedReason)))
        .returning({ id: sessions.id });
      return ended.length;
    },
  };
}
export type AdminDriversRepository = ReturnType<typeof createAdminDriversRepository>;

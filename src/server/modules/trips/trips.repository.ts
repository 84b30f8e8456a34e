import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import {
  bookings,
  bookingStatusHistory,
  OPEN_PICKUP_POINT,
  PICKUP_LNG_SCALE,
} from '../../db/schema/bookings.ts';
import { driverTrips, drivers } from '../../db/schema/drivers.ts';
import { readDriverWithCar } from './driver-with-car.ts';

export type DriverRow = typeof drivers.$inferSelect;
export type DriverTripRow = typeof driverTrips.$inferSelect;
export type TripBookingRow = typeof bookings.$inferSelect;

/**
 * The columns a trip card shows: nearby answers read only these (not the route polyline nor the price
 * lines), which keeps fifty rows cheap to read.
 */
const TRIP_CARD_COLUMNS = {
  id: bookings.id,
  number: bookings.number,
  vehicleName: bookings.vehicleName,
  serviceName: bookings.serviceName,
  pickupAddress: bookings.pickupAddress,
  destinationAddress: bookings.destinationAddress,
  pickupPinned: bookings.pickupPinned,
  destinationPinned: bookings.destinationPinned,
  pickupNearest: bookings.pickupNearest,
  destinationNearest: bookings.destinationNearest,
  pickupLat: bookings.pickupLat,
  pickupLng: bookings.pickupLng,
  destinationLat: bookings.destinationLat,
  destinationLng: bookings.destinationLng,
  pickupAt: bookings.pickupAt,
  distanceMeters: bookings.distanceMeters,
  durationSeconds: bookings.durationSeconds,
  flightNumber: bookings.flightNumber,
  specialRequests: bookings.specialRequests,
  extraStopAddress: bookings.extraStopAddress,
  meetAndGreet: bookings.meetAndGreet,
  childSeat: bookings.childSeat,
  returnAt: bookings.returnAt,
  hours: bookings.hours,
  vehicleId: bookings.vehicleId,
  passengers: bookings.passengers,
  bags: bookings.bags,
  totalCents: bookings.totalCents,
  // The chauffeur's share is of the fare lines (money-split.ts).
  priceLines: bookings.priceLines,
  taxCents: bookings.taxCents,
  customerName: bookings.customerName,
  customerPhone: bookings.customerPhone,
  passengerName: bookings.passengerName,
  passengerPhone: bookings.passengerPhone,
};
export type TripCardRow = Pick<TripBookingRow, keyof typeof TRIP_CARD_COLUMNS>;

/** What the overlap rule reads of a driver's live ride. */
const LIVE_RIDE_COLUMNS = {
  id: bookings.id,
  number: bookings.number,
  driverId: bookings.driverId,
  status: bookings.status,
  pickupAt: bookings.pickupAt,
  durationSeconds: bookings.durationSeconds,
  hours: bookings.hours,
  returnAt: bookings.returnAt,
  pickupLat: bookings.pickupLat,
  pickupLng: bookings.pickupLng,
  destinationLat: bookings.destinationLat,
  destinationLng: bookings.destinationLng,
};
export type LiveRideRow = Pick<TripBookingRow, keyof typeof LIVE_RIDE_COLUMNS>;
export type LiveTripStatus = 'assigned' | 'in_progress';

/** Mean Earth radius in miles (the great-circle distance of nearby requests). */
export const EARTH_RADIUS_MILES = 3958.7613;
/** Haversine distance in miles from (lat, lng) to the booking's pickup, computed by the database. */
function pickupDistance(lat: number, lng: number): SQL<number> {
  return sql<number>`(${EARTH_RADIUS_MILES}::double precision * 2 * asin(least(1, sqrt(
    power(sin(radians(${bookings.pickupLat} - ${lat}::double precision) / 2), 2)
    + cos(radians(${lat}::double precision)) * cos(radians(${bookings.pickupLat}))
    * power(sin(radians(${bookings.pickupLng} - ${lng}::double precision) / 2), 2)))))`;
}

/**
 * The drivers' side of trips: driver profiles and positions, nearby open bookings (read here with the
 * partial index of open pickups), driver_trips rows and their earnings. Booking status changes are not made
 * here: they go through the bookings module's transition, inside `transaction` when paired with a trip row.
 */
export function createTripsRepository(db: Db) {
  return {
    transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => fn(tx));
    },

    async profile(userId: string) {
      const [row] = await db
        .select({ driver: drivers, user: users })
        .from(drivers)
        .innerJoin(users, eq(users.id, drivers.userId))
        .where(eq(drivers.userId, userId));
      return row;
    },

    async driver(userId: string, q: Db = db): Promise<DriverRow | undefined> {
      const [row] = await q.select().from(drivers).where(eq(drivers.userId, userId));
      return row;
    },

    /** The driver's row with their car's document dates, in one statement (driver-with-car.ts). */
    driverWithCar: (userId: string) => readDriverWithCar(db, userId),

    /**
     * The driver's row locked for update in the caller's transaction (issue 35): an accept, an admin's
     * assignment and a suspension of one driver queue behind each other, so two overlapping rides cannot both
     * be given to them and the availability check inside the transaction sees every committed ride.
     */
    async lockDriver(tx: Db, userId: string): Promise<DriverRow | undefined> {
      const [row] = await tx.select().from(drivers).where(eq(drivers.userId, userId)).for('update');
      return row;
    },

    /** Sets the driver's stored duty status (on duty: available; off duty: offline); never a suspended one. */
    async setDuty(userId: string, status: 'available' | 'offline'): Promise<DriverRow | undefined> {
      const [row] = await db
        .update(drivers)
        .set({ status })
        .where(and(eq(drivers.userId, userId), sql`${drivers.status} <> 'suspended'`))
        .returning();
      return row;
    },

    /**
     * The live rides (assigned or in progress) of the given drivers, or of every driver, whose pickup falls in
     * [from, to] or whose return does (the overlap rule of decision 31 reads them), in `q`.
     */
    async liveRides(filter: { driverIds?: string[]; from: Date; to: Date }, q: Db = db) {
      const from = sql`${filter.from.toISOString()}::timestamptz`;
      const to = sql`${filter.to.toISOString()}::timestamptz`;
      return q
        .select(LIVE_RIDE_COLUMNS)
        .from(bookings)
        .where(
          and(
            inArray(bookings.status, ['assigned', 'in_progress']),
            filter.driverIds
              ? inArray(bookings.driverId, filter.driverIds)
              : sql`${bookings.driverId} is not null`,
            sql`(${bookings.pickupAt} between ${from} and ${to} or ${bookings.returnAt} between ${from} and ${to})`,
          ),
        )
        .orderBy(asc(bookings.pickupAt));
    },

    async setLocation(userId: string, lat: number, lng: number, at: Date): Promise<DriverRow | undefined> {
      const [row] = await db
        .update(drivers)
        .set({ lastLat: lat, lastLng: lng, locationAt: at })
        .where(eq(drivers.userId, userId))
        .returning();
      return row;
    },

    /**
     * Confirmed bookings without a driver whose pickup is within `radiusMiles` of (lat, lng) and not long
     * past, nearest first. The literal predicate matches the partial index `bookings_open_pickup_idx`, the
     * box narrows on its (pickup_lat, pickup_lng), and the exact distance filters and orders.
     */
    async nearby(q: {
      lat: number;
      lng: number;
      radiusMiles: number;
      pickupAfter: Date;
      limit: number;
      /** The catalog vehicles of the driver's class (issue 35): only their rides are offered. */
      vehicleIds: string[];
    }) {
      // The GiST index of open pickups (bookings_open_pickup_gist, by vehicle then point) is walked nearest
      // first for each vehicle of the driver's class, each walk stopping after twice `limit` candidates
      // (decision 048: one walk over every class's pickups read them all when the class had few). The exact
      // great-circle distance then filters them to the radius and orders them. The plane's scale is right to
      // 1 % in the service area, so only a pickup whose distance ties the cut-off to within 1 % could be
      // ranked one place off.
      const near = sql`${OPEN_PICKUP_POINT} <-> point(${q.lng * PICKUP_LNG_SCALE}::double precision, ${q.lat}::double precision)`;
      const walk = (vehicleId: string) =>
        db
          .select({ ...TRIP_CARD_COLUMNS, distance: pickupDistance(q.lat, q.lng).as('distance') })
          .from(bookings)
          .where(
            and(
              sql`${bookings.status} = 'confirmed' and ${bookings.driverId} is null`,
              sql`${bookings.pickupAt} > ${q.pickupAfter.toISOString()}::timestamptz`,
              eq(bookings.vehicleId, vehicleId),
            ),
          )
          .orderBy(near)
          .limit(q.limit * 2);
      const [first, ...others] = q.vehicleIds;
      if (first === undefined) return [];
      const walks = others.reduce<ReturnType<typeof walk>>(
        (all, v) => all.unionAll(walk(v)) as unknown as ReturnType<typeof walk>,
        walk(first),
      );
      const candidates = walks.as('candidates');
      const { distance, ...card } = candidates._.selectedFields;
      return db
        .select({ booking: card, distance })
        .from(candidates)
        .where(sql`${distance} <= ${q.radiusMiles}::double precision`)
        .orderBy(asc(distance), asc(card.pickupAt), asc(card.id))
        .limit(q.limit);
    },

    /** The driver's live trips whose booking is still theirs and live (assigned or in progress). */
    async active(driverId: string) {
      return db
        .select({ trip: driverTrips, booking: bookings })
        .from(driverTrips)
        .innerJoin(bookings, eq(bookings.id, driverTrips.bookingId))
        .where(
          and(
            eq(driverTrips.driverId, driverId),
            inArray(driverTrips.status, ['assigned', 'in_progress']),
            eq(bookings.driverId, driverId),
            inArray(bookings.status, ['assigned', 'in_progress']),
          ),
        )
        .orderBy(asc(bookings.pickupAt), asc(bookings.id));
    },

    /** Completed, no-show and cancelled trips of the driver, newest first, one page, with the total. */
    async history(driverId: string, offset: number, limit: number) {
      const finished = and(
        eq(driverTrips.driverId, driverId),
        inArray(driverTrips.status, ['completed', 'no_show', 'cancelled']),
      );
      const ended = sql`coalesce(${driverTrips.completedAt}, ${driverTrips.cancelledAt})`;
      const [rows, [total]] = await Promise.all([
        db
          .select({ trip: driverTrips, booking: bookings })
          .from(driverTrips)
          .innerJoin(bookings, eq(bookings.id, driverTrips.bookingId))
          .where(finished)
          .orderBy(desc(ended), desc(driverTrips.acceptedAt), desc(driverTrips.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(driverTrips).where(finished),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /**
     * The booking's row, locked for the caller's transaction: every change of a booking and its live trip takes
     * the booking's lock first, then the trip's (a customer's or an admin's cancel, a driver's own move, an
     * accept's conditional update), so they queue behind each other in one order and never deadlock.
     */
    async lockBooking(tx: Db, bookingId: string): Promise<TripBookingRow | undefined> {
      const [row] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
      return row;
    },

    /**
     * How many times this driver handed this booking back (their own Cancel: the booking's history rows by the
     * driver returning it to confirmed), from the stored history, in the caller's transaction.
     */
    async driverCancellations(tx: Db, bookingId: string, driverId: string): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(bookingStatusHistory)
        .where(
          and(
            eq(bookingStatusHistory.bookingId, bookingId),
            eq(bookingStatusHistory.actorUserId, driverId),
            eq(bookingStatusHistory.actorRole, 'driver'),
            eq(bookingStatusHistory.toStatus, 'confirmed'),
          ),
        );
      return Number(row?.n ?? 0);
    },

    /** The driver's live trip on a booking, locked for the caller's transaction. */
    async liveTripForUpdate(tx: Db, bookingId: string, driverId: string): Promise<DriverTripRow | undefined> {
      const [row] = await tx
        .select()
        .from(driverTrips)
        .where(
          and(
            eq(driverTrips.bookingId, bookingId),
            eq(driverTrips.driverId, driverId),
            inArray(driverTrips.status, ['assigned', 'in_progress']),
          ),
        )
        .for('update');
      return row;
    },

    /** The booking's live trip, whoever drives it (at most one), locked for the caller's transaction. */
    async liveTripOfBookingForUpdate(tx: Db, bookingId: string): Promise<DriverTripRow | undefined> {
      const [row] = await tx
        .select()
        .from(driverTrips)
        .where(
          and(eq(driverTrips.bookingId, bookingId), inArray(driverTrips.status, ['assigned', 'in_progress'])),
        )
        .for('update');
      return row;
    },

    /** The driver's most recent trip on a booking, whatever its status. */
    async latestTrip(bookingId: string, driverId: string): Promise<DriverTripRow | undefined> {
      const [row] = await db
        .select()
        .from(driverTrips)
        .where(and(eq(driverTrips.bookingId, bookingId), eq(driverTrips.driverId, driverId)))
        .orderBy(desc(driverTrips.acceptedAt))
        .limit(1);
      return row;
    },

    async insertTrip(tx: Db, row: typeof driverTrips.$inferInsert): Promise<DriverTripRow> {
      const [created] = await tx.insert(driverTrips).values(row).returning();
      if (!created) throw new Error('driver trip insert returned no row');
      return created;
    },

    /** Moves a trip row on from `from` (conditional); undefined when it was no longer in `from`. */
    async updateTrip(
      tx: Db,
      id: string,
      from: LiveTripStatus,
      set: Partial<typeof driverTrips.$inferInsert>,
    ): Promise<DriverTripRow | undefined> {
      const [row] = await tx
        .update(driverTrips)
        .set(set)
        .where(and(eq(driverTrips.id, id), eq(driverTrips.status, from)))
        .returning();
      return row;
    },

    /**
     * Earnings of completed and no-show trips (the chauffeur is paid for both) since each New York boundary: today (midnight), this week (Monday
     * midnight) and all time, with the count of completed trips. The boundaries are computed by the database
     * in America/New_York, so daylight-saving days are right.
     */
    async earnings(driverId: string, now: Date) {
      const at = sql`${now.toISOString()}::timestamptz`;
      const day = sql`(date_trunc('day', ${at} at time zone 'America/New_York') at time zone 'America/New_York')`;
      const week = sql`(date_trunc('week', ${at} at time zone 'America/New_York') at time zone 'America/New_York')`;
      const [row] = await db
        .select({
          today: sql<number>`coalesce(sum(${driverTrips.earningsCents}) filter (where ${driverTrips.completedAt} >= ${day}), 0)::int`,
          week: sql<number>`coalesce(sum(${driverTrips.earningsCents}) filter (where ${driverTrips.completedAt} >= ${week}), 0)::int`,
          allTime: sql<number>`coalesce(sum(${driverTrips.earningsCents}), 0)::int`,
          completed: sql<number>`count(*)::int`,
        })
        .from(driverTrips)
        .where(
          and(eq(driverTrips.driverId, driverId), inArray(driverTrips.status, ['completed', 'no_show'])),
        );
      return {
        today: Number(row?.today ?? 0),
        week: Number(row?.week ?? 0),
        allTime: Number(row?.allTime ?? 0),
        completed: Number(row?.completed ?? 0),
      };
    },

    /** A driver's email, language and first name (their job notices), in `q`. */
    async driverContact(q: Db, userId: string) {
      const [row] = await q
        .select({ email: users.email, locale: users.locale, firstName: users.firstName, phone: users.phone })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    /** Every admin account's email (a driver's cancellation is reported to dispatch). */
    /** Every admin's email address (in `q`, a transaction's connection, when given). */
    async adminEmails(q: Db = db): Promise<string[]> {
      const rows = await q.select({ email: users.email }).from(users).where(eq(users.role, 'admin'));
      return rows.map((r) => r.email);
    },
  };
}
export type TripsRepository = ReturnType<typeof createTripsRepository>;

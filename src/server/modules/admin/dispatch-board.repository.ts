import { and, asc, eq, gte, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { BOARD_STATUSES } from '../../../shared/contracts/dispatch-board.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { driverTrips, drivers } from '../../db/schema/drivers.ts';

/** What the board reads of a booking: its times and places, and its chauffeur's trip stamps. */
const rideColumns = {
  id: bookings.id,
  number: bookings.number,
  status: bookings.status,
  pickupAt: bookings.pickupAt,
  returnAt: bookings.returnAt,
  durationSeconds: bookings.durationSeconds,
  hours: bookings.hours,
  pickupLat: bookings.pickupLat,
  pickupLng: bookings.pickupLng,
  destinationLat: bookings.destinationLat,
  destinationLng: bookings.destinationLng,
  pickupAddress: bookings.pickupAddress,
  destinationAddress: bookings.destinationAddress,
  passengerName: sql<string>`coalesce(${bookings.passengerName}, ${bookings.customerName})`,
  vehicleId: bookings.vehicleId,
  vehicleName: bookings.vehicleName,
  serviceName: bookings.serviceName,
  driverId: bookings.driverId,
  driverName: bookings.driverName,
};

/** The window of pickups (and return times) whose blocks may reach into a day: a day before it, to its end. */
export const BOARD_LOOKBACK_MS = 24 * 3_600_000;

/**
 * The dispatch board's reads (issue 36): the rides of a day with their trips' stamps (one statement, on the
 * pickup and return-time indexes), the unassigned queue with its total (one statement, on the queue's partial
 * index), and the chauffeurs (at most a few hundred rows).
 */
export function createDispatchBoardRepository(db: Db) {
  return {
    /**
     * Paid rides still on the day's plan (confirmed to completed or no-show) whose pickup or return time falls
     * between `from` and `to`, with the stamps of their chauffeur's trip (the one not cancelled).
     */
    async rides(from: Date, to: Date) {
      return db
        .select({
          ...rideColumns,
          trip: {
            status: driverTrips.status,
            onTheWayAt: driverTrips.onTheWayAt,
            arrivedAt: driverTrips.arrivedAt,
            startedAt: driverTrips.startedAt,
            completedAt: driverTrips.completedAt,
          },
        })
        .from(bookings)
        .leftJoin(
          driverTrips,
          and(
            eq(driverTrips.bookingId, bookings.id),
            eq(driverTrips.driverId, bookings.driverId),
            ne(driverTrips.status, 'cancelled'),
          ),
        )
        .where(
          and(
            or(
              and(gte(bookings.pickupAt, from), lt(bookings.pickupAt, to)),
              and(isNotNull(bookings.returnAt), gte(bookings.returnAt, from), lt(bookings.returnAt, to)),
            ),
            inArray(bookings.status, [...BOARD_STATUSES]),
            isNotNull(bookings.paidAt),
          ),
        )
        .orderBy(asc(bookings.pickupAt), asc(bookings.number));
    },

    /** The first `limit` paid, confirmed rides without a chauffeur picking up from `from`, and how many in all. */
    async queue(from: Date, limit: number) {
      const rows = await db
        .select({
          ...rideColumns,
          dispatchFlag: bookings.dispatchFlag,
          total: sql<number>`(count(*) over ())::int`,
        })
        .from(bookings)
        .where(
          and(
            eq(bookings.status, 'confirmed'),
            isNull(bookings.driverId),
            isNotNull(bookings.paidAt),
            gte(bookings.pickupAt, from),
          ),
        )
        .orderBy(asc(bookings.pickupAt), asc(bookings.number))
        .limit(limit);
      return { rows, total: Number(rows[0]?.total ?? 0) };
    },

    /** Every chauffeur not suspended, with their account's name and phone. */
    async drivers() {
      return db
        .select({
          driver: drivers,
          person: { firstName: users.firstName, lastName: users.lastName, phone: users.phone },
        })
        .from(drivers)
        .innerJoin(users, eq(users.id, drivers.userId))
        .where(and(eq(users.role, 'driver'), ne(drivers.status, 'suspended')))
        .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
    },
  };
}
export type DispatchBoardRepository = ReturnType<typeof createDispatchBoardRepository>;
export type BoardRideRow = Awaited<ReturnType<DispatchBoardRepository['rides']>>[number];
export type QueueRideRow = Awaited<ReturnType<DispatchBoardRepository['queue']>>['rows'][number];

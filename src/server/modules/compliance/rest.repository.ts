import { and, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { driverTrips } from '../../db/schema/drivers.ts';

/** A chauffeur's trip as the fatigue rules read it (decision 33): its stamps and the booking's times. */
export interface RestTripRow {
  bookingId: string;
  status: 'assigned' | 'in_progress' | 'completed';
  startedAt: Date | null;
  completedAt: Date | null;
  pickupAt: Date;
  returnAt: Date | null;
  durationSeconds: number | null;
  hours: number | null;
  pickupLat: number | null;
  pickupLng: number | null;
  destinationLat: number | null;
  destinationLng: number | null;
}

/**
 * The trips that can carry passenger time between `from` and `to`: completed ones (on board to completed), the
 * one under way, and the accepted ones ahead (their booked legs). Cancelled trips and no-shows carried nobody.
 */
export function createRestRepository() {
  return {
    async trips(
      q: Db,
      driverIds: string[],
      from: Date,
      to: Date,
    ): Promise<(RestTripRow & { driverId: string })[]> {
      if (driverIds.length === 0) return [];
      const when = sql<Date>`coalesce(${driverTrips.startedAt}, ${bookings.pickupAt})`;
      const rows = await q
        .select({
          driverId: driverTrips.driverId,
          bookingId: driverTrips.bookingId,
          status: driverTrips.status,
          startedAt: driverTrips.startedAt,
          completedAt: driverTrips.completedAt,
          pickupAt: bookings.pickupAt,
          returnAt: bookings.returnAt,
          durationSeconds: bookings.durationSeconds,
          hours: bookings.hours,
          pickupLat: bookings.pickupLat,
          pickupLng: bookings.pickupLng,
          destinationLat: bookings.destinationLat,
          destinationLng: bookings.destinationLng,
        })
        .from(driverTrips)
        .innerJoin(bookings, eq(bookings.id, driverTrips.bookingId))
        .where(
          and(
            inArray(driverTrips.driverId, driverIds),
            inArray(driverTrips.status, ['assigned', 'in_progress', 'completed']),
            // Its start (on board, else the booked pickup) or its way back in the window the caller widened.
            or(
              and(gte(when, from), lte(when, to)),
              and(gte(bookings.returnAt, from), lte(bookings.returnAt, to)),
            ),
          ),
        );
      return rows.map((r) => ({
        ...r,
        status: r.status as RestTripRow['status'],
        pickupAt: new Date(r.pickupAt),
        returnAt: r.returnAt ? new Date(r.returnAt) : null,
        startedAt: r.startedAt ? new Date(r.startedAt) : null,
        completedAt: r.completedAt ? new Date(r.completedAt) : null,
      }));
    },
  };
}
export type RestRepository = ReturnType<typeof createRestRepository>;

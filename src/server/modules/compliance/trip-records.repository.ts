import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { adminAuditLog } from '../../db/schema/audit.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { baseSettings, fleetCars } from '../../db/schema/compliance.ts';
import { driverTrips, drivers } from '../../db/schema/drivers.ts';
import { type AuditEntryInput, recordAudit } from '../admin/audit.ts';

/** One chauffeur's trip row of the month with what its trip record needs (nulls where nothing is on file). */
export interface MonthTripRow {
  tripId: string;
  status: 'assigned' | 'in_progress' | 'completed' | 'cancelled' | 'no_show';
  bookingId: string;
  bookingNumber: string;
  driverId: string;
  driverName: string;
  /** The chauffeur's TLC driver license number. */
  driverTlcLicense: string | null;
  /** Passenger on board, the booked pickup time, and the drop-off. */
  startedAt: Date | null;
  bookedPickupAt: Date;
  completedAt: Date | null;
  startedLat: number | null;
  startedLng: number | null;
  pickupLat: number | null;
  pickupLng: number | null;
  completedLat: number | null;
  completedLng: number | null;
  destinationLat: number | null;
  destinationLng: number | null;
  /** The trip's car (or, when the trip recorded none, the chauffeur's current car): null when there is none. */
  carId: string | null;
  vehicleTlcLicense: string | null;
  carAffiliatedBase: string | null;
}

export interface SubmissionRow {
  createdAt: Date;
  actorName: string | null;
  after: Record<string, unknown> | null;
}

/** The trip's car (`driver_trips.car_id`) and the chauffeur's car now (the fallback for trips without one). */
const tripCar = alias(fleetCars, 'trip_car');
const currentCar = alias(fleetCars, 'current_car');
const driverUser = alias(users, 'driver_user');
const actor = alias(users, 'actor');

/** The trip's pickup instant: passenger on board, else the booked time. */
const PICKUP_AT = sql`coalesce(${driverTrips.startedAt}, ${bookings.pickupAt})`;

/** The TLC trip records' reads (trips, cars, licenses, the base's identity) and the submission's audit entry. */
export function createTripRecordsRepository(db: Db) {
  return {
    /** The base's TLC identity (Settings); nulls when not set. */
    async baseIdentity(): Promise<{ license: string | null; name: string | null }> {
      const [row] = await db
        .select({ license: baseSettings.tlcBaseLicense, name: baseSettings.baseName })
        .from(baseSettings)
        .where(eq(baseSettings.id, 1));
      return { license: row?.license?.trim() || null, name: row?.name?.trim() || null };
    },

    /** Every chauffeur's trip row whose pickup is in [startsAt, endsAt), in pickup order (then booking number). */
    async tripsPickedUpBetween(startsAt: Date, endsAt: Date): Promise<MonthTripRow[]> {
      const rows = await db
        .select({
          tripId: driverTrips.id,
          status: driverTrips.status,
          bookingId: bookings.id,
          bookingNumber: bookings.number,
          driverId: driverTrips.driverId,
          driverName: sql<string>`coalesce(nullif(trim(${driverUser.firstName} || ' ' || ${driverUser.lastName}), ''), ${driverUser.username})`,
          driverTlcLicense: drivers.tlcLicenseNumber,
          startedAt: driverTrips.startedAt,
          bookedPickupAt: bookings.pickupAt,
          completedAt: driverTrips.completedAt,
          startedLat: driverTrips.startedLat,
          startedLng: driverTrips.startedLng,
          pickupLat: bookings.pickupLat,
          pickupLng: bookings.pickupLng,
          completedLat: driverTrips.completedLat,
          completedLng: driverTrips.completedLng,
          destinationLat: bookings.destinationLat,
          destinationLng: bookings.destinationLng,
          tripCarId: tripCar.id,
          tripCarLicense: tripCar.tlcVehicleLicenseNumber,
          tripCarBase: tripCar.affiliatedBaseLicense,
          currentCarId: currentCar.id,
          currentCarLicense: currentCar.tlcVehicleLicenseNumber,
          currentCarBase: currentCar.affiliatedBaseLicense,
        })
        .from(driverTrips)
        .innerJoin(bookings, eq(bookings.id, driverTrips.bookingId))
        .innerJoin(driverUser, eq(driverUser.id, driverTrips.driverId))
        .leftJoin(drivers, eq(drivers.userId, driverTrips.driverId))
        .leftJoin(tripCar, eq(tripCar.id, driverTrips.carId))
        .leftJoin(currentCar, eq(currentCar.driverId, driverTrips.driverId))
        .where(
          and(
            sql`${PICKUP_AT} >= ${startsAt.toISOString()}::timestamptz`,
            sql`${PICKUP_AT} < ${endsAt.toISOString()}::timestamptz`,
          ),
        )
        .orderBy(PICKUP_AT, bookings.number, driverTrips.acceptedAt);
      return rows.map(
        ({
          tripCarId,
          tripCarLicense,
          tripCarBase,
          currentCarId,
          currentCarLicense,
          currentCarBase,
          ...r
        }) => {
          const own = tripCarId !== null;
          return {
            ...r,
            carId: own ? tripCarId : currentCarId,
            vehicleTlcLicense: (own ? tripCarLicense : currentCarLicense)?.trim() || null,
            carAffiliatedBase: (own ? tripCarBase : currentCarBase)?.trim() || null,
            driverTlcLicense: r.driverTlcLicense?.trim() || null,
          };
        },
      );
    },

    /** The month's downloads recorded in the audit log, newest first, with the admin's name. */
    async submissions(month: string): Promise<SubmissionRow[]> {
      return db
        .select({
          createdAt: adminAuditLog.createdAt,
          actorName: sql<
            string | null
          >`coalesce(nullif(trim(${actor.firstName} || ' ' || ${actor.lastName}), ''), ${actor.username})`,
          after: adminAuditLog.after,
        })
        .from(adminAuditLog)
        .leftJoin(actor, eq(actor.id, adminAuditLog.actorUserId))
        .where(
          and(
            eq(adminAuditLog.entityType, 'tripRecords'),
            eq(adminAuditLog.entityId, month),
            eq(adminAuditLog.action, 'tripRecords.submission'),
          ),
        )
        .orderBy(desc(adminAuditLog.createdAt));
    },

    /** The submission's entry in the audit log. */
    async recordSubmission(entry: AuditEntryInput): Promise<void> {
      await recordAudit(db, entry);
    },
  };
}
export type TripRecordsRepository = ReturnType<typeof createTripRecordsRepository>;

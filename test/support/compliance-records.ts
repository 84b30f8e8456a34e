import { eq } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client.ts';
import { users } from '../../src/server/db/schema/accounts.ts';
import { bookings } from '../../src/server/db/schema/bookings.ts';
import { baseSettings, fleetCars } from '../../src/server/db/schema/compliance.ts';
import { driverTrips, drivers } from '../../src/server/db/schema/drivers.ts';
import { createAccount } from './accounts.ts';
import { insertBooking } from './bookings.ts';
import { insertDriverProfile } from './trips.ts';

/**
 * Fixtures of the TLC trip records (issue 37), straight in the database: the base's identity, chauffeurs with
 * their TLC license, fleet cars, and dispatched trips with the stamps and points a trip record reads.
 */

export interface Point {
  lat: number;
  lng: number;
}

/** The base's TLC license and name (null: not set). */
export async function setBaseIdentity(
  database: Database,
  license: string | null,
  name: string | null = null,
) {
  await database.db
    .insert(baseSettings)
    .values({ id: 1, tlcBaseLicense: license, baseName: name })
    .onConflictDoUpdate({ target: baseSettings.id, set: { tlcBaseLicense: license, baseName: name } });
}

/** A chauffeur account with a profile and a TLC driver license number (null: none on file). */
export async function insertChauffeur(database: Database, tlcLicense: string | null, name: string) {
  const { user } = await createAccount(database, 'driver');
  await insertDriverProfile(database, user.id);
  const [first = name, ...rest] = name.split(' ');
  await database.db
    .update(drivers)
    .set({ tlcLicenseNumber: tlcLicense, tlcLicenseExpiry: tlcLicense ? '2027-12-31' : null })
    .where(eq(drivers.userId, user.id));
  await database.db
    .update(users)
    .set({ firstName: first, lastName: rest.join(' ') })
    .where(eq(users.id, user.id));
  return { id: user.id, name, tlcLicense };
}

let plates = 0;

/** A fleet car with its TLC vehicle license (null: none on file), optionally assigned to a chauffeur. */
export async function insertFleetCar(
  database: Database,
  opts: { tlcLicense: string | null; driverId?: string | null; affiliatedBase?: string | null },
) {
  plates += 1;
  // A chauffeur drives one car at a time: the car they were given by the driver fixture steps aside.
  if (opts.driverId) {
    await database.db.update(fleetCars).set({ driverId: null }).where(eq(fleetCars.driverId, opts.driverId));
  }
  const [car] = await database.db
    .insert(fleetCars)
    .values({
      make: 'Cadillac',
      model: 'Escalade',
      year: 2024,
      color: 'Black',
      vehicleType: 'suv',
      seats: 6,
      plate: `TR${plates}${Math.random().toString(36).slice(2, 6).toUpperCase()}`,
      tlcVehicleLicenseNumber: opts.tlcLicense,
      tlcVehicleLicenseExpiry: opts.tlcLicense ? '2027-12-31' : null,
      affiliatedBaseLicense: opts.affiliatedBase ?? null,
      owner: 'base',
      driverId: opts.driverId ?? null,
    })
    .returning();
  if (!car) throw new Error('car not created');
  return car;
}

export interface DispatchedTripFixture {
  driverId: string;
  /** The car the trip recorded (null: none, the chauffeur's current car stands in). */
  carId?: string | null;
  status?: 'assigned' | 'in_progress' | 'completed' | 'cancelled' | 'no_show';
  /** The booked pickup time and points (the destination null for an hourly ride "as directed"). */
  pickupAt: Date;
  pickup: Point | null;
  destination: Point | null;
  /** Passenger on board (null: the trip has no stages) and where. */
  startedAt?: Date | null;
  startedPoint?: Point | null;
  /** Drop-off time and where the chauffeur ended it. */
  completedAt?: Date | null;
  completedPoint?: Point | null;
  serviceType?: string;
}

/** A booking and the chauffeur's trip row on it, as dispatch and the chauffeur's stages leave them. */
export async function insertDispatchedTrip(database: Database, f: DispatchedTripFixture) {
  const status = f.status ?? 'completed';
  const bookingStatus = status === 'cancelled' ? 'confirmed' : status;
  const b = await insertBooking(database, { userId: null, status: bookingStatus });
  const [booking] = await database.db
    .update(bookings)
    .set({
      pickupAt: f.pickupAt,
      pickupLat: f.pickup?.lat ?? null,
      pickupLng: f.pickup?.lng ?? null,
      destinationLat: f.destination?.lat ?? null,
      destinationLng: f.destination?.lng ?? null,
      serviceType: f.serviceType ?? 'point-to-point',
      driverId: status === 'cancelled' ? null : f.driverId,
      completedAt: status === 'completed' ? (f.completedAt ?? null) : null,
    })
    .where(eq(bookings.id, b.id))
    .returning();
  if (!booking) throw new Error('booking not updated');
  const [trip] = await database.db
    .insert(driverTrips)
    .values({
      bookingId: booking.id,
      driverId: f.driverId,
      status,
      acceptedAt: new Date(f.pickupAt.getTime() - 24 * 3_600_000),
      startedAt: f.startedAt ?? null,
      startedLat: f.startedPoint?.lat ?? null,
      startedLng: f.startedPoint?.lng ?? null,
      completedAt: f.completedAt ?? null,
      completedLat: f.completedPoint?.lat ?? null,
      completedLng: f.completedPoint?.lng ?? null,
      carId: f.carId ?? null,
      cancelledAt: status === 'cancelled' ? new Date(f.pickupAt.getTime() - 3_600_000) : null,
      cancelReason: status === 'cancelled' ? 'Flat tyre' : null,
      earningsCents: status === 'completed' || status === 'no_show' ? 9600 : null,
    })
    .returning();
  if (!trip) throw new Error('trip not created');
  return { booking, trip };
}

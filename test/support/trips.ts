import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/server/db/client.ts';
import { bookings } from '../../src/server/db/schema/bookings.ts';
import { fleetCars } from '../../src/server/db/schema/compliance.ts';
import { drivers } from '../../src/server/db/schema/drivers.ts';
import type { BookingStatus } from '../../src/shared/domain/booking-status.ts';
import { signInAs } from './accounts.ts';
import { insertBooking } from './bookings.ts';

/** Midtown Manhattan (Times Square): the drivers' and bookings' reference point in the tests. */
export const MIDTOWN = { lat: 40.758, lng: -73.9855 };
/** JFK Terminal 4 and downtown Los Angeles (a driver far from every New York pickup). */
export const JFK = { lat: 40.6441, lng: -73.7823 };
export const LOS_ANGELES = { lat: 34.0522, lng: -118.2437 };

/** Far ahead: the fixtures' documents stay current whatever clock a test runs on. */
export const CURRENT_EXPIRY = '2099-12-31';

let plates = 0;
/** A plate no other fixture car has (the fleet's plates are unique). */
export const uniquePlate = () =>
  `T${(++plates % 1000).toString().padStart(3, '0')}${Math.random().toString(36).slice(2, 6).toUpperCase()}`;

/**
 * The driver profile (vehicle, plate, optional position) of an existing driver account, with current documents
 * (decision 32: a TLC and a state license) and its car in the fleet, assigned to them and with current documents
 * too, unless `documents: false` (nothing on file, no car).
 */
export async function insertDriverProfile(
  database: Database,
  userId: string,
  opts: {
    lat?: number;
    lng?: number;
    plate?: string;
    locationAt?: Date;
    vehicleType?: 'sedan' | 'suv' | 'van' | 'luxury' | 'limo';
    documents?: boolean;
  } = {},
) {
  const located = opts.lat !== undefined && opts.lng !== undefined;
  const documents = opts.documents ?? true;
  const plate = opts.plate ?? uniquePlate();
  const vehicleType = opts.vehicleType ?? 'luxury';
  const [row] = await database.db
    .insert(drivers)
    .values({
      userId,
      licenseNumber: 'D1234567',
      ...(documents
        ? {
            stateLicenseState: 'NY',
            stateLicenseExpiry: CURRENT_EXPIRY,
            tlcLicenseNumber: '5123456',
            tlcLicenseExpiry: CURRENT_EXPIRY,
          }
        : {}),
      vehicleMake: 'Lincoln',
      vehicleModel: 'Navigator',
      vehicleYear: '2023',
      vehicleColor: 'Black',
      licensePlate: plate,
      // A luxury car drives the sedan class (issue 35), the class of the fixture bookings.
      vehicleType,
      lastLat: located ? (opts.lat ?? null) : null,
      lastLng: located ? (opts.lng ?? null) : null,
      locationAt: located ? (opts.locationAt ?? new Date()) : null,
    })
    .returning();
  if (!row) throw new Error('driver profile not created');
  if (documents) await insertFleetCar(database, { driverId: userId, plate, vehicleType });
  return row;
}

/** A fleet car with current documents (assigned to `driverId` when given). */
export async function insertFleetCar(
  database: Database,
  opts: {
    driverId?: string | null;
    plate?: string;
    vehicleType?: 'sedan' | 'suv' | 'van' | 'luxury' | 'limo';
    expiry?: string | null;
  } = {},
) {
  const expiry = opts.expiry === undefined ? CURRENT_EXPIRY : opts.expiry;
  const [car] = await database.db
    .insert(fleetCars)
    .values({
      make: 'Lincoln',
      model: 'Navigator',
      year: 2023,
      color: 'Black',
      vehicleType: opts.vehicleType ?? 'luxury',
      seats: 6,
      plate: opts.plate ?? uniquePlate(),
      tlcVehicleLicenseNumber: '5987654',
      tlcVehicleLicenseExpiry: expiry,
      insuranceCarrier: 'Acme Mutual',
      insurancePolicyNumber: 'PN-99881',
      insuranceExpiry: expiry,
      inspectionExpiry: expiry,
      owner: 'chauffeur',
      driverId: opts.driverId ?? null,
    })
    .returning();
  if (!car) throw new Error('fleet car not created');
  return car;
}

/** A signed-in driver account with its profile (and a position when given, reported at `locationAt` or now). */
export async function signInDriver(
  app: FastifyInstance,
  database: Database,
  opts: {
    lat?: number;
    lng?: number;
    locationAt?: Date;
    vehicleType?: 'sedan' | 'suv' | 'van' | 'luxury' | 'limo';
    /** false: no documents on file and no car (decision 32). */
    documents?: boolean;
  } = {},
) {
  const account = await signInAs(app, database, 'driver');
  const profile = await insertDriverProfile(database, account.user.id, opts);
  return { ...account, profile };
}

/**
 * A paid booking (confirmed and unassigned unless told) with its pickup at (lat, lng), $130.65 in all, the
 * pickup `hoursAhead` from now (24 by default), in `language`.
 */
export async function insertOpenBooking(
  database: Database,
  opts: {
    lat: number;
    lng: number;
    userId?: string | null;
    status?: BookingStatus;
    hoursAhead?: number;
    /** The pickup time (wins over `hoursAhead`), e.g. relative to a test's injected clock. */
    pickupAt?: Date;
    language?: 'en' | 'es';
    customerEmail?: string;
    driverId?: string | null;
    /** The booked catalog vehicle: the sedan (the fixture driver's class) by default (issue 35). */
    vehicleId?: string;
  },
) {
  const b = await insertBooking(database, {
    userId: opts.userId ?? null,
    status: opts.status ?? 'confirmed',
  });
  const [row] = await database.db
    .update(bookings)
    .set({
      pickupLat: opts.lat,
      pickupLng: opts.lng,
      destinationLat: 40.6928,
      destinationLng: -73.9903,
      distanceMeters: 12_070,
      durationSeconds: 1_800,
      pickupAt: opts.pickupAt ?? new Date(Date.now() + (opts.hoursAhead ?? 24) * 3_600_000),
      language: opts.language ?? 'en',
      customerEmail: opts.customerEmail ?? 'customer@example.com',
      driverId: opts.driverId ?? null,
      ...(opts.vehicleId
        ? { vehicleId: opts.vehicleId, vehicleName: VEHICLE_NAMES[opts.vehicleId] ?? '' }
        : {}),
    })
    .where(eq(bookings.id, b.id))
    .returning();
  if (!row) throw new Error('booking not updated');
  return row;
}

const VEHICLE_NAMES: Record<string, string> = {
  'sedan-cadillac': 'Cadillac XTS Sedan',
  'suv-escalade': 'Cadillac Escalade ESV',
  sprinter: 'Mercedes Sprinter Van',
};

/** A point `miles` due north of (lat, lng). */
export function milesNorth(from: { lat: number; lng: number }, miles: number) {
  return { lat: from.lat + miles / 69.093, lng: from.lng };
}

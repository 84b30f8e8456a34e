import { and, eq, ne } from 'drizzle-orm';
import type { BookingStatus } from '../../shared/domain/booking-status.ts';
import { addDays, nyDay } from '../../shared/domain/compliance.ts';
import type { Role } from '../../shared/contracts/auth.ts';
import type { Db } from '../db/client.ts';
import { driverShareCents } from '../../shared/domain/money-split.ts';
import type { PriceLine } from '../db/schema/bookings.ts';
import { fleetCars } from '../db/schema/compliance.ts';
import { driverTrips, drivers } from '../db/schema/drivers.ts';
import { extraCharges, tripExtras } from '../db/schema/extras.ts';
import { createAuthRepository } from '../modules/auth/auth.repository.ts';
import { hashPassword } from '../modules/auth/password.ts';
import { newBookingNumber } from '../modules/bookings/booking-number.ts';
import { createBookingsRepository } from '../modules/bookings/bookings.repository.ts';

export const DEMO_PASSWORD = 'EmpireDemo2026';

export const DEMO_ACCOUNTS: {
  role: Role;
  email: string;
  username: string;
  firstName: string;
  lastName: string;
  phone: string;
}[] = [
  {
    role: 'passenger',
    email: 'demo@empirechauffeur.nyc',
    username: 'demo',
    firstName: 'Olivia',
    lastName: 'Bennett',
    phone: '(917) 555-0123',
  },
  {
    role: 'driver',
    email: 'driver@empirechauffeur.nyc',
    username: 'driver',
    firstName: 'Marcus',
    lastName: 'Reyes',
    phone: '(347) 555-0188',
  },
  {
    role: 'admin',
    email: 'admin@empirechauffeur.nyc',
    username: 'admin',
    firstName: 'Grace',
    lastName: 'Howard',
    phone: '(212) 555-0147',
  },
];

/** The demo driver's vehicle (its `drivers` row) and last position: Midtown Manhattan. */
export const DEMO_DRIVER_VEHICLE = {
  licenseNumber: 'D4417203',
  vehicleMake: 'Cadillac',
  vehicleModel: 'Escalade',
  vehicleYear: '2023',
  vehicleColor: 'Black',
  licensePlate: 'T642019C',
  vehicleType: 'suv' as const,
};
const DEMO_DRIVER_POSITION = { lat: 40.758, lng: -73.9855 };

/**
 * The demo chauffeur's documents and car (decision 32), dated from the seeding day: everything current, the
 * car's inspection due in 45 days (the Compliance view shows it as expiring).
 */
function demoDocuments(now: Date) {
  const today = nyDay(now);
  return {
    driver: {
      stateLicenseState: 'NY',
      stateLicenseExpiry: addDays(today, 3 * 365),
      tlcLicenseNumber: '5417203',
      tlcLicenseExpiry: addDays(today, 2 * 365),
    },
    car: {
      make: DEMO_DRIVER_VEHICLE.vehicleMake,
      model: DEMO_DRIVER_VEHICLE.vehicleModel,
      year: Number(DEMO_DRIVER_VEHICLE.vehicleYear),
      color: DEMO_DRIVER_VEHICLE.vehicleColor,
      vehicleType: DEMO_DRIVER_VEHICLE.vehicleType,
      seats: 6,
      plate: DEMO_DRIVER_VEHICLE.licensePlate,
      tlcVehicleLicenseNumber: '5642019',
      tlcVehicleLicenseExpiry: addDays(today, 365),
      vin: '1GYS4HKJ5PR100001',
      insuranceCarrier: 'Empire Livery Mutual',
      insurancePolicyNumber: 'ELM-2026-0417',
      insuranceExpiry: addDays(today, 180),
      inspectionExpiry: addDays(today, 45),
      owner: 'chauffeur' as const,
    },
  };
}
/** The driver's share of the demo trips (the default configuration's 80 %, of the fare lines: decision 29). */
const DEMO_SHARE = { driverShareBps: 8000 };

const DAY = 86_400_000;
const TAX_PPM = 88_750; // New York City sales tax, 8.875 %

function priced(lines: PriceLine[]) {
  const subtotalCents = lines.reduce((s, l) => s + l.amountCents, 0);
  const taxCents = Math.round((subtotalCents * TAX_PPM) / 1_000_000);
  return {
    priceLines: lines,
    subtotalCents,
    taxRatePpm: TAX_PPM,
    taxCents,
    totalCents: subtotalCents + taxCents,
  };
}

interface Sample {
  status: BookingStatus;
  daysFromNow: number;
  /**
   * The pickup this many minutes before the seed's clock (a ride under way: picked up recently, so the board
   * shows it across the current-time line); without it the pickup is at 14:30 UTC on its day.
   */
  pickedUpMinutesAgo?: number;
  createdDaysAgo: number;
  serviceType: string;
  serviceName: string;
  pickup: string;
  destination: string;
  vehicleId: string;
  vehicleName: string;
  lines: PriceLine[];
  /** The pickup's coordinates (nearby requests, the map). */
  at: [number, number];
  driver?: boolean;
  /** A tip the passenger added after the ride, charged and passed 100 % to the chauffeur (decision 29). */
  tipCents?: number;
}

const SAMPLES: Sample[] = [
  {
    status: 'in_progress',
    daysFromNow: 0,
    pickedUpMinutesAgo: 25,
    createdDaysAgo: 3,
    serviceType: 'to-airport',
    serviceName: 'To Airport',
    pickup: 'The Carlyle, 35 E 76th St, New York, NY 10021',
    at: [40.7744, -73.9634],
    destination: 'Newark Liberty International Airport Terminal C, Newark, NJ 07114',
    vehicleId: 'sedan-cadillac',
    vehicleName: 'Cadillac XTS Sedan',
    driver: true,
    lines: [
      { code: 'base', label: 'Manhattan to Newark (Cadillac XTS Sedan)', amountCents: 10900 },
      { code: 'tolls', label: 'Tolls', amountCents: 1706 },
    ],
  },
  {
    status: 'completed',
    daysFromNow: -3,
    createdDaysAgo: 5,
    serviceType: 'from-airport',
    serviceName: 'From Airport',
    pickup: 'JFK Terminal 4, Queens, NY 11430',
    at: [40.6441, -73.7822],
    destination: '230 Park Ave, New York, NY 10169',
    vehicleId: 'suv-escalade',
    vehicleName: 'Cadillac Escalade ESV',
    driver: true,
    lines: [
      { code: 'base', label: 'JFK Airport to Manhattan (Cadillac Escalade ESV)', amountCents: 14850 },
      { code: 'tolls', label: 'Tolls', amountCents: 1150 },
      { code: 'meet_greet', label: 'Meet & greet', amountCents: 2000 },
    ],
  },
  {
    status: 'completed',
    daysFromNow: -20,
    createdDaysAgo: 22,
    serviceType: 'point-to-point',
    serviceName: 'Point to Point',
    pickup: '11 W 53rd St, New York, NY 10019',
    at: [40.7614, -73.9776],
    destination: '1 Main St, Brooklyn, NY 11201',
    vehicleId: 'sedan-cadillac',
    vehicleName: 'Cadillac XTS Sedan',
    driver: true,
    lines: [{ code: 'base', label: 'Manhattan to Brooklyn (Cadillac XTS Sedan)', amountCents: 7900 }],
    tipCents: 1500,
  },
  {
    status: 'completed',
    daysFromNow: -200,
    createdDaysAgo: 203,
    serviceType: 'wedding',
    serviceName: 'Wedding',
    pickup: 'The Plaza, 768 5th Ave, New York, NY 10019',
    at: [40.7644, -73.9745],
    destination: 'Brooklyn Botanic Garden, Brooklyn, NY 11225',
    vehicleId: 'sprinter',
    vehicleName: 'Mercedes Sprinter Van',
    driver: true,
    lines: [
      { code: 'base', label: 'Luxury Wedding Package, 6 hours (Mercedes Sprinter Van)', amountCents: 105000 },
      { code: 'child_seat', label: 'Child seat', amountCents: 1500 },
    ],
  },
  {
    status: 'confirmed',
    daysFromNow: 4,
    createdDaysAgo: 1,
    serviceType: 'to-airport',
    serviceName: 'To Airport',
    pickup: '200 Central Park S, New York, NY 10019',
    at: [40.7663, -73.9799],
    destination: 'LaGuardia Airport Terminal B, Queens, NY 11371',
    vehicleId: 'sedan-continental',
    vehicleName: 'Lincoln Continental',
    lines: [{ code: 'base', label: 'Manhattan to LaGuardia (Lincoln Continental)', amountCents: 9800 }],
  },
  {
    status: 'assigned',
    daysFromNow: 9,
    createdDaysAgo: 2,
    serviceType: 'hourly',
    serviceName: 'Hourly/As Directed',
    pickup: '10 Columbus Cir, New York, NY 10019',
    at: [40.7681, -73.9819],
    destination: 'As directed, Manhattan',
    vehicleId: 'suv-suburban',
    vehicleName: 'Chevrolet Suburban SUV',
    driver: true,
    lines: [
      { code: 'base', label: 'Standard Package, 4 hours (Chevrolet Suburban SUV)', amountCents: 46700 },
    ],
  },
  {
    status: 'pending',
    daysFromNow: 15,
    createdDaysAgo: 0,
    serviceType: 'point-to-point',
    serviceName: 'Point to Point',
    pickup: '405 Lexington Ave, New York, NY 10174',
    at: [40.7516, -73.9755],
    destination: 'Garden City, NY 11530',
    vehicleId: 'sedan-cadillac',
    vehicleName: 'Cadillac XTS Sedan',
    lines: [{ code: 'base', label: 'Manhattan to Long Island (Cadillac XTS Sedan)', amountCents: 14900 }],
  },
  {
    status: 'cancelled',
    daysFromNow: -40,
    createdDaysAgo: 45,
    serviceType: 'tour',
    serviceName: 'Tour',
    pickup: '1 Hotel Brooklyn Bridge, Brooklyn, NY 11201',
    at: [40.702, -73.9967],
    destination: 'Hudson Valley, NY',
    vehicleId: 'suv-escalade',
    vehicleName: 'Cadillac Escalade ESV',
    lines: [{ code: 'base', label: 'Private tour (Cadillac Escalade ESV)', amountCents: 64900 }],
  },
  {
    // A passenger no-show (decision 28), over a year ago: outside every analytics preset the e2e suite reads.
    status: 'no_show',
    daysFromNow: -400,
    createdDaysAgo: 405,
    serviceType: 'from-airport',
    serviceName: 'From Airport',
    pickup: 'LaGuardia Airport (LGA), Queens, NY 11371',
    at: [40.7769, -73.874],
    destination: 'The Plaza, 768 5th Ave, New York, NY 10019',
    vehicleId: 'sedan-cadillac',
    vehicleName: 'Cadillac XTS Sedan',
    lines: [{ code: 'base', label: 'LaGuardia to Manhattan (Cadillac XTS Sedan)', amountCents: 8900 }],
  },
];

/** A sample's pickup: recent for a ride under way (on a five-minute mark), else 14:30 UTC on its day. */
function pickupOf(s: Sample, now: Date): Date {
  if (s.pickedUpMinutesAgo !== undefined) {
    const at = now.getTime() - s.pickedUpMinutesAgo * 60_000;
    return new Date(at - (at % (5 * 60_000)));
  }
  const pickupAt = new Date(now.getTime() + s.daysFromNow * DAY);
  pickupAt.setUTCHours(14, 30, 0, 0);
  return pickupAt;
}

/**
 * Demo accounts (passenger, driver, admin, all with DEMO_PASSWORD) and, for the passenger, one booking in every
 * status. Idempotent: accounts are reset to the demo password; bookings are added only when the passenger has none.
 */
/** A tip charged after the ride (its charge paid) and its line for the chauffeur's weekly statement. */
async function seedTip(db: Db, bookingId: string, driverId: string, amountCents: number, completedAt: Date) {
  const paidAt = new Date(completedAt.getTime() + 2 * 3_600_000);
  const [charge] = await db
    .insert(extraCharges)
    .values({ bookingId, kind: 'tip', amountCents, status: 'paid', createdAt: paidAt, paidAt })
    .returning({ id: extraCharges.id });
  await db.insert(tripExtras).values({
    bookingId,
    driverId,
    kind: 'tip',
    amountCents,
    status: 'charged',
    chargeId: charge?.id ?? null,
    createdAt: paidAt,
    reviewedAt: paidAt,
  });
}

export async function seedDemoData(db: Db, now = new Date()): Promise<{ bookings: number }> {
  const auth = createAuthRepository(db);
  const bookingsRepo = createBookingsRepository(db);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const ids: Partial<Record<Role, string>> = {};
  for (const a of DEMO_ACCOUNTS) {
    const existing = await auth.findUserByEmail(a.email);
    if (existing) {
      await auth.setPassword(existing.id, passwordHash);
      await auth.setRole(existing.id, a.role);
      ids[a.role] = existing.id;
    } else {
      const created = await auth.insertUser({ ...a, passwordHash });
      if (!created) throw new Error(`could not create ${a.email} (username taken?)`);
      ids[a.role] = created.id;
    }
  }
  const driverId = ids.driver;
  if (driverId) {
    await db
      .insert(drivers)
      .values({
        userId: driverId,
        ...DEMO_DRIVER_VEHICLE,
        lastLat: DEMO_DRIVER_POSITION.lat,
        lastLng: DEMO_DRIVER_POSITION.lng,
        locationAt: now,
      })
      .onConflictDoNothing({ target: drivers.userId });
    // Current documents and the car in the fleet, assigned to the demo chauffeur (a seeded database again: renewed).
    const docs = demoDocuments(now);
    await db.update(drivers).set(docs.driver).where(eq(drivers.userId, driverId));
    await db
      .update(fleetCars)
      .set({ driverId: null })
      .where(and(eq(fleetCars.driverId, driverId), ne(fleetCars.plate, docs.car.plate)));
    await db
      .insert(fleetCars)
      .values({ ...docs.car, driverId })
      .onConflictDoUpdate({ target: fleetCars.plate, set: { ...docs.car, driverId, updatedAt: now } });
  }
  const [demoCar] = driverId
    ? await db.select({ id: fleetCars.id }).from(fleetCars).where(eq(fleetCars.driverId, driverId))
    : [];
  const passengerId = ids.passenger;
  if (!passengerId || (await bookingsRepo.listForUser(passengerId)).length > 0) return { bookings: 0 };
  const passenger = DEMO_ACCOUNTS[0]!;
  const driver = DEMO_ACCOUNTS[1]!;
  for (const s of SAMPLES) {
    const pickupAt = pickupOf(s, now);
    const createdAt = new Date(now.getTime() - s.createdDaysAgo * DAY);
    const paid = s.status !== 'pending';
    const booking = await bookingsRepo.insert({
      number: newBookingNumber(),
      userId: passengerId,
      customerName: `${passenger.firstName} ${passenger.lastName}`,
      customerEmail: passenger.email,
      customerPhone: passenger.phone,
      status: s.status,
      serviceType: s.serviceType,
      serviceName: s.serviceName,
      pickupAddress: s.pickup,
      destinationAddress: s.destination,
      pickupAt,
      vehicleId: s.vehicleId,
      vehicleName: s.vehicleName,
      ...priced(s.lines),
      paymentMethod: paid ? 'Visa •••• 4242' : null,
      paidAt: paid ? createdAt : null,
      driverId: s.driver ? (ids.driver ?? null) : null,
      driverName: s.driver ? `${driver.firstName} ${driver.lastName}` : null,
      driverPhone: s.driver ? driver.phone : null,
      driverVehicle: s.driver
        ? `${DEMO_DRIVER_VEHICLE.vehicleColor} ${DEMO_DRIVER_VEHICLE.vehicleMake} ${DEMO_DRIVER_VEHICLE.vehicleModel} ${DEMO_DRIVER_VEHICLE.vehicleYear}`
        : null,
      driverPlate: s.driver ? DEMO_DRIVER_VEHICLE.licensePlate : null,
      pickupLat: s.at[0],
      pickupLng: s.at[1],
      createdAt,
      updatedAt: createdAt,
      completedAt: s.status === 'completed' ? new Date(pickupAt.getTime() + 90 * 60_000) : null,
      cancelledAt: s.status === 'cancelled' ? new Date(createdAt.getTime() + DAY) : null,
    });
    // The driver's side of the driven samples: active trips and history on the driver dashboard.
    if (s.driver && ids.driver && ['assigned', 'in_progress', 'completed'].includes(s.status)) {
      await db.insert(driverTrips).values({
        bookingId: booking.id,
        driverId: ids.driver,
        status: s.status as 'assigned' | 'in_progress' | 'completed',
        acceptedAt: createdAt,
        carId: demoCar?.id ?? null,
        startedAt: s.status === 'assigned' ? null : pickupAt,
        completedAt: booking.completedAt,
        earningsCents: s.status === 'completed' ? driverShareCents(DEMO_SHARE, booking) : null,
      });
      if (s.tipCents && booking.completedAt)
        await seedTip(db, booking.id, ids.driver, s.tipCents, booking.completedAt);
    }
  }
  return { bookings: SAMPLES.length };
}

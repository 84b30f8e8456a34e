/**
 * The back office's part of `npm run bench`: a year of bookings behind the admin's list and analytics, an admin
 * session, and the two scenarios (GET /api/admin/bookings filtered, searched and paged; GET /api/admin/analytics
 * for a whole year). Also the seeded random generator and map points the nearby scenario uses, so every part
 * of the bench draws from the same source.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../src/server/db/client.ts';
import { bookingRatings, bookings } from '../src/server/db/schema/bookings.ts';
import { fleetCars } from '../src/server/db/schema/compliance.ts';
import { driverTrips, drivers } from '../src/server/db/schema/drivers.ts';
import { nyWallClock } from '../src/shared/domain/new-york-time.ts';
import { newBookingNumber } from '../src/server/modules/bookings/booking-number.ts';
import { benchUser, sessionCookie } from './bench-support.ts';

/** A deterministic pseudo-random generator (mulberry32), so every run seeds the same map. */
export function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

/** A point around New York: most within the five boroughs, some out to Long Island, Westchester and NJ. */
export function aroundNyc(rnd: () => number): { lat: number; lng: number } {
  const spread = rnd() < 0.7 ? 0.12 : 0.45;
  const gauss = () => (rnd() + rnd() + rnd() - 1.5) / 1.5;
  return { lat: 40.73 + gauss() * spread, lng: -73.94 + gauss() * spread * 1.3 };
}

/**
 * 10,000 open bookings (confirmed, no driver, pickups over the next 30 days) and 200 driver accounts with
 * positions and signed-in sessions; returns the drivers' session cookies.
 */
/**
 * New booking numbers none of the database's: the numbers are random, over 10,000 of them a repeat is likely,
 * and the number is unique.
 */
async function bookingNumbers(db: Db): Promise<() => string> {
  const taken = new Set((await db.select({ n: bookings.number }).from(bookings)).map((b) => b.n));
  return () => {
    let n = newBookingNumber();
    while (taken.has(n)) n = newBookingNumber();
    taken.add(n);
    return n;
  };
}

export async function seedNearby(db: Db): Promise<string[]> {
  const rnd = random(13);
  const uniqueNumber = await bookingNumbers(db);
  const now = Date.now();
  const rows: (typeof bookings.$inferInsert)[] = [];
  for (let i = 0; i < 10_000; i += 1) {
    const p = aroundNyc(rnd);
    rows.push({
      number: uniqueNumber(),
      customerName: `Rider ${i}`,
      customerEmail: `rider${i}@example.com`,
      customerPhone: '2125550100',
      status: 'confirmed',
      serviceType: 'point-to-point',
      serviceName: 'Point to Point',
      pickupAddress: `${i} Broadway, New York, NY`,
      destinationAddress: 'JFK Terminal 4, Queens, NY 11430',
      pickupLat: p.lat,
      pickupLng: p.lng,
      destinationLat: 40.6441,
      destinationLng: -73.7822,
      pickupAt: new Date(now + (3 + rnd() * 720) * 3_600_000),
      // Mostly sedans, some SUVs: each chauffeur is offered their own class only (decision 042).
      ...(i % 5 === 4
        ? { vehicleId: 'suv-escalade', vehicleName: 'Cadillac Escalade' }
        : { vehicleId: 'sedan-cadillac', vehicleName: 'Cadillac XTS Sedan' }),
      distanceMeters: 25_000,
      durationSeconds: 2_400,
      priceLines: [{ code: 'fare', label: 'Trip fare', amountCents: 9_900 }],
      subtotalCents: 9_900,
      taxRatePpm: 88_750,
      taxCents: 879,
      totalCents: 10_779,
      paymentMethod: 'Visa •••• 4242',
      paidAt: new Date(now),
    });
  }
  for (let i = 0; i < rows.length; i += 500) await db.insert(bookings).values(rows.slice(i, i + 500));

  const cookies: string[] = [];
  for (let i = 0; i < 200; i += 1) {
    const userId = await benchUser(db, 'driver', `driver-${i}`, `Driver ${i}`, '3475550100');
    const p = aroundNyc(rnd);
    await db.insert(drivers).values({
      userId,
      licenseNumber: `D${100000 + i}`,
      vehicleMake: 'Lincoln',
      vehicleModel: 'Navigator',
      vehicleYear: '2023',
      vehicleColor: 'Black',
      licensePlate: `T${100000 + i}C`,
      vehicleType: i % 4 === 3 ? 'suv' : 'sedan',
      lastLat: p.lat,
      lastLng: p.lng,
      locationAt: new Date(now),
      // Current documents and a car (decision 32): the board flags none, the gate lets every one through.
      stateLicenseState: 'NY',
      stateLicenseExpiry: '2099-12-31',
      tlcLicenseNumber: String(5_000_000 + i),
      tlcLicenseExpiry: '2099-12-31',
    });
    await db.insert(fleetCars).values({
      make: 'Lincoln',
      model: 'Navigator',
      year: 2023,
      color: 'Black',
      vehicleType: i % 4 === 3 ? 'suv' : 'sedan',
      seats: i % 4 === 3 ? 6 : 3,
      plate: `T${100000 + i}C`,
      tlcVehicleLicenseNumber: String(6_000_000 + i),
      tlcVehicleLicenseExpiry: '2099-12-31',
      insuranceCarrier: 'Bench Mutual',
      insurancePolicyNumber: `BM-${i}`,
      insuranceExpiry: '2099-12-31',
      inspectionExpiry: '2099-12-31',
      driverId: userId,
    });
    cookies.push(await sessionCookie(db, userId));
  }
  await db.execute(sql`analyze bookings`);
  return cookies;
}

/** How many bookings the year of history holds (besides the nearby scenario's 10,000 open ones). */
export const HISTORY_BOOKINGS = 10_000;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Place = { name?: string; lat: number; lng: number };
const AIRPORTS: readonly [Place, ...Place[]] = [
  { name: 'JFK Terminal 4, Queens, NY 11430', lat: 40.6441, lng: -73.7822 },
  { name: 'LaGuardia Terminal B, Queens, NY 11371', lat: 40.7741, lng: -73.8719 },
  { name: 'Newark Terminal C, Newark, NJ 07114', lat: 40.6925, lng: -74.1787 },
];
const SERVICES: readonly [readonly [string, string], ...(readonly [string, string])[]] = [
  ['to-airport', 'To Airport'],
  ['from-airport', 'From Airport'],
  ['point-to-point', 'Point to Point'],
  ['hourly', 'Hourly Service'],
];
const VEHICLES: readonly [readonly [string, string, number], ...(readonly [string, string, number])[]] = [
  ['sedan-cadillac', 'Cadillac XTS Sedan', 9_900],
  ['suv-escalade', 'Cadillac Escalade', 14_900],
  ['sprinter', 'Mercedes Sprinter', 21_900],
];

type Status = 'pending' | 'assigned' | 'in_progress' | 'completed' | 'cancelled';
/** The mix of a year of history: mostly completed, some cancelled (two in three after paying), a few live. */
function pickStatus(r: number, ageDays: number): Status {
  if (ageDays < 3 && r < 0.05) return 'assigned';
  if (ageDays < 1 && r < 0.08) return 'in_progress';
  if (r < 0.04) return 'pending';
  if (r < 0.2) return 'cancelled';
  return 'completed';
}

const pick = <T>(rnd: () => number, list: readonly [T, ...T[]]): T =>
  list[Math.floor(rnd() * list.length)] ?? list[0];

async function insertChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += 500) await insert(rows.slice(i, i + 500));
}

/**
 * A year of bookings (created every day of the last 365, mixed services, vehicles, areas and statuses), the
 * completed ones driven by the bench's drivers with their trips and many rated, and a signed-in admin; the
 * admin's session cookie.
 */
export async function seedAdminBench(db: Db): Promise<{ adminCookie: string }> {
  const rnd = random(29);
  const now = Date.now();
  const driverIds = (await db.select({ id: drivers.userId }).from(drivers)).map((d) => d.id);
  const uniqueNumber = await bookingNumbers(db);
  const customerId = await benchUser(db, 'passenger', 'customer', 'Customer');
  const adminId = await benchUser(db, 'admin', 'admin', 'Admin');

  const rows: (typeof bookings.$inferInsert)[] = [];
  const plans: { status: Status; driverId: string; rated: boolean }[] = [];
  for (let i = 0; i < HISTORY_BOOKINGS; i += 1) {
    const ageDays = rnd() * 365;
    const createdAt = new Date(now - ageDays * DAY);
    const pickupAt = new Date(createdAt.getTime() + (2 + rnd() * 96) * HOUR);
    const status = pickStatus(rnd(), ageDays);
    const [serviceType, serviceName] = pick(rnd, SERVICES);
    const [vehicleId, vehicleName, base] = pick(rnd, VEHICLES);
    const airport = pick(rnd, AIRPORTS);
    const city: Place = aroundNyc(rnd);
    const [from, to]: [Place, Place] =
      serviceType === 'from-airport'
        ? [airport, city]
        : serviceType === 'to-airport'
          ? [city, airport]
          : [city, aroundNyc(rnd)];
    const subtotal = base + Math.floor(rnd() * 120) * 100;
    const tax = Math.round(subtotal * 0.08875);
    const paid = status !== 'pending' && !(status === 'cancelled' && rnd() < 0.33);
    rows.push({
      number: uniqueNumber(),
      userId: customerId,
      customerName: `Client ${i}`,
      customerEmail: `client${i}@example.com`,
      customerPhone: '2125550100',
      status,
      serviceType,
      serviceName,
      pickupAddress: from.name ?? `${i} Madison Avenue, New York, NY`,
      destinationAddress: to.name ?? `${i} Park Avenue, New York, NY`,
      pickupLat: from.lat,
      pickupLng: from.lng,
      destinationLat: to.lat,
      destinationLng: to.lng,
      pickupAt,
      vehicleId,
      vehicleName,
      distanceMeters: 20_000,
      durationSeconds: 1_800 + Math.floor(rnd() * 3_600),
      priceLines: [{ code: 'fare', label: 'Trip fare', amountCents: subtotal }],
      subtotalCents: subtotal,
      taxRatePpm: 88_750,
      taxCents: tax,
      totalCents: subtotal + tax,
      paymentMethod: paid ? 'Visa •••• 4242' : null,
      paidAt: paid ? createdAt : null,
      refundedCents: status === 'cancelled' && paid && rnd() < 0.5 ? subtotal + tax : 0,
      driverId: null,
      createdAt,
      updatedAt: createdAt,
      completedAt: status === 'completed' ? new Date(pickupAt.getTime() + HOUR) : null,
      cancelledAt: status === 'cancelled' ? new Date(createdAt.getTime() + HOUR) : null,
    });
    plans.push({
      status,
      driverId: driverIds[Math.floor(rnd() * driverIds.length)] ?? '',
      rated: rnd() < 0.4,
    });
  }
  const driven = (s: Status) => s === 'completed' || s === 'assigned' || s === 'in_progress';
  rows.forEach((r, i) => {
    const plan = plans[i];
    if (plan && driven(plan.status) && plan.driverId) r.driverId = plan.driverId;
  });
  const ids: string[] = [];
  await insertChunks(rows, async (chunk) => {
    const made = await db.insert(bookings).values(chunk).returning({ id: bookings.id });
    ids.push(...made.map((m) => m.id));
  });

  const trips: (typeof driverTrips.$inferInsert)[] = [];
  const ratings: (typeof bookingRatings.$inferInsert)[] = [];
  rows.forEach((r, i) => {
    const plan = plans[i];
    const bookingId = ids[i];
    if (!plan || !bookingId || !r.driverId || !driven(plan.status)) return;
    const pickup = r.pickupAt as Date;
    const created = r.createdAt as Date;
    trips.push({
      bookingId,
      driverId: r.driverId,
      status: plan.status as 'assigned' | 'in_progress' | 'completed',
      acceptedAt: new Date(created.getTime() + HOUR),
      startedAt: plan.status === 'assigned' ? null : pickup,
      completedAt: plan.status === 'completed' ? (r.completedAt as Date) : null,
      earningsCents: plan.status === 'completed' ? Math.round((r.totalCents as number) * 0.8) : null,
    });
    if (plan.status === 'completed' && plan.rated) {
      ratings.push({ bookingId, userId: customerId, rating: 3 + (i % 3), createdAt: r.completedAt as Date });
    }
  });
  await insertChunks(trips, (chunk) => db.insert(driverTrips).values(chunk));
  await insertChunks(ratings, (chunk) => db.insert(bookingRatings).values(chunk));

  const adminCookie = await sessionCookie(db, adminId);
  await db.execute(sql`analyze bookings`);
  await db.execute(sql`analyze driver_trips`);
  return { adminCookie };
}

/** The New York date `days` before today. */
function nyDaysAgo(days: number): string {
  return nyWallClock(new Date(Date.now() - days * DAY)).date;
}

/**
 * The admin scenarios, measured like the others: the bookings list filtered by status, searched and at page
 * 3 (several filters in turn), the analytics of the last 365 New York days and the dispatch board of a day. Admin reports, not public reads:
 * reported with their ratio to GET /api/vehicles, not held to the read budget.
 */
export function adminTargets(appUrl: string, adminCookie: string) {
  const headers = { cookie: adminCookie };
  const list = [
    'status=completed&q=client1&page=3',
    'status=confirmed&q=broadway&page=3',
    'status=cancelled&q=park%20avenue&page=3',
    'q=rider2&page=3',
  ];
  return [
    {
      name: 'GET /api/admin/bookings',
      url: appUrl,
      read: false,
      requests: list.map((query) => ({ path: `/api/admin/bookings?${query}`, headers })),
    },
    {
      name: 'GET /api/admin/analytics (year)',
      url: appUrl,
      read: false,
      requests: [{ path: `/api/admin/analytics?from=${nyDaysAgo(364)}&to=${nyDaysAgo(0)}`, headers }],
    },
    {
      // The dispatch board of a day (issue 36): today and tomorrow, as a dispatcher flips between them.
      name: 'GET /api/admin/dispatch/board',
      url: appUrl,
      read: false,
      requests: [nyDaysAgo(0), nyDaysAgo(-1)].map((date) => ({
        path: `/api/admin/dispatch/board?date=${date}`,
        headers,
      })),
    },
  ];
}

/** The p99 budgets of the back office at 20,000 bookings and 200 chauffeurs, 50 connections (ARCHITECTURE.md). */
export const ADMIN_P99_BUDGETS_MS: Record<string, number> = {
  'GET /api/admin/bookings': 100,
  'GET /api/admin/analytics (year)': 200,
  'GET /api/admin/dispatch/board': 100,
};

/** Whether the app answers a target's first request with anything but 404 (a route not built yet). */
export async function routeExists(url: string, r: BenchRequest): Promise<boolean> {
  const res = await fetch(new URL(r.path, url), { ...(r.headers ? { headers: r.headers } : {}) });
  await res.arrayBuffer();
  return res.status !== 404;
}

export interface BenchRequest {
  path: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

/** Sends one request and waits for its answer; its time in milliseconds. */
async function once(url: string, r: BenchRequest): Promise<number> {
  const start = performance.now();
  const res = await fetch(new URL(r.path, url), {
    method: r.method ?? 'GET',
    ...(r.headers ? { headers: r.headers } : {}),
    ...(r.body ? { body: r.body } : {}),
  });
  await res.arrayBuffer();
  return performance.now() - start;
}

/**
 * Waits until the server has answered what a load run left queued (an embedded database runs one statement at
 * a time: requests the run abandoned would otherwise slow the next target down): one more request of the same
 * kind is answered after them.
 */
export async function settle(url: string, requests: readonly BenchRequest[]): Promise<void> {
  const first = requests[0];
  if (first) await once(url, first);
}

/** The median time of `n` requests sent one after another: the cost of one answer without any queue. */
export async function medianMs(url: string, r: BenchRequest, n = 7): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < n; i += 1) times.push(await once(url, r));
  times.sort((a, b) => a - b);
  return times[Math.floor(n / 2)] ?? 0;
}

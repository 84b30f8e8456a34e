import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminBookingList, AssignCandidates } from '../../src/shared/contracts/admin-bookings.ts';
import type { DispatchBoard } from '../../src/shared/contracts/dispatch-board.ts';
import type { DriverTrip, NearbyTripsResponse } from '../../src/shared/contracts/driver-trips.ts';
import { addDays, nyDay } from '../../src/shared/domain/compliance.ts';
import { bookings } from '../../src/server/db/schema/bookings.ts';
import { fleetCars } from '../../src/server/db/schema/compliance.ts';
import { driverTrips, drivers } from '../../src/server/db/schema/drivers.ts';
import { signInAs } from '../support/accounts.ts';
import { adminCall } from '../support/admin.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { insertFleetCar, insertOpenBooking, MIDTOWN, signInDriver } from '../support/trips.ts';

/**
 * Decision 32, the gate: a chauffeur whose own document or whose car's is expired or not on file on the ride's
 * day, or who has no car, can neither accept, be assigned, nor start (passenger on board, or an admin's move to in
 * progress): 409 naming the document, whose it is and its expiry; renewed, the same call goes through and the car
 * is recorded on the trip. Nearby requests, the assign list, the board and the bookings list say so beforehand.
 * On the machine's clock (positions are fresh on it); every date is counted from New York's today.
 */

let t: TestApp;
let admin: Awaited<ReturnType<typeof signInAs>>;
beforeAll(async () => {
  t = await createTestApp({});
  admin = await signInAs(t.app, t.database, 'admin');
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const today = () => nyDay(new Date());

type Answer<T> = {
  status: number;
  body: T & { code?: string; params?: Record<string, string>; message?: string };
};
const call = <T = unknown>(method: 'GET' | 'POST' | 'PATCH', url: string, cookie: string, body?: object) =>
  adminCall<T>(t.app, method, url, cookie, body) as Promise<Answer<T>>;
const accept = (id: string, cookie: string) =>
  call<DriverTrip>('POST', `/api/driver/trips/${id}/accept`, cookie, {});
const onBoard = (id: string, cookie: string) =>
  call<DriverTrip>('POST', `/api/driver/trips/${id}/status`, cookie, { status: 'in_progress' });
const assign = (id: string, driverId: string) =>
  call<{ status: string }>('POST', `/api/admin/bookings/${id}/assign-driver`, admin.cookie, { driverId });
const adminMove = (id: string, status: string, reason?: string) =>
  call<{ status: string }>('PATCH', `/api/admin/bookings/${id}`, admin.cookie, {
    status,
    ...(reason ? { reason } : {}),
  });
const open = (hoursAhead: number) => insertOpenBooking(t.database, { ...MIDTOWN, hoursAhead });

/** A located chauffeur with current documents and a car; the car row. */
async function chauffeur() {
  const d = await signInDriver(t.app, t.database, MIDTOWN);
  const [car] = await t.database.db.select().from(fleetCars).where(eq(fleetCars.driverId, d.user.id));
  if (!car) throw new Error('no car');
  return { ...d, car };
}
const setCar = (carId: string, set: Partial<typeof fleetCars.$inferInsert>) =>
  t.database.db.update(fleetCars).set(set).where(eq(fleetCars.id, carId));
const setDriver = (userId: string, set: Partial<typeof drivers.$inferInsert>) =>
  t.database.db.update(drivers).set(set).where(eq(drivers.userId, userId));
const tripOf = async (bookingId: string) =>
  (await t.database.db.select().from(driverTrips).where(eq(driverTrips.bookingId, bookingId)))[0];

describe('accept (the chauffeur)', () => {
  it("refuses with the car's insurance expired, naming it, and accepts once it is renewed", async () => {
    const d = await chauffeur();
    const expired = addDays(today(), -1);
    await setCar(d.car.id, { insuranceExpiry: expired });
    const b = await open(24);

    const listed = await call<NearbyTripsResponse>('GET', '/api/driver/trips/nearby', d.cookie);
    expect(listed.body.compliance).toMatchObject({ document: 'insurance', whose: 'car', reason: 'expired' });
    expect(listed.body.trips.find((x) => x.id === b.id)?.complianceIssue).toMatchObject({
      document: 'insurance',
      expiry: expired,
    });

    const refused = await accept(b.id, d.cookie);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'compliance.documentExpired',
      params: { document: 'insurance', whose: 'car', expiry: expired },
      message: `The car's insurance expired on ${expired}: renew it before taking trips.`,
    });
    const [still] = await t.database.db.select().from(bookings).where(eq(bookings.id, b.id));
    expect([still?.status, still?.driverId]).toEqual(['confirmed', null]);
    expect(await tripOf(b.id)).toBeUndefined();

    await setCar(d.car.id, { insuranceExpiry: addDays(today(), 365) });
    const again = await call<NearbyTripsResponse>('GET', '/api/driver/trips/nearby', d.cookie);
    expect(again.body.compliance).toBeNull();
    expect(again.body.trips.find((x) => x.id === b.id)?.complianceIssue).toBeNull();
    const ok = await accept(b.id, d.cookie);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect((await tripOf(b.id))?.carId).toBe(d.car.id);
  });

  it("refuses a ride on a day after the chauffeur's TLC license expires, though it is current today", async () => {
    const d = await chauffeur();
    const expiry = addDays(today(), 1);
    await setDriver(d.user.id, { tlcLicenseExpiry: expiry });
    const later = await open(24 * 4);
    const refused = await accept(later.id, d.cookie);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'compliance.documentExpiresBeforeRide',
      params: { document: 'tlc_driver_license', whose: 'chauffeur', expiry },
    });
    expect(refused.body.message).toMatch(/^The chauffeur's TLC driver license expires on /);
    // A ride picking up on its expiry day is still covered (current through the expiry day).
    const onTheDay = await insertOpenBooking(t.database, {
      ...MIDTOWN,
      pickupAt: new Date(`${expiry}T17:00:00Z`),
    });
    expect((await accept(onTheDay.id, d.cookie)).status).toBe(200);
  });

  it('refuses a document not on file, and a chauffeur without a car', async () => {
    const d = await chauffeur();
    await setDriver(d.user.id, { stateLicenseExpiry: null });
    const b = await open(24);
    const missing = await accept(b.id, d.cookie);
    expect([missing.status, missing.body.code, missing.body.params?.document]).toEqual([
      409,
      'compliance.documentMissing',
      'state_driver_license',
    ]);
    expect(missing.body.message).toBe(
      "The chauffeur's state driving license is not on file: record it before taking trips.",
    );
    await setDriver(d.user.id, { stateLicenseExpiry: addDays(today(), 400) });
    await setCar(d.car.id, { driverId: null });
    const noCar = await accept(b.id, d.cookie);
    expect([noCar.status, noCar.body.code, noCar.body.params?.document]).toEqual([
      409,
      'compliance.noCar',
      'car',
    ]);
  });

  it("a return trip needs the documents through the way back's day", async () => {
    const d = await chauffeur();
    await setCar(d.car.id, { inspectionExpiry: addDays(today(), 2) });
    const b = await open(24);
    await t.database.db
      .update(bookings)
      .set({ returnAt: new Date(b.pickupAt.getTime() + 4 * 24 * HOUR) })
      .where(eq(bookings.id, b.id));
    const refused = await accept(b.id, d.cookie);
    expect([refused.status, refused.body.code, refused.body.params?.document]).toEqual([
      409,
      'compliance.documentExpiresBeforeRide',
      'inspection',
    ]);
  });
});

describe('assignment (the admin) and the assign list', () => {
  it('lists the reason, refuses with the document named, assigns after renewal and records the car', async () => {
    const d = await chauffeur();
    const expired = addDays(today(), -10);
    await setCar(d.car.id, { tlcVehicleLicenseExpiry: expired });
    const b = await open(48);

    const list = await call<AssignCandidates>('GET', `/api/admin/bookings/${b.id}/candidates`, admin.cookie);
    const me = list.body.candidates.find((c) => c.id === d.user.id);
    expect(me?.fits).toBe(false);
    expect(me?.reasons).toContainEqual({
      code: 'documents',
      complianceIssue: expect.objectContaining({ document: 'tlc_vehicle_license', expiry: expired }),
    });

    const refused = await assign(b.id, d.user.id);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'compliance.documentExpired',
      params: { document: 'tlc_vehicle_license', whose: 'car', expiry: expired },
    });
    const [still] = await t.database.db.select().from(bookings).where(eq(bookings.id, b.id));
    expect([still?.status, still?.driverId]).toEqual(['confirmed', null]);

    await setCar(d.car.id, { tlcVehicleLicenseExpiry: addDays(today(), 200) });
    const ok = await assign(b.id, d.user.id);
    expect([ok.status, ok.body.status]).toEqual([200, 'assigned']);
    expect((await tripOf(b.id))?.carId).toBe(d.car.id);
  });
});

describe('start (passenger on board, and an admin moving the ride to in progress)', () => {
  it("refuses the chauffeur's start once the car's insurance expired after accept, and starts after renewal", async () => {
    const d = await chauffeur();
    const b = await insertOpenBooking(t.database, {
      ...MIDTOWN,
      pickupAt: new Date(Date.now() + 20 * 60_000),
    });
    expect((await accept(b.id, d.cookie)).status).toBe(200);
    const expired = addDays(today(), -1);
    await setCar(d.car.id, { insuranceExpiry: expired });
    const refused = await onBoard(b.id, d.cookie);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'compliance.documentExpired',
      params: { document: 'insurance', whose: 'car', expiry: expired },
    });
    expect((await tripOf(b.id))?.status).toBe('assigned');
    await setCar(d.car.id, { insuranceExpiry: addDays(today(), 30) });
    const started = await onBoard(b.id, d.cookie);
    expect([started.status, started.body.status]).toEqual([200, 'in_progress']);
  });

  it('records the car that carries the passenger when the chauffeur changed cars after accept', async () => {
    const d = await chauffeur();
    const b = await insertOpenBooking(t.database, {
      ...MIDTOWN,
      pickupAt: new Date(Date.now() + 20 * 60_000),
    });
    expect((await accept(b.id, d.cookie)).status).toBe(200);
    expect((await tripOf(b.id))?.carId).toBe(d.car.id);
    await setCar(d.car.id, { driverId: null });
    const other = await insertFleetCar(t.database, { driverId: d.user.id });
    expect((await onBoard(b.id, d.cookie)).status).toBe(200);
    expect((await tripOf(b.id))?.carId).toBe(other.id);
  });

  it("refuses an admin's move to in progress, even with a reason, and allows it after renewal", async () => {
    const d = await chauffeur();
    const b = await open(24);
    expect((await assign(b.id, d.user.id)).status).toBe(200);
    const expired = addDays(today(), -3);
    await setDriver(d.user.id, { tlcLicenseExpiry: expired });
    const refused = await adminMove(b.id, 'in_progress', 'Started early at the customer’s request');
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'compliance.documentExpired',
      params: { document: 'tlc_driver_license', whose: 'chauffeur', expiry: expired },
    });
    const [still] = await t.database.db.select().from(bookings).where(eq(bookings.id, b.id));
    expect(still?.status).toBe('assigned');
    await setDriver(d.user.id, { tlcLicenseExpiry: addDays(today(), 90) });
    const ok = await adminMove(b.id, 'in_progress', 'Started early at the customer’s request');
    expect([ok.status, ok.body.status]).toEqual([200, 'in_progress']);
  });
});

describe('the flags: board and bookings list (rides within 30 days)', () => {
  it('flags the assigned rides whose chauffeur or car will not be current on their day, and only those', async () => {
    const d = await chauffeur();
    const soon = await open(24);
    const later = await open(24 * 10);
    const farAway = await open(24 * 40);
    for (const b of [soon, later, farAway]) expect((await assign(b.id, d.user.id)).status).toBe(200);
    // The insurance runs out in 5 days: the ride in 10 days is flagged, tomorrow's not, the one in 40 days
    // lies beyond the 30 days flagged.
    const expiry = addDays(today(), 5);
    await setCar(d.car.id, { insuranceExpiry: expiry });

    const list = await call<AdminBookingList>('GET', '/api/admin/bookings?pageSize=100', admin.cookie);
    expect(list.status).toBe(200);
    const flag = (id: string) => list.body.bookings.find((r) => r.id === id)?.complianceIssue;
    expect(flag(soon.id)).toBeNull();
    expect(flag(later.id)).toMatchObject({ document: 'insurance', whose: 'car', expiry, reason: 'expires' });
    expect(flag(farAway.id)).toBeNull();

    const day = nyDay(later.pickupAt);
    const board = await call<DispatchBoard>('GET', `/api/admin/dispatch/board?date=${day}`, admin.cookie);
    expect(board.status).toBe(200);
    const row = board.body.rows.find((r) => r.driver.id === d.user.id);
    expect(row?.driver.complianceIssue).toBeNull();
    expect(row?.blocks.find((x) => x.bookingId === later.id)?.complianceIssue).toMatchObject({
      document: 'insurance',
      expiry,
    });

    // Renewed: no flag.
    await setCar(d.car.id, { insuranceExpiry: addDays(today(), 365) });
    const renewed = await call<DispatchBoard>('GET', `/api/admin/dispatch/board?date=${day}`, admin.cookie);
    const block = renewed.body.rows
      .find((r) => r.driver.id === d.user.id)
      ?.blocks.find((x) => x.bookingId === later.id);
    expect(block?.complianceIssue).toBeNull();
  });

  it("flags a chauffeur's row on the board when they cannot drive today", async () => {
    const d = await chauffeur();
    await setDriver(d.user.id, { tlcLicenseExpiry: addDays(today(), -1) });
    const board = await call<DispatchBoard>('GET', '/api/admin/dispatch/board', admin.cookie);
    const row = board.body.rows.find((r) => r.driver.id === d.user.id);
    expect(row?.driver.complianceIssue).toMatchObject({ document: 'tlc_driver_license', reason: 'expired' });
  });
});

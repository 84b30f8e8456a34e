import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookings } from '../../src/server/db/schema/bookings.ts';
import { driverTrips } from '../../src/server/db/schema/drivers.ts';
import type {
  DriverPositionResponse,
  DriverTrip,
  NearbyTripsResponse,
} from '../../src/shared/contracts/driver-trips.ts';
import { nextIp, signIn, signInAs } from '../support/accounts.ts';
import { adminCall } from '../support/admin.ts';
import { outboxFor } from '../support/outbox.ts';
import { createSecondServer, createTestApp, type TestApp } from '../support/test-app.ts';
import { insertOpenBooking, JFK, LOS_ANGELES, milesNorth, signInDriver } from '../support/trips.ts';

/**
 * The trip rules the server checks (PRODUCT decisions 21 and 22, issue 32), on an injected clock: a trip
 * starts from 60 minutes before pickup and completes only once started; a driver accepts only with a location
 * under 15 minutes old within their radius of the pickup; nearby answers from the stored location; driver
 * writes are limited per driver account across processes; a third cancellation of one booking goes through
 * dispatch; the customer sees the driver's position only from 60 minutes before pickup (or once started).
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The test's clock: every service of the app reads it; tests move it. */
let now = new Date();
const clock = () => now;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock, rateLimits: { checkout: { max: 10_000, timeWindow: 60_000 } } });
});
afterAll(() => t.close());
beforeEach(() => {
  now = new Date();
});

interface ErrorAnswer {
  code: string;
  message: string;
  params?: Record<string, string | number>;
}

async function call<T>(
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  cookie: string | null,
  payload?: object,
) {
  const res = await t.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: cookie ? { cookie } : {},
    remoteAddress: nextIp(),
  });
  return { status: res.statusCode, body: res.json<T>(), raw: res.body };
}
const post = <T>(url: string, cookie: string, payload: object = {}) => call<T>('POST', url, cookie, payload);
const report = (cookie: string, at: { lat: number; lng: number }) =>
  post('/api/driver/update-location', cookie, { latitude: at.lat, longitude: at.lng });
const accept = (id: string, cookie: string) =>
  post<ErrorAnswer & DriverTrip>(`/api/driver/trips/${id}/accept`, cookie);
const move = (id: string, cookie: string, body: object) =>
  post<ErrorAnswer & DriverTrip>(`/api/driver/trips/${id}/status`, cookie, body);

let area = 0;
/** A fresh spot per test (the file's tests share one database), far from every other test's. */
function freshArea() {
  area += 1;
  return { lat: 35.5, lng: -100 + area * 1.5 };
}

/** A driver who reported `at` on the test's clock, and an open booking there with its pickup at `pickupAt`. */
async function driverAndBooking(pickupAt: Date, at = freshArea()) {
  const driver = await signInDriver(t.app, t.database);
  expect((await report(driver.cookie, at)).status).toBe(200);
  const booking = await insertOpenBooking(t.database, { ...at, pickupAt, customerEmail: uniqueEmail() });
  return { driver, booking, at };
}
/**
 * Signs `who` in again after the clock jumped more than a day (sessions age on the app's clock: one unused for
 * 24 hours has ended).
 */
async function signInAgain(who: { cookie: string; user: { email: string }; password: string }) {
  who.cookie = await signIn(t.app, who.user.email, who.password);
}
let emails = 0;
const uniqueEmail = () => `trip-rules-${++emails}-${Math.random().toString(36).slice(2, 6)}@example.com`;

describe('starting and completing (decision 21)', () => {
  it('refuses to start a trip a month ahead (409 trips.startNotYet, with when it opens) and completes only a started trip', async () => {
    const pickupAt = new Date(now.getTime() + 30 * DAY);
    const { driver, booking } = await driverAndBooking(pickupAt);
    expect((await accept(booking.id, driver.cookie)).status).toBe(200);

    const opensAt = new Date(pickupAt.getTime() - 60 * MINUTE);
    const early = await move(booking.id, driver.cookie, { status: 'in_progress' });
    expect(early.status, early.raw).toBe(409);
    expect(early.body.code).toBe('trips.startNotYet');
    expect(early.body.params).toMatchObject({ opensAt: opensAt.toISOString(), minutes: 60 });
    // The English message names the time on New York clocks.
    expect(early.body.message).toContain('New York time');
    expect(early.body.message).toContain(String(early.body.params?.time));
    const skip = await move(booking.id, driver.cookie, { status: 'completed' });
    expect(skip.status, skip.raw).toBe(409);
    expect(skip.body.code).toBe('trips.statusNotAllowed');

    // A minute before the window: still refused; at its opening: started, then completed.
    now = new Date(opensAt.getTime() - MINUTE);
    await signInAgain(driver);
    expect((await move(booking.id, driver.cookie, { status: 'in_progress' })).body.code).toBe(
      'trips.startNotYet',
    );
    now = opensAt;
    const started = await move(booking.id, driver.cookie, { status: 'in_progress' });
    expect(started.status, started.raw).toBe(200);
    expect(started.body.startedAt).toBe(opensAt.toISOString());
    now = new Date(pickupAt.getTime() + 40 * MINUTE);
    const completed = await move(booking.id, driver.cookie, { status: 'completed' });
    expect(completed.status, completed.raw).toBe(200);
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row?.status).toBe('completed');
  });

  it('the customer may still cancel a trip the driver could not start early', async () => {
    const pickupAt = new Date(now.getTime() + 30 * DAY);
    const owner = await signInAs(t.app, t.database, 'passenger');
    const { driver, booking } = await driverAndBooking(pickupAt);
    await t.database.db.update(bookings).set({ userId: owner.user.id }).where(eq(bookings.id, booking.id));
    expect((await accept(booking.id, driver.cookie)).status).toBe(200);
    expect((await move(booking.id, driver.cookie, { status: 'in_progress' })).status).toBe(409);
    const cancel = await call<{ status: string }>(
      'POST',
      `/api/user/bookings/${booking.id}/cancel`,
      owner.cookie,
      {},
    );
    expect(cancel.status, cancel.raw).toBe(200);
    expect(cancel.body.status).toBe('cancelled');
  });
});

describe('accepting needs a recent location within the radius (decision 21)', () => {
  it('refuses a driver located in Los Angeles a JFK pickup (409 trips.pickupTooFar)', async () => {
    const driver = await signInDriver(t.app, t.database);
    expect((await report(driver.cookie, LOS_ANGELES)).status).toBe(200);
    const booking = await insertOpenBooking(t.database, {
      ...JFK,
      pickupAt: new Date(now.getTime() + 3 * HOUR),
    });
    const res = await accept(booking.id, driver.cookie);
    expect(res.status, res.raw).toBe(409);
    expect(res.body.code).toBe('trips.pickupTooFar');
    expect(res.body.params).toMatchObject({ radius: 25 });
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row).toMatchObject({ status: 'confirmed', driverId: null });

    // 30 miles out is still too far; 20 miles is within the radius.
    expect((await report(driver.cookie, milesNorth(JFK, 30))).status).toBe(200);
    expect((await accept(booking.id, driver.cookie)).body.code).toBe('trips.pickupTooFar');
    expect((await report(driver.cookie, milesNorth(JFK, 20))).status).toBe(200);
    expect((await accept(booking.id, driver.cookie)).status).toBe(200);
  });

  it('refuses a location reported over 15 minutes ago (409 driver.locationStale) until a new report', async () => {
    const { driver, booking, at } = await driverAndBooking(new Date(now.getTime() + 3 * HOUR));
    now = new Date(now.getTime() + 15 * MINUTE + 1000);
    const stale = await accept(booking.id, driver.cookie);
    expect(stale.status, stale.raw).toBe(409);
    expect(stale.body.code).toBe('driver.locationStale');
    expect(stale.body.params).toMatchObject({ minutes: 15 });
    expect((await report(driver.cookie, at)).status).toBe(200);
    expect((await accept(booking.id, driver.cookie)).status).toBe(200);
  });

  it('answers nearby from the stored location, never from a point in the query string', async () => {
    const here = freshArea();
    const elsewhere = milesNorth(here, 60);
    const driver = await signInDriver(t.app, t.database);
    expect((await report(driver.cookie, here)).status).toBe(200);
    const near = await insertOpenBooking(t.database, {
      ...here,
      pickupAt: new Date(now.getTime() + 3 * HOUR),
    });
    const far = await insertOpenBooking(t.database, {
      ...elsewhere,
      pickupAt: new Date(now.getTime() + 3 * HOUR),
    });
    const res = await call<NearbyTripsResponse>(
      'GET',
      `/api/driver/trips/nearby?lat=${elsewhere.lat.toFixed(6)}&lng=${elsewhere.lng.toFixed(6)}`,
      driver.cookie,
    );
    expect(res.status, res.raw).toBe(200);
    const ids = res.body.trips.map((trip) => trip.id);
    expect(ids).toContain(near.id);
    expect(ids).not.toContain(far.id);
  });
});

describe("a driver's repeated cancellations (issue 32)", () => {
  it('refuses a third cancellation of one booking with a message to call dispatch, counted from the stored history', async () => {
    const admin = await signInAs(t.app, t.database, 'admin');
    const { driver, booking } = await driverAndBooking(new Date(now.getTime() + 3 * DAY));
    for (let round = 1; round <= 2; round += 1) {
      expect((await accept(booking.id, driver.cookie)).status).toBe(200);
      const cancelled = await move(booking.id, driver.cookie, {
        status: 'cancelled',
        reason: `Round ${round}`,
      });
      expect(cancelled.status, cancelled.raw).toBe(200);
    }
    expect((await accept(booking.id, driver.cookie)).status).toBe(200);
    const third = await move(booking.id, driver.cookie, { status: 'cancelled', reason: 'Round 3' });
    expect(third.status, third.raw).toBe(409);
    expect(third.body.code).toBe('trips.callDispatch');
    expect(third.body.message).toMatch(/call dispatch/i);
    expect(third.body.params).toMatchObject({ phone: '(212) 555-0147' });

    // The driver keeps the trip; the customer and the admins heard of two cancellations only.
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row).toMatchObject({ status: 'assigned', driverId: driver.user.id });
    const live = await t.database.db
      .select()
      .from(driverTrips)
      .where(and(eq(driverTrips.bookingId, booking.id), eq(driverTrips.status, 'assigned')));
    expect(live).toHaveLength(1);
    const customer = (await outboxFor(t.database, booking.customerEmail)).map((m) => m.kind).sort();
    expect(customer).toEqual([
      'trip-assigned',
      'trip-assigned',
      'trip-assigned',
      'trip-reassigning',
      'trip-reassigning',
    ]);
    const notices = (await outboxFor(t.database, admin.user.email)).filter(
      (m) => m.kind === 'trip-driver-cancelled' && m.bookingId === booking.id,
    );
    expect(notices).toHaveLength(2);
  });
});

describe("the customer's view of the driver's position (decision 22)", () => {
  it('answers "not yet" without coordinates until 60 minutes before pickup, then the position until the trip ends', async () => {
    const owner = await signInAs(t.app, t.database, 'passenger');
    const pickupAt = new Date(now.getTime() + 2 * DAY);
    const { driver, booking, at } = await driverAndBooking(pickupAt);
    await t.database.db.update(bookings).set({ userId: owner.user.id }).where(eq(bookings.id, booking.id));
    expect((await accept(booking.id, driver.cookie)).status).toBe(200);
    const url = `/api/bookings/${booking.number}/driver-location`;
    const visibleFrom = new Date(pickupAt.getTime() - 60 * MINUTE).toISOString();

    // Assigned two days ahead: the driver is serving other customers; nothing of where they are.
    const early = await call<DriverPositionResponse>('GET', url, owner.cookie);
    expect(early.status, early.raw).toBe(200);
    expect(early.body).toEqual({
      status: 'assigned',
      tracking: 'notYet',
      visibleFrom,
      location: null,
      stage: 'accepted',
      stageAt: now.toISOString(),
    });
    expect(early.raw).not.toMatch(/latitude|longitude/);

    now = new Date(pickupAt.getTime() - 61 * MINUTE);
    await signInAgain(driver);
    await signInAgain(owner);
    expect((await report(driver.cookie, milesNorth(at, 1))).status).toBe(200);
    const almost = await call<DriverPositionResponse>('GET', url, owner.cookie);
    expect(almost.body).toMatchObject({ tracking: 'notYet', location: null });
    expect(almost.raw).not.toMatch(/latitude|longitude/);

    now = new Date(pickupAt.getTime() - 60 * MINUTE);
    const live = await call<DriverPositionResponse>('GET', url, owner.cookie);
    expect(live.body).toMatchObject({ status: 'assigned', tracking: 'live' });
    expect(live.body.location).not.toBeNull();

    expect((await move(booking.id, driver.cookie, { status: 'in_progress' })).status).toBe(200);
    expect((await call<DriverPositionResponse>('GET', url, owner.cookie)).body.tracking).toBe('live');
    now = pickupAt;
    expect((await move(booking.id, driver.cookie, { status: 'completed' })).status).toBe(200);
    const after = await call<DriverPositionResponse>('GET', url, owner.cookie);
    expect(after.body).toEqual({
      status: 'completed',
      tracking: 'ended',
      visibleFrom: null,
      location: null,
      stage: 'completed',
      stageAt: pickupAt.toISOString(),
    });
  });

  it('shows the position from when the trip is started (on the way), however far ahead the pickup', async () => {
    const owner = await signInAs(t.app, t.database, 'passenger');
    const admin = await signInAs(t.app, t.database, 'admin');
    const { driver, booking } = await driverAndBooking(new Date(now.getTime() + 2 * DAY));
    await t.database.db.update(bookings).set({ userId: owner.user.id }).where(eq(bookings.id, booking.id));
    expect((await accept(booking.id, driver.cookie)).status).toBe(200);
    const url = `/api/bookings/${booking.number}/driver-location`;
    expect((await call<DriverPositionResponse>('GET', url, owner.cookie)).body.location).toBeNull();
    // Dispatch starts the trip (the driver is on the way early: out of the start window, with the reason).
    const started = await adminCall(t.app, 'PATCH', `/api/admin/bookings/${booking.id}`, admin.cookie, {
      status: 'in_progress',
      reason: "On the way early at the customer's request",
    });
    expect(started.status).toBe(200);
    const live = await call<DriverPositionResponse>('GET', url, owner.cookie);
    expect(live.body).toMatchObject({ status: 'in_progress', tracking: 'live' });
    expect(live.body.location).not.toBeNull();
  });

  it('never shows a position before a driver is assigned, nor after a cancellation', async () => {
    const owner = await signInAs(t.app, t.database, 'passenger');
    const at = freshArea();
    const booking = await insertOpenBooking(t.database, {
      ...at,
      userId: owner.user.id,
      pickupAt: new Date(now.getTime() + 30 * MINUTE),
    });
    const url = `/api/bookings/${booking.number}/driver-location`;
    expect((await call<DriverPositionResponse>('GET', url, owner.cookie)).body).toEqual({
      status: 'confirmed',
      tracking: 'notYet',
      visibleFrom: null,
      location: null,
      stage: null,
      stageAt: null,
    });
  });
});

describe('driver writes are limited per driver account, across processes', () => {
  const LIMITS = { driverWrites: { max: 4, timeWindow: HOUR } };
  // The limits count on a clock of their own that stands still: the window never moves under the test.
  const LIMIT_NOW = new Date('2026-03-02T15:10:00Z');
  const limitClock = () => LIMIT_NOW;
  let a: TestApp;
  let b: FastifyInstance;
  let second: Awaited<ReturnType<typeof createSecondServer>>;
  beforeAll(async () => {
    a = await createTestApp({ rateLimits: LIMITS, limitClock });
    second = await createSecondServer(a, { rateLimits: LIMITS, limitClock });
    b = second.app;
  });
  afterAll(async () => {
    await second.close();
    await a.close();
  });

  it('refuses the fifth write of a driver in the window with 429, whatever the address or the server; other drivers go on', async () => {
    const here = { lat: 40.758, lng: -73.9855 };
    const driver = await signInDriver(a.app, a.database, here);
    const other = await signInDriver(a.app, a.database, here);
    const booking = await insertOpenBooking(a.database, here);
    const write = (app: FastifyInstance, cookie: string, url: string, payload: object) =>
      app.inject({ method: 'POST', url, payload, headers: { cookie }, remoteAddress: nextIp() });
    const loc = { latitude: here.lat, longitude: here.lng };
    const answers = [
      await write(a.app, driver.cookie, '/api/driver/update-location', loc),
      await write(b, driver.cookie, '/api/driver/update-location', loc),
      await write(a.app, driver.cookie, `/api/driver/trips/${booking.id}/accept`, {}),
      await write(b, driver.cookie, `/api/driver/trips/${booking.id}/status`, {
        status: 'cancelled',
        reason: 'Testing',
      }),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    for (const app of [a.app, b]) {
      const refused = await write(app, driver.cookie, `/api/driver/trips/${booking.id}/accept`, {});
      expect(refused.statusCode, refused.body).toBe(429);
      expect(refused.json<ErrorAnswer>().code).toBe('common.rateLimited');
    }
    // Reads are not writes; another driver has their own allowance.
    expect(
      (await a.app.inject({ method: 'GET', url: '/api/driver/me', headers: { cookie: driver.cookie } }))
        .statusCode,
    ).toBe(200);
    expect((await write(b, other.cookie, `/api/driver/trips/${booking.id}/accept`, {})).statusCode).toBe(200);
  });
});

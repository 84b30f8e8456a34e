import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminDriver,
  AdminDriverDetail,
  AdminDriverList,
  AdminDriverState,
} from '../../src/shared/contracts/admin-drivers.ts';
import { users } from '../../src/server/db/schema/accounts.ts';
import { adminAuditLog } from '../../src/server/db/schema/audit.ts';
import { bookingRatings, bookings } from '../../src/server/db/schema/bookings.ts';
import { driverTrips, drivers } from '../../src/server/db/schema/drivers.ts';
import { createAccount, nextIp, signIn, signInAs } from '../support/accounts.ts';
import { REFUSED, adminCall, sessionsByRole, type AdminWho } from '../support/admin.ts';
import { insertBooking } from '../support/bookings.ts';
import { applyToDrive } from '../support/drivers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { MIDTOWN, insertOpenBooking, signInDriver } from '../support/trips.ts';

/**
 * The Drivers section on a real database: availability (busy, stale, suspended), search, ratings, View Details
 * with earnings on New York day, week and month boundaries, and the status change with its audit entry, the
 * suspension signing the driver out and keeping them from signing in or accepting trips.
 *
 * The app's clock is Wednesday 2026-03-04 00:30 in New York (05:30 UTC): the day began at 05:00 UTC, the week
 * on Monday 2026-03-02 05:00 UTC, the month on 2026-03-01 05:00 UTC.
 */
const NOW = new Date('2026-03-04T05:30:00Z');
const minutesAgo = (m: number) => new Date(NOW.getTime() - m * 60_000);

let t: TestApp;
let admin: { cookie: string; user: { id: string } };
let rater: string;
beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  admin = await signInAs(t.app, t.database, 'admin');
  rater = (await createAccount(t.database, 'passenger')).user.id;
});
afterAll(() => t.close());

const db = () => t.database.db;
const get = <T>(url: string, cookie: string | null = admin.cookie) => adminCall<T>(t.app, 'GET', url, cookie);
const patch = <T>(id: string, status: string, cookie: string | null = admin.cookie) =>
  adminCall<T>(t.app, 'PATCH', `/api/admin/drivers/${id}`, cookie, { status });

let seq = 0;
/** A signed-in driver named `First Last` with a profile, stored `status`, located `located` minutes ago. */
async function driver(
  opts: { status?: 'available' | 'offline' | 'suspended'; located?: number | null } = {},
) {
  seq += 1;
  const d = await signInDriver(t.app, t.database, MIDTOWN);
  const first = `Zed${seq}`;
  await db().update(users).set({ firstName: first, lastName: 'Fleetwood' }).where(eq(users.id, d.user.id));
  const located = opts.located === undefined ? 1 : opts.located;
  await db()
    .update(drivers)
    .set({
      status: opts.status ?? 'available',
      locationAt: located === null ? null : minutesAgo(located),
      ...(located === null ? { lastLat: null, lastLng: null } : {}),
    })
    .where(eq(drivers.userId, d.user.id));
  return { ...d, name: `${first} Fleetwood` };
}

/** A booking of `driverId` with their trip in `status` (completed at `completedAt` with `earningsCents`). */
async function trip(
  driverId: string,
  opts: {
    status?: 'assigned' | 'in_progress' | 'completed' | 'cancelled';
    completedAt?: Date;
    earningsCents?: number;
    rating?: number;
    feedback?: string;
    acceptedAt?: Date;
  } = {},
) {
  const status = opts.status ?? 'completed';
  const b = await insertBooking(t.database, {
    userId: rater,
    status: status === 'cancelled' ? 'confirmed' : status,
  });
  await db().update(bookings).set({ driverId }).where(eq(bookings.id, b.id));
  const completedAt = status === 'completed' ? (opts.completedAt ?? minutesAgo(60)) : null;
  const [row] = await db()
    .insert(driverTrips)
    .values({
      bookingId: b.id,
      driverId,
      status,
      acceptedAt: opts.acceptedAt ?? minutesAgo(600),
      completedAt,
      cancelledAt: status === 'cancelled' ? minutesAgo(30) : null,
      cancelReason: status === 'cancelled' ? 'Flat tyre' : null,
      earningsCents: status === 'completed' ? (opts.earningsCents ?? 1000) : null,
    })
    .returning();
  if (opts.rating !== undefined) {
    await db()
      .insert(bookingRatings)
      .values({ bookingId: b.id, userId: rater, rating: opts.rating, feedback: opts.feedback ?? null });
  }
  return { booking: b, trip: row };
}

const byId = (list: AdminDriverList, id: string) => list.drivers.find((d) => d.id === id);

describe('admin drivers: who may call', () => {
  it('refuses every route to anonymous (401), guests, passengers and drivers (403)', async () => {
    const who = await sessionsByRole(t.app, t.database);
    const d = await driver();
    for (const role of Object.keys(REFUSED) as Exclude<AdminWho, 'admin'>[]) {
      const cookie = who[role];
      expect((await get('/api/admin/drivers', cookie)).status).toBe(REFUSED[role]);
      expect((await get(`/api/admin/drivers/${d.user.id}`, cookie)).status).toBe(REFUSED[role]);
      expect((await patch(d.user.id, 'suspended', cookie)).status).toBe(REFUSED[role]);
    }
    expect((await get('/api/admin/drivers', who.admin)).status).toBe(200);
    const [row] = await db().select().from(drivers).where(eq(drivers.userId, d.user.id));
    expect(row?.status).toBe('available');
  });
});

describe('GET /api/admin/drivers', () => {
  it('computes availability: suspended, then busy, then offline (stored or stale), then available', async () => {
    const available = await driver();
    const busy = await driver({ located: 120 }); // on a trip: busy even with an old position
    await trip(busy.user.id, { status: 'in_progress' });
    const assigned = await driver();
    await trip(assigned.user.id, { status: 'assigned' });
    const stale = await driver({ located: 16 });
    const fresh = await driver({ located: 14 });
    const unlocated = await driver({ located: null });
    const offline = await driver({ status: 'offline' });
    const suspended = await driver({ status: 'suspended' });
    const finished = await driver(); // only ended trips: available
    await trip(finished.user.id, { status: 'completed' });
    await trip(finished.user.id, { status: 'cancelled' });

    const { status, body } = await get<AdminDriverList>('/api/admin/drivers');
    expect(status).toBe(200);
    const expected: [{ user: { id: string } }, AdminDriverState][] = [
      [available, 'available'],
      [busy, 'busy'],
      // A ride assigned for later is no "on a trip": availability is per ride (issue 35).
      [assigned, 'available'],
      [stale, 'offline'],
      [fresh, 'available'],
      [unlocated, 'offline'],
      [offline, 'offline'],
      [suspended, 'suspended'],
      [finished, 'available'],
    ];
    for (const [d, state] of expected) expect(byId(body, d.user.id)?.availability).toBe(state);
    expect(byId(body, suspended.user.id)?.status).toBe('suspended');
    expect(byId(body, stale.user.id)?.status).toBe('available');

    // The counts are over every driver, whatever the filter; the list is in the dispatcher's order.
    const tally = { available: 0, busy: 0, offline: 0, suspended: 0 };
    for (const d of body.drivers) tally[d.availability] += 1;
    expect(body.counts).toEqual(tally);
    const order = body.drivers.map((d) => d.availability);
    expect(order).toEqual([...order].sort((a, b) => STATES.indexOf(a) - STATES.indexOf(b)));

    const onlyBusy = await get<AdminDriverList>('/api/admin/drivers?availability=busy');
    expect(onlyBusy.body.drivers.map((d) => d.id)).toEqual([busy.user.id]);
    expect(onlyBusy.body.counts).toEqual(tally);
    expect((await get('/api/admin/drivers?availability=asleep')).status).toBe(400);
  });

  it('finds drivers by name, email, phone digits or plate', async () => {
    const d = await driver();
    await db().update(drivers).set({ licensePlate: 'T777999C' }).where(eq(drivers.userId, d.user.id));
    await db().update(users).set({ phone: '(917) 555-0199' }).where(eq(users.id, d.user.id));
    const ids = async (q: string) =>
      (await get<AdminDriverList>(`/api/admin/drivers?q=${encodeURIComponent(q)}`)).body.drivers.map(
        (x) => x.id,
      );
    expect(await ids(d.name.toUpperCase())).toEqual([d.user.id]);
    expect(await ids(d.user.email)).toEqual([d.user.id]);
    expect(await ids('t777999')).toEqual([d.user.id]);
    expect(await ids('917-555-0199')).toEqual([d.user.id]);
    expect(await ids('nobody-by-this-name')).toEqual([]);
    expect(await ids('100%_')).toEqual([]);
  });

  it('rates a driver by the ratings of the bookings they completed, to one decimal', async () => {
    const d = await driver();
    await trip(d.user.id, { rating: 5 });
    await trip(d.user.id, { rating: 4 });
    await trip(d.user.id, { rating: 4 });
    await trip(d.user.id); // completed, not rated
    const other = await trip(d.user.id, { status: 'cancelled' }); // a trip they gave up: not theirs to rate
    await db().insert(bookingRatings).values({ bookingId: other.booking.id, userId: rater, rating: 1 });
    const unrated = await driver();
    const row = byId((await get<AdminDriverList>('/api/admin/drivers')).body, d.user.id);
    expect(row).toMatchObject({ rating: 4.3, ratingCount: 3, tripsCompleted: 4 });
    expect(byId((await get<AdminDriverList>('/api/admin/drivers')).body, unrated.user.id)).toMatchObject({
      rating: null,
      ratingCount: 0,
      tripsCompleted: 0,
    });
  });
});

const STATES: AdminDriverState[] = ['available', 'busy', 'offline', 'suspended'];

describe('GET /api/admin/drivers/{id}', () => {
  it('shows profile, application, position, trips newest first, ratings and New York earnings', async () => {
    const d = await driver({ located: 3 });
    const application = await applyToDrive(t.app);
    await db().update(drivers).set({ applicationId: application.id }).where(eq(drivers.userId, d.user.id));
    // Today began 2026-03-04 05:00 UTC, the week 2026-03-02 05:00 UTC, the month 2026-03-01 05:00 UTC.
    const today = await trip(d.user.id, {
      completedAt: new Date('2026-03-04T05:10:00Z'),
      earningsCents: 1000,
    });
    await trip(d.user.id, {
      completedAt: new Date('2026-03-04T04:50:00Z'),
      earningsCents: 2000,
      rating: 5,
      feedback: 'Smooth',
    });
    await trip(d.user.id, { completedAt: new Date('2026-03-02T04:59:00Z'), earningsCents: 4000 });
    await trip(d.user.id, { completedAt: new Date('2026-03-01T04:59:00Z'), earningsCents: 8000, rating: 3 });
    const cancelled = await trip(d.user.id, { status: 'cancelled', acceptedAt: minutesAgo(1) });

    const { status, body } = await get<AdminDriverDetail>(`/api/admin/drivers/${d.user.id}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: d.user.id,
      name: d.name,
      vehicle: '2023 Lincoln Navigator',
      vehicleColor: 'Black',
      vehicleType: 'luxury',
      licenseNumber: 'D1234567',
      availability: 'available',
      rating: 4,
      ratingCount: 2,
      tripsCompleted: 4,
      lastLocation: { latitude: MIDTOWN.lat, longitude: MIDTOWN.lng, at: minutesAgo(3).toISOString() },
      application: { id: application.id, insuranceCompany: 'Acme Mutual', licenseExpiry: '2099-01-31' },
      earnings: { today: 10, week: 30, month: 70, total: 150 },
    });
    expect(body.application?.address).toBe('350 Fifth Avenue, New York, NY 10118');
    expect(body.trips).toHaveLength(5);
    expect(body.trips[0]).toMatchObject({
      id: cancelled.trip?.id,
      status: 'cancelled',
      cancelReason: 'Flat tyre',
      earnings: null,
      bookingNumber: cancelled.booking.number,
      pickupAddress: '11 W 53rd St, New York, NY 10019',
    });
    const todays = body.trips.find((x) => x.bookingId === today.booking.id);
    expect(todays).toMatchObject({
      status: 'completed',
      earnings: 10,
      completedAt: '2026-03-04T05:10:00.000Z',
    });
    expect(body.ratings.map((r) => [r.rating, r.feedback])).toEqual(
      expect.arrayContaining([
        [5, 'Smooth'],
        [3, null],
      ]),
    );
    expect(body.ratings).toHaveLength(2);
  });

  it('answers 404 for an unknown driver and a non-driver account', async () => {
    expect((await get(`/api/admin/drivers/00000000-0000-4000-8000-000000000000`)).status).toBe(404);
    const passenger = await createAccount(t.database, 'passenger');
    const res = await get<{ code: string }>(`/api/admin/drivers/${passenger.user.id}`);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('fleet.notFound');
  });
});

describe('PATCH /api/admin/drivers/{id}', () => {
  const audits = (id: string) =>
    db()
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.entityType, 'driver'), eq(adminAuditLog.entityId, id)));

  it('suspends: audited, signed out everywhere, refused at sign-in; reinstating lets them back', async () => {
    const d = await driver();
    expect((await get('/api/driver/me', d.cookie)).status).toBe(200);
    const res = await patch<AdminDriver>(d.user.id, 'suspended');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: d.user.id, status: 'suspended', availability: 'suspended' });

    const [entry] = await audits(d.user.id);
    expect(entry).toMatchObject({
      actorUserId: admin.user.id,
      action: 'driver.status',
      before: { status: 'available' },
      after: { status: 'suspended', sessionsEnded: 1 },
    });
    expect(entry?.summary).toContain(d.name);

    // The old session is gone: every request with it is signed out.
    expect((await get('/api/driver/me', d.cookie)).status).toBe(401);
    expect((await get('/api/driver/trips/nearby', d.cookie)).status).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: d.user.email, password: d.password },
      remoteAddress: nextIp(),
    });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({ code: 'auth.suspended' });
    expect(login.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    // A wrong password still says only that: the suspension is told to the account's owner alone.
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: d.user.email, password: 'not-the-password' },
      remoteAddress: nextIp(),
    });
    expect(wrong.statusCode).toBe(401);

    // The same status again changes nothing and records nothing.
    expect((await patch(d.user.id, 'suspended')).status).toBe(200);
    expect(await audits(d.user.id)).toHaveLength(1);

    const back = await patch<AdminDriver>(d.user.id, 'available');
    expect(back.body).toMatchObject({ status: 'available', availability: 'available' });
    expect(await audits(d.user.id)).toHaveLength(2);
    const cookie = await signIn(t.app, d.user.email, d.password);
    expect((await get('/api/driver/me', cookie)).status).toBe(200);

    const off = await patch<AdminDriver>(d.user.id, 'offline');
    expect(off.body).toMatchObject({ status: 'offline', availability: 'offline' });
    expect((await get('/api/driver/me', cookie)).status).toBe(200); // offline is not signed out
  });

  it('refuses to suspend a driver driving a trip (409 with the booking number), and changes nothing', async () => {
    const d = await driver();
    const live = await trip(d.user.id, { status: 'in_progress' });
    const res = await patch<{ code: string; params: { number: string } }>(d.user.id, 'suspended');
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'fleet.onTrip', params: { number: live.booking.number } });
    const [row] = await db().select().from(drivers).where(eq(drivers.userId, d.user.id));
    expect(row?.status).toBe('available');
    expect(await audits(d.user.id)).toHaveLength(0);
    expect((await get('/api/driver/me', d.cookie)).status).toBe(200);
    // Offline is fine: the driver finishes the ride and takes no other.
    expect((await patch(d.user.id, 'offline')).status).toBe(200);
  });

  it('answers 404 for an unknown driver and 400 for an unknown status', async () => {
    expect((await patch('00000000-0000-4000-8000-000000000000', 'offline')).status).toBe(404);
    const d = await driver();
    const bad = await patch<{ code: string }>(d.user.id, 'asleep');
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('fleet.statusInvalid');
  });

  it('a suspended driver whose session outlived the suspension can neither see nor accept trips', async () => {
    // A sign-in racing the suspension could leave a session behind: the trips API checks the driver itself.
    const d = await driver();
    const open = await insertOpenBooking(t.database, { ...MIDTOWN, hoursAhead: 3 });
    await db().update(drivers).set({ status: 'suspended' }).where(eq(drivers.userId, d.user.id));
    const accept = await adminCall<{ code: string }>(
      t.app,
      'POST',
      `/api/driver/trips/${open.id}/accept`,
      d.cookie,
      {},
    );
    expect(accept.status).toBe(403);
    expect(accept.body.code).toBe('auth.suspended');
    expect((await get<{ code: string }>('/api/driver/trips/nearby', d.cookie)).body.code).toBe(
      'auth.suspended',
    );
    const [b] = await db().select().from(bookings).where(eq(bookings.id, open.id));
    expect(b).toMatchObject({ status: 'confirmed', driverId: null });
    // Another driver takes it: the booking was open all along.
    const other = await driver();
    expect(
      (await adminCall(t.app, 'POST', `/api/driver/trips/${open.id}/accept`, other.cookie, {})).status,
    ).toBe(200);
  });

  it('a suspension racing an accept: never a suspended driver holding a live trip', async () => {
    for (let round = 0; round < 4; round += 1) {
      const d = await driver();
      const open = await insertOpenBooking(t.database, { ...MIDTOWN, hoursAhead: 3 });
      const [suspend, accept] = await Promise.all([
        patch(d.user.id, 'suspended'),
        adminCall(t.app, 'POST', `/api/driver/trips/${open.id}/accept`, d.cookie, {}),
      ]);
      const [row] = await db().select().from(drivers).where(eq(drivers.userId, d.user.id));
      const liveTrips = await db()
        .select()
        .from(driverTrips)
        .where(and(eq(driverTrips.driverId, d.user.id), eq(driverTrips.status, 'assigned')));
      if (accept.status === 200) {
        expect(suspend.status).toBe(409);
        expect(row?.status).toBe('available');
        expect(liveTrips).toHaveLength(1);
      } else {
        expect(suspend.status).toBe(200);
        expect([401, 403]).toContain(accept.status);
        expect(row?.status).toBe('suspended');
        expect(liveTrips).toHaveLength(0);
      }
    }
  });
});

import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { DispatchBoard } from '../../src/shared/contracts/dispatch-board.ts';
import type { NearbyTripsResponse } from '../../src/shared/contracts/driver-trips.ts';
import { nyDate } from '../../src/shared/domain/dispatch-board.ts';
import { signInAs } from '../support/accounts.ts';
import { adminCall } from '../support/admin.ts';
import { createSecondServer, createTestApp, type TestApp } from '../support/test-app.ts';
import { insertOpenBooking, MIDTOWN, milesNorth, signInDriver } from '../support/trips.ts';

/**
 * Kept answers (decision 051): with READ_CACHE_MS on (a minute here, so nothing expires during the file), the
 * board, the bookings search, the analytics and nearby requests asked again are answered without the database,
 * and every change shows in the next answer: a write of this process at once, another process's through the
 * database's notification within 5 s. A kept session answers reads only.
 */
let t: TestApp;
let admin: Awaited<ReturnType<typeof signInAs>>;
const statements: string[] = [];
beforeAll(async () => {
  t = await createTestApp({ env: { READ_CACHE_MS: '60000' } });
  admin = await signInAs(t.app, t.database, 'admin');
  t.database.watchStatements((s) => statements.push(s));
});
afterAll(() => t.close());

/** The statements `fn` sent through this process's database. */
async function sent(fn: () => Promise<unknown>): Promise<string[]> {
  const from = statements.length;
  await fn();
  return statements.slice(from);
}

const HOUR = 3_600_000;
/** A pickup three hours ahead and its New York day (the board's). */
const pickupAt = new Date(Date.now() + 3 * HOUR);
const day = nyDate(pickupAt);
const board = (app = t.app, cookie: string | null = admin.cookie) =>
  adminCall<DispatchBoard & { code?: string }>(app, 'GET', `/api/admin/dispatch/board?date=${day}`, cookie);
const onBoard = (b: DispatchBoard, bookingId: string) =>
  [...b.unassigned, ...b.rows.flatMap((r) => r.blocks)].some((x) => x.bookingId === bookingId);

/**
 * `fn` asked again sends no statement. On PostgreSQL the notifications of the test's own earlier writes (a
 * chauffeur's row, a booking) arrive a moment later and rightly make the next answer anew: asked until settled.
 */
async function answeredFromMemory(fn: () => Promise<unknown>): Promise<void> {
  await eventually(async () => (await sent(fn)).length === 0, 'an answer sent again without a statement');
}

async function eventually(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 50; i += 1) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`not within 5 s: ${what}`);
}

describe('kept answers', () => {
  it('the board asked again costs no statement; a ride written by this process shows in the next answer', async () => {
    const first = await board();
    expect(first.status).toBe(200);
    await answeredFromMemory(() => board());

    const ride = await insertOpenBooking(t.database, { ...MIDTOWN, pickupAt });
    const next = await board();
    expect(onBoard(next.body, ride.id)).toBe(true);
    // The answer carries its own content type and no-store, like the serializer's.
    expect(next.res.headers['content-type']).toMatch(/^application\/json/);
    expect(next.res.headers['cache-control']).toBe('no-store');
  });

  it("a chauffeur's duty changed through the API leaves the board at once", async () => {
    const driver = await signInDriver(t.app, t.database, MIDTOWN);
    expect((await board()).body.rows.some((r) => r.driver.id === driver.user.id)).toBe(true);
    const off = await adminCall(t.app, 'POST', '/api/driver/duty', driver.cookie, { onDuty: false });
    expect(off.status).toBe(200);
    expect((await board()).body.rows.some((r) => r.driver.id === driver.user.id)).toBe(false);
  });

  it('a search and the analytics asked again cost no statement, and follow a change', async () => {
    const search = () =>
      adminCall<{ total: number }>(
        t.app,
        'GET',
        '/api/admin/bookings?q=customer%40example.com',
        admin.cookie,
      );
    const before = (await search()).body.total;
    await answeredFromMemory(() => search());
    await insertOpenBooking(t.database, { ...MIDTOWN, pickupAt });
    expect((await search()).body.total).toBe(before + 1);

    const analytics = () =>
      adminCall<{ totals: { bookings: number } }>(t.app, 'GET', '/api/admin/analytics', admin.cookie);
    expect((await analytics()).status).toBe(200);
    await answeredFromMemory(() => analytics());
  });

  it("a chauffeur's nearby requests are kept per chauffeur and follow new rides and their own position", async () => {
    const near = await signInDriver(t.app, t.database, { ...MIDTOWN, vehicleType: 'luxury' });
    const nearby = (cookie: string) =>
      adminCall<NearbyTripsResponse>(t.app, 'GET', '/api/driver/trips/nearby', cookie);
    const count = async () => (await nearby(near.cookie)).body.trips.length;
    const before = await count();
    await answeredFromMemory(() => nearby(near.cookie));

    const ride = await insertOpenBooking(t.database, { ...milesNorth(MIDTOWN, 1), pickupAt });
    expect((await nearby(near.cookie)).body.trips.map((x) => x.id)).toContain(ride.id);
    expect(await count()).toBe(before + 1);

    // Forty miles north through the API (past the radius): nothing nearby in the very next answer.
    const moved = await adminCall(t.app, 'POST', '/api/driver/update-location', near.cookie, {
      latitude: milesNorth(MIDTOWN, 40).lat,
      longitude: MIDTOWN.lng,
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(await count()).toBe(0);
  });

  it('a kept session ends with its sign-out on this process', async () => {
    const other = await signInAs(t.app, t.database, 'admin');
    expect((await board(t.app, other.cookie)).status).toBe(200);
    await answeredFromMemory(() => board(t.app, other.cookie));
    expect((await adminCall(t.app, 'POST', '/api/logout', other.cookie, {})).status).toBeLessThan(300);
    const after = await board(t.app, other.cookie);
    expect([after.status, (after.body as { code?: string }).code]).toEqual([401, 'auth.signInRequired']);
  });

  it("another process's change reaches the kept board through the database within 5 s", async () => {
    const second = await createSecondServer(t);
    try {
      const ride = await insertOpenBooking(t.database, { ...MIDTOWN, pickupAt });
      expect(onBoard((await board()).body, ride.id)).toBe(true);
      expect(onBoard((await board(second.app)).body, ride.id)).toBe(true);
      // Cancelled on the second server: the first one's kept board lets it go.
      const cancel = await adminCall(second.app, 'PATCH', `/api/admin/bookings/${ride.id}`, admin.cookie, {
        status: 'cancelled',
        reason: 'The client called to cancel',
      });
      expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
      await eventually(
        async () => !onBoard((await board()).body, ride.id),
        'the cancelled ride leaves the board',
      );
    } finally {
      await second.close();
    }
  });

  it("a car's document changed on another process flags the kept board's ride within 5 s (decision 32)", async () => {
    const driver = await signInDriver(t.app, t.database, MIDTOWN);
    const ride = await insertOpenBooking(t.database, { ...MIDTOWN, pickupAt });
    const assigned = await adminCall(
      t.app,
      'POST',
      `/api/admin/bookings/${ride.id}/assign-driver`,
      admin.cookie,
      {
        driverId: driver.user.id,
      },
    );
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
    const flag = async () =>
      (await board()).body.rows
        .find((r) => r.driver.id === driver.user.id)
        ?.blocks.find((x) => x.bookingId === ride.id)?.complianceIssue ?? null;
    expect(await flag()).toBeNull();
    await answeredFromMemory(() => board());
    const [car] = (
      await adminCall<{ cars: { id: string; driver: { id: string } | null }[] }>(
        t.app,
        'GET',
        '/api/admin/cars',
        admin.cookie,
      )
    ).body.cars.filter((c) => c.driver?.id === driver.user.id);
    const second = await createSecondServer(t);
    try {
      const form = {
        make: 'Lincoln',
        model: 'Navigator',
        year: 2023,
        color: 'Black',
        vehicleType: 'luxury',
        seats: 6,
        plate: driver.profile.licensePlate,
        tlcVehicleLicenseNumber: '5987654',
        tlcVehicleLicenseExpiry: '2099-12-31',
        vin: null,
        insuranceCarrier: 'Acme Mutual',
        insurancePolicyNumber: 'PN-99881',
        insuranceExpiry: '2020-01-31',
        inspectionExpiry: '2099-12-31',
        owner: 'chauffeur',
        affiliatedBaseLicense: null,
      };
      const put = await adminCall(second.app, 'PUT', `/api/admin/cars/${car?.id}`, admin.cookie, form);
      expect(put.status, JSON.stringify(put.body)).toBe(200);
      await eventually(
        async () => (await flag())?.document === 'insurance',
        "the ride's flag on the kept board",
      );
    } finally {
      await second.close();
    }
  });

  it.runIf(inject('dbMode') === 'postgres')(
    'PostgreSQL: a session deleted behind the process still answers reads for at most READ_CACHE_MS, never a write',
    async () => {
      const driver = await signInDriver(t.app, t.database, MIDTOWN);
      const read = () => adminCall(t.app, 'GET', '/api/driver/trips/active', driver.cookie);
      expect((await read()).status).toBe(200);
      const client = new pg.Client({ connectionString: t.databaseUrl });
      await client.connect();
      await client.query('delete from sessions where user_id = $1', [driver.user.id]);
      await client.end();
      const write = await adminCall(t.app, 'POST', '/api/driver/duty', driver.cookie, { onDuty: false });
      expect(write.status).toBe(401);
    },
  );
});

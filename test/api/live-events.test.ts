import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISPATCH_EVENTS_PATH } from '../../src/shared/contracts/live.ts';
import { nextIp, signInAs } from '../support/accounts.ts';
import { REFUSED, sessionsByRole, type AdminWho } from '../support/admin.ts';
import { insertBooking } from '../support/bookings.ts';
import { changeOf, openSse, type SseClient, type SseEvent } from '../support/sse.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { insertDriverProfile } from '../support/trips.ts';

/**
 * Live updates (decision 047) through a listening server (a stream never ends, so not app.inject): a change
 * made in another database connection reaches the dispatch board's stream within 5 s, from the database's own
 * triggers; a booking's stream shows its owner that booking only; both streams are refused to the wrong
 * callers, bounded per session, and ended when the app closes. On PGlite by default, on PostgreSQL with
 * DATABASE_URL (the change then comes from a connection of its own).
 */

const FIVE_S = 5_000;
let t: TestApp;
let origin: string;
let who: Record<AdminWho, string | null>;
const streams: SseClient[] = [];

/** Runs SQL as another client would: its own connection on PostgreSQL, the shared instance on PGlite. */
async function elsewhere(statement: string, params: unknown[] = []): Promise<void> {
  if (!t.databaseUrl) {
    // PGlite has one connection: the statement goes through it, outside the app's code.
    const query = sql.empty();
    for (const part of statement.split(/(\$\d+)/)) {
      query.append(/^\$\d+$/.test(part) ? sql`${params[Number(part.slice(1)) - 1]}` : sql.raw(part));
    }
    await t.database.db.execute(query);
    return;
  }
  const client = new pg.Client({ connectionString: t.databaseUrl });
  await client.connect();
  try {
    await client.query(statement, params);
  } finally {
    await client.end();
  }
}

async function open(path: string, cookie: string | null): Promise<SseClient> {
  const s = await openSse(`${origin}${path}`, {
    ...(cookie ? { cookie } : {}),
    'accept-encoding': 'br, gzip',
  });
  streams.push(s);
  return s;
}

const isChange = (id: string) => (e: SseEvent) => e.event === 'change' && changeOf(e).bookings.includes(id);

beforeAll(async () => {
  t = await createTestApp({ live: { heartbeatMs: 300, maxStreamsPerKey: 3 } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  origin = `http://127.0.0.1:${address.port}`;
  who = await sessionsByRole(t.app, t.database);
});
afterAll(async () => {
  for (const s of streams) s.close();
  await t.close();
});

describe('GET /api/admin/dispatch/events', () => {
  it('streams a booking status change made in another connection within 5 s, unbuffered, with heartbeats', async () => {
    const booking = await insertBooking(t.database, { userId: null, status: 'confirmed' });
    const s = await open(DISPATCH_EVENTS_PATH, who.admin);
    expect(s.status).toBe(200);
    expect(s.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(s.headers.get('content-encoding')).toBeNull();
    expect(s.headers.get('cache-control')).toBe('no-store');
    await s.next((e) => e.event === 'retry');
    await s.next((e) => e.event === 'ready');

    await elsewhere(`UPDATE bookings SET status = 'cancelled', cancelled_at = now() WHERE id = $1`, [
      booking.id,
    ]);
    const change = changeOf(await s.next(isChange(booking.id), FIVE_S));
    expect(change).toMatchObject({ all: false, kinds: ['booking'] });
    await s.next((e) => e.event === 'comment' && e.data === 'ping');
  });

  it("streams a new booking, a chauffeur's trip and a chauffeur's position", async () => {
    const s = await open(DISPATCH_EVENTS_PATH, who.admin);
    await s.next((e) => e.event === 'ready');
    const booking = await insertBooking(t.database, { userId: null, status: 'confirmed' });
    await s.next(isChange(booking.id), FIVE_S);

    const driver = await signInAs(t.app, t.database, 'driver');
    await insertDriverProfile(t.database, driver.user.id, { lat: 40.75, lng: -73.98 });
    await elsewhere(`INSERT INTO driver_trips (booking_id, driver_id) VALUES ($1, $2)`, [
      booking.id,
      driver.user.id,
    ]);
    const trip = changeOf(
      await s.next((e) => e.event === 'change' && changeOf(e).kinds.includes('trip'), FIVE_S),
    );
    expect(trip.bookings).toContain(booking.id);
    expect(trip.drivers).toContain(driver.user.id);

    await elsewhere(`UPDATE drivers SET last_lat = 40.76, location_at = now() WHERE user_id = $1`, [
      driver.user.id,
    ]);
    const moved = changeOf(
      await s.next((e) => e.event === 'change' && changeOf(e).kinds.includes('driver'), FIVE_S),
    );
    expect(moved.drivers).toEqual([driver.user.id]);
    // The ride the chauffeur has goes with it (its passenger's page follows the car).
    expect(moved.bookings).toEqual([booking.id]);
  });

  it('says "read everything again" for a bulk change instead of listing every id', async () => {
    const s = await open(DISPATCH_EVENTS_PATH, who.admin);
    await s.next((e) => e.event === 'ready');
    const ids: string[] = [];
    for (let i = 0; i < 51; i += 1) ids.push((await insertBooking(t.database, { userId: null })).id);
    await new Promise((r) => setTimeout(r, 400));
    await elsewhere(
      `UPDATE bookings SET updated_at = now() WHERE id IN (${ids.map((id) => `'${id}'`).join(', ')})`,
    );
    const change = changeOf(await s.next((e) => e.event === 'change' && changeOf(e).all, FIVE_S));
    expect(change).toMatchObject({ bookings: [], drivers: [], all: true });
  });

  it.each(['anonymous', 'guest', 'passenger', 'driver'] as const)('refuses %s', async (caller) => {
    const res = await t.app.inject({
      method: 'GET',
      url: DISPATCH_EVENTS_PATH,
      headers: who[caller] ? { cookie: who[caller] } : {},
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(REFUSED[caller]);
  });

  it('refuses a session more streams than its limit (429), and takes one again when one closes', async () => {
    const admin = await signInAs(t.app, t.database, 'admin');
    const held: SseClient[] = [];
    for (let i = 0; i < 3; i += 1) held.push(await open(DISPATCH_EVENTS_PATH, admin.cookie));
    for (const s of held) expect(s.status).toBe(200);
    const refused = await t.app.inject({
      method: 'GET',
      url: DISPATCH_EVENTS_PATH,
      headers: { cookie: admin.cookie },
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'live.tooManyStreams' });
    held[0]?.close();
    await expect
      .poll(
        async () => {
          const again = await open(DISPATCH_EVENTS_PATH, admin.cookie);
          again.close();
          return again.status;
        },
        { timeout: FIVE_S },
      )
      .toBe(200);
  });
});

describe('GET /api/bookings/:number/events', () => {
  it("shows the owner their booking's changes only", async () => {
    const owner = await signInAs(t.app, t.database, 'passenger');
    const mine = await insertBooking(t.database, { userId: owner.user.id, status: 'confirmed' });
    const other = await insertBooking(t.database, { userId: null, status: 'confirmed' });
    const s = await open(`/api/bookings/${mine.number}/events`, owner.cookie);
    expect(s.status).toBe(200);
    await s.next((e) => e.event === 'ready');
    await elsewhere(`UPDATE bookings SET status = 'assigned' WHERE id = $1`, [other.id]);
    await elsewhere(`UPDATE bookings SET status = 'assigned' WHERE id = $1`, [mine.id]);
    const first = changeOf(await s.next((e) => e.event === 'change', FIVE_S));
    expect(first).toEqual({ kinds: ['booking'], bookings: [mine.id], drivers: [], all: false });
  });

  it("follows the chauffeur's position while the trip is theirs", async () => {
    const owner = await signInAs(t.app, t.database, 'passenger');
    const mine = await insertBooking(t.database, { userId: owner.user.id, status: 'assigned' });
    const driver = await signInAs(t.app, t.database, 'driver');
    await insertDriverProfile(t.database, driver.user.id, { lat: 40.75, lng: -73.98 });
    await elsewhere(`INSERT INTO driver_trips (booking_id, driver_id) VALUES ($1, $2)`, [
      mine.id,
      driver.user.id,
    ]);
    const s = await open(`/api/bookings/${mine.number}/events`, owner.cookie);
    await s.next((e) => e.event === 'ready');
    await elsewhere(`UPDATE drivers SET last_lng = -73.99, location_at = now() WHERE user_id = $1`, [
      driver.user.id,
    ]);
    const change = changeOf(
      await s.next((e) => e.event === 'change' && changeOf(e).kinds.includes('driver'), FIVE_S),
    );
    // Only the booking: never the chauffeur's id nor their other rides.
    expect(change).toMatchObject({ bookings: [mine.id], drivers: [], all: false });
  });

  it('refuses anyone but the owner, an admin or the link (404 as the booking read does)', async () => {
    const owner = await signInAs(t.app, t.database, 'passenger');
    const mine = await insertBooking(t.database, { userId: owner.user.id, status: 'confirmed' });
    for (const caller of ['anonymous', 'guest', 'passenger', 'driver'] as const) {
      const url = `/api/bookings/${mine.number}/events`;
      const headers = who[caller] ? { cookie: who[caller] } : {};
      const res = await t.app.inject({ method: 'GET', url, headers, remoteAddress: nextIp() });
      const read = await t.app.inject({
        method: 'GET',
        url: `/api/bookings/${mine.number}/confirmation`,
        headers,
        remoteAddress: nextIp(),
      });
      expect(res.statusCode, caller).toBe(read.statusCode);
      expect(res.statusCode, caller).toBeGreaterThanOrEqual(400);
    }
    const admin = await open(
      `/api/bookings/${mine.number}/events`,
      (await signInAs(t.app, t.database, 'admin')).cookie,
    );
    expect(admin.status).toBe(200);
    const bad = await t.app.inject({ method: 'GET', url: '/api/bookings/not-a-number/events' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('closing the app', () => {
  it('ends every open stream, so close() does not wait for them', async () => {
    const own = await createTestApp();
    await own.app.listen({ port: 0, host: '127.0.0.1' });
    const address = own.app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    const admin = await signInAs(own.app, own.database, 'admin');
    const s = await openSse(`http://127.0.0.1:${address.port}${DISPATCH_EVENTS_PATH}`, {
      cookie: admin.cookie,
    });
    await s.next((e) => e.event === 'ready');
    expect(own.app.live.openStreams).toBe(1);
    await own.close();
    await s.ended;
    expect(own.app.live.openStreams).toBe(0);
  });
});

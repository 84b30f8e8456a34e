import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RestHoursView } from '../../src/shared/contracts/compliance.ts';
import type { DriverTrip } from '../../src/shared/contracts/driver-trips.ts';
import { bookings } from '../../src/server/db/schema/bookings.ts';
import { driverTrips } from '../../src/server/db/schema/drivers.ts';
import { signInAs } from '../support/accounts.ts';
import { adminCall } from '../support/admin.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { insertOpenBooking, MIDTOWN, signInDriver } from '../support/trips.ts';

/**
 * Decision 33 (issue 37), TLC's fatigued driving rules through the API: no more than 10 hours with passengers in
 * any 24 hours and 60 in the New York calendar week (Monday to Sunday). The admin's assignment and the chauffeur's
 * start (passenger on board) refuse a ride that would pass either, counting the ride's own booked time, with the
 * limit and when the chauffeur is free again; at 9 h 59 min and 59 h 59 min they go through. The week is the one
 * that ends on Sunday 2026-11-01, the night clocks fall back (a week of 169 hours).
 *
 * The clock: Sunday 2026-11-01, 08:00 EST (13:00 UTC). The chauffeur's drives are completed trips with their
 * on-board and completed stamps, written straight in the database.
 */

const NOW = new Date('2026-11-01T13:00:00Z');
const MIN = 60_000;
const HOUR = 60 * MIN;

let t: TestApp;
let admin: Awaited<ReturnType<typeof signInAs>>;
beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW, env: { TRIP_START_WINDOW_MINUTES: '10080' } });
  admin = await signInAs(t.app, t.database, 'admin');
});
afterAll(() => t.close());

type Answer<T> = {
  status: number;
  body: T & { code?: string; params?: Record<string, string | number>; message?: string };
};
const call = <T = unknown>(method: 'GET' | 'POST' | 'PATCH', url: string, cookie: string, body?: object) =>
  adminCall<T>(t.app, method, url, cookie, body) as Promise<Answer<T>>;
const assign = (id: string, driverId: string) =>
  call<{ status: string }>('POST', `/api/admin/bookings/${id}/assign-driver`, admin.cookie, { driverId });

/** A chauffeur with current documents and a car, located at Midtown on the test's clock. */
const chauffeur = () => signInDriver(t.app, t.database, { ...MIDTOWN, locationAt: NOW });

/** A completed trip of `driverId`: on board at `from`, completed at `to` (a booking of its own). */
async function drove(driverId: string, from: Date, to: Date) {
  const b = await insertOpenBooking(t.database, {
    ...MIDTOWN,
    pickupAt: from,
    status: 'completed',
    driverId,
  });
  await t.database.db.insert(driverTrips).values({
    bookingId: b.id,
    driverId,
    status: 'completed',
    acceptedAt: new Date(from.getTime() - HOUR),
    startedAt: from,
    completedAt: to,
    earningsCents: 0,
  });
}

/** A confirmed ride waiting for a chauffeur: pickup at `at`, `minutes` long with the passenger. */
async function ride(at: Date, minutes: number) {
  const b = await insertOpenBooking(t.database, { ...MIDTOWN, pickupAt: at });
  await t.database.db
    .update(bookings)
    .set({ durationSeconds: minutes * 60 })
    .where(eq(bookings.id, b.id));
  return b;
}

const at = (iso: string) => new Date(iso);

describe('10 hours in any 24 (the admin assigns)', () => {
  it('lets a ride through that makes 9 h 59 min, and refuses one that makes 10 h 01 min with when they are free', async () => {
    const d = await chauffeur();
    // 8 hours on board last night: 20:00 to 04:00 EST (Nov 1, 01:00-09:00 UTC).
    await drove(d.user.id, at('2026-11-01T01:00:00Z'), at('2026-11-01T09:00:00Z'));
    // At 10:00 EST: 2 h 01 min would make 10 h 01 min within 24 hours.
    const over = await ride(at('2026-11-01T15:00:00Z'), 121);
    const refused = await assign(over.id, d.user.id);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('compliance.fatigueDaily');
    expect(refused.body.params?.hours).toBe(10);
    // Free for a 2 h 01 min ride once the 24 hours before its end hold 7 h 59 min of last night: from 18:00 EST.
    expect(refused.body.params?.freeAt).toBe('2026-11-01T23:00:00.000Z');
    expect(refused.body.message).toContain('past 10 hours with passengers in 24 hours');

    // 1 h 59 min makes 9 h 59 min: assigned.
    const within = await ride(at('2026-11-01T15:00:00Z'), 119);
    const ok = await assign(within.id, d.user.id);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);

    // That ride is now theirs and counts: another minute the same day is refused.
    const more = await ride(at('2026-11-01T19:00:00Z'), 2);
    expect((await assign(more.id, d.user.id)).body.code).toBe('compliance.fatigueDaily');
  });

  it('refuses a ride that alone is longer than 10 hours', async () => {
    const d = await chauffeur();
    const long = await ride(at('2026-11-01T15:00:00Z'), 10 * 60 + 1);
    const refused = await assign(long.id, d.user.id);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('compliance.fatigueTooLong');
  });
});

describe('60 hours in the calendar week, across the night clocks fall back', () => {
  /** Monday to Saturday, 06:00 to 15:00 New York time (EDT that week): 54 hours, 9 a day. */
  async function sixDays(driverId: string) {
    for (let day = 26; day <= 31; day += 1) {
      const d = String(day).padStart(2, '0');
      await drove(driverId, at(`2026-10-${d}T10:00:00Z`), at(`2026-10-${d}T19:00:00Z`));
    }
  }

  it('assigns a Sunday ride that makes 59 h 59 min and refuses one that makes 60 h 01 min', async () => {
    const d = await chauffeur();
    await sixDays(d.user.id);
    const over = await ride(at('2026-11-01T15:00:00Z'), 6 * 60 + 1);
    const refused = await assign(over.id, d.user.id);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('compliance.fatigueWeekly');
    expect(refused.body.params?.hours).toBe(60);
    // The week ends on Monday 00:00 EST (05:00 UTC): from Sunday 18:00 EST at most 6 hours of it fall in this week.
    expect(refused.body.params?.freeAt).toBe('2026-11-01T23:00:00.000Z');
    expect(refused.body.message).toContain('this week, Monday to Sunday');

    const within = await ride(at('2026-11-01T15:00:00Z'), 5 * 60 + 59);
    const ok = await assign(within.id, d.user.id);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
  });

  it('counts only the part of a ride inside the New York week: from Sunday 23:30 EST, 30 minutes of it', async () => {
    const d = await chauffeur();
    await sixDays(d.user.id);
    // 54 h this week. 6 h 01 min from Sunday 17:30 EST (22:30 UTC) lies wholly in it: 60 h 01 min, refused.
    const early = await ride(at('2026-11-01T22:30:00Z'), 6 * 60 + 1);
    const refused = await assign(early.id, d.user.id);
    // From Sunday 23:30 EST only its first 30 minutes fall in this week (54 h 30 min): assigned. The week ends at
    // Monday 00:00 EST, 05:00 UTC (04:00 UTC the weeks before): the New York week, not a UTC one.
    const late = await ride(at('2026-11-02T04:30:00Z'), 6 * 60 + 1);
    expect((await assign(late.id, d.user.id)).status).toBe(200);
    expect(refused.body.code).toBe('compliance.fatigueWeekly');
  });
});

describe('the start (passenger on board) and the hours', () => {
  it('refuses the start of a held ride that the day has filled meanwhile; the dashboard shows the hours left', async () => {
    const d = await chauffeur();
    const held = await ride(at('2026-11-01T14:00:00Z'), 60);
    expect((await assign(held.id, d.user.id)).status).toBe(200);
    // Meanwhile 9 h 30 min were logged within the last 24 hours (another ride, closed by dispatch).
    await drove(d.user.id, at('2026-10-31T23:00:00Z'), at('2026-11-01T08:30:00Z'));

    const hours = await call<RestHoursView>('GET', '/api/driver/hours', d.cookie);
    expect(hours.status).toBe(200);
    expect(hours.body).toMatchObject({
      dailyLimitMs: 10 * HOUR,
      weeklyLimitMs: 60 * HOUR,
      last24hMs: 9.5 * HOUR,
    });
    // Nothing left right now (the held hour already takes the day past 10); the week: 60 h minus 10 h 30 min.
    expect(hours.body.todayLeftMs).toBe(0);
    expect(hours.body.weekLeftMs).toBe(60 * HOUR - 10.5 * HOUR);

    const start = await call<DriverTrip>('POST', `/api/driver/trips/${held.id}/status`, d.cookie, {
      status: 'in_progress',
    });
    expect(start.status).toBe(409);
    expect(start.body.code).toBe('compliance.fatigueDaily');

    const view = await call<{ chauffeurs: { id: string; hours: RestHoursView }[] }>(
      'GET',
      '/api/admin/compliance',
      admin.cookie,
    );
    expect(view.body.chauffeurs.find((c) => c.id === d.user.id)?.hours.last24hMs).toBe(9.5 * HOUR);
  });

  it('answers the hours to chauffeurs only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/driver/hours' })).statusCode).toBe(401);
    expect((await call('GET', '/api/driver/hours', admin.cookie)).status).toBe(403);
  });
});

import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Analytics } from '../../src/shared/contracts/admin-analytics.ts';
import { analyticsSchema } from '../../src/shared/contracts/admin-analytics.ts';
import { areaOf, type AreaKey } from '../../src/shared/domain/nyc-areas.ts';
import type { BookingStatus } from '../../src/shared/domain/booking-status.ts';
import { bookings } from '../../src/server/db/schema/bookings.ts';
import { driverTrips, drivers } from '../../src/server/db/schema/drivers.ts';
import { areaSql } from '../../src/server/modules/admin/areas.ts';
import { addDays } from '../../src/server/modules/admin/admin-analytics.service.ts';
import { createAccount, signInAs } from '../support/accounts.ts';
import { REFUSED, adminCall, sessionsByRole, type AdminWho } from '../support/admin.ts';
import { insertBooking } from '../support/bookings.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { insertDriverProfile } from '../support/trips.ts';

/**
 * Analytics on a known small dataset: New York day, week (Monday) and month buckets with bookings on both
 * sides of New York midnights (and a daylight-saving change, 2026-03-08), status counts, average fare, the
 * cancellation rate among paid bookings, refunds, the fleet's utilisation, popular area pairs, and the range
 * rules. The clock is 2026-03-20 12:00 in New York.
 */
const NOW = new Date('2026-03-20T16:00:00Z');
const RANGE = 'from=2026-02-25&to=2026-03-10';

let t: TestApp;
let adminCookie: string;
beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  adminCookie = (await signInAs(t.app, t.database, 'admin')).cookie;
  await seed();
});
afterAll(() => t.close());

const get = <T>(url: string, cookie: string | null = adminCookie) => adminCall<T>(t.app, 'GET', url, cookie);

const PLACES = {
  jfk: { lat: 40.6441, lng: -73.7822 },
  lga: { lat: 40.7741, lng: -73.8719 },
  ewr: { lat: 40.6925, lng: -74.1787 },
  midtown: { lat: 40.758, lng: -73.9855 },
  wallSt: { lat: 40.7064, lng: -74.0094 },
  theMet: { lat: 40.7794, lng: -73.9632 },
  barclays: { lat: 40.6826, lng: -73.9754 },
};
type Place = keyof typeof PLACES;

async function booking(
  createdAt: string,
  status: BookingStatus,
  opts: {
    dollars?: number;
    paid?: boolean;
    from?: Place | null;
    to?: Place | null;
    pickupAddress?: string;
    refundedDollars?: number;
    service?: [string, string];
    vehicle?: [string, string];
    durationSeconds?: number;
  } = {},
) {
  const at = new Date(createdAt);
  const b = await insertBooking(t.database, { userId: null, status, createdAt: at });
  const from = opts.from === null ? null : PLACES[opts.from ?? 'midtown'];
  const to = opts.to === null ? null : PLACES[opts.to ?? 'jfk'];
  const paid = opts.paid ?? status !== 'pending';
  await t.database.db
    .update(bookings)
    .set({
      totalCents: Math.round((opts.dollars ?? 130.65) * 100),
      paidAt: paid ? at : null,
      pickupLat: from?.lat ?? null,
      pickupLng: from?.lng ?? null,
      destinationLat: to?.lat ?? null,
      destinationLng: to?.lng ?? null,
      ...(opts.pickupAddress ? { pickupAddress: opts.pickupAddress } : {}),
      refundedCents: Math.round((opts.refundedDollars ?? 0) * 100),
      ...(opts.service ? { serviceType: opts.service[0], serviceName: opts.service[1] } : {}),
      ...(opts.vehicle ? { vehicleId: opts.vehicle[0], vehicleName: opts.vehicle[1] } : {}),
      durationSeconds: opts.durationSeconds ?? null,
    })
    .where(eq(bookings.id, b.id));
  return b;
}

async function fleetDriver(joined: string) {
  const { user } = await createAccount(t.database, 'driver');
  await insertDriverProfile(t.database, user.id);
  await t.database.db
    .update(drivers)
    .set({ createdAt: new Date(joined) })
    .where(eq(drivers.userId, user.id));
  return user.id;
}

/** A completed trip of `driverId` on a booking made in January (outside every range asked below). */
async function completedTrip(
  driverId: string,
  startedAt: string | null,
  completedAt: string,
  durationSeconds?: number,
) {
  const b = await booking('2026-01-15T15:00:00Z', 'completed', {
    ...(durationSeconds ? { durationSeconds } : {}),
  });
  await t.database.db.insert(driverTrips).values({
    bookingId: b.id,
    driverId,
    status: 'completed',
    acceptedAt: new Date('2026-01-16T15:00:00Z'),
    startedAt: startedAt ? new Date(startedAt) : null,
    completedAt: new Date(completedAt),
    earningsCents: 8000,
  });
}

async function seed() {
  // In New York (EST, UTC-5 until 2026-03-08 02:00, then EDT, UTC-4).
  await booking('2026-02-25T04:59:00Z', 'completed', { dollars: 50 }); // Feb 24 23:59: before the range
  await booking('2026-02-25T05:00:00Z', 'completed', {
    dollars: 100,
    from: 'jfk',
    to: 'midtown',
    service: ['from-airport', 'From Airport'],
    vehicle: ['suv-escalade', 'Cadillac Escalade'],
  }); // Feb 25 00:00
  await booking('2026-03-01T04:30:00Z', 'completed', { dollars: 200, from: 'jfk', to: 'midtown' }); // Feb 28 23:30
  await booking('2026-03-01T05:30:00Z', 'completed', { dollars: 80, from: 'midtown', to: 'lga' }); // Mar 1 00:30
  await booking('2026-03-02T05:00:00Z', 'completed', { dollars: 120, from: 'wallSt', to: 'barclays' }); // Mon Mar 2
  await booking('2026-03-03T15:00:00Z', 'cancelled', { dollars: 90, refundedDollars: 50 }); // paid, then cancelled
  await booking('2026-03-04T15:00:00Z', 'cancelled', { paid: false }); // never paid: not a cancellation
  await booking('2026-03-05T15:00:00Z', 'confirmed', {
    from: null,
    pickupAddress: 'JFK Terminal 4, Queens, NY',
  });
  await booking('2026-03-06T15:00:00Z', 'pending');
  await booking('2026-03-09T15:00:00Z', 'in_progress', { from: 'jfk', to: 'midtown' });
  await booking('2026-03-09T16:00:00Z', 'assigned', { from: 'ewr', to: 'theMet' });
  await booking('2026-03-11T03:59:00Z', 'completed', { dollars: 60, from: 'ewr', to: 'theMet' }); // Mar 10 23:59 EDT
  await booking('2026-03-11T04:00:00Z', 'completed', { dollars: 70 }); // Mar 11 00:00 EDT: after the range

  // The fleet: two drivers on the roster all along, one from Mar 8 (New York midnight), one after the range.
  const a = await fleetDriver('2026-01-01T12:00:00Z');
  const b = await fleetDriver('2026-01-01T12:00:00Z');
  await fleetDriver('2026-03-08T05:00:00Z');
  await fleetDriver('2026-03-15T12:00:00Z');
  await completedTrip(a, '2026-03-03T14:00:00Z', '2026-03-03T15:00:00Z'); // 1 h
  await completedTrip(a, '2026-03-09T14:00:00Z', '2026-03-09T15:00:00Z'); // 1 h
  await completedTrip(b, null, '2026-03-05T15:00:00Z', 1800); // no start recorded: its 30 min estimate
  await completedTrip(b, '2026-02-25T04:30:00Z', '2026-02-25T05:30:00Z'); // half of it inside the range
  await completedTrip(b, '2026-03-11T03:00:00Z', '2026-03-11T04:30:00Z'); // completed after the range
}

describe('admin analytics: who may call', () => {
  it('refuses anonymous (401), guests, passengers and drivers (403)', async () => {
    const who = await sessionsByRole(t.app, t.database);
    for (const role of Object.keys(REFUSED) as Exclude<AdminWho, 'admin'>[]) {
      expect((await get(`/api/admin/analytics?${RANGE}`, who[role])).status).toBe(REFUSED[role]);
    }
  });
});

describe('GET /api/admin/analytics', () => {
  it('counts bookings created in the range on New York days, weeks from Monday and months', async () => {
    const { status, body } = await get<Analytics>(`/api/admin/analytics?${RANGE}`);
    expect(status).toBe(200);
    expect(analyticsSchema.safeParse(body).success).toBe(true);
    expect(body.from).toBe('2026-02-25');
    expect(body.to).toBe('2026-03-10');
    // Net revenue (decision 044): every booking's price lines are $100 + $20 with $10.65 tax. Five completed
    // ($560 charged) less their tax: $506.75; the paid $90 cancelled with $50 back keeps $40, of which
    // $10.65 - round($50 x $10.65 / $90 = $5.92) = $4.73 is tax: $35.27.
    expect(body.totals).toEqual({
      bookings: 11,
      completed: 5,
      cancelled: 2,
      revenue: 542.02,
      gross: 650,
      tax: 57.98,
      passThrough: 0,
      driverShare: 0, // the trips below are of January bookings
      margin: 542.02,
      averageFare: 112,
      cancellationRate: 0.1111, // 1 cancelled among the 9 that were paid
      refunded: 50,
    });

    const days = Object.fromEntries(
      body.revenueByDay.map((d) => [d.start, [d.revenue, d.bookings, d.completed]]),
    );
    expect(body.revenueByDay).toHaveLength(14);
    expect(body.revenueByDay[0]?.start).toBe('2026-02-25');
    expect(body.revenueByDay.at(-1)?.start).toBe('2026-03-10');
    expect(days['2026-02-25']).toEqual([89.35, 1, 1]);
    expect(days['2026-02-26']).toEqual([0, 0, 0]);
    expect(days['2026-02-28']).toEqual([189.35, 1, 1]);
    expect(days['2026-03-01']).toEqual([69.35, 1, 1]);
    expect(days['2026-03-02']).toEqual([109.35, 1, 1]);
    expect(days['2026-03-03']).toEqual([35.27, 1, 0]);
    expect(days['2026-03-08']).toEqual([0, 0, 0]);
    expect(days['2026-03-09']).toEqual([0, 2, 0]);
    expect(days['2026-03-10']).toEqual([49.35, 1, 1]);

    const money = { driverShare: 0 };
    expect(body.revenueByWeek).toEqual([
      {
        start: '2026-02-25',
        revenue: 348.05,
        gross: 380,
        margin: 348.05,
        bookings: 3,
        completed: 3,
        ...money,
      },
      {
        start: '2026-03-02',
        revenue: 144.62,
        gross: 210,
        margin: 144.62,
        bookings: 5,
        completed: 1,
        ...money,
      },
      { start: '2026-03-09', revenue: 49.35, gross: 60, margin: 49.35, bookings: 3, completed: 1, ...money },
    ]);
    expect(body.revenueByMonth).toEqual([
      { start: '2026-02-25', revenue: 278.7, gross: 300, margin: 278.7, bookings: 2, completed: 2, ...money },
      {
        start: '2026-03-01',
        revenue: 263.32,
        gross: 350,
        margin: 263.32,
        bookings: 9,
        completed: 3,
        ...money,
      },
    ]);
  });

  it('breaks bookings down by status, service and vehicle', async () => {
    const { body } = await get<Analytics>(`/api/admin/analytics?${RANGE}`);
    expect(body.byStatus).toEqual([
      { status: 'pending', bookings: 1 },
      { status: 'confirmed', bookings: 1 },
      { status: 'assigned', bookings: 1 },
      { status: 'in_progress', bookings: 1 },
      { status: 'completed', bookings: 5 },
      { status: 'cancelled', bookings: 2 },
      { status: 'no_show', bookings: 0 },
    ]);
    const money = ({ key, bookings, revenue, gross }: Analytics['byService'][number]) => ({
      key,
      bookings,
      revenue,
      gross,
    });
    // Point to point: four completed ($460 - 4 x $10.65) and the cancelled one's $35.27.
    expect(body.byService.map(money)).toEqual([
      { key: 'point-to-point', bookings: 10, revenue: 452.67, gross: 550 },
      { key: 'from-airport', bookings: 1, revenue: 89.35, gross: 100 },
    ]);
    expect(body.byService.map((s) => s.label)).toEqual(['Point to Point', 'From Airport']);
    expect(body.byVehicle.map(money)).toEqual([
      { key: 'sedan-cadillac', bookings: 10, revenue: 452.67, gross: 550 },
      { key: 'suv-escalade', bookings: 1, revenue: 89.35, gross: 100 },
    ]);
  });

  it('pairs pickup and destination areas, most booked first, with their revenue', async () => {
    const { body } = await get<Analytics>(`/api/admin/analytics?${RANGE}`);
    expect(
      body.popularRoutes.map(({ from, to, bookings, revenue }) => ({ from, to, bookings, revenue })),
    ).toEqual([
      { from: 'jfk', to: 'manhattan-midtown', bookings: 3, revenue: 278.7 },
      { from: 'manhattan-midtown', to: 'jfk', bookings: 3, revenue: 35.27 },
      { from: 'ewr', to: 'manhattan-uptown', bookings: 2, revenue: 49.35 },
      { from: 'manhattan-lower', to: 'brooklyn', bookings: 1, revenue: 109.35 },
      { from: 'manhattan-midtown', to: 'lga', bookings: 1, revenue: 69.35 },
      { from: 'jfk', to: 'jfk', bookings: 1, revenue: 0 },
    ]);
  });

  it('measures the fleet over the range: roster hours from joining, trip time inside the range', async () => {
    const { body } = await get<Analytics>(`/api/admin/analytics?${RANGE}`);
    // Roster: 2 drivers x 335 h (14 days, one of 23 h) + 71 h (from Mar 8 00:00) = 741 h.
    // On trips: 1 + 1 + 0.5 (estimated) + 0.5 (inside the range) = 3 h.
    expect(body.drivers).toEqual({ total: 3, active: 2, utilisation: 0.004, tripsCompleted: 4 });
  });

  it('defaults to the last 30 New York days and checks the range', async () => {
    const def = await get<Analytics>('/api/admin/analytics');
    expect(def.status).toBe(200);
    expect([def.body.from, def.body.to]).toEqual(['2026-02-19', '2026-03-20']);
    expect(def.body.revenueByDay).toHaveLength(30);
    expect(def.body.totals.bookings).toBe(13);

    const only = await get<Analytics>('/api/admin/analytics?from=2026-03-10');
    expect([only.body.from, only.body.to]).toEqual(['2026-03-10', '2026-03-20']);

    const reversed = await get<{ code: string }>('/api/admin/analytics?from=2026-03-10&to=2026-03-09');
    expect([reversed.status, reversed.body.code]).toEqual([400, 'admin.dateRange']);
    const notADate = await get<{ code: string }>('/api/admin/analytics?from=2026-02-30&to=2026-03-09');
    expect([notADate.status, notADate.body.code]).toEqual([400, 'admin.dateInvalid']);
    const garbage = await get<{ code: string }>('/api/admin/analytics?from=yesterday');
    expect([garbage.status, garbage.body.code]).toEqual([400, 'admin.dateInvalid']);

    const longest = await get<Analytics>(
      `/api/admin/analytics?from=${addDays('2026-03-20', -730)}&to=2026-03-20`,
    );
    expect(longest.status).toBe(200);
    expect(longest.body.revenueByDay).toHaveLength(731);
    expect(longest.body.revenueByMonth[0]?.start).toBe('2024-03-20');
    const tooLong = await get<{ code: string; params: { count: number } }>(
      `/api/admin/analytics?from=${addDays('2026-03-20', -731)}&to=2026-03-20`,
    );
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({ code: 'analytics.rangeTooLong', params: { count: 731 } });
  });

  it('empty ranges answer zeros and nulls, not errors', async () => {
    const { body } = await get<Analytics>('/api/admin/analytics?from=2025-06-01&to=2025-06-03');
    expect(body.totals).toEqual({
      bookings: 0,
      completed: 0,
      cancelled: 0,
      revenue: 0,
      gross: 0,
      tax: 0,
      passThrough: 0,
      driverShare: 0,
      margin: 0,
      averageFare: null,
      cancellationRate: null,
      refunded: 0,
    });
    expect(body.revenueByDay.map((d) => d.revenue)).toEqual([0, 0, 0]);
    expect(body.popularRoutes).toEqual([]);
    expect(body.drivers).toEqual({ total: 0, active: 0, tripsCompleted: 0, utilisation: null });
  });
});

describe('the areas in SQL', () => {
  it('classify like the table they are generated from', async () => {
    // A grid over the whole region (every area and the rivers between them), plus points without coordinates.
    const points: { lat: number | null; lng: number | null; address: string }[] = [];
    for (let lat = 40.45; lat <= 41.2; lat += 0.0173) {
      for (let lng = -74.45; lng <= -73.2; lng += 0.0191) points.push({ lat, lng, address: '' });
    }
    for (const address of [
      'JFK Terminal 4',
      'Hoboken, NJ 07030',
      '1 Main St, Brooklyn',
      'Nowhere',
      "O'Hare",
    ]) {
      points.push({ lat: null, lng: null, address });
    }
    const values = sql.join(
      points.map((p, i) => sql`(${i}::int, ${p.lat}::float8, ${p.lng}::float8, ${p.address}::text)`),
      sql`, `,
    );
    const result = (await t.database.db.execute(
      sql`select i, ${areaSql('lat', 'lng', 'address')} as area from (values ${values}) as p(i, lat, lng, address) order by i`,
    )) as unknown as { rows: { i: number; area: AreaKey }[] };
    const fromSql = result.rows.map((r) => r.area);
    const fromTable = points.map((p) => areaOf(p.lat, p.lng, p.address));
    expect(fromSql).toEqual(fromTable);
    expect(new Set(fromTable).size).toBeGreaterThan(15);
  });
});

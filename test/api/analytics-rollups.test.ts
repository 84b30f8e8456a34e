import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingRollupDeltas } from '../../src/server/db/schema/analytics.ts';
import { bookings } from '../../src/server/db/schema/bookings.ts';
import { driverTrips } from '../../src/server/db/schema/drivers.ts';
import { createAdminAnalyticsRepository } from '../../src/server/modules/admin/admin-analytics.repository.ts';
import type { PriceLine } from '../../src/shared/domain/quote-price-lines.ts';
import { createAccount } from '../support/accounts.ts';
import { insertBooking } from '../support/bookings.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * The analytics' daily rollups (decision 048) are exact: after random bookings, status changes, payments,
 * refunds, price and vehicle changes, moved places and chauffeurs' trips, the report read from the rollups
 * (folded or not) equals the one computed from the bookings themselves, figure for figure.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A deterministic pseudo-random generator (mulberry32). */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const STATUSES = [
  'pending',
  'confirmed',
  'assigned',
  'in_progress',
  'completed',
  'cancelled',
  'no_show',
] as const;
const VEHICLES = [
  ['sedan-cadillac', 'Cadillac XTS Sedan'],
  ['suv-escalade', 'Cadillac Escalade'],
  ['sprinter', 'Mercedes Sprinter'],
] as const;
const SERVICES = [
  ['to-airport', 'To Airport'],
  ['point-to-point', 'Point to Point'],
  ['hourly', 'Hourly Service'],
] as const;
const PLACES = [
  { address: 'JFK Terminal 4, Queens, NY 11430', lat: 40.6441, lng: -73.7822 },
  { address: '11 W 53rd St, New York, NY 10019', lat: 40.7614, lng: -73.9776 },
  { address: '1 Main St, Brooklyn, NY 11201', lat: 40.7033, lng: -73.9903 },
  { address: 'LaGuardia Airport Terminal B', lat: null, lng: null },
  { address: 'Somewhere in Stamford, CT', lat: 41.0534, lng: -73.5387 },
] as const;

const pick = <T>(rnd: () => number, list: readonly T[]): T => list[Math.floor(rnd() * list.length)] as T;

/** Price lines with fare, pass-through lines (tolls, surcharges, some split into parts) and tax. */
function priceOf(rnd: () => number) {
  const fare = 5_000 + Math.floor(rnd() * 20_000);
  const lines: PriceLine[] = [{ code: 'base', label: 'Fare', amountCents: fare }];
  if (rnd() < 0.5)
    lines.push({ code: 'tolls', label: 'Tolls', amountCents: 100 + Math.floor(rnd() * 2_000) });
  if (rnd() < 0.3)
    lines.push({
      code: 'surcharges',
      label: 'Surcharges',
      amountCents: 575,
      parts: [
        { code: 'nys_congestion', amountCents: 275 },
        { code: 'black_car_fund', amountCents: 300 },
      ],
    });
  const subtotal = lines.reduce((s, l) => s + l.amountCents, 0);
  const tax = Math.round(subtotal * 0.08875);
  return { priceLines: lines, subtotalCents: subtotal, taxCents: tax, totalCents: subtotal + tax };
}

/** Both reports over the range, rows in a stable order. */
async function both(from: string, to: string) {
  const repo = createAdminAnalyticsRepository(t.database.db);
  const order = <T>(rows: T[]) => rows.map((r) => JSON.stringify(r)).sort();
  const r = { from, to };
  const [b, rawB, k, rawK] = await Promise.all([
    repo.breakdowns(r),
    repo.rawBreakdowns(r),
    repo.buckets(r),
    repo.rawBuckets(r),
  ]);
  return { rollup: [order(b), order(k)], raw: [order(rawB), order(rawK)], rows: b.length };
}

describe('analytics rollups', () => {
  it('equal the raw query exactly after random bookings, changes, refunds and trips, folded or not', async () => {
    const rnd = random(46);
    const driver = (await createAccount(t.database, 'driver')).user;
    const start = Date.UTC(2031, 2, 1, 12);
    const ids: string[] = [];
    for (let i = 0; i < 40; i += 1) {
      const createdAt = new Date(
        start + Math.floor(rnd() * 40) * 86_400_000 + Math.floor(rnd() * 86_400_000),
      );
      const b = await insertBooking(t.database, { userId: null, status: 'pending', createdAt });
      const [service, serviceName] = pick(rnd, SERVICES);
      const [vehicleId, vehicleName] = pick(rnd, VEHICLES);
      const from = pick(rnd, PLACES);
      const to = pick(rnd, PLACES);
      await t.database.db
        .update(bookings)
        .set({
          ...priceOf(rnd),
          serviceType: service,
          serviceName,
          vehicleId,
          vehicleName,
          pickupAddress: from.address,
          pickupLat: from.lat,
          pickupLng: from.lng,
          destinationAddress: to.address,
          destinationLat: to.lat,
          destinationLng: to.lng,
        })
        .where(eq(bookings.id, b.id));
      ids.push(b.id);
    }

    const range = ['2031-03-01', '2031-04-15'] as const;
    const first = await both(...range);
    expect(first.rows).toBeGreaterThan(5);
    expect(first.rollup).toEqual(first.raw);

    for (let step = 0; step < 160; step += 1) {
      const id = pick(rnd, ids);
      const [b] = await t.database.db.select().from(bookings).where(eq(bookings.id, id));
      if (!b) throw new Error('booking gone');
      const move = rnd();
      await t.database.db.transaction(async (tx) => {
        if (move < 0.3) {
          const status = pick(rnd, STATUSES);
          await tx
            .update(bookings)
            .set({ status, paidAt: status === 'pending' ? null : (b.paidAt ?? b.createdAt) })
            .where(eq(bookings.id, id));
        } else if (move < 0.45) {
          // A refund: part or all of what was paid.
          await tx
            .update(bookings)
            .set({ refundedCents: Math.floor(rnd() * b.totalCents) })
            .where(eq(bookings.id, id));
        } else if (move < 0.55) {
          await tx.update(bookings).set(priceOf(rnd)).where(eq(bookings.id, id));
        } else if (move < 0.65) {
          const [vehicleId, vehicleName] = pick(rnd, VEHICLES);
          const to = pick(rnd, PLACES);
          await tx
            .update(bookings)
            .set({
              vehicleId,
              vehicleName,
              destinationAddress: to.address,
              destinationLat: to.lat,
              destinationLng: to.lng,
            })
            .where(eq(bookings.id, id));
        } else if (move < 0.85) {
          // The chauffeur's trip: driven, completed or no-show with earnings, or cancelled.
          const status = pick(rnd, ['assigned', 'in_progress', 'completed', 'no_show', 'cancelled'] as const);
          const earningsCents =
            status === 'completed' || status === 'no_show' ? Math.floor(rnd() * 9_000) : null;
          const [trip] = await tx.select().from(driverTrips).where(eq(driverTrips.bookingId, id));
          if (trip && rnd() < 0.7) {
            await tx.update(driverTrips).set({ status, earningsCents }).where(eq(driverTrips.id, trip.id));
          } else if (!trip || status === 'cancelled') {
            await tx
              .insert(driverTrips)
              .values({ bookingId: id, driverId: driver.id, status, earningsCents });
          } else {
            await tx.delete(driverTrips).where(eq(driverTrips.id, trip.id));
          }
        } else if (move < 0.9) {
          // A change of the booking and its trip in one transaction, the trip first.
          await tx
            .update(driverTrips)
            .set({ earningsCents: Math.floor(rnd() * 5_000) })
            .where(eq(driverTrips.bookingId, id));
          await tx.update(bookings).set({ status: 'completed' }).where(eq(bookings.id, id));
        } else {
          // A change that does not touch the analytics (no delta written).
          await tx
            .update(bookings)
            .set({ specialRequests: `note ${step}` })
            .where(eq(bookings.id, id));
        }
      });
      if (step % 40 === 39) {
        const now = await both(...range);
        expect(now.rollup, `after step ${step}`).toEqual(now.raw);
        if (step === 79) await createAdminAnalyticsRepository(t.database.db).foldRollups();
      }
    }

    const [{ pending } = { pending: 0 }] = await t.database.db
      .select({ pending: sql<number>`count(*)::int` })
      .from(bookingRollupDeltas);
    expect(pending).toBeGreaterThan(0);
    const folded = await createAdminAnalyticsRepository(t.database.db).foldRollups();
    expect(folded).toBe(pending);
    const last = await both(...range);
    expect(last.rollup).toEqual(last.raw);
    // A single day and a range with nothing in it agree too.
    for (const [from, to] of [
      ['2031-03-10', '2031-03-10'],
      ['2029-01-01', '2029-01-31'],
    ] as const) {
      const r = await both(from, to);
      expect(r.rollup).toEqual(r.raw);
    }
    // A hang guard for a busy machine (the suite's default is 60 s); nothing here measures speed.
  }, 300_000);
});

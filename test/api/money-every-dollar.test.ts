import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminBookingDetail, AdminBookingList } from '../../src/shared/contracts/admin-bookings.ts';
import type { Analytics } from '../../src/shared/contracts/admin-analytics.ts';
import type { DriverEarnings } from '../../src/shared/contracts/driver-trips.ts';
import type { QuoteResponse } from '../../src/shared/contracts/quotes.ts';
import { nyWallClock } from '../../src/shared/domain/new-york-time.ts';
import { quotedShareCents } from '../../src/client/features/driver-dashboard/lib/quote-share.ts';
import { bookings } from '../../src/server/db/schema/bookings.ts';
import { drivers, driverTrips } from '../../src/server/db/schema/drivers.ts';
import { signInAs } from '../support/accounts.ts';
import { adminCall, insertDriver } from '../support/admin.ts';
import { call, cityRide, createBooking, payAndConfirm, warmQuotes } from '../support/checkout-flow.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Every dollar of one real booking (issue 35, decision 29, docs/decisions/044), made through the quote and
 * checkout like a customer's: Hoboken Terminal -> Grand Central in an SUV with meet & greet, so it carries
 * sales tax, New York's for-hire surcharges, a Hudson crossing's toll, the card fee and the admin fee. The
 * dispatcher completes it and refunds $25. Each figure is checked to the cent against the quote's own lines
 * with the rule written out here: the chauffeur gets 80% of base + distance + STC + meet & greet only; net
 * revenue leaves out tax, surcharges, tolls and the refund (split in proportion, tax and pass-through part
 * rounded half up).
 */
let t: TestApp;
let admin: Awaited<ReturnType<typeof signInAs>>;
let passenger: Awaited<ReturnType<typeof signInAs>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAs(t.app, t.database, 'admin');
  passenger = await signInAs(t.app, t.database, 'passenger');
  await warmQuotes(t.app);
});
afterAll(() => t.close());

const RIDE = cityRide({
  pickup: 'Hoboken Terminal',
  destination: 'Grand Central Terminal',
  vehicleId: 'suv-suburban',
  extras: { meetAndGreet: true },
});
/** round(a x b / c), half up, for non-negative integers: the rule's rounding, written independently. */
const roundHalfUp = (a: number, b: number, c: number) => Math.floor((2 * a * b + c) / (2 * c));

describe('a booking with tax, surcharges, tolls and a partial refund', () => {
  it('credits the chauffeur 80% of the fare lines and reports gross, net, share, margin and refunds to the cent', async () => {
    const quote = await call<QuoteResponse>(t.app, 'POST', '/api/quotes', null, RIDE);
    expect(quote.status, quote.raw).toBe(200);
    const v = quote.body.vehicles.find((x) => x.vehicleId === 'suv-suburban')!;
    const [leg] = v.legs;
    const b = leg!.breakdown;
    expect(quote.body.priceBasis.kind).toBe('custom');
    expect(b.tollsCents).toBeGreaterThan(0);
    expect(b.surchargesCents).toBeGreaterThan(0);
    expect(v.taxCents).toBeGreaterThan(0);
    const meetAndGreet = v.extras.find((e) => e.id === 'meetAndGreet')!.cents;

    const created = await createBooking(t.app, passenger.cookie, RIDE);
    expect(created.status, created.raw).toBe(201);
    await payAndConfirm(t.app, passenger.cookie, created.body.id);
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, created.body.id));
    const total = row!.totalCents;
    expect(total).toBe(v.totalCents);
    const tax = row!.taxCents;

    // The dispatcher assigns a chauffeur, starts and completes the ride.
    const driver = await insertDriver(t.app, t.database);
    // The booked SUV needs a chauffeur whose car is an SUV (class matching, issue 35).
    await t.database.db.update(drivers).set({ vehicleType: 'suv' }).where(eq(drivers.userId, driver.user.id));
    const assign = await adminCall(
      t.app,
      'POST',
      `/api/admin/bookings/${row!.id}/assign-driver`,
      admin.cookie,
      {
        driverId: driver.user.id,
      },
    );
    expect(assign.status, JSON.stringify(assign.body)).toBe(200);
    for (const status of ['in_progress', 'completed']) {
      const moved = await adminCall(t.app, 'PATCH', `/api/admin/bookings/${row!.id}`, admin.cookie, {
        status,
        reason: 'Confirmed by phone with the chauffeur',
      });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    }

    // The share: 80% of base + distance + STC + meet & greet, never of tax, surcharges, tolls or fees.
    const fare = b.basePriceCents + b.distanceChargeCents + b.stcChargeCents + meetAndGreet;
    const share = roundHalfUp(fare, 8000, 10_000);
    const [trip] = await t.database.db.select().from(driverTrips).where(eq(driverTrips.bookingId, row!.id));
    expect(trip?.earningsCents).toBe(share);
    expect(trip?.earningsCents).not.toBe(roundHalfUp(total, 8000, 10_000)); // the old 80% of the total
    const earnings = await adminCall<DriverEarnings>(t.app, 'GET', '/api/driver/earnings', driver.cookie);
    expect(earnings.body.today).toBe(share / 100);
    const detail = await adminCall<{ earnings: { total: number } }>(
      t.app,
      'GET',
      `/api/admin/drivers/${driver.user.id}`,
      admin.cookie,
    );
    expect(detail.body.earnings.total).toBe(share / 100);
    // The drivers' fare calculator (decision 36) prices with this quote and shows exactly this share.
    expect(quotedShareCents(await t.app.pricing.current(), v)).toBe(share);

    // $25 back to the customer after the ride.
    const refund = await adminCall(t.app, 'POST', `/api/admin/bookings/${row!.id}/refund`, admin.cookie, {
      amount: 25,
      reason: 'Late pickup',
    });
    expect(refund.status, JSON.stringify(refund.body)).toBe(200);

    const passThrough = b.surchargesCents + b.tollsCents;
    const taxBack = roundHalfUp(2500, tax, total);
    const keptOutBack = roundHalfUp(2500, tax + passThrough, total);
    const net = total - tax - passThrough - 2500 + keptOutBack;
    // Net revenue is the fare and company lines less their part of the refund.
    const companyLines = b.creditCardFeeCents + b.adminFeeCents;
    expect(net).toBe(fare + companyLines - (2500 - keptOutBack));

    const today = nyWallClock(new Date()).date;
    const analytics = await adminCall<Analytics>(
      t.app,
      'GET',
      `/api/admin/analytics?from=${today}&to=${today}`,
      admin.cookie,
    );
    expect(analytics.status).toBe(200);
    expect(analytics.body.totals).toMatchObject({
      completed: 1,
      gross: total / 100,
      refunded: 25,
      tax: (tax - taxBack) / 100,
      passThrough: (passThrough - (keptOutBack - taxBack)) / 100,
      revenue: net / 100,
      driverShare: share / 100,
      margin: (net - share) / 100,
    });
    // The revenue after the refund is not the gross total (the defect as found).
    expect(analytics.body.totals.revenue).toBeLessThan(total / 100 - 25);
    for (const series of [analytics.body.revenueByDay, analytics.body.byService, analytics.body.byVehicle]) {
      expect(series.find((s) => s.gross > 0)).toMatchObject({
        gross: total / 100,
        revenue: net / 100,
        driverShare: share / 100,
        margin: (net - share) / 100,
      });
    }

    const list = await adminCall<AdminBookingList>(t.app, 'GET', '/api/admin/bookings', admin.cookie);
    expect(list.body.summary.revenueToday).toBe(net / 100);
  });
});

describe('the receipt lines', () => {
  it('stay as they were: the fare line is one line (its parts are for the money split, not shown)', async () => {
    const created = await createBooking(t.app, passenger.cookie, RIDE);
    expect(created.status, created.raw).toBe(201);
    expect(created.raw).not.toContain('card_fee');
    const detail = await adminCall<AdminBookingDetail>(
      t.app,
      'GET',
      `/api/admin/bookings/${created.body.id}`,
      admin.cookie,
    );
    expect(detail.body.priceLines.map((l) => l.code)).toEqual([
      'fare',
      'nys_congestion',
      'crz_for_hire',
      'black_car_fund',
      'meet_and_greet',
    ]);
    expect(JSON.stringify(detail.body)).not.toContain('card_fee');
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, created.body.id));
    expect(row?.priceLines[0]?.parts?.map((p) => p.code)).toEqual([
      'base',
      'distance',
      'stc',
      'card_fee',
      'admin_fee',
      'tolls',
    ]);
  });
});

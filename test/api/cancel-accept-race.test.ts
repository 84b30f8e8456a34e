import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../src/server/db/schema/bookings.ts';
import { driverTrips } from '../../src/server/db/schema/drivers.ts';
import { signInAs } from '../support/accounts.ts';
import { call, cityRide, createBooking, payAndConfirm, warmQuotes } from '../support/checkout-flow.ts';
import { createSecondServer, createTestApp, type TestApp } from '../support/test-app.ts';
import { signInDriver } from '../support/trips.ts';

/**
 * A customer's cancellation racing a driver's accept of the same booking, on two servers sharing one database
 * (issue 32): on PostgreSQL each server has its own pool, as two processes would. The cancellation locks the
 * booking first and then ends any live trip, and the accept is conditional on the booking's status, so a
 * cancelled booking never keeps a live trip, whichever comes first. PGlite runs one statement at a time (one
 * process): there the rounds check the same invariant without overlap.
 */
const LIMITS = {
  checkout: { max: 10_000, timeWindow: 60_000 },
  emailReceipt: { max: 10_000, timeWindow: 60_000 },
};

let a: TestApp;
let b: FastifyInstance;
let second: Awaited<ReturnType<typeof createSecondServer>>;
beforeAll(async () => {
  a = await createTestApp({ rateLimits: LIMITS });
  second = await createSecondServer(a, { rateLimits: LIMITS });
  b = second.app;
  await warmQuotes(a.app);
});
afterAll(async () => {
  await second.close();
  await a.close();
});

const ROUNDS = 12;

describe('customer cancel racing a driver accept, two servers on one database', () => {
  it(`never leaves a cancelled booking with a live trip (${ROUNDS} rounds)`, async () => {
    const passenger = await signInAs(a.app, a.database, 'passenger');
    const outcomes: string[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const created = await createBooking(a.app, passenger.cookie, cityRide({}, 48));
      expect(created.status, created.raw).toBe(201);
      await payAndConfirm(a.app, passenger.cookie, created.body.id);
      const id = created.body.id;
      const [stored] = await a.database.db.select().from(bookings).where(eq(bookings.id, id));
      const driver = await signInDriver(a.app, a.database, {
        lat: stored?.pickupLat ?? 40.75,
        lng: stored?.pickupLng ?? -73.98,
      });
      // Alternate which server takes which request.
      const [cancelApp, acceptApp] = round % 2 === 0 ? [a.app, b] : [b, a.app];
      const [cancelled, accepted] = await Promise.all([
        call<{ status: string; code?: string }>(
          cancelApp,
          'POST',
          `/api/user/bookings/${id}/cancel`,
          passenger.cookie,
          {},
        ),
        call<{ code?: string }>(acceptApp, 'POST', `/api/driver/trips/${id}/accept`, driver.cookie, {}),
      ]);
      outcomes.push(`cancel ${cancelled.status} / accept ${accepted.status}`);

      // The customer's cancellation always succeeds (an assigned booking may be cancelled).
      expect(cancelled.status, cancelled.raw).toBe(200);
      const [row] = await a.database.db.select().from(bookings).where(eq(bookings.id, id));
      expect(row?.status).toBe('cancelled');
      expect(row?.refundedCents).toBe(row?.totalCents);
      const live = await a.database.db
        .select()
        .from(driverTrips)
        .where(inArray(driverTrips.status, ['assigned', 'in_progress']));
      expect(
        live.filter((trip) => trip.bookingId === id),
        `round ${round}: a live trip on a cancelled booking`,
      ).toEqual([]);
      const trips = await a.database.db.select().from(driverTrips).where(eq(driverTrips.bookingId, id));
      if (accepted.status === 200) {
        // The accept came first: the cancellation ended the driver's trip.
        expect(trips.map((trip) => [trip.status, trip.cancelReason])).toEqual([
          ['cancelled', 'Cancelled by the customer'],
        ]);
      } else {
        // The cancellation came first: the accept found no open booking and made no trip.
        expect(accepted.status, accepted.raw).toBe(404);
        expect(accepted.body.code).toBe('trips.notFound');
        expect(trips).toEqual([]);
      }
      const active = await call<unknown[]>(acceptApp, 'GET', '/api/driver/trips/active', driver.cookie);
      expect(active.body).toEqual([]);
    }
    expect(outcomes).toHaveLength(ROUNDS);
  }, 180_000);

  it('a customer cancel racing the driver handing the trip back: no deadlock, no live trip left', async () => {
    const passenger = await signInAs(a.app, a.database, 'passenger');
    for (let round = 0; round < 6; round += 1) {
      const created = await createBooking(a.app, passenger.cookie, cityRide({}, 48));
      expect(created.status, created.raw).toBe(201);
      await payAndConfirm(a.app, passenger.cookie, created.body.id);
      const id = created.body.id;
      const [stored] = await a.database.db.select().from(bookings).where(eq(bookings.id, id));
      const driver = await signInDriver(a.app, a.database, {
        lat: stored?.pickupLat ?? 40.75,
        lng: stored?.pickupLng ?? -73.98,
      });
      expect((await call(a.app, 'POST', `/api/driver/trips/${id}/accept`, driver.cookie, {})).status).toBe(
        200,
      );
      const [cancelApp, driverApp] = round % 2 === 0 ? [a.app, b] : [b, a.app];
      const [cancelled, handedBack] = await Promise.all([
        call(cancelApp, 'POST', `/api/user/bookings/${id}/cancel`, passenger.cookie, {}),
        call<{ code?: string }>(driverApp, 'POST', `/api/driver/trips/${id}/status`, driver.cookie, {
          status: 'cancelled',
          reason: 'Car trouble',
        }),
      ]);
      expect(cancelled.status, cancelled.raw).toBe(200);
      if (handedBack.status !== 200) {
        expect(handedBack.status, handedBack.raw).toBe(409);
        expect(handedBack.body.code).toBe('trips.statusNotAllowed');
      }
      const [row] = await a.database.db.select().from(bookings).where(eq(bookings.id, id));
      expect(row?.status).toBe('cancelled');
      const trips = await a.database.db.select().from(driverTrips).where(eq(driverTrips.bookingId, id));
      expect(trips.map((trip) => trip.status)).toEqual(['cancelled']);
    }
  }, 180_000);
});

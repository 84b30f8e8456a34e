import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  BookingView,
  ConfirmBookingResponse,
  CreatePaymentIntentResponse,
} from '../../src/shared/contracts/checkout.ts';
import type { BookingStatus } from '../../src/shared/domain/booking-status.ts';
import { AppError } from '../../src/shared/errors.ts';
import { bookingStatusHistory, bookings } from '../../src/server/db/schema/bookings.ts';
import {
  createBookingsRepository,
  type BookingsRepository,
} from '../../src/server/modules/bookings/bookings.repository.ts';
import { createAccount, guestCookie, nextIp } from '../support/accounts.ts';
import { insertBooking } from '../support/bookings.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Every status change goes through the repository's `transition`: the table of `booking-status.ts`, one
 * conditional UPDATE, and a status-history row in the same transaction.
 */
let t: TestApp;
let repo: BookingsRepository;
beforeAll(async () => {
  t = await createTestApp({
    rateLimits: {
      checkout: { max: 10_000, timeWindow: 60_000 },
      emailReceipt: { max: 10_000, timeWindow: 60_000 },
    },
  });
  repo = createBookingsRepository(t.database.db);
});
afterAll(() => t.close());

const history = (bookingId: string) => repo.statusHistory(bookingId);
async function statusOf(bookingId: string): Promise<BookingStatus | undefined> {
  const [row] = await t.database.db
    .select({ status: bookings.status })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  return row?.status;
}

async function post<T>(url: string, cookie: string | null, payload: object) {
  const res = await t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: cookie ? { cookie } : {},
    remoteAddress: nextIp(),
  });
  return { status: res.statusCode, body: res.json<T>(), raw: res.body };
}

/** A guest's pending booking with a test-processor intent paid by card (not yet confirmed). */
async function paidGuestBooking() {
  const cookie = await guestCookie(t.app);
  const created = await post<BookingView>('/api/bookings', cookie, {
    pickup: 'JFK Terminal 4',
    destination: 'Times Square',
    pickupDateTime: new Date(Date.now() + 30 * 3_600_000).toISOString(),
    serviceType: 'from-airport',
    vehicleId: 'suv-escalade',
  });
  expect(created.status, created.raw).toBe(201);
  const intent = await post<CreatePaymentIntentResponse>('/api/create-payment-intent', cookie, {
    bookingId: created.body.id,
  });
  expect(intent.status, intent.raw).toBe(200);
  const paid = await post(`/api/test-payments/${intent.body.paymentIntentId}/confirm`, null, {
    clientSecret: intent.body.clientSecret,
    cardNumber: '4242424242424242',
    expiry: '12/34',
    cvc: '123',
    postalCode: '10036',
  });
  expect(paid.status, paid.raw).toBe(200);
  return { cookie, booking: created.body, paymentIntentId: intent.body.paymentIntentId };
}

describe('the checkout confirmation', () => {
  it('writes one history row: pending -> confirmed by the system, for the payment', async () => {
    const { cookie, booking, paymentIntentId } = await paidGuestBooking();
    expect(await history(booking.id)).toEqual([]);
    const res = await post<ConfirmBookingResponse>('/api/confirm-booking', cookie, { paymentIntentId });
    expect(res.status, res.raw).toBe(200);
    const rows = await history(booking.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      fromStatus: 'pending',
      toStatus: 'confirmed',
      actorRole: 'system',
      actorUserId: null,
      reason: 'payment',
    });
    const [stored] = await t.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(rows[0]?.createdAt.getTime()).toBe(stored?.paidAt?.getTime());
    // A replay of the same confirmation changes nothing and writes nothing.
    expect((await post('/api/confirm-booking', cookie, { paymentIntentId })).status).toBe(200);
    expect(await history(booking.id)).toHaveLength(1);
  });

  it('20 concurrent confirmations write exactly one history row', async () => {
    const { cookie, booking, paymentIntentId } = await paidGuestBooking();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => post('/api/confirm-booking', cookie, { paymentIntentId })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(await statusOf(booking.id)).toBe('confirmed');
    expect(await history(booking.id)).toHaveLength(1);
  });
});

describe('transition (the one repository function)', () => {
  async function booking(status: BookingStatus) {
    const account = await createAccount(t.database, 'passenger');
    return insertBooking(t.database, { userId: account.user.id, status });
  }

  it('a transition whose condition does not hold changes nothing and writes no history', async () => {
    const b = await booking('pending');
    const wrongAmount = await repo.transition({
      bookingId: b.id,
      to: 'confirmed',
      actor: 'system',
      where: { totalCents: b.totalCents + 1 },
    });
    expect(wrongAmount).toBeNull();
    expect(await statusOf(b.id)).toBe('pending');
    expect(await history(b.id)).toEqual([]);
    const missing = await repo.transition({ bookingId: randomUUID(), to: 'cancelled', actor: 'admin' });
    expect(missing).toBeNull();
  });

  it('writes the history in the transaction of the change: a failing history insert undoes the change', async () => {
    const b = await booking('confirmed');
    // The history row names an account that does not exist: its foreign key fails, so the whole
    // transition rolls back.
    await expect(
      repo.transition({ bookingId: b.id, to: 'cancelled', actor: 'admin', actorUserId: randomUUID() }),
    ).rejects.toThrow();
    expect(await statusOf(b.id)).toBe('confirmed');
    expect(await history(b.id)).toEqual([]);
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, b.id));
    expect(row?.cancelledAt).toBeNull();
  });

  it('joins the caller’s transaction when given one', async () => {
    const b = await booking('confirmed');
    await expect(
      t.database.db.transaction(async (tx) => {
        const moved = await repo.transition({ bookingId: b.id, to: 'cancelled', actor: 'admin' }, tx);
        expect(moved?.status).toBe('cancelled');
        throw new Error('the caller fails after the transition');
      }),
    ).rejects.toThrow('the caller fails');
    expect(await statusOf(b.id)).toBe('confirmed');
    expect(await history(b.id)).toEqual([]);
  });

  it('refuses a move the table never allows for the actor (409), before touching the database', async () => {
    const b = await booking('confirmed');
    for (const [to, actor] of [
      ['pending', 'admin'],
      ['completed', 'customer'],
      ['confirmed', 'customer'],
      ['assigned', 'system'],
    ] as const) {
      const err = await repo.transition({ bookingId: b.id, to, actor }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(AppError);
      expect(err).toMatchObject({ code: 'booking.transitionNotAllowed', status: 409 });
    }
    // expectFrom outside the actor's from-states is refused the same way.
    await expect(
      repo.transition({ bookingId: b.id, to: 'cancelled', actor: 'customer', expectFrom: 'in_progress' }),
    ).rejects.toMatchObject({ code: 'booking.transitionNotAllowed' });
    expect(await history(b.id)).toEqual([]);
  });

  it('records the real from-state when several are allowed, with the actor, reason and time stamps', async () => {
    const admin = await createAccount(t.database, 'admin');
    const b = await booking('assigned');
    const at = new Date('2030-01-02T03:04:05.000Z');
    const moved = await repo.transition({
      bookingId: b.id,
      to: 'cancelled',
      actor: 'admin',
      actorUserId: admin.user.id,
      reason: 'customer called',
      at,
    });
    expect(moved).toMatchObject({ status: 'cancelled', cancelledAt: at, updatedAt: at });
    expect(await history(b.id)).toMatchObject([
      {
        fromStatus: 'assigned',
        toStatus: 'cancelled',
        actorRole: 'admin',
        actorUserId: admin.user.id,
        reason: 'customer called',
        createdAt: at,
      },
    ]);
    // Final: nothing moves it again.
    expect(await repo.transition({ bookingId: b.id, to: 'cancelled', actor: 'admin' })).toBeNull();
    expect(await history(b.id)).toHaveLength(1);
  });

  it('walks the lifecycle with conditions and extra columns (a driver accepts, starts, cancels, another completes)', async () => {
    const first = await createAccount(t.database, 'driver');
    const second = await createAccount(t.database, 'driver');
    const b = await booking('confirmed');
    const accept = (driverId: string) =>
      repo.transition({
        bookingId: b.id,
        to: 'assigned',
        actor: 'driver',
        actorUserId: driverId,
        where: { driverId: null },
        set: { driverId, driverName: 'Test Driver' },
      });
    expect(await accept(first.user.id)).toMatchObject({ status: 'assigned', driverId: first.user.id });
    // Only the assigned driver starts the trip.
    const start = (driverId: string) =>
      repo.transition({ bookingId: b.id, to: 'in_progress', actor: 'driver', where: { driverId } });
    expect(await start(second.user.id)).toBeNull();
    expect(await start(first.user.id)).toMatchObject({ status: 'in_progress' });
    // A driver's Cancel only from assigned refuses a started trip; from in_progress it returns the ride.
    const cancelled = (expectFrom: BookingStatus) =>
      repo.transition({
        bookingId: b.id,
        to: 'confirmed',
        actor: 'driver',
        actorUserId: first.user.id,
        reason: 'flat tyre',
        expectFrom,
        where: { driverId: first.user.id },
        set: { driverId: null, driverName: null, driverPhone: null },
      });
    expect(await cancelled('assigned')).toBeNull();
    expect(await cancelled('in_progress')).toMatchObject({ status: 'confirmed', driverId: null });
    expect(await accept(second.user.id)).toMatchObject({ driverId: second.user.id });
    await start(second.user.id);
    const done = await repo.transition({ bookingId: b.id, to: 'completed', actor: 'driver' });
    expect(done?.completedAt).toBeInstanceOf(Date);
    expect((await history(b.id)).map((h) => `${h.fromStatus}>${h.toStatus}`)).toEqual([
      'confirmed>assigned',
      'assigned>in_progress',
      'in_progress>confirmed',
      'confirmed>assigned',
      'assigned>in_progress',
      'in_progress>completed',
    ]);
  });

  it('of 10 concurrent cancellations exactly one wins and writes history', async () => {
    const b = await booking('assigned');
    const results = await Promise.all(
      Array.from({ length: 10 }, () => repo.transition({ bookingId: b.id, to: 'cancelled', actor: 'admin' })),
    );
    expect(results.filter((r) => r !== null)).toHaveLength(1);
    expect(await statusOf(b.id)).toBe('cancelled');
    const rows = await t.database.db
      .select()
      .from(bookingStatusHistory)
      .where(eq(bookingStatusHistory.bookingId, b.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.fromStatus).toBe('assigned');
  });
});

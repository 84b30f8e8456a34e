import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConfirmBookingResponse } from '../../src/shared/contracts/checkout.ts';
import { bookings, bookingStatusHistory } from '../../src/server/db/schema/bookings.ts';
import { emailOutbox } from '../../src/server/db/schema/email.ts';
import { testPaymentIntents } from '../../src/server/db/schema/payments.ts';
import {
  PENDING_BOOKINGS,
  UNPAID_EXPIRED,
  UNPAID_PICKUP_PASSED,
} from '../../src/server/jobs/pending-bookings.ts';
import { signInAs } from '../support/accounts.ts';
import { insertAdminBooking } from '../support/admin.ts';
import { call, cityRide, createBooking, payWithTestCard, warmQuotes } from '../support/checkout-flow.ts';
import { jsonReply, useStubHttpServer } from '../support/stub-http-server.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Pending bookings nobody finishes (issue 32). Paid but pending: the browser or the server died between the
 * payment and the confirmation, so the card was charged and the booking stayed pending for ever; the sweep asks
 * the provider and confirms it through the idempotent fulfilment, once, with one set of emails whoever races
 * (run this file on PostgreSQL too). Unpaid: cancelled by the system after 24 hours or once the pickup passed,
 * the reason in the status history; nothing paid and no payment in flight is touched. Time is the sweep's `now`.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    rateLimits: {
      checkout: { max: 10_000, timeWindow: 60_000 },
      emailReceipt: { max: 10_000, timeWindow: 60_000 },
    },
  });
  await warmQuotes(t.app);
});
afterAll(() => t.close());

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** The sweeps' time for the fixture rows below: fixed, far from the machine's clock, whatever the run's speed. */
const NOW = new Date('2030-03-05T15:00:00Z');
const later = (ms: number) => new Date(NOW.getTime() + ms);

const bookingRow = async (id: string) => {
  const [r] = await t.database.db.select().from(bookings).where(eq(bookings.id, id));
  if (!r) throw new Error(`booking ${id} not found`);
  return r;
};
const history = (id: string) =>
  t.database.db
    .select()
    .from(bookingStatusHistory)
    .where(eq(bookingStatusHistory.bookingId, id))
    .orderBy(asc(bookingStatusHistory.createdAt));
const confirmations = (id: string) =>
  t.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.bookingId, id), eq(emailOutbox.kind, 'booking-confirmation')));

/**
 * A passenger's booking, paid with the test card; the browser then dies before it confirms. `sweepAt(ms)`: the
 * time `ms` after the grace for the browser's confirm ends, counted from the booking's stored creation time.
 */
async function paidNeverConfirmed() {
  const passenger = await signInAs(t.app, t.database, 'passenger');
  const created = await createBooking(t.app, passenger.cookie, cityRide({}, 48));
  expect(created.status, created.raw).toBe(201);
  const intent = await payWithTestCard(t.app, passenger.cookie, created.body.id);
  const { createdAt } = await bookingRow(created.body.id);
  const sweepAt = (ms: number) => new Date(createdAt.getTime() + PENDING_BOOKINGS.confirmAfterMs + ms);
  return { ...passenger, booking: created.body, intentId: intent.paymentIntentId, sweepAt };
}

describe('paid but pending', () => {
  it('the sweep confirms a paid booking whose confirm step never ran, once, with its confirmation email', async () => {
    const { booking, cookie, intentId, sweepAt } = await paidNeverConfirmed();
    expect((await bookingRow(booking.id)).status).toBe('pending');

    // Within the grace (a minute before it ends) the browser may still confirm: left alone.
    await t.app.pendingBookings.sweep(sweepAt(-MINUTE));
    expect((await bookingRow(booking.id)).status).toBe('pending');

    // A minute after it ends.
    const done = await t.app.pendingBookings.sweep(sweepAt(MINUTE));
    expect(done.confirmed).toBeGreaterThanOrEqual(1);
    const row = await bookingRow(booking.id);
    expect(row).toMatchObject({ status: 'confirmed', paymentMethod: 'Visa •••• 4242' });
    expect(row.paidAt).not.toBeNull();
    expect((await history(booking.id)).at(-1)).toMatchObject({
      fromStatus: 'pending',
      toStatus: 'confirmed',
      actorRole: 'system',
      reason: 'payment',
    });
    expect(await confirmations(booking.id)).toHaveLength(1);

    // Again, and the browser coming back late: the same booking, no second email.
    await t.app.pendingBookings.sweep(sweepAt(2 * MINUTE));
    const late = await call<ConfirmBookingResponse>(t.app, 'POST', '/api/confirm-booking', cookie, {
      paymentIntentId: intentId,
    });
    expect(late.status, late.raw).toBe(200);
    expect(late.body.confirmationNumber).toBe(booking.number);
    expect(await confirmations(booking.id)).toHaveLength(1);
  });

  it('the sweep racing a late browser confirm: one confirmation, one email', async () => {
    for (let round = 0; round < 4; round += 1) {
      const { booking, cookie, intentId, sweepAt } = await paidNeverConfirmed();
      const [, browser] = await Promise.all([
        t.app.pendingBookings.sweep(sweepAt(MINUTE)),
        call<ConfirmBookingResponse>(t.app, 'POST', '/api/confirm-booking', cookie, {
          paymentIntentId: intentId,
        }),
      ]);
      expect(browser.status, browser.raw).toBe(200);
      expect((await bookingRow(booking.id)).status).toBe('confirmed');
      expect(await confirmations(booking.id)).toHaveLength(1);
      expect((await history(booking.id)).filter((h) => h.toStatus === 'confirmed')).toHaveLength(1);
    }
  });
});

/** A pending booking with a test-processor intent in `status` (or none), made `ageMs` ago. */
async function pendingWith(opts: {
  ageMs: number;
  pickupInMs?: number;
  intent?: 'succeeded' | 'processing' | 'requires_action' | 'requires_payment_method';
  userId?: string;
}) {
  const createdAt = later(-opts.ageMs);
  const b = await insertAdminBooking(t.database, {
    userId: opts.userId ?? null,
    status: 'pending',
    createdAt,
    pickupAt: later(opts.pickupInMs ?? 48 * HOUR),
  });
  if (!opts.intent) return b;
  const intentId = `pi_test_${randomBytes(12).toString('hex')}`;
  await t.database.db.insert(testPaymentIntents).values({
    id: intentId,
    clientSecret: `${intentId}_secret_fixture`,
    bookingId: b.id,
    amountCents: b.totalCents,
    // requires_action is Stripe's 3-D Secure state; the test processor's column is plain text and keeps it.
    status: opts.intent as 'processing',
    paymentMethod: opts.intent === 'succeeded' ? 'Visa •••• 4242' : null,
    idempotencyKey: `fixture-${b.id}`,
  });
  await t.database.db
    .update(bookings)
    .set({ paymentProvider: 'test', paymentIntentId: intentId })
    .where(eq(bookings.id, b.id));
  return { ...b, paymentIntentId: intentId };
}

describe('unpaid pending bookings', () => {
  it('are cancelled after 24 hours unpaid or once their pickup passed, the reason in their history', async () => {
    const stale = await pendingWith({ ageMs: 25 * HOUR });
    const abandoned = await pendingWith({ ageMs: 25 * HOUR, intent: 'requires_payment_method' });
    const pickupPassed = await pendingWith({ ageMs: 2 * HOUR, pickupInMs: -30 * MINUTE });
    const fresh = await pendingWith({ ageMs: 2 * HOUR });

    const done = await t.app.pendingBookings.sweep(NOW);
    expect(done.expired).toBeGreaterThanOrEqual(3);
    for (const [b, reason] of [
      [stale, UNPAID_EXPIRED],
      [abandoned, UNPAID_EXPIRED],
      [pickupPassed, UNPAID_PICKUP_PASSED],
    ] as const) {
      expect((await bookingRow(b.id)).status, reason).toBe('cancelled');
      expect((await history(b.id)).at(-1)).toMatchObject({
        fromStatus: 'pending',
        toStatus: 'cancelled',
        actorRole: 'system',
        reason,
      });
    }
    expect((await bookingRow(fresh.id)).status).toBe('pending');

    // The same fresh booking a minute before its 24 hours unpaid end: left; a minute after: expired too.
    await t.app.pendingBookings.sweep(later(22 * HOUR - MINUTE));
    expect((await bookingRow(fresh.id)).status).toBe('pending');
    await t.app.pendingBookings.sweep(later(22 * HOUR + MINUTE));
    expect((await bookingRow(fresh.id)).status).toBe('cancelled');
  });

  it('nothing paid is touched: a paid one is confirmed instead, a payment in flight waits', async () => {
    const paid = await pendingWith({ ageMs: 25 * HOUR, intent: 'succeeded' });
    const processing = await pendingWith({ ageMs: 25 * HOUR, intent: 'processing' });
    const authenticating = await pendingWith({ ageMs: 25 * HOUR, intent: 'requires_action' });
    const confirmed = await insertAdminBooking(t.database, { createdAt: later(-30 * HOUR) });
    const pastConfirmed = await insertAdminBooking(t.database, {
      createdAt: later(-30 * HOUR),
      pickupAt: later(-HOUR),
    });

    await t.app.pendingBookings.sweep(NOW);
    expect((await bookingRow(paid.id)).status).toBe('confirmed');
    expect(await confirmations(paid.id)).toHaveLength(1);
    expect((await bookingRow(processing.id)).status).toBe('pending');
    expect((await bookingRow(authenticating.id)).status).toBe('pending');
    expect((await bookingRow(confirmed.id)).status).toBe('confirmed');
    expect((await bookingRow(pastConfirmed.id)).status).toBe('confirmed');
    expect((await bookingRow(paid.id)).refundedCents).toBe(0);
  });

  it('a payment that succeeds after the booking expired is given back in full', async () => {
    const passenger = await signInAs(t.app, t.database, 'passenger');
    const b = await pendingWith({
      ageMs: 25 * HOUR,
      intent: 'requires_payment_method',
      userId: passenger.user.id,
    });
    await t.app.pendingBookings.sweep(NOW);
    expect((await bookingRow(b.id)).status).toBe('cancelled');
    // The checkout page left open is paid after all: the browser's confirm refunds it.
    await t.database.db
      .update(testPaymentIntents)
      .set({ status: 'succeeded', paymentMethod: 'Visa •••• 4242' })
      .where(eq(testPaymentIntents.id, b.paymentIntentId as string));
    const res = await call(t.app, 'POST', '/api/confirm-booking', passenger.cookie, {
      paymentIntentId: b.paymentIntentId,
    });
    // Issue 34: the answer says the charge was given back (not just "cancelled"), with the amount.
    expect(res.body.code).toBe('checkout.cancelledRefunded');
    expect(res.body.params).toEqual({ amount: (b.totalCents / 100).toFixed(2) });
    expect((await bookingRow(b.id)).refundedCents).toBe(b.totalCents);
  });
});

describe('paid but pending, through Stripe', () => {
  const stripe = useStubHttpServer();
  let s: TestApp;
  const intents = new Map<string, { amount: number; bookingId: string; status: string }>();
  beforeAll(async () => {
    stripe.reply = (res) => {
      const req = stripe.seen[stripe.seen.length - 1];
      const id = /^\/v1\/payment_intents\/(\w+)$/.exec(req?.url.split('?')[0] ?? '')?.[1];
      const pi = id ? intents.get(id) : undefined;
      if (req?.method !== 'GET' || !id || !pi) {
        return jsonReply(404, {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: 'No such payment_intent',
          },
        })(res);
      }
      return jsonReply(200, {
        id,
        object: 'payment_intent',
        amount: pi.amount,
        amount_received: pi.status === 'succeeded' ? pi.amount : 0,
        currency: 'usd',
        client_secret: `${id}_secret_abc123`,
        status: pi.status,
        metadata: { bookingId: pi.bookingId },
        livemode: false,
        created: 1_790_000_000,
        last_payment_error: null,
        latest_charge: {
          id: `ch_${id.slice(3)}`,
          object: 'charge',
          amount: pi.amount,
          paid: true,
          status: 'succeeded',
          payment_method_details: { type: 'card', card: { brand: 'visa', last4: '4242' } },
        },
      })(res);
    };
    s = await createTestApp({
      env: { STRIPE_SECRET_KEY: 'sk_test_local', STRIPE_PUBLISHABLE_KEY: 'pk_test_local' },
      stripeApiBase: stripe.baseUrl,
    });
  });
  afterAll(() => s.close());

  it('asks Stripe for the intent and confirms the booking it paid', async () => {
    const b = await insertAdminBooking(s.database, { status: 'pending', createdAt: later(-HOUR) });
    const intentId = 'pi_3SweepPaid001';
    intents.set(intentId, { amount: b.totalCents, bookingId: b.id, status: 'succeeded' });
    await s.database.db
      .update(bookings)
      .set({ paymentProvider: 'stripe', paymentIntentId: intentId })
      .where(eq(bookings.id, b.id));

    const done = await s.app.pendingBookings.sweep(NOW);
    expect(done).toMatchObject({ confirmed: 1, errors: 0 });
    expect(stripe.seen.map((r) => [r.method, r.url.split('?')[0]])).toContainEqual([
      'GET',
      `/v1/payment_intents/${intentId}`,
    ]);
    const [row] = await s.database.db.select().from(bookings).where(eq(bookings.id, b.id));
    expect(row).toMatchObject({ status: 'confirmed', paymentMethod: 'Visa •••• 4242' });
  });
});

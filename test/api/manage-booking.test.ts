import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../src/server/db/schema/bookings.ts';
import { createTestPaymentsRepository } from '../../src/server/integrations/payments/test-payments.repository.ts';
import { signInAs } from '../support/accounts.ts';
import { call, cityRide, createBooking, payAndConfirm, paymentIntent, warmQuotes } from '../support/checkout-flow.ts';
import { outboxFor } from '../support/outbox.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Issue 34, booking management on the server: a stale checkout tab is refused before the card is charged (and
 * a charge that still lands is refunded and told), the receipt email is sent at most once a minute per booking.
 */
let now = new Date();
const clock = () => now;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    clock,
    rateLimits: {
      checkout: { max: 10_000, timeWindow: 60_000 },
      emailReceipt: { max: 10_000, timeWindow: 60_000 },
      quotes: { max: 10_000, timeWindow: 60_000 },
    },
  });
  await warmQuotes(t.app);
});
afterAll(() => t.close());

const CARD = { cardNumber: '4242424242424242', expiry: '12/34', cvc: '123', postalCode: '10036' };

async function row(id: string) {
  const [r] = await t.database.db.select().from(bookings).where(eq(bookings.id, id));
  if (!r) throw new Error(`booking ${id} not found`);
  return r;
}

describe('a stale checkout tab', () => {
  it('is refused before the card is charged once the booking was replaced', async () => {
    const { cookie } = await signInAs(t.app, t.database, 'passenger');
    const first = await createBooking(t.app, cookie, cityRide());
    const intent = await paymentIntent(t.app, cookie, first.body.id);
    expect(intent.status, intent.raw).toBe(200);
    const second = await createBooking(t.app, cookie, cityRide({ replacesBookingId: first.body.id }));
    expect(second.status, second.raw).toBe(201);
    const paid = await call(t.app, 'POST', `/api/test-payments/${intent.body.paymentIntentId}/confirm`, null, {
      clientSecret: intent.body.clientSecret,
      ...CARD,
    });
    expect(paid.status, paid.raw).toBe(409);
    expect(paid.body.code).toBe('checkout.bookingReplaced');
    // Nothing was charged: the intent still waits for a card, no refund was needed.
    const stored = await createTestPaymentsRepository(t.database.db).find(intent.body.paymentIntentId);
    expect(stored?.status).toBe('requires_payment_method');
    expect((await row(first.body.id)).refundedCents).toBe(0);
  });

  it('a cancelled booking is refused before the charge too; a wrong secret reveals nothing', async () => {
    const { cookie } = await signInAs(t.app, t.database, 'passenger');
    const b = await createBooking(t.app, cookie, cityRide({}, 50));
    const intent = await paymentIntent(t.app, cookie, b.body.id);
    const cancelled = await call(t.app, 'POST', `/api/user/bookings/${b.body.id}/cancel`, cookie, {});
    expect(cancelled.status, cancelled.raw).toBe(200);
    const wrong = await call(t.app, 'POST', `/api/test-payments/${intent.body.paymentIntentId}/confirm`, null, {
      clientSecret: `${intent.body.paymentIntentId}_secret_0000`,
      ...CARD,
    });
    expect(wrong.body.code).toBe('checkout.sessionExpired');
    const paid = await call(t.app, 'POST', `/api/test-payments/${intent.body.paymentIntentId}/confirm`, null, {
      clientSecret: intent.body.clientSecret,
      ...CARD,
    });
    expect(paid.status).toBe(409);
    expect(paid.body.code).toBe('checkout.bookingCancelled');
  });

  it('a charge that still lands on a replaced booking is refunded, said on confirm and emailed', async () => {
    const { cookie, user } = await signInAs(t.app, t.database, 'passenger');
    const first = await createBooking(t.app, cookie, cityRide({}, 52));
    const intent = await paymentIntent(t.app, cookie, first.body.id);
    await createBooking(t.app, cookie, cityRide({ replacesBookingId: first.body.id }, 52));
    // The charge raced the replacement (it passed the check an instant before the edit was stored).
    await createTestPaymentsRepository(t.database.db).recordAttempt(intent.body.paymentIntentId, {
      status: 'succeeded',
      paymentMethod: 'Visa •••• 4242',
      lastError: null,
    });
    const confirm = await call(t.app, 'POST', '/api/confirm-booking', cookie, {
      paymentIntentId: intent.body.paymentIntentId,
    });
    expect(confirm.status).toBe(409);
    expect(confirm.body.code).toBe('checkout.replacedRefunded');
    expect(confirm.body.params).toEqual({ amount: first.body.total.toFixed(2) });
    const again = await call(t.app, 'POST', '/api/confirm-booking', cookie, {
      paymentIntentId: intent.body.paymentIntentId,
    });
    expect(again.body.code).toBe('checkout.replacedRefunded');
    const mails = (await outboxFor(t.database, user.email)).filter((m) => m.kind === 'booking-voided-refund');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain(first.body.number);
    expect(mails[0]?.text).toContain(`$${first.body.total.toFixed(2)}`);
  });
});



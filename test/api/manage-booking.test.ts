import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../src/server/db/schema/bookings.ts';
import { createTestPaymentsRepository } from '../../src/server/integrations/payments/test-payments.repository.ts';
import { guestCookie, sessionCookie, nextIp, signInAs } from '../support/accounts.ts';
import {
  call,
  cityRide,
  createBooking,
  payAndConfirm,
  paymentIntent,
  warmQuotes,
} from '../support/checkout-flow.ts';
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
    const paid = await call(
      t.app,
      'POST',
      `/api/test-payments/${intent.body.paymentIntentId}/confirm`,
      null,
      {
        clientSecret: intent.body.clientSecret,
        ...CARD,
      },
    );
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
    const wrong = await call(
      t.app,
      'POST',
      `/api/test-payments/${intent.body.paymentIntentId}/confirm`,
      null,
      {
        clientSecret: `${intent.body.paymentIntentId}_secret_0000`,
        ...CARD,
      },
    );
    expect(wrong.body.code).toBe('checkout.sessionExpired');
    const paid = await call(
      t.app,
      'POST',
      `/api/test-payments/${intent.body.paymentIntentId}/confirm`,
      null,
      {
        clientSecret: intent.body.clientSecret,
        ...CARD,
      },
    );
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

let seq = 0;
const address = () => `joiner.${++seq}.${Date.now()}@example.com`;

/** A guest's paid booking made with `email` (a fresh guest session). */
async function guestBooking(email: string, hoursAhead: number) {
  const cookie = await guestCookie(t.app);
  const b = await createBooking(
    t.app,
    cookie,
    cityRide(
      { guestInfo: { email, firstName: 'Gia', lastName: 'Stone', phone: '(212) 555-0142' } },
      hoursAhead,
    ),
  );
  expect(b.status, b.raw).toBe(201);
  await payAndConfirm(t.app, cookie, b.body.id);
  return b.body;
}

async function signUp(email: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/register',
    payload: {
      firstName: 'Gia',
      lastName: 'Stone',
      email,
      password: 'secret-ferry-1',
      confirmPassword: 'secret-ferry-1',
      phone: '(212) 555-0142',
      termsAccepted: true,
    },
    remoteAddress: nextIp(),
  });
  expect(res.statusCode, res.body).toBe(201);
  return sessionCookie(res);
}

/** The tokens of the verification links emailed to `email`. */
async function verificationTokens(email: string): Promise<string[]> {
  return (await outboxFor(t.database, email))
    .filter((m) => m.kind === 'email-verification')
    .map((m) => /verify-email\?token=([\w-]+)/.exec(m.text)?.[1] ?? '');
}
async function verificationToken(email: string): Promise<string> {
  const [token, ...more] = await verificationTokens(email);
  if (!token || more.length > 0) throw new Error(`not one verification link for ${email}`);
  return token;
}

const myBookings = async (cookie: string) =>
  (await call<{ number: string }[]>(t.app, 'GET', '/api/user/bookings', cookie)).body.map((b) => b.number);

describe('a guest who signs up with the same email', () => {
  it('sees the guest booking only after opening the emailed verification link, which works once', async () => {
    const email = address();
    const booked = await guestBooking(email, 60);
    const cookie = await signUp(email);
    expect(await myBookings(cookie)).toEqual([]);
    const token = await verificationToken(email);
    const verified = await call(t.app, 'POST', '/api/verify-email', null, { token });
    expect(verified.status, verified.raw).toBe(200);
    expect(verified.body).toMatchObject({ success: true, email, joinedBookings: 1 });
    expect(await myBookings(cookie)).toEqual([booked.number]);
    const again = await call(t.app, 'POST', '/api/verify-email', null, { token });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('auth.verificationInvalid');
  });

  it("refuses joining on an unverified email: someone signing up with another's email sees nothing", async () => {
    const victim = address();
    await guestBooking(victim, 62);
    const attacker = await signUp(victim);
    expect(await myBookings(attacker)).toEqual([]);
    // A made-up or malformed token verifies nothing.
    for (const token of ['x'.repeat(43), '', 'y'.repeat(500)]) {
      const res = await call(t.app, 'POST', '/api/verify-email', attacker, { token });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('auth.verificationInvalid');
    }
    expect(await myBookings(attacker)).toEqual([]);
  });

  it('an expired link verifies nothing; a new link replaces the old one', async () => {
    const email = address();
    await guestBooking(email, 64);
    const cookie = await signUp(email);
    const first = await verificationToken(email);
    const resent = await call(t.app, 'POST', '/api/verify-email/resend', cookie, {});
    expect(resent.status, resent.raw).toBe(200);
    const second = (await verificationTokens(email)).find((x) => x !== first) ?? '';
    expect(second).toMatch(/^[\w-]{40,}$/);
    const old = await call(t.app, 'POST', '/api/verify-email', null, { token: first });
    expect(old.body.code).toBe('auth.verificationInvalid');
    const start = now;
    now = new Date(start.getTime() + 25 * 3_600_000);
    try {
      const late = await call(t.app, 'POST', '/api/verify-email', null, { token: second });
      expect(late.status).toBe(400);
      expect(late.body.code).toBe('auth.verificationInvalid');
    } finally {
      now = start;
    }
    expect(await myBookings(cookie)).toEqual([]);
  });

  it('a guest cannot ask for a verification link', async () => {
    const cookie = await guestCookie(t.app);
    const res = await call(t.app, 'POST', '/api/verify-email/resend', cookie, {});
    expect(res.status).toBe(403);
  });
});

describe('"Email receipt"', () => {
  it('sends one copy a minute per booking: a second click answers 429 receipt.sentRecently', async () => {
    const { cookie, user } = await signInAs(t.app, t.database, 'passenger');
    const b = await createBooking(t.app, cookie, cityRide({}, 70));
    await payAndConfirm(t.app, cookie, b.body.id);
    const url = `/api/bookings/${b.body.number}/email-receipt`;
    // Two clicks at once: one copy.
    const both = await Promise.all([
      call(t.app, 'POST', url, cookie, {}),
      call(t.app, 'POST', url, cookie, {}),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 429]);
    expect(both.find((r) => r.status === 429)?.body.code).toBe('receipt.sentRecently');
    const copies = async () =>
      (await outboxFor(t.database, user.email)).filter((m) => m.kind === 'booking-receipt').length;
    expect(await copies()).toBe(1);
    const start = now;
    try {
      now = new Date(start.getTime() + 30_000);
      expect((await call(t.app, 'POST', url, cookie, {})).status).toBe(429);
      now = new Date(start.getTime() + 61_000);
      expect((await call(t.app, 'POST', url, cookie, {})).status).toBe(200);
    } finally {
      now = start;
    }
    expect(await copies()).toBe(2);
  });
});

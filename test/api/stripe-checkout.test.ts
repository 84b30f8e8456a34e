import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  BookingView,
  ConfirmBookingResponse,
  CreatePaymentIntentResponse,
} from '../../src/shared/contracts/checkout.ts';
import { bookings } from '../../src/server/db/schema/bookings.ts';
import { extraCharges } from '../../src/server/db/schema/extras.ts';
import { signStripeWebhook } from '../../src/server/integrations/payments/stripe.provider.ts';
import { guestCookie, nextIp } from '../support/accounts.ts';
import { outboxFor } from '../support/outbox.ts';
import { jsonReply, useStubHttpServer } from '../support/stub-http-server.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Checkout with Stripe configured: a local HTTP server stands in for Stripe's API (its documented
 * PaymentIntent shapes) and webhook events are signed with the stripe package's test helper.
 */
const WEBHOOK_SECRET = 'whsec_test_local_secret';
const stripe = useStubHttpServer();

/** The intents the fake Stripe holds: id -> state. */
const intents = new Map<string, { amount: number; bookingId: string; status: string }>();
let counter = 0;

function paymentIntent(id: string) {
  const pi = intents.get(id);
  if (!pi) return null;
  return {
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
    latest_charge:
      pi.status === 'succeeded'
        ? {
            id: `ch_${id.slice(3)}`,
            object: 'charge',
            amount: pi.amount,
            paid: true,
            status: 'succeeded',
            payment_method_details: { type: 'card', card: { brand: 'visa', last4: '4242' } },
          }
        : null,
  };
}

beforeAll(() => {
  stripe.reply = (res) => {
    const req = stripe.seen[stripe.seen.length - 1];
    if (!req) return jsonReply(500, {})(res);
    const path = req.url.split('?')[0] ?? '';
    if (req.method === 'POST' && path === '/v1/payment_intents') {
      const form = new URLSearchParams(req.body);
      counter += 1;
      const id = `pi_3Test${counter}`;
      intents.set(id, {
        amount: Number(form.get('amount')),
        bookingId: form.get('metadata[bookingId]') ?? '',
        status: 'requires_payment_method',
      });
      return jsonReply(200, paymentIntent(id))(res);
    }
    const match = /^\/v1\/payment_intents\/([\w]+)$/.exec(path);
    const found = match?.[1] ? paymentIntent(match[1]) : null;
    if (req.method === 'GET' && found) return jsonReply(200, found)(res);
    return jsonReply(404, {
      error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent' },
    })(res);
  };
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      STRIPE_SECRET_KEY: 'sk_test_local',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_local',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    },
    stripeApiBase: stripe.baseUrl,
  });
});
afterAll(() => t.close());

const ride = () => ({
  pickup: 'JFK Terminal 4',
  destination: 'Times Square',
  pickupDateTime: new Date(Date.now() + 40 * 3_600_000).toISOString(),
  serviceType: 'from-airport',
  vehicleId: 'suv-escalade',
  extras: { meetAndGreet: true },
  guestInfo: { email: 'stripe.guest@example.com', firstName: 'Sam', lastName: 'Lee', phone: '2125550199' },
});

/**
 * A paid-for booking with an extra charge of `kind` waiting in `status` on an intent, and the provider's
 * payment_failed event for that intent ("Your card was declined."), signed-ready.
 */
async function chargeWithFailedEvent(
  prefix: string,
  kind: 'tip' | 'closeout',
  status: 'link_sent' | 'processing',
) {
  const { booking } = await bookAndIntend();
  const intentId = `${prefix}${++counter}`;
  const [charge] = await t.database.db
    .insert(extraCharges)
    .values({
      bookingId: booking.id,
      kind,
      amountCents: 1500,
      status,
      paymentIntentId: intentId,
    })
    .returning();
  const payload = JSON.stringify({
    id: `evt_${intentId}`,
    object: 'event',
    type: 'payment_intent.payment_failed',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: {
      object: {
        id: intentId,
        object: 'payment_intent',
        amount: 1500,
        amount_received: 0,
        currency: 'usd',
        client_secret: `${intentId}_secret_abc123`,
        status: 'requires_payment_method',
        metadata: { bookingId: booking.id, extraChargeId: charge?.id ?? '' },
        livemode: false,
        created: 1_790_000_000,
        last_payment_error: {
          type: 'card_error',
          code: 'card_declined',
          message: 'Your card was declined.',
        },
        latest_charge: null,
      },
    },
  });
  return { intentId, payload };
}

async function bookAndIntend() {
  const cookie = await guestCookie(t.app);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: { cookie },
    payload: ride(),
    remoteAddress: nextIp(),
  });
  expect(created.statusCode, created.body).toBe(201);
  const booking = created.json<BookingView>();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/create-payment-intent',
    headers: { cookie },
    payload: { bookingId: booking.id, amount: 0.5, bookingDetails: { finalPrice: 0.5 } },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { cookie, booking, intent: res.json<CreatePaymentIntentResponse>() };
}

function webhook(payload: string, signature?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: {
      'content-type': 'application/json',
      ...(signature === undefined ? {} : { 'stripe-signature': signature }),
    },
    payload,
  });
}

function succeededEvent(intentId: string) {
  const pi = intents.get(intentId);
  if (pi) pi.status = 'succeeded';
  return JSON.stringify({
    id: `evt_${intentId}`,
    object: 'event',
    type: 'payment_intent.succeeded',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object: paymentIntent(intentId) },
  });
}

const confirmationMails = async (number: string) =>
  (await outboxFor(t.database, 'stripe.guest@example.com')).filter(
    (m) => m.kind === 'booking-confirmation' && m.subject.endsWith(number),
  );

describe('Stripe checkout', () => {
  it('creates the intent for the stored total, never the browser’s amount', async () => {
    const { booking, intent } = await bookAndIntend();
    expect(intent.mode).toBe('stripe');
    expect(intent.clientSecret).toMatch(/^pi_3Test\d+_secret_/);
    expect(intent.amount).toBe(booking.total);
    const sent = stripe.seen.find((r) => r.method === 'POST' && r.url === '/v1/payment_intents');
    const form = new URLSearchParams(sent?.body ?? '');
    expect(Number(form.get('amount'))).toBe(Math.round(booking.total * 100));
    expect(form.get('currency')).toBe('usd');
    expect(form.get('metadata[bookingId]')).toBe(booking.id);
    expect(sent?.headers['idempotency-key']).toBe(`booking-${booking.id}`);
    const config = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(config.json<{ paymentMode: string }>().paymentMode).toBe('stripe');
    // No test processor when Stripe is configured.
    const testPay = await t.app.inject({
      method: 'POST',
      url: `/api/test-payments/${intent.paymentIntentId}/confirm`,
      payload: {
        clientSecret: intent.clientSecret,
        cardNumber: '4242424242424242',
        expiry: '12/34',
        cvc: '123',
        postalCode: '10036',
      },
    });
    expect(testPay.statusCode).toBe(404);
  });

  it('refuses a webhook with a bad or missing signature and changes nothing', async () => {
    const { booking, intent } = await bookAndIntend();
    const payload = succeededEvent(intent.paymentIntentId);
    for (const signature of [signStripeWebhook(payload, 'whsec_wrong'), 't=1,v1=abc', undefined]) {
      const res = await webhook(payload, signature);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toBe('Invalid webhook signature.');
    }
    const tampered = await webhook(
      payload.replace(String(Math.round(booking.total * 100)), '1'),
      signStripeWebhook(payload, WEBHOOK_SECRET),
    );
    expect(tampered.statusCode).toBe(400);
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row?.status).toBe('pending');
    expect(await confirmationMails(booking.number)).toHaveLength(0);
  });

  it('webhook first, then the browser, then a replay: one confirmed booking and one email', async () => {
    const { cookie, booking, intent } = await bookAndIntend();
    const payload = succeededEvent(intent.paymentIntentId);
    const hook = await webhook(payload, signStripeWebhook(payload, WEBHOOK_SECRET));
    expect(hook.statusCode, hook.body).toBe(200);
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row?.status).toBe('confirmed');
    expect(row?.paymentProvider).toBe('stripe');

    const browser = await t.app.inject({
      method: 'POST',
      url: '/api/confirm-booking',
      headers: { cookie },
      payload: { paymentIntentId: intent.paymentIntentId, bookingDetails: {} },
    });
    expect(browser.statusCode, browser.body).toBe(200);
    expect(browser.json<ConfirmBookingResponse>().confirmationNumber).toBe(booking.number);
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/${booking.number}/confirmation`,
      headers: { cookie },
    });
    expect(view.json<BookingView>().paymentMethod).toBe('Visa •••• 4242');

    const replay = await webhook(payload, signStripeWebhook(payload, WEBHOOK_SECRET));
    expect(replay.statusCode).toBe(200);
    expect(await confirmationMails(booking.number)).toHaveLength(1);
  });

  it('browser first, then the webhook: still one booking and one email', async () => {
    const { cookie, booking, intent } = await bookAndIntend();
    const early = await t.app.inject({
      method: 'POST',
      url: '/api/confirm-booking',
      headers: { cookie },
      payload: { paymentIntentId: intent.paymentIntentId },
    });
    expect(early.statusCode).toBe(402);

    const payload = succeededEvent(intent.paymentIntentId);
    const browser = await t.app.inject({
      method: 'POST',
      url: '/api/confirm-booking',
      headers: { cookie },
      payload: { paymentIntentId: intent.paymentIntentId },
    });
    expect(browser.statusCode, browser.body).toBe(200);
    const hook = await webhook(payload, signStripeWebhook(payload, WEBHOOK_SECRET));
    expect(hook.statusCode).toBe(200);
    const rows = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.paymentIntentId, intent.paymentIntentId));
    expect(rows).toHaveLength(1);
    expect(await confirmationMails(booking.number)).toHaveLength(1);
  });

  it('acknowledges events it does not act on', async () => {
    const payload = JSON.stringify({
      id: 'evt_other',
      object: 'event',
      type: 'charge.refunded',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: 'ch_1', object: 'charge' } },
    });
    const res = await webhook(payload, signStripeWebhook(payload, WEBHOOK_SECRET));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
  });

  it('defect: a failed payment of an extra charge (a tip) left it waiting; now the payment_failed event makes it failed', async () => {
    const { intentId, payload } = await chargeWithFailedEvent('pi_3TestTipFail', 'tip', 'link_sent');
    const res = await webhook(payload, signStripeWebhook(payload, WEBHOOK_SECRET));
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(extraCharges)
      .where(eq(extraCharges.paymentIntentId, intentId));
    expect(row).toMatchObject({ status: 'failed', failureReason: 'Your card was declined.' });
  });

  it('defect: an off-session charge refused after processing emailed no payment link; now the payment_failed event emails one', async () => {
    const { intentId, payload } = await chargeWithFailedEvent(
      'pi_3TestOffSessionFail',
      'closeout',
      'processing',
    );
    const res = await webhook(payload, signStripeWebhook(payload, WEBHOOK_SECRET));
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(extraCharges)
      .where(eq(extraCharges.paymentIntentId, intentId));
    expect(row).toMatchObject({ status: 'link_sent', failureReason: 'Your card was declined.' });
    expect(row?.payLinkTokenHash).toBeTruthy();
    const mails = await outboxFor(t.database, 'stripe.guest@example.com');
    expect(mails.some((m) => m.text.includes('/pay?token='))).toBe(true);
    // The same event again: the charge is no longer waiting on that payment; nothing more is sent.
    const again = await webhook(payload, signStripeWebhook(payload, WEBHOOK_SECRET));
    expect(again.statusCode).toBe(200);
    expect(await outboxFor(t.database, 'stripe.guest@example.com')).toHaveLength(mails.length);
  });
});

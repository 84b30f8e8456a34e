import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { jsonReply, useStubHttpServer } from '../../../../test/support/stub-http-server.ts';
import { errorMessage } from '../../../shared/error-text.ts';
import { AppError } from '../../../shared/errors.ts';
import { errorBody } from '../../plugins/error-handler.ts';
import { cardBrandName, createStripePayments, signStripeWebhook } from './stripe.provider.ts';
import type { CreateIntentInput } from './types.ts';

const SECRET_KEY = 'sk_test_51StubKeyForTestsOnly0123456789abcdefXYZ';
const WEBHOOK_SECRET = 'whsec_testsecret_0123456789abcdef';
const UNAVAILABLE_MESSAGE = 'The payment service is unavailable. Please try again in a moment.';

const stub = useStubHttpServer();

// Every request the SDK makes goes through node:http/https (it does not use fetch): watch them all, so
// the suite fails if anything would leave 127.0.0.1.
let httpRequest: MockInstance<typeof http.request>;
let httpsRequest: MockInstance<typeof https.request>;
beforeAll(() => {
  httpRequest = vi.spyOn(http, 'request');
  httpsRequest = vi.spyOn(https, 'request').mockImplementation(() => {
    throw new Error('no https request may leave the test');
  });
});
afterEach(() => {
  for (const [arg] of httpRequest.mock.calls) {
    expect((arg as http.RequestOptions).host).toBe('127.0.0.1');
  }
  expect(httpsRequest).not.toHaveBeenCalled();
  httpRequest.mockClear();
});
afterAll(() => {
  vi.restoreAllMocks();
});

const port = (opts: { timeoutMs?: number; webhookSecret?: string; apiBase?: string } = {}) =>
  createStripePayments({
    secretKey: SECRET_KEY,
    webhookSecret: 'webhookSecret' in opts ? opts.webhookSecret : WEBHOOK_SECRET,
    apiBase: opts.apiBase ?? stub.baseUrl,
    timeoutMs: opts.timeoutMs ?? 2000,
    maxNetworkRetries: 0,
  });

const INPUT: CreateIntentInput = {
  amountCents: 18_750,
  currency: 'usd',
  bookingId: '0b9c6f3e-7d0a-4f0e-9a51-2f6f1f6c1a10',
  bookingNumber: 'NYC-240312-0042',
  customerEmail: 'jenny.rosen@example.com',
  description: 'Booking NYC-240312-0042: JFK Terminal 4 to Times Square',
  idempotencyKey: 'booking-0b9c6f3e-intent-1',
};

const PI_ID = 'pi_3MtwBwLkdIwHu7ix28a3tqPa';

/** A PaymentIntent as Stripe documents it (https://docs.stripe.com/api/payment_intents/object). */
function paymentIntent(overrides: Record<string, unknown> = {}) {
  return {
    id: PI_ID,
    object: 'payment_intent',
    amount: 18_750,
    amount_capturable: 0,
    amount_details: { tip: {} },
    amount_received: 0,
    application: null,
    application_fee_amount: null,
    automatic_payment_methods: { allow_redirects: 'always', enabled: true },
    canceled_at: null,
    cancellation_reason: null,
    capture_method: 'automatic_async',
    client_secret: `${PI_ID}_secret_YrKJUKribcBjcG8HVhfZluoGH`,
    confirmation_method: 'automatic',
    created: 1_710_245_000,
    currency: 'usd',
    customer: null,
    description: INPUT.description,
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    metadata: { bookingId: INPUT.bookingId, bookingNumber: INPUT.bookingNumber },
    next_action: null,
    on_behalf_of: null,
    payment_method: null,
    payment_method_configuration_details: { id: 'pmc_1MtwBwLkdIwHu7ixQ3aR4UFH', parent: null },
    payment_method_options: {
      card: { installments: null, mandate_options: null, network: null, request_three_d_secure: 'automatic' },
      link: { persistent_token: null },
    },
    payment_method_types: ['card', 'link'],
    processing: null,
    receipt_email: INPUT.customerEmail,
    review: null,
    setup_future_usage: null,
    shipping: null,
    source: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: 'requires_payment_method',
    transfer_data: null,
    transfer_group: null,
    ...overrides,
  };
}

/** A Charge (https://docs.stripe.com/api/charges/object), as `expand[]=latest_charge` returns it. */
function charge(card: { brand: string; last4: string }) {
  return {
    id: 'ch_3MtwBwLkdIwHu7ix0snN0B15',
    object: 'charge',
    amount: 18_750,
    amount_captured: 18_750,
    amount_refunded: 0,
    balance_transaction: 'txn_3MtwBwLkdIwHu7ix0HjBfLzq',
    captured: true,
    created: 1_710_245_100,
    currency: 'usd',
    metadata: { bookingId: INPUT.bookingId, bookingNumber: INPUT.bookingNumber },
    outcome: {
      network_status: 'approved_by_network',
      risk_level: 'normal',
      seller_message: 'Payment complete.',
      type: 'authorized',
    },
    paid: true,
    payment_intent: PI_ID,
    payment_method: 'pm_1MtwBwLkdIwHu7ixkPh9RcbT',
    payment_method_details: {
      card: {
        amount_authorized: 18_750,
        brand: card.brand,
        checks: { address_line1_check: null, address_postal_code_check: 'pass', cvc_check: 'pass' },
        country: 'US',
        exp_month: 12,
        exp_year: 2034,
        fingerprint: 'Xt5EWLLDS7FJjR1c',
        funding: 'credit',
        last4: card.last4,
        network: card.brand,
        three_d_secure: null,
        wallet: null,
      },
      type: 'card',
    },
    refunded: false,
    status: 'succeeded',
  };
}

const DECLINED = {
  type: 'card_error',
  code: 'card_declined',
  decline_code: 'generic_decline',
  doc_url: 'https://docs.stripe.com/error-codes/card-declined',
  message: 'Your card was declined.',
  payment_method: { id: 'pm_1MtwCZLkdIwHu7ixZBc3Xq0v', object: 'payment_method', type: 'card' },
};

/** Stripe's error body (https://docs.stripe.com/api/errors). */
const stripeError = (type: string, message: string, extra: Record<string, unknown> = {}) => ({
  error: {
    type,
    message,
    request_log_url: 'https://dashboard.stripe.com/test/logs/req_Tx3ZgUZBBr2d3w',
    ...extra,
  },
});

async function caught(promise: Promise<unknown>): Promise<AppError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}

async function expectUnavailable(promise: Promise<unknown>) {
  const err = await caught(promise);
  expect(err.code).toBe('checkout.paymentUnavailable');
  expect(err.status).toBe(503);
  expect(errorMessage(err)).toBe(UNAVAILABLE_MESSAGE);
  return err;
}

function caughtSync(fn: () => unknown): AppError {
  let err: unknown = null;
  try {
    fn();
  } catch (e) {
    err = e;
  }
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}

describe('Stripe payments provider', () => {
  it('creates an intent with a form-encoded body, the bearer key and the idempotency key', async () => {
    stub.reply = jsonReply(200, paymentIntent());
    const intent = await port().createIntent(INPUT);

    expect(stub.seen).toHaveLength(1);
    expect(httpRequest).toHaveBeenCalledTimes(1); // the guard above does see the SDK's requests
    const req = stub.seen[0]!;
    expect(req.method).toBe('POST');
    expect(req.url).toBe('/v1/payment_intents');
    expect(req.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(req.headers['idempotency-key']).toBe(INPUT.idempotencyKey);
    expect(req.headers['content-type']).toBe('application/x-www-form-urlencoded');
    const body = new URLSearchParams(req.body);
    expect(Object.fromEntries(body)).toEqual({
      amount: '18750',
      currency: 'usd',
      'automatic_payment_methods[enabled]': 'true',
      'metadata[bookingId]': INPUT.bookingId,
      'metadata[bookingNumber]': INPUT.bookingNumber,
      receipt_email: INPUT.customerEmail,
      description: INPUT.description,
    });

    expect(intent).toEqual({
      id: PI_ID,
      clientSecret: `${PI_ID}_secret_YrKJUKribcBjcG8HVhfZluoGH`,
      status: 'requires_payment_method',
      amountCents: 18_750,
      currency: 'usd',
      bookingId: INPUT.bookingId,
      paymentMethod: null,
      lastError: null,
    });
  });

  it('retrieves an intent with its latest charge expanded and reads the card', async () => {
    stub.reply = jsonReply(
      200,
      paymentIntent({
        status: 'succeeded',
        amount_received: 18_750,
        payment_method: 'pm_1MtwBwLkdIwHu7ixkPh9RcbT',
        latest_charge: charge({ brand: 'visa', last4: '4242' }),
      }),
    );
    const intent = await port().retrieveIntent(PI_ID);

    expect(stub.seen).toHaveLength(1);
    const url = new URL(stub.seen[0]!.url, 'http://stub');
    expect(stub.seen[0]!.method).toBe('GET');
    expect(url.pathname).toBe(`/v1/payment_intents/${PI_ID}`);
    expect(url.searchParams.getAll('expand[0]')).toEqual(['latest_charge']);
    expect(stub.seen[0]!.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(intent).toEqual({
      id: PI_ID,
      clientSecret: `${PI_ID}_secret_YrKJUKribcBjcG8HVhfZluoGH`,
      status: 'succeeded',
      amountCents: 18_750,
      currency: 'usd',
      bookingId: INPUT.bookingId,
      paymentMethod: 'Visa •••• 4242',
      lastError: null,
    });
  });

  it.each([
    ['mastercard', '4444', 'Mastercard •••• 4444'],
    ['amex', '8431', 'American Express •••• 8431'],
    ['discover', '1117', 'Discover •••• 1117'],
    ['jcb', '0505', 'JCB •••• 0505'],
    ['link', '4242', 'Link •••• 4242'],
  ])('names the %s brand', async (brand, last4, label) => {
    stub.reply = jsonReply(
      200,
      paymentIntent({ status: 'succeeded', latest_charge: charge({ brand, last4 }) }),
    );
    expect((await port().retrieveIntent(PI_ID))!.paymentMethod).toBe(label);
  });

  it('capitalises brands it does not know', () => {
    expect(cardBrandName('visa')).toBe('Visa');
    expect(cardBrandName('some_new_brand')).toBe('Some New Brand');
    expect(cardBrandName(null)).toBe('Card');
  });

  it('reports the last failed attempt', async () => {
    stub.reply = jsonReply(200, paymentIntent({ last_payment_error: DECLINED }));
    const intent = await port().retrieveIntent(PI_ID);
    expect(intent!.status).toBe('requires_payment_method');
    expect(intent!.lastError).toBe('Your card was declined.');
    expect(intent!.paymentMethod).toBeNull();
  });

  it('answers null for an intent Stripe does not know (404 resource_missing)', async () => {
    stub.reply = jsonReply(
      404,
      stripeError('invalid_request_error', "No such payment_intent: 'pi_missing'", {
        code: 'resource_missing',
        doc_url: 'https://docs.stripe.com/error-codes/resource-missing',
        param: 'intent',
      }),
    );
    expect(await port().retrieveIntent('pi_missing')).toBeNull();
    expect(stub.seen).toHaveLength(1);
  });

  it('updates the amount of an intent', async () => {
    stub.reply = jsonReply(200, paymentIntent({ amount: 21_300 }));
    const intent = await port().updateAmount(PI_ID, 21_300);
    expect(stub.seen).toHaveLength(1);
    expect(stub.seen[0]!.method).toBe('POST');
    expect(stub.seen[0]!.url).toBe(`/v1/payment_intents/${PI_ID}`);
    expect(Object.fromEntries(new URLSearchParams(stub.seen[0]!.body))).toEqual({ amount: '21300' });
    expect(intent.amountCents).toBe(21_300);
    expect(intent.status).toBe('requires_payment_method');
  });

  it('refunds an amount of a payment intent with the idempotency key, and reads pending and failed refunds', async () => {
    const refundObject = (status: string, extra: Record<string, unknown> = {}) => ({
      id: 're_3MtwBwLkdIwHu7ix0ilB9Ma7',
      object: 'refund',
      amount: 5_025,
      balance_transaction: 'txn_1Mtw',
      charge: 'ch_3MtwBwLkdIwHu7ix2',
      created: 1_710_246_000,
      currency: 'usd',
      metadata: { bookingId: INPUT.bookingId },
      payment_intent: PI_ID,
      reason: null,
      receipt_number: null,
      status,
      ...extra,
    });
    stub.reply = jsonReply(200, refundObject('succeeded'));
    const input = {
      intentId: PI_ID,
      amountCents: 5_025,
      idempotencyKey: 'refund-1-1',
      bookingId: INPUT.bookingId,
    };
    expect(await port().refund(input)).toEqual({ id: 're_3MtwBwLkdIwHu7ix0ilB9Ma7', status: 'succeeded' });
    expect(stub.seen[0]!.method).toBe('POST');
    expect(stub.seen[0]!.url).toBe('/v1/refunds');
    expect(stub.seen[0]!.headers['idempotency-key']).toBe('refund-1-1');
    expect(Object.fromEntries(new URLSearchParams(stub.seen[0]!.body))).toEqual({
      payment_intent: PI_ID,
      amount: '5025',
      'metadata[bookingId]': INPUT.bookingId,
    });

    stub.reply = jsonReply(200, refundObject('pending'));
    expect((await port().refund(input)).status).toBe('pending');
    stub.reply = jsonReply(200, refundObject('failed', { failure_reason: 'expired_or_canceled_card' }));
    const failed = await caught(port().refund(input));
    expect(errorMessage(failed)).toBe('The refund failed (expired_or_canceled_card).');

    stub.reply = jsonReply(
      400,
      stripeError('invalid_request_error', 'Charge ch_3MtwBwLkdIwHu7ix2 has already been refunded.', {
        code: 'charge_already_refunded',
      }),
    );
    expect(errorMessage(await caught(port().refund(input)))).toBe(
      'Charge ch_3MtwBwLkdIwHu7ix2 has already been refunded.',
    );
    stub.reply = jsonReply(503, stripeError('api_error', 'Service unavailable'));
    expect((await caught(port().refund(input))).code).toBe('checkout.paymentUnavailable');

    // A booking without a Stripe payment never reaches Stripe.
    stub.seen.length = 0;
    const none = await caught(port().refund({ ...input, intentId: null }));
    expect(errorMessage(none)).toBe('This booking has no Stripe payment to refund.');
    expect(stub.seen).toHaveLength(0);
  });

  it("passes Stripe's message on for requests it refuses (4xx)", async () => {
    const message =
      "This PaymentIntent's amount could not be updated because it has a status of succeeded. You may only update the amount of a PaymentIntent with one of the following statuses: requires_payment_method, requires_confirmation, requires_action.";
    stub.reply = jsonReply(
      400,
      stripeError('invalid_request_error', message, { code: 'payment_intent_unexpected_state' }),
    );
    const err = await caught(port().updateAmount(PI_ID, 21_300));
    expect(err.code).toBe('checkout.processorMessage');
    expect(err.status).toBe(400);
    expect(errorMessage(err)).toBe(message);

    // resource_missing outside retrieve is a refused request too.
    stub.reply = jsonReply(
      404,
      stripeError('invalid_request_error', "No such payment_intent: 'pi_missing'", {
        code: 'resource_missing',
      }),
    );
    const missing = await caught(port().updateAmount('pi_missing', 100));
    expect(missing.status).toBe(400);
    expect(errorMessage(missing)).toBe("No such payment_intent: 'pi_missing'");

    stub.reply = jsonReply(
      402,
      stripeError('card_error', 'Your card was declined.', { code: 'card_declined' }),
    );
    const declined = await caught(port().createIntent(INPUT));
    expect(declined.status).toBe(400);
    expect(errorMessage(declined)).toBe('Your card was declined.');
  });

  it('treats a 500 as UNAVAILABLE without retrying', async () => {
    stub.reply = jsonReply(500, stripeError('api_error', 'An unknown error occurred'));
    await expectUnavailable(port().createIntent(INPUT));
    expect(stub.seen).toHaveLength(1);
    await expectUnavailable(port().retrieveIntent(PI_ID));
    await expectUnavailable(port().updateAmount(PI_ID, 100));
  });

  it('treats rate limits, bad gateways and non-JSON answers as UNAVAILABLE', async () => {
    stub.reply = jsonReply(
      429,
      stripeError('invalid_request_error', 'Too many requests.', { code: 'rate_limit' }),
    );
    await expectUnavailable(port().retrieveIntent(PI_ID));
    stub.reply = jsonReply(502, '<html><body>Bad Gateway</body></html>');
    await expectUnavailable(port().retrieveIntent(PI_ID));
    stub.reply = jsonReply(200, 'not json');
    await expectUnavailable(port().retrieveIntent(PI_ID));
    stub.reply = jsonReply(200, { object: 'list', data: [] });
    await expectUnavailable(port().retrieveIntent(PI_ID));
  });

  it('gives up after the timeout', async () => {
    stub.reply = () => {}; // never answers
    await expectUnavailable(port({ timeoutMs: 150 }).createIntent(INPUT));
  });

  it('treats a refused connection as UNAVAILABLE', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    await expectUnavailable(port({ apiBase: `http://127.0.0.1:${deadPort}` }).retrieveIntent(PI_ID));
  });

  it('never shows the secret key, not even masked, when Stripe refuses it', async () => {
    stub.reply = jsonReply(
      401,
      stripeError('invalid_request_error', `Invalid API Key provided: sk_test_${'*'.repeat(36)}cXYZ`),
    );
    const err = await expectUnavailable(port().createIntent(INPUT));
    expect(JSON.stringify(errorBody(err))).not.toContain('sk_test');
    expect(err.message).not.toContain(SECRET_KEY);
  });

  it('refuses an apiBase with a path (the SDK would ignore it)', () => {
    expect(() => port({ apiBase: 'http://127.0.0.1:1/stripe' })).toThrow(/origin/);
  });
});

describe('Stripe webhooks', () => {
  const event = (type: string, object: unknown) =>
    JSON.stringify({
      id: 'evt_3MtwBwLkdIwHu7ix0bkpPMO7',
      object: 'event',
      api_version: '2026-10-28.endive',
      created: 1_710_245_101,
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: INPUT.idempotencyKey },
      type,
    });

  const SUCCEEDED = event(
    'payment_intent.succeeded',
    paymentIntent({
      status: 'succeeded',
      amount_received: 18_750,
      latest_charge: 'ch_3MtwBwLkdIwHu7ix0snN0B15', // not expanded in events
      payment_method: 'pm_1MtwBwLkdIwHu7ixkPh9RcbT',
    }),
  );

  it('reads a correctly signed payment_intent.succeeded', () => {
    const parsed = port().parseWebhook!(Buffer.from(SUCCEEDED), signStripeWebhook(SUCCEEDED, WEBHOOK_SECRET));
    expect(parsed).toEqual({
      type: 'payment_intent.succeeded',
      intent: {
        id: PI_ID,
        clientSecret: `${PI_ID}_secret_YrKJUKribcBjcG8HVhfZluoGH`,
        status: 'succeeded',
        amountCents: 18_750,
        currency: 'usd',
        bookingId: INPUT.bookingId,
        paymentMethod: null,
        lastError: null,
      },
    });
    expect(stub.seen).toHaveLength(0);
  });

  it('reads payment_intent.payment_failed with its error', () => {
    const body = event('payment_intent.payment_failed', paymentIntent({ last_payment_error: DECLINED }));
    const parsed = port().parseWebhook!(Buffer.from(body), signStripeWebhook(body, WEBHOOK_SECRET));
    expect(parsed.type).toBe('payment_intent.payment_failed');
    expect(parsed.type !== 'ignored' && parsed.intent.lastError).toBe('Your card was declined.');
  });

  it('ignores other event types', () => {
    const body = event('charge.succeeded', charge({ brand: 'visa', last4: '4242' }));
    expect(port().parseWebhook!(Buffer.from(body), signStripeWebhook(body, WEBHOOK_SECRET))).toEqual({
      type: 'ignored',
      eventType: 'charge.succeeded',
    });
  });

  it.each([
    ['a wrong secret', SUCCEEDED, signStripeWebhook(SUCCEEDED, 'whsec_someoneelse')],
    ['a tampered body', SUCCEEDED.replace('18750', '1'), signStripeWebhook(SUCCEEDED, WEBHOOK_SECRET)],
    ['a missing header', SUCCEEDED, undefined],
    ['an empty header', SUCCEEDED, ''],
    ['a malformed header', SUCCEEDED, 'garbage'],
    [
      'a correctly signed but hour-old event (a replay)',
      SUCCEEDED,
      Stripe.webhooks.generateTestHeaderString({
        payload: SUCCEEDED,
        secret: WEBHOOK_SECRET,
        timestamp: Math.floor(Date.now() / 1000) - 3600,
      }),
    ],
  ])('refuses %s', (_label, body, signature) => {
    const err = caughtSync(() => port().parseWebhook!(Buffer.from(body), signature));
    expect(err.code).toBe('checkout.webhookSignature');
    expect(errorMessage(err)).toBe('Invalid webhook signature.');
  });

  it('is UNAVAILABLE without a webhook secret', () => {
    const err = caughtSync(() =>
      port({ webhookSecret: undefined }).parseWebhook!(
        Buffer.from(SUCCEEDED),
        signStripeWebhook(SUCCEEDED, WEBHOOK_SECRET),
      ),
    );
    expect(err.code).toBe('checkout.webhooksNotConfigured');
    expect(err.status).toBe(503);
    expect(errorMessage(err)).toBe('Stripe webhooks are not configured.');
  });

  it('signs like Stripe: t=<seconds>,v1=<hex HMAC-SHA256>', () => {
    expect(signStripeWebhook('{}', WEBHOOK_SECRET)).toMatch(/^t=\d{10},v1=[0-9a-f]{64}$/);
  });
});

import { describe, expect, it } from 'vitest';
import { jsonReply, useStubHttpServer } from '../../../../test/support/stub-http-server.ts';
import { createStripePayments } from './stripe.provider.ts';

/** Saved cards with Stripe (decision 27), against a local stand-in for Stripe's API (recorded shapes). */

const stub = useStubHttpServer();
const port = () =>
  createStripePayments({
    secretKey: 'sk_test_51StubKeyForSavedCards0123',
    apiBase: stub.baseUrl,
    maxNetworkRetries: 0,
  });

const PI = 'pi_3SavedCardTest0001';
const intent = (over: Record<string, unknown> = {}) => ({
  id: PI,
  object: 'payment_intent',
  amount: 12_294,
  currency: 'usd',
  client_secret: `${PI}_secret_abc`,
  status: 'requires_payment_method',
  metadata: { bookingId: 'b1' },
  customer: null,
  setup_future_usage: null,
  payment_method: null,
  latest_charge: null,
  last_payment_error: null,
  ...over,
});
const PM = {
  id: 'pm_1SavedVisa4242',
  object: 'payment_method',
  type: 'card',
  customer: 'cus_Saved001',
  card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034, fingerprint: 'Xt5EWLLDS7FJjR1c' },
};
const form = (body: string) => Object.fromEntries(new URLSearchParams(body));

describe('Stripe saved cards', () => {
  it('makes a customer once per account (idempotent), and reuses a known one without a call', async () => {
    stub.reply = jsonReply(200, { id: 'cus_Saved001', object: 'customer', email: 'olivia@example.com' });
    const id = await port().ensureCustomer({ userId: 'u1', email: 'olivia@example.com', existing: null });
    expect(id).toBe('cus_Saved001');
    expect(stub.seen[0]?.url).toBe('/v1/customers');
    expect(stub.seen[0]?.headers['idempotency-key']).toBe('customer-u1');
    expect(form(stub.seen[0]?.body ?? '')).toMatchObject({
      email: 'olivia@example.com',
      'metadata[userId]': 'u1',
    });
    expect(await port().ensureCustomer({ userId: 'u1', email: 'x', existing: 'cus_Known' })).toBe(
      'cus_Known',
    );
    expect(stub.seen).toHaveLength(1);
  });

  it('marks the intent to keep its card (setup_future_usage) and reads the kept card once paid', async () => {
    stub.reply = jsonReply(200, intent({ customer: 'cus_Saved001', setup_future_usage: 'off_session' }));
    await port().saveCardOn(PI, 'cus_Saved001');
    expect(stub.seen[0]?.url).toBe(`/v1/payment_intents/${PI}`);
    expect(form(stub.seen[0]?.body ?? '')).toEqual({
      customer: 'cus_Saved001',
      setup_future_usage: 'off_session',
    });

    stub.reply = jsonReply(
      200,
      intent({
        status: 'succeeded',
        customer: 'cus_Saved001',
        setup_future_usage: 'off_session',
        payment_method: PM,
      }),
    );
    expect(await port().savedCardOf(PI)).toEqual({
      customerId: 'cus_Saved001',
      paymentMethodId: 'pm_1SavedVisa4242',
      brand: 'Visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2034,
    });
    expect(decodeURIComponent(stub.seen[1]?.url ?? '')).toContain('expand[0]=payment_method');

    // Paid without asking to keep the card: nothing to keep.
    stub.reply = jsonReply(200, intent({ status: 'succeeded', payment_method: PM }));
    expect(await port().savedCardOf(PI)).toBeNull();
  });

  it('pays an intent with a kept card: the customer, then confirm with the payment method off session', async () => {
    stub.reply = (res) => {
      const last = stub.seen.at(-1);
      const paid = last?.url.endsWith('/confirm');
      jsonReply(
        200,
        intent(paid ? { status: 'succeeded', customer: 'cus_Saved001' } : { customer: 'cus_Saved001' }),
      )(res);
    };
    const paid = await port().payWithSavedCard(PI, {
      customerId: 'cus_Saved001',
      paymentMethodId: 'pm_1SavedVisa4242',
      label: 'Visa •••• 4242',
    });
    expect(paid.status).toBe('succeeded');
    expect(stub.seen.map((r) => r.url)).toEqual([
      `/v1/payment_intents/${PI}`,
      `/v1/payment_intents/${PI}/confirm`,
    ]);
    expect(form(stub.seen[1]?.body ?? '')).toMatchObject({
      payment_method: 'pm_1SavedVisa4242',
      off_session: 'true',
    });
  });
});

describe('Stripe off-session charges (decision 29)', () => {
  const input = {
    customerId: 'cus_Saved001',
    paymentMethodId: 'pm_1SavedVisa4242',
    amountCents: 3_814,
    currency: 'usd' as const,
    idempotencyKey: 'closeout-c1',
    bookingId: 'b1',
    description: 'NYC-1: waiting time',
    metadata: { chargeId: 'c1' },
  };

  it('creates a PaymentIntent with confirm and off_session, the card and customer, under the idempotency key', async () => {
    stub.reply = jsonReply(200, intent({ status: 'succeeded', customer: 'cus_Saved001', amount: 3_814 }));
    expect(await port().chargeOffSession(input)).toEqual({
      status: 'succeeded',
      intentId: PI,
      failure: null,
    });
    const req = stub.seen.at(-1);
    expect(req?.url).toBe('/v1/payment_intents');
    expect(req?.headers['idempotency-key']).toBe('closeout-c1');
    expect(form(req?.body ?? '')).toMatchObject({
      amount: '3814',
      currency: 'usd',
      customer: 'cus_Saved001',
      payment_method: 'pm_1SavedVisa4242',
      confirm: 'true',
      off_session: 'true',
      'metadata[bookingId]': 'b1',
      'metadata[chargeId]': 'c1',
    });
  });

  it("answers a declined card (402 card_error with the intent) as failed, with Stripe's words", async () => {
    stub.reply = jsonReply(402, {
      error: {
        type: 'card_error',
        code: 'authentication_required',
        decline_code: 'authentication_required',
        message: 'Your card was declined. This transaction requires authentication.',
        payment_intent: intent({ status: 'requires_payment_method' }),
      },
    });
    expect(await port().chargeOffSession(input)).toEqual({
      status: 'failed',
      intentId: PI,
      failure: 'Your card was declined. This transaction requires authentication.',
    });
  });

  it('throws checkout.paymentUnavailable when Stripe fails (5xx): the caller emails a link instead', async () => {
    stub.reply = jsonReply(500, { error: { type: 'api_error', message: 'boom' } });
    await expect(port().chargeOffSession(input)).rejects.toMatchObject({
      code: 'checkout.paymentUnavailable',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { jsonReply, useStubHttpServer } from '../../../../test/support/stub-http-server.ts';
import { createStripePayments } from './stripe.provider.ts';

/** A company's card on file with Stripe (decision 060): a SetupIntent and its card, against a local stand-in. */

const stub = useStubHttpServer();
const port = () =>
  createStripePayments({
    secretKey: 'sk_test_51StubKeyForSetupIntents012',
    apiBase: stub.baseUrl,
    maxNetworkRetries: 0,
  });

const SI = 'seti_1CompanyCard0001';
const setupIntent = (over: Record<string, unknown> = {}) => ({
  id: SI,
  object: 'setup_intent',
  client_secret: `${SI}_secret_xyz`,
  status: 'requires_payment_method',
  customer: 'cus_Company001',
  usage: 'off_session',
  payment_method: null,
  metadata: { companyId: 'c1', setBy: 'u1' },
  ...over,
});
const form = (body: string) => Object.fromEntries(new URLSearchParams(body));

describe('Stripe setup intents', () => {
  it('creates the setup for the customer (off-session, cards only, idempotent, our ids as metadata)', async () => {
    stub.reply = jsonReply(200, setupIntent());
    const si = await port().createSetupIntent({
      customerId: 'cus_Company001',
      idempotencyKey: 'company-card-setup:c1:u1:1',
      metadata: { companyId: 'c1', setBy: 'u1' },
    });
    expect(si).toEqual({ id: SI, clientSecret: `${SI}_secret_xyz` });
    expect(stub.seen[0]?.method).toBe('POST');
    expect(stub.seen[0]?.url).toBe('/v1/setup_intents');
    expect(stub.seen[0]?.headers['idempotency-key']).toBe('company-card-setup:c1:u1:1');
    expect(form(stub.seen[0]?.body ?? '')).toEqual({
      customer: 'cus_Company001',
      usage: 'off_session',
      'allowed_payment_method_types[0]': 'card',
      'metadata[companyId]': 'c1',
      'metadata[setBy]': 'u1',
    });
  });

  it('reads the card back once the setup succeeded (brand, last 4, expiry, metadata); null before', async () => {
    stub.reply = jsonReply(200, setupIntent());
    expect(await port().setupCardOf(SI)).toBeNull();
    expect(stub.seen[0]?.url).toBe(`/v1/setup_intents/${SI}?expand[0]=payment_method`);

    stub.reply = jsonReply(
      200,
      setupIntent({
        status: 'succeeded',
        payment_method: {
          id: 'pm_1CompanyVisa4242',
          object: 'payment_method',
          type: 'card',
          customer: 'cus_Company001',
          card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 },
        },
      }),
    );
    expect(await port().setupCardOf(SI)).toEqual({
      customerId: 'cus_Company001',
      paymentMethodId: 'pm_1CompanyVisa4242',
      brand: 'Visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2030,
      metadata: { companyId: 'c1', setBy: 'u1' },
    });
  });

  it('answers null for a setup Stripe does not know', async () => {
    stub.reply = jsonReply(404, {
      error: {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: `No such setupintent: '${SI}'`,
      },
    });
    expect(await port().setupCardOf(SI)).toBeNull();
  });
});

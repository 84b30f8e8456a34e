import { describe, expect, it } from 'vitest';
import { errorMessage } from '../../../shared/error-text.ts';
import { AppError } from '../../../shared/errors.ts';
import type { TestIntentRow, TestPaymentsRepository } from './test-payments.repository.ts';
import { createTestProcessor } from './test-processor.provider.ts';

const intent = (over: Partial<TestIntentRow> = {}): TestIntentRow => ({
  id: 'pi_test_paid',
  clientSecret: 'pi_test_paid_secret',
  bookingId: null,
  amountCents: 10_000,
  currency: 'usd',
  status: 'succeeded',
  paymentMethod: 'Visa •••• 4242',
  kind: 'payment',
  lastError: null,
  idempotencyKey: 'k',
  saveForCustomer: null,
  savedMethodId: null,
  savedBrand: null,
  savedLast4: null,
  savedExpMonth: null,
  savedExpYear: null,
  createdAt: new Date(),
  updatedAt: new Date(),
  ...over,
});

function processor(rows: TestIntentRow[]) {
  const repo = { find: (id: string) => Promise.resolve(rows.find((r) => r.id === id)) };
  return createTestProcessor({ repo: repo as unknown as TestPaymentsRepository });
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return errorMessage(err as AppError);
}

describe('the test processor refunds', () => {
  const input = { intentId: 'pi_test_paid', amountCents: 4_000, idempotencyKey: 'r1', bookingId: 'b' };

  it('records a refund of a succeeded intent, once per key, never beyond the amount paid', async () => {
    const p = processor([intent()]);
    const first = await p.refund(input);
    expect(first).toEqual({ id: expect.stringMatching(/^re_test_[0-9a-f]{24}$/), status: 'succeeded' });
    expect(await p.refund(input)).toEqual(first);
    expect(await p.refund({ ...input, idempotencyKey: 'r2', amountCents: 6_000 })).toMatchObject({
      status: 'succeeded',
    });
    expect(await refusal(p.refund({ ...input, idempotencyKey: 'r3', amountCents: 1 }))).toBe(
      'The refund is greater than the unrefunded amount of the payment.',
    );
  });

  it('refuses unknown and unpaid intents; a booking paid without one (demo data) is recorded', async () => {
    const p = processor([intent({ id: 'pi_test_open', status: 'requires_payment_method' })]);
    expect(await refusal(p.refund({ ...input, intentId: 'pi_test_nope' }))).toBe(
      "No such payment intent: 'pi_test_nope'",
    );
    expect(await refusal(p.refund({ ...input, intentId: 'pi_test_open' }))).toBe(
      'This payment has not succeeded, so it cannot be refunded.',
    );
    expect((await p.refund({ ...input, intentId: null })).id).toMatch(/^re_test_/);
  });
});

describe('the test processor charges kept cards off-session (decision 29)', () => {
  function offSessionProcessor(rows: TestIntentRow[]) {
    const byKey = new Map<string, TestIntentRow>();
    const repo = {
      find: (id: string) => Promise.resolve(rows.find((r) => r.id === id)),
      findBySavedMethod: (pm: string) => Promise.resolve(rows.find((r) => r.savedMethodId === pm)),
      insertOnce: (row: TestIntentRow) => {
        const known = byKey.get(row.idempotencyKey ?? '');
        if (known) return Promise.resolve(known);
        const stored = intent(row);
        byKey.set(row.idempotencyKey ?? '', stored);
        return Promise.resolve(stored);
      },
    };
    return createTestProcessor({ repo: repo as unknown as TestPaymentsRepository });
  }
  const kept = (last4: string, pm: string) =>
    intent({
      id: `pi_test_${pm}`,
      saveForCustomer: 'cus_test_1',
      savedMethodId: pm,
      savedBrand: 'Visa',
      savedLast4: last4,
    });
  const charge = {
    customerId: 'cus_test_1',
    paymentMethodId: 'pm_test_ok',
    amountCents: 3_814,
    currency: 'usd' as const,
    idempotencyKey: 'closeout-1',
    bookingId: 'b1',
    description: 'Extras',
    metadata: { chargeId: 'c1' },
  };

  it('succeeds on a kept card, once per idempotency key', async () => {
    const p = offSessionProcessor([kept('4242', 'pm_test_ok')]);
    const first = await p.chargeOffSession(charge);
    expect(first).toEqual({
      status: 'succeeded',
      intentId: expect.stringMatching(/^pi_test_/),
      failure: null,
    });
    expect(await p.chargeOffSession(charge)).toEqual(first);
  });

  it('fails (no throw) on a card that needs the customer (4000 0027 6000 3184) and on an unknown card', async () => {
    const p = offSessionProcessor([kept('3184', 'pm_test_3ds')]);
    const refused = await p.chargeOffSession({ ...charge, paymentMethodId: 'pm_test_3ds' });
    expect(refused).toMatchObject({
      status: 'failed',
      failure: expect.stringMatching(/requires authentication/),
    });
    expect(await p.chargeOffSession({ ...charge, paymentMethodId: 'pm_test_gone' })).toEqual({
      status: 'failed',
      intentId: null,
      failure: "No such PaymentMethod: 'pm_test_gone'",
    });
    // Another customer's card is not theirs to charge.
    expect(
      (await p.chargeOffSession({ ...charge, customerId: 'cus_test_2', paymentMethodId: 'pm_test_3ds' }))
        .status,
    ).toBe('failed');
  });
});

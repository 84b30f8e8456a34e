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

import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { TestCardPaymentRequest } from '../../../shared/contracts/checkout.ts';
import {
  CARD_MESSAGES,
  cardBrand,
  digitsOnly,
  testCardOutcome,
  validateCard,
} from '../../../shared/domain/payment-card.ts';
import { AppError } from '../../../shared/errors.ts';
import type { TestIntentRow, TestPaymentsRepository } from './test-payments.repository.ts';
import type { PaymentIntent, PaymentsPort } from './types.ts';

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

function toIntent(row: TestIntentRow): PaymentIntent {
  return {
    id: row.id,
    clientSecret: row.clientSecret,
    status: row.status,
    amountCents: row.amountCents,
    currency: row.currency,
    bookingId: row.bookingId,
    paymentMethod: row.paymentMethod,
    lastError: row.lastError,
  };
}

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export interface TestProcessor extends PaymentsPort {
  readonly mode: 'test';
  /**
   * Pays an intent with a card from the test form: Stripe's test numbers decide the outcome; nothing is ever
   * charged. Throws AppError VALIDATION for an incomplete card, PAYMENT_FAILED for a declined one.
   */
  payWithCard(intentId: string, card: TestCardPaymentRequest): Promise<PaymentIntent>;
}

/**
 * The embedded payment processor used when Stripe is not configured (development, tests, demos). It is
 * never created when NODE_ENV=production: there the site says card payment is not configured.
 */
export function createTestProcessor(deps: { repo: TestPaymentsRepository; now?: () => Date }): TestProcessor {
  const { repo } = deps;
  const now = deps.now ?? (() => new Date());
  return {
    mode: 'test',

    async createIntent(input) {
      const intentId = id('pi_test');
      const row = await repo.insertOnce({
        id: intentId,
        clientSecret: `${intentId}_secret_${randomBytes(12).toString('hex')}`,
        bookingId: input.bookingId,
        amountCents: input.amountCents,
        currency: input.currency,
        idempotencyKey: input.idempotencyKey,
      });
      return toIntent(row);
    },

    async retrieveIntent(intentId) {
      const row = await repo.find(intentId);
      return row ? toIntent(row) : null;
    },

    async updateAmount(intentId, amountCents) {
      const row = await repo.updateAmount(intentId, amountCents);
      if (!row) throw new AppError('CONFLICT', 'This payment can no longer be changed.');
      return toIntent(row);
    },

    async payWithCard(intentId, card) {
      const row = await repo.find(intentId);
      if (!row || !sameSecret(row.clientSecret, card.clientSecret)) {
        throw new AppError('NOT_FOUND', 'Payment session expired. Please try again.');
      }
      if (row.status === 'succeeded') return toIntent(row);
      const problems = validateCard(card, now());
      if (Object.keys(problems).length > 0) {
        const first = Object.values(problems)[0] ?? CARD_MESSAGES.numberInvalid;
        throw new AppError('VALIDATION', first, problems);
      }
      const digits = digitsOnly(card.cardNumber);
      const paymentMethod = `${cardBrand(digits)} •••• ${digits.slice(-4)}`;
      const outcome = testCardOutcome(digits);
      const updated = await repo.recordAttempt(intentId, {
        status: outcome.ok ? 'succeeded' : 'requires_payment_method',
        paymentMethod,
        lastError: outcome.ok ? null : outcome.message,
      });
      if (!updated) {
        // Another attempt finished first; answer with what it did.
        const current = await repo.find(intentId);
        if (current?.status === 'succeeded') return toIntent(current);
        throw new AppError('CONFLICT', 'This payment is being processed. Please wait a moment.');
      }
      if (!outcome.ok) throw new AppError('PAYMENT_FAILED', outcome.message, { cardNumber: outcome.message });
      return toIntent(updated);
    },
  };
}

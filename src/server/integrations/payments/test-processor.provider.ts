import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { TestCardPaymentRequest } from '../../../shared/contracts/checkout.ts';
import {
  OFF_SESSION_REFUSED,
  cardBrand,
  digitsOnly,
  testCardOutcome,
  isCardDeclineCode,
  validateCard,
} from '../../../shared/domain/payment-card.ts';
import { errorText } from '../../../shared/error-text.ts';
import { AppError, type FieldError } from '../../../shared/errors.ts';
import type { TestIntentRow, TestPaymentsRepository } from './test-payments.repository.ts';
import type { PaymentIntent, PaymentRefund, PaymentsPort, ProviderCard } from './types.ts';

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

function toIntent(row: TestIntentRow): PaymentIntent {
  // A decline is stored by its code (rows written before codes hold the English text itself).
  const code = isCardDeclineCode(row.lastError) ? row.lastError : null;
  return {
    id: row.id,
    clientSecret: row.clientSecret,
    status: row.status,
    amountCents: row.amountCents,
    currency: row.currency,
    bookingId: row.bookingId,
    paymentMethod: row.paymentMethod,
    lastError: code ? errorText(code) : row.lastError,
    lastErrorCode: code,
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
   * charged. Throws a 400 AppError (card.*) for an incomplete card, a 402 one for a declined card.
   */
  /**
   * Charges an intent with a test card. `beforeCharge` runs once the client secret matched and before the card
   * is charged (the checkout refuses a booking that can no longer be paid: nothing is charged then).
   */
  payWithCard(
    intentId: string,
    card: TestCardPaymentRequest,
    opts?: { beforeCharge?: (intentId: string) => Promise<void> },
  ): Promise<PaymentIntent>;
}

/** The card a succeeded intent (a payment asked to save it, or a setup) kept, as the provider keeps it; else null. */
function keptCard(row: TestIntentRow | undefined): ProviderCard | null {
  if (
    !row ||
    row.status !== 'succeeded' ||
    !row.saveForCustomer ||
    !row.savedMethodId ||
    !row.savedBrand ||
    !row.savedLast4 ||
    row.savedExpMonth === null ||
    row.savedExpYear === null
  ) {
    return null;
  }
  return {
    customerId: row.saveForCustomer,
    paymentMethodId: row.savedMethodId,
    brand: row.savedBrand,
    last4: row.savedLast4,
    expMonth: row.savedExpMonth,
    expYear: row.savedExpYear,
  };
}

/**
 * The embedded payment processor used when Stripe is not configured (development, tests, demos). It is
 * never created when NODE_ENV=production: there the site says card payment is not configured.
 */
export function createTestProcessor(deps: { repo: TestPaymentsRepository; now?: () => Date }): TestProcessor {
  const { repo } = deps;
  const now = deps.now ?? (() => new Date());
  // Refunds by idempotency key, and the cents refunded per intent: nothing leaves the machine, the booking's
  // refund row is the record; this only makes a retried key answer alike and caps refunds at the amount paid.
  const refunds = new Map<string, PaymentRefund>();
  const refundedCents = new Map<string, number>();
  const refusal = (detail: string) => new AppError('checkout.processorMessage', { detail });
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
      if (!row) throw new AppError('checkout.paymentLocked');
      return toIntent(row);
    },

    async refund(input) {
      const known = refunds.get(input.idempotencyKey);
      if (known) return known;
      if (input.intentId !== null) {
        const row = await repo.find(input.intentId);
        if (!row) throw refusal(`No such payment intent: '${input.intentId}'`);
        if (row.status !== 'succeeded')
          throw refusal('This payment has not succeeded, so it cannot be refunded.');
        const before = refundedCents.get(row.id) ?? 0;
        if (before + input.amountCents > row.amountCents) {
          throw refusal('The refund is greater than the unrefunded amount of the payment.');
        }
        refundedCents.set(row.id, before + input.amountCents);
      }
      const refund: PaymentRefund = { id: id('re_test'), status: 'succeeded' };
      refunds.set(input.idempotencyKey, refund);
      return refund;
    },

    async ensureCustomer(input) {
      if (input.existing) return input.existing;
      return `cus_test_${createHash('sha256').update(input.userId).digest('hex').slice(0, 24)}`;
    },

    async saveCardOn(intentId, customerId) {
      if (!(await repo.saveFor(intentId, customerId))) throw new AppError('checkout.paymentLocked');
    },

    async savedCardOf(intentId) {
      return keptCard(await repo.find(intentId));
    },

    async payWithSavedCard(intentId, card) {
      // Only kept cards that paid once are saved, so the test processor accepts them (nothing is charged).
      if (!card.paymentMethodId.startsWith('pm_test_') || !card.customerId.startsWith('cus_test_')) {
        throw refusal(`No such PaymentMethod: '${card.paymentMethodId}'`);
      }
      const row = await repo.find(intentId);
      if (!row) throw new AppError('checkout.sessionExpired');
      if (row.status === 'succeeded') return toIntent(row);
      const updated = await repo.recordAttempt(intentId, {
        status: 'succeeded',
        paymentMethod: card.label,
        lastError: null,
      });
      if (!updated) {
        const current = await repo.find(intentId);
        if (current?.status === 'succeeded') return toIntent(current);
        throw new AppError('checkout.paymentProcessing');
      }
      return toIntent(updated);
    },

    async chargeOffSession(input) {
      // The kept card as the test processor recorded it when it paid (its brand and last 4 digits).
      const kept = await repo.findBySavedMethod(input.paymentMethodId);
      if (!kept || kept.saveForCustomer !== input.customerId || !kept.savedLast4) {
        return {
          status: 'failed',
          intentId: null,
          failure: `No such PaymentMethod: '${input.paymentMethodId}'`,
        };
      }
      const refusal = OFF_SESSION_REFUSED[kept.savedLast4] ?? null;
      const intentId = id('pi_test');
      const row = await repo.insertOnce({
        id: intentId,
        clientSecret: `${intentId}_secret_${randomBytes(12).toString('hex')}`,
        bookingId: input.bookingId,
        amountCents: input.amountCents,
        currency: input.currency,
        idempotencyKey: input.idempotencyKey,
        status: refusal ? 'requires_payment_method' : 'succeeded',
        paymentMethod: `${kept.savedBrand ?? 'Card'} •••• ${kept.savedLast4}`,
        lastError: refusal,
      });
      // A retried key answers with what the first attempt did.
      return row.status === 'succeeded'
        ? { status: 'succeeded', intentId: row.id, failure: null }
        : { status: 'failed', intentId: row.id, failure: row.lastError ?? 'Your card was declined.' };
    },

    async createSetupIntent(input) {
      const setupId = id('seti_test');
      const row = await repo.insertOnce({
        id: setupId,
        clientSecret: `${setupId}_secret_${randomBytes(12).toString('hex')}`,
        bookingId: null,
        amountCents: 0,
        currency: 'usd',
        kind: 'setup',
        saveForCustomer: input.customerId,
        idempotencyKey: input.idempotencyKey,
      });
      return { id: row.id, clientSecret: row.clientSecret };
    },

    async setupCardOf(setupIntentId) {
      const row = await repo.find(setupIntentId);
      const card = row?.kind === 'setup' ? keptCard(row) : null;
      return card ? { ...card, metadata: {} } : null;
    },

    async payWithCard(intentId, card, opts) {
      const row = await repo.find(intentId);
      if (!row || !sameSecret(row.clientSecret, card.clientSecret)) {
        throw new AppError('checkout.sessionExpired');
      }
      if (row.status === 'succeeded') return toIntent(row);
      // A setup intent (a company's card on file) charges nothing: no booking to check.
      if (row.kind !== 'setup') await opts?.beforeCharge?.(intentId);
      const problems = Object.entries(validateCard(card, now()));
      const first = problems[0];
      if (first) {
        const fields: Record<string, FieldError> = {};
        for (const [field, code] of problems) fields[field] = { code };
        throw new AppError(first[1], undefined, fields);
      }
      const digits = digitsOnly(card.cardNumber);
      const paymentMethod = `${cardBrand(digits)} •••• ${digits.slice(-4)}`;
      const outcome = testCardOutcome(digits);
      const exp = digitsOnly(card.expiry);
      // Kept as the provider would keep it: an id, brand, last 4 and expiry; the number is not stored.
      const saved =
        outcome.ok && row.saveForCustomer
          ? {
              methodId: id('pm_test'),
              brand: cardBrand(digits),
              last4: digits.slice(-4),
              expMonth: Number(exp.slice(0, 2)),
              expYear: 2000 + Number(exp.slice(2, 4)),
            }
          : undefined;
      const updated = await repo.recordAttempt(intentId, {
        status: outcome.ok ? 'succeeded' : 'requires_payment_method',
        paymentMethod,
        lastError: outcome.ok ? null : outcome.error,
        ...(saved ? { saved } : {}),
      });
      if (!updated) {
        // Another attempt finished first; answer with what it did.
        const current = await repo.find(intentId);
        if (current?.status === 'succeeded') return toIntent(current);
        throw new AppError('checkout.paymentProcessing');
      }
      if (!outcome.ok) throw AppError.onField('cardNumber', outcome.error);
      return toIntent(updated);
    },
  };
}

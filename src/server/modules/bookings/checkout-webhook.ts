import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../../shared/errors.ts';
import type { PaymentIntent, PaymentsPort } from '../../integrations/payments/types.ts';
import type { createOtherPayments } from './checkout-other-payments.ts';

/** Refused fulfilments the provider must not retry: the payment was refunded on the spot. */
const REFUNDED = new Set([
  'checkout.bookingReplaced',
  'checkout.bookingCancelled',
  'checkout.replacedRefunded',
  'checkout.cancelledRefunded',
  // Billed to its company first (decision 061): the card payment was refunded.
  'checkout.billedToCompanyRefunded',
]);

/**
 * The payment provider's webhook (Stripe): a verified `payment_intent.succeeded` fulfils the booking (or the
 * change's difference, or the extra charge, it pays); `payment_intent.payment_failed` marks a failed extra charge
 * and is logged. A payment with no booking is logged, never an error the provider would retry.
 */
export function createPaymentEvents(deps: {
  payments: () => PaymentsPort;
  others: ReturnType<typeof createOtherPayments>;
  fulfil: (intent: PaymentIntent) => Promise<unknown>;
  log: FastifyBaseLogger;
}) {
  const { others, fulfil, log } = deps;
  return {
    async handle(rawBody: Buffer, signature: string | undefined): Promise<void> {
      const port = deps.payments();
      if (!port.parseWebhook) throw new AppError('common.notFound');
      const event = port.parseWebhook(rawBody, signature);
      if (event.type === 'payment_intent.succeeded') {
        // A booking change's difference or an extra charge: applied by its own service (not a booking's payment).
        if (await others.fulfil(event.intent)) return;
        try {
          await fulfil(event.intent);
        } catch (err) {
          if (err instanceof AppError && err.status === 404) {
            log.warn({ intentId: event.intent.id }, 'webhook for a payment with no booking');
            return;
          }
          if (err instanceof AppError && REFUNDED.has(err.code)) return;
          throw err;
        }
      } else if (event.type === 'payment_intent.payment_failed') {
        await others.fail(event.intent);
        log.info({ intentId: event.intent.id, reason: event.intent.lastError }, 'payment attempt failed');
      }
    },
  };
}

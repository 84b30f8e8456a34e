import type { PaymentIntent } from '../../integrations/payments/types.ts';

/** The payments of another kind that the checkout's routes (assert-payable, the webhook) also receive. */
export interface OtherPaymentsDeps {
  /** The difference of a booking change (booking-changes.service.ts): true when the intent was one. */
  changePayments?: {
    fulfilIntent(intent: PaymentIntent): Promise<boolean>;
    payableChange(intentId: string): Promise<boolean>;
  };
  /** The same for an extra charge after the ride (decision 29, extras-billing.service.ts). */
  extraPayments?: {
    fulfilIntent(intent: PaymentIntent): Promise<boolean>;
    payableExtra(intentId: string): Promise<boolean>;
    /** A payment_failed event of an extra charge's intent: the charge becomes failed (true when it was one). */
    failIntent?(intent: PaymentIntent): Promise<boolean>;
  };
}

/**
 * Payments with an intent of their own that are not a booking's checkout: a booking change's difference and an
 * extra charge after the ride. The checkout asks here first whether an intent it does not know is one of them.
 */
export function createOtherPayments(deps: OtherPaymentsDeps) {
  return {
    /** True when the intent pays a change's difference or an extra charge that may still be paid. */
    async payable(intentId: string): Promise<boolean> {
      if (await deps.changePayments?.payableChange(intentId)) return true;
      return (await deps.extraPayments?.payableExtra(intentId)) ?? false;
    },
    /** Applies a succeeded payment of a change's difference or an extra charge: true when the intent was one. */
    async fulfil(intent: PaymentIntent): Promise<boolean> {
      if (await deps.changePayments?.fulfilIntent(intent)) return true;
      return (await deps.extraPayments?.fulfilIntent(intent)) ?? false;
    },
    /** A failed payment attempt: an extra charge's becomes failed (still payable); true when the intent was one. */
    async fail(intent: PaymentIntent): Promise<boolean> {
      return (await deps.extraPayments?.failIntent?.(intent)) ?? false;
    },
  };
}

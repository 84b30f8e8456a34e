import type { CardDeclineCode } from '../../../shared/domain/payment-card.ts';

/**
 * The payments port. The embedded test processor and Stripe both implement it; the checkout service never
 * knows which one it talks to. Amounts are integer cents (USD).
 */

export type PaymentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'succeeded'
  | 'canceled';

export interface PaymentIntent {
  id: string;
  clientSecret: string;
  status: PaymentStatus;
  amountCents: number;
  currency: string;
  /** Our booking id, set when the intent is created (Stripe metadata.bookingId). */
  bookingId: string | null;
  /** "Visa •••• 4242" once a card was used, when the provider says. */
  paymentMethod: string | null;
  /** The provider's message for the last failed attempt ("Your card was declined."). */
  lastError: string | null;
  /** The same as one of our codes, when the provider has one (the test processor). */
  lastErrorCode?: CardDeclineCode | null;
}

export interface CreateIntentInput {
  amountCents: number;
  currency: 'usd';
  bookingId: string;
  bookingNumber: string;
  customerEmail: string;
  description: string;
  /** Same key, same intent: a retried request never creates a second one. */
  idempotencyKey: string;
}

export interface RefundInput {
  /**
   * The booking's payment intent. Null for a booking marked paid without one (demo data): the test processor
   * records the refund anyway, Stripe refuses it.
   */
  intentId: string | null;
  amountCents: number;
  /** Same key, same refund: a retried request never refunds twice. */
  idempotencyKey: string;
  bookingId: string;
}

/** A refund the provider accepted: done (succeeded) or on its way to the card (pending). */
export interface PaymentRefund {
  id: string;
  status: 'succeeded' | 'pending';
}

/** A verified webhook event the checkout acts on. */
export type PaymentEvent =
  | { type: 'payment_intent.succeeded'; intent: PaymentIntent }
  | { type: 'payment_intent.payment_failed'; intent: PaymentIntent }
  | { type: 'ignored'; eventType: string };

/** A card kept by the provider for a customer: its ids and what people recognise it by; never its number. */
export interface ProviderCard {
  customerId: string;
  paymentMethodId: string;
  /** "Visa", "Mastercard" … */
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** A card kept through a setup intent (decision 060: a company's card on file), with the setup's metadata. */
export interface ProviderSetupCard extends ProviderCard {
  /** Our ids given when the setup was created (Stripe metadata; the test processor keeps none). */
  metadata: Record<string, string>;
}

/** A setup intent: the browser confirms a card on it (no amount), the provider keeps that card. */
export interface SetupIntent {
  id: string;
  clientSecret: string;
}

/** A charge on a kept card without the customer present (decision 29: extras and tips after the ride). */
export interface OffSessionChargeInput {
  customerId: string;
  paymentMethodId: string;
  amountCents: number;
  currency: 'usd';
  /** Same key, same charge: a retried close-out or tip never charges twice. */
  idempotencyKey: string;
  bookingId: string;
  description: string;
  /** Our ids, kept on the provider's payment (Stripe metadata). */
  metadata: Record<string, string>;
}

/**
 * What an off-session charge did: `succeeded` (paid), `failed` (the bank or the provider refused it, or it needs
 * the customer, e.g. 3-D Secure: a payment link follows) or `processing` (not final yet).
 */
export interface OffSessionCharge {
  status: 'succeeded' | 'failed' | 'processing';
  /** The provider's payment id (null when the refusal came before a payment existed). */
  intentId: string | null;
  /** The provider's words for a refusal. */
  failure: string | null;
}

export interface PaymentsPort {
  readonly mode: 'stripe' | 'test';
  createIntent(input: CreateIntentInput): Promise<PaymentIntent>;
  /** The intent as the provider knows it now; null when it does not exist. */
  retrieveIntent(id: string): Promise<PaymentIntent | null>;
  /** Changes the amount of an intent not yet paid (the booking was re-priced). */
  updateAmount(id: string, amountCents: number): Promise<PaymentIntent>;
  /**
   * Gives back all or part of a paid intent (an admin's refund). Throws an AppError when the provider refuses
   * (checkout.processorMessage with the provider's words, checkout.paymentUnavailable when it cannot be reached).
   */
  refund(input: RefundInput): Promise<PaymentRefund>;
  /**
   * Verifies a webhook's signature and reads the event. Throws a 400 AppError (checkout.webhookSignature)
   * when the signature does not match. Only providers with webhooks implement it.
   */
  parseWebhook?(rawBody: Buffer, signature: string | undefined): PaymentEvent;
  /**
   * Saved cards (PRODUCT decision 27). `ensureCustomer` gives the provider's customer for one of our accounts
   * (`existing` when one is known). `saveCardOn` marks an unpaid intent so the card that pays it is kept by the
   * provider for that customer (Stripe: `setup_future_usage`). `savedCardOf` is that card once the intent
   * succeeded (null when it was not to be saved). `payWithSavedCard` pays an unpaid intent with a kept card.
   */
  ensureCustomer(input: { userId: string; email: string; existing: string | null }): Promise<string>;
  saveCardOn(intentId: string, customerId: string): Promise<void>;
  savedCardOf(intentId: string): Promise<ProviderCard | null>;
  payWithSavedCard(
    intentId: string,
    card: { customerId: string; paymentMethodId: string; label: string },
  ): Promise<PaymentIntent>;
  /**
   * Charges a kept card with the customer away (Stripe: a PaymentIntent created with confirm=true and
   * off_session=true). A refused card is a `failed` result, not a throw; an unreachable provider throws
   * (checkout.paymentUnavailable).
   */
  chargeOffSession(input: OffSessionChargeInput): Promise<OffSessionCharge>;
  /**
   * A company's card on file (decision 060), like Stripe's SetupIntent: `createSetupIntent` starts keeping a card
   * for `customerId` (usage off_session, cards only; same key, same setup); the browser confirms a card on it.
   * `setupCardOf` is the card once the setup succeeded, null before (or when the id is unknown, or a payment).
   */
  createSetupIntent(input: {
    customerId: string;
    idempotencyKey: string;
    metadata: Record<string, string>;
  }): Promise<SetupIntent>;
  setupCardOf(setupIntentId: string): Promise<ProviderSetupCard | null>;
}

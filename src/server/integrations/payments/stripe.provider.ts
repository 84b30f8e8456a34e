import Stripe from 'stripe';
import { AppError } from '../../../shared/errors.ts';
import type { PaymentEvent, PaymentIntent, PaymentStatus, PaymentsPort } from './types.ts';

/**
 * Stripe payments (https://docs.stripe.com/api/payment_intents) through the official `stripe` package.
 *
 * The SDK talks to the API with Node's own http/https modules (not fetch). `apiBase` only sets its host, port
 * and protocol: the SDK always requests `/v1/...` on that origin, so a path in `apiBase` is refused.
 */

export interface StripePaymentsOptions {
  secretKey: string;
  webhookSecret?: string | undefined;
  /** An origin such as http://127.0.0.1:12345 (tests); Stripe's API by default. */
  apiBase?: string;
  /** Per-attempt timeout. */
  timeoutMs?: number;
  /**
   * Automatic retries of network failures, 409s and 5xx with exponential back-off (the SDK's default is 2).
   * POSTs are retried with the same idempotency key, so a retry never charges twice. Tests pass 0.
   */
  maxNetworkRetries?: number;
}

const DEFAULT_TIMEOUT_MS = 20_000;
const DEFAULT_MAX_NETWORK_RETRIES = 2;

const unavailable = () => new AppError('checkout.paymentUnavailable');

const invalidSignature = () => new AppError('checkout.webhookSignature');

const NO_INTENT = 'This booking has no Stripe payment to refund.';

/** Host, port and protocol for the SDK from an origin like http://127.0.0.1:4010. */
function connectionFromApiBase(apiBase: string): { host: string; port: number; protocol: 'http' | 'https' } {
  const url = new URL(apiBase);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error('Stripe apiBase must be an http(s) origin.');
  }
  if (url.pathname !== '/' || url.search || url.hash) {
    throw new Error('Stripe apiBase must be an origin without a path: the SDK always requests /v1/...');
  }
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'), // IPv6 literals come bracketed
    port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443,
    protocol,
  };
}

const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  cartes_bancaires: 'Cartes Bancaires',
  eftpos_au: 'Eftpos Australia',
  unknown: 'Card',
};

/** Stripe's card brand code as people write it: visa → Visa, amex → American Express, link → Link. */
export function cardBrandName(brand: string | null | undefined): string {
  if (!brand) return 'Card';
  const known = BRAND_NAMES[brand.toLowerCase()];
  if (known) return known;
  return brand
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

/** "Visa •••• 4242" from an expanded latest_charge; null when the charge is not expanded or not a card. */
function describeCard(latestCharge: Stripe.PaymentIntent['latest_charge'] | undefined): string | null {
  if (!latestCharge || typeof latestCharge === 'string') return null;
  const card = latestCharge.payment_method_details?.card;
  if (!card?.last4) return null;
  return `${cardBrandName(card.brand)} •••• ${card.last4}`;
}

const KNOWN_STATUSES = new Set<string>([
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  'succeeded',
  'canceled',
]);

/** Stripe's status in the port's terms: an authorised-but-uncaptured or unknown status is not paid yet. */
function mapStatus(status: string): PaymentStatus {
  return KNOWN_STATUSES.has(status) ? (status as PaymentStatus) : 'processing';
}

function toIntent(pi: Stripe.PaymentIntent): PaymentIntent {
  // The SDK returns whatever JSON the server sent; refuse shapes that are not a PaymentIntent.
  if (!pi || typeof pi.id !== 'string' || typeof pi.amount !== 'number' || typeof pi.status !== 'string') {
    throw unavailable();
  }
  return {
    id: pi.id,
    clientSecret: pi.client_secret ?? '',
    status: mapStatus(pi.status),
    amountCents: pi.amount,
    currency: pi.currency,
    bookingId: pi.metadata?.bookingId || null,
    paymentMethod: describeCard(pi.latest_charge),
    lastError: pi.last_payment_error?.message ?? null,
  };
}

export function createStripePayments(opts: StripePaymentsOptions): PaymentsPort {
  const { secretKey, webhookSecret } = opts;
  if (!secretKey) throw new Error('A Stripe secret key is required.');

  const stripe = new Stripe(secretKey, {
    ...(opts.apiBase ? connectionFromApiBase(opts.apiBase) : {}),
    timeout: opts.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    maxNetworkRetries: opts.maxNetworkRetries ?? DEFAULT_MAX_NETWORK_RETRIES,
    typescript: true,
  });

  /** Keeps any API key out of a message shown to people (Stripe echoes a masked key on 401s). */
  const redact = (message: string) =>
    message
      .split(secretKey)
      .join('[redacted]')
      .replace(/\b(?:sk|rk|pk)_(?:test|live)_[A-Za-z0-9*]+/g, '[redacted]');

  /** One mapping of the SDK's errors onto ours. */
  const toAppError = (err: unknown): unknown => {
    if (err instanceof AppError) return err;
    if (!(err instanceof Stripe.errors.StripeError)) return err;
    const status = err.statusCode;
    if (
      err instanceof Stripe.errors.StripeConnectionError || // network failure, timeout, cut-off body
      err instanceof Stripe.errors.StripeAPIError || // 5xx, invalid JSON
      err instanceof Stripe.errors.StripeRateLimitError ||
      // A bad or restricted key is our configuration, not the customer's request.
      err instanceof Stripe.errors.StripeAuthenticationError ||
      err instanceof Stripe.errors.StripePermissionError ||
      status === undefined ||
      status >= 500 ||
      status === 409 || // a concurrent request holds the idempotency key
      status === 429
    ) {
      return unavailable();
    }
    // Stripe's own words (English) for a request it refused; there is no code of ours to translate them by.
    const message = err.message ? redact(err.message) : '';
    return message
      ? new AppError('checkout.processorMessage', { detail: message })
      : new AppError('checkout.paymentRejected');
  };

  const call = async <T>(fn: () => Promise<T>): Promise<T> => {
    try {
      return await fn();
    } catch (err) {
      throw toAppError(err);
    }
  };

  return {
    mode: 'stripe',

    async createIntent(input) {
      const pi = await call(() =>
        stripe.paymentIntents.create(
          {
            amount: input.amountCents,
            currency: input.currency,
            automatic_payment_methods: { enabled: true },
            metadata: { bookingId: input.bookingId, bookingNumber: input.bookingNumber },
            receipt_email: input.customerEmail,
            description: input.description,
          },
          { idempotencyKey: input.idempotencyKey },
        ),
      );
      return toIntent(pi);
    },

    async retrieveIntent(id) {
      try {
        const pi = await stripe.paymentIntents.retrieve(id, { expand: ['latest_charge'] });
        return toIntent(pi);
      } catch (err) {
        if (
          err instanceof Stripe.errors.StripeInvalidRequestError &&
          err.statusCode === 404 &&
          err.code === 'resource_missing'
        ) {
          return null;
        }
        throw toAppError(err);
      }
    },

    async updateAmount(id, amountCents) {
      const pi = await call(() => stripe.paymentIntents.update(id, { amount: amountCents }));
      return toIntent(pi);
    },

    async refund(input) {
      if (!input.intentId) throw new AppError('checkout.processorMessage', { detail: NO_INTENT });
      const refund = await call(() =>
        stripe.refunds.create(
          {
            payment_intent: input.intentId ?? '',
            amount: input.amountCents,
            metadata: { bookingId: input.bookingId },
          },
          { idempotencyKey: input.idempotencyKey },
        ),
      );
      if (!refund || typeof refund.id !== 'string') throw unavailable();
      if (refund.status === 'succeeded') return { id: refund.id, status: 'succeeded' };
      if (refund.status === 'pending' || refund.status === 'requires_action') {
        return { id: refund.id, status: 'pending' };
      }
      throw new AppError('checkout.processorMessage', {
        detail: `The refund ${refund.status ?? 'failed'}${refund.failure_reason ? ` (${refund.failure_reason})` : ''}.`,
      });
    },

    async ensureCustomer(input) {
      if (input.existing) return input.existing;
      const customer = await call(() =>
        stripe.customers.create(
          { email: input.email, metadata: { userId: input.userId } },
          { idempotencyKey: `customer-${input.userId}` },
        ),
      );
      if (!customer || typeof customer.id !== 'string') throw unavailable();
      return customer.id;
    },

    async saveCardOn(intentId, customerId) {
      // The card that pays this intent is attached to the customer for later payments (one tap at checkout).
      await call(() =>
        stripe.paymentIntents.update(intentId, { customer: customerId, setup_future_usage: 'off_session' }),
      );
    },

    async savedCardOf(intentId) {
      const pi = await call(() => stripe.paymentIntents.retrieve(intentId, { expand: ['payment_method'] }));
      if (!pi || pi.status !== 'succeeded' || !pi.setup_future_usage || !pi.customer) return null;
      const pm = pi.payment_method;
      if (!pm || typeof pm === 'string' || !pm.card) return null;
      return {
        customerId: typeof pi.customer === 'string' ? pi.customer : pi.customer.id,
        paymentMethodId: pm.id,
        brand: cardBrandName(pm.card.brand),
        last4: pm.card.last4,
        expMonth: pm.card.exp_month,
        expYear: pm.card.exp_year,
      };
    },

    async createSetupIntent(input) {
      const si = await call(() =>
        stripe.setupIntents.create(
          {
            customer: input.customerId,
            usage: 'off_session',
            // Cards only (the SDK's API version names Stripe's former payment_method_types so).
            allowed_payment_method_types: ['card'],
            metadata: input.metadata,
          },
          { idempotencyKey: input.idempotencyKey },
        ),
      );
      if (!si || typeof si.id !== 'string' || !si.client_secret) throw unavailable();
      return { id: si.id, clientSecret: si.client_secret };
    },

    async setupCardOf(setupIntentId) {
      let si: Stripe.SetupIntent;
      try {
        si = await stripe.setupIntents.retrieve(setupIntentId, { expand: ['payment_method'] });
      } catch (err) {
        if (err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 404) return null;
        throw toAppError(err);
      }
      if (si.status !== 'succeeded' || !si.customer) return null;
      const pm = si.payment_method;
      if (!pm || typeof pm === 'string' || !pm.card) return null;
      return {
        customerId: typeof si.customer === 'string' ? si.customer : si.customer.id,
        paymentMethodId: pm.id,
        brand: cardBrandName(pm.card.brand),
        last4: pm.card.last4,
        expMonth: pm.card.exp_month,
        expYear: pm.card.exp_year,
        metadata: { ...(si.metadata ?? {}) },
      };
    },

    async payWithSavedCard(intentId, card) {
      await call(() => stripe.paymentIntents.update(intentId, { customer: card.customerId }));
      const pi = await call(() =>
        stripe.paymentIntents.confirm(intentId, {
          payment_method: card.paymentMethodId,
          off_session: true,
          expand: ['latest_charge'],
        }),
      );
      return toIntent(pi);
    },

    async chargeOffSession(input) {
      try {
        const pi = await stripe.paymentIntents.create(
          {
            amount: input.amountCents,
            currency: input.currency,
            customer: input.customerId,
            payment_method: input.paymentMethodId,
            confirm: true,
            off_session: true,
            description: input.description,
            metadata: { ...input.metadata, bookingId: input.bookingId },
          },
          { idempotencyKey: input.idempotencyKey },
        );
        const intent = toIntent(pi);
        const status =
          intent.status === 'succeeded'
            ? 'succeeded'
            : intent.status === 'processing'
              ? 'processing'
              : 'failed';
        return {
          status,
          intentId: intent.id,
          failure: status === 'failed' ? (intent.lastError ?? 'The payment needs the customer.') : null,
        };
      } catch (err) {
        // A declined card, or one that needs the customer (authentication_required): a 402 with the intent.
        if (err instanceof Stripe.errors.StripeCardError) {
          return {
            status: 'failed',
            intentId: typeof err.payment_intent?.id === 'string' ? err.payment_intent.id : null,
            failure: redact(err.message || 'Your card was declined.'),
          };
        }
        throw toAppError(err);
      }
    },

    parseWebhook(rawBody, signature): PaymentEvent {
      if (!webhookSecret) throw new AppError('checkout.webhooksNotConfigured');
      if (!signature) throw invalidSignature();
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
      } catch (err) {
        if (err instanceof Stripe.errors.StripeSignatureVerificationError) throw invalidSignature();
        // Correctly signed but not JSON: only Stripe could have sent it, and it never sends that.
        throw new AppError('checkout.webhookPayload');
      }
      switch (event.type) {
        case 'payment_intent.succeeded':
        case 'payment_intent.payment_failed':
          return { type: event.type, intent: toIntentFromEvent(event.data.object) };
        default:
          return { type: 'ignored', eventType: event.type };
      }
    },
  };
}

function toIntentFromEvent(object: Stripe.PaymentIntent): PaymentIntent {
  try {
    return toIntent(object);
  } catch {
    throw new AppError('checkout.webhookPayload');
  }
}

/**
 * The `Stripe-Signature` header Stripe would send with `payload` for the endpoint secret `secret`
 * (for tests of the webhook route).
 */
export function signStripeWebhook(payload: string, secret: string): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret });
}

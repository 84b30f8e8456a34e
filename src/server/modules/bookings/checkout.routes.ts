import '../../../shared/zod-setup.ts';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  bookingAccessQuerySchema,
  bookingIdParamsSchema,
  bookingNumberParamsSchema,
  bookingViewSchema,
  confirmBookingRequestSchema,
  confirmBookingResponseSchema,
  createBookingRequestSchema,
  createPaymentIntentRequestSchema,
  createPaymentIntentResponseSchema,
  emailReceiptRequestSchema,
  emailReceiptResponseSchema,
  paymentIntentParamsSchema,
  testCardPaymentRequestSchema,
  testCardPaymentResponseSchema,
} from '../../../shared/contracts/checkout.ts';
import { AppError } from '../../../shared/errors.ts';
import type { TestProcessor } from '../../integrations/payments/test-processor.provider.ts';
import { requestLocale } from '../../plugins/request-locale.ts';
import type { BookingNotifier } from './booking-notifier.ts';
import { toBookingView } from './booking-views.ts';
import type { CheckoutService } from './checkout.service.ts';

type Limit = { max: number; timeWindow: number };

const NO_STORE = 'no-store';

/**
 * The booking flow's API: store a priced booking, pay it (Stripe or the test processor), confirm it, read
 * the confirmation and email the receipt. Thin: parse, call the checkout service, map.
 */
export function checkoutRoutes(deps: {
  checkout: CheckoutService;
  notifier: BookingNotifier;
  /** Present only when the built-in test processor takes card payments (no Stripe keys, not production). */
  testProcessor: TestProcessor | null;
  /** True when Stripe is configured: its webhook route is registered. */
  stripeWebhook: boolean;
  limits: { writes: Limit; emailReceipt: Limit };
  /** The clock the cancellation terms shown are counted on (tests inject one); the wall clock when absent. */
  clock?: (() => Date) | undefined;
}): FastifyPluginAsyncZod {
  const { checkout, notifier } = deps;
  const clock = deps.clock ?? (() => new Date());
  return async (app) => {
    app.post(
      '/api/bookings',
      {
        config: { rateLimit: deps.limits.writes },
        schema: {
          tags: ['bookings'],
          summary: 'Booking details: price on the server and store the booking as pending (awaiting payment)',
          body: createBookingRequestSchema,
          response: { 201: bookingViewSchema },
        },
      },
      async (req, reply) =>
        reply
          .code(201)
          .header('Cache-Control', NO_STORE)
          .send(
            await checkout.create(req.auth, req.body, {
              // The language the customer books in (the site's), else the request's, else English.
              language: req.body.locale ?? requestLocale(req),
            }),
          ),
    );

    app.get(
      '/api/bookings/:id/checkout',
      {
        schema: {
          tags: ['bookings'],
          summary: "Checkout: the session's own booking with its server-computed lines, tax and total",
          params: bookingIdParamsSchema,
          response: { 200: bookingViewSchema },
        },
      },
      async (req, reply) =>
        reply.header('Cache-Control', NO_STORE).send(await checkout.checkout(req.auth, req.params.id)),
    );

    app.post(
      '/api/create-payment-intent',
      {
        config: { rateLimit: deps.limits.writes },
        schema: {
          tags: ['payments'],
          summary:
            'Payment intent for a booking; the amount comes from the stored booking, never the browser',
          body: createPaymentIntentRequestSchema,
          response: { 200: createPaymentIntentResponseSchema },
        },
      },
      async (req, reply) =>
        reply.header('Cache-Control', NO_STORE).send(
          await checkout.createPaymentIntent(req.auth, req.body.bookingId, {
            confirmDuplicate: req.body.confirmDuplicate ?? false,
          }),
        ),
    );

    const processor = deps.testProcessor;
    if (processor) {
      app.post(
        '/api/test-payments/:id/confirm',
        {
          config: { rateLimit: deps.limits.writes },
          schema: {
            tags: ['payments'],
            summary:
              'Test mode only: pay an intent with one of Stripe’s test card numbers (nothing is charged)',
            params: paymentIntentParamsSchema,
            body: testCardPaymentRequestSchema,
            response: { 200: testCardPaymentResponseSchema },
          },
        },
        async (req) => {
          // A booking replaced or cancelled since its checkout opened (a stale tab) is refused before the charge.
          const intent = await processor.payWithCard(req.params.id, req.body, {
            beforeCharge: (intentId) => checkout.assertPayable(intentId),
          });
          return { status: 'succeeded' as const, paymentIntentId: intent.id };
        },
      );
    }

    app.post(
      '/api/confirm-booking',
      {
        config: { rateLimit: deps.limits.writes },
        schema: {
          tags: ['payments'],
          summary: 'Confirm the booking of a succeeded payment (idempotent: one payment, one booking)',
          body: confirmBookingRequestSchema,
          response: { 200: confirmBookingResponseSchema },
        },
      },
      async (req, reply) =>
        reply
          .header('Cache-Control', NO_STORE)
          .send(await checkout.confirm(req.auth, req.body.paymentIntentId)),
    );

    if (deps.stripeWebhook) {
      await app.register(async (scope) => {
        // The signature covers the exact bytes Stripe sent: keep the body raw on this route.
        scope.removeAllContentTypeParsers();
        scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
        scope.withTypeProvider<ZodTypeProvider>().post(
          '/api/stripe/webhook',
          {
            schema: {
              tags: ['payments'],
              summary: 'Stripe webhook: verifies the signature, fulfils paid bookings (idempotent)',
              headers: z.object({ 'stripe-signature': z.optional(z.string()) }),
              response: { 200: z.object({ received: z.literal(true) }) },
            },
          },
          async (req) => {
            if (!Buffer.isBuffer(req.body)) throw new AppError('checkout.webhookPayload');
            await checkout.handlePaymentEvent(req.body, req.headers['stripe-signature']);
            return { received: true as const };
          },
        );
      });
    }

    app.get(
      '/api/bookings/:number/confirmation',
      {
        schema: {
          tags: ['bookings'],
          summary: 'A confirmed booking for its owner, an admin, or the holder of the emailed link',
          params: bookingNumberParamsSchema,
          querystring: bookingAccessQuerySchema,
          response: { 200: bookingViewSchema },
        },
      },
      async (req, reply) => {
        const booking = await checkout.readable(
          req.auth,
          req.params.number,
          req.query.token,
          'bookings:read',
        );
        return reply.header('Cache-Control', NO_STORE).send(toBookingView(booking, clock()));
      },
    );

    app.post(
      '/api/bookings/:number/email-receipt',
      {
        config: { rateLimit: deps.limits.emailReceipt },
        schema: {
          tags: ['bookings'],
          summary: "Email the receipt to the booking's customer again",
          params: bookingNumberParamsSchema,
          body: emailReceiptRequestSchema,
          response: { 200: emailReceiptResponseSchema },
        },
      },
      async (req) => {
        const booking = await checkout.readable(req.auth, req.params.number, req.body.token, 'receipts:read');
        // One copy a minute per booking, whoever asks (a second click answers 429 receipt.sentRecently).
        const at = clock();
        if (!(await checkout.claimReceiptEmail(booking.id, at))) throw new AppError('receipt.sentRecently');
        const sent = await notifier.emailReceipt(booking).catch(async (err: unknown) => {
          await checkout.releaseReceiptEmail(booking.id, at);
          throw err;
        });
        if (sent.status === 'failed') {
          await checkout.releaseReceiptEmail(booking.id, at);
          throw new AppError('receipt.sendFailed');
        }
        return { success: true as const, message: `Receipt sent to ${sent.to}` };
      },
    );
  };
}

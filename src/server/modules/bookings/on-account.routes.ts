import '../../../shared/zod-setup.ts';
import * as z from 'zod/mini';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { bookingIdParamsSchema, confirmBookingResponseSchema } from '../../../shared/contracts/checkout.ts';
import {
  billToCompanyRequestSchema,
  bookingOptionsQuerySchema,
  companyBookingOptionsSchema,
} from '../../../shared/contracts/company-billing.ts';
import { documented } from '../../plugins/openapi.ts';
import type { OnAccountCheckout } from './checkout-on-account.ts';

type Limit = { max: number; timeWindow: number };

const route = documented('bookings', 'companies');

/**
 * Booking on account (issue 38, decision 058): the payment step's "Bill to <company>". Signed-in bookers of a
 * company, on their own pending booking; the company is the caller's own. Answers are no-store.
 */
export function onAccountRoutes(
  onAccount: OnAccountCheckout,
  limits: { writes: Limit },
): FastifyPluginAsyncZod {
  return async (parent) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/api/company/booking-options',
      route(
        "The caller's company, its travellers and this booking's price on account, or why it is refused",
        {
          querystring: bookingOptionsQuerySchema,
          // Null for a customer who books for no company: asked on every payment step, so not an error.
          response: { 200: z.nullable(companyBookingOptionsSchema) },
        },
      ),
      async (req, reply) =>
        reply
          .header('Cache-Control', 'no-store')
          .send(await onAccount.options(req.auth, req.query.bookingId)),
    );

    app.post(
      '/api/bookings/:id/bill-to-company',
      {
        config: { rateLimit: limits.writes },
        ...route("Bill a pending booking to the caller's company: confirmed at once, no card charged", {
          params: bookingIdParamsSchema,
          body: billToCompanyRequestSchema,
          response: { 200: confirmBookingResponseSchema },
        }),
      },
      async (req, reply) =>
        reply
          .header('Cache-Control', 'no-store')
          .send(await onAccount.bill(req.auth, req.params.id, req.body)),
    );
  };
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bookingChangeParamsSchema,
  changePaymentSchema,
  changeBookingRequestSchema,
  changeBookingResponseSchema,
  changeFormSchema,
  changeQuoteResponseSchema,
  confirmChangeRequestSchema,
} from '../../../shared/contracts/booking-changes.ts';
import { bookingIdParamsSchema } from '../../../shared/contracts/bookings.ts';
import type { BookingChanges } from './booking-changes.service.ts';

type Limit = { max: number; timeWindow: number };
const NO_STORE = 'no-store';

/**
 * Changing a paid booking (decision 26): the page's fields, the change priced, applied (or its difference's
 * payment started) and confirmed once paid. The booking's owner only (an account or the guest session that
 * booked); the service answers 404 to anyone else.
 */
export function bookingChangesRoutes(
  changes: BookingChanges,
  limits: { writes: Limit },
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/bookings/:id/change',
      {
        schema: {
          tags: ['bookings'],
          summary: "The booking's changeable fields, and why it cannot be changed now (null: it can)",
          params: bookingIdParamsSchema,
          response: { 200: changeFormSchema },
        },
      },
      async (req, reply) =>
        reply.header('Cache-Control', NO_STORE).send(await changes.form(req.auth, req.params.id)),
    );

    app.post(
      '/api/bookings/:id/change-quote',
      {
        config: { rateLimit: limits.writes },
        schema: {
          tags: ['bookings'],
          summary: 'Price a proposed change of a booking on the server: the new total and the difference',
          params: bookingIdParamsSchema,
          body: changeBookingRequestSchema,
          response: { 200: changeQuoteResponseSchema },
        },
      },
      async (req, reply) =>
        reply.header('Cache-Control', NO_STORE).send(await changes.quote(req.auth, req.params.id, req.body)),
    );

    app.post(
      '/api/bookings/:id/changes',
      {
        config: { rateLimit: limits.writes },
        schema: {
          tags: ['bookings'],
          summary:
            'Change a booking: applied at once when the price is not higher (the difference refunded), else a payment of the difference',
          params: bookingIdParamsSchema,
          body: changeBookingRequestSchema,
          response: { 200: changeBookingResponseSchema },
        },
      },
      async (req, reply) =>
        reply.header('Cache-Control', NO_STORE).send(await changes.change(req.auth, req.params.id, req.body)),
    );

    app.get(
      '/api/bookings/:id/changes/:changeId/payment',
      {
        schema: {
          tags: ['bookings'],
          summary:
            "The payment of a change's difference still awaiting it (a change by dispatch paid by link)",
          params: bookingChangeParamsSchema,
          response: { 200: changePaymentSchema },
        },
      },
      async (req, reply) =>
        reply
          .header('Cache-Control', NO_STORE)
          .send(await changes.payment(req.auth, req.params.id, req.params.changeId)),
    );

    app.post(
      '/api/bookings/:id/changes/:changeId/confirm',
      {
        config: { rateLimit: limits.writes },
        schema: {
          tags: ['bookings'],
          summary: "Apply a change once its difference's payment succeeded (idempotent)",
          params: bookingChangeParamsSchema,
          body: confirmChangeRequestSchema,
          response: { 200: changeBookingResponseSchema },
        },
      },
      async (req, reply) =>
        reply
          .header('Cache-Control', NO_STORE)
          .send(
            await changes.confirm(req.auth, req.params.id, req.params.changeId, req.body.paymentIntentId),
          ),
    );
  };
}

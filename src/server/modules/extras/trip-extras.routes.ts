import '../../../shared/zod-setup.ts';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { adminBookingIdParamsSchema } from '../../../shared/contracts/admin-bookings.ts';
import { changePaymentSchema } from '../../../shared/contracts/booking-changes.ts';
import { bookingIdParamsSchema } from '../../../shared/contracts/bookings.ts';
import { bookingAccessQuerySchema } from '../../../shared/contracts/checkout.ts';
import { tripIdParamsSchema } from '../../../shared/contracts/driver-trips.ts';
import {
  adminExtraLineSchema,
  adminExtrasSchema,
  customerExtrasSchema,
  driverExtraRequestSchema,
  driverExtrasSchema,
  extraChargeParamsSchema,
  extraChargeResultSchema,
  extraChargeSchema,
  extraParamsSchema,
  RECEIPT_MAX_BYTES,
  reviewExtraRequestSchema,
  tipRequestSchema,
  tripExtraSchema,
} from '../../../shared/contracts/extras.ts';
import { requireAccount, requirePermission } from '../auth/guards.ts';
import type { ExtrasBilling } from './extras-billing.service.ts';
import type { TripExtras } from './trip-extras.service.ts';

type Limit = { max: number; timeWindow: number };
const NO_STORE = 'no-store';
/** A receipt of 5 MB is about 6.7 MB of base64, plus the other fields. */
const RECEIPT_BODY_LIMIT = Math.ceil((RECEIPT_MAX_BYTES * 4) / 3) + 64 * 1024;

/**
 * Billing what really happened (decision 29). Chauffeurs (`trips:drive`): their completed trip's extra lines and
 * adding a toll or parking. Admins (`admin:manage`, 401/403 before the input is read): the close-out panel,
 * review of each line, a receipt file, the close-out. Customers (the booking's owner, account or guest
 * session, or the holder of the emailed link's `?token=`, as the confirmation): the extras and the tip card, a tip, and paying a charge due by card.
 */
export function tripExtrasRoutes(deps: {
  lines: TripExtras;
  billing: ExtrasBilling;
  limits: { writes: Limit };
}): FastifyPluginAsyncZod {
  const { lines, billing } = deps;
  return async (app) => {
    await app.register(async (parent) => {
      const driver = parent.withTypeProvider<ZodTypeProvider>();
      driver.addHook('onRequest', requirePermission('trips:drive'));
      const tags = ['driver'];
      driver.get(
        '/api/driver/trips/:id/extras',
        {
          schema: {
            tags,
            summary: "The extra lines of the chauffeur's own completed trip, and until when they may add one",
            params: tripIdParamsSchema,
            response: { 200: driverExtrasSchema },
          },
        },
        async (req, reply) =>
          reply
            .header('Cache-Control', NO_STORE)
            .send(await lines.driverLines(requireAccount(req), req.params.id)),
      );
      driver.post(
        '/api/driver/trips/:id/extras',
        {
          bodyLimit: RECEIPT_BODY_LIMIT,
          config: { rateLimit: deps.limits.writes },
          schema: {
            tags,
            summary:
              'Add a toll or parking paid on the own completed trip (72 h), receipt photo/PDF optional (<= 5 MB, base64)',
            params: tripIdParamsSchema,
            body: driverExtraRequestSchema,
            response: { 201: tripExtraSchema },
          },
        },
        async (req, reply) =>
          reply.code(201).send(await lines.addLine(requireAccount(req), req.params.id, req.body)),
      );
    });

    await app.register(async (parent) => {
      const admin = parent.withTypeProvider<ZodTypeProvider>();
      admin.addHook('onRequest', requirePermission('admin:manage'));
      admin.addHook('onSend', async (_req, reply) => {
        reply.header('Cache-Control', NO_STORE);
      });
      const tags = ['admin'];
      admin.get(
        '/api/admin/bookings/:id/extras',
        {
          schema: {
            tags,
            summary:
              "A ride's extra lines and charges (the close-out panel); the waiting line made when missing",
            params: adminBookingIdParamsSchema,
            response: { 200: adminExtrasSchema },
          },
        },
        async (req) => billing.adminView(req.params.id),
      );
      admin.post(
        '/api/admin/bookings/:id/extras/:extraId/review',
        {
          schema: {
            tags,
            summary: 'Approve or reject an extra line not charged yet (audited)',
            params: extraParamsSchema,
            body: reviewExtraRequestSchema,
            response: { 200: adminExtraLineSchema },
          },
        },
        async (req) =>
          lines.review(requireAccount(req), req.params.id, req.params.extraId, req.body.decision),
      );
      admin.get(
        '/api/admin/bookings/:id/extras/:extraId/receipt',
        {
          schema: {
            tags,
            summary: "The chauffeur's receipt photo or PDF of a toll or parking line (admins only)",
            params: extraParamsSchema,
          },
        },
        async (req, reply) => {
          const file = await lines.receipt(req.params.id, req.params.extraId);
          return reply
            .header('Content-Type', file.type)
            .header('Content-Disposition', 'inline')
            .header('X-Content-Type-Options', 'nosniff')
            .send(file.bytes);
        },
      );
      admin.post(
        '/api/admin/bookings/:id/close-out',
        {
          schema: {
            tags,
            summary:
              "Close out a ride: the approved lines charged to the customer's saved card off-session, else a payment link emailed (once; audited)",
            params: adminBookingIdParamsSchema,
            response: { 200: extraChargeResultSchema },
          },
        },
        async (req) => billing.closeOut(requireAccount(req), req.params.id),
      );
    });

    const tags = ['bookings'];
    app.get(
      '/api/bookings/:id/extras',
      {
        schema: {
          tags,
          summary: "The ride's charged extras, the charges due and the tip card (the booking's customer)",
          params: bookingIdParamsSchema,
          querystring: bookingAccessQuerySchema,
          response: { 200: customerExtrasSchema },
        },
      },
      async (req, reply) =>
        reply
          .header('Cache-Control', NO_STORE)
          .send(await billing.customerView(req.auth, req.params.id, req.query.token)),
    );
    app.post(
      '/api/bookings/:id/tip',
      {
        config: { rateLimit: deps.limits.writes },
        schema: {
          tags,
          summary:
            'Tip the chauffeur (15/20/25 % of the fare before tax, or an amount): the saved card, else a payment link',
          params: bookingIdParamsSchema,
          querystring: bookingAccessQuerySchema,
          body: tipRequestSchema,
          response: { 200: extraChargeResultSchema },
        },
      },
      async (req) => billing.tip(req.auth, req.params.id, req.body, req.query.token),
    );
    app.post(
      '/api/bookings/:id/extra-charges/:chargeId/payment',
      {
        config: { rateLimit: deps.limits.writes },
        schema: {
          tags,
          summary:
            'The card payment of an extra charge due (after a refused saved card, or the emailed link)',
          params: extraChargeParamsSchema,
          querystring: bookingAccessQuerySchema,
          response: { 200: changePaymentSchema },
        },
      },
      async (req, reply) =>
        reply
          .header('Cache-Control', NO_STORE)
          .send(await billing.payment(req.auth, req.params.id, req.params.chargeId, req.query.token)),
    );
    app.post(
      '/api/bookings/:id/extra-charges/:chargeId/confirm',
      {
        config: { rateLimit: deps.limits.writes },
        schema: {
          tags,
          summary: "Record an extra charge's succeeded payment (verified with the provider; idempotent)",
          params: extraChargeParamsSchema,
          querystring: bookingAccessQuerySchema,
          body: z.object({ paymentIntentId: z.string().check(z.minLength(1), z.maxLength(255)) }),
          response: { 200: extraChargeSchema },
        },
      },
      async (req) =>
        billing.confirm(
          req.auth,
          req.params.id,
          req.params.chargeId,
          req.body.paymentIntentId,
          req.query.token,
        ),
    );
  };
}

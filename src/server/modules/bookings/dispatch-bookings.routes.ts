import '../../../shared/zod-setup.ts';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  bookingNoteRequestSchema,
  bookingNoteSchema,
  bookingNotesSchema,
  customerSearchQuerySchema,
  customerSearchResponseSchema,
  dispatchBookingRequestSchema,
  dispatchBookingResponseSchema,
  openPayLinkRequestSchema,
  openPayLinkResponseSchema,
  payLinkSentSchema,
} from '../../../shared/contracts/admin-reservations.ts';
import {
  adminChangeBookingRequestSchema,
  bookingChangeParamsSchema,
  bookingDetailsRequestSchema,
  changeBookingResponseSchema,
  changeQuoteResponseSchema,
  confirmChangeRequestSchema,
} from '../../../shared/contracts/booking-changes.ts';
import { adminBookingIdParamsSchema } from '../../../shared/contracts/admin-bookings.ts';
import { acceptLanguageLocale } from '../../plugins/request-locale.ts';
import { requireAccount, requirePermission, setSessionCookie } from '../auth/guards.ts';
import type { BookingChanges } from './booking-changes.service.ts';
import type { BookingDetailsChange } from './booking-details-change.ts';
import type { DispatchBookings } from './dispatch-bookings.service.ts';

type Limit = { max: number; timeWindow: number };

/**
 * Dispatch's bookings (decision 045): under /api/admin, admins only (401 signed out, 403 any other role, before
 * the input is read): find a caller, take their booking, email its payment link, edit a booking with the
 * customer's change machinery as dispatch (no 24-hour limit), internal notes. And the public opening of an
 * emailed payment link.
 */
export function dispatchBookingsRoutes(deps: {
  dispatch: DispatchBookings;
  changes: BookingChanges;
  details: BookingDetailsChange;
  production: boolean;
  limits: { writes: Limit };
}): FastifyPluginAsyncZod {
  const { dispatch, changes } = deps;
  return async (app) => {
    await app.register(async (parent) => {
      const admin = parent.withTypeProvider<ZodTypeProvider>();
      admin.addHook('onRequest', requirePermission('admin:manage'));
      admin.addHook('onSend', async (_req, reply) => {
        reply.header('Cache-Control', 'no-store');
      });
      const tags = ['admin'];

      admin.get(
        '/api/admin/reservations/customers',
        {
          schema: {
            tags,
            summary: 'Customer accounts by name, email or phone (at most 10), for a booking by phone',
            querystring: customerSearchQuerySchema,
            response: { 200: customerSearchResponseSchema },
          },
        },
        async (req) => ({ customers: await dispatch.searchCustomers(req.query.q) }),
      );

      admin.post(
        '/api/admin/reservations',
        {
          schema: {
            tags,
            summary:
              "Take a caller's booking: priced and stored by the site's checkout (pending), override audited, payment link emailed",
            body: dispatchBookingRequestSchema,
            response: { 201: dispatchBookingResponseSchema },
          },
        },
        async (req, reply) =>
          reply.code(201).send(await dispatch.create(req.auth!, requireAccount(req), req.body)),
      );

      admin.post(
        '/api/admin/reservations/:id/pay-link',
        {
          schema: {
            tags,
            summary: 'Email the customer a new payment link for a pending booking',
            params: adminBookingIdParamsSchema,
            body: z.optional(z.object({})),
            response: { 200: payLinkSentSchema },
          },
        },
        async (req) => ({ sentTo: await dispatch.sendPayLink(req.params.id, requireAccount(req).id) }),
      );

      admin.get(
        '/api/admin/bookings/:id/notes',
        {
          schema: {
            tags,
            summary: "Dispatch's internal notes on a booking (never shown to the customer)",
            params: adminBookingIdParamsSchema,
            response: { 200: bookingNotesSchema },
          },
        },
        async (req) => ({ notes: await dispatch.notes(req.params.id) }),
      );

      admin.post(
        '/api/admin/bookings/:id/notes',
        {
          schema: {
            tags,
            summary: 'Add an internal note (author and time recorded)',
            params: adminBookingIdParamsSchema,
            body: bookingNoteRequestSchema,
            response: { 201: bookingNoteSchema },
          },
        },
        async (req, reply) =>
          reply.code(201).send(await dispatch.addNote(requireAccount(req), req.params.id, req.body.body)),
      );

      admin.post(
        '/api/admin/bookings/:id/change-quote',
        {
          schema: {
            tags,
            summary:
              'Price a change of a booking by dispatch (the customer change machinery, no 24-hour limit; places too)',
            params: adminBookingIdParamsSchema,
            body: adminChangeBookingRequestSchema,
            response: { 200: changeQuoteResponseSchema },
          },
        },
        async (req) => changes.quote(req.auth, req.params.id, req.body, 'admin'),
      );

      admin.post(
        '/api/admin/bookings/:id/changes',
        {
          schema: {
            tags,
            summary:
              'Change a booking as dispatch: applied at once when not dearer (difference refunded), else a payment of the difference',
            params: adminBookingIdParamsSchema,
            body: adminChangeBookingRequestSchema,
            response: { 200: changeBookingResponseSchema },
          },
        },
        async (req) => changes.change(req.auth, req.params.id, req.body, 'admin'),
      );

      admin.post(
        '/api/admin/bookings/:id/details',
        {
          schema: {
            tags,
            summary:
              "Change a booking's passenger, flight or requests for the chauffeur (no price change; applied at once, history kept, chauffeur told)",
            params: adminBookingIdParamsSchema,
            body: bookingDetailsRequestSchema,
            response: { 200: changeBookingResponseSchema },
          },
        },
        async (req) => deps.details(requireAccount(req).id, req.params.id, req.body),
      );

      admin.post(
        '/api/admin/bookings/:id/changes/:changeId/pay-link',
        {
          schema: {
            tags,
            summary:
              "Email the customer a link to pay a dearer change's difference (the change applies when paid)",
            params: bookingChangeParamsSchema,
            body: z.optional(z.object({})),
            response: { 200: payLinkSentSchema },
          },
        },
        async (req) => ({
          sentTo: await dispatch.sendChangePayLink(
            req.params.id,
            req.params.changeId,
            requireAccount(req).id,
          ),
        }),
      );

      admin.post(
        '/api/admin/bookings/:id/changes/:changeId/confirm',
        {
          schema: {
            tags,
            summary: "Apply dispatch's change once its difference is paid (idempotent)",
            params: bookingChangeParamsSchema,
            body: confirmChangeRequestSchema,
            response: { 200: changeBookingResponseSchema },
          },
        },
        async (req) =>
          changes.confirm(req.auth, req.params.id, req.params.changeId, req.body.paymentIntentId, 'admin'),
      );
    });

    app.post(
      '/api/pay-links/open',
      {
        config: { rateLimit: deps.limits.writes },
        schema: {
          tags: ['bookings'],
          summary: "Open a dispatch booking's emailed payment link: this browser may then pay it at checkout",
          body: openPayLinkRequestSchema,
          response: { 200: openPayLinkResponseSchema },
        },
      },
      async (req, reply) => {
        const { sessionToken, ...result } = await dispatch.open(req.auth, req.body.token, {
          ip: req.ip,
          userAgent: typeof req.headers['user-agent'] === 'string' ? req.headers['user-agent'] : undefined,
          locale: acceptLanguageLocale(req.headers['accept-language']),
        });
        if (sessionToken) setSessionCookie(reply, sessionToken, false, deps.production);
        return reply.header('Cache-Control', 'no-store').send(result);
      },
    );
  };
}

import { tripClock } from '../trips/e2e-trip-clock.ts';
import '../../../shared/zod-setup.ts';
import * as z from 'zod/mini';
import { sendJson } from '../../plugins/send-json.ts';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminBookingDetailSchema,
  adminBookingIdParamsSchema,
  adminBookingListQuerySchema,
  adminBookingListSchema,
  adminBookingRowSchema,
  adminBookingUpdateSchema,
  assignCandidatesSchema,
  assignDriverSchema,
  notifyCustomerSchema,
  notifyResultSchema,
  refundRequestSchema,
  refundResultSchema,
} from '../../../shared/contracts/admin-bookings.ts';
import { requireAccount, requirePermission } from '../auth/guards.ts';
import { createAdminBookingsRepository } from './admin-bookings.repository.ts';
import { createAdminAssignService, type AdminAssignService } from './admin-assign.service.ts';
import { createAdminBookingsService, type AdminBookingsService } from './admin-bookings.service.ts';
import { createAdminRefundsService, type AdminRefundsService } from './admin-refunds.service.ts';

/** The bookings and refunds services over the app's database, bookings lifecycle, trip dispatch and pricing. */
export function createAdminBookingsServices(app: FastifyInstance) {
  const { ctx } = app;
  const repo = createAdminBookingsRepository(ctx.database.db);
  const common = { repo, bookings: app.bookingLifecycle, email: ctx.email, log: app.log, clock: ctx.clock };
  return {
    bookings: createAdminBookingsService({
      ...common,
      dispatch: app.tripDispatch,
      pricing: app.pricing,
      compliance: app.compliance,
      startWindowMinutes: ctx.env.TRIP_START_WINDOW_MINUTES,
      tripClock: tripClock(ctx.clock, ctx.env.E2E_TRIP_CLOCK === 'on' && !ctx.production),
      // API tests read the cards right after a change; a server keeps them a few seconds (decision 048).
      summaryCacheMs: ctx.env.NODE_ENV === 'test' ? 0 : 5_000,
    }),
    refunds: createAdminRefundsService(common),
    assign: createAdminAssignService({ ...common, dispatch: app.tripDispatch, compliance: app.compliance }),
  };
}

/** Bookings Management under /api/admin/bookings: admins only (401 signed out, 403 any other role). */
export function adminBookingsRoutes(deps: {
  bookings: AdminBookingsService;
  refunds: AdminRefundsService;
  assign: AdminAssignService;
}): FastifyPluginAsyncZod {
  const { bookings, refunds, assign } = deps;
  return async (parent) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    app.addHook('preValidation', requirePermission('admin:manage'));
    app.addHook('onSend', async (_req, reply) => {
      reply.header('Cache-Control', 'no-store');
    });
    const tags = ['admin'];

    app.get(
      '/api/admin/bookings',
      {
        schema: {
          tags,
          summary: 'Bookings, filtered, searched, sorted and paged, with the summary cards (admins)',
          querystring: adminBookingListQuerySchema,
          response: { 200: adminBookingListSchema },
        },
      },
      // Kept while no ride and no chauffeur changed (decision 051): a search asked again, paging back.
      async (req, reply) =>
        sendJson(
          reply,
          await parent.ctx.reads.cache.get(
            `bookings:${JSON.stringify(req.query)}`,
            ['rides', 'drivers'],
            async () => JSON.stringify(z.parse(adminBookingListSchema, await bookings.list(req.query))),
          ),
          'no-store',
        ),
    );

    // A static path: find-my-way matches it before /api/admin/bookings/:id.
    app.get(
      '/api/admin/bookings/export.csv',
      {
        schema: {
          tags,
          summary: 'The filtered bookings as CSV, New York times, at most 10,000 rows (admins)',
          querystring: adminBookingListQuerySchema,
        },
      },
      async (req, reply) => {
        const { filename, csv } = await bookings.exportCsv(req.query);
        reply.header('Content-Type', 'text/csv; charset=utf-8');
        reply.header('Content-Disposition', `attachment; filename="${filename}"`);
        // The byte order mark makes spreadsheet programs read the accents of names and addresses as UTF-8.
        return `\uFEFF${csv}`;
      },
    );

    app.get(
      '/api/admin/bookings/:id',
      {
        schema: {
          tags,
          summary: 'One booking in full: details, money, payment, refund, history, emails, trips (admins)',
          params: adminBookingIdParamsSchema,
          response: { 200: adminBookingDetailSchema },
        },
      },
      async (req) => bookings.detail(req.params.id),
    );

    app.patch(
      '/api/admin/bookings/:id',
      {
        schema: {
          tags,
          summary: 'Move a booking to a status the transition table allows an admin (decision 10)',
          params: adminBookingIdParamsSchema,
          body: adminBookingUpdateSchema,
          response: { 200: adminBookingRowSchema },
        },
      },
      async (req) => bookings.updateStatus(requireAccount(req), req.params.id, req.body),
    );

    app.post(
      '/api/admin/bookings/:id/assign-driver',
      {
        schema: {
          tags,
          summary:
            'Assign a chauffeur who fits (no overlap, the booked class or an explicit upgrade, on duty) to a confirmed booking (admins)',
          params: adminBookingIdParamsSchema,
          body: assignDriverSchema,
          response: { 200: adminBookingRowSchema },
        },
      },
      async (req) => assign.assignDriver(requireAccount(req), req.params.id, req.body),
    );

    app.get(
      '/api/admin/bookings/:id/candidates',
      {
        schema: {
          tags,
          summary: 'Every active chauffeur for a booking, whether they fit and why not (admins)',
          params: adminBookingIdParamsSchema,
          response: { 200: assignCandidatesSchema },
        },
      },
      async (req) => assign.candidates(req.params.id),
    );

    app.post(
      '/api/admin/bookings/:id/notify',
      {
        schema: {
          tags,
          summary: "Email the customer the booking's current state, in the booking's language (admins)",
          params: adminBookingIdParamsSchema,
          body: notifyCustomerSchema,
          response: { 200: notifyResultSchema },
        },
      },
      async (req) => bookings.notify(requireAccount(req), req.params.id),
    );

    app.post(
      '/api/admin/bookings/:id/refund',
      {
        schema: {
          tags,
          summary: 'Refund all or part of a paid booking, once, through the payments provider (admins)',
          params: adminBookingIdParamsSchema,
          body: refundRequestSchema,
          response: { 200: refundResultSchema },
        },
      },
      async (req) => refunds.refund(requireAccount(req), req.params.id, req.body),
    );
  };
}

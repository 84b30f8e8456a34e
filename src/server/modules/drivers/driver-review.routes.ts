import '../../../shared/zod-setup.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  driverApplicationIdParamsSchema,
  driverApplicationListQuerySchema,
  driverApplicationListSchema,
  driverApplicationSchema,
  rejectApplicationRequestSchema,
} from '../../../shared/contracts/drivers.ts';
import { requireAccount, requirePermission } from '../auth/guards.ts';
import type { DriverReviewService } from './driver-review.service.ts';

/** The admin's review of driver applications (/admin/driver-applications): admins only (401 / 403). */
export function driverReviewRoutes(review: DriverReviewService): FastifyPluginAsyncZod {
  return async (app) => {
    const adminOnly = requirePermission('admin:manage');
    // The specification's client sends an empty JSON object; a request without a body is as good.
    const noBody = z.optional(z.nullable(z.object({})));

    app.get(
      '/api/driver-applications',
      {
        preValidation: adminOnly,
        schema: {
          tags: ['drivers'],
          summary: 'Driver applications, newest first (admins)',
          querystring: driverApplicationListQuerySchema,
          response: { 200: driverApplicationListSchema },
        },
      },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        return review.list(req.query.status);
      },
    );

    app.post(
      '/api/approve-driver/:id',
      {
        preValidation: adminOnly,
        schema: {
          tags: ['drivers'],
          summary: 'Approve a pending application: issues and emails an invitation code (admins)',
          params: driverApplicationIdParamsSchema,
          body: noBody,
          response: { 200: driverApplicationSchema },
        },
      },
      async (req) => review.approve(req.params.id, requireAccount(req)),
    );

    app.post(
      '/api/driver-applications/:id/reject',
      {
        preValidation: adminOnly,
        schema: {
          tags: ['drivers'],
          summary: 'Reject a pending application with a reason, emailed to the applicant (admins)',
          params: driverApplicationIdParamsSchema,
          body: rejectApplicationRequestSchema,
          response: { 200: driverApplicationSchema },
        },
      },
      async (req) => review.reject(req.params.id, req.body.reason, requireAccount(req)),
    );

    app.post(
      '/api/driver-applications/:id/resend-invitation',
      {
        preValidation: adminOnly,
        schema: {
          tags: ['drivers'],
          summary: 'Email the active invitation code again; an expired one is replaced (admins)',
          params: driverApplicationIdParamsSchema,
          body: noBody,
          response: { 200: driverApplicationSchema },
        },
      },
      async (req) => review.resend(req.params.id, requireAccount(req)),
    );

    app.post(
      '/api/driver-applications/:id/regenerate-invitation',
      {
        preValidation: adminOnly,
        schema: {
          tags: ['drivers'],
          summary: 'Revoke the invitation code and email a new one (admins)',
          params: driverApplicationIdParamsSchema,
          body: noBody,
          response: { 200: driverApplicationSchema },
        },
      },
      async (req) => review.regenerate(req.params.id, requireAccount(req)),
    );
  };
}

import '../../../shared/zod-setup.ts';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { analyticsQuerySchema, analyticsSchema } from '../../../shared/contracts/admin-analytics.ts';
import { sendJson } from '../../plugins/send-json.ts';
import { requirePermission } from '../auth/guards.ts';
import { createAdminAnalyticsRepository } from './admin-analytics.repository.ts';
import { createAdminAnalyticsService } from './admin-analytics.service.ts';

/** Analytics under /api/admin/analytics: admins only (401 signed out, 403 any other role). */
export const adminAnalyticsRoutes: FastifyPluginAsyncZod = async (parent) => {
  const { ctx } = parent;
  const analytics = createAdminAnalyticsService({
    repo: createAdminAnalyticsRepository(ctx.database.db),
    clock: ctx.clock,
    reads: ctx.reads.cache,
  });
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.addHook('preValidation', requirePermission('admin:manage'));

  app.get(
    '/api/admin/analytics',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Revenue, bookings, drivers and popular routes over New York dates, computed in SQL (admins)',
        querystring: analyticsQuerySchema,
        response: { 200: analyticsSchema },
      },
    },
    async (req, reply) => sendJson(reply, await analytics.reportJson(req.query), 'no-store'),
  );
};

import '../../../shared/zod-setup.ts';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminDriverDetailSchema,
  adminDriverIdParamsSchema,
  adminDriverListQuerySchema,
  adminDriverListSchema,
  adminDriverSchema,
  adminDriverUpdateSchema,
} from '../../../shared/contracts/admin-drivers.ts';
import { requireAccount, requirePermission } from '../auth/guards.ts';
import { createAdminDriversRepository } from './admin-drivers.repository.ts';
import { createAdminDriversService } from './admin-drivers.service.ts';

/** The Drivers section under /api/admin/drivers: admins only (401 signed out, 403 any other role). */
export const adminDriversRoutes: FastifyPluginAsyncZod = async (parent) => {
  const { ctx } = parent;
  const drivers = createAdminDriversService({
    repo: createAdminDriversRepository(ctx.database.db),
    dispatch: parent.tripDispatch,
    bookings: parent.bookingLifecycle,
    clock: ctx.clock,
  });
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.addHook('preValidation', requirePermission('admin:manage'));
  app.addHook('onSend', async (_req, reply) => {
    reply.header('Cache-Control', 'no-store');
  });
  const tags = ['admin'];

  app.get(
    '/api/admin/drivers',
    {
      schema: {
        tags,
        summary: 'Every driver with availability, rating and trips, and the count per availability (admins)',
        querystring: adminDriverListQuerySchema,
        response: { 200: adminDriverListSchema },
      },
    },
    async (req) => drivers.list(req.query),
  );

  app.get(
    '/api/admin/drivers/:id',
    {
      schema: {
        tags,
        summary: "A driver's profile, vehicle, application, trips, earnings and ratings (admins)",
        params: adminDriverIdParamsSchema,
        response: { 200: adminDriverDetailSchema },
      },
    },
    async (req) => drivers.detail(req.params.id),
  );

  app.patch(
    '/api/admin/drivers/:id',
    {
      schema: {
        tags,
        summary: 'Suspend, reinstate or set a driver offline; a suspension signs them out (admins)',
        params: adminDriverIdParamsSchema,
        body: adminDriverUpdateSchema,
        response: { 200: adminDriverSchema },
      },
    },
    async (req) => drivers.setStatus(req.params.id, req.body, requireAccount(req).id),
  );
};

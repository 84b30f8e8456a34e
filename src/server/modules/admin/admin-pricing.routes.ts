import '../../../shared/zod-setup.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminPricingSchema, adminPricingUpdateSchema } from '../../../shared/contracts/admin-pricing.ts';
import { requireAccount, requirePermission } from '../auth/guards.ts';
import { createAdminPricingService } from './admin-pricing.service.ts';

/**
 * The Pricing tab (admins only): GET /api/admin/pricing shows the configuration in force as the editors show
 * it, with its versions; PUT stores an edited document as the next version. The service's cache is replaced on
 * save, so the next quote, checkout, driver calculator, marketing price and chat answer use it at once.
 */
export const adminPricingRoutes: FastifyPluginAsyncZod = async (app) => {
  const adminOnly = requirePermission('admin:manage');
  const service = createAdminPricingService({ db: app.ctx.database.db, pricing: app.pricing });

  app.get(
    '/api/admin/pricing',
    {
      preValidation: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'The pricing configuration in force, in editor units, with its versions (admins)',
        response: { 200: adminPricingSchema },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      return service.view();
    },
  );

  app.put(
    '/api/admin/pricing',
    {
      preValidation: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Save the edited prices as a new version (409 when someone saved meanwhile; admins)',
        body: adminPricingUpdateSchema,
        response: { 200: adminPricingSchema },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return service.save(req.body.document, req.body.expectedVersion, requireAccount(req).id);
    },
  );
};

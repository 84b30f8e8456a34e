import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '../auth/guards.ts';
import { adminAnalyticsRoutes } from './admin-analytics.routes.ts';
import { adminBookingsRoutes, createAdminBookingsServices } from './admin-bookings.routes.ts';
import { adminDriversRoutes } from './admin-drivers.routes.ts';
import { adminOpsRoutes, createAdminOpsServices } from './admin-ops.routes.ts';
import { adminPricingRoutes } from './admin-pricing.routes.ts';

const plugin: FastifyPluginAsyncZod = async (app) => {
  // Admins only, before anything else: every route of this plugin answers 401 without a session and 403 to
  // every other role before its input is even validated, so a stranger cannot probe the contracts.
  app.addHook('onRequest', requirePermission('admin:manage'));
  // Each area of the back office registers its routes here (and may repeat the guard per route).
  await app.register(adminPricingRoutes);
  await app.register(adminOpsRoutes(createAdminOpsServices(app.ctx)));
  await app.register(adminBookingsRoutes(createAdminBookingsServices(app)));
  await app.register(adminDriversRoutes);
  await app.register(adminAnalyticsRoutes);
};

/**
 * The admin back office (/admin): bookings management, drivers, analytics, pricing, outbox, contact messages
 * and the audit log, all under /api/admin.
 */
export const adminModule = fp(plugin, {
  name: 'admin',
  dependencies: ['infrastructure', 'auth', 'bookings', 'pricing', 'trips'],
  encapsulate: true,
});

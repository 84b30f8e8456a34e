import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const plugin: FastifyPluginAsyncZod = async (app) => {
  // Each area of the back office registers its routes here (admins only: every route uses
  // `requirePermission('admin:manage')`, so anonymous sessions get 401 and every other role 403).
  void app;
};

/**
 * The admin back office (/admin): bookings management, drivers, analytics, pricing, outbox, contact messages
 * and the audit log, all under /api/admin.
 */
export const adminModule = fp(plugin, {
  name: 'admin',
  dependencies: ['infrastructure', 'auth', 'bookings', 'pricing'],
  encapsulate: true,
});

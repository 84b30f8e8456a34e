import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { scheduleJob } from '../../jobs/scheduled-jobs.ts';
import { requirePermission } from '../auth/guards.ts';
import { createAdminAnalyticsRepository } from './admin-analytics.repository.ts';
import { adminAnalyticsRoutes } from './admin-analytics.routes.ts';
import { adminAttentionRoutes } from './admin-attention.routes.ts';
import { adminBookingsRoutes, createAdminBookingsServices } from './admin-bookings.routes.ts';
import { adminDriversRoutes } from './admin-drivers.routes.ts';
import { adminOpsRoutes, createAdminOpsServices } from './admin-ops.routes.ts';
import { adminPricingRoutes } from './admin-pricing.routes.ts';
import { dispatchBoardRoutes } from './dispatch-board.routes.ts';

/** How often the sweep of pending refunds runs across all processes, and how often each process asks. */
export const REFUND_SWEEP = { everyMs: 5 * 60_000, checkEveryMs: 60_000, firstCheckMs: 30_000 } as const;
/** How often the analytics' rollup deltas are folded in (reports read both, so this is only about size). */
export const ROLLUP_FOLD = { everyMs: 30_000, checkEveryMs: 10_000, firstCheckMs: 10_000 } as const;

const plugin: FastifyPluginAsyncZod = async (app) => {
  // Admins only, before anything else: every route of this plugin answers 401 without a session and 403 to
  // every other role before its input is even validated, so a stranger cannot probe the contracts.
  app.addHook('onRequest', requirePermission('admin:manage'));
  // Each area of the back office registers its routes here (and may repeat the guard per route).
  await app.register(adminPricingRoutes);
  await app.register(adminOpsRoutes(createAdminOpsServices(app.ctx)));
  const bookings = createAdminBookingsServices(app);
  await app.register(adminBookingsRoutes(bookings));
  await app.register(adminDriversRoutes);
  await app.register(adminAnalyticsRoutes);
  await app.register(adminAttentionRoutes);
  await app.register(dispatchBoardRoutes);

  // A refund left pending by a crash (between its claim and the provider's answer) is completed by one
  // listening process every few minutes; tests call the sweep themselves.
  let stopSweep = () => {};
  let stopFold = () => {};
  app.addHook('onListen', async () => {
    const analytics = createAdminAnalyticsRepository(app.ctx.database.db);
    stopFold = scheduleJob(
      app.ctx.database.db,
      app.log,
      { name: 'booking-rollups-fold', ...ROLLUP_FOLD, run: () => analytics.foldRollups() },
      app.ctx.clock,
    );
    stopSweep = scheduleJob(
      app.ctx.database.db,
      app.log,
      {
        name: 'pending-refunds',
        ...REFUND_SWEEP,
        run: (now) => bookings.refunds.completePending(now),
      },
      app.ctx.clock,
    );
  });
  app.addHook('onClose', async () => {
    stopSweep();
    stopFold();
  });
};

/**
 * The admin back office (/admin): bookings management, drivers, analytics, pricing, outbox, contact messages
 * and the audit log, all under /api/admin.
 */
export const adminModule = fp(plugin, {
  name: 'admin',
  dependencies: ['infrastructure', 'auth', 'bookings', 'pricing', 'trips', 'compliance'],
  encapsulate: true,
});

import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { liveRoutes } from './live.routes.ts';
import { createLiveService, DEFAULT_LIVE_OPTIONS, type LiveService } from './live.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Live updates: the event streams fed by the database's notifications (decision 047). */
    live: LiveService;
  }
}

const plugin: FastifyPluginAsyncZod = async (app) => {
  const live = createLiveService({
    database: app.ctx.database,
    log: app.log,
    options: {
      ...DEFAULT_LIVE_OPTIONS,
      // A quiet stream must not reach the connection's idle timeout (CONNECTION_TIMEOUT_MS).
      heartbeatMs: Math.min(
        DEFAULT_LIVE_OPTIONS.heartbeatMs,
        Math.floor(app.ctx.env.CONNECTION_TIMEOUT_MS / 2),
      ),
      ...app.ctx.liveOptions,
    },
    freshness: app.ctx.reads.freshness,
  });
  app.decorate('live', live);
  // Before the server stops taking connections: an open stream would keep `close()` waiting for ever.
  app.addHook('preClose', async () => live.closeAll());
  app.addHook('onClose', async () => live.stop());
  // Kept answers (decision 051) are kept only while every change is heard: listening starts with the app.
  if (app.ctx.reads.ttlMs > 0) app.addHook('onReady', async () => live.listen());
  await app.register(liveRoutes({ live, bookings: app.bookingLifecycle }));
};

/**
 * Live updates (decision 047): GET /api/admin/dispatch/events and GET /api/bookings/:number/events; exposes
 * `app.live`.
 */
export const liveModule = fp(plugin, { name: 'live', dependencies: ['infrastructure', 'auth', 'bookings'] });

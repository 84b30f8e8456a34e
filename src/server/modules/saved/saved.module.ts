import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createSavedRepository } from './saved.repository.ts';
import { savedRoutes } from './saved.routes.ts';
import { createSavedService, type SavedService } from './saved.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Saved places and cards of signed-in customers (the checkout saves and charges cards through it). */
    saved: SavedService;
  }
}

const plugin: FastifyPluginAsyncZod = async (app) => {
  const saved = createSavedService({ repo: createSavedRepository(app.ctx.database.db) });
  app.decorate('saved', saved);
  await app.register(savedRoutes(saved, { writes: app.ctx.limits.checkout }));
};

/** Saved places and cards (PRODUCT decision 27): GET/POST/DELETE /api/saved/…; exposes `app.saved`. */
export const savedModule = fp(plugin, { name: 'saved', dependencies: ['infrastructure', 'auth'] });

import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createCatalogRepository } from './catalog.repository.ts';
import { catalogRoutes } from './catalog.routes.ts';
import { createCatalogService, type CatalogService } from './catalog.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Services, fleet, testimonials and cities (for quotes, checkout and the chat). */
    catalog: CatalogService;
  }
}

const plugin: FastifyPluginAsyncZod = async (app) => {
  const catalog = createCatalogService({ repo: createCatalogRepository(app.ctx.database.db) });
  app.decorate('catalog', catalog);
  await app.register(catalogRoutes(catalog));
};

/** Catalog: its repository and service, the public reference-data routes; exposes `app.catalog`. */
export const catalogModule = fp(plugin, { name: 'catalog', dependencies: ['infrastructure'] });

import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createPricingRepository } from './pricing.repository.ts';
import { packagePricesRoutes } from './package-prices.routes.ts';
import { pricingRoutes } from './pricing.routes.ts';
import { createPricingService, type PricingService } from './pricing.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The pricing configuration every price is computed from (for maps, quotes and the chat). */
    pricing: PricingService;
  }
}

const plugin: FastifyPluginAsyncZod = async (app) => {
  const pricing = createPricingService({ repo: createPricingRepository(app.ctx.database.db) });
  app.decorate('pricing', pricing);
  await app.register(pricingRoutes(pricing));
  await app.register(packagePricesRoutes(pricing));
};

/** Pricing: its repository, the cached configuration service and GET /api/pricing; exposes `app.pricing`. */
export const pricingModule = fp(plugin, { name: 'pricing', dependencies: ['infrastructure', 'auth'] });

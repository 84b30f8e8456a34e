import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createPricingRepository } from './pricing.repository.ts';
import { createPricingService, type PricingService } from './pricing.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The pricing configuration every price is computed from (for maps, quotes and the chat). */
    pricing: PricingService;
  }
}

const plugin: FastifyPluginAsyncZod = async (app) => {
  app.decorate('pricing', createPricingService({ repo: createPricingRepository(app.ctx.database.db) }));
};

/** Pricing: its repository and the cached configuration service (no routes yet); exposes `app.pricing`. */
export const pricingModule = fp(plugin, { name: 'pricing', dependencies: ['infrastructure'] });

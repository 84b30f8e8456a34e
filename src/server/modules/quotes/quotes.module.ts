import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { quoteRoutes } from './quote.routes.ts';
import { createQuoteService, type QuoteService } from './quote.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Server-side prices for every vehicle (for checkout and the chat). */
    quotes: QuoteService;
  }
}

const plugin: FastifyPluginAsyncZod = async (app) => {
  const quotes = createQuoteService({
    maps: app.maps,
    pricing: app.pricing,
    catalog: app.catalog,
    clock: app.ctx.clock,
    window: app.ctx.bookingWindow,
  });
  app.decorate('quotes', quotes);
  await app.register(quoteRoutes(quotes, app.ctx.limits.quotes));
};

/** Quotes: the quote service over maps, pricing and the catalog, and POST /api/quotes; exposes `app.quotes`. */
export const quotesModule = fp(plugin, {
  name: 'quotes',
  dependencies: ['infrastructure', 'catalog', 'pricing', 'maps'],
});

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { quoteRequestSchema, quoteResponseSchema } from '../../../shared/contracts/quotes.ts';
import type { QuoteService } from './quote.service.ts';

/** POST /api/quotes: route summary and a price for each vehicle, computed on the server. */
export function quoteRoutes(
  quotes: QuoteService,
  limit: { max: number; timeWindow: number },
): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/quotes',
      {
        config: { rateLimit: limit },
        schema: {
          tags: ['quotes'],
          summary: 'Price a ride for every vehicle (custom route or package, return leg, extras, tax)',
          body: quoteRequestSchema,
          response: { 200: quoteResponseSchema },
        },
      },
      async (req, reply) => reply.header('Cache-Control', 'no-store').send(await quotes.quote(req.body)),
    );
  };
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { quoteRequestSchema, quoteResponseSchema } from '../../../shared/contracts/quotes.ts';
import { sendJson } from '../../plugins/send-json.ts';
import type { QuoteService } from './quote.service.ts';

/**
 * POST /api/quotes: route summary and a price for each vehicle, computed on the server. The answer is built
 * to the response schema's type by the quote service (the compiler checks it; a test parses many answers with
 * the schema and finds them unchanged), so it is sent as JSON directly: checking every field of every
 * vehicle's legs with zod on each request cost more than the quote itself (decision 010's hot-read rule). The
 * same ride asked again within a minute gets the answer already made (quoteJson), its times checked again.
 */
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
      async (req, reply) => sendJson(reply, await quotes.quoteJson(req.body), 'no-store'),
    );
  };
}

import '../../../shared/zod-setup.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { packagePricesSchema } from '../../../shared/contracts/package-prices.ts';
import { includedHours, packageCoverage } from '../../../shared/domain/package-coverage.ts';
import type { PricingConfig } from '../../../shared/domain/pricing-config.ts';
import { sendJson } from '../../plugins/send-json.ts';
import type { PricingService } from './pricing.service.ts';

/**
 * GET /api/packages: the marketing pages' package prices from the configuration in force. Serialized once per
 * configuration (a save replaces the cached configuration object), revalidated by the browser on every visit
 * (ETag of the version), so an admin's new price shows on the next page view.
 */
export function packagePricesRoutes(pricing: PricingService): FastifyPluginAsyncZod {
  return async (app) => {
    let cached: { config: PricingConfig; etag: string; json: string } | null = null;

    app.get(
      '/api/packages',
      {
        schema: {
          tags: ['pricing'],
          summary: 'Package prices of the marketing pages (public)',
          response: { 200: packagePricesSchema, 304: z.null() },
        },
      },
      async (req, reply) => {
        const record = await pricing.record();
        if (cached?.config !== record.config) {
          const body = z.parse(packagePricesSchema, {
            version: record.version,
            packages: record.config.packages.map((p) => ({
              id: p.id,
              kind: p.kind,
              name: p.name,
              price: p.basePriceCents / 100,
              // The hours a time package includes (events: package-coverage.ts), as the quote prices them.
              hours: includedHours(p, packageCoverage(p.id)) ?? p.hours ?? null,
            })),
          });
          cached = { config: record.config, etag: `"pricing-${record.version}"`, json: JSON.stringify(body) };
        }
        reply.header('ETag', cached.etag);
        if (req.headers['if-none-match'] === cached.etag) {
          return reply.header('Cache-Control', 'public, no-cache').code(304).send(null);
        }
        return sendJson(reply, cached.json, 'public, no-cache');
      },
    );
  };
}

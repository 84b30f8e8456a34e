import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pricingResponseSchema } from '../../../shared/contracts/pricing.ts';
import { requireRole } from '../auth/guards.ts';
import type { PricingService } from './pricing.service.ts';

/** The stored pricing configuration for the drivers' Pricing tab and the admin (read-only here). */
export function pricingRoutes(pricing: PricingService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/pricing',
      {
        preValidation: requireRole('driver', 'admin'),
        schema: {
          tags: ['pricing'],
          summary: 'The pricing configuration in force (drivers and admins)',
          response: { 200: pricingResponseSchema },
        },
      },
      async (_req, reply) => {
        const record = await pricing.record();
        return reply.header('Cache-Control', 'private, no-store').send({
          version: record.version,
          updatedAt: record.updatedAt?.toISOString() ?? null,
          config: record.config,
        });
      },
    );
  };
}

import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createSettlementsRepository } from './settlements.repository.ts';
import { settlementsRoutes } from './settlements.routes.ts';
import { createSettlementsService } from './settlements.service.ts';

const plugin: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const settlements = createSettlementsService({
    repo: createSettlementsRepository(ctx.database.db),
    pricing: app.pricing,
    clock: ctx.clock,
  });
  await app.register(settlementsRoutes(settlements));
};

/**
 * The chauffeurs' weekly statements (issue 36): the chauffeur's own (Earnings tab) and every chauffeur's for the
 * back office, with CSV and PDF, adjustments and the mark-paid that freezes a week.
 */
export const settlementsModule = fp(plugin, {
  name: 'settlements',
  dependencies: ['infrastructure', 'auth', 'pricing'],
  encapsulate: true,
});

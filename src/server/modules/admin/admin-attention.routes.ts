import '../../../shared/zod-setup.ts';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { adminAttentionSchema } from '../../../shared/contracts/admin-attention.ts';
import { requirePermission } from '../auth/guards.ts';
import { createAdminAttentionRepository } from './admin-attention.repository.ts';

/** GET /api/admin/attention: the header's counts (admins only: 401 signed out, 403 any other role). */
export const adminAttentionRoutes: FastifyPluginAsyncZod = async (parent) => {
  const repo = createAdminAttentionRepository(parent.ctx.database.db);
  const clock = parent.ctx.clock ?? (() => new Date());
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.addHook('preValidation', requirePermission('admin:manage'));

  app.get(
    '/api/admin/attention',
    {
      schema: {
        tags: ['admin'],
        summary:
          'What waits for dispatch: paid rides without a chauffeur (those dropped by one, those picking up within 2 hours), applications to review (admins)',
        querystring: z.strictObject({}),
        response: { 200: adminAttentionSchema },
      },
    },
    async (_req, reply) => {
      reply.header('Cache-Control', 'no-store');
      return repo.counts(clock());
    },
  );
};

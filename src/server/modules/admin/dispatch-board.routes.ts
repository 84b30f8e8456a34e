import '../../../shared/zod-setup.ts';
import * as z from 'zod/mini';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { dispatchBoardQuerySchema, dispatchBoardSchema } from '../../../shared/contracts/dispatch-board.ts';
import { nyDate } from '../../../shared/domain/dispatch-board.ts';
import { sendJson } from '../../plugins/send-json.ts';
import { requirePermission } from '../auth/guards.ts';
import { createDispatchBoardRepository } from './dispatch-board.repository.ts';
import { createDispatchBoardService } from './dispatch-board.service.ts';

/** GET /api/admin/dispatch/board: the dispatch board of a day (admins only: 401 signed out, 403 any other role). */
export const dispatchBoardRoutes: FastifyPluginAsyncZod = async (parent) => {
  const service = createDispatchBoardService({
    repo: createDispatchBoardRepository(parent.ctx.database.db),
    compliance: parent.compliance,
    clock: parent.ctx.clock,
  });
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.addHook('preValidation', requirePermission('admin:manage'));

  app.get(
    '/api/admin/dispatch/board',
    {
      schema: {
        tags: ['admin'],
        summary:
          "The dispatch board of a New York day (today by default): the chauffeurs' rows of rides, the unassigned rides and queue, the pickups (admins)",
        querystring: dispatchBoardQuerySchema,
        response: { 200: dispatchBoardSchema },
      },
    },
    async (req, reply) => {
      // Kept while no ride and no chauffeur changed (decision 051): every dispatcher's board of a day is one.
      const day = req.query.date ?? nyDate(parent.ctx.clock?.() ?? new Date());
      const json = await parent.ctx.reads.cache.get(`board:${day}`, ['rides', 'drivers'], async () =>
        JSON.stringify(z.parse(dispatchBoardSchema, await service.board(req.query.date))),
      );
      return sendJson(reply, json, 'no-store');
    },
  );
};

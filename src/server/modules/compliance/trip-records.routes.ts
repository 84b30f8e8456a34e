import '../../../shared/zod-setup.ts';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { tripRecordsCheckSchema, tripRecordsQuerySchema } from '../../../shared/contracts/trip-records.ts';
import { requireAccount, requirePermission } from '../auth/guards.ts';
import type { TripRecordsService } from './trip-records.service.ts';

const NO_STORE = 'private, no-store';

/**
 * The TLC trip records under /api/admin/compliance (issue 37, decision 34): admins only (401 signed out, 403 any
 * other role, refused before the month is validated).
 */
export function tripRecordsRoutes(records: TripRecordsService): FastifyPluginAsyncZod {
  return async (parent) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    app.addHook('preValidation', requirePermission('admin:manage'));
    app.addHook('onSend', async (_req, reply) => {
      reply.header('Cache-Control', NO_STORE);
    });
    const tags = ['admin'];

    app.get(
      '/api/admin/compliance/trip-records/check',
      {
        schema: {
          tags,
          summary:
            "A month's TLC trip records before the download: the file's name and rows, and every trip that cannot be filed and why (admins)",
          querystring: tripRecordsQuerySchema,
          response: { 200: tripRecordsCheckSchema },
        },
      },
      async (req) => records.check(req.query.month),
    );

    app.get(
      '/api/admin/compliance/trip-records.csv',
      {
        schema: {
          tags,
          summary:
            "A month's TLC trip-record file (CSV, BASELICENSE_yyyymmdd-yyyymmdd.csv), recorded in the audit log as a submission with its SHA-256; 409 without the base's TLC license (admins)",
          querystring: tripRecordsQuerySchema,
        },
      },
      async (req, reply) => {
        const file = await records.download(req.query.month, requireAccount(req).id);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .send(file.body);
      },
    );
  };
}

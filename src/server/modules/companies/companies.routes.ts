import '../../../shared/zod-setup.ts';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  companyIdParamsSchema,
  companyInputSchema,
  companyListQuerySchema,
  companyListSchema,
  companySchema,
  companyWithBalanceSchema,
} from '../../../shared/contracts/companies.ts';
import { documented } from '../../plugins/openapi.ts';
import { requireAccount, requirePermission } from '../auth/guards.ts';
import type { CompaniesService } from './companies.service.ts';

/** An admin route's options: its OpenAPI tags and summary, and its schemas. */
const admin = documented('admin', 'companies');

/**
 * Company accounts under /api/admin (issue 38, decision 055). Admins only: 401 signed out and 403 any other role,
 * before the input is read. Every answer is no-store; every write is audited by the service.
 */
export function companiesRoutes(companies: CompaniesService): FastifyPluginAsyncZod {
  return async (parent) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    app.addHook('onRequest', requirePermission('admin:manage'));
    app.addHook('onSend', async (_req, reply) => {
      reply.header('Cache-Control', 'no-store');
    });

    app.get(
      '/api/admin/companies',
      admin(
        'Company accounts by legal name with their balances, of one status or whose name contains `q` (admins)',
        {
          querystring: companyListQuerySchema,
          response: { 200: companyListSchema },
        },
      ),
      async (req) => companies.list(req.query),
    );

    app.post(
      '/api/admin/companies',
      admin('Create a company account (unique legal name; audited)', {
        body: companyInputSchema,
        response: { 201: companySchema },
      }),
      async (req, reply) => reply.code(201).send(await companies.create(requireAccount(req), req.body)),
    );

    app.get(
      '/api/admin/companies/:id',
      admin('A company account with its balance, overdue invoices and members (admins)', {
        params: companyIdParamsSchema,
        response: { 200: companyWithBalanceSchema },
      }),
      async (req) => companies.get(req.params.id),
    );

    app.put(
      '/api/admin/companies/:id',
      admin("Replace a company account's fields; on hold needs its reason (audited)", {
        params: companyIdParamsSchema,
        body: companyInputSchema,
        response: { 200: companySchema },
      }),
      async (req) => companies.update(requireAccount(req), req.params.id, req.body),
    );
  };
}

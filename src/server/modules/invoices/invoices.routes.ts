import '../../../shared/zod-setup.ts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  invoiceIdParamsSchema,
  invoiceListQuerySchema,
  invoiceListSchema,
  invoicePaySchema,
  invoiceRunSchema,
  invoiceSchema,
  invoiceVoidSchema,
} from '../../../shared/contracts/invoices.ts';
import { AppError } from '../../../shared/errors.ts';
import { documented } from '../../plugins/openapi.ts';
import { requireAccount, requirePermission } from '../auth/guards.ts';
import type { InvoicesService } from './invoices.service.ts';

const admin = documented('admin', 'invoices');
const company = documented('companies', 'invoices');

function download(
  reply: FastifyReply,
  file: { filename: string; body: Buffer | string },
  format: 'pdf' | 'csv',
) {
  return reply
    .header('content-type', format === 'csv' ? 'text/csv; charset=utf-8' : 'application/pdf')
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .send(file.body);
}

/**
 * The companies' invoices (issue 38, decision 057). Under /api/admin/invoices, admins only (401 signed out, 403
 * any other role, before the input is read), every write audited. Under /api/company/invoices, an active company
 * admin of the invoice's company (404 `companies.notMember` for an account that is no member, 403
 * `companies.notCompanyAdmin` for a member who is not its admin, 404 for another company's invoice). No-store.
 */
export function invoicesRoutes(invoices: InvoicesService): FastifyPluginAsyncZod {
  return async (parent) => {
    parent.addHook('onSend', async (_req, reply) => {
      reply.header('Cache-Control', 'private, no-store');
    });

    await parent.register(async (scope) => {
      const app = scope.withTypeProvider<ZodTypeProvider>();
      app.addHook('onRequest', requirePermission('admin:manage'));

      app.get(
        '/api/admin/invoices',
        admin('Company invoices, newest first: of one company, one status, or overdue (admins)', {
          querystring: invoiceListQuerySchema,
          response: { 200: invoiceListSchema },
        }),
        async (req) => invoices.list(req.query),
      );

      app.post(
        '/api/admin/invoices/run',
        admin(
          'Invoice a New York month before the current one now (and any earlier month left over; audited)',
          {
            body: invoiceRunSchema,
            response: { 200: invoiceListSchema },
          },
        ),
        async (req) => invoices.runMonth(requireAccount(req), req.body.month),
      );

      app.get(
        '/api/admin/invoices/:id',
        admin('A company invoice with its lines (admins)', {
          params: invoiceIdParamsSchema,
          response: { 200: invoiceSchema },
        }),
        async (req) => invoices.get(req.params.id),
      );

      for (const format of ['pdf', 'csv'] as const) {
        app.get(
          `/api/admin/invoices/:id/invoice.${format}`,
          admin(`A company invoice as ${format.toUpperCase()}, in the company's language (admins)`, {
            params: invoiceIdParamsSchema,
          }),
          async (req, reply) => download(reply, await invoices.file(req.params.id, format), format),
        );
      }

      app.post(
        '/api/admin/invoices/:id/pay',
        admin('Mark an open invoice paid: amount, date, method (409 when not open; audited)', {
          params: invoiceIdParamsSchema,
          body: invoicePaySchema,
          response: { 200: invoiceSchema },
        }),
        async (req) => invoices.pay(requireAccount(req), req.params.id, req.body),
      );

      app.post(
        '/api/admin/invoices/:id/void',
        admin('Void an open invoice with a reason; it keeps its number and releases its rides (audited)', {
          params: invoiceIdParamsSchema,
          body: invoiceVoidSchema,
          response: { 200: invoiceSchema },
        }),
        async (req) => invoices.void(requireAccount(req), req.params.id, req.body),
      );
    });

    await parent.register(async (scope) => {
      const app = scope.withTypeProvider<ZodTypeProvider>();
      app.addHook('onRequest', async (req) => {
        if (!req.auth) throw new AppError('auth.signInRequired');
      });

      app.get(
        '/api/company/invoices',
        company("The company's invoices, newest first (its company admins)", {
          response: { 200: invoiceListSchema },
        }),
        async (req) => invoices.list({ companyId: await invoices.companyOf(requireAccount(req).id) }),
      );

      for (const format of ['pdf', 'csv'] as const) {
        app.get(
          `/api/company/invoices/:id/invoice.${format}`,
          company(`One of the company's invoices as ${format.toUpperCase()} (its company admins)`, {
            params: invoiceIdParamsSchema,
          }),
          async (req, reply) => {
            const companyId = await invoices.companyOf(requireAccount(req).id);
            return download(reply, await invoices.file(req.params.id, format, companyId), format);
          },
        );
      }
    });
  };
}

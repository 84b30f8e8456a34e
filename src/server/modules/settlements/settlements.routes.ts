import '../../../shared/zod-setup.ts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Locale } from '../../../shared/contracts/locale.ts';
import {
  adminSettlementWeekSchema,
  adminSettlementsQuerySchema,
  driverSettlementListSchema,
  settlementAdjustmentResultSchema,
  settlementAdjustmentSchema,
  settlementDownloadQuerySchema,
  settlementDriverParamsSchema,
  settlementPaySchema,
  settlementStatementSchema,
  settlementWeekParamsSchema,
  type SettlementStatement,
} from '../../../shared/contracts/settlements.ts';
import { requireAccount, requirePermission } from '../auth/guards.ts';
import { renderSettlementCsv } from './settlement-csv.ts';
import { renderSettlementPdf } from './settlement-pdf.ts';
import { statementFileName } from './settlement-text.ts';
import type { SettlementsService } from './settlements.service.ts';

const NO_STORE = 'private, no-store';

async function download(
  reply: FastifyReply,
  s: SettlementStatement,
  format: 'csv' | 'pdf',
  lang: Locale | undefined,
): Promise<FastifyReply> {
  const name = `${statementFileName(s)}.${format}`;
  const body = format === 'csv' ? renderSettlementCsv(s, lang) : await renderSettlementPdf(s, lang);
  return reply
    .header('content-type', format === 'csv' ? 'text/csv; charset=utf-8' : 'application/pdf')
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', NO_STORE)
    .send(body);
}

/**
 * The weekly statements: the chauffeur's own under /api/driver/settlements (role driver: `trips:drive`; the
 * routes take no chauffeur id, so a chauffeur reads only their own), everyone's under /api/admin/settlements
 * (admins only, refused before the input is validated).
 */
export function settlementsRoutes(settlements: SettlementsService): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(async (scope) => {
      const driver = scope.withTypeProvider<ZodTypeProvider>();
      driver.addHook('preValidation', requirePermission('trips:drive'));
      driver.addHook('onSend', async (_req, reply) => {
        reply.header('Cache-Control', NO_STORE);
      });
      const tags = ['driver'];

      driver.get(
        '/api/driver/settlements',
        {
          schema: {
            tags,
            summary: "The chauffeur's weekly statements, newest first (New York weeks, Monday to Sunday)",
            response: { 200: driverSettlementListSchema },
          },
        },
        async (req) => settlements.driverList(requireAccount(req).id),
      );

      driver.get(
        '/api/driver/settlements/:week',
        {
          schema: {
            tags,
            summary:
              "One week's statement of the chauffeur: trips, waiting, tips, tolls and parking, adjustments",
            params: settlementWeekParamsSchema,
            response: { 200: settlementStatementSchema },
          },
        },
        async (req) => settlements.ownStatement(requireAccount(req).id, req.params.week),
      );

      for (const format of ['csv', 'pdf'] as const) {
        driver.get(
          `/api/driver/settlements/:week/statement.${format}`,
          {
            schema: {
              tags,
              summary: `One week's statement of the chauffeur as ${format.toUpperCase()} (lang: en or es)`,
              params: settlementWeekParamsSchema,
              querystring: settlementDownloadQuerySchema,
            },
          },
          async (req, reply) =>
            download(
              reply,
              await settlements.ownStatement(requireAccount(req).id, req.params.week),
              format,
              req.query.lang,
            ),
        );
      }
    });

    await app.register(async (scope) => {
      const admin = scope.withTypeProvider<ZodTypeProvider>();
      admin.addHook('onRequest', requirePermission('admin:manage'));
      admin.addHook('onSend', async (_req, reply) => {
        reply.header('Cache-Control', NO_STORE);
      });
      const tags = ['admin'];

      admin.get(
        '/api/admin/settlements',
        {
          schema: {
            tags,
            summary: "Every chauffeur's statement of a week (default: the last week that is over) (admins)",
            querystring: adminSettlementsQuerySchema,
            response: { 200: adminSettlementWeekSchema },
          },
        },
        async (req) => settlements.adminWeek(req.query.week),
      );

      admin.get(
        '/api/admin/settlements/:week/drivers/:driverId',
        {
          schema: {
            tags,
            summary: "One chauffeur's statement of a week (admins)",
            params: settlementDriverParamsSchema,
            response: { 200: settlementStatementSchema },
          },
        },
        async (req) => settlements.statement(req.params.driverId, req.params.week),
      );

      for (const format of ['csv', 'pdf'] as const) {
        admin.get(
          `/api/admin/settlements/:week/drivers/:driverId/statement.${format}`,
          {
            schema: {
              tags,
              summary: `One chauffeur's statement of a week as ${format.toUpperCase()} (admins)`,
              params: settlementDriverParamsSchema,
              querystring: settlementDownloadQuerySchema,
            },
          },
          async (req, reply) =>
            download(
              reply,
              await settlements.statement(req.params.driverId, req.params.week),
              format,
              req.query.lang,
            ),
        );
      }

      admin.post(
        '/api/admin/settlements/:week/drivers/:driverId/adjustments',
        {
          schema: {
            tags,
            summary:
              "Adds a signed amount with a reason to a chauffeur's week; a paid week's goes to the next (admins)",
            params: settlementDriverParamsSchema,
            body: settlementAdjustmentSchema,
            response: { 201: settlementAdjustmentResultSchema },
          },
        },
        async (req, reply) =>
          reply
            .code(201)
            .send(
              await settlements.addAdjustment(
                req.params.driverId,
                req.params.week,
                req.body,
                requireAccount(req).id,
              ),
            ),
      );

      admin.post(
        '/api/admin/settlements/:week/drivers/:driverId/pay',
        {
          schema: {
            tags,
            summary: 'Marks a finished week paid (date, method, reference); its statement is frozen (admins)',
            params: settlementDriverParamsSchema,
            body: settlementPaySchema,
            response: { 200: settlementStatementSchema },
          },
        },
        async (req) =>
          settlements.markPaid(req.params.driverId, req.params.week, req.body, requireAccount(req).id),
      );
    });
  };
}

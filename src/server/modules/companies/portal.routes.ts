import '../../../shared/zod-setup.ts';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  companyBookingNumberParamsSchema,
  companyBookingsListSchema,
  companyBookingsQuerySchema,
  companyMembershipSchema,
  receiptLangQuerySchema,
} from '../../../shared/contracts/company-portal.ts';
import { documented } from '../../plugins/openapi.ts';
import * as z from 'zod/mini';
import { membershipIfAny, membershipOf, requireMembership } from './members.routes.ts';
import type { MembersRepository } from './members.repository.ts';
import type { PortalService } from './portal.service.ts';

const portal = documented('company');

/**
 * The company portal's reads (decision 056), for an active member of a company (401 signed out; 403 guests,
 * chauffeurs and admins; 404 `companies.notMember`): the rides the member may see, their receipts; and the
 * membership itself (null for a customer of no company).
 */
export function portalRoutes(service: PortalService, repo: MembersRepository): FastifyPluginAsyncZod {
  return async (parent) => {
    // GET /api/company: asked by every signed-in customer's pages (the header's Company link, the payment step), so
    // a customer of no company is an answer (null), not an error (a 404 would be logged by every browser).
    await parent.register(async (scope) => {
      scope.addHook('onRequest', requireMembership(repo, { optional: true }));
      scope.addHook('onSend', async (_req, reply) => {
        reply.header('Cache-Control', 'private, no-store');
      });
      scope.withTypeProvider<ZodTypeProvider>().get(
        '/api/company',
        portal("The caller's company, roles and (company admins) the month's running total; null for none", {
          response: { 200: z.nullable(companyMembershipSchema) },
        }),
        async (req) => {
          const m = membershipIfAny(req);
          return m ? service.membership(m) : null;
        },
      );
    });
    await parent.register(async (strict) => {
      const app = strict.withTypeProvider<ZodTypeProvider>();
      app.addHook('onRequest', requireMembership(repo));
      app.addHook('onSend', async (_req, reply) => {
        reply.header('Cache-Control', 'private, no-store');
      });

      app.get(
        '/api/company/bookings',
        portal("The company's rides the caller may see (admins all, bookers theirs, travellers their own)", {
          querystring: companyBookingsQuerySchema,
          response: { 200: companyBookingsListSchema },
        }),
        async (req) => service.bookings(membershipOf(req), req.query),
      );

      app.get(
        '/api/company/bookings/:number/receipt.pdf',
        portal("A visible ride's receipt as a PDF, in the page's language (lang), else the booking's", {
          params: companyBookingNumberParamsSchema,
          querystring: receiptLangQuerySchema,
        }),
        async (req, reply) => {
          const { number, pdf } = await service.receiptPdf(
            membershipOf(req),
            req.params.number,
            req.query.lang,
          );
          return reply
            .header('content-type', 'application/pdf')
            .header('content-disposition', `attachment; filename="receipt-${number}.pdf"`)
            .send(pdf);
        },
      );
    });
  };
}

import '../../../shared/zod-setup.ts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  companyCardSetupSchema,
  companyCardStateSchema,
  storeCompanyCardSchema,
} from '../../../shared/contracts/company-card.ts';
import { AppError } from '../../../shared/errors.ts';
import { documented } from '../../plugins/openapi.ts';
import type { RouteLimit } from '../../plugins/infrastructure.ts';
import { requireAccount } from '../auth/guards.ts';
import type { CompanyCardService } from './company-card.service.ts';
import type { MembersRepository } from './members.repository.ts';
import { membershipOf, requireMembership } from './members.routes.ts';

const portal = documented('company');

/** The member must be the company's admin (403 `companies.notCompanyAdmin` otherwise). */
function companyAdmin(req: FastifyRequest) {
  const m = membershipOf(req);
  if (!m.member.isAdmin) throw new AppError('companies.notCompanyAdmin');
  return { company: m.company, actorId: requireAccount(req).id };
}

/** A company's card on file (decision 060), under /api/company: its company admins only. Answers are no-store. */
export function companyCardRoutes(
  cards: CompanyCardService,
  repo: MembersRepository,
  limit: RouteLimit,
): FastifyPluginAsyncZod {
  return async (parent) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    app.addHook('onRequest', requireMembership(repo));
    app.addHook('onSend', async (_req, reply) => {
      reply.header('Cache-Control', 'private, no-store');
    });

    app.get(
      '/api/company/card',
      portal("The company's card on file (label and expiry; company admins), null when none", {
        response: { 200: companyCardStateSchema },
      }),
      async (req) => cards.state(companyAdmin(req).company),
    );

    app.post(
      '/api/company/card/setup',
      {
        config: { rateLimit: limit },
        ...portal(
          "Start keeping a card for the company: the provider's setup for the card form (company admins)",
          {
            response: { 200: companyCardSetupSchema },
          },
        ),
      },
      async (req) => {
        const { company, actorId } = companyAdmin(req);
        return cards.setup(company, actorId);
      },
    );

    app.post(
      '/api/company/card',
      {
        config: { rateLimit: limit },
        ...portal('Keep the card of a confirmed setup as the company card, replacing any (company admins)', {
          body: storeCompanyCardSchema,
          response: { 200: companyCardStateSchema },
        }),
      },
      async (req) => {
        const { company, actorId } = companyAdmin(req);
        return cards.store(company, actorId, req.body.setupIntentId);
      },
    );

    app.delete(
      '/api/company/card',
      {
        config: { rateLimit: limit },
        ...portal("Remove the company's card on file (company admins)", {
          response: { 200: companyCardStateSchema },
        }),
      },
      async (req) => {
        const { company, actorId } = companyAdmin(req);
        return cards.remove(company, actorId);
      },
    );
  };
}

import '../../../shared/zod-setup.ts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { companyIdParamsSchema } from '../../../shared/contracts/companies.ts';
import {
  companyInvitationInputSchema,
  companyInvitationSchema,
  companyMemberSchema,
  companyMembersListSchema,
  companyRolesSchema,
} from '../../../shared/contracts/company-members.ts';
import { companyRecordIdParamsSchema } from '../../../shared/contracts/company-portal.ts';
import { AppError } from '../../../shared/errors.ts';
import { documented } from '../../plugins/openapi.ts';
import type { RouteLimit } from '../../plugins/infrastructure.ts';
import { acceptLanguageLocale } from '../../plugins/request-locale.ts';
import { requireAccount, requirePermission } from '../auth/guards.ts';
import type { Membership, MembersRepository } from './members.repository.ts';
import type { MembersService } from './members.service.ts';

const admin = documented('admin', 'companies');
const portal = documented('company');

const noStore = async (_req: unknown, reply: { header(k: string, v: string): unknown }) => {
  reply.header('Cache-Control', 'no-store');
};

const memberships = new WeakMap<FastifyRequest, Membership>();

/**
 * onRequest hook of the portal's routes (before the input is read): a customer account that is an active member
 * of a company. 401 signed out, 403 a guest, a chauffeur or an admin, 404 `companies.notMember` for a customer of
 * no company. The membership is kept for the handler (`membershipOf`).
 */
export function requireMembership(repo: MembersRepository, options: { optional?: boolean } = {}) {
  return async (req: FastifyRequest) => {
    const user = requireAccount(req);
    if (user.role !== 'passenger') throw new AppError('auth.forbidden');
    const m = await repo.membershipOf(repo.db, user.id);
    if (m) memberships.set(req, m);
    else if (!options.optional) throw new AppError('companies.notMember');
  };
}

/** The request's membership when `requireMembership(repo, { optional: true })` found one, else null. */
export const membershipIfAny = (req: FastifyRequest): Membership | null => memberships.get(req) ?? null;

export function membershipOf(req: FastifyRequest): Membership {
  const m = memberships.get(req);
  if (!m) throw new AppError('companies.notMember');
  return m;
}

/** The member must be the company's admin (403 otherwise). */
function companyAdmin(req: FastifyRequest): Membership {
  const m = membershipOf(req);
  if (!m.member.isAdmin) throw new AppError('companies.notCompanyAdmin');
  return m;
}

const nameOf = (req: FastifyRequest) => {
  const u = requireAccount(req);
  return `${u.firstName} ${u.lastName}`.trim();
};

/** The base's admins: a company's members and invitations (to invite a company's first admin). */
export function adminMembersRoutes(
  members: MembersService,
  repo: MembersRepository,
  limit: RouteLimit,
): FastifyPluginAsyncZod {
  return async (parent) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    app.addHook('onRequest', requirePermission('admin:manage'));
    app.addHook('onSend', noStore);

    app.post(
      '/api/admin/companies/:id/invitations',
      {
        config: { rateLimit: limit },
        ...admin("Invite someone to a company's account, e.g. its first admin (audited; emailed)", {
          params: companyIdParamsSchema,
          body: companyInvitationInputSchema,
          response: { 201: companyInvitationSchema },
        }),
      },
      async (req, reply) => {
        const company = await repo.company(repo.db, req.params.id);
        if (!company) throw new AppError('companies.notFound');
        const actor = { id: requireAccount(req).id, name: nameOf(req), baseAdmin: true };
        // The company's language unless the admin chose one.
        const invitation = await members.invite(actor, company.id, req.body, company.language);
        return reply.code(201).send(invitation);
      },
    );

    app.get(
      '/api/admin/companies/:id/members',
      admin("A company's active members and open invitations (admins)", {
        params: companyIdParamsSchema,
        response: { 200: companyMembersListSchema },
      }),
      async (req) => {
        if (!(await repo.company(repo.db, req.params.id))) throw new AppError('companies.notFound');
        return members.list(req.params.id);
      },
    );
  };
}

/** A company's own admins (and, for leaving, any member) under /api/company. */
export function companyMembersRoutes(
  members: MembersService,
  repo: MembersRepository,
  limit: RouteLimit,
): FastifyPluginAsyncZod {
  return async (parent) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    app.addHook('onRequest', requireMembership(repo));
    app.addHook('onSend', noStore);

    app.get(
      '/api/company/members',
      portal("The company's active members and open invitations (company admins)", {
        response: { 200: companyMembersListSchema },
      }),
      async (req) => members.list(companyAdmin(req).company.id),
    );

    app.post(
      '/api/company/invitations',
      {
        config: { rateLimit: limit },
        ...portal('Invite someone to the company by email (company admins; replaces a pending one)', {
          body: companyInvitationInputSchema,
          response: { 201: companyInvitationSchema },
        }),
      },
      async (req, reply) => {
        const m = companyAdmin(req);
        const user = requireAccount(req);
        const language = acceptLanguageLocale(req.headers['accept-language']) ?? user.locale ?? 'en';
        const invitation = await members.invite(
          { id: user.id, name: nameOf(req), baseAdmin: false },
          m.company.id,
          req.body,
          language,
        );
        return reply.code(201).send(invitation);
      },
    );

    app.delete(
      '/api/company/invitations/:id',
      portal('Revoke a pending invitation of the company (company admins)', {
        params: companyRecordIdParamsSchema,
        response: { 200: companyInvitationSchema },
      }),
      async (req) => members.revoke(companyAdmin(req).company.id, req.params.id),
    );

    app.put(
      '/api/company/members/:id',
      portal("Change a member's roles; the last admin stays admin (company admins)", {
        params: companyRecordIdParamsSchema,
        body: companyRolesSchema,
        response: { 200: companyMemberSchema },
      }),
      async (req) => members.setRoles(companyAdmin(req).company.id, req.params.id, req.body),
    );

    app.delete(
      '/api/company/members/:id',
      portal('Remove a member (kept with their rides); never the last admin (company admins)', {
        params: companyRecordIdParamsSchema,
        response: { 200: companyMemberSchema },
      }),
      async (req) => {
        const m = companyAdmin(req);
        return members.remove(
          { id: m.member.userId, name: '', baseAdmin: false },
          m.company.id,
          req.params.id,
        );
      },
    );

    app.post(
      '/api/company/leave',
      portal('Leave the company (any member; the last admin cannot)', {
        response: { 204: z.null() },
      }),
      async (req, reply) => {
        await members.leave(membershipOf(req));
        return reply.code(204).send(null);
      },
    );
  };
}

import '../../../shared/zod-setup.ts';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  acceptInvitationSchema,
  companyMembershipSchema,
  invitationPreviewSchema,
  invitationTokenParamsSchema,
} from '../../../shared/contracts/company-portal.ts';
import { documented } from '../../plugins/openapi.ts';
import type { RouteLimit } from '../../plugins/infrastructure.ts';
import { acceptLanguageLocale } from '../../plugins/request-locale.ts';
import { setSessionCookie } from '../auth/guards.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { InvitationsService } from './invitations.service.ts';
import type { PortalService } from './portal.service.ts';

const route = documented('company');

/**
 * The invitation link (decision 056): public, the token is the permission (limited per address: a token is 256
 * random bits, the limit only keeps the database quiet). Accepting signed out creates the account and signs in.
 */
export function invitationRoutes(deps: {
  invitations: InvitationsService;
  portal: PortalService;
  accounts: AuthService;
  limit: RouteLimit;
  production: boolean;
}): FastifyPluginAsyncZod {
  const { invitations, portal, accounts, limit, production } = deps;
  return async (parent) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    app.addHook('onSend', async (_req, reply) => {
      reply.header('Cache-Control', 'no-store');
    });

    app.get(
      '/api/company-invitations/:token',
      {
        config: { rateLimit: limit },
        ...route("An invitation's company, email, roles and state (anyone holding the link)", {
          params: invitationTokenParamsSchema,
          response: { 200: invitationPreviewSchema },
        }),
      },
      async (req) => invitations.preview(req.params.token),
    );

    app.post(
      '/api/company-invitations/:token/accept',
      {
        config: { rateLimit: limit },
        ...route(
          'Accept an invitation: the signed-in customer with the invited email joins; signed out, a customer account is created with it and signed in',
          {
            params: invitationTokenParamsSchema,
            body: acceptInvitationSchema,
            response: { 200: companyMembershipSchema },
          },
        ),
      },
      async (req, reply) => {
        const { membership, started } = await invitations.accept(req.auth, req.params.token, req.body, {
          ip: req.ip,
          userAgent: typeof req.headers['user-agent'] === 'string' ? req.headers['user-agent'] : undefined,
          locale: acceptLanguageLocale(req.headers['accept-language']),
        });
        if (started) {
          // A guest's session (if any) ends: the new account's starts.
          await accounts.logout(req.auth?.session.id);
          setSessionCookie(reply, started.token, started.rememberMe, production);
        }
        return portal.membership(membership);
      },
    );
  };
}

import type { FastifyInstance } from 'fastify';
import type { RouteLimit } from '../../plugins/infrastructure.ts';
import { createRecipientLimit } from '../../plugins/rate-limit.ts';
import { companyCardRoutes } from './company-card.routes.ts';
import { invitationRoutes } from './invitations.routes.ts';
import { createInvitationsService } from './invitations.service.ts';
import { createMembersRepository } from './members.repository.ts';
import { adminMembersRoutes, companyMembersRoutes } from './members.routes.ts';
import { createMembersService } from './members.service.ts';
import { createPortalRepository } from './portal.repository.ts';
import { portalRoutes } from './portal.routes.ts';
import { createPortalService } from './portal.service.ts';

/** Invitations sent, per address: a company onboarding its staff sends a few dozen at most in an hour. */
export const INVITATIONS_SENT_LIMIT: RouteLimit = { max: 60, timeWindow: 60 * 60_000 };
/** Invitations to one mailbox, whichever company or admin sends them: nobody is mail-bombed through us. */
export const INVITATIONS_PER_RECIPIENT: RouteLimit = { max: 5, timeWindow: 24 * 60 * 60_000 };
/** The invitation link's reads and accepts, per address (the token is 256 random bits: no guessing). */
export const INVITATION_LINK_LIMIT: RouteLimit = { max: 60, timeWindow: 10 * 60_000 };

/**
 * Members, invitations and the company portal (decision 056), registered by the companies module: the base's
 * admins' routes under /api/admin/companies/{id}, the members' under /api/company, and the public link's under
 * /api/company-invitations.
 */
export async function registerMembersAndPortal(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const repo = createMembersRepository(ctx.database.db);
  const members = createMembersService({
    repo,
    email: ctx.email,
    publicUrl: ctx.publicUrl,
    clock: ctx.clock,
    recipientLimit: createRecipientLimit(ctx.counters, 'company-invitation', INVITATIONS_PER_RECIPIENT),
  });
  const portal = createPortalService({
    repo: createPortalRepository(ctx.database.db),
    lifecycle: app.bookingLifecycle,
    clock: ctx.clock,
  });
  const invitations = createInvitationsService({ repo, accounts: app.accounts, clock: ctx.clock });
  await app.register(adminMembersRoutes(members, repo, INVITATIONS_SENT_LIMIT));
  await app.register(companyMembersRoutes(members, repo, INVITATIONS_SENT_LIMIT));
  await app.register(portalRoutes(portal, repo));
  // The company card on file (decision 060): the service comes with the bookings module's payment provider.
  await app.register(companyCardRoutes(app.companyCards, repo, ctx.limits.checkout));
  await app.register(
    invitationRoutes({
      invitations,
      portal,
      accounts: app.accounts,
      limit: INVITATION_LINK_LIMIT,
      production: ctx.production,
    }),
  );
}

import type { AcceptInvitation, InvitationPreview } from '../../../shared/contracts/company-portal.ts';
import type { FieldError } from '../../../shared/errors.ts';
import { AppError } from '../../../shared/errors.ts';
import type { ErrorCode } from '../../../shared/error-codes.ts';
import type { AuthService, RequestMeta, ResolvedSession } from '../auth/auth.service.ts';
import { hashToken } from '../auth/tokens.ts';
import { invitationState } from './members.service.ts';
import {
  isOtherMembership,
  type InvitationRow,
  type Membership,
  type MembersRepository,
} from './members.repository.ts';

const STATE_CODE: Record<'accepted' | 'expired' | 'revoked', ErrorCode> = {
  accepted: 'companies.invitationUsed',
  expired: 'companies.invitationExpired',
  revoked: 'companies.invitationRevoked',
};

/** The answer to a link that cannot be accepted any more. */
function refuse(row: InvitationRow, now: Date): never {
  const state = invitationState(row, now);
  throw new AppError(state === 'pending' ? 'companies.invitationUsed' : STATE_CODE[state]);
}

/**
 * The invitation link (decision 056): anyone holding the token reads what it offers; accepting joins the
 * signed-in customer whose email is the invited one, or creates that customer's account (signed in). Single use:
 * the invitation is spent by one conditional UPDATE, in the transaction that adds the member, so of two accepts
 * at once one joins and the other is told it was used.
 */
export function createInvitationsService(deps: {
  repo: MembersRepository;
  accounts: AuthService;
  clock?: (() => Date) | undefined;
}) {
  const { repo, accounts } = deps;
  const clock = deps.clock ?? (() => new Date());

  async function byToken(token: string): Promise<InvitationRow> {
    const row = await repo.invitationByHash(repo.db, hashToken(token));
    if (!row) throw new AppError('companies.invitationNotFound');
    return row;
  }

  /** The new account's fields a signed-out person must send: all problems at once, under their fields. */
  function requireSignUp(body: AcceptInvitation) {
    const missing: Record<string, FieldError> = {};
    if (!body.firstName) missing.firstName = { code: 'auth.firstNameMin' };
    if (!body.lastName) missing.lastName = { code: 'auth.lastNameMin' };
    if (!body.password) missing.password = { code: 'auth.passwordMin' };
    if (Object.keys(missing).length) throw new AppError('common.required', undefined, missing);
    return { firstName: body.firstName!, lastName: body.lastName!, password: body.password! };
  }

  return {
    async preview(token: string): Promise<InvitationPreview> {
      const row = await byToken(token);
      const company = await repo.company(repo.db, row.companyId);
      if (!company) throw new AppError('companies.invitationNotFound');
      return {
        companyName: company.legalName,
        email: row.email,
        canBook: row.canBook,
        canRide: row.canRide,
        isAdmin: row.isAdmin,
        state: invitationState(row, clock()),
        expiresAt: row.expiresAt.toISOString(),
        language: row.language,
      };
    },

    /**
     * Accepts: returns the new membership, and the session started when an account was created (the route sets
     * its cookie).
     */
    async accept(
      auth: ResolvedSession | null,
      token: string,
      body: AcceptInvitation,
      meta: RequestMeta,
    ): Promise<{ membership: Membership; started: { token: string; rememberMe: boolean } | null }> {
      const row = await byToken(token);
      if (invitationState(row, clock()) !== 'pending') refuse(row, clock());

      let userId: string;
      let started: { token: string; rememberMe: boolean } | null = null;
      const user = auth?.user;
      if (user) {
        if (user.role !== 'passenger') throw new AppError('companies.customersOnly');
        if (user.email.toLowerCase() !== row.email) throw new AppError('companies.invitationEmailMismatch');
        userId = user.id;
      } else {
        // Signed out (or a guest): a customer account with the invited email, signed in.
        const fields = requireSignUp(body);
        if (await repo.userByEmail(repo.db, row.email)) throw new AppError('companies.signInToAccept');
        try {
          const created = await accounts.register(
            {
              firstName: fields.firstName,
              lastName: fields.lastName,
              email: row.email,
              password: fields.password,
              confirmPassword: fields.password,
              // Optional here (decision 056): an account without a phone, as a Google sign-up's may be.
              phone: body.phone ?? (null as unknown as string),
              termsAccepted: true,
              ...(body.locale ? { locale: body.locale } : {}),
            },
            meta,
          );
          userId = created.user.id;
          started = { token: created.token, rememberMe: created.session.rememberMe };
        } catch (err) {
          if (err instanceof AppError && err.code === 'auth.emailTaken') {
            throw new AppError('companies.signInToAccept');
          }
          throw err;
        }
        // The link came to this address: the email is proven (guest bookings with it join the account).
        const account = await repo.userById(repo.db, userId);
        if (account) await accounts.emailProven(account);
      }

      const at = clock();
      try {
        const membership = await repo.transaction(async (tx) => {
          const current = await repo.membershipOf(tx, userId);
          if (current) {
            throw new AppError(
              current.company.id === row.companyId ? 'companies.alreadyMember' : 'companies.memberOfAnother',
            );
          }
          const spent = await repo.spendInvitation(tx, row.id, userId, at);
          if (!spent) {
            const now = await repo.invitationByHash(tx, row.tokenHash);
            refuse(now ?? row, at);
          }
          const member = await repo.insertMember(tx, {
            companyId: row.companyId,
            userId,
            canBook: row.canBook,
            canRide: row.canRide,
            isAdmin: row.isAdmin,
            invitationId: row.id,
            joinedAt: at,
          });
          const company = await repo.company(tx, row.companyId);
          if (!company) throw new AppError('companies.invitationNotFound');
          return { member, company };
        });
        return { membership, started };
      } catch (err) {
        if (isOtherMembership(err)) throw new AppError('companies.memberOfAnother');
        throw err;
      }
    },
  };
}
export type InvitationsService = ReturnType<typeof createInvitationsService>;

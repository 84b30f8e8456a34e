import type {
  CompanyInvitation,
  CompanyInvitationInput,
  CompanyMember,
  CompanyMembersList,
  CompanyRoles,
} from '../../../shared/contracts/company-members.ts';
import { COMPANY_INVITATION_DAYS } from '../../../shared/domain/companies.ts';
import { AppError } from '../../../shared/errors.ts';
import type { Db } from '../../db/client.ts';
import type { EmailPort } from '../../integrations/email/types.ts';
import type { RecipientLimit } from '../../plugins/rate-limit.ts';
import { newToken } from '../auth/tokens.ts';
import { companyInvitationEmail, joinLink } from './invitations.emails.ts';
import type {
  InvitationRow,
  MemberRow,
  MembersRepository,
  MemberWithAccount,
  Membership,
} from './members.repository.ts';

const DAY_MS = 86_400_000;

/** Who acts: the account, and whether as the base's admin (audited) or as the company's admin. */
export interface MembersActor {
  id: string;
  name: string;
  baseAdmin: boolean;
}

export function invitationState(row: InvitationRow, now: Date): CompanyInvitation['state'] {
  if (row.acceptedAt) return 'accepted';
  if (row.revokedAt) return 'revoked';
  if (row.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'pending';
}

export function invitationView(row: InvitationRow, now: Date): CompanyInvitation {
  return {
    id: row.id,
    companyId: row.companyId,
    email: row.email,
    canBook: row.canBook,
    canRide: row.canRide,
    isAdmin: row.isAdmin,
    state: invitationState(row, now),
    invitedBy: row.invitedByUserId,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
  };
}

function memberView(m: MemberRow & Partial<MemberWithAccount>): CompanyMember {
  return {
    id: m.id,
    userId: m.userId,
    name: `${m.firstName ?? ''} ${m.lastName ?? ''}`.trim(),
    email: m.email ?? '',
    phone: m.phone ?? null,
    canBook: m.canBook,
    canRide: m.canRide,
    isAdmin: m.isAdmin,
    joinedAt: m.joinedAt.toISOString(),
    removedAt: m.removedAt?.toISOString() ?? null,
  };
}

/**
 * A company's members and invitations (decision 056): the base's admins invite a company's first admin; the
 * company's admins invite, revoke, change roles and remove; a member leaves. Every change of one company's
 * members locks the company's row first, so two admins demoting or removing each other at once cannot leave it
 * without an admin.
 */
export function createMembersService(deps: {
  repo: MembersRepository;
  email: EmailPort;
  publicUrl: string;
  clock?: (() => Date) | undefined;
  /** Invitations one address is sent, whichever company or admin sends them. */
  recipientLimit: RecipientLimit;
}) {
  const { repo, email, publicUrl, recipientLimit } = deps;
  const clock = deps.clock ?? (() => new Date());

  async function lockedCompany(tx: Db, companyId: string) {
    const company = await repo.lockCompany(tx, companyId);
    if (!company) throw new AppError('companies.notFound');
    return company;
  }

  async function list(companyId: string): Promise<CompanyMembersList> {
    const now = clock();
    const [members, invitations] = await Promise.all([
      repo.activeMembers(repo.db, companyId),
      repo.openInvitations(repo.db, companyId),
    ]);
    return {
      members: members.map(memberView),
      invitations: invitations.map((i) => invitationView(i, now)),
    };
  }

  /** The member must stay, or another admin must remain, when `member` stops being an admin. */
  async function keepAnAdmin(tx: Db, member: MemberRow) {
    if (member.isAdmin && (await repo.otherAdmins(tx, member.companyId, member.id)) === 0) {
      throw new AppError('companies.lastAdmin');
    }
  }

  return {
    list,

    /**
     * Sends an invitation (a fresh token, 14 days, single use) and its email, in one transaction: an earlier
     * pending invitation to the same address is revoked; an address already an active member is refused.
     */
    async invite(
      actor: MembersActor,
      companyId: string,
      input: CompanyInvitationInput,
      language: 'en' | 'es',
    ): Promise<CompanyInvitation> {
      const at = clock();
      // Counted before the transaction (the shared counters use their own connection; PGlite has one).
      await recipientLimit.hit(input.email);
      const result = await repo.transaction(async (tx) => {
        const company = await lockedCompany(tx, companyId);
        if (await repo.activeMemberByEmail(tx, companyId, input.email)) {
          throw AppError.onField('email', 'companies.alreadyMember');
        }
        await repo.revokePendingTo(tx, companyId, input.email, at);
        const { token, hash } = newToken();
        const lang = input.language ?? language;
        const row = await repo.insertInvitation(tx, {
          companyId,
          email: input.email,
          canBook: input.canBook,
          canRide: input.canRide,
          isAdmin: input.isAdmin,
          tokenHash: hash,
          language: lang,
          invitedByUserId: actor.id,
          createdAt: at,
          expiresAt: new Date(at.getTime() + COMPANY_INVITATION_DAYS * DAY_MS),
        });
        await email.record(
          companyInvitationEmail({
            to: input.email,
            language: lang,
            companyName: company.legalName,
            // The base's admin invites on behalf of the base: the email names the company only.
            inviterName: actor.baseAdmin ? null : actor.name,
            roles: input,
            expiresAt: row.expiresAt,
            link: joinLink(publicUrl, token),
          }),
          tx,
        );
        if (actor.baseAdmin) {
          await repo.audit(tx, {
            actorUserId: actor.id,
            action: 'company.invite',
            entityType: 'company',
            entityId: companyId,
            summary: `${company.legalName}: ${input.email} invited (${[
              input.isAdmin && 'admin',
              input.canBook && 'booker',
              input.canRide && 'traveller',
            ]
              .filter(Boolean)
              .join(', ')})`,
            after: {
              invitationId: row.id,
              email: input.email,
              canBook: input.canBook,
              canRide: input.canRide,
              isAdmin: input.isAdmin,
            },
          });
        }
        return invitationView(row, at);
      });
      email.kick();
      return result;
    },

    /** Revokes a pending invitation of this company (another company's is not found; a spent one stays). */
    async revoke(companyId: string, invitationId: string): Promise<CompanyInvitation> {
      const at = clock();
      const row = await repo.revokeInvitation(repo.db, companyId, invitationId, at);
      if (row) return invitationView(row, at);
      const existing = await repo.invitationOf(repo.db, companyId, invitationId);
      if (!existing) throw new AppError('companies.invitationNotFound');
      return invitationView(existing, at);
    },

    /** New roles for an active member of this company; the last admin keeps the admin role. */
    async setRoles(companyId: string, memberId: string, roles: CompanyRoles): Promise<CompanyMember> {
      return repo.transaction(async (tx) => {
        await lockedCompany(tx, companyId);
        const member = await repo.activeMember(tx, companyId, memberId);
        if (!member) throw new AppError('companies.memberNotFound');
        if (!roles.isAdmin) await keepAnAdmin(tx, member);
        const row = await repo.updateMember(tx, memberId, {
          canBook: roles.canBook,
          canRide: roles.canRide,
          isAdmin: roles.isAdmin,
        });
        if (!row) throw new AppError('companies.memberNotFound');
        const user = await repo.userById(tx, row.userId);
        return memberView({ ...row, ...user, id: row.id });
      });
    },

    /** Removes an active member (kept with removed_at: their rides stay the company's); never the last admin. */
    async remove(actor: MembersActor, companyId: string, memberId: string): Promise<CompanyMember> {
      const at = clock();
      return repo.transaction(async (tx) => {
        await lockedCompany(tx, companyId);
        const member = await repo.activeMember(tx, companyId, memberId);
        if (!member) throw new AppError('companies.memberNotFound');
        await keepAnAdmin(tx, member);
        const row = await repo.updateMember(tx, memberId, { removedAt: at, removedByUserId: actor.id });
        if (!row) throw new AppError('companies.memberNotFound');
        const user = await repo.userById(tx, row.userId);
        return memberView({ ...row, ...user, id: row.id });
      });
    },

    /** The member leaves their company; the last admin cannot. */
    async leave(membership: Membership): Promise<void> {
      const at = clock();
      await repo.transaction(async (tx) => {
        await lockedCompany(tx, membership.company.id);
        const member = await repo.activeMember(tx, membership.company.id, membership.member.id);
        if (!member) throw new AppError('companies.notMember');
        await keepAnAdmin(tx, member);
        await repo.updateMember(tx, member.id, { removedAt: at, removedByUserId: member.userId });
      });
    },
  };
}
export type MembersService = ReturnType<typeof createMembersService>;

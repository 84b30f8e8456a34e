import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { companies, companyInvitations, companyMembers } from '../../db/schema/companies.ts';
import { type AuditEntryInput, recordAudit } from '../admin/audit.ts';

export type MemberRow = typeof companyMembers.$inferSelect;
export type InvitationRow = typeof companyInvitations.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;

/** An active membership with its company (what every portal route starts from). */
export interface Membership {
  member: MemberRow;
  company: CompanyRow;
}

/** A member with the account's name and contacts, for the admins' list. */
export interface MemberWithAccount extends MemberRow {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
}

/** The unique index that keeps an account in one company at a time. */
const ONE_COMPANY_KEY = 'company_members_active_user_key';

/** The one-company-per-account index refused a second active membership (PostgreSQL or PGlite). */
export function isOtherMembership(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return constraint === undefined || constraint === ONE_COMPANY_KEY;
  }
  return false;
}

/**
 * Company members and invitations (decision 056). Writes take the connection they run on (`q`: a transaction),
 * so a change, its audit entry and its email are one.
 */
export function createMembersRepository(db: Db) {
  return {
    db,
    transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => fn(tx as unknown as Db));
    },
    audit: (q: Db, entry: AuditEntryInput) => recordAudit(q, entry),

    /** The company, locked in `q`: every change of a company's members queues behind the others. */
    async lockCompany(q: Db, companyId: string): Promise<CompanyRow | undefined> {
      const [row] = await q.select().from(companies).where(eq(companies.id, companyId)).for('update');
      return row;
    },

    async company(q: Db, companyId: string): Promise<CompanyRow | undefined> {
      const [row] = await q.select().from(companies).where(eq(companies.id, companyId));
      return row;
    },

    /** The account's active membership and its company, if any. */
    async membershipOf(q: Db, userId: string): Promise<Membership | undefined> {
      const [row] = await q
        .select({ member: companyMembers, company: companies })
        .from(companyMembers)
        .innerJoin(companies, eq(companies.id, companyMembers.companyId))
        .where(and(eq(companyMembers.userId, userId), isNull(companyMembers.removedAt)));
      return row;
    },

    /** An active member of this company whose account has this email (case aside). */
    async activeMemberByEmail(q: Db, companyId: string, email: string): Promise<MemberRow | undefined> {
      const [row] = await q
        .select({ member: companyMembers })
        .from(companyMembers)
        .innerJoin(users, eq(users.id, companyMembers.userId))
        .where(
          and(
            eq(companyMembers.companyId, companyId),
            isNull(companyMembers.removedAt),
            sql`lower(${users.email}) = ${email.toLowerCase()}`,
          ),
        );
      return row?.member;
    },

    /** The company's active members (admins first, then by name), with their accounts. */
    async activeMembers(q: Db, companyId: string): Promise<MemberWithAccount[]> {
      const rows = await q
        .select({
          member: companyMembers,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          phone: users.phone,
        })
        .from(companyMembers)
        .innerJoin(users, eq(users.id, companyMembers.userId))
        .where(and(eq(companyMembers.companyId, companyId), isNull(companyMembers.removedAt)))
        .orderBy(desc(companyMembers.isAdmin), users.firstName, users.lastName, companyMembers.id);
      return rows.map((r) => ({
        ...r.member,
        firstName: r.firstName,
        lastName: r.lastName,
        email: r.email,
        phone: r.phone,
      }));
    },

    /** An active member of this company (another company's member is not found). */
    async activeMember(q: Db, companyId: string, memberId: string): Promise<MemberRow | undefined> {
      const [row] = await q
        .select()
        .from(companyMembers)
        .where(
          and(
            eq(companyMembers.id, memberId),
            eq(companyMembers.companyId, companyId),
            isNull(companyMembers.removedAt),
          ),
        );
      return row;
    },

    /** How many active admins the company has besides `exceptMemberId`. */
    async otherAdmins(q: Db, companyId: string, exceptMemberId: string): Promise<number> {
      const [row] = await q
        .select({ n: sql<number>`count(*)::int` })
        .from(companyMembers)
        .where(
          and(
            eq(companyMembers.companyId, companyId),
            isNull(companyMembers.removedAt),
            eq(companyMembers.isAdmin, true),
            ne(companyMembers.id, exceptMemberId),
          ),
        );
      return row?.n ?? 0;
    },

    async insertMember(q: Db, row: typeof companyMembers.$inferInsert): Promise<MemberRow> {
      const [created] = await q.insert(companyMembers).values(row).returning();
      if (!created) throw new Error('member insert returned no row');
      return created;
    },

    async updateMember(
      q: Db,
      memberId: string,
      set: Partial<typeof companyMembers.$inferInsert>,
    ): Promise<MemberRow | undefined> {
      const [row] = await q
        .update(companyMembers)
        .set(set)
        .where(and(eq(companyMembers.id, memberId), isNull(companyMembers.removedAt)))
        .returning();
      return row;
    },

    /** Revokes the pending invitations of this company to this address (a newer one replaces them). */
    async revokePendingTo(q: Db, companyId: string, email: string, at: Date): Promise<number> {
      const rows = await q
        .update(companyInvitations)
        .set({ revokedAt: at })
        .where(
          and(
            eq(companyInvitations.companyId, companyId),
            eq(companyInvitations.email, email),
            isNull(companyInvitations.acceptedAt),
            isNull(companyInvitations.revokedAt),
          ),
        )
        .returning({ id: companyInvitations.id });
      return rows.length;
    },

    async insertInvitation(q: Db, row: typeof companyInvitations.$inferInsert): Promise<InvitationRow> {
      const [created] = await q.insert(companyInvitations).values(row).returning();
      if (!created) throw new Error('invitation insert returned no row');
      return created;
    },

    /** The company's invitations neither accepted nor revoked (pending or expired), newest first. */
    async openInvitations(q: Db, companyId: string): Promise<InvitationRow[]> {
      return q
        .select()
        .from(companyInvitations)
        .where(
          and(
            eq(companyInvitations.companyId, companyId),
            isNull(companyInvitations.acceptedAt),
            isNull(companyInvitations.revokedAt),
          ),
        )
        .orderBy(desc(companyInvitations.createdAt), desc(companyInvitations.id))
        .limit(100);
    },

    async invitationOf(q: Db, companyId: string, id: string): Promise<InvitationRow | undefined> {
      const [row] = await q
        .select()
        .from(companyInvitations)
        .where(and(eq(companyInvitations.id, id), eq(companyInvitations.companyId, companyId)));
      return row;
    },

    async revokeInvitation(
      q: Db,
      companyId: string,
      id: string,
      at: Date,
    ): Promise<InvitationRow | undefined> {
      const [row] = await q
        .update(companyInvitations)
        .set({ revokedAt: at })
        .where(
          and(
            eq(companyInvitations.id, id),
            eq(companyInvitations.companyId, companyId),
            isNull(companyInvitations.acceptedAt),
            isNull(companyInvitations.revokedAt),
          ),
        )
        .returning();
      return row;
    },

    async invitationByHash(q: Db, hash: string): Promise<InvitationRow | undefined> {
      const [row] = await q.select().from(companyInvitations).where(eq(companyInvitations.tokenHash, hash));
      return row;
    },

    /**
     * Spends a pending invitation: one statement, conditional on it being neither accepted, revoked nor expired
     * at `at`, so of two accepts at once exactly one gets the row.
     */
    async spendInvitation(q: Db, id: string, userId: string, at: Date): Promise<InvitationRow | undefined> {
      const [row] = await q
        .update(companyInvitations)
        .set({ acceptedAt: at, acceptedByUserId: userId })
        .where(
          and(
            eq(companyInvitations.id, id),
            isNull(companyInvitations.acceptedAt),
            isNull(companyInvitations.revokedAt),
            gt(companyInvitations.expiresAt, at),
          ),
        )
        .returning();
      return row;
    },

    async userById(q: Db, id: string) {
      const [row] = await q.select().from(users).where(eq(users.id, id));
      return row;
    },

    async userByEmail(q: Db, email: string) {
      const [row] = await q
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
      return row;
    },
  };
}
export type MembersRepository = ReturnType<typeof createMembersRepository>;

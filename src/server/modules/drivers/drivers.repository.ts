import { and, asc, desc, eq, gt, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import {
  driverApplicationActions,
  driverApplications,
  driverInvitations,
  drivers,
} from '../../db/schema/drivers.ts';
import { type AuditEntryInput, recordAudit } from '../admin/audit.ts';

/** Postgres unique_violation (the same code through pg and PGlite), on the named constraint or index. */
function isUniqueViolation(err: unknown, constraint: string): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint: name } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505' && (name === undefined || name === constraint)) return true;
  }
  return false;
}

const PENDING_EMAIL_KEY = 'driver_applications_pending_email_key';

export type ApplicationRow = typeof driverApplications.$inferSelect;
export type InvitationRow = typeof driverInvitations.$inferSelect;
export type UserRow = typeof users.$inferSelect;
type ApplicationStatus = ApplicationRow['status'];

/** "First Last" of an account, else its username: how an admin is named in the review history. */
const personName = sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`;

/** The queries of the drivers module, on the database or inside one transaction (`transaction`). */
function queries(q: Db) {
  return {
    /** The connection these queries run on (a transaction's: the outbox writes its emails with them). */
    db: q,
    /**
     * Stores a pending application; null when the email already has one pending (the partial unique index
     * decides, so two concurrent submissions cannot both be stored).
     */
    async insertApplication(
      row: typeof driverApplications.$inferInsert,
    ): Promise<{ id: string; status: ApplicationStatus } | null> {
      try {
        const [created] = await q
          .insert(driverApplications)
          .values(row)
          .returning({ id: driverApplications.id, status: driverApplications.status });
        if (!created) throw new Error('driver application insert returned no row');
        return created;
      } catch (err) {
        if (isUniqueViolation(err, PENDING_EMAIL_KEY)) return null;
        throw err;
      }
    },

    /** Applications, newest first, optionally of one status or of the given ids, with the reviewer's name. */
    async listApplications(filter: { status?: ApplicationStatus; ids?: string[] }) {
      const conditions = [];
      if (filter.status) conditions.push(eq(driverApplications.status, filter.status));
      if (filter.ids) conditions.push(inArray(driverApplications.id, filter.ids));
      return q
        .select({
          application: driverApplications,
          reviewerName: sql<string | null>`coalesce(${personName}, ${users.username})`,
        })
        .from(driverApplications)
        .leftJoin(users, eq(users.id, driverApplications.reviewedBy))
        .where(conditions.length ? and(...conditions) : undefined)
        .orderBy(desc(driverApplications.createdAt), desc(driverApplications.id));
    },

    /** One application; `lock` takes its row lock for the rest of the transaction. */
    async findApplication(id: string, opts: { lock?: boolean } = {}): Promise<ApplicationRow | undefined> {
      const query = q.select().from(driverApplications).where(eq(driverApplications.id, id));
      const [row] = opts.lock ? await query.for('update') : await query;
      return row;
    },

    /**
     * Moves a pending application to approved or rejected: one conditional update, so of two admins
     * reviewing at once exactly one changes it. Undefined when it was not pending (or does not exist).
     */
    async reviewPending(
      id: string,
      set: {
        status: 'approved' | 'rejected';
        reviewedBy: string;
        reviewedAt: Date;
        rejectionReason?: string;
      },
    ): Promise<ApplicationRow | undefined> {
      const [row] = await q
        .update(driverApplications)
        .set({ ...set, updatedAt: set.reviewedAt })
        .where(and(eq(driverApplications.id, id), eq(driverApplications.status, 'pending')))
        .returning();
      return row;
    },

    /** The latest code of each application. */
    async latestInvitations(applicationIds: string[]): Promise<Map<string, InvitationRow>> {
      if (applicationIds.length === 0) return new Map();
      const rows = await q
        .selectDistinctOn([driverInvitations.applicationId])
        .from(driverInvitations)
        .where(inArray(driverInvitations.applicationId, applicationIds))
        .orderBy(
          driverInvitations.applicationId,
          desc(driverInvitations.createdAt),
          desc(driverInvitations.id),
        );
      return new Map(rows.map((r) => [r.applicationId, r]));
    },

    /** The driver account made from each application (once registered). */
    async driverUsers(applicationIds: string[]): Promise<Map<string, string>> {
      if (applicationIds.length === 0) return new Map();
      const rows = await q
        .select({ applicationId: drivers.applicationId, userId: drivers.userId })
        .from(drivers)
        .where(inArray(drivers.applicationId, applicationIds));
      return new Map(rows.flatMap((r) => (r.applicationId ? [[r.applicationId, r.userId] as const] : [])));
    },

    /** The admin actions on each application, oldest first, with the admin's name. */
    async actions(applicationIds: string[]) {
      if (applicationIds.length === 0) return [];
      return q
        .select({
          applicationId: driverApplicationActions.applicationId,
          action: driverApplicationActions.action,
          detail: driverApplicationActions.detail,
          createdAt: driverApplicationActions.createdAt,
          by: sql<string | null>`coalesce(${personName}, ${users.username})`,
        })
        .from(driverApplicationActions)
        .leftJoin(users, eq(users.id, driverApplicationActions.actorUserId))
        .where(inArray(driverApplicationActions.applicationId, applicationIds))
        .orderBy(asc(driverApplicationActions.createdAt), asc(driverApplicationActions.id));
    },

    async insertAction(row: typeof driverApplicationActions.$inferInsert): Promise<void> {
      await q.insert(driverApplicationActions).values(row);
    },

    /** Records the admin's action in the audit log (GET /api/admin/audit), in this transaction. */
    async audit(entry: AuditEntryInput): Promise<void> {
      await recordAudit(q, entry);
    },

    /** Active codes past their expiry become expired (their numbers become free for new codes). */
    async expireStaleCodes(now: Date): Promise<void> {
      await q
        .update(driverInvitations)
        .set({ status: 'expired' })
        .where(and(eq(driverInvitations.status, 'active'), lte(driverInvitations.expiresAt, now)));
    },

    /**
     * Stores a new active code; undefined when the number is already an active code (the partial unique
     * index; no error, so the transaction goes on and the caller draws another number).
     */
    async insertInvitation(row: typeof driverInvitations.$inferInsert): Promise<InvitationRow | undefined> {
      const [created] = await q.insert(driverInvitations).values(row).onConflictDoNothing().returning();
      return created;
    },

    /** The application's latest code. */
    async latestInvitation(applicationId: string): Promise<InvitationRow | undefined> {
      const [row] = await q
        .select()
        .from(driverInvitations)
        .where(eq(driverInvitations.applicationId, applicationId))
        .orderBy(desc(driverInvitations.createdAt), desc(driverInvitations.id))
        .limit(1);
      return row;
    },

    /** Revokes a code if it is still active (a registration may have used it meanwhile). */
    async revokeInvitation(id: string, by: string, at: Date): Promise<InvitationRow | undefined> {
      const [row] = await q
        .update(driverInvitations)
        .set({ status: 'revoked', revokedAt: at, revokedBy: by })
        .where(and(eq(driverInvitations.id, id), eq(driverInvitations.status, 'active')))
        .returning();
      return row;
    },

    /** The code's rows, the active one first, then the newest (a number may be reused once freed). */
    async invitationByCode(code: string): Promise<InvitationRow | undefined> {
      const [row] = await q
        .select()
        .from(driverInvitations)
        .where(eq(driverInvitations.code, code))
        .orderBy(
          sql`(${driverInvitations.status} = 'active') desc`,
          desc(driverInvitations.createdAt),
          desc(driverInvitations.id),
        )
        .limit(1);
      return row;
    },

    /**
     * Spends a code: one conditional update, so of concurrent registrations with one code exactly one gets
     * the row (the others wait for its lock and then find it used). Undefined when the code is not active
     * and unexpired.
     */
    async claimInvitation(code: string, now: Date): Promise<InvitationRow | undefined> {
      const [row] = await q
        .update(driverInvitations)
        .set({ status: 'used', usedAt: now })
        .where(
          and(
            eq(driverInvitations.code, code),
            eq(driverInvitations.status, 'active'),
            gt(driverInvitations.expiresAt, now),
          ),
        )
        .returning();
      return row;
    },

    /**
     * Counts a wrong email against an active code and revokes it with the `max`-th: one conditional update,
     * so concurrent wrong attempts (each waits for the row lock, then re-reads it) never count past `max` and
     * exactly one of them revokes the code. Undefined when the code was no longer active (or had `max`).
     */
    async recordWrongEmail(id: string, max: number, at: Date): Promise<InvitationRow | undefined> {
      const reachesMax = sql`${driverInvitations.failedAttempts} + 1 >= ${max}`;
      const [row] = await q
        .update(driverInvitations)
        .set({
          failedAttempts: sql`${driverInvitations.failedAttempts} + 1`,
          status: sql<
            InvitationRow['status']
          >`case when ${reachesMax} then 'revoked' else ${driverInvitations.status} end`,
          revokedAt: sql<Date | null>`case when ${reachesMax} then ${at.toISOString()}::timestamptz else ${driverInvitations.revokedAt} end`,
        })
        .where(
          and(
            eq(driverInvitations.id, id),
            eq(driverInvitations.status, 'active'),
            lt(driverInvitations.failedAttempts, max),
          ),
        )
        .returning();
      return row;
    },

    /** Every admin's email (security notices). */
    async adminEmails(): Promise<string[]> {
      const rows = await q.select({ email: users.email }).from(users).where(eq(users.role, 'admin'));
      return rows.map((r) => r.email);
    },

    async setInvitationUser(id: string, userId: string): Promise<void> {
      await q.update(driverInvitations).set({ usedBy: userId }).where(eq(driverInvitations.id, id));
    },

    async emailTaken(email: string): Promise<boolean> {
      const [row] = await q.select({ id: users.id }).from(users).where(eq(users.email, email));
      return Boolean(row);
    },

    async usernameTaken(username: string): Promise<boolean> {
      const [row] = await q.select({ id: users.id }).from(users).where(eq(users.username, username));
      return Boolean(row);
    },

    /** Undefined when the email or the username is taken (unique indexes; no error inside the transaction). */
    async insertUser(row: typeof users.$inferInsert): Promise<UserRow | undefined> {
      const [created] = await q.insert(users).values(row).onConflictDoNothing().returning();
      return created;
    },

    async applicationRegistered(applicationId: string): Promise<boolean> {
      const [row] = await q
        .select({ userId: drivers.userId })
        .from(drivers)
        .where(eq(drivers.applicationId, applicationId));
      return Boolean(row);
    },

    async insertDriver(row: typeof drivers.$inferInsert): Promise<void> {
      await q.insert(drivers).values(row);
    },
  };
}

export type DriversQueries = ReturnType<typeof queries>;

export function createDriversRepository(db: Db) {
  return {
    ...queries(db),
    /** Runs `fn` in one transaction, with the same queries bound to it. */
    transaction<T>(fn: (tx: DriversQueries) => Promise<T>): Promise<T> {
      return db.transaction((tx) => fn(queries(tx as unknown as Db)));
    },
  };
}
export type DriversRepository = ReturnType<typeof createDriversRepository>;

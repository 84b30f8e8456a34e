import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  emailVerificationTokens,
  guests,
  oauthStates,
  passwordResetTokens,
  rateLimitCounters,
  sessions,
  users,
} from '../../db/schema/accounts.ts';
import { drivers } from '../../db/schema/drivers.ts';

export type UserRow = typeof users.$inferSelect;
export type GuestRow = typeof guests.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type OAuthStateRow = typeof oauthStates.$inferSelect;

export function createAuthRepository(db: Db) {
  /**
   * Built once (every signed-in request runs it): drizzle's query building cost more than the query itself on
   * PostgreSQL, and a named statement is parsed and planned once per connection.
   */
  const liveSession = db
    .select({ session: sessions, user: users, guest: guests })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .leftJoin(guests, eq(guests.id, sessions.guestId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql`${sql.placeholder('now')}::timestamptz`),
        isNull(sessions.endedReason),
      ),
    )
    .prepare('auth_live_session');
  return {
    async findUserByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
      return row;
    },
    async findUserByUsername(username: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.username, username.toLowerCase()));
      return row;
    },
    async usernameTaken(username: string): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
      return Boolean(row);
    },
    /** Undefined when the email or username is already taken (unique index). */
    async insertUser(row: typeof users.$inferInsert): Promise<UserRow | undefined> {
      const [created] = await db.insert(users).values(row).onConflictDoNothing().returning();
      return created;
    },
    async setPassword(userId: string, passwordHash: string): Promise<void> {
      await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
    },
    /**
     * Replaces the hash a sign-in has just verified by a new one (Argon2id for scrypt), unless the password
     * changed meanwhile (a reset in between keeps its own hash).
     */
    async rehashPassword(userId: string, verified: string, passwordHash: string): Promise<void> {
      await db
        .update(users)
        .set({ passwordHash })
        .where(and(eq(users.id, userId), eq(users.passwordHash, verified)));
    },

    /**
     * Adds `n` (negative to give back) to several counters of the shared rate-limit table in one statement, each
     * in its own window; the new counts by key. The same table and windows as every rate limit, so the counts
     * hold across processes. Rows are locked in the order given: callers keep one order of kinds of key.
     */
    async addToCounters(
      counters: readonly { key: string; windowStart: Date }[],
      n: number,
    ): Promise<Map<string, number>> {
      const rows = await db
        .insert(rateLimitCounters)
        .values(counters.map((c) => ({ key: c.key, windowStart: c.windowStart, count: n })))
        .onConflictDoUpdate({
          target: [rateLimitCounters.key, rateLimitCounters.windowStart],
          set: { count: sql`${rateLimitCounters.count} + excluded.count` },
        })
        .returning({ key: rateLimitCounters.key, count: rateLimitCounters.count });
      return new Map(rows.map((r) => [r.key, r.count]));
    },
    /** Is the account a driver an admin has suspended (refused at sign-in)? */
    async driverSuspended(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ status: drivers.status })
        .from(drivers)
        .where(and(eq(drivers.userId, userId), eq(drivers.status, 'suspended')));
      return Boolean(row);
    },
    /** Was this token's session ended by a suspension that still holds (issue 35: the login page says why)? */
    async endedBySuspension(tokenHash: string): Promise<boolean> {
      const [row] = await db
        .select({ id: sessions.id })
        .from(sessions)
        .innerJoin(drivers, eq(drivers.userId, sessions.userId))
        .where(
          and(
            eq(sessions.tokenHash, tokenHash),
            eq(sessions.endedReason, 'suspended'),
            eq(drivers.status, 'suspended'),
          ),
        );
      return Boolean(row);
    },
    async setRole(userId: string, role: UserRow['role']): Promise<void> {
      await db.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, userId));
    },
    async insertGuest(row: typeof guests.$inferInsert): Promise<GuestRow> {
      const [created] = await db.insert(guests).values(row).returning();
      if (!created) throw new Error('guest insert returned no row');
      return created;
    },

    async insertSession(row: typeof sessions.$inferInsert): Promise<SessionRow> {
      const [created] = await db.insert(sessions).values(row).returning();
      if (!created) throw new Error('session insert returned no row');
      return created;
    },
    /** The live session of a token with its account or guest, in one query (every signed-in request asks). */
    async findLiveSession(
      tokenHash: string,
      now: Date,
    ): Promise<{ session: SessionRow; user: UserRow | null; guest: GuestRow | null } | undefined> {
      const [row] = await liveSession.execute({ tokenHash, now: now.toISOString() });
      return row;
    },
    async touchSession(id: string, lastSeenAt: Date, expiresAt: Date): Promise<void> {
      await db.update(sessions).set({ lastSeenAt, expiresAt }).where(eq(sessions.id, id));
    },
    async deleteSession(id: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.id, id));
    },
    async deleteUserSessions(userId: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.userId, userId));
    },
    async deleteExpiredSessions(now: Date): Promise<void> {
      await db.delete(sessions).where(lt(sessions.expiresAt, now));
    },

    /** Runs `fn` in one transaction (a reset token and the email that carries it commit together). */
    transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => fn(tx));
    },
    async insertResetToken(row: typeof passwordResetTokens.$inferInsert, q: Db = db): Promise<void> {
      await q.insert(passwordResetTokens).values(row);
    },
    /** Marks the token used and returns its user, in one statement: a token can be spent once, even in a race. */
    async consumeResetToken(tokenHash: string, now: Date): Promise<string | undefined> {
      const [row] = await db
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(passwordResetTokens.tokenHash, tokenHash),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, now),
          ),
        )
        .returning({ userId: passwordResetTokens.userId });
      return row?.userId;
    },
    async findUserByGoogleSubject(subject: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.googleSubject, subject));
      return row;
    },
    /**
     * Links a Google account to an account that has none yet; false when it already has one (or the Google
     * account is linked elsewhere: unique index), so a link is never silently replaced.
     */
    async linkGoogleSubject(userId: string, subject: string): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ googleSubject: subject, updatedAt: new Date() })
        .where(and(eq(users.id, userId), isNull(users.googleSubject)))
        .returning({ id: users.id })
        .catch((err: unknown) => {
          if (isUniqueViolation(err)) return [];
          throw err;
        });
      return rows.length > 0;
    },

    /** A "Continue with Google" attempt, between the redirect to Google and the callback. */
    async insertOAuthState(row: typeof oauthStates.$inferInsert): Promise<void> {
      await db.insert(oauthStates).values(row);
    },
    /** Takes the attempt out in one statement (used once, even in a race); the caller checks its age. */
    async consumeOAuthState(state: string): Promise<OAuthStateRow | undefined> {
      const [row] = await db.delete(oauthStates).where(eq(oauthStates.state, state)).returning();
      return row;
    },
    /** Attempts never finished (the visitor left Google's page) are dropped once expired. */
    async deleteOAuthStatesBefore(before: Date): Promise<void> {
      await db.delete(oauthStates).where(lt(oauthStates.createdAt, before));
    },

    /** Older unused links stop working when a new one is sent. */
    async insertVerificationToken(
      row: typeof emailVerificationTokens.$inferInsert,
      q: Db = db,
    ): Promise<void> {
      await q.insert(emailVerificationTokens).values(row);
    },
    /** Spends a live verification token and returns its user, in one statement (a token works once, even in a race). */
    async consumeVerificationToken(tokenHash: string, now: Date, q: Db = db): Promise<string | undefined> {
      const [row] = await q
        .update(emailVerificationTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(emailVerificationTokens.tokenHash, tokenHash),
            isNull(emailVerificationTokens.usedAt),
            gt(emailVerificationTokens.expiresAt, now),
          ),
        )
        .returning({ userId: emailVerificationTokens.userId });
      return row?.userId;
    },
    async expireVerificationTokens(userId: string, now: Date, q: Db = db): Promise<void> {
      await q
        .update(emailVerificationTokens)
        .set({ usedAt: now })
        .where(and(eq(emailVerificationTokens.userId, userId), isNull(emailVerificationTokens.usedAt)));
    },
    /** Marks the account's email verified (kept at its first verification); the account as it is now. */
    async setEmailVerified(userId: string, at: Date, q: Db = db): Promise<UserRow | undefined> {
      const [row] = await q
        .update(users)
        .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${at})` })
        .where(eq(users.id, userId))
        .returning();
      return row;
    },
    async expireResetTokens(userId: string, now: Date, q: Db = db): Promise<void> {
      await q
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
    },
  };
}
export type AuthRepository = ReturnType<typeof createAuthRepository>;

/** PostgreSQL's unique_violation (23505), as PGlite and node-postgres report it (possibly wrapped by drizzle). */
function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    if ('code' in e && e.code === '23505') return true;
    e = 'cause' in e ? e.cause : undefined;
  }
  return false;
}

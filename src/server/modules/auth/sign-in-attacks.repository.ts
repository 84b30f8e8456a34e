import { and, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { signInAttacks, signInKnownAddresses } from '../../db/schema/accounts.ts';

export interface AttackState {
  failures: number;
  lastFailureAt: Date;
  nextAttemptAt: Date | null;
}

/**
 * The sign-in attack records (decision 035): addresses known to an account, and per account the failures from
 * other addresses, the time they may next try and whether the owner was told. The only users of the two tables.
 */
export function createSignInAttackRepository(db: Db) {
  return {
    /** Has the address (its `signin-known` key) signed in to the account since `since`? */
    async isKnown(key: string, since: Date): Promise<boolean> {
      const [row] = await db
        .select({ key: signInKnownAddresses.key })
        .from(signInKnownAddresses)
        .where(and(eq(signInKnownAddresses.key, key), gt(signInKnownAddresses.lastSuccessAt, since)));
      return Boolean(row);
    },
    async remember(key: string, at: Date): Promise<void> {
      await db
        .insert(signInKnownAddresses)
        .values({ key, lastSuccessAt: at })
        .onConflictDoUpdate({
          target: signInKnownAddresses.key,
          set: {
            lastSuccessAt: sql`greatest(${signInKnownAddresses.lastSuccessAt}, excluded.last_success_at)`,
          },
        });
    },
    async state(key: string): Promise<AttackState | undefined> {
      const [row] = await db
        .select({
          failures: signInAttacks.failures,
          lastFailureAt: signInAttacks.lastFailureAt,
          nextAttemptAt: signInAttacks.nextAttemptAt,
        })
        .from(signInAttacks)
        .where(eq(signInAttacks.key, key));
      return row;
    },
    /**
     * Lets one attempt through the account's gate if it is open at `at` and closes it until `until`, in one
     * conditional statement: of attempts racing for an open gate, one passes. True when this one did.
     */
    async passGate(key: string, at: Date, until: Date): Promise<boolean> {
      const rows = await db
        .update(signInAttacks)
        .set({ nextAttemptAt: until })
        .where(
          and(
            eq(signInAttacks.key, key),
            or(isNull(signInAttacks.nextAttemptAt), lte(signInAttacks.nextAttemptAt, at)),
          ),
        )
        .returning({ key: signInAttacks.key });
      return rows.length > 0;
    },
    /**
     * Counts one failure from an address without a sign-in on the account, in one transaction with `then`: a
     * failure after `quietMs` without one starts a new attack (count 1, gate open, owner not yet told). `then`
     * gets the new count and a `claimWarning` that marks the owner told, true for the one caller that did.
     */
    async recordFailure<T>(
      key: string,
      at: Date,
      quietMs: number,
      then: (failures: number, claimWarning: () => Promise<boolean>, tx: Db) => Promise<T>,
    ): Promise<T> {
      return db.transaction(async (tx) => {
        const quietSince = new Date(at.getTime() - quietMs);
        const stale = sql`${signInAttacks.lastFailureAt} <= ${quietSince.toISOString()}::timestamptz`;
        const [row] = await tx
          .insert(signInAttacks)
          .values({ key, failures: 1, lastFailureAt: at })
          .onConflictDoUpdate({
            target: signInAttacks.key,
            set: {
              failures: sql`case when ${stale} then 1 else ${signInAttacks.failures} + 1 end`,
              nextAttemptAt: sql`case when ${stale} then null else ${signInAttacks.nextAttemptAt} end`,
              warnedAt: sql`case when ${stale} then null else ${signInAttacks.warnedAt} end`,
              lastFailureAt: sql`greatest(${signInAttacks.lastFailureAt}, excluded.last_failure_at)`,
            },
          })
          .returning({ failures: signInAttacks.failures });
        const claimWarning = async () => {
          const claimed = await tx
            .update(signInAttacks)
            .set({ warnedAt: at })
            .where(and(eq(signInAttacks.key, key), isNull(signInAttacks.warnedAt)))
            .returning({ key: signInAttacks.key });
          return claimed.length > 0;
        };
        return then(row?.failures ?? 1, claimWarning, tx);
      });
    },
    /** Deletes attacks quiet since `quietSince` and known addresses unused since `knownSince`. */
    async deleteOld(quietSince: Date, knownSince: Date): Promise<void> {
      await db.delete(signInAttacks).where(lt(signInAttacks.lastFailureAt, quietSince));
      await db.delete(signInKnownAddresses).where(lt(signInKnownAddresses.lastSuccessAt, knownSince));
    },
  };
}
export type SignInAttackRepository = ReturnType<typeof createSignInAttackRepository>;

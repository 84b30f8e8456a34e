import { lt, sql } from 'drizzle-orm';
import { AppError } from '../../../shared/errors.ts';
import type { Db } from '../../db/client.ts';
import { rateLimitCounters } from '../../db/schema/accounts.ts';

export interface LimitRule {
  max: number;
  windowMs: number;
}

/**
 * Fixed-window attempt counters kept in the database, so a limit holds across every server process sharing
 * one PostgreSQL (per address and per account, unlike the in-memory per-route limiter).
 */
export function createAttemptLimiter(db: Db) {
  return {
    /** Counts one attempt under each key; throws 429 with a clear message when any key is over its limit. */
    async hit(name: string, keys: readonly string[], rule: LimitRule): Promise<void> {
      const now = Date.now();
      const windowStart = new Date(Math.floor(now / rule.windowMs) * rule.windowMs);
      for (const key of keys) {
        const [row] = await db
          .insert(rateLimitCounters)
          .values({ key: `${name}:${key}`, windowStart, count: 1 })
          .onConflictDoUpdate({
            target: [rateLimitCounters.key, rateLimitCounters.windowStart],
            set: { count: sql`${rateLimitCounters.count} + 1` },
          })
          .returning({ count: rateLimitCounters.count });
        if (row && row.count > rule.max) {
          const minutes = Math.max(1, Math.ceil((windowStart.getTime() + rule.windowMs - now) / 60_000));
          throw new AppError(
            'RATE_LIMITED',
            `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
          );
        }
      }
      if (Math.random() < 0.02) {
        await db
          .delete(rateLimitCounters)
          .where(lt(rateLimitCounters.windowStart, new Date(now - 86_400_000)));
      }
    },
  };
}
export type AttemptLimiter = ReturnType<typeof createAttemptLimiter>;

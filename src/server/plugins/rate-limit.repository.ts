import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimitCounters } from '../db/schema/accounts.ts';

/** The fixed-window counters every limit keeps in the database (`rate_limit_counters`). */
export function createRateLimitRepository(db: Db) {
  return {
    /** Adds `n` to the counter of `key` in the window starting at `windowStart`; returns the new total. */
    async add(key: string, windowStart: Date, n: number): Promise<number> {
      const [row] = await db
        .insert(rateLimitCounters)
        .values({ key, windowStart, count: n })
        .onConflictDoUpdate({
          target: [rateLimitCounters.key, rateLimitCounters.windowStart],
          set: { count: sql`${rateLimitCounters.count} + ${n}` },
        })
        .returning({ count: rateLimitCounters.count });
      if (!row) throw new Error('rate limit counter upsert returned no row');
      return row.count;
    },

    /** Deletes the counters of windows that started before `before`. */
    async deleteWindowsBefore(before: Date): Promise<void> {
      await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowStart, before));
    },
  };
}
export type RateLimitRepository = ReturnType<typeof createRateLimitRepository>;

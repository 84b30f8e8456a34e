import { and, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { guests, sessions } from '../db/schema/accounts.ts';
import { bookings } from '../db/schema/bookings.ts';
import { scheduledJobs } from '../db/schema/jobs.ts';

const HOUR = 3_600_000;

/** How often the clean-up runs across all processes, and how long a guest with no booking is kept. */
export const HOUSEKEEPING = { everyMs: HOUR, guestGraceMs: 24 * HOUR, checkEveryMs: 10 * 60_000 } as const;

/**
 * Claims this run of `name`: true for exactly one caller per `everyMs` across every process sharing the
 * database (the row's `last_run_at` moves forward only for the caller whose UPDATE matched).
 */
export async function claimRun(db: Db, name: string, now: Date, everyMs: number): Promise<boolean> {
  await db
    .insert(scheduledJobs)
    .values({ name, lastRunAt: new Date(0) })
    .onConflictDoNothing();
  const claimed = await db
    .update(scheduledJobs)
    .set({ lastRunAt: now })
    .where(
      and(
        sql`${scheduledJobs.name} = ${name}`,
        lt(scheduledJobs.lastRunAt, new Date(now.getTime() - everyMs)),
      ),
    )
    .returning({ name: scheduledJobs.name });
  return claimed.length === 1;
}

/**
 * Deletes what nobody can use any more: expired sessions, and guest records with no booking and no live
 * session, a day after they were made (a guest who books keeps the record: their bookings name them).
 */
export async function cleanUp(db: Db, now: Date): Promise<{ sessions: number; guests: number }> {
  const expired = await db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id });
  const idle = await db
    .delete(guests)
    .where(
      and(
        lt(guests.createdAt, new Date(now.getTime() - HOUSEKEEPING.guestGraceMs)),
        sql`not exists (select 1 from ${bookings} where ${bookings.guestId} = ${guests.id})`,
        sql`not exists (select 1 from ${sessions} where ${sessions.guestId} = ${guests.id})`,
      ),
    )
    .returning({ id: guests.id });
  return { sessions: expired.length, guests: idle.length };
}

/**
 * The clean-up as a job: each process checks every `checkEveryMs`, and one of them runs it once an hour.
 * Returns the stop function (the app calls it on close). Failures are logged and retried at the next check.
 */
export function scheduleHousekeeping(
  db: Db,
  log: FastifyBaseLogger,
  clock: () => Date = () => new Date(),
): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const now = clock();
      if (!(await claimRun(db, 'housekeeping', now, HOUSEKEEPING.everyMs))) return;
      const removed = await cleanUp(db, now);
      log.info({ removed }, 'housekeeping: expired sessions and unused guest records deleted');
    } catch (err) {
      log.warn({ err }, 'housekeeping failed; it runs again at the next check');
    } finally {
      running = false;
    }
  };
  const first = setTimeout(() => void tick(), 5_000);
  const timer = setInterval(() => void tick(), HOUSEKEEPING.checkEveryMs);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}

import { and, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { guests, sessions } from '../db/schema/accounts.ts';
import { bookings } from '../db/schema/bookings.ts';
import { scheduleJob } from './scheduled-jobs.ts';

const HOUR = 3_600_000;

/** How often the clean-up runs across all processes, and how long a guest with no booking is kept. */
export const HOUSEKEEPING = { everyMs: HOUR, guestGraceMs: 24 * HOUR, checkEveryMs: 10 * 60_000 } as const;

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

/** The clean-up as a job: each process checks every `checkEveryMs`, and one of them runs it once an hour. */
export function scheduleHousekeeping(
  db: Db,
  log: FastifyBaseLogger,
  clock: () => Date = () => new Date(),
): () => void {
  return scheduleJob(
    db,
    log,
    {
      name: 'housekeeping',
      everyMs: HOUSEKEEPING.everyMs,
      checkEveryMs: HOUSEKEEPING.checkEveryMs,
      async run(now) {
        const removed = await cleanUp(db, now);
        log.info({ removed }, 'housekeeping: expired sessions and unused guest records deleted');
      },
    },
    clock,
  );
}

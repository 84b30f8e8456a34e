import { and, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { scheduledJobs } from '../db/schema/jobs.ts';

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

export interface ScheduledJob {
  /** The job's row in `scheduled_jobs`. */
  name: string;
  /** How often it runs across all processes. */
  everyMs: number;
  /** How often each process asks whether a run is due. */
  checkEveryMs: number;
  /** The first check, this long after the server starts listening. */
  firstCheckMs?: number;
  run(now: Date): Promise<unknown>;
}

/**
 * A job every listening process takes part in: each checks every `checkEveryMs`, and one of them runs it once
 * per `everyMs` (`claimRun`). A failure is logged and the job runs again at the next due check. Returns the
 * stop function (the app calls it on close).
 */
export function scheduleJob(
  db: Db,
  log: FastifyBaseLogger,
  job: ScheduledJob,
  clock: () => Date = () => new Date(),
): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const now = clock();
      if (await claimRun(db, job.name, now, job.everyMs)) await job.run(now);
    } catch (err) {
      log.warn({ err, job: job.name }, 'scheduled job failed; it runs again at the next check');
    } finally {
      running = false;
    }
  };
  const first = setTimeout(() => void tick(), job.firstCheckMs ?? 5_000);
  const timer = setInterval(() => void tick(), job.checkEveryMs);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}

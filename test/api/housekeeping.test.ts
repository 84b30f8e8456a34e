import { inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDatabase } from '../../src/server/db/client.ts';
import { guests, sessions } from '../../src/server/db/schema/accounts.ts';
import { cleanUp, HOUSEKEEPING, scheduleHousekeeping } from '../../src/server/jobs/housekeeping.ts';
import { claimRun } from '../../src/server/jobs/scheduled-jobs.ts';
import { insertBooking } from '../support/bookings.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Issue 18: expired sessions and guest records without bookings are deleted by a scheduled job that runs
 * once across processes.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const HOUR = 3_600_000;
/** The clean-up's time: fixed, far from the machine's clock (rows are aged from it, however slow the run). */
const NOW = new Date('2030-05-06T12:00:00Z');

async function guest(createdAt: Date): Promise<string> {
  const [row] = await t.database.db
    .insert(guests)
    .values({ email: 'g@example.com', firstName: 'G', lastName: 'H', phone: '2125550100', createdAt })
    .returning({ id: guests.id });
  return row?.id ?? '';
}

async function session(opts: { guestId?: string; expiresAt: Date }): Promise<string> {
  const [row] = await t.database.db
    .insert(sessions)
    .values({ tokenHash: `h-${Math.random()}`, guestId: opts.guestId ?? null, expiresAt: opts.expiresAt })
    .returning({ id: sessions.id });
  return row?.id ?? '';
}

describe('housekeeping', () => {
  it('deletes expired sessions and day-old guests with neither a booking nor a live session', async () => {
    const now = NOW;
    const old = new Date(now.getTime() - 2 * HOUSEKEEPING.guestGraceMs);
    const idleGuest = await guest(old);
    const bookedGuest = await guest(old);
    await insertBooking(t.database, { userId: null, guestId: bookedGuest });
    const signedInGuest = await guest(old);
    const live = await session({ guestId: signedInGuest, expiresAt: new Date(now.getTime() + HOUR) });
    const freshGuest = await guest(new Date(now.getTime() - HOUR));
    const expiredGuest = await guest(old);
    const expired = await session({ guestId: expiredGuest, expiresAt: new Date(now.getTime() - 1000) });

    const removed = await cleanUp(t.database.db, now);
    expect(removed.sessions).toBeGreaterThanOrEqual(1);

    const left = await t.database.db
      .select({ id: guests.id })
      .from(guests)
      .where(inArray(guests.id, [idleGuest, bookedGuest, signedInGuest, freshGuest, expiredGuest]));
    expect(left.map((g) => g.id).sort()).toEqual([bookedGuest, signedInGuest, freshGuest].sort());
    const sessionsLeft = await t.database.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(inArray(sessions.id, [live, expired]));
    expect(sessionsLeft.map((s) => s.id)).toEqual([live]);
  });

  it('runs once per hour whoever asks, however many ask at once', async () => {
    const now = NOW;
    const claims = await Promise.all(
      Array.from({ length: 8 }, () => claimRun(t.database.db, 'test-job', now, HOUSEKEEPING.everyMs)),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await claimRun(t.database.db, 'test-job', new Date(now.getTime() + HOUR / 2), HOUR)).toBe(false);
    expect(await claimRun(t.database.db, 'test-job', new Date(now.getTime() + HOUR + 1000), HOUR)).toBe(true);
  });

  it.runIf(Boolean(process.env.DATABASE_URL))(
    'two processes (two pools on one PostgreSQL): one run',
    async () => {
      const other = createDatabase({ databaseUrl: t.databaseUrl ?? '', poolSize: 4 });
      try {
        const now = NOW;
        const claims = await Promise.all(
          Array.from({ length: 6 }, (_, i) =>
            claimRun((i % 2 ? other : t.database).db, 'two-process-job', now, HOUR),
          ),
        );
        expect(claims.filter(Boolean)).toHaveLength(1);
      } finally {
        await other.close();
      }
    },
  );

  it('the schedule runs the clean-up 5 seconds after start, then stops', async () => {
    // Two hours on: the claims of the tests above are past. The job's clock and its timers are the test's.
    const at = new Date(NOW.getTime() + 2 * HOUR);
    const expired = await session({ expiresAt: new Date(at.getTime() - 1000) });
    const live = await session({ expiresAt: new Date(at.getTime() + 60_000) });
    const log = { info: vi.fn(), warn: vi.fn() } as unknown as FastifyBaseLogger;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    try {
      const stop = scheduleHousekeeping(t.database.db, log, () => at);
      await vi.advanceTimersByTimeAsync(4_999);
      expect(log.info).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      // The run's report is logged after both of its deletes: wait for it (vi.waitFor keeps real timers).
      await vi.waitFor(() => expect(log.info).toHaveBeenCalledTimes(1), { timeout: 30_000, interval: 50 });
      const left = await t.database.db
        .select({ id: sessions.id })
        .from(sessions)
        .where(inArray(sessions.id, [expired, live]));
      expect(left.map((r) => r.id)).toEqual([live]);
      // Stopped: its check every 10 minutes is cleared (the database driver may hold timers of its own).
      const timers = vi.getTimerCount();
      stop();
      expect(vi.getTimerCount()).toBe(timers - 1);
    } finally {
      vi.useRealTimers();
    }
  });
});

import { eq, inArray } from 'drizzle-orm';
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
    const now = new Date();
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
    const now = new Date();
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
        const now = new Date();
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

  it('the schedule runs the clean-up a few seconds after start, then stops', async () => {
    const expired = await session({ expiresAt: new Date(Date.now() - 1000) });
    const log = { info: vi.fn(), warn: vi.fn() } as unknown as FastifyBaseLogger;
    // Two hours ahead: the claims of the test above are past.
    const stop = scheduleHousekeeping(t.database.db, log, () => new Date(Date.now() + 2 * HOUR));
    try {
      // The run's report is logged after both of its deletes: wait for it, not just for the first delete.
      await vi.waitFor(() => expect(log.info).toHaveBeenCalledTimes(1), { timeout: 10_000, interval: 250 });
      const left = await t.database.db.select().from(sessions).where(eq(sessions.id, expired));
      expect(left).toHaveLength(0);
    } finally {
      stop();
    }
  });
});

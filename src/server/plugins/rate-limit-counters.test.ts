import { describe, expect, it } from 'vitest';
import { createRateLimitCounters, leaseSize, type RateLimitCounters } from './rate-limit-counters.ts';

/** An in-memory stand-in for the counters table that records each write and can hold writes back. */
function fakeRepo() {
  const totals = new Map<string, number>();
  const writes: { key: string; windowStart: number; n: number }[] = [];
  const deletes: number[] = [];
  let held: (() => void)[] | null = null;
  let failNext = false;
  return {
    writes,
    deletes,
    hold() {
      held = [];
    },
    release() {
      const waiting = held ?? [];
      held = null;
      for (const go of waiting) go();
    },
    failOnce() {
      failNext = true;
    },
    async add(key: string, windowStart: Date, n: number): Promise<number> {
      if (held) await new Promise<void>((resolve) => held?.push(resolve));
      if (failNext) {
        failNext = false;
        throw new Error('database unreachable');
      }
      writes.push({ key, windowStart: windowStart.getTime(), n });
      const slot = `${windowStart.getTime()}:${key}`;
      const total = (totals.get(slot) ?? 0) + n;
      totals.set(slot, total);
      return total;
    },
    async deleteWindowsBefore(before: Date): Promise<void> {
      deletes.push(before.getTime());
    },
  };
}

const MINUTE = 60_000;
const hits = (counters: RateLimitCounters, n: number, key = 'k', max = 3) =>
  Promise.all(Array.from({ length: n }, () => counters.hit(key, MINUTE, max)));
const counts = (list: { count: number }[]) => list.map((h) => h.count);

describe('rate-limit counters', () => {
  it('takes a twentieth of a large limit at a time (at most 10,000), one place for limits under 40', () => {
    expect([1, 5, 30, 39, 40, 120, 600, 1_000_000].map(leaseSize)).toEqual([1, 1, 1, 1, 2, 6, 30, 10_000]);
  });

  it('counts hits in fixed windows aligned to the epoch and says when the window ends', async () => {
    const repo = fakeRepo();
    let now = 10 * MINUTE + 5_000;
    const counters = createRateLimitCounters({ repo, now: () => now });
    // The clock the windows are counted on, for every "try again in".
    expect(counters.now()).toBe(10 * MINUTE + 5_000);
    expect(await counters.hit('k', MINUTE, 3)).toEqual({ count: 1, resetAt: 11 * MINUTE });
    expect(await counters.hit('k', MINUTE, 3)).toEqual({ count: 2, resetAt: 11 * MINUTE });
    expect(await counters.hit('other', MINUTE, 3)).toEqual({ count: 1, resetAt: 11 * MINUTE });
    now = 11 * MINUTE;
    expect(await counters.hit('k', MINUTE, 3)).toEqual({ count: 1, resetAt: 12 * MINUTE });
  });

  it('writes the hits that arrive together, or during a write, in one statement, each with its own place', async () => {
    const repo = fakeRepo();
    const counters = createRateLimitCounters({ repo, now: () => 0 });
    expect(counts(await hits(counters, 5, 'k', 10))).toEqual([1, 2, 3, 4, 5]);
    expect(repo.writes.map((w) => w.n)).toEqual([5]);

    repo.hold();
    const first = counters.hit('k', MINUTE, 10);
    await new Promise((resolve) => setImmediate(resolve)); // its write is under way
    const during = hits(counters, 4, 'k', 10);
    repo.release();
    expect(counts(await Promise.all([first, ...(await during)]))).toEqual([6, 7, 8, 9, 10]);
    expect(repo.writes.map((w) => w.n)).toEqual([5, 1, 4]);
  });

  it('hands out a leased block of a large limit without writing again, and counts on in the database after it', async () => {
    const repo = fakeRepo();
    const counters = createRateLimitCounters({ repo, now: () => 0 });
    const one = [];
    for (let i = 0; i < 8; i++) one.push((await counters.hit('k', MINUTE, 120)).count);
    expect(one).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(repo.writes.map((w) => w.n)).toEqual([6, 6]);
  });

  it('never lets several processes past the limit together, and refuses the rest of the window without writing', async () => {
    const repo = fakeRepo();
    const one = createRateLimitCounters({ repo, now: () => 0 });
    const two = createRateLimitCounters({ repo, now: () => 0 });
    const all = await Promise.all(
      Array.from({ length: 60 }, (_, i) => (i % 2 ? one : two).hit('shared', MINUTE, 40)),
    );
    const admitted = all.filter((h) => h.count <= 40).map((h) => h.count);
    expect(new Set(admitted).size).toBe(admitted.length); // no place handed out twice
    expect(admitted.length).toBeLessThanOrEqual(40);
    expect(admitted.length).toBeGreaterThanOrEqual(39); // at most leaseSize(40) - 1 lost to the other process

    // Each process learns from the database that the window is full (at most one more write each) …
    expect((await one.hit('shared', MINUTE, 40)).count).toBeGreaterThan(40);
    expect((await two.hit('shared', MINUTE, 40)).count).toBeGreaterThan(40);
    const writes = repo.writes.length;
    // … and refuses the rest of it without writing.
    for (const counters of [one, two, one, two]) {
      expect((await counters.hit('shared', MINUTE, 40)).count).toBeGreaterThan(40);
    }
    expect(repo.writes.length).toBe(writes);
  });

  it('is exact for small limits across processes', async () => {
    const repo = fakeRepo();
    const one = createRateLimitCounters({ repo, now: () => 0 });
    const two = createRateLimitCounters({ repo, now: () => 0 });
    const seen = [];
    for (let i = 0; i < 6; i++) seen.push((await (i % 2 ? one : two).hit('small', MINUTE, 3)).count);
    expect(seen.slice(0, 3)).toEqual([1, 2, 3]);
    expect(seen.slice(3).every((count) => count > 3)).toBe(true);
  });

  it('fails the hits of a failed write and carries on with the next ones', async () => {
    const repo = fakeRepo();
    const counters = createRateLimitCounters({ repo, now: () => 0 });
    repo.failOnce();
    await expect(counters.hit('k', MINUTE, 3)).rejects.toThrow('database unreachable');
    expect((await counters.hit('k', MINUTE, 3)).count).toBe(1);
  });

  it('deletes windows older than a day on the first hit, then at most once per interval', async () => {
    const repo = fakeRepo();
    let now = 2 * 86_400_000;
    const counters = createRateLimitCounters({ repo, now: () => now, cleanupEveryMs: 10 * MINUTE });
    await counters.hit('k', MINUTE, 3);
    await counters.hit('k', MINUTE, 3);
    expect(repo.deletes).toEqual([86_400_000]);
    now += 10 * MINUTE;
    await counters.hit('k', MINUTE, 3);
    expect(repo.deletes).toEqual([86_400_000, 86_400_000 + 10 * MINUTE]);
  });
});

import type { FastifyBaseLogger } from 'fastify';
import type { RateLimitRepository } from './rate-limit.repository.ts';

/** One counted hit: its place in its window (1 for the first hit) and when that window ends (epoch ms). */
export interface CounterHit {
  count: number;
  resetAt: number;
}

/**
 * The port every rate limit counts through (the routes' limits and the sign-in attempt limits): fixed windows
 * of `windowMs` aligned to the epoch, kept in the database so a limit of `max` holds across every process
 * sharing it. A hit is over the limit when its `count` is above `max`.
 */
export interface RateLimitCounters {
  hit(key: string, windowMs: number, max: number): Promise<CounterHit>;
  /** The clock the windows are counted on (milliseconds; tests inject one): for "try again in N seconds". */
  now(): number;
  /**
   * The count of `key` in the current window (or `windowsBack` windows earlier) as the database holds it,
   * without counting a hit: every process's hits, plus places leased but not yet handed out.
   */
  count(key: string, windowMs: number, windowsBack?: number): Promise<CounterHit>;
}

interface Waiter {
  resolve(count: number): void;
  reject(err: unknown): void;
}

/** This process's share of one counter in one window. */
interface Slot {
  windowEnd: number;
  max: number;
  /** The places this process took from the database and has not handed out yet: next..last. */
  next: number;
  last: number;
  waiting: Waiter[];
  writing: boolean;
}

const DAY_MS = 86_400_000;
const SWEEP_EVERY_MS = 60_000;

/**
 * Places taken from the database at a time: 1 for limits under 40 (exact), a twentieth of larger ones (at most
 * 10,000, so the integer column never overflows with many processes).
 */
export function leaseSize(max: number): number {
  return Math.min(10_000, Math.max(1, Math.floor(max / 20)));
}

/**
 * Counters in the shared table. A process takes places in a counter's window from the database a block at a
 * time (`count = count + n`, atomic) and hands them out in order: one statement serves the hits that arrive
 * together, and for large limits the next `leaseSize(max) - 1` hits too. Every admitted hit holds a place no
 * higher than `max` that no other process holds, so a limit is never exceeded across processes; a place taken
 * but unused when the window ends is lost, so with several processes a client may be refused at most
 * `leaseSize(max) - 1` hits early per other process (none for limits under 40). Once the database count
 * reaches `max`, the rest of the window is refused without a write. Windows older than a day are deleted at
 * most once per `cleanupEveryMs` per process (the first time on the first hit).
 */
export function createRateLimitCounters(deps: {
  repo: Pick<RateLimitRepository, 'add' | 'deleteWindowsBefore'>;
  log?: Pick<FastifyBaseLogger, 'warn'>;
  /** Milliseconds clock (tests). */
  now?: () => number;
  cleanupEveryMs?: number;
}): RateLimitCounters {
  const { repo } = deps;
  const now = deps.now ?? Date.now;
  const cleanupEveryMs = deps.cleanupEveryMs ?? 10 * 60_000;
  /** By window start and key. */
  const slots = new Map<string, Slot>();
  let nextCleanup = 0;
  let nextSweep = 0;

  /** The next place this process holds; past `max` once the database count has reached it; else null. */
  function take(slot: Slot): number | null {
    if (slot.next <= slot.last) return slot.next++;
    return slot.last >= slot.max ? slot.next++ : null;
  }

  /** Takes a block of places for the waiting hits (at least one lease), then serves everyone it can. */
  async function write(id: string, key: string, windowStart: Date, slot: Slot): Promise<void> {
    const n = Math.max(slot.waiting.length, leaseSize(slot.max));
    try {
      const total = await repo.add(key, windowStart, n);
      slot.next = total - n + 1;
      slot.last = total;
    } catch (err) {
      for (const w of slot.waiting.splice(0)) w.reject(err);
    }
    for (let place = take(slot); place !== null; place = take(slot)) {
      const w = slot.waiting.shift();
      if (!w) {
        slot.next -= 1;
        break;
      }
      w.resolve(place);
    }
    if (slot.waiting.length > 0) setImmediate(() => void write(id, key, windowStart, slot));
    else {
      slot.writing = false;
      if (slot.next > slot.last && slot.last < slot.max) slots.delete(id);
    }
  }

  function housekeeping(at: number): void {
    if (at >= nextSweep) {
      nextSweep = at + SWEEP_EVERY_MS;
      for (const [id, slot] of slots) if (slot.windowEnd <= at && !slot.writing) slots.delete(id);
    }
    if (at >= nextCleanup) {
      nextCleanup = at + cleanupEveryMs;
      repo
        .deleteWindowsBefore(new Date(at - DAY_MS))
        .catch((err: unknown) => deps.log?.warn({ err }, 'old rate limit counters could not be deleted'));
    }
  }

  return {
    now,
    async count(key, windowMs, windowsBack = 0) {
      const start = (Math.floor(now() / windowMs) - windowsBack) * windowMs;
      return { count: await repo.add(key, new Date(start), 0), resetAt: start + windowMs };
    },
    async hit(key, windowMs, max) {
      const at = now();
      const start = Math.floor(at / windowMs) * windowMs;
      const resetAt = start + windowMs;
      housekeeping(at);
      const id = `${start}:${key}`;
      let slot = slots.get(id);
      if (!slot) {
        slot = { windowEnd: resetAt, max, next: 1, last: 0, waiting: [], writing: false };
        slots.set(id, slot);
      }
      const place = slot.waiting.length === 0 ? take(slot) : null;
      if (place !== null) return { count: place, resetAt };
      const s = slot;
      const count = await new Promise<number>((resolve, reject) => {
        s.waiting.push({ resolve, reject });
        if (s.writing) return;
        s.writing = true;
        // The write starts after the requests already read from the sockets, so they share it.
        setImmediate(() => void write(id, key, new Date(start), s));
      });
      return { count, resetAt };
    },
  };
}

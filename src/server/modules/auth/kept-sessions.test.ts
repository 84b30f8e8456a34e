import { describe, expect, it } from 'vitest';
import type { ResolvedSession } from './auth.service.ts';
import { createKeptSessions } from './kept-sessions.ts';

const session = (expiresAt: Date) =>
  ({
    session: { id: 's1', expiresAt, lastSeenAt: new Date(0) },
    current: { role: 'driver' },
  }) as unknown as ResolvedSession;

describe('createKeptSessions', () => {
  const AT = new Date('2026-12-06T12:00:00Z');
  const LATER = new Date('2026-12-07T12:00:00Z');

  it('answers while younger than ttl, the stamp unchanged and the session not expired', () => {
    let stamp = 0;
    let clock = 0;
    const kept = createKeptSessions({ ttlMs: 1000, stamp: () => stamp, now: () => clock });
    kept.keep('h', stamp, session(LATER));
    expect(kept.get('h', AT)).toBeDefined();
    clock = 1000;
    expect(kept.get('h', AT)).toBeUndefined();

    clock = 0;
    kept.keep('h', stamp, session(LATER));
    stamp = 1;
    expect(kept.get('h', AT)).toBeUndefined();

    kept.keep('h', stamp, session(LATER));
    expect(kept.get('h', LATER)).toBeUndefined();
  });

  it('does not keep what was read before the stamp moved, and keeps nothing with ttl 0', () => {
    let stamp = 0;
    const kept = createKeptSessions({ ttlMs: 1000, stamp: () => stamp, now: () => 0 });
    const before = stamp;
    stamp = 1;
    kept.keep('h', before, session(LATER));
    expect(kept.get('h', AT)).toBeUndefined();

    const off = createKeptSessions({ ttlMs: 0, stamp: () => 0, now: () => 0 });
    expect(off.enabled).toBe(false);
    off.keep('h', 0, session(LATER));
    expect(off.get('h', AT)).toBeUndefined();
  });

  it('a touch moves the kept idle clock on', () => {
    const kept = createKeptSessions({ ttlMs: 1000, stamp: () => 0, now: () => 0 });
    kept.keep('h', 0, session(LATER));
    const seen = new Date('2026-12-06T12:05:00Z');
    const expires = new Date('2026-12-08T12:00:00Z');
    kept.touched('h', seen, expires);
    expect(kept.get('h', AT)?.session.lastSeenAt).toEqual(seen);
    expect(kept.get('h', AT)?.session.expiresAt).toEqual(expires);
  });

  it('reads asking for one session at once share one lookup; nothing found is not kept', async () => {
    const kept = createKeptSessions({ ttlMs: 1000, stamp: () => 0, now: () => 0 });
    let lookups = 0;
    const lookup = async () => {
      lookups += 1;
      await new Promise((r) => setTimeout(r, 5));
      return session(LATER);
    };
    const all = await Promise.all([1, 2, 3, 4].map(() => kept.load('h', AT, lookup)));
    expect(lookups).toBe(1);
    expect(new Set(all).size).toBe(1);
    await kept.load('h', AT, lookup);
    expect(lookups).toBe(1);

    let misses = 0;
    const none = async () => {
      misses += 1;
      return null;
    };
    expect(await kept.load('x', AT, none)).toBeNull();
    expect(await kept.load('x', AT, none)).toBeNull();
    expect(misses).toBe(2);
  });
});

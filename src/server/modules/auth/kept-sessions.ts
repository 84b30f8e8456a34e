import type { ResolvedSession } from './auth.service.ts';

/**
 * Sessions kept for the reads (decision 051): a chauffeur's nearby poll and a dispatcher's board are mostly the
 * work of finding the cookie's session. A kept session answers a GET (never a write: writes always read the
 * session from the database) while it is younger than `ttlMs`, this process has written no session, account or
 * guest since (`stamp`), and it has not expired on the app's clock. A session ended by another process is so
 * refused by every read within `ttlMs`, and by every write at once.
 */
export function createKeptSessions(opts: {
  ttlMs: number;
  /** Moves when this process writes a session, an account or a guest (read-cache.ts). */
  stamp: () => number;
  max?: number;
  now?: () => number;
}) {
  const now = opts.now ?? (() => performance.now());
  const max = opts.max ?? 10_000;
  const entries = new Map<string, { at: number; stamp: number; value: ResolvedSession }>();
  /** Lookups in flight: the requests a page sends at once with one cookie share one. */
  const loading = new Map<string, Promise<ResolvedSession | null>>();

  return {
    /** Whether sessions are kept at all (`ttlMs` > 0). */
    get enabled(): boolean {
      return opts.ttlMs > 0;
    },
    get(tokenHash: string, at: Date): ResolvedSession | undefined {
      const hit = entries.get(tokenHash);
      if (!hit) return undefined;
      if (
        hit.stamp !== opts.stamp() ||
        now() - hit.at >= opts.ttlMs ||
        hit.value.session.expiresAt.getTime() <= at.getTime()
      ) {
        entries.delete(tokenHash);
        return undefined;
      }
      return hit.value;
    },
    /**
     * The kept session, or `lookup`'s answer (kept when there is one), shared by every read asking for the same
     * session meanwhile.
     */
    async load(
      tokenHash: string,
      at: Date,
      lookup: () => Promise<ResolvedSession | null>,
    ): Promise<ResolvedSession | null> {
      const hit = this.get(tokenHash, at);
      if (hit) return hit;
      const running = loading.get(tokenHash);
      if (running) return running;
      const stamp = opts.stamp();
      const started = lookup().then((value) => {
        if (value) this.keep(tokenHash, stamp, value);
        return value;
      });
      loading.set(tokenHash, started);
      try {
        return await started;
      } finally {
        if (loading.get(tokenHash) === started) loading.delete(tokenHash);
      }
    },
    keep(tokenHash: string, stamp: number, value: ResolvedSession): void {
      if (!(opts.ttlMs > 0) || stamp !== opts.stamp()) return;
      entries.set(tokenHash, { at: now(), stamp, value });
      if (entries.size > max) {
        const t = now();
        for (const [k, e] of entries) if (t - e.at >= opts.ttlMs) entries.delete(k);
        for (const k of entries.keys()) {
          if (entries.size <= max) break;
          entries.delete(k);
        }
      }
    },
    /** A kept session's idle clock moved on (its row was touched). */
    touched(tokenHash: string, lastSeenAt: Date, expiresAt: Date): void {
      const hit = entries.get(tokenHash);
      if (hit) hit.value = { ...hit.value, session: { ...hit.value.session, lastSeenAt, expiresAt } };
    },
  };
}
export type KeptSessions = ReturnType<typeof createKeptSessions>;

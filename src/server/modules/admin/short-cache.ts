/**
 * Answers shared by key inside one process (decision 048): while one is being computed, every caller asking the
 * same key waits for it (nothing is computed twice at once); once made, it is kept `ttlMs` (0: only while in
 * flight). Time is the process's monotonic clock, never the app's (a frozen test clock must not keep answers).
 * A failure is never kept.
 */
export function createShortCache<T>(ttlMs: number, now: () => number = () => performance.now()) {
  const entries = new Map<string, { at: number; value: Promise<T> }>();
  return {
    get(key: string, compute: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && (hit.at < 0 || now() - hit.at < ttlMs)) return hit.value;
      const entry = { at: -1, value: compute() };
      entries.set(key, entry);
      entry.value.then(
        () => {
          if (ttlMs > 0) entry.at = now();
          else if (entries.get(key) === entry) entries.delete(key);
        },
        () => {
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
      // Old keys (another day, other filters) go when the map grows: it never holds more than a few hundred.
      if (entries.size > 500) {
        for (const [k, e] of entries) if (e.at >= 0 && now() - e.at >= ttlMs) entries.delete(k);
      }
      return entry.value;
    },
  };
}

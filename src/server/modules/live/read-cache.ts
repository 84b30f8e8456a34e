import type { LiveChange } from '../../../shared/contracts/live.ts';

/**
 * Answers kept while nothing they read has changed (decision 051). The back office's heavy reads (the dispatch
 * board, the bookings search, the year's analytics) and a chauffeur's nearby requests are asked far more often
 * than the rides change: each kept answer carries the *stamp* of what it read, and is sent again only while the
 * stamp is unchanged and it is younger than `ttlMs`.
 *
 * The stamp moves:
 * - when the database says a booking, a trip or a chauffeur changed (the `live_changes` notifications of
 *   decision 047, from any process on the database), for the ids it names;
 * - when this process sends a write to a table the answers read (the statement itself, and again when the
 *   request that sent it answers, after its commit: a client that reads right after its own write never gets
 *   an answer from before it);
 * - for everything, when the notification connection drops or comes back (changes may have been missed).
 *
 * While the process is not listening (not yet, or the connection is down) nothing is kept: identical requests
 * still share one computation in flight, never an answer made before them. Tables without notifications (a
 * customer's name, a rollup folded by the job) reach other processes within `ttlMs`.
 */

/** What a kept answer read: the rides (bookings and trips), the chauffeurs, or one chauffeur. */
export type ReadScope = 'rides' | 'drivers';

/** Tables written often that no kept answer reads: their writes move no stamp. */
const UNREAD_TABLES = new Set([
  'sessions',
  'rate_limit_counters',
  'sign_in_attacks',
  'sign_in_known_addresses',
  'email_outbox',
  'push_subscriptions',
  'oauth_states',
  'password_reset_tokens',
  'email_verification_tokens',
  'scheduled_jobs',
  'admin_audit_log',
  'contact_messages',
  'test_payment_intents',
  'saved_places',
  'saved_cards',
  'sms_opt_outs',
  // Compliance (decision 32): document files, the reminders sent and the base's settings are read by no kept
  // answer. A car's writes (fleet_cars) are read by the board, the bookings list and nearby: not listed here, and
  // announced to other processes by the fleet_cars trigger (drizzle/0037).
  'compliance_files',
  'compliance_reminders',
  'base_settings',
]);

/** The tables a statement writes (insert into, update, delete from; not `select … for update`). */
const WRITE_TARGET = /\b(?:insert\s+into|(?<!for\s+)update|delete\s+from)\s+"?([a-z_][a-z0-9_]*)"?/gi;
const MAYBE_WRITE = /\b(?:insert|update|delete)\b/i;

/** Tables a session's answer reads (auth.service.ts `resolve`). */
const SESSION_TABLES = new Set(['sessions', 'users', 'guests']);
/** A session's idle clock moving on (auth.service.ts `touchSession`): changes nothing a kept session says. */
const SESSION_TOUCH =
  /^\s*update\s+"sessions"\s+set\s+"last_seen_at"\s*=\s*\$1,\s*"expires_at"\s*=\s*\$2\s+where/i;

/** What `statement` writes: a table a kept answer may read (`reads`), one a kept session reads (`sessions`). */
export function statementWrites(statement: string): { reads: boolean; sessions: boolean } {
  const found = { reads: false, sessions: false };
  if (!MAYBE_WRITE.test(statement)) return found;
  for (const m of statement.matchAll(WRITE_TARGET)) {
    const table = m[1]?.toLowerCase();
    if (!table) continue;
    if (!UNREAD_TABLES.has(table)) found.reads = true;
    if (SESSION_TABLES.has(table) && !SESSION_TOUCH.test(statement)) found.sessions = true;
  }
  return found;
}

/** Past this many chauffeurs with a stamp of their own, all of them start again from the shared one. */
const MAX_DRIVER_STAMPS = 10_000;

export function createReadFreshness() {
  let epoch = 0;
  let rides = 0;
  let drivers = 0;
  /** Moves every chauffeur's stamp at once (a local write to `drivers`, a missed notification). */
  let everyDriver = 0;
  const perDriver = new Map<string, number>();
  let listening = false;
  /** A read table was written since the last request that wrote answered. */
  let writtenSinceAnswer = false;
  /** Moves when this process writes a session, an account or a guest (kept sessions, auth.service.ts). */
  let sessions = 0;

  const next = () => (epoch += 1);
  function everything(): void {
    rides = next();
    drivers = next();
    everyDriver = next();
    perDriver.clear();
  }

  return {
    /** Whether changes made elsewhere are heard (answers may be kept). */
    get listening(): boolean {
      return listening;
    },
    /** Listening started (`true`, after a reconnect too) or the connection dropped (`false`). */
    setListening(on: boolean): void {
      everything();
      listening = on;
    },
    /** A notification from the database (any process). */
    onChange(change: LiveChange): void {
      if (change.all) return everything();
      if (change.kinds.includes('booking') || change.kinds.includes('trip')) rides = next();
      if (change.kinds.includes('driver') || change.drivers.length > 0) drivers = next();
      if (perDriver.size + change.drivers.length > MAX_DRIVER_STAMPS) {
        perDriver.clear();
        everyDriver = next();
      }
      for (const id of change.drivers) perDriver.set(id, next());
    },
    /** A statement this process sends (the database's statement watch). */
    onStatement(statement: string): void {
      const writes = statementWrites(statement);
      if (writes.sessions) sessions = next();
      if (!writes.reads) return;
      writtenSinceAnswer = true;
      everything();
    },
    /** The stamp of a kept session: moved by this process's writes only (other processes: its time limit). */
    sessionStamp(): number {
      return sessions;
    },
    /** A write request answers: its transaction is committed. */
    onWriteAnswered(): void {
      if (!writtenSinceAnswer) return;
      writtenSinceAnswer = false;
      everything();
    },
    /** The stamp of what an answer reading `scopes` (and the chauffeur `driverId`) read. */
    stamp(scopes: readonly ReadScope[], driverId?: string): string {
      let s = '';
      for (const scope of scopes) s += `${scope === 'rides' ? rides : drivers}.`;
      if (driverId !== undefined) s += `${everyDriver}.${perDriver.get(driverId) ?? 0}`;
      return s;
    },
  };
}
export type ReadFreshness = ReturnType<typeof createReadFreshness>;

interface Entry {
  stamp: string;
  /** When it was made (monotonic ms); -1 while being computed. */
  at: number;
  /** How long it is sent as it is: `ttlMs`, less up to a quarter (see `spread`). */
  freshFor: number;
  value: Promise<Buffer>;
}

/**
 * Kept answers (JSON, as bytes) by key. `get` answers from the entry when its stamp is current and it is younger
 * than `ttlMs`; between `ttlMs` and `2 * ttlMs` it answers from it and makes a new one beside (a busy key never
 * makes its callers wait for the clock); otherwise it computes, and identical requests share that computation.
 * `ttlMs` 0 or not listening: shared in flight only. Time is the process's monotonic clock, never the app's.
 */
export function createReadCache(opts: {
  freshness: ReadFreshness;
  ttlMs: number;
  maxEntries?: number;
  now?: () => number;
  /**
   * 0 to 1: how much of a quarter of `ttlMs` an answer's freshness is shortened by (random by default). Answers made
   * together (200 chauffeurs' first polls, a board after a change) would otherwise all age out in the same moment
   * and be made again in one burst, which the requests behind it wait for; spread, they are remade one by one.
   */
  spread?: () => number;
}) {
  const { freshness, ttlMs } = opts;
  const now = opts.now ?? (() => performance.now());
  const spread = opts.spread ?? Math.random;
  const maxEntries = opts.maxEntries ?? 1_000;
  const entries = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<Buffer>>();

  function compute(
    key: string,
    read: { scopes: readonly ReadScope[]; driverId: string | undefined; stamp: string },
    make: () => Promise<string>,
  ): Promise<Buffer> {
    const { stamp } = read;
    const flightKey = `${key}\u0000${stamp}`;
    const running = inFlight.get(flightKey);
    if (running) return running;
    const keep = ttlMs > 0 && freshness.listening;
    // Kept as bytes: a large answer is not encoded again for every request.
    const value = make().then((json) => Buffer.from(json));
    inFlight.set(flightKey, value);
    const entry: Entry = { stamp, at: -1, freshFor: ttlMs * (1 - spread() / 4), value };
    value.then(
      () => {
        inFlight.delete(flightKey);
        // Kept only when nothing it read changed while it was being made.
        if (!keep || !freshness.listening || freshness.stamp(read.scopes, read.driverId) !== stamp) return;
        entry.at = now();
        entries.set(key, entry);
        if (entries.size > maxEntries) prune();
      },
      () => inFlight.delete(flightKey),
    );
    return value;
  }

  function prune(): void {
    const t = now();
    for (const [k, e] of entries) if (t - e.at >= 2 * ttlMs) entries.delete(k);
    // Still too many: the oldest go (a Map iterates in insertion order).
    for (const k of entries.keys()) {
      if (entries.size <= maxEntries) break;
      entries.delete(k);
    }
  }

  return {
    get(
      key: string,
      scopes: readonly ReadScope[],
      make: () => Promise<string>,
      driverId?: string,
    ): Promise<Buffer> {
      const stamp = freshness.stamp(scopes, driverId);
      const read = { scopes, driverId, stamp };
      const hit = entries.get(key);
      if (hit && ttlMs > 0 && freshness.listening && hit.stamp === stamp) {
        const age = now() - hit.at;
        if (age < hit.freshFor) return hit.value;
        if (age < 2 * ttlMs) {
          void compute(key, read, make).catch(() => undefined);
          return hit.value;
        }
      }
      return compute(key, read, make);
    },
    /** Kept answers (tests and the bench). */
    get size(): number {
      return entries.size;
    },
  };
}
export type ReadCache = ReturnType<typeof createReadCache>;

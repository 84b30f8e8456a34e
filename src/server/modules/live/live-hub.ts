import { LIVE_CHANGE_KINDS, type LiveChange, type LiveChangeKind } from '../../../shared/contracts/live.ts';

/**
 * The fan-out of live changes (decision 047): the database's notifications go in (`publish`), are merged for a
 * quarter second (a chauffeur's position pings and a bulk update become one event), and each subscriber gets
 * the part of the merged change it may see (`select`). No HTTP here: event-stream.ts writes the events.
 */

/** The database's channel (drizzle/*_live_notify.sql). */
export const LIVE_CHANNEL = 'live_changes';

/** Past this many ids of a kind in one merged change, subscribers are told to read everything again. */
const MAX_IDS = 200;

export interface LiveSubscriber {
  /** The part of `change` this subscriber is shown, or null for nothing. */
  select(change: LiveChange): LiveChange | null;
  send(change: LiveChange): void;
}

const isKind = (v: unknown): v is LiveChangeKind =>
  typeof v === 'string' && (LIVE_CHANGE_KINDS as readonly string[]).includes(v);

const ids = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];

/**
 * A notification's payload ({"k":"booking","b":[…],"d":[…]} or {"k":…,"all":true}) as a change; null when it
 * is not one (another sender on the channel): ignored.
 */
export function parseLiveNotification(payload: string): LiveChange | null {
  let raw: unknown;
  try {
    raw = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof raw !== 'object' || raw === null) return null;
  const o = raw as Record<string, unknown>;
  if (!isKind(o.k)) return null;
  return { kinds: [o.k], bookings: ids(o.b), drivers: ids(o.d), all: o.all === true };
}

/** A change that says: everything may have changed (the listener reconnected and may have missed some). */
export const EVERYTHING: LiveChange = { kinds: [...LIVE_CHANGE_KINDS], bookings: [], drivers: [], all: true };

export function createLiveHub(opts: { coalesceMs: number; onError?: (err: unknown) => void }) {
  const subscribers = new Set<LiveSubscriber>();
  let pending: {
    kinds: Set<LiveChangeKind>;
    bookings: Set<string>;
    drivers: Set<string>;
    all: boolean;
  } | null = null;
  let timer: NodeJS.Timeout | null = null;

  function flush(): void {
    timer = null;
    const p = pending;
    pending = null;
    if (!p) return;
    const all = p.all || p.bookings.size > MAX_IDS || p.drivers.size > MAX_IDS;
    const change: LiveChange = {
      kinds: LIVE_CHANGE_KINDS.filter((k) => p.kinds.has(k)),
      bookings: all ? [] : [...p.bookings],
      drivers: all ? [] : [...p.drivers],
      all,
    };
    for (const s of subscribers) {
      try {
        const shown = s.select(change);
        if (shown) s.send(shown);
      } catch (err) {
        opts.onError?.(err);
      }
    }
  }

  return {
    /** Merges `change` into the next event, sent within `coalesceMs`. */
    publish(change: LiveChange): void {
      pending ??= { kinds: new Set(), bookings: new Set(), drivers: new Set(), all: false };
      for (const k of change.kinds) pending.kinds.add(k);
      for (const id of change.bookings) pending.bookings.add(id);
      for (const id of change.drivers) pending.drivers.add(id);
      pending.all ||= change.all;
      if (!timer) {
        timer = setTimeout(flush, opts.coalesceMs);
        timer.unref();
      }
    },
    subscribe(s: LiveSubscriber): () => void {
      subscribers.add(s);
      return () => {
        subscribers.delete(s);
      };
    },
    get size(): number {
      return subscribers.size;
    },
    /** Drops what is pending and every subscriber. */
    close(): void {
      if (timer) clearTimeout(timer);
      timer = null;
      pending = null;
      subscribers.clear();
    },
  };
}

/** What a booking's owner sees of a change: only that booking (never the ids of other rides or chauffeurs). */
export function forBooking(bookingId: string): LiveSubscriber['select'] {
  return (change) =>
    change.all || change.bookings.includes(bookingId)
      ? { kinds: change.kinds, bookings: change.all ? [] : [bookingId], drivers: [], all: change.all }
      : null;
}

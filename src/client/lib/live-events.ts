import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { liveChangeSchema, type LiveChange } from '../../shared/contracts/live.ts';

/**
 * Live updates in the browser (decision 047): an EventSource on one of the server's event streams
 * (`DISPATCH_EVENTS_PATH` for the dispatch board, `bookingEventsPath(number, token)` for a booking's owner, both
 * in shared/contracts/live.ts) that invalidates TanStack queries when a `change` arrives, so they are read again.
 *
 * - Changes are throttled: at most one invalidation per `minIntervalMs` (1 s), the last change never dropped.
 * - The browser reconnects a dropped stream by itself (the server's `retry:`); a stream the server refused or
 *   closed for good (429, 503, a restart) is opened again after a backoff (2 s doubling to 60 s). Every `ready`
 *   after the first means changes may have been missed while away: the queries are invalidated then too.
 */
export interface LiveInvalidateOptions {
  /** Which changes concern these queries (all of them when absent); `all` changes always do. */
  filter?: (change: LiveChange) => boolean;
  /** The least time between two invalidations (ms). */
  minIntervalMs?: number;
}

/** The part of EventSource this uses (tests pass a fake). */
export interface EventSourceLike {
  readonly readyState: number;
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  onerror: ((event: Event) => void) | null;
  close(): void;
}

const CLOSED = 2;
const FIRST_BACKOFF_MS = 2_000;
const MAX_BACKOFF_MS = 60_000;

/**
 * The logic of `useLiveInvalidate` without React: opens `url`, calls `invalidate` (throttled) on each change
 * that passes `filter` and on each reconnection, reopens after a backoff when the stream is closed for good.
 * Returns the function that stops it.
 */
export function startLiveInvalidation(deps: {
  url: string;
  open: (url: string) => EventSourceLike;
  invalidate: () => void;
  filter?: ((change: LiveChange) => boolean) | undefined;
  minIntervalMs?: number | undefined;
}): () => void {
  const minInterval = deps.minIntervalMs ?? 1_000;
  let source: EventSourceLike | null = null;
  let stopped = false;
  let readyBefore = false;
  let backoff = FIRST_BACKOFF_MS;
  let reopenTimer: ReturnType<typeof setTimeout> | null = null;
  let trailingTimer: ReturnType<typeof setTimeout> | null = null;
  let lastRun = -Infinity;

  const run = () => {
    trailingTimer = null;
    lastRun = Date.now();
    deps.invalidate();
  };
  const schedule = () => {
    if (stopped || trailingTimer) return;
    const wait = lastRun + minInterval - Date.now();
    if (wait <= 0) run();
    else trailingTimer = setTimeout(run, wait);
  };

  const connect = () => {
    reopenTimer = null;
    if (stopped) return;
    const s = deps.open(deps.url);
    source = s;
    s.addEventListener('ready', () => {
      backoff = FIRST_BACKOFF_MS;
      if (readyBefore) schedule();
      readyBefore = true;
    });
    s.addEventListener('change', (event) => {
      let data: unknown;
      try {
        data = JSON.parse(event.data);
      } catch {
        return;
      }
      const parsed = liveChangeSchema.safeParse(data);
      if (!parsed.success) return;
      if (parsed.data.all || !deps.filter || deps.filter(parsed.data)) schedule();
    });
    s.onerror = () => {
      // Still CONNECTING: the browser retries by itself. CLOSED: refused or ended for good; try later.
      if (s.readyState !== CLOSED || stopped) return;
      s.close();
      reopenTimer = setTimeout(connect, backoff);
      backoff = Math.min(backoff * 2, MAX_BACKOFF_MS);
    };
  };

  connect();
  return () => {
    stopped = true;
    source?.close();
    if (reopenTimer) clearTimeout(reopenTimer);
    if (trailingTimer) clearTimeout(trailingTimer);
  };
}

/**
 * While mounted, keeps the queries `queryKeys` current from the event stream at `url` (null: none, e.g. while
 * the booking number is not known yet). Closes the stream on unmount. For the dispatch board:
 * `useLiveInvalidate(DISPATCH_EVENTS_PATH, [boardKey])`.
 */
export function useLiveInvalidate(
  url: string | null,
  queryKeys: readonly QueryKey[],
  options: LiveInvalidateOptions = {},
): void {
  const queryClient = useQueryClient();
  // The latest keys and filter, without reopening the stream when only their identity changed.
  const latest = useRef({ queryKeys, options });
  latest.current = { queryKeys, options };
  const keysText = JSON.stringify(queryKeys);

  useEffect(() => {
    if (!url || typeof EventSource === 'undefined') return undefined;
    return startLiveInvalidation({
      url,
      open: (u) => new EventSource(u, { withCredentials: true }),
      filter: (change) => latest.current.options.filter?.(change) ?? true,
      minIntervalMs: latest.current.options.minIntervalMs,
      invalidate: () => {
        for (const queryKey of latest.current.queryKeys) void queryClient.invalidateQueries({ queryKey });
      },
    });
  }, [url, keysText, queryClient]);
}

import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../../shared/errors.ts';
import type { Database } from '../../db/client.ts';
import { openEventStream, type EventStream } from './event-stream.ts';
import type { ReadFreshness } from './read-cache.ts';
import {
  createLiveHub,
  EVERYTHING,
  LIVE_CHANNEL,
  parseLiveNotification,
  type LiveSubscriber,
} from './live-hub.ts';

export interface LiveOptions {
  /** How long changes are merged before an event goes out (250 ms). */
  coalesceMs: number;
  /** How often a quiet stream gets a comment line (15 s). */
  heartbeatMs: number;
  /** The `retry:` the browser waits before reconnecting a dropped stream (3 s). */
  retryMs: number;
  /** Streams one session (or, without one, one address) may hold open on one process. */
  maxStreamsPerKey: number;
}

export const DEFAULT_LIVE_OPTIONS: LiveOptions = {
  coalesceMs: 250,
  heartbeatMs: 15_000,
  retryMs: 3_000,
  maxStreamsPerKey: 5,
};

/**
 * Live updates (decision 047): LISTENs on the database's `live_changes` channel from the first stream on (one
 * connection per process, reconnecting), merges what it hears (live-hub.ts) and writes it to the open event
 * streams, each seeing what its `select` lets through. `closeAll` ends every stream (before the server closes:
 * an open stream would keep it waiting); `stop` also stops listening.
 */
export function createLiveService(deps: {
  database: Database;
  log: FastifyBaseLogger;
  options: LiveOptions;
  /** Told every change and every gap in listening (kept answers, read-cache.ts). */
  freshness?: ReadFreshness | undefined;
}) {
  const { database, log, options, freshness } = deps;
  const hub = createLiveHub({
    coalesceMs: options.coalesceMs,
    onError: (err) => log.error({ err }, 'live: a subscriber failed'),
  });
  const streams = new Set<EventStream>();
  const perKey = new Map<string, number>();
  let listening: Promise<() => Promise<void>> | null = null;
  let heartbeat: NodeJS.Timeout | null = null;
  let closing = false;

  function ensureListening(): Promise<() => Promise<void>> {
    listening ??= database
      .listen(LIVE_CHANNEL, {
        onNotify: (payload) => {
          const change = parseLiveNotification(payload);
          if (!change) return;
          freshness?.onChange(change);
          hub.publish(change);
        },
        onReconnect: () => {
          log.warn('live: listening to the database again; every stream reads everything again');
          freshness?.setListening(true);
          hub.publish(EVERYTHING);
        },
        onError: (err) => {
          freshness?.setListening(false);
          log.warn({ err }, 'live: the notification connection failed; reconnecting');
        },
      })
      .then((stop) => {
        freshness?.setListening(true);
        return stop;
      })
      .catch((err: unknown) => {
        listening = null;
        throw err;
      });
    return listening;
  }

  function release(key: string): void {
    const n = (perKey.get(key) ?? 1) - 1;
    if (n > 0) perKey.set(key, n);
    else perKey.delete(key);
  }

  function beat(): void {
    for (const s of streams) s.comment('ping');
    if (streams.size === 0 && heartbeat) {
      clearInterval(heartbeat);
      heartbeat = null;
    }
  }

  function closeAll(): void {
    closing = true;
    for (const s of [...streams]) s.close();
  }

  return {
    /**
     * Starts listening now rather than at the first stream (kept answers need every change from the start).
     * A failure is logged: answers are then not kept, and the first stream tries again.
     */
    async listen(): Promise<void> {
      await ensureListening().catch((err: unknown) => {
        log.error({ err }, 'live: cannot listen to the database; answers are not kept');
      });
    },
    /**
     * Answers `req` with an event stream of the changes `select` lets through, counted against `key` (429
     * `live.tooManyStreams` past the limit; 503 `live.unavailable` while closing or when the database cannot
     * be listened to).
     */
    async open(
      req: FastifyRequest,
      reply: FastifyReply,
      stream: { key: string; select: LiveSubscriber['select'] },
    ): Promise<void> {
      if (closing) throw new AppError('live.unavailable');
      const held = perKey.get(stream.key) ?? 0;
      if (held >= options.maxStreamsPerKey) {
        throw new AppError('live.tooManyStreams', { max: options.maxStreamsPerKey });
      }
      perKey.set(stream.key, held + 1);
      try {
        await ensureListening();
      } catch (err) {
        release(stream.key);
        log.error({ err }, 'live: cannot listen to the database');
        throw new AppError('live.unavailable');
      }
      if (closing) {
        release(stream.key);
        throw new AppError('live.unavailable');
      }
      let unsubscribe = () => {};
      const events = openEventStream(req, reply, {
        retryMs: options.retryMs,
        onClose: () => {
          unsubscribe();
          streams.delete(events);
          release(stream.key);
        },
      });
      streams.add(events);
      unsubscribe = hub.subscribe({
        select: stream.select,
        send: (change) => events.send('change', JSON.stringify(change)),
      });
      if (!heartbeat) {
        heartbeat = setInterval(beat, options.heartbeatMs);
        heartbeat.unref();
      }
      events.send('ready', '{}');
    },
    /** Open streams on this process. */
    get openStreams(): number {
      return streams.size;
    },
    /** Ends every stream and refuses new ones (the server is closing). */
    closeAll,
    async stop(): Promise<void> {
      closeAll();
      hub.close();
      if (heartbeat) clearInterval(heartbeat);
      heartbeat = null;
      const stopListening = await listening?.catch(() => null);
      listening = null;
      freshness?.setListening(false);
      await stopListening?.();
    },
  };
}
export type LiveService = ReturnType<typeof createLiveService>;

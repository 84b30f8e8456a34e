import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../shared/errors.ts';
import type { RateLimitCounters } from './rate-limit-counters.ts';

/** The counter of one route: its method and URL (stable across processes), e.g. `route:POST /api/quotes`. */
function routeCounterName(params: object): string {
  const info: { method?: unknown; url?: unknown } =
    'routeInfo' in params && typeof params.routeInfo === 'object' && params.routeInfo ? params.routeInfo : {};
  const method = Array.isArray(info.method) ? info.method.join(',') : info.method;
  if (typeof method !== 'string' || typeof info.url !== 'string') {
    throw new Error('rate limits apply to routes (config.rateLimit) only');
  }
  return `route:${method} ${info.url}`;
}

/**
 * The store @fastify/rate-limit counts in: the shared counters instead of its in-memory map, one counter per
 * route and key (the address, or the chat session), like the in-memory store's one map per route.
 */
function sharedStore(counters: RateLimitCounters, log: FastifyBaseLogger) {
  return class SharedStore implements FastifyRateLimitStore {
    name = 'route';

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
      max: number,
    ): void {
      counters.hit(`${this.name}:${key}`, timeWindow, max).then(
        ({ count, resetAt }) => callback(null, { current: count, ttl: Math.max(1, resetAt - Date.now()) }),
        (err: unknown) => {
          log.warn({ err }, 'rate limit counter unavailable; the request is let through');
          callback(err instanceof Error ? err : new Error(String(err)));
        },
      );
    }

    child(routeOptions: object): FastifyRateLimitStore {
      const store = new SharedStore();
      store.name = routeCounterName(routeOptions);
      return store;
    }
  };
}

/**
 * Per-route limits (`config: { rateLimit: { max, timeWindow, keyGenerator? } }`) counted in the database, so
 * they hold across every process sharing it. Answers and headers are @fastify/rate-limit's (x-ratelimit-*,
 * retry-after on 429); a counter the database cannot reach lets the request through (logged).
 */
export const rateLimitPlugin = fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      store: sharedStore(app.ctx.counters, app.log),
      skipOnError: true,
      // Thrown as is: the error handler answers 429 with the code and its English text.
      errorResponseBuilder: (_req, ctx) =>
        new AppError('common.rateLimited', { count: Math.ceil(ctx.ttl / 1000) }),
    });
  },
  { name: 'rate-limit', dependencies: ['infrastructure'] },
);

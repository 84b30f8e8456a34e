import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../shared/errors.ts';
import type { RouteLimit } from './infrastructure.ts';
import { byAddress, defineLimiter, registerRouteLimiter } from './limiter-key.ts';
import type { RateLimitCounters } from './rate-limit-counters.ts';

/**
 * A route limit's name: its method and URL. The HEAD route Fastify adds beside a GET shares the GET's counter
 * (it does the same work), so asking HEAD does not double an allowance.
 */
function routeLimiterName(method: string, url: string): string {
  return `route:${method === 'HEAD' ? 'GET' : method} ${url}`;
}

/** The counter of one route: its method and URL (stable across processes), e.g. `route:POST /api/quotes`. */
function routeCounterName(params: object): string {
  const info: { method?: unknown; url?: unknown } =
    'routeInfo' in params && typeof params.routeInfo === 'object' && params.routeInfo ? params.routeInfo : {};
  const method = Array.isArray(info.method) ? info.method.join(',') : info.method;
  if (typeof method !== 'string' || typeof info.url !== 'string') {
    throw new Error('rate limits apply to routes (config.rateLimit) only');
  }
  return routeLimiterName(method, info.url);
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
        ({ count, resetAt }) =>
          callback(null, { current: count, ttl: Math.max(1, resetAt - counters.now()) }),
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
    // Every route limit keys by `addressKey` (an IPv6 /64 is one client), or by a key generator made with
    // `routeKeyGenerator`; each is listed with every other limiter (`registeredLimiters`).
    app.addHook('onRoute', (route) => {
      const config: unknown = route.config;
      const limit =
        config && typeof config === 'object' && 'rateLimit' in config
          ? (config.rateLimit as unknown)
          : undefined;
      if (!limit || typeof limit !== 'object') return;
      const generator = 'keyGenerator' in limit ? limit.keyGenerator : byAddress;
      const method = Array.isArray(route.method) ? route.method.join(',') : route.method;
      // Throws at start-up for a key generator not made with routeKeyGenerator.
      registerRouteLimiter(routeLimiterName(method, route.url), generator as typeof byAddress);
    });
    await app.register(rateLimit, {
      global: false,
      keyGenerator: byAddress,
      store: sharedStore(app.ctx.counters, app.log),
      skipOnError: true,
      // Thrown as is: the error handler answers 429 with the code and its English text.
      errorResponseBuilder: (_req, ctx) =>
        new AppError('common.rateLimited', { count: Math.ceil(ctx.ttl / 1000) }),
    });
  },
  { name: 'rate-limit', dependencies: ['infrastructure'] },
);

/**
 * The mailbox an address reaches, for counting: lower case, without a `+tag` (sub-addressing), and for Gmail
 * without the dots it ignores, so `Jane.Doe+x@gmail.com` counts as `janedoe@gmail.com`.
 */
function mailboxKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 1) return address;
  let local = address.slice(0, at).split('+')[0] ?? '';
  let domain = address.slice(at + 1);
  if (domain === 'googlemail.com') domain = 'gmail.com';
  if (domain === 'gmail.com') local = local.replace(/\./g, '');
  return `${local || address.slice(0, at)}@${domain}`;
}

/**
 * A limit on the emails one recipient is sent, whichever addresses ask (the route limits count per sender),
 * counted in the shared counters so it holds across processes: `hit` counts one email to `email` and throws
 * 429 (`common.rateLimited`, the routes' answer) past `limit.max` in the window.
 */
export function createRecipientLimit(counters: RateLimitCounters, name: string, limit: RouteLimit) {
  const definition = defineLimiter(`recipient:${name}`, 'recipient mailbox', ({ subject }) =>
    mailboxKey(subject),
  );
  return {
    async hit(email: string): Promise<void> {
      // Not keyed by any address: one recipient, whichever addresses ask.
      const { count, resetAt } = await counters.hit(
        definition.key({ ip: '', subject: email }),
        limit.timeWindow,
        limit.max,
      );
      if (count > limit.max) {
        throw new AppError('common.rateLimited', {
          count: Math.max(1, Math.ceil((resetAt - counters.now()) / 1000)),
        });
      }
    },
  };
}
export type RecipientLimit = ReturnType<typeof createRecipientLimit>;

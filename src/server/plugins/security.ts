import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';

export interface SecurityOptions {
  /** Tile servers and other origins images may load from. */
  imgOrigins: string[];
  connectOrigins: string[];
  scriptOrigins: string[];
  frameOrigins: string[];
  production: boolean;
}

export async function registerSecurity(app: FastifyInstance, opts: SecurityOptions): Promise<void> {
  const headers = staticHelmetHeaders({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", ...opts.scriptOrigins],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:', ...opts.imgOrigins],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'", ...opts.connectOrigins],
        'frame-src': ["'self'", ...opts.frameOrigins],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
        'upgrade-insecure-requests': opts.production ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: opts.production ? { maxAge: 15552000, includeSubDomains: true } : false,
  });
  // The same headers on every answer: set in one call instead of running helmet per request (which cost
  // about a third of a bare route's throughput; the API budget is 2x a bare route).
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(headers);
    done();
  });
  // Routes opt in with `config: { rateLimit: { max, timeWindow } }`.
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_req, ctx) => {
      const msg = `Too many requests. Please try again in ${Math.ceil(ctx.ttl / 1000)} seconds.`;
      return { statusCode: 429, code: 'RATE_LIMITED', message: msg, error: msg };
    },
  });
}

/**
 * Runs helmet once against a recording response and returns the headers it sets. The policy has no
 * per-request parts (no nonces), so every answer gets the same set.
 */
export function staticHelmetHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
      return res;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failed: unknown = null;
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    failed = err ?? null;
  });
  if (failed) throw failed instanceof Error ? failed : new Error('helmet rejected its options');
  return headers;
}

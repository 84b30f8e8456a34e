import helmet from '@fastify/helmet';
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
  await app.register(helmet, {
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
  // Routes opt in with `config: { rateLimit: { max, timeWindow } }`.
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_req, ctx) => {
      const msg = `Too many requests. Please try again in ${Math.ceil(ctx.ttl / 1000)} seconds.`;
      return { statusCode: 429, code: 'RATE_LIMITED', message: msg, error: msg };
    },
  });
}

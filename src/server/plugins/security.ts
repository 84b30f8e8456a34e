import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Env, TrustProxy } from '../env.ts';

/**
 * Fastify's `trustProxy` for TRUST_PROXY: nobody (`false`), the listed proxies (addresses and CIDR ranges,
 * compiled by Fastify's proxy-addr), or `hops` addresses from the connection's end of the X-Forwarded-For
 * chain, so the client is the entry `hops` from its right and whatever a client writes to its left is
 * ignored. A hop count is passed as a function: Fastify 5 answers a plain number by trusting nobody.
 */
export function trustProxyOption(trust: TrustProxy): FastifyServerOptions['trustProxy'] {
  if (typeof trust === 'number') return (_address: string, hop: number) => hop < trust;
  return trust;
}

export interface SecurityOptions {
  /** Tile servers and other origins images may load from. */
  imgOrigins: string[];
  connectOrigins: string[];
  scriptOrigins: string[];
  frameOrigins: string[];
  production: boolean;
}

export function registerSecurity(app: FastifyInstance, opts: SecurityOptions): void {
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
}

function tileOrigins(tileUrl: string): string[] {
  try {
    const u = new URL(tileUrl.replace('{s}.', 'a.'));
    const origin = `${u.protocol}//${u.host}`;
    return tileUrl.includes('{s}') ? [origin.replace('//a.', '//*.')] : [origin];
  } catch {
    return [];
  }
}

/** The origins the CSP allows for the configured map tiles, Google Maps and Stripe. */
export function securityOptionsFor(env: Env): SecurityOptions {
  const tiles = tileOrigins(env.MAP_TILE_URL);
  const googleMaps = env.GOOGLE_MAPS_API_KEY
    ? ['https://maps.googleapis.com', 'https://maps.gstatic.com']
    : [];
  const stripe = env.STRIPE_PUBLISHABLE_KEY ? ['https://js.stripe.com'] : [];
  return {
    imgOrigins: [...tiles, ...googleMaps],
    connectOrigins: [...googleMaps, ...(stripe.length ? ['https://api.stripe.com'] : [])],
    scriptOrigins: [...googleMaps, ...stripe],
    frameOrigins: stripe.length ? ['https://js.stripe.com', 'https://hooks.stripe.com'] : [],
    production: env.NODE_ENV === 'production',
  };
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

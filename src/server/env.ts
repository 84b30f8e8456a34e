import { isIP } from 'node:net';
import '../shared/zod-setup.ts';
import { z } from 'zod';

/** OpenStreetMap's own tile servers: fine for development, not for a production site (their usage policy). */
export const DEFAULT_MAP_TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';

/**
 * Whom the server believes about the client's address: `false` (nobody: the connection's address), a number
 * of proxy hops in front of it (the client is that many entries from the right of X-Forwarded-For, counting the
 * connection), or the proxies' addresses and CIDR ranges (the client is the first address from the right that
 * is not one of them).
 */
export type TrustProxy = false | number | string[];

/** proxy-addr's names for well-known ranges, accepted in a TRUST_PROXY list. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const TRUST_PROXY_HELP =
  'set the number of proxies in front of the server (1 behind a load balancer, 2 behind a CDN and a load ' +
  'balancer) or their addresses and CIDR ranges (e.g. 10.0.0.0/8,127.0.0.1)';

/** Why one entry of a TRUST_PROXY list is refused, or null when it is an address, a CIDR range or a named range. */
function proxyEntryProblem(entry: string): string | null {
  if (NAMED_RANGES.has(entry)) return null;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) {
    return `"${entry}" is not an IP address or CIDR range (such as 10.0.0.0/8 or 2001:db8::/32)`;
  }
  if (prefix === undefined) return null;
  const bits = family === 4 ? 32 : 128;
  if (!/^\d{1,3}$/.test(prefix) || Number(prefix) > bits) {
    return `"${entry}" has an invalid prefix length (/0 to /${bits} for an IPv${family} range)`;
  }
  if (Number(prefix) === 0) {
    return `"${entry}" would trust every address, so any client could pick its own`;
  }
  return null;
}

const trustProxySchema = z
  .string()
  .trim()
  .optional()
  .transform((raw, ctx): TrustProxy => {
    const v = (raw ?? '').toLowerCase();
    if (v === '' || v === 'false' || v === '0') return false;
    if (v === 'true') {
      ctx.addIssue({
        code: 'custom',
        message:
          'TRUST_PROXY=true is refused: it believes every X-Forwarded-For header, so any client could pick its ' +
          `own address and escape the per-address rate limits; ${TRUST_PROXY_HELP}, or false for none`,
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(v)) {
      const hops = Number(v);
      if (hops > 10) {
        ctx.addIssue({ code: 'custom', message: 'TRUST_PROXY must be a number of proxy hops from 0 to 10' });
        return z.NEVER;
      }
      return hops === 0 ? false : hops;
    }
    const entries = (raw ?? '').split(',').map((e) => e.trim());
    const problems = entries.map((e) =>
      e ? proxyEntryProblem(e) : 'the list has an empty entry (two commas, or one at an end)',
    );
    const first = problems.find((p) => p !== null);
    if (first) {
      ctx.addIssue({
        code: 'custom',
        message: `${first}; ${TRUST_PROXY_HELP}`,
      });
      return z.NEVER;
    }
    return entries;
  });

const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce
      .number({ message: 'PORT must be a number' })
      .int()
      .min(1, 'PORT must be between 1 and 65535')
      .max(65535, 'PORT must be between 1 and 65535')
      .default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: optionalUrl.refine((v) => !v || /^postgres(ql)?:\/\//.test(v), {
      message: 'DATABASE_URL must start with postgres:// or postgresql://',
    }),
    PUBLIC_URL: optionalUrl.refine((v) => !v || /^https?:\/\//.test(v), {
      message: 'PUBLIC_URL must be an http(s) URL such as https://book.example.com',
    }),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SMTP_URL: optionalUrl.refine((v) => !v || /^smtps?:\/\//.test(v), {
      message: 'SMTP_URL must start with smtp:// or smtps://',
    }),
    MAIL_FROM: z.string().default('Empire Chauffeur <reservations@empirechauffeur.nyc>'),
    OPERATOR_EMAIL: z
      .string()
      .email('OPERATOR_EMAIL must be an email address')
      .default('dispatch@empirechauffeur.nyc'),
    GOOGLE_MAPS_API_KEY: optionalUrl,
    OSRM_URL: optionalUrl.refine((v) => !v || /^https?:\/\//.test(v), {
      message: 'OSRM_URL must be an http(s) URL such as http://127.0.0.1:5000',
    }),
    GEOCODER_URL: optionalUrl.refine((v) => !v || /^https?:\/\//.test(v), {
      message: 'GEOCODER_URL must be an http(s) URL such as http://127.0.0.1:2322',
    }),
    GEOCODER_KIND: z.enum(['photon', 'nominatim']).default('photon'),
    BOOKING_MIN_LEAD_MINUTES: z.coerce
      .number({ message: 'BOOKING_MIN_LEAD_MINUTES must be a number' })
      .int('BOOKING_MIN_LEAD_MINUTES must be a whole number of minutes')
      .min(0, 'BOOKING_MIN_LEAD_MINUTES must be 0 or more')
      .max(7 * 24 * 60, 'BOOKING_MIN_LEAD_MINUTES must be at most a week (10080)')
      .default(120),
    DRIVER_RADIUS_MILES: z.coerce
      .number({ message: 'DRIVER_RADIUS_MILES must be a number' })
      .min(1, 'DRIVER_RADIUS_MILES must be at least 1 mile')
      .max(200, 'DRIVER_RADIUS_MILES must be at most 200 miles')
      .default(25),
    /** How long before pickup a driver may start a trip (PRODUCT decision 21). */
    TRIP_START_WINDOW_MINUTES: z.coerce
      .number({ message: 'TRIP_START_WINDOW_MINUTES must be a number' })
      .int('TRIP_START_WINDOW_MINUTES must be a whole number of minutes')
      .min(0, 'TRIP_START_WINDOW_MINUTES must be at least 0')
      .max(7 * 24 * 60, 'TRIP_START_WINDOW_MINUTES must be at most a week (10080)')
      .default(60),
    /**
     * How long (ms) the dispatch board, the bookings search, the analytics and nearby requests are answered
     * again while nothing they read has changed (decision 051); 0 computes every answer.
     */
    READ_CACHE_MS: z.coerce
      .number({ message: 'READ_CACHE_MS must be a number' })
      .int('READ_CACHE_MS must be a whole number of milliseconds')
      .min(0, 'READ_CACHE_MS must be at least 0')
      .max(60_000, 'READ_CACHE_MS must be at most 60000 (1 minute)')
      .default(5_000),
    /**
     * End-to-end tests only (refused in production): a request may carry `x-e2e-trip-clock` (an ISO instant)
     * and the trip rules (start, complete, no-show waiting time) of that request read it as "now" (issue 35).
     */
    E2E_TRIP_CLOCK: z.enum(['on', 'off']).default('off'),
    MAP_TILE_URL: z.string().default(DEFAULT_MAP_TILE_URL),
    STRIPE_SECRET_KEY: optionalUrl,
    STRIPE_PUBLISHABLE_KEY: optionalUrl,
    STRIPE_WEBHOOK_SECRET: optionalUrl,
    TRUST_PROXY: trustProxySchema,
    LLM_BASE_URL: optionalUrl.refine((v) => !v || /^https?:\/\//.test(v), {
      message: 'LLM_BASE_URL must be an http(s) URL such as http://127.0.0.1:11434/v1',
    }),
    LLM_MODEL: optionalUrl,
    LLM_API_KEY: optionalUrl,
    /** SMS through Twilio (decision 30): the three together, or none (SMS rows are only stored). */
    TWILIO_ACCOUNT_SID: optionalUrl,
    TWILIO_AUTH_TOKEN: optionalUrl,
    /** The sending number in E.164, or a Messaging Service sid (MG…). */
    TWILIO_FROM: optionalUrl,
    /** Twilio's API origin (tests point it at a local stand-in). */
    TWILIO_API_URL: z
      .string()
      .trim()
      .url('TWILIO_API_URL must be an http(s) URL such as https://api.twilio.com')
      .refine((v) => /^https?:\/\//.test(v), {
        message: 'TWILIO_API_URL must be an http(s) URL such as https://api.twilio.com',
      })
      .default('https://api.twilio.com'),
    /** Web push (decision 30): the VAPID key pair (`npm run vapid:generate`) and contact; none: push is off. */
    VAPID_PUBLIC_KEY: optionalUrl,
    VAPID_PRIVATE_KEY: optionalUrl,
    VAPID_SUBJECT: optionalUrl.refine((v) => !v || /^(mailto:|https:\/\/)/.test(v), {
      message: 'VAPID_SUBJECT must be a mailto: address or an https: URL',
    }),
    /** "Continue with Google" (OpenID Connect): both, or neither (the button is hidden). */
    GOOGLE_CLIENT_ID: optionalUrl,
    GOOGLE_CLIENT_SECRET: optionalUrl,
    /** The OpenID provider (tests point it at a local one); its discovery document is read at first use. */
    GOOGLE_OIDC_ISSUER: z
      .string()
      .trim()
      .default('https://accounts.google.com')
      .refine((v) => /^https?:\/\/[^/]/.test(v) && !v.endsWith('/'), {
        message: 'GOOGLE_OIDC_ISSUER must be an http(s) URL without a trailing slash',
      }),
    AUTH_RATE_LIMIT_MULTIPLIER: z.coerce
      .number({ message: 'AUTH_RATE_LIMIT_MULTIPLIER must be a number' })
      .int('AUTH_RATE_LIMIT_MULTIPLIER must be a whole number')
      .min(1, 'AUTH_RATE_LIMIT_MULTIPLIER must be at least 1')
      .max(1000, 'AUTH_RATE_LIMIT_MULTIPLIER must be at most 1000')
      .default(1),
    /** Days an invoice may be overdue before its company is put on hold (decision 057). */
    COMPANY_HOLD_AFTER_DAYS: z.coerce
      .number({ message: 'COMPANY_HOLD_AFTER_DAYS must be a number' })
      .int('COMPANY_HOLD_AFTER_DAYS must be a whole number of days')
      .min(0, 'COMPANY_HOLD_AFTER_DAYS must be 0 or more')
      .max(365, 'COMPANY_HOLD_AFTER_DAYS must be at most 365')
      .default(15),
    /** How long a client may take to send a whole request, headers and body (Node's requestTimeout). */
    REQUEST_TIMEOUT_MS: z.coerce
      .number({ message: 'REQUEST_TIMEOUT_MS must be a number' })
      .int('REQUEST_TIMEOUT_MS must be a whole number of milliseconds')
      .min(1000, 'REQUEST_TIMEOUT_MS must be at least 1000 (1 second)')
      .max(600_000, 'REQUEST_TIMEOUT_MS must be at most 600000 (10 minutes)')
      .default(30_000),
    /** How long a connection may stay silent (nothing sent nor read) while a request is open. */
    CONNECTION_TIMEOUT_MS: z.coerce
      .number({ message: 'CONNECTION_TIMEOUT_MS must be a number' })
      .int('CONNECTION_TIMEOUT_MS must be a whole number of milliseconds')
      .min(1000, 'CONNECTION_TIMEOUT_MS must be at least 1000 (1 second)')
      .max(600_000, 'CONNECTION_TIMEOUT_MS must be at most 600000 (10 minutes)')
      .default(60_000),
    /** The OpenAPI document at /api/docs: `on` or `off`; unset, off in production and on elsewhere. */
    API_DOCS: z.enum(['on', 'off'], { message: 'API_DOCS must be on or off' }).optional(),
  })
  .superRefine((env, ctx) => {
    const stripe = [env.STRIPE_SECRET_KEY, env.STRIPE_PUBLISHABLE_KEY].filter(Boolean).length;
    if (stripe === 1) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_SECRET_KEY'],
        message: 'Set both STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY, or neither',
      });
    }
    if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.GOOGLE_CLIENT_ID ? 'GOOGLE_CLIENT_SECRET' : 'GOOGLE_CLIENT_ID'],
        message: 'Set both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET for Google sign-in, or neither',
      });
    }
    const twilio = [env.TWILIO_ACCOUNT_SID, env.TWILIO_AUTH_TOKEN, env.TWILIO_FROM].filter(Boolean).length;
    if (twilio !== 0 && twilio !== 3) {
      ctx.addIssue({
        code: 'custom',
        path: ['TWILIO_ACCOUNT_SID'],
        message: 'Set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM together for SMS, or none',
      });
    }
    if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'],
        message:
          'Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY for web push (npm run vapid:generate), or neither',
      });
    }
    if (env.NODE_ENV === 'production' && env.E2E_TRIP_CLOCK === 'on') {
      ctx.addIssue({
        code: 'custom',
        path: ['E2E_TRIP_CLOCK'],
        message: 'E2E_TRIP_CLOCK is for end-to-end tests only: it must be off in production',
      });
    }
    if (env.NODE_ENV === 'production' && !env.PUBLIC_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message:
          "Set PUBLIC_URL to the site's public address (https://…) in production: it is the base of every " +
          'link in emails' +
          (env.GOOGLE_CLIENT_ID ? ' and of Google sign-in (PUBLIC_URL/auth/google/callback)' : ''),
      });
    }
    if (Boolean(env.LLM_BASE_URL) !== Boolean(env.LLM_MODEL)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.LLM_BASE_URL ? 'LLM_MODEL' : 'LLM_BASE_URL'],
        message: 'Set both LLM_BASE_URL and LLM_MODEL to use a language model for the chat, or neither',
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

/** Is the OpenAPI document served at /api/docs? API_DOCS when set; unset, everywhere but production. */
export function apiDocsOpen(env: Pick<Env, 'API_DOCS' | 'NODE_ENV'>): boolean {
  return env.API_DOCS ? env.API_DOCS === 'on' : env.NODE_ENV !== 'production';
}

/** Parses configuration; throws one readable error listing every bad variable. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  // zod's own English, not the error codes the shared contracts set as zod's default (shown to an operator).
  const parsed = envSchema.safeParse(source, { error: z.locales.en().localeError });
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.') || 'env'}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/** Does this tile URL template point at OpenStreetMap's own tile servers (tile.openstreetmap.org)? */
function isOsmTileServer(template: string): boolean {
  try {
    const host = new URL(template.replace('{s}.', 'a.')).hostname;
    return host === 'tile.openstreetmap.org' || host.endsWith('.tile.openstreetmap.org');
  } catch {
    return false;
  }
}

/** What an operator should hear about at start: settings that work but should not stay as they are. */
export function startupWarnings(env: Env): string[] {
  const warnings: string[] = [];
  if (env.NODE_ENV === 'production' && isOsmTileServer(env.MAP_TILE_URL)) {
    warnings.push(
      "MAP_TILE_URL uses OpenStreetMap's own tile servers, whose usage policy " +
        '(https://operations.osmfoundation.org/policies/tiles/) rules out heavy production use: set MAP_TILE_URL ' +
        "to a tile provider's URL template (or an empty value for no tiles); see README.md, Configuration, map tiles",
    );
  }
  return warnings;
}

import '../shared/zod-setup.ts';
import { z } from 'zod';

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
    MAP_TILE_URL: z.string().default('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png'),
    STRIPE_SECRET_KEY: optionalUrl,
    STRIPE_PUBLISHABLE_KEY: optionalUrl,
    STRIPE_WEBHOOK_SECRET: optionalUrl,
    TRUST_PROXY: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
    LLM_BASE_URL: optionalUrl.refine((v) => !v || /^https?:\/\//.test(v), {
      message: 'LLM_BASE_URL must be an http(s) URL such as http://127.0.0.1:11434/v1',
    }),
    LLM_MODEL: optionalUrl,
    LLM_API_KEY: optionalUrl,
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

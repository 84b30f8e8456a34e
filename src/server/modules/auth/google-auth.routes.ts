import '../../../shared/zod-setup.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { safeReturnPath } from '../../../shared/domain/safe-return-path.ts';
import { AppError } from '../../../shared/errors.ts';
import type { RouteLimit } from '../../plugins/infrastructure.ts';
import { acceptLanguageLocale } from '../../plugins/request-locale.ts';
import type { AuthService } from './auth.service.ts';
import { GOOGLE_STATE_TTL_MS, GoogleSignInError, type GoogleAuthService } from './google-auth.service.ts';
import { SESSION_COOKIE, setSessionCookie } from './guards.ts';

/** Query strings of the two browser routes (other parameters Google adds, such as scope, are ignored). */
const startQuerySchema = z.object({ returnTo: z.optional(z.string().check(z.maxLength(2000))) });
const callbackQuerySchema = z.object({
  state: z.optional(z.string().check(z.maxLength(200))),
  code: z.optional(z.string().check(z.maxLength(4000))),
  error: z.optional(z.string().check(z.maxLength(200))),
});

/**
 * The attempt's state also in a cookie of the browser that started it: a callback link made in someone
 * else's browser (their code and state) cannot sign this browser into their account (login CSRF).
 */
export const STATE_COOKIE = 'google_state';
const STATE_COOKIE_PATH = '/auth/google';

/** The login page with the code it shows, keeping where the visitor was going. */
export function loginErrorPath(code: string, returnTo: string): string {
  const params = new URLSearchParams({ error: code });
  const next = safeReturnPath(returnTo);
  if (next !== '/') params.set('next', next);
  return `/login?${params.toString()}`;
}

/**
 * "Continue with Google": GET /auth/google (to Google's sign-in page) and GET /auth/google/callback (back
 * from it: signed in, then to `returnTo`; refused, then /login?error=<code>). Browser navigations, not API
 * calls: they answer redirects. Without GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET both answer 404
 * auth.googleNotConfigured. Both are limited per address.
 */
export function googleAuthRoutes(deps: {
  google: GoogleAuthService | null;
  accounts: AuthService;
  limit: RouteLimit;
  production: boolean;
}): FastifyPluginAsyncZod {
  const { google, accounts, limit, production } = deps;
  const configured = (): GoogleAuthService => {
    if (!google) throw new AppError('auth.googleNotConfigured');
    return google;
  };
  return async (app) => {
    app.get(
      '/auth/google',
      {
        config: { rateLimit: limit },
        schema: {
          tags: ['auth'],
          summary: 'Continue with Google: redirects to Google (404 when not configured)',
          querystring: startQuerySchema,
        },
      },
      async (req, reply) => {
        const service = configured();
        reply.header('cache-control', 'no-store');
        try {
          const { url, state } = await service.start(req.query.returnTo);
          reply.setCookie(STATE_COOKIE, state, {
            path: STATE_COOKIE_PATH,
            httpOnly: true,
            // Sent on the top-level GET back from Google (a cross-site navigation).
            sameSite: 'lax',
            secure: production,
            maxAge: GOOGLE_STATE_TTL_MS / 1000,
          });
          return reply.redirect(url, 302);
        } catch (err) {
          if (!(err instanceof GoogleSignInError)) throw err;
          req.log.warn({ reason: err.message }, 'google sign-in could not start');
          return reply.redirect(loginErrorPath(err.code, err.returnTo), 302);
        }
      },
    );

    app.get(
      '/auth/google/callback',
      {
        config: { rateLimit: limit },
        schema: {
          tags: ['auth'],
          summary: "Google's answer: signs in and redirects to where the visitor was going",
          querystring: callbackQuerySchema,
        },
      },
      async (req, reply) => {
        const service = configured();
        reply.header('cache-control', 'no-store');
        const meta = {
          ip: req.ip,
          userAgent: typeof req.headers['user-agent'] === 'string' ? req.headers['user-agent'] : undefined,
          locale: acceptLanguageLocale(req.headers['accept-language']),
        };
        const browserState = req.cookies[STATE_COOKIE];
        reply.clearCookie(STATE_COOKIE, {
          path: STATE_COOKIE_PATH,
          httpOnly: true,
          sameSite: 'lax',
          secure: production,
        });
        try {
          const result = await service.finish(req.query, meta, browserState);
          // A new session on sign-in; the one before (a guest's, another account's) ends.
          const previous = await accounts.resolve(req.cookies[SESSION_COOKIE]);
          await accounts.logout(previous?.session.id);
          setSessionCookie(reply, result.token, false, production);
          // Checked again as it leaves: an attempt stored before the rule was tightened goes home.
          return reply.redirect(safeReturnPath(result.returnTo), 302);
        } catch (err) {
          if (!(err instanceof GoogleSignInError)) throw err;
          req.log.warn({ reason: err.message, code: err.code }, 'google sign-in refused');
          return reply.redirect(loginErrorPath(err.code, err.returnTo), 302);
        }
      },
    );
  };
}

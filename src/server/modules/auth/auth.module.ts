import fastifyCookie from '@fastify/cookie';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createKeptSessions } from './kept-sessions.ts';
import { createAttemptLimiter, createSignInGuard } from './attempt-limiter.ts';
import { createAuthRepository } from './auth.repository.ts';
import { createSignInAttackRepository } from './sign-in-attacks.repository.ts';
import { authRoutes } from './auth.routes.ts';
import { createAuthService, type AuthLimits, type AuthService } from './auth.service.ts';
import { createGoogleAuthService } from './google-auth.service.ts';
import { googleAuthRoutes } from './google-auth.routes.ts';
import { createOidcClient } from './google-oidc.ts';
import { registerSessions } from './guards.ts';

/** "Continue with Google" starts and callbacks per address (raised by AUTH_RATE_LIMIT_MULTIPLIER). */
const GOOGLE_LIMIT = { max: 30, timeWindow: 10 * 60_000 };

declare module 'fastify' {
  interface FastifyInstance {
    /** The accounts and sessions service: modules that create an account sign it in with it (drivers). */
    accounts: AuthService;
  }
}

/** AUTH_RATE_LIMIT_MULTIPLIER raises every attempt limit (a browser test suite signs in many times from one address). */
function scaleLimits(limits: AuthLimits, multiplier: number): AuthLimits {
  const scale = (r: { max: number; windowMs: number }) => ({ ...r, max: r.max * multiplier });
  return {
    login: scale(limits.login),
    loginAddress: scale(limits.loginAddress),
    loginAttack: { ...limits.loginAttack, failures: limits.loginAttack.failures * multiplier },
    register: scale(limits.register),
    forgot: scale(limits.forgot),
    reset: scale(limits.reset),
  };
}

const plugin: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  await app.register(fastifyCookie);
  const repo = createAuthRepository(ctx.database.db);
  const limits = scaleLimits(ctx.limits.auth, ctx.env.AUTH_RATE_LIMIT_MULTIPLIER);
  const auth = createAuthService({
    repo,
    limiter: createAttemptLimiter(ctx.counters),
    signIns: createSignInGuard({
      store: repo,
      attacks: createSignInAttackRepository(ctx.database.db),
      limits: { pair: limits.login, address: limits.loginAddress, attack: limits.loginAttack },
      // The windows' clock (tests inject one).
      now: ctx.counters.now,
    }),
    email: ctx.email,
    publicUrl: ctx.publicUrl,
    limits,
    log: app.log,
    background: ctx.tasks,
    // Sessions' and reset links' ages (tests inject a clock).
    ...(ctx.clock ? { now: ctx.clock } : {}),
    kept: createKeptSessions({ ttlMs: ctx.reads.ttlMs, stamp: ctx.reads.freshness.sessionStamp }),
  });
  registerSessions(app, auth, { publicUrl: ctx.publicUrl, production: ctx.production });
  app.decorate('accounts', auth);
  const multiplier = ctx.env.AUTH_RATE_LIMIT_MULTIPLIER;
  await app.register(
    authRoutes(auth, {
      production: ctx.production,
      guestLimit: { ...ctx.limits.guest, max: ctx.limits.guest.max * multiplier },
    }),
  );
  const { GOOGLE_CLIENT_ID: clientId, GOOGLE_CLIENT_SECRET: clientSecret } = ctx.env;
  const google =
    clientId && clientSecret
      ? createGoogleAuthService({
          oidc: createOidcClient({
            issuer: ctx.env.GOOGLE_OIDC_ISSUER,
            clientId,
            clientSecret,
            redirectUri: `${ctx.publicUrl}/auth/google/callback`,
            // The ID token's exp/iat are checked on this clock (tests inject one).
            ...(ctx.clock ? { now: ctx.clock } : {}),
          }),
          repo,
          accounts: auth,
          email: ctx.email,
          ...(ctx.clock ? { now: ctx.clock } : {}),
        })
      : null;
  await app.register(
    googleAuthRoutes({
      google,
      accounts: auth,
      limit: { ...GOOGLE_LIMIT, max: GOOGLE_LIMIT.max * ctx.env.AUTH_RATE_LIMIT_MULTIPLIER },
      production: ctx.production,
    }),
  );
};

/**
 * Accounts and sessions: cookies, the session behind every API request (`req.auth`, with the cross-site write
 * check), and sign-in, registration, guest, logout and password-reset routes with their attempt limits, and
 * "Continue with Google" (OpenID Connect) when GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set.
 * Not encapsulated: the session hook and `req.auth` serve every module registered after it.
 */
export const authModule = fp(plugin, { name: 'auth', dependencies: ['infrastructure'] });

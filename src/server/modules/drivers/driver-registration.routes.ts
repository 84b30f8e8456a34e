import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUserSchema } from '../../../shared/contracts/auth.ts';
import {
  driverRegistrationRequestSchema,
  verifyInvitationRequestSchema,
  verifyInvitationResponseSchema,
} from '../../../shared/contracts/drivers.ts';
import { AppError } from '../../../shared/errors.ts';
import type { RouteLimit } from '../../plugins/infrastructure.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { setSessionCookie } from '../auth/guards.ts';
import type { DriverRegistrationService } from './driver-registration.service.ts';

/** A 429 of the guard (guessing is slowed) carries Retry-After, as the route limits' 429 does. */
async function withRetryAfter<T>(reply: FastifyReply, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    const seconds =
      err instanceof AppError && err.code === 'common.rateLimited' ? err.params?.count : undefined;
    if (typeof seconds === 'number') reply.header('retry-after', String(seconds));
    throw err;
  }
}

/**
 * /taxistas: verifying an invitation code and registering with it (any visitor). Both are limited per
 * address (the route limit) and guarded against guessing by the service: the code's applicant email is
 * needed for anything but valid/invalid, wrong emails revoke a code, and failures across all addresses slow
 * verification for everyone.
 * The per-address key is the route limits' default (limiter-key.ts: an IPv4 address, an IPv6 /64).
 */
export function driverRegistrationRoutes(deps: {
  registration: DriverRegistrationService;
  accounts: AuthService;
  limit: RouteLimit;
  production: boolean;
}): FastifyPluginAsyncZod {
  const { registration, accounts, limit, production } = deps;
  return async (app) => {
    app.post(
      '/api/driver-invitations/verify',
      {
        config: { rateLimit: limit },
        schema: {
          tags: ['drivers'],
          summary:
            "Check an invitation code: valid or invalid alone; with the application's email, the application",
          body: verifyInvitationRequestSchema,
          response: { 200: verifyInvitationResponseSchema },
        },
      },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        return withRetryAfter(reply, () => registration.verify(req.body));
      },
    );

    app.post(
      '/api/driver-registration',
      {
        config: { rateLimit: limit },
        schema: {
          tags: ['drivers'],
          summary: 'Register as a driver with an invitation code, and sign in',
          body: driverRegistrationRequestSchema,
          response: { 201: currentUserSchema },
        },
      },
      async (req, reply) => {
        const user = await withRetryAfter(reply, () => registration.register(req.body));
        // A new session for the new account; whatever session the browser had ends (as on sign-in).
        await accounts.logout(req.auth?.session.id);
        const userAgent = req.headers['user-agent'];
        const started = await accounts.startAccountSession(user, { ip: req.ip, userAgent });
        setSessionCookie(reply, started.token, false, production);
        return reply.status(201).send(started.user);
      },
    );
  };
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUserSchema } from '../../../shared/contracts/auth.ts';
import {
  driverRegistrationRequestSchema,
  verifyInvitationRequestSchema,
  verifyInvitationResponseSchema,
} from '../../../shared/contracts/drivers.ts';
import type { RouteLimit } from '../../plugins/infrastructure.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { setSessionCookie } from '../auth/guards.ts';
import type { DriverRegistrationService } from './driver-registration.service.ts';

/**
 * /taxistas: verifying an invitation code and registering with it (any visitor). Both are limited per
 * address: a code is five digits, so guessing is stopped by the limit.
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
          summary: 'Check an invitation code; answers the application to prefill the registration',
          body: verifyInvitationRequestSchema,
          response: { 200: verifyInvitationResponseSchema },
        },
      },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        return registration.verify(req.body.invitationCode);
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
        const user = await registration.register(req.body);
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

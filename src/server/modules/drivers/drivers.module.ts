import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteLimit } from '../../plugins/infrastructure.ts';
import { driverApplicationRoutes } from './driver-applications.routes.ts';
import { createDriverApplicationsService } from './driver-applications.service.ts';
import { driverRegistrationRoutes } from './driver-registration.routes.ts';
import { createDriverRegistrationService } from './driver-registration.service.ts';
import { driverReviewRoutes } from './driver-review.routes.ts';
import { createDriverReviewService } from './driver-review.service.ts';
import { createDriversRepository } from './drivers.repository.ts';
import { createInvitationGuard } from './invitation-guard.ts';

const plugin: FastifyPluginAsyncZod = async (app) => {
  const { database, email, limits, counters, publicUrl, clock, production, env } = app.ctx;
  // Applying and registering create accounts, like sign-up: AUTH_RATE_LIMIT_MULTIPLIER raises them too.
  const scale = (l: RouteLimit): RouteLimit => ({ ...l, max: l.max * env.AUTH_RATE_LIMIT_MULTIPLIER });
  const repo = createDriversRepository(database.db);
  const applications = createDriverApplicationsService({ repo, email, publicUrl });
  await app.register(driverApplicationRoutes(applications, scale(limits.driverApplication)));
  await app.register(driverReviewRoutes(createDriverReviewService({ repo, email, publicUrl, clock })));
  await app.register(
    driverRegistrationRoutes({
      registration: createDriverRegistrationService({
        repo,
        email,
        publicUrl,
        clock,
        // Failures across all addresses, counted in the shared store so every process sees them.
        guard: createInvitationGuard({ counters, limit: limits.driverInvitationFailures }),
        fleet: app.compliance,
      }),
      accounts: app.accounts,
      limit: scale(limits.driverInvitations),
      production,
    }),
  );
};

/**
 * Drivers: the driver application (POST /api/driver-application), the admin's review of applications with
 * invitation codes, and code verification and driver registration (/taxistas).
 */
export const driversModule = fp(plugin, {
  name: 'drivers',
  dependencies: ['infrastructure', 'auth', 'compliance'],
  encapsulate: true,
});

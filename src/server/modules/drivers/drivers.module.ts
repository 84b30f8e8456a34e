import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { driverApplicationRoutes } from './driver-applications.routes.ts';
import { createDriverApplicationsService } from './driver-applications.service.ts';
import { createDriversRepository } from './drivers.repository.ts';

const plugin: FastifyPluginAsyncZod = async (app) => {
  const { database, email, limits } = app.ctx;
  const applications = createDriverApplicationsService({
    repo: createDriversRepository(database.db),
    email,
  });
  await app.register(driverApplicationRoutes(applications, limits.driverApplication));
};

/** Drivers: the driver application (POST /api/driver-application). */
export const driversModule = fp(plugin, {
  name: 'drivers',
  dependencies: ['infrastructure'],
  encapsulate: true,
});

import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createTripRecordsRepository } from './trip-records.repository.ts';
import { tripRecordsRoutes } from './trip-records.routes.ts';
import { createTripRecordsService } from './trip-records.service.ts';

const plugin: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const records = createTripRecordsService({
    repo: createTripRecordsRepository(ctx.database.db),
    clock: ctx.clock,
  });
  await app.register(tripRecordsRoutes(records));
};

/** The TLC trip records of a month (issue 37, decision 34): the check and the file, for admins. */
export const tripRecordsModule = fp(plugin, {
  name: 'trip-records',
  dependencies: ['infrastructure', 'auth'],
  encapsulate: true,
});

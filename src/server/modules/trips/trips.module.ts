import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createTripsRepository } from './trips.repository.ts';
import { tripsRoutes } from './trips.routes.ts';
import { createTripsService } from './trips.service.ts';

const plugin: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const trips = createTripsService({
    repo: createTripsRepository(ctx.database.db),
    bookings: app.bookingLifecycle,
    pricing: app.pricing,
    email: ctx.email,
    log: app.log,
    radiusMiles: ctx.env.DRIVER_RADIUS_MILES,
    clock: ctx.clock,
  });
  await app.register(tripsRoutes(trips));
};

/**
 * Trips: the driver dashboard's API (profile, position, nearby requests, accept, start, complete, cancel,
 * history, earnings) over `app.bookingLifecycle` (every booking status change) and `app.pricing` (the
 * driver's share), and the customer's view of the assigned driver's position.
 */
export const tripsModule = fp(plugin, {
  name: 'trips',
  dependencies: ['infrastructure', 'auth', 'pricing', 'bookings'],
  encapsulate: true,
});

import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { installE2eTripClock, tripClock } from './e2e-trip-clock.ts';
import { createRideAvailability } from './ride-availability.ts';
import { createTripDispatch, type TripDispatch } from './trip-dispatch.ts';
import { createTripsRepository } from './trips.repository.ts';
import { tripsRoutes } from './trips.routes.ts';
import { createTripsService } from './trips.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Assigning drivers and moving live trips (a driver's accept, the admin's dispatch) and the trip emails. */
    tripDispatch: TripDispatch;
  }
}

const plugin: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const e2eClock = ctx.env.E2E_TRIP_CLOCK === 'on' && !ctx.production;
  installE2eTripClock(app, e2eClock);
  const repo = createTripsRepository(ctx.database.db);
  const availability = createRideAvailability({ router: app.maps });
  const dispatch = createTripDispatch({
    availability,
    repo,
    bookings: app.bookingLifecycle,
    compliance: app.compliance,
    email: ctx.email,
    notifications: app.notifications,
    log: app.log,
    clock: ctx.clock,
  });
  app.decorate('tripDispatch', dispatch);
  const trips = createTripsService({
    repo,
    bookings: app.bookingLifecycle,
    pricing: app.pricing,
    dispatch,
    notifications: app.notifications,
    availability,
    compliance: app.compliance,
    log: app.log,
    radiusMiles: ctx.env.DRIVER_RADIUS_MILES,
    startWindowMinutes: ctx.env.TRIP_START_WINDOW_MINUTES,
    clock: tripClock(ctx.clock, e2eClock),
    extras: app.tripExtras,
  });
  await app.register(
    tripsRoutes(trips, {
      counters: ctx.counters,
      driverWrites: ctx.limits.driverWrites,
      log: app.log,
      reads: ctx.reads.cache,
    }),
  );
};

/**
 * Trips: the driver dashboard's API (profile, position, nearby requests, accept, start, complete, cancel,
 * history, earnings) over `app.bookingLifecycle` (every booking status change) and `app.pricing` (the
 * driver's share), and the customer's view of the assigned driver's position; exposes `app.tripDispatch`
 * (its routes stay in their own scope).
 */
export const tripsModule = fp(plugin, {
  name: 'trips',
  dependencies: ['infrastructure', 'auth', 'pricing', 'maps', 'bookings', 'notifications', 'compliance'],
});

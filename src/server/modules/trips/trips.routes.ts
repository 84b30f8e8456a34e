import '../../../shared/zod-setup.ts';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { bookingAccessQuerySchema, bookingNumberParamsSchema } from '../../../shared/contracts/checkout.ts';
import {
  driverDutySchema,
  driverEarningsSchema,
  driverLocationSchema,
  driverPositionResponseSchema,
  driverProfileSchema,
  driverTripListSchema,
  driverTripSchema,
  historyQuerySchema,
  nearbyTripsResponseSchema,
  type NearbyTripsResponse,
  storedLocationSchema,
  tripHistoryResponseSchema,
  tripIdParamsSchema,
  tripStatusRequestSchema,
} from '../../../shared/contracts/driver-trips.ts';
import { AppError } from '../../../shared/errors.ts';
import type { RouteLimit } from '../../plugins/infrastructure.ts';
import { defineLimiter } from '../../plugins/limiter-key.ts';
import type { RateLimitCounters } from '../../plugins/rate-limit-counters.ts';
import { sendJson } from '../../plugins/send-json.ts';
import type { ReadCache } from '../live/read-cache.ts';
import { requireAccount, requirePermission } from '../auth/guards.ts';
import type { TripsService } from './trips.service.ts';

const NO_STORE = 'no-store';

/** A driver's writes are counted per driver account, whichever addresses they come from (issue 32). */
const driverWritesLimiter = defineLimiter('driver-writes', 'driver account', ({ subject }) => subject);

export interface TripsRoutesOptions {
  counters: RateLimitCounters;
  /** Writes (position, accept, start, complete, cancel) per driver account and window. */
  driverWrites: RouteLimit;
  log: FastifyBaseLogger;
  /** Kept answers (decision 051): a chauffeur's nearby requests while no ride and not they changed. */
  reads: ReadCache;
}

/**
 * The driver dashboard's API (role driver: `trips:drive`) and the customer's view of the driver's position.
 * Every write of a driver counts in the shared counters under the driver's account (so the limit holds across
 * processes and addresses): past `driverWrites.max` in a window, 429 `common.rateLimited` with Retry-After.
 */
export function tripsRoutes(trips: TripsService, opts: TripsRoutesOptions): FastifyPluginAsyncZod {
  const { counters, driverWrites, log, reads } = opts;
  /** preHandler of the write routes (after the guard: the account is known). */
  async function countDriverWrite(req: FastifyRequest, reply: FastifyReply): Promise<void> {
    const userId = requireAccount(req).id;
    let hit: { count: number; resetAt: number };
    try {
      hit = await counters.hit(
        driverWritesLimiter.key({ ip: req.ip, subject: userId }),
        driverWrites.timeWindow,
        driverWrites.max,
      );
    } catch (err) {
      // Like the route limits: a counter the database cannot write lets the request through (logged).
      log.warn({ err }, 'driver write counter unavailable; the request is let through');
      return;
    }
    if (hit.count > driverWrites.max) {
      const seconds = Math.max(1, Math.ceil((hit.resetAt - counters.now()) / 1000));
      reply.header('retry-after', String(seconds));
      throw new AppError('common.rateLimited', { count: seconds });
    }
  }

  return async (app) => {
    await app.register(async (scope) => {
      const driver = scope.withTypeProvider<ZodTypeProvider>();
      driver.addHook('preValidation', requirePermission('trips:drive'));
      driver.addHook('onSend', async (_req, reply) => {
        reply.header('Cache-Control', NO_STORE);
      });

      driver.get(
        '/api/driver/me',
        {
          schema: {
            tags: ['driver'],
            summary: "The signed-in driver's profile, vehicle and last position",
            response: { 200: driverProfileSchema },
          },
        },
        async (req) => trips.profile(requireAccount(req)),
      );

      driver.post(
        '/api/driver/update-location',
        {
          preHandler: countDriverWrite,
          schema: {
            tags: ['driver'],
            summary: "Store the driver's current position",
            body: driverLocationSchema,
            response: { 200: storedLocationSchema },
          },
        },
        async (req) => trips.updateLocation(requireAccount(req).id, req.body),
      );

      driver.post(
        '/api/driver/duty',
        {
          preHandler: countDriverWrite,
          schema: {
            tags: ['driver'],
            summary: 'Go on duty (requests offered) or off duty (no requests, no accept)',
            body: driverDutySchema,
            response: { 200: driverDutySchema },
          },
        },
        async (req) => trips.setDuty(requireAccount(req).id, req.body.onDuty),
      );

      driver.get(
        '/api/driver/trips/nearby',
        {
          schema: {
            tags: ['driver'],
            summary:
              "Paid, unassigned bookings with a pickup within the radius of the driver's stored position, nearest first",
            response: { 200: nearbyTripsResponseSchema },
          },
        },
        async (req, reply) => {
          // Polled every 30 s by every driver: the answer (typed by the service as the contract) is sent
          // as JSON without the per-request schema serializer, like the other hot reads (decision 010); the
          // API tests check it against the schema.
          const userId = requireAccount(req).id;
          const json = await reads.get(
            `nearby:${userId}`,
            ['rides'],
            async () => {
              const answer: NearbyTripsResponse = await trips.nearby(userId);
              return JSON.stringify(answer);
            },
            userId,
          );
          return sendJson(reply, json, NO_STORE);
        },
      );

      driver.get(
        '/api/driver/trips/active',
        {
          schema: {
            tags: ['driver'],
            summary: "The driver's accepted and started trips, soonest pickup first",
            response: { 200: driverTripListSchema },
          },
        },
        async (req) => trips.active(requireAccount(req).id),
      );

      driver.get(
        '/api/driver/trips/history',
        {
          schema: {
            tags: ['driver'],
            summary: "The driver's completed and cancelled trips, newest first, 20 per page",
            querystring: historyQuerySchema,
            response: { 200: tripHistoryResponseSchema },
          },
        },
        async (req) => trips.history(requireAccount(req).id, req.query.page ?? 1),
      );

      driver.post(
        '/api/driver/trips/:id/accept',
        {
          preHandler: countDriverWrite,
          schema: {
            tags: ['driver'],
            summary: 'Accept a nearby request (exactly one driver wins; the others get 409)',
            params: tripIdParamsSchema,
            response: { 200: driverTripSchema },
          },
        },
        async (req) => trips.accept(requireAccount(req), req.params.id),
      );

      driver.post(
        '/api/driver/trips/:id/status',
        {
          preHandler: countDriverWrite,
          schema: {
            tags: ['driver'],
            summary: "Start, complete or cancel (with a reason) the driver's own trip",
            params: tripIdParamsSchema,
            body: tripStatusRequestSchema,
            response: { 200: driverTripSchema },
          },
        },
        async (req) => trips.setStatus(requireAccount(req), req.params.id, req.body),
      );

      driver.get(
        '/api/driver/earnings',
        {
          schema: {
            tags: ['driver'],
            summary: "The driver's earnings today, this week (from Monday) and all time, New York time",
            response: { 200: driverEarningsSchema },
          },
        },
        async (req) => trips.earnings(requireAccount(req).id),
      );
    });

    app.get(
      '/api/bookings/:number/driver-location',
      {
        schema: {
          tags: ['bookings'],
          summary:
            "The assigned driver's last position from 60 minutes before pickup or the trip's start until it ends (owner, admin, emailed link)",
          params: bookingNumberParamsSchema,
          querystring: bookingAccessQuerySchema,
          response: { 200: driverPositionResponseSchema },
        },
      },
      async (req, reply) =>
        reply
          .header('Cache-Control', NO_STORE)
          .send(await trips.driverPosition(req.auth, req.params.number, req.query.token)),
    );
  };
}

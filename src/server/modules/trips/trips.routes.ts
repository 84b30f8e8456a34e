import '../../../shared/zod-setup.ts';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { bookingAccessQuerySchema, bookingNumberParamsSchema } from '../../../shared/contracts/checkout.ts';
import {
  driverEarningsSchema,
  driverLocationSchema,
  driverPositionResponseSchema,
  driverProfileSchema,
  driverTripListSchema,
  driverTripSchema,
  historyQuerySchema,
  nearbyQuerySchema,
  nearbyTripsResponseSchema,
  type NearbyTripsResponse,
  storedLocationSchema,
  tripHistoryResponseSchema,
  tripIdParamsSchema,
  tripStatusRequestSchema,
} from '../../../shared/contracts/driver-trips.ts';
import { AppError } from '../../../shared/errors.ts';
import { sendJson } from '../../plugins/send-json.ts';
import { requireAccount, requirePermission } from '../auth/guards.ts';
import type { TripsService } from './trips.service.ts';

const NO_STORE = 'no-store';
const nearbyQuery = z.partial(nearbyQuerySchema);

/** The driver dashboard's API (role driver: `trips:drive`) and the customer's view of the driver's position. */
export function tripsRoutes(trips: TripsService): FastifyPluginAsyncZod {
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
          schema: {
            tags: ['driver'],
            summary: "Store the driver's current position",
            body: driverLocationSchema,
            response: { 200: storedLocationSchema },
          },
        },
        async (req) => trips.updateLocation(requireAccount(req).id, req.body),
      );

      driver.get(
        '/api/driver/trips/nearby',
        {
          schema: {
            tags: ['driver'],
            summary: 'Paid, unassigned bookings with a pickup within the radius, nearest first',
            querystring: nearbyQuery,
            response: { 200: nearbyTripsResponseSchema },
          },
        },
        async (req, reply) => {
          const { lat, lng } = req.query;
          if (lat !== undefined && lng === undefined)
            throw AppError.onField('lng', 'driver.longitudeInvalid');
          if (lng !== undefined && lat === undefined) throw AppError.onField('lat', 'driver.latitudeInvalid');
          const at = lat !== undefined && lng !== undefined ? { lat, lng } : undefined;
          // Polled every 30 s by every driver: the answer (typed by the service as the contract) is sent
          // as JSON without the per-request schema serializer, like the other hot reads (decision 010); the
          // API tests check it against the schema.
          const answer: NearbyTripsResponse = await trips.nearby(requireAccount(req).id, at);
          return sendJson(reply, JSON.stringify(answer), NO_STORE);
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
            "The assigned driver's last position while the trip is assigned or in progress (owner, admin, emailed link)",
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

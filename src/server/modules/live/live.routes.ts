import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { bookingAccessQuerySchema, bookingNumberParamsSchema } from '../../../shared/contracts/checkout.ts';
import { DISPATCH_EVENTS_PATH } from '../../../shared/contracts/live.ts';
import { requirePermission } from '../auth/guards.ts';
import type { BookingLifecycle } from '../bookings/booking-lifecycle.ts';
import { forBooking } from './live-hub.ts';
import type { LiveService } from './live.service.ts';

/** Streams are counted per session; a caller with none (a guest's emailed link) per address. */
const streamKey = (req: FastifyRequest) =>
  req.auth ? `session:${req.auth.session.id}` : `address:${req.ip}`;

/** The event streams of decision 047 (text/event-stream; the events are described in contracts/live.ts). */
export function liveRoutes(deps: { live: LiveService; bookings: BookingLifecycle }): FastifyPluginAsyncZod {
  const { live, bookings } = deps;
  return async (app) => {
    app.get(
      DISPATCH_EVENTS_PATH,
      {
        onRequest: requirePermission('admin:manage'),
        // Never buffered by the compression plugin (the reply is hijacked as well).
        compress: false,
        schema: {
          tags: ['admin'],
          summary:
            'Dispatch board live updates (Server-Sent Events): `change` with the booking and chauffeur ids that changed',
          produces: ['text/event-stream'],
        },
      },
      async (req, reply) => {
        await live.open(req, reply, { key: streamKey(req), select: (change) => change });
        return reply;
      },
    );

    app.get(
      '/api/bookings/:number/events',
      {
        compress: false,
        schema: {
          tags: ['bookings'],
          summary:
            "A booking's live updates for its owner, an admin or the emailed link (Server-Sent Events): `change` when its status, chauffeur, stage or the chauffeur's position changes",
          params: bookingNumberParamsSchema,
          querystring: bookingAccessQuerySchema,
          produces: ['text/event-stream'],
        },
      },
      async (req, reply) => {
        // The confirmation page's own check: the owner's session, an admin, or the link's token; else 404.
        const booking = await bookings.readable(req.auth, req.params.number, req.query.token);
        await live.open(req, reply, { key: streamKey(req), select: forBooking(booking.id) });
        return reply;
      },
    );
  };
}

import { and, eq, gt, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bookingIdParamsSchema,
  bookingSummarySchema,
  updatePassengerRequestSchema,
  type BookingSummary,
  type UpdatePassengerRequest,
} from '../../../shared/contracts/bookings.ts';
import { AppError } from '../../../shared/errors.ts';
import { BRAND } from '../../../shared/brand.ts';
import type { Db } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { emailDateTime } from '../../integrations/email/layout.ts';
import type { EmailMessage, EmailPort } from '../../integrations/email/types.ts';
import { requireAccount, requirePermission } from '../auth/guards.ts';
import { toBookingSummary } from './booking-views.ts';
import type { BookingRow, BookingsRepository } from './bookings.repository.ts';
import { passengerColumns } from './checkout.service.ts';

/** A booking's passenger may be changed online until this long before pickup (PRODUCT decision 26). */
export const PASSENGER_CHANGE_CUTOFF_MS = 24 * 60 * 60_000;
const OPEN = ['pending', 'confirmed', 'assigned'] as const;

/** The assigned chauffeur's notice (English, as the driver screens) that someone else now rides. */
export function passengerChangedEmail(to: string, b: BookingRow): EmailMessage {
  const who = b.passengerName
    ? `${b.passengerName}${b.passengerPhone ? `, ${b.passengerPhone}` : ''}`
    : `${b.customerName} (the customer)`;
  return {
    to,
    subject: `Passenger changed — ${b.number}`,
    text: [
      `The passenger of booking ${b.number} changed. The price and the ride are the same.`,
      '',
      `Passenger (for your sign): ${who}`,
      `Pickup: ${b.pickupAddress}`,
      `Date and time: ${emailDateTime(b.pickupAt, 'en')}`,
      '',
      BRAND.legalName,
    ].join('\n'),
    kind: 'trip-passenger-changed',
    bookingId: b.id,
  };
}

/**
 * Booking for someone else, after the booking (decision 27): its customer changes the passenger of an upcoming
 * booking (no price change); the assigned chauffeur is told by email, written with the change.
 */
export function createBookingPassenger(deps: {
  db: Db;
  repo: BookingsRepository;
  email: EmailPort;
  clock: () => Date;
}) {
  return {
    async update(userId: string, bookingId: string, input: UpdatePassengerRequest): Promise<BookingSummary> {
      const now = deps.clock();
      const found = await deps.repo.findById(bookingId);
      // Another customer's booking does not exist for this one.
      if (!found || found.userId !== userId) throw new AppError('booking.notFound');
      const done = await deps.db.transaction(async (tx) => {
        // One conditional statement: the booking is still this customer's, open and far enough from pickup.
        const [row] = await tx
          .update(bookings)
          .set({ ...passengerColumns(input.passenger), updatedAt: now })
          .where(
            and(
              eq(bookings.id, bookingId),
              eq(bookings.userId, userId),
              inArray(bookings.status, [...OPEN]),
              gt(bookings.pickupAt, new Date(now.getTime() + PASSENGER_CHANGE_CUTOFF_MS)),
            ),
          )
          .returning();
        if (!row) throw new AppError('booking.passengerLocked');
        const driverEmail = row.driverId ? await deps.repo.accountEmail(row.driverId, tx) : undefined;
        if (driverEmail) await deps.email.record(passengerChangedEmail(driverEmail, row), tx);
        return row;
      });
      deps.email.kick();
      return toBookingSummary({ ...done, rating: null, feedback: null }, now);
    },
  };
}
export type BookingPassenger = ReturnType<typeof createBookingPassenger>;

export function bookingPassengerRoutes(
  service: BookingPassenger,
  limits: { writes: { max: number; timeWindow: number } },
): FastifyPluginAsyncZod {
  return async (app) => {
    app.patch(
      '/api/user/bookings/:id/passenger',
      {
        preValidation: requirePermission('bookings:list:own'),
        config: { rateLimit: limits.writes },
        schema: {
          tags: ['bookings'],
          summary:
            'Change who rides on an upcoming booking (its customer; no price change; the chauffeur is told)',
          params: bookingIdParamsSchema,
          body: updatePassengerRequestSchema,
          response: { 200: bookingSummarySchema },
        },
      },
      async (req) => service.update(requireAccount(req).id, req.params.id, req.body),
    );
  };
}

import type {
  BookingDetailsRequest,
  ChangeBookingResponse,
} from '../../../shared/contracts/booking-changes.ts';
import { AppError } from '../../../shared/errors.ts';
import type { Db } from '../../db/client.ts';
import { bookingChanges, type BookingChangeFields } from '../../db/schema/bookings.ts';
import { applyChange, changeFieldsOf, detailFieldsOf, type ChangeApplyDeps } from './booking-change-apply.ts';
import type { BookingRow } from './bookings.repository.ts';
import { passengerColumns } from './checkout.service.ts';

/** Bookings whose details dispatch may still change: not started, not ended (unpaid ones too). */
const OPEN = new Set(['pending', 'confirmed', 'assigned']);

type Details = ReturnType<typeof detailFieldsOf>;

/** The details as the request gives them (absent: unchanged), stored as the checkout stores them. */
function requested(input: BookingDetailsRequest): Partial<Details> {
  return {
    ...(input.passenger !== undefined ? passengerColumns(input.passenger) : {}),
    ...(input.flightNumber !== undefined
      ? { flightNumber: input.flightNumber.trim().toUpperCase() || null }
      : {}),
    ...(input.specialRequests !== undefined ? { specialRequests: input.specialRequests.trim() || null } : {}),
  };
}

/**
 * Dispatch's change of a booking's details (decision 045): the passenger, the flight number and the requests for
 * the chauffeur. No price change: applied at once through the change machinery (a `booking_changes` row of no
 * difference, the audit entry, the customer's, chauffeur's and dispatch's emails), at any time before the trip.
 * A change waiting for its payment is left as it is (it does not touch these fields).
 */
export function createBookingDetailsChange(deps: ChangeApplyDeps & { db: Db; clock: () => Date }) {
  const { db, refunds, clock } = deps;
  return async function changeDetails(
    actorUserId: string,
    bookingId: string,
    input: BookingDetailsRequest,
  ): Promise<ChangeBookingResponse> {
    const next = requested(input);
    const at = clock();
    const outcome = await db.transaction(async (tx) => {
      const b: BookingRow | undefined = await refunds.lockBooking(tx, bookingId);
      if (!b) throw new AppError('booking.notFound');
      if (!OPEN.has(b.status)) throw new AppError('booking.cannotChange');
      const now = detailFieldsOf(b);
      const keys = (Object.keys(next) as (keyof Details)[]).filter((k) => next[k] !== now[k]);
      if (keys.length === 0) throw new AppError('booking.changeNothing');
      const pick = (from: Partial<Details>) => Object.fromEntries(keys.map((k) => [k, from[k] ?? null]));
      const before: BookingChangeFields = { ...changeFieldsOf(b), ...pick(now) };
      const after: BookingChangeFields = { ...changeFieldsOf(b), ...pick(next) };
      const [change] = await tx
        .insert(bookingChanges)
        .values({
          bookingId,
          actorRole: 'admin',
          actorUserId,
          before,
          after,
          priceLines: b.priceLines,
          subtotalCents: b.subtotalCents,
          taxRatePpm: b.taxRatePpm,
          taxCents: b.taxCents,
          oldTotalCents: b.totalCents,
          newTotalCents: b.totalCents,
          differenceCents: 0,
          status: 'applied',
          createdAt: at,
        })
        .returning();
      if (!change) throw new Error('change row not inserted');
      const done = await applyChange(deps, tx, b, change, { at, chargedCents: 0, paymentMethod: null });
      return { change, booking: done.booking };
    });
    deps.email.kick();
    deps.log.info({ bookingId, changeId: outcome.change.id }, 'booking details changed by dispatch');
    const total = outcome.booking.totalCents / 100;
    return {
      status: 'applied',
      changeId: outcome.change.id,
      number: outcome.booking.number,
      oldTotal: total,
      newTotal: total,
      difference: 0,
      refund: 0,
      payment: null,
    };
  };
}
export type BookingDetailsChange = ReturnType<typeof createBookingDetailsChange>;

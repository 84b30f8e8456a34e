import { AppError } from '../../../shared/errors.ts';
import type { Db } from '../../db/client.ts';
import type { BookingLifecycle } from '../bookings/booking-lifecycle.ts';
import type { NoFitReason } from './driver-job-emails.ts';
import { liveRideWindow } from './ride-availability.ts';
import { NO_CHAUFFEUR, type TripDispatch } from './trip-dispatch.ts';
import type { TripBookingRow } from './trips.repository.ts';

/** The booking's history note when a change sends its ride back to the queue (decision 062). */
export const CHANGE_NO_FIT_REASON = 'Changed: no longer fits its chauffeur';

/** Which gate refusal means what for the chauffeur's notice. */
function gateReason(err: AppError): NoFitReason | null {
  if (err.code.startsWith('compliance.fatigue')) return { code: 'rest' };
  if (err.code.startsWith('compliance.')) return { code: 'documents' };
  return null;
}

/**
 * Decision 062: a change of an assigned ride (its time, its length, its places or its vehicle) is checked again
 * against its chauffeur, in the change's transaction, with the same rules as an assignment: the class of their
 * car, their other rides (with the drive between them, from the router), their documents and their car's on the
 * new day, and the rest limits (decision 33). When the ride no longer fits, it goes back to the unassigned queue
 * flagged `changeNoFit` (the board and the bookings list show why), the trip is cancelled with the reason, the
 * chauffeur is told which rule it broke, and the customer that another chauffeur is being assigned. A ride under
 * way is never taken from its chauffeur. Answers the booking as it now is, or null when the chauffeur keeps it.
 */
export function createChangeRecheck(deps: {
  dispatch: TripDispatch;
  transition: BookingLifecycle['transition'];
}) {
  const { dispatch } = deps;

  async function noFit(tx: Db, b: TripBookingRow, driverId: string, at: Date): Promise<NoFitReason | null> {
    const driver = await dispatch.driver(tx, driverId);
    if (!driver) return null;
    const rides = await dispatch.liveRides({ driverIds: [driverId], ...liveRideWindow(b) }, tx);
    const reasons = await dispatch.availability.reasons(b, driver, rides);
    if (reasons.some((r) => r.code === 'wrongClass')) return { code: 'wrongClass' };
    const overlap = reasons.find((r) => r.code === 'overlap');
    if (overlap?.code === 'overlap') return { code: 'overlap', number: overlap.number };
    try {
      await dispatch.requireCompliant(tx, driverId, b, at, 'take');
      return null;
    } catch (err) {
      const why = err instanceof AppError ? gateReason(err) : null;
      if (!why) throw err;
      return why;
    }
  }

  return async function recheck(
    tx: Db,
    b: TripBookingRow,
    at: Date,
  ): Promise<{ booking: TripBookingRow; driverId: string; reason: NoFitReason } | null> {
    if (b.status !== 'assigned' || !b.driverId) return null;
    const trip = await dispatch.liveTrip(tx, b.id);
    if (!trip || trip.status !== 'assigned') return null;
    const reason = await noFit(tx, b, trip.driverId, at);
    if (!reason) return null;
    const released = await deps.transition(
      {
        bookingId: b.id,
        to: 'confirmed',
        actor: 'system',
        actorUserId: null,
        reason: CHANGE_NO_FIT_REASON,
        expectFrom: 'assigned',
        where: { driverId: trip.driverId },
        set: {
          ...NO_CHAUFFEUR,
          dispatchFlag: 'changeNoFit',
          dispatchFlaggedAt: at,
        },
        at,
      },
      tx,
    );
    if (!released) return null;
    await dispatch.moveTrip(tx, trip, { to: 'cancelled', reason: CHANGE_NO_FIT_REASON }, at);
    await dispatch.emailDriver(tx, 'job-released', released, trip.driverId, null, reason);
    await dispatch.emailCustomer(tx, 'trip-reassigning', released);
    return { booking: released, driverId: trip.driverId, reason };
  };
}
export type ChangeRecheck = ReturnType<typeof createChangeRecheck>;

import {
  POSITION_LEAD_MINUTES,
  type DriverPositionResponse,
} from '../../../shared/contracts/driver-trips.ts';
import { stageStamp, tripStage, type TripStage } from '../../../shared/domain/trip-stage.ts';
import type { ResolvedSession } from '../auth/auth.service.ts';
import type { BookingLifecycle } from '../bookings/booking-lifecycle.ts';
import { storedLocation } from './trip-views.ts';
import type { DriverTripRow, TripsRepository } from './trips.repository.ts';

const MINUTE_MS = 60_000;

/** The stages from which the passenger sees the chauffeur's position whatever the time (decision 22). */
const TRACKED_STAGES: ReadonlySet<TripStage> = new Set(['on_the_way', 'on_location', 'on_board']);

/** The trip's stage and when it was reached (the completion's time once completed or a no-show). */
function stageOf(trip: DriverTripRow | undefined): { stage: TripStage | null; stageAt: string | null } {
  if (!trip) return { stage: null, stageAt: null };
  const stage = tripStage(trip);
  const at =
    stage === 'completed' || stage === 'no_show'
      ? trip.completedAt
      : stage === 'cancelled'
        ? trip.cancelledAt
        : stage === 'accepted'
          ? trip.acceptedAt
          : stageStamp(trip, stage);
  return { stage, stageAt: at ? new Date(at).toISOString() : null };
}

/**
 * GET /api/bookings/{number}/driver-location: for whoever may read the booking (its customer, an admin, the
 * emailed link). The assigned chauffeur's last position from POSITION_LEAD_MINUTES before pickup, or from when
 * they are on the way to this pickup, until the trip ends (decision 22); before, `notYet` with no coordinates
 * (the chauffeur may be serving other customers), after, `ended`. With it the stage the chauffeur reported
 * (decision 28) and its time, for the passenger's page.
 */
export function createDriverPosition(deps: {
  repo: TripsRepository;
  bookings: BookingLifecycle;
  clock: () => Date;
}) {
  const { repo, bookings, clock } = deps;
  return async function driverPosition(
    auth: ResolvedSession | null,
    number: string,
    token: string | undefined,
  ): Promise<DriverPositionResponse> {
    const booking = await bookings.readable(auth, number, token);
    const { status } = booking;
    const trip = booking.driverId ? await repo.latestTrip(booking.id, booking.driverId) : undefined;
    const stage = status === 'cancelled' ? { stage: null, stageAt: null } : stageOf(trip);
    if (status === 'completed' || status === 'cancelled' || status === 'no_show') {
      return { status, tracking: 'ended', visibleFrom: null, location: null, ...stage };
    }
    if ((status !== 'assigned' && status !== 'in_progress') || !booking.driverId) {
      return { status, tracking: 'notYet', visibleFrom: null, location: null, stage: null, stageAt: null };
    }
    const visibleFrom = new Date(booking.pickupAt.getTime() - POSITION_LEAD_MINUTES * MINUTE_MS);
    const onTheWay = status === 'in_progress' || (stage.stage !== null && TRACKED_STAGES.has(stage.stage));
    if (!onTheWay && clock().getTime() < visibleFrom.getTime()) {
      return { status, tracking: 'notYet', visibleFrom: visibleFrom.toISOString(), location: null, ...stage };
    }
    const driver = await repo.driver(booking.driverId);
    return {
      status,
      tracking: 'live',
      visibleFrom: null,
      location: driver ? storedLocation(driver) : null,
      ...stage,
    };
  };
}

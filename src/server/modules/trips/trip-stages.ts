import { nyStamp } from '../../../shared/domain/new-york-time.ts';
import { stageMoveRefusal, tripStage, type ForwardStage } from '../../../shared/domain/trip-stage.ts';
import { freeWaitMinutes, noShowAvailableAt } from '../../../shared/domain/waiting-time.ts';
import { AppError } from '../../../shared/errors.ts';
import { airportAt } from '../../integrations/maps/surcharge-zones.ts';
import type { DriverRow, DriverTripRow, TripBookingRow } from './trips.repository.ts';

/**
 * The stages of a chauffeur's trip after accept (decision 28) and their time rules (decisions 21, 29): on the
 * way, on location and passenger on board (each a stamp with time and position, only forward), no-show after the free waiting time, completion not
 * before the pickup time. Pure functions over the booking and the trip rows; the service applies them.
 */

type PickupFacts = Pick<TripBookingRow, 'pickupAt' | 'serviceType' | 'pickupLat' | 'pickupLng'>;

/** An airport pickup: the from-airport service, or a pickup point inside an airport (decision 29). */
export function isAirportPickup(b: Omit<PickupFacts, 'pickupAt'>): boolean {
  if (b.serviceType === 'from-airport') return true;
  return (
    b.pickupLat !== null && b.pickupLng !== null && airportAt({ lat: b.pickupLat, lng: b.pickupLng }) !== null
  );
}

/** When this trip's passenger may be marked a no-show; null before the chauffeur is on location. */
export function noShowOpensAt(b: PickupFacts, trip: Pick<DriverTripRow, 'arrivedAt'> | null): Date | null {
  if (!trip?.arrivedAt) return null;
  return noShowAvailableAt({
    arrivedAt: trip.arrivedAt,
    pickupAt: b.pickupAt,
    airportPickup: isAirportPickup(b),
  });
}

/**
 * 409 unless a no-show may be recorded at `at`: the chauffeur must be on location (`trips.arrivalRequired`)
 * and the free wait over (`trips.noShowNotYet`, with when it becomes available).
 */
export function requireNoShowOpen(b: PickupFacts, trip: Pick<DriverTripRow, 'arrivedAt'>, at: Date): void {
  const opensAt = noShowOpensAt(b, trip);
  if (!opensAt) throw new AppError('trips.arrivalRequired');
  if (at.getTime() < opensAt.getTime()) {
    throw new AppError('trips.noShowNotYet', {
      availableAt: opensAt.toISOString(),
      time: nyStamp(opensAt),
      minutes: freeWaitMinutes(isAirportPickup(b)),
    });
  }
}

/** 409 `trips.completeNotYet` (with the pickup time) before the booked pickup time (decision 21). */
export function requireCompleteOpen(pickupAt: Date, at: Date): void {
  if (at.getTime() < pickupAt.getTime()) {
    throw new AppError('trips.completeNotYet', { pickupAt: pickupAt.toISOString(), time: nyStamp(pickupAt) });
  }
}

type Sent = { latitude?: number | undefined; longitude?: number | undefined };
type LastPosition = Pick<DriverRow, 'lastLat' | 'lastLng'>;

/**
 * A stage's position: the one the chauffeur sent with it, else their last reported one (null coordinates when
 * they never reported one).
 */
function stampPosition(sent: Sent, driver: LastPosition): { lat: number | null; lng: number | null } {
  const hasSent = sent.latitude !== undefined && sent.longitude !== undefined;
  return {
    lat: hasSent ? (sent.latitude ?? null) : driver.lastLat,
    lng: hasSent ? (sent.longitude ?? null) : driver.lastLng,
  };
}

/** The on-the-way stamp: now, where the chauffeur is (decision 28). */
export function onTheWayStamp(
  at: Date,
  sent: Sent,
  driver: LastPosition,
): Pick<DriverTripRow, 'onTheWayAt' | 'onTheWayLat' | 'onTheWayLng'> {
  const p = stampPosition(sent, driver);
  return { onTheWayAt: at, onTheWayLat: p.lat, onTheWayLng: p.lng };
}

/** The on-location stamp: now, where the car waits. */
export function arrivalStamp(
  at: Date,
  sent: Sent,
  driver: LastPosition,
): Pick<DriverTripRow, 'arrivedAt' | 'arrivedLat' | 'arrivedLng'> {
  const p = stampPosition(sent, driver);
  return { arrivedAt: at, arrivedLat: p.lat, arrivedLng: p.lng };
}

/** The passenger-on-board stamp (the trip's start): now, where the passenger got in. */
export function onBoardStamp(
  at: Date,
  sent: Sent,
  driver: LastPosition,
): Pick<DriverTripRow, 'startedAt' | 'startedLat' | 'startedLng'> {
  const p = stampPosition(sent, driver);
  return { startedAt: at, startedLat: p.lat, startedLng: p.lng };
}

/**
 * Where the completed ride ended (the drop-off of the TLC trip record): the position the chauffeur sent with the
 * completion, none otherwise (the record then falls back to the booked destination, not a last report that may
 * be stale).
 */
export function completionPosition(
  sent: Sent,
): Partial<Pick<DriverTripRow, 'completedLat' | 'completedLng'>> {
  return sent.latitude !== undefined && sent.longitude !== undefined
    ? { completedLat: sent.latitude, completedLng: sent.longitude }
    : {};
}

/** The chauffeur's status requests that are stages of the trip, and the stage each reaches. */
const STAGE_OF_STATUS = {
  on_the_way: 'on_the_way',
  arrived: 'on_location',
  in_progress: 'on_board',
  completed: 'completed',
} as const satisfies Record<string, Exclude<ForwardStage, 'accepted'>>;
type StageStatus = keyof typeof STAGE_OF_STATUS;

/**
 * Stages move only forward (decision 28): 409 `trips.stageAlreadyReached` for the same stage twice,
 * `trips.stagePassed` for an earlier one (params: stage, current), `trips.statusNotAllowed` (from, to) for a
 * completion of a trip that has not started.
 */
export function requireStageForward(trip: DriverTripRow, to: StageStatus): void {
  const current = tripStage(trip);
  const stage = STAGE_OF_STATUS[to];
  const refusal = stageMoveRefusal(current, stage);
  if (refusal === 'twice') throw new AppError('trips.stageAlreadyReached', { stage });
  if (refusal === 'backward') throw new AppError('trips.stagePassed', { stage, current });
  if (refusal) throw new AppError('trips.statusNotAllowed', { from: trip.status, to });
}

/**
 * Decision 21 for admins: a start only from the start window before pickup, a completion not before the pickup
 * time, a no-show not before the free wait is over (from the chauffeur's arrival, or the pickup time when none
 * was reported). The refusal to throw (409 `dispatch.*NotYet`), or null when the move is on time; the admin
 * may still make it by writing a reason (audited).
 */
export function adminTimeRefusal(
  to: string,
  b: PickupFacts,
  trip: Pick<DriverTripRow, 'arrivedAt'> | null,
  at: Date,
  startWindowMinutes: number,
): AppError | null {
  if (to === 'in_progress') {
    const opensAt = new Date(b.pickupAt.getTime() - startWindowMinutes * 60_000);
    return at < opensAt
      ? new AppError('dispatch.startNotYet', {
          opensAt: opensAt.toISOString(),
          time: nyStamp(opensAt),
          minutes: startWindowMinutes,
        })
      : null;
  }
  if (to === 'completed') {
    return at < b.pickupAt
      ? new AppError('dispatch.completeNotYet', {
          pickupAt: b.pickupAt.toISOString(),
          time: nyStamp(b.pickupAt),
        })
      : null;
  }
  if (to === 'no_show') {
    const opensAt = noShowOpensAt(b, { arrivedAt: trip?.arrivedAt ?? b.pickupAt });
    return opensAt && at < opensAt
      ? new AppError('dispatch.noShowNotYet', { availableAt: opensAt.toISOString(), time: nyStamp(opensAt) })
      : null;
  }
  return null;
}

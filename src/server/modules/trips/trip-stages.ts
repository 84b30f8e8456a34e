import { nyStamp } from '../../../shared/domain/new-york-time.ts';
import { freeWaitMinutes, noShowAvailableAt } from '../../../shared/domain/waiting-time.ts';
import { AppError } from '../../../shared/errors.ts';
import { airportAt } from '../../integrations/maps/surcharge-zones.ts';
import type { DriverRow, DriverTripRow, TripBookingRow } from './trips.repository.ts';

/**
 * The stages of a chauffeur's trip after accept (decision 28) and their time rules (decisions 21, 29): on
 * location (a stamp with time and position), passenger no-show after the free waiting time, completion not
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

/**
 * The on-location stamp: now, at the position the chauffeur sent with it, else their last reported one (null
 * coordinates when they never reported one).
 */
export function arrivalStamp(
  at: Date,
  sent: { latitude?: number | undefined; longitude?: number | undefined },
  driver: Pick<DriverRow, 'lastLat' | 'lastLng'>,
): Pick<DriverTripRow, 'arrivedAt' | 'arrivedLat' | 'arrivedLng'> {
  const hasSent = sent.latitude !== undefined && sent.longitude !== undefined;
  return {
    arrivedAt: at,
    arrivedLat: hasSent ? (sent.latitude ?? null) : driver.lastLat,
    arrivedLng: hasSent ? (sent.longitude ?? null) : driver.lastLng,
  };
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

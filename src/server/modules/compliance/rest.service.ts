import {
  DAILY_LIMIT_MS,
  WEEKLY_LIMIT_MS,
  fatigueCheck,
  hoursLeft,
  passengerTimeBetween,
  type Interval,
} from '../../../shared/domain/fatigue.ts';
import type { RestHoursView } from '../../../shared/contracts/compliance.ts';
import { nyStamp } from '../../../shared/domain/new-york-time.ts';
import { rideLegs, type RideFacts } from '../../../shared/domain/ride-overlap.ts';
import { AppError } from '../../../shared/errors.ts';
import type { Db } from '../../db/client.ts';
import type { RestRepository, RestTripRow } from './rest.repository.ts';

/**
 * Rested chauffeurs (decision 33, TLC's fatigued driving prevention rules): no more than 10 hours with passengers
 * in any 24 hours, nor 60 in a New York calendar week (shared/domain/fatigue.ts, exact at the limits). Accept,
 * assignment and start check the ride against the chauffeur's passenger time: what they drove (on board to
 * completed, or the booked pickup to completed where the stages are absent), the trip under way, and the rides
 * they already hold (their booked legs), so a dispatcher cannot fill tomorrow past the limit either.
 */

const HOUR_MS = 3_600_000;
/** How long past its booked end a trip under way is counted (to now) before it is taken as not closed. */
const OVERRUN_MS = 2 * HOUR_MS;
/** Passenger time further than this from a ride cannot share a 24-hour window or a calendar week with it. */
const REACH_MS = 8 * 24 * HOUR_MS;

/** A ride as the gate reads it (a booking row has every column). */
export interface RestRide {
  id: string;
  pickupAt: Date;
  returnAt: Date | null;
  durationSeconds: number | null;
  hours: number | null;
  pickupLat: number | null;
  pickupLng: number | null;
  destinationLat: number | null;
  destinationLng: number | null;
}

function facts(r: Omit<RestRide, 'id'>, pickupAt = r.pickupAt): RideFacts {
  const point = (lat: number | null, lng: number | null) =>
    lat === null || lng === null ? null : { lat, lng };
  return {
    pickupAt,
    durationSeconds: r.durationSeconds,
    hours: r.hours,
    returnAt: r.returnAt,
    pickup: point(r.pickupLat, r.pickupLng),
    dropoff: point(r.destinationLat, r.destinationLng),
  };
}

/**
 * The passenger time of a chauffeur's trips at `now`, without the ride `except`:
 * - completed: on board (or the booked pickup) to completed; a return trip's way back from its booked time, so the
 *   hours between the two legs are the chauffeur's own;
 * - under way: from on board to the later of now and its booked end, at most 2 hours past it (and its way
 *   back likewise);
 * - accepted and ahead: the booked legs.
 */
export function passengerIntervals(trips: readonly RestTripRow[], now: Date, except?: string): Interval[] {
  const out: Interval[] = [];
  for (const t of trips) {
    if (t.bookingId === except) continue;
    const start = t.startedAt ?? t.pickupAt;
    const legs = rideLegs(facts(t, start));
    const [outbound, back] = legs;
    if (!outbound) continue;
    if (t.status === 'completed') {
      const end = t.completedAt?.getTime();
      if (end === undefined || end <= start.getTime()) continue;
      if (back && back.start < end) {
        out.push({ start: outbound.start, end: Math.min(outbound.end, back.start) });
        out.push({ start: back.start, end });
      } else out.push({ start: outbound.start, end });
    } else if (t.status === 'in_progress') {
      // Running over its booked time: counted to now, up to OVERRUN_MS past the booked end (a trip still open
      // long after that was not closed, which the board shows; it must not lock the chauffeur out for days).
      const running = (end: number) => Math.min(Math.max(end, now.getTime()), end + OVERRUN_MS);
      out.push({ start: outbound.start, end: running(outbound.end) });
      if (back) out.push({ start: back.start, end: running(back.end) });
    } else {
      for (const leg of legs) out.push({ start: leg.start, end: leg.end });
    }
  }
  return out.filter((i) => Number(i.end) > Number(i.start));
}

/** The ride's own passenger time: its booked legs, the first from `startAt` when it starts now. */
export function rideIntervals(ride: Omit<RestRide, 'id'>, startAt?: Date): Interval[] {
  return rideLegs(facts(ride, startAt ?? ride.pickupAt)).map((l) => ({ start: l.start, end: l.end }));
}

/** The 409 of a refused ride: the limit, and when a ride this long fits again (New York time). */
function fatigueError(limit: 'daily' | 'weekly', freeAt: Date | null): AppError {
  if (!freeAt) return new AppError('compliance.fatigueTooLong', { hours: DAILY_LIMIT_MS / HOUR_MS });
  return new AppError(limit === 'daily' ? 'compliance.fatigueDaily' : 'compliance.fatigueWeekly', {
    hours: (limit === 'daily' ? DAILY_LIMIT_MS : WEEKLY_LIMIT_MS) / HOUR_MS,
    freeAt: freeAt.toISOString(),
    time: nyStamp(freeAt),
  });
}

/** Hours a chauffeur may still drive with passengers (milliseconds), as the dashboard and the admin show them. */
export interface RestHours {
  /** The longest ride they could start now under the 24-hour rule. */
  todayLeftMs: number;
  /** What is left of the week's 60 hours (Monday to Sunday, New York), rides they hold included. */
  weekLeftMs: number;
  /** Passenger time in the 24 hours before now. */
  last24hMs: number;
}

/** The hours as the API answers them (no trips: the whole of both limits). */
export function restHoursView(h: RestHours | undefined): RestHoursView {
  return {
    todayLeftMs: h?.todayLeftMs ?? DAILY_LIMIT_MS,
    weekLeftMs: h?.weekLeftMs ?? WEEKLY_LIMIT_MS,
    last24hMs: h?.last24hMs ?? 0,
    dailyLimitMs: DAILY_LIMIT_MS,
    weeklyLimitMs: WEEKLY_LIMIT_MS,
  };
}

export function createRestService(deps: { repo: RestRepository }) {
  const { repo } = deps;

  return {
    /**
     * The fatigue gate of accept and assignment (`mode` take: the ride as booked) and of start (`mode` start: its
     * first leg from now), in the caller's transaction, after the chauffeur's row is locked: 409
     * compliance.fatigueDaily / fatigueWeekly with when they are free again, or fatigueTooLong.
     */
    async requireRested(
      q: Db,
      driverId: string,
      ride: RestRide,
      now: Date,
      mode: 'take' | 'start',
    ): Promise<void> {
      const proposed = rideIntervals(ride, mode === 'start' ? now : undefined);
      const first = proposed[0];
      const last = proposed[proposed.length - 1];
      if (!first || !last) return;
      const trips = await repo.trips(
        q,
        [driverId],
        new Date(Number(first.start) - REACH_MS),
        new Date(Number(last.end) + REACH_MS),
      );
      const worked = passengerIntervals(trips, now, ride.id);
      for (const leg of proposed) {
        const verdict = fatigueCheck(worked, leg);
        if (!verdict.ok) throw fatigueError(verdict.limit, verdict.freeAt);
        worked.push(leg);
      }
    },

    /** Each chauffeur's hours left at `now` (decision 33): the dashboard's card and the admin's Compliance view. */
    async hours(q: Db, driverIds: string[], now: Date): Promise<Map<string, RestHours>> {
      const trips = await repo.trips(
        q,
        driverIds,
        new Date(now.getTime() - REACH_MS),
        new Date(now.getTime() + REACH_MS),
      );
      const out = new Map<string, RestHours>();
      for (const id of driverIds) {
        const worked = passengerIntervals(
          trips.filter((t) => t.driverId === id),
          now,
        );
        const left = hoursLeft(worked, now);
        out.set(id, {
          todayLeftMs: left.today,
          weekLeftMs: left.week,
          last24hMs: passengerTimeBetween(worked, now.getTime() - 24 * HOUR_MS, now),
        });
      }
      return out;
    },
  };
}
export type RestService = ReturnType<typeof createRestService>;

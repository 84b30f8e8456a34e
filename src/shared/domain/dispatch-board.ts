import { nyLocalToInstant, nyWallClock } from './new-york-time.ts';
import { tripStage, type TripStage } from './trip-stage.ts';
import { rideLegs, type RideFacts } from './ride-overlap.ts';

/**
 * The dispatch board's pure rules (issue 36, decision 31): which New York day a date names, how long each of
 * a ride's blocks lasts on the timeline, and how urgent an unassigned ride is.
 *
 * A ride's block runs from its pickup to its estimated end: the route's driving time, or the booked hours for
 * hourly service (whichever is longer, as the overlap rule counts it); a return trip's way back is a block of
 * its own. The blocks are the legs of `rideLegs`, so the board draws exactly what the assignment checks.
 */

export type BlockLeg = 'outbound' | 'return';

export interface RideBlock {
  leg: BlockLeg;
  start: Date;
  end: Date;
}

/** A ride's blocks on the timeline, outbound first (the estimated end of each leg). */
export function rideBlocks(r: RideFacts): RideBlock[] {
  return rideLegs(r).map((l, i) => ({
    leg: i === 0 ? 'outbound' : 'return',
    start: new Date(l.start),
    end: new Date(l.end),
  }));
}

/** Nobody has it and the pickup is this close (or past): red. */
export const URGENT_RED_MINUTES = 120;
/** Within this: amber. */
export const URGENT_AMBER_MINUTES = 360;
/** An unassigned ride stays in the queue this long after its pickup time (late, the most urgent of all). */
export const QUEUE_OVERDUE_MINUTES = 60;

export type Urgency = 'red' | 'amber';

/** The urgency of an unassigned ride at `now`: red within 2 hours (or late), amber within 6, else null. */
export function queueUrgency(pickupAt: Date, now: Date): Urgency | null {
  const minutes = (pickupAt.getTime() - now.getTime()) / 60_000;
  if (minutes <= URGENT_RED_MINUTES) return 'red';
  if (minutes <= URGENT_AMBER_MINUTES) return 'amber';
  return null;
}

/** The earliest pickup the queue still shows at `now` (a ride up to an hour late is still waiting). */
export const queueFrom = (now: Date): Date => new Date(now.getTime() - QUEUE_OVERDUE_MINUTES * 60_000);

/** The latest pickup that is red at `now` (the header's urgent count). */
export const redUntil = (now: Date): Date => new Date(now.getTime() + URGENT_RED_MINUTES * 60_000);

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The instants a New York calendar day (YYYY-MM-DD) runs between: from local midnight to the next one (23 or
 * 25 hours on the days the clocks change). Null when the text is not a real date.
 */
export function nyDayBounds(date: string): { start: Date; end: Date } | null {
  const m = DATE.exec(date);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const calendar = new Date(Date.UTC(year, month - 1, day));
  if (year < 2000 || year > 2100 || calendar.getUTCMonth() !== month - 1 || calendar.getUTCDate() !== day)
    return null;
  const next = new Date(calendar.getTime() + 86_400_000);
  return {
    start: nyLocalToInstant(year, month, day),
    end: nyLocalToInstant(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate()),
  };
}

/** The New York calendar date (YYYY-MM-DD) at an instant, `days` later (Today, Tomorrow). */
export function nyDate(at: Date, days = 0): string {
  const w = nyWallClock(at);
  const d = new Date(Date.UTC(w.year, w.month - 1, w.day + days));
  return d.toISOString().slice(0, 10);
}

/** Does a block touch the day [start, end)? */
export const blockInDay = (b: { start: Date; end: Date }, day: { start: Date; end: Date }): boolean =>
  b.start < day.end && b.end > day.start;

/** A chauffeur's stage of a ride (decision 28), as the board shows it. */
export const BOARD_STAGES = ['accepted', 'onTheWay', 'onLocation', 'onBoard', 'completed', 'noShow'] as const;
export type BoardStage = (typeof BOARD_STAGES)[number];

/** The trip's stamps the stage is read from (the driver's side of the ride, `driver_trips`). */
export interface TripStamps {
  status: 'assigned' | 'in_progress' | 'completed' | 'cancelled' | 'no_show';
  onTheWayAt: Date | null;
  arrivedAt: Date | null;
  startedAt: Date | null;
  completedAt: Date | null;
}

const BOARD_STAGE_OF: Record<Exclude<TripStage, 'cancelled'>, BoardStage> = {
  accepted: 'accepted',
  on_the_way: 'onTheWay',
  on_location: 'onLocation',
  on_board: 'onBoard',
  completed: 'completed',
  no_show: 'noShow',
};

/** The stage the board shows: the trip's own (`tripStage`, decision 28); none for a cancelled trip. */
export function boardStage(t: TripStamps | null): BoardStage | null {
  if (!t) return null;
  const stage = tripStage(t);
  return stage === 'cancelled' ? null : BOARD_STAGE_OF[stage];
}

/**
 * Free waiting time at the pickup (PRODUCT decisions 28 and 29): 15 minutes, 90 at airport pickups. The wait
 * counts from when the chauffeur is on location, but never from before the scheduled pickup time (a chauffeur
 * who comes early waits for the booked time first). Flight landing times are not known yet: when they are,
 * an airport pickup's wait counts from the later of arrival and landing instead of the scheduled time.
 * A "Passenger no-show" is available once the free wait is over.
 */

export const FREE_WAIT_MINUTES = 15;
export const AIRPORT_FREE_WAIT_MINUTES = 90;

const MINUTE_MS = 60_000;

export interface WaitingFacts {
  /** When the chauffeur reported "On location". */
  arrivedAt: Date;
  /** The booked pickup time. */
  pickupAt: Date;
  /** An airport pickup (the from-airport service, or a pickup point at an airport). */
  airportPickup: boolean;
}

/** The free waiting minutes of a pickup. */
export function freeWaitMinutes(airportPickup: boolean): number {
  return airportPickup ? AIRPORT_FREE_WAIT_MINUTES : FREE_WAIT_MINUTES;
}

/** When the free wait starts: the later of the arrival and the scheduled pickup time. */
export function waitStartsAt(facts: WaitingFacts): Date {
  return new Date(Math.max(facts.arrivedAt.getTime(), facts.pickupAt.getTime()));
}

/** When the free wait ends and a no-show may be recorded. */
export function noShowAvailableAt(facts: WaitingFacts): Date {
  return new Date(waitStartsAt(facts).getTime() + freeWaitMinutes(facts.airportPickup) * MINUTE_MS);
}

/** Whether a no-show may be recorded at `now` (exactly at the end of the free wait it may). */
export function noShowAvailable(facts: WaitingFacts, now: Date): boolean {
  return now.getTime() >= noShowAvailableAt(facts).getTime();
}

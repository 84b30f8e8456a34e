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

export interface WaitingChargeFacts extends WaitingFacts {
  /** When the chauffeur reported "Passenger on board". */
  startedAt: Date;
  /** The booked vehicle's hourly rate in cents (the pricing configuration's). */
  hourlyRateCents: number;
}

export interface WaitingCharge {
  /** Whole minutes waited from the start of the wait to "Passenger on board" (rounded down, for the record). */
  waitedMinutes: number;
  /** Started minutes beyond the free wait: 0 while within it, 1 from its first millisecond past it. */
  billedMinutes: number;
  /** billedMinutes x hourly rate / 60, rounded once to the cent, half up. */
  amountCents: number;
}

/**
 * Waiting time billed after the ride (decision 29): from the later of the pickup time and "On location" to
 * "Passenger on board", the free minutes (15, 90 at airport pickups: the scheduled arrival stands for the
 * landing until flight tracking exists) are free; beyond them every started minute costs the vehicle's hourly
 * rate / 60. The amount is computed once on the product (minutes x rate), then divided by 60 and rounded half
 * up, so 7 minutes at $99.50/h are $11.61 (69,650 / 60 = 1,160.83 cents).
 */
export function waitingCharge(facts: WaitingChargeFacts): WaitingCharge {
  const waitedMs = Math.max(0, facts.startedAt.getTime() - waitStartsAt(facts).getTime());
  const overMs = waitedMs - freeWaitMinutes(facts.airportPickup) * MINUTE_MS;
  const billedMinutes = overMs > 0 ? Math.ceil(overMs / MINUTE_MS) : 0;
  const rate = Math.max(0, Math.round(facts.hourlyRateCents));
  return {
    waitedMinutes: Math.floor(waitedMs / MINUTE_MS),
    billedMinutes,
    amountCents: Math.floor((billedMinutes * rate + 30) / 60),
  };
}

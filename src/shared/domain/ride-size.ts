/**
 * The size of a ride: hours of an hourly ride (PRODUCT decision 3) and the party (decision 18), shared by the
 * contracts, the server's checks and the forms.
 */
export const HOURLY_MIN_HOURS = 2;
export const HOURLY_MAX_HOURS = 12;
/** The specification's default for an hourly ride without a package. */
export const HOURLY_DEFAULT_HOURS = 2;
/** The largest vehicle's seats bound any party; each vehicle's own capacity is checked per vehicle. */
export const MAX_PARTY = 14;
export const MAX_BAGS = 20;
/** Product decision 1: the extra stop's price covers a stop adding up to this many miles. */
export const EXTRA_STOP_INCLUDED_MILES = 5;

/**
 * The Terms' cancellation policy (decision 17): a full refund up to 24 hours before pickup, 50 % later, until
 * the trip starts.
 */
export const FREE_CANCELLATION_HOURS = 24;
export const LATE_CANCELLATION_REFUND_PERCENT = 50;

/** The refund percentage for a cancellation at `now` of a pickup at `pickupAt`. */
export function cancellationRefundPercent(pickupAt: Date, now: Date): number {
  return pickupAt.getTime() - now.getTime() >= FREE_CANCELLATION_HOURS * 3_600_000
    ? 100
    : LATE_CANCELLATION_REFUND_PERCENT;
}

/** Until when cancelling a pickup at `pickupAt` refunds in full (pickup minus 24 hours). */
export function freeCancellationUntil(pickupAt: Date): Date {
  return new Date(pickupAt.getTime() - FREE_CANCELLATION_HOURS * 3_600_000);
}

/** Free waiting (decisions 17 and 29): 90 minutes at airport pickups, from the flight's landing; 15 elsewhere. */
export const FREE_WAIT_MINUTES_AIRPORT = 90;
export const FREE_WAIT_MINUTES = 15;

/** Cents refunded on `paidCents` at `percent`, rounded down to the cent (never more than was paid). */
export function refundCents(paidCents: number, percent: number): number {
  return Math.floor((paidCents * percent) / 100);
}

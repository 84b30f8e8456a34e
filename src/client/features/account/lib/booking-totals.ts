import type { BookingSummary } from '../../../../shared/contracts/bookings.ts';
import { normalizeStatus } from './format.ts';

export interface BookingTotals {
  /** Every booking in the list. */
  total: number;
  /** Completed trips. */
  completed: number;
  /** Sum of totalAmount of completed and no-show (charged) bookings, in dollars rounded to cents. */
  spent: number;
}

type Totalable = Pick<BookingSummary, 'status' | 'totalAmount'>;

export function bookingTotals(bookings: readonly Totalable[]): BookingTotals {
  let completed = 0;
  let spentCents = 0;
  for (const b of bookings) {
    const status = normalizeStatus(b.status);
    // A no-show is charged in full (decision 28): spent, though not a completed ride.
    if (status !== 'completed' && status !== 'no_show') continue;
    if (status === 'completed') completed += 1;
    // Add in integer cents so 0.1 + 0.2 stays 0.30.
    spentCents += Math.round((Number.isFinite(b.totalAmount) ? b.totalAmount : 0) * 100);
  }
  return { total: bookings.length, completed, spent: spentCents / 100 };
}

type Schedulable = Pick<BookingSummary, 'status' | 'pickupDateTime'>;

/** The nearest booking whose pickup is still ahead and that will still happen (not cancelled, not completed). */
export function nextUpcomingBooking<T extends Schedulable>(bookings: readonly T[], now: Date): T | null {
  let best: T | null = null;
  let bestAt = Infinity;
  for (const b of bookings) {
    const status = normalizeStatus(b.status);
    if (status === 'cancelled' || status === 'completed' || status === 'no_show') continue;
    const at = new Date(b.pickupDateTime).getTime();
    if (Number.isNaN(at) || at <= now.getTime()) continue;
    if (at < bestAt) {
      best = b;
      bestAt = at;
    }
  }
  return best;
}

/** Completed trips that the customer has not rated yet. */
export function canRate(booking: Pick<BookingSummary, 'status' | 'rating'>): boolean {
  return normalizeStatus(booking.status) === 'completed' && booking.rating == null;
}

export function hasReceipt(booking: Pick<BookingSummary, 'status'> & { refunded?: number }): boolean {
  const status = normalizeStatus(booking.status);
  // A cancelled booking that was paid and refunded has a receipt too (issue 35: the refund and what was kept).
  return status === 'completed' || (status === 'cancelled' && (booking.refunded ?? 0) > 0);
}

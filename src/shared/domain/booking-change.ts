import type { BookingStatus } from './booking-status.ts';

/** Decision 26: a customer changes a booking until this many hours before pickup; later, dispatch does. */
export const CHANGE_CUTOFF_HOURS = 24;

/** Paid bookings the trip has not started for: the ones a customer may change. */
const CHANGEABLE: readonly BookingStatus[] = ['confirmed', 'assigned'];

export type ChangeRefusal = 'booking.changeUnpaid' | 'booking.cannotChange' | 'booking.changeTooLate';

/** The last moment a customer may change the booking themselves (24 hours before pickup). */
export function changeDeadline(pickupAt: Date): Date {
  return new Date(pickupAt.getTime() - CHANGE_CUTOFF_HOURS * 3_600_000);
}

/**
 * Why the customer may not change the booking now, or null when they may (shared by the server's rule and the
 * pages that offer the action): unpaid, no longer open (cancelled, started, ended), or within 24 hours.
 */
export function changeRefusal(b: { status: BookingStatus; pickupAt: Date }, now: Date): ChangeRefusal | null {
  if (b.status === 'pending') return 'booking.changeUnpaid';
  if (!CHANGEABLE.includes(b.status)) return 'booking.cannotChange';
  if (now.getTime() >= changeDeadline(b.pickupAt).getTime()) return 'booking.changeTooLate';
  return null;
}

import type { ConfirmationRef } from '../../../booking/lib/draft-types.ts';
import { useBookingView } from '../../../booking/api/booking-view.ts';

/**
 * GET /api/bookings/:number/confirmation: for its owner's session, an admin, or the link's token. Read again
 * on every visit and every 15 s while the booking is still to happen (booking/api/booking-view.ts).
 */
export function useBookingConfirmation(ref: ConfirmationRef) {
  return useBookingView(ref);
}

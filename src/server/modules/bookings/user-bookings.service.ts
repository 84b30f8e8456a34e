import type { BookingSummary, RateBookingRequest, Receipt } from '../../../shared/contracts/bookings.ts';
import { AppError } from '../../../shared/errors.ts';
import { toBookingSummary, toReceipt } from './booking-views.ts';
import type { BookingsRepository, BookingWithRating } from './bookings.repository.ts';

export const BOOKING_NOT_FOUND = 'We could not find that booking.';

/** What a signed-in customer does with their own bookings: list, rate, receipts. Ownership is checked here. */
export function createUserBookingsService(deps: { repo: BookingsRepository; now?: () => Date }) {
  const { repo } = deps;
  const now = deps.now ?? (() => new Date());

  async function owned(userId: string, bookingId: string): Promise<BookingWithRating> {
    const booking = await repo.findById(bookingId);
    // Another customer's booking answers exactly like a missing one.
    if (!booking || booking.userId !== userId) throw new AppError('NOT_FOUND', BOOKING_NOT_FOUND);
    return booking;
  }

  return {
    /** The customer's next ride (earliest future pickup, paid and not finished), or null. */
    async nextUpcoming(userId: string): Promise<BookingSummary | null> {
      const booking = await repo.nextUpcomingForUser(userId, now());
      return booking ? toBookingSummary({ ...booking, rating: null, feedback: null }) : null;
    },

    async list(userId: string): Promise<BookingSummary[]> {
      return (await repo.listForUser(userId)).map(toBookingSummary);
    },

    async rate(userId: string, bookingId: string, input: RateBookingRequest): Promise<BookingSummary> {
      const booking = await owned(userId, bookingId);
      if (booking.status !== 'completed')
        throw new AppError('CONFLICT', 'Only completed trips can be rated.');
      const feedback = input.feedback?.trim() || null;
      const created = await repo.insertRating({ bookingId, userId, rating: input.rating, feedback });
      if (!created) throw new AppError('CONFLICT', 'You have already rated this trip.');
      return toBookingSummary({ ...booking, rating: input.rating, feedback });
    },

    async receipt(userId: string, bookingId: string): Promise<Receipt> {
      const booking = await owned(userId, bookingId);
      if (!booking.paidAt && booking.status !== 'completed') {
        throw new AppError('CONFLICT', 'A receipt is available once the booking is paid.');
      }
      return toReceipt(booking, now());
    },
  };
}
export type UserBookingsService = ReturnType<typeof createUserBookingsService>;

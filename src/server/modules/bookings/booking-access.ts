import { AppError } from '../../../shared/errors.ts';
import type { ResolvedSession } from '../auth/auth.service.ts';
import { isAllowed } from '../auth/guards.ts';
import { hashToken } from '../auth/tokens.ts';
import type { BookingRow, BookingsRepository } from './bookings.repository.ts';

/**
 * A booking by number, for its confirmation (`bookings:read`) or its receipt (`receipts:read`): whoever the
 * policy allows (its customer, an admin), or the holder of the emailed link's token. Anyone else, and a number
 * that does not exist, get the same 404; a booking not paid yet is `booking.awaitingPayment`.
 */
export function readableBooking(repo: Pick<BookingsRepository, 'findByNumber' | 'accessTokenMatches'>) {
  return async (
    auth: ResolvedSession | null,
    number: string,
    token: string | undefined,
    action: 'bookings:read' | 'receipts:read',
  ): Promise<BookingRow> => {
    const booking = await repo.findByNumber(number);
    const permitted =
      booking !== undefined &&
      (isAllowed(auth, action, booking) ||
        (token ? await repo.accessTokenMatches(booking.id, hashToken(token)) : false));
    if (!booking || !permitted) throw new AppError('booking.notFound');
    if (booking.status === 'pending') throw new AppError('booking.awaitingPayment');
    return booking;
  };
}

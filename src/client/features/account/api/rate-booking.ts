import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingSummary, RateBookingRequest } from '../../../../shared/contracts/bookings.ts';
import { apiPost } from '../../../lib/api-client.ts';
import { USER_BOOKINGS_KEY } from './user-bookings.ts';

export interface RateBookingVariables {
  bookingId: string;
  body: RateBookingRequest;
}

export const rateBooking = ({ bookingId, body }: RateBookingVariables) =>
  apiPost<BookingSummary>(`/api/user/bookings/${encodeURIComponent(bookingId)}/rating`, body);

/** POST /api/user/bookings/:id/rating; the answer replaces the booking in the cached history. */
export function useRateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rateBooking,
    onSuccess: (updated) => {
      queryClient.setQueryData<BookingSummary[]>(USER_BOOKINGS_KEY, (list) =>
        list?.map((b) => (b.id === updated.id ? updated : b)),
      );
    },
    // A conflict ("already rated") also means our copy is stale: read the list again either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: USER_BOOKINGS_KEY, exact: true }),
  });
}

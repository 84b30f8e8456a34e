import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  BookingSummary,
  CancelBookingRequest,
  CancelBookingResponse,
} from '../../../shared/contracts/bookings.ts';
import { apiPost } from '../../lib/api-client.ts';

export interface CancelBookingVariables {
  bookingId: string;
  /** The guest's confirmation-link token, when the page was opened from the emailed link. */
  token?: string | null;
}

/** POST /api/user/bookings/:id/cancel: the Terms' policy applied by the server, the refund through payments. */
export function cancelBooking({ bookingId, token }: CancelBookingVariables): Promise<CancelBookingResponse> {
  const body: CancelBookingRequest = token ? { token } : {};
  return apiPost<CancelBookingResponse>(`/api/user/bookings/${encodeURIComponent(bookingId)}/cancel`, body);
}

/**
 * Cancelling a booking. Afterwards every copy of it is read again: the customer's list (My Bookings, the
 * dashboard, receipts) and the booking views (the confirmation page), so the status and the refund show.
 */
export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBooking,
    // The card says "Cancelled" at once (no Cancel button left to press), before the lists are read again.
    onSuccess: (result) =>
      queryClient.setQueriesData<BookingSummary[]>({ queryKey: ['/api/user/bookings'] }, (list) =>
        Array.isArray(list)
          ? list.map((b) =>
              b.id === result.id
                ? {
                    ...b,
                    status: result.status,
                    cancellation: null,
                    refunded: Math.round((b.refunded + result.refundAmount) * 100) / 100,
                  }
                : b,
            )
          : list,
      ),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['/api/user/bookings'] }),
        queryClient.invalidateQueries({ queryKey: ['/api/bookings'] }),
      ]),
  });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookingView } from '../../../../shared/contracts/checkout.ts';
import { apiGet } from '../../../lib/api-client.ts';

export const fetchCheckoutBooking = (bookingId: string) =>
  apiGet<BookingView>(`/api/bookings/${encodeURIComponent(bookingId)}/checkout`);

/** GET /api/bookings/:id/checkout: the session's own booking as the server priced it (404 for anyone else). */
export const checkoutBookingQuery = (bookingId: string) =>
  queryOptions({
    queryKey: ['/api/bookings', bookingId, 'checkout'] as const,
    queryFn: () => fetchCheckoutBooking(bookingId),
  });

export function useCheckoutBooking(bookingId: string) {
  return useQuery(checkoutBookingQuery(bookingId));
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingView, CreateBookingRequest } from '../../../../shared/contracts/checkout.ts';
import { apiPost } from '../../../lib/api-client.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { isUnknownPackage } from '../../../booking/lib/quote-request.ts';

/**
 * POST /api/bookings: the server prices the ride again and stores a pending booking (201, BookingView).
 * A package the server does not price (a corporate page's label kept on the draft) is dropped, as quotes do.
 * The booking carries the site's language (`locale`).
 */
export async function createBooking(request: CreateBookingRequest): Promise<BookingView> {
  // The site's language: every email about the booking is written in it.
  const body = { ...request, locale: request.locale ?? currentLanguage() };
  try {
    return await apiPost<BookingView>('/api/bookings', body);
  } catch (error) {
    if (body.packageId && isUnknownPackage(error)) {
      const { packageId: _dropped, ...rest } = body;
      return apiPost<BookingView>('/api/bookings', rest);
    }
    throw error;
  }
}

export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBooking,
    // The customer's booking list (My Bookings) now holds the pending booking.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['/api/user/bookings'] }),
  });
}

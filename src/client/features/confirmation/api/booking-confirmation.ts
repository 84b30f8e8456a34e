import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookingView } from '../../../../shared/contracts/checkout.ts';
import { apiGet } from '../../../lib/api-client.ts';
import type { ConfirmationRef } from '../../../booking/lib/draft-types.ts';

export function fetchBookingConfirmation({ number, token }: ConfirmationRef): Promise<BookingView> {
  const search = token ? `?${new URLSearchParams({ token }).toString()}` : '';
  return apiGet<BookingView>(`/api/bookings/${encodeURIComponent(number)}/confirmation${search}`);
}

/** GET /api/bookings/:number/confirmation: for its owner's session, an admin, or the link's token. */
export const bookingConfirmationQuery = (ref: ConfirmationRef) =>
  queryOptions({
    queryKey: ['/api/bookings', ref.number, 'confirmation', ref.token] as const,
    queryFn: () => fetchBookingConfirmation(ref),
    // A driver may be assigned meanwhile: read it again when the page is opened again.
    staleTime: 0,
  });

export function useBookingConfirmation(ref: ConfirmationRef) {
  return useQuery(bookingConfirmationQuery(ref));
}

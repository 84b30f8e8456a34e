import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookingView } from '../../../shared/contracts/checkout.ts';
import { ACTIVE_STATUSES } from '../../../shared/domain/booking-status.ts';
import { apiGet } from '../../lib/api-client.ts';
import type { ConfirmationRef } from '../lib/draft-types.ts';
import { TRACKING_INTERVAL_MS } from '../lib/assigned-driver.ts';

export function fetchBookingView({ number, token }: ConfirmationRef): Promise<BookingView> {
  const search = token ? `?${new URLSearchParams({ token }).toString()}` : '';
  return apiGet<BookingView>(`/api/bookings/${encodeURIComponent(number)}/confirmation${search}`);
}

/**
 * GET /api/bookings/:number/confirmation: one paid booking, for its owner's session, an admin, or the link's
 * token (the confirmation page, and the map of the /bookings details). While the booking will still happen
 * (confirmed, assigned, in progress) it is read again every 15 s, so a chauffeur's assignment and the trip's
 * start and end show without a reload.
 */
export const bookingViewQuery = (ref: ConfirmationRef) =>
  queryOptions({
    queryKey: ['/api/bookings', ref.number, 'confirmation', ref.token] as const,
    queryFn: () => fetchBookingView(ref),
    staleTime: 0,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status && (ACTIVE_STATUSES as readonly string[]).includes(status) ? TRACKING_INTERVAL_MS : false;
    },
  });

export function useBookingView(ref: ConfirmationRef, enabled = true) {
  return useQuery({ ...bookingViewQuery(ref), enabled });
}

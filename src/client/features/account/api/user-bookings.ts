import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookingSummary } from '../../../../shared/contracts/bookings.ts';
import { isTracked } from '../../../booking/lib/assigned-driver.ts';
import { apiGet } from '../../../lib/api-client.ts';

/** Starts with '/api/user' so signing out (lib/session.ts) clears it. */
export const USER_BOOKINGS_KEY = ['/api/user/bookings'] as const;

export const fetchUserBookings = () => apiGet<BookingSummary[]>('/api/user/bookings');

/** GET /api/user/bookings: the signed-in account's bookings, newest first. */
export const userBookingsQuery = queryOptions({
  queryKey: USER_BOOKINGS_KEY,
  queryFn: fetchUserBookings,
  // Statuses move on while the customer waits (a driver is assigned, a trip completes): read again every
  // 30 s while a trip is still to happen (the details dialog of a live trip reads it every 15 s).
  staleTime: 30_000,
  refetchInterval: (query) =>
    query.state.data?.some((b) => isTracked(b.status) || b.status === 'confirmed') ? 30_000 : false,
});

export function useUserBookings(enabled = true) {
  return useQuery({ ...userBookingsQuery, enabled });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookingSummary } from '../../../../shared/contracts/bookings.ts';
import { apiGet } from '../../../lib/api-client.ts';

/** Starts with '/api/user' so signing out (lib/session.ts) clears it. */
export const USER_BOOKINGS_KEY = ['/api/user/bookings'] as const;

export const fetchUserBookings = () => apiGet<BookingSummary[]>('/api/user/bookings');

/** GET /api/user/bookings: the signed-in account's bookings, newest first. */
export const userBookingsQuery = queryOptions({
  queryKey: USER_BOOKINGS_KEY,
  queryFn: fetchUserBookings,
  // Statuses move on while the customer waits (a driver is assigned, a trip completes).
  staleTime: 30_000,
});

export function useUserBookings(enabled = true) {
  return useQuery({ ...userBookingsQuery, enabled });
}

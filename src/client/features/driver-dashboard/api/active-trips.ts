import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DriverTrip } from '../../../../shared/contracts/driver-trips.ts';
import { apiGet } from '../../../lib/api-client.ts';

/** The specification's active-trip polling: every 15 seconds. */
export const ACTIVE_POLL_MS = 15_000;
export const ACTIVE_TRIPS_KEY = ['/api/driver/trips/active'] as const;

export const fetchActiveTrips = () => apiGet<DriverTrip[]>('/api/driver/trips/active');

export const activeTripsQuery = queryOptions({
  queryKey: ACTIVE_TRIPS_KEY,
  queryFn: fetchActiveTrips,
  refetchInterval: ACTIVE_POLL_MS,
  staleTime: 5_000,
});

/** GET /api/driver/trips/active: this driver's accepted and started trips. */
export function useActiveTrips() {
  return useQuery(activeTripsQuery);
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DriverProfile } from '../../../../shared/contracts/driver-trips.ts';
import { apiGet } from '../../../lib/api-client.ts';

export const DRIVER_PROFILE_KEY = ['/api/driver/me'] as const;

export const fetchDriverProfile = () => apiGet<DriverProfile>('/api/driver/me');

/** GET /api/driver/me: the signed-in driver's name, vehicle and plate for the dashboard header. */
export const driverProfileQuery = queryOptions({
  queryKey: DRIVER_PROFILE_KEY,
  queryFn: fetchDriverProfile,
  staleTime: 5 * 60_000,
});

export function useDriverProfile() {
  return useQuery(driverProfileQuery);
}

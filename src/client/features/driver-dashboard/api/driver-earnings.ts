import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DriverEarnings } from '../../../../shared/contracts/driver-trips.ts';
import { apiGet } from '../../../lib/api-client.ts';

export const DRIVER_EARNINGS_KEY = ['/api/driver/earnings'] as const;

export const fetchDriverEarnings = () => apiGet<DriverEarnings>('/api/driver/earnings');

export const driverEarningsQuery = queryOptions({
  queryKey: DRIVER_EARNINGS_KEY,
  queryFn: fetchDriverEarnings,
  staleTime: 60_000,
});

/** GET /api/driver/earnings: today, this week, all time (the driver's share) and completed trips. */
export function useDriverEarnings() {
  return useQuery(driverEarningsQuery);
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RestHoursView } from '../../../../shared/contracts/compliance.ts';
import { apiGet } from '../../../lib/api-client.ts';

export const DRIVER_HOURS_KEY = ['/api/driver/hours'] as const;

export const fetchDriverHours = () => apiGet<RestHoursView>('/api/driver/hours');

export const driverHoursQuery = queryOptions({
  queryKey: DRIVER_HOURS_KEY,
  queryFn: fetchDriverHours,
  // The rolling 24 hours move on by themselves: asked again every 5 minutes while the dashboard is open.
  staleTime: 60_000,
  refetchInterval: 5 * 60_000,
});

/** GET /api/driver/hours: hours with passengers left today and this week under TLC's fatigue rules. */
export function useDriverHours() {
  return useQuery(driverHoursQuery);
}

import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { DriverApplication } from '../../../../shared/contracts/drivers.ts';
import { apiGet } from '../../../lib/api-client.ts';

const DRIVER_APPLICATIONS_KEY = ['/api/driver-applications'] as const;

/**
 * GET /api/driver-applications: every application (the tabs filter and count them on the page, so one
 * request serves all four tabs and their counts).
 */
const driverApplicationsQuery = queryOptions({
  queryKey: DRIVER_APPLICATIONS_KEY,
  queryFn: () => apiGet<DriverApplication[]>('/api/driver-applications'),
  // New applications arrive while the page is open.
  staleTime: 15_000,
  refetchInterval: 60_000,
});

export function useDriverApplications() {
  return useQuery(driverApplicationsQuery);
}

/** An action's answer (the application as it is now) replaces it in the list, then the list is read again. */
export function storeApplication(queryClient: QueryClient, updated: DriverApplication): void {
  queryClient.setQueryData<DriverApplication[]>(DRIVER_APPLICATIONS_KEY, (list) =>
    list?.map((a) => (a.id === updated.id ? updated : a)),
  );
}

export function refreshApplications(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: DRIVER_APPLICATIONS_KEY, exact: true });
}

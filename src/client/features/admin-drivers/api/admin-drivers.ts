import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { AdminDriverList, AdminDriverListQuery } from '../../../../shared/contracts/admin-drivers.ts';
import { apiGet } from '../../../lib/api-client.ts';

/** Every admin drivers query (the list with any filter, and each driver's details) starts with this key. */
export const ADMIN_DRIVERS_KEY = ['/api/admin/drivers'] as const;

function listPath(query: AdminDriverListQuery): string {
  const params = new URLSearchParams();
  if (query.availability) params.set('availability', query.availability);
  if (query.q) params.set('q', query.q);
  const search = params.toString();
  return search ? `/api/admin/drivers?${search}` : '/api/admin/drivers';
}

/**
 * GET /api/admin/drivers: the cards (filtered by availability and search) and the counts per availability.
 * Positions and trips change while the page is open, so the list is read again every 30 seconds.
 */
const adminDriversQuery = (query: AdminDriverListQuery) =>
  queryOptions({
    queryKey: [...ADMIN_DRIVERS_KEY, 'list', query.availability ?? null, query.q ?? ''] as const,
    queryFn: () => apiGet<AdminDriverList>(listPath(query)),
    staleTime: 15_000,
    refetchInterval: 30_000,
    placeholderData: keepPreviousData,
  });

export function useAdminDrivers(query: AdminDriverListQuery) {
  return useQuery(adminDriversQuery(query));
}

/** After an action: the list, the counts and the open details are read again. */
export function refreshDrivers(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ADMIN_DRIVERS_KEY });
}

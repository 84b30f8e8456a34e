import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminDriverDetail } from '../../../../shared/contracts/admin-drivers.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { ADMIN_DRIVERS_KEY } from './admin-drivers.ts';

/** GET /api/admin/drivers/{id}: View Details (profile, application, trips, earnings, ratings). */
const adminDriverQuery = (id: string) =>
  queryOptions({
    queryKey: [...ADMIN_DRIVERS_KEY, 'detail', id] as const,
    queryFn: () => apiGet<AdminDriverDetail>(`/api/admin/drivers/${encodeURIComponent(id)}`),
    staleTime: 15_000,
  });

export function useAdminDriver(id: string | null) {
  return useQuery({ ...adminDriverQuery(id ?? ''), enabled: id !== null });
}

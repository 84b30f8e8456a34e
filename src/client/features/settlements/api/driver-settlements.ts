import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DriverSettlementList } from '../../../../shared/contracts/settlements.ts';
import { apiGet } from '../../../lib/api-client.ts';

export const DRIVER_SETTLEMENTS_KEY = ['/api/driver/settlements'] as const;

export const driverSettlementsQuery = queryOptions({
  queryKey: DRIVER_SETTLEMENTS_KEY,
  queryFn: () => apiGet<DriverSettlementList>('/api/driver/settlements'),
  staleTime: 30_000,
});

/** GET /api/driver/settlements: the signed-in chauffeur's weekly statements, newest first. */
export function useDriverSettlements() {
  return useQuery(driverSettlementsQuery);
}

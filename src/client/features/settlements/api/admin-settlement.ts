import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SettlementStatement } from '../../../../shared/contracts/settlements.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { ADMIN_SETTLEMENTS_KEY } from './admin-settlement-week.ts';

const path = (week: string, driverId: string) =>
  `/api/admin/settlements/${encodeURIComponent(week)}/drivers/${encodeURIComponent(driverId)}`;

export const adminSettlementQuery = (week: string, driverId: string) =>
  queryOptions({
    queryKey: [...ADMIN_SETTLEMENTS_KEY, week, driverId],
    queryFn: () => apiGet<SettlementStatement>(path(week, driverId)),
    staleTime: 15_000,
  });

/** GET /api/admin/settlements/{week}/drivers/{id}: one chauffeur's statement of a week. */
export function useAdminSettlement(week: string, driverId: string) {
  return useQuery(adminSettlementQuery(week, driverId));
}

export const adminDownloadUrl = (week: string, driverId: string, format: 'csv' | 'pdf', lang: string) =>
  `${path(week, driverId)}/statement.${format}?lang=${lang}`;

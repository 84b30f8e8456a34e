import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SettlementStatement } from '../../../../shared/contracts/settlements.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { DRIVER_SETTLEMENTS_KEY } from './driver-settlements.ts';

export const driverSettlementQuery = (week: string) =>
  queryOptions({
    queryKey: [...DRIVER_SETTLEMENTS_KEY, week],
    queryFn: () => apiGet<SettlementStatement>(`/api/driver/settlements/${encodeURIComponent(week)}`),
    staleTime: 30_000,
  });

/** GET /api/driver/settlements/{week}: one week's statement of the signed-in chauffeur. */
export function useDriverSettlement(week: string | null) {
  return useQuery({ ...driverSettlementQuery(week ?? ''), enabled: week !== null });
}

/** The statement's downloads (same origin, the session cookie goes along). */
export const driverDownloadUrl = (week: string, format: 'csv' | 'pdf', lang: string) =>
  `/api/driver/settlements/${encodeURIComponent(week)}/statement.${format}?lang=${lang}`;

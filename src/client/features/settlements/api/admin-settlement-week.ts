import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminSettlementWeek } from '../../../../shared/contracts/settlements.ts';
import { apiGet } from '../../../lib/api-client.ts';

export const ADMIN_SETTLEMENTS_KEY = ['/api/admin/settlements'] as const;

export const adminSettlementWeekQuery = (week: string | null) =>
  queryOptions({
    queryKey: [...ADMIN_SETTLEMENTS_KEY, week ?? 'last'],
    queryFn: () =>
      apiGet<AdminSettlementWeek>(
        week ? `/api/admin/settlements?week=${encodeURIComponent(week)}` : '/api/admin/settlements',
      ),
    staleTime: 15_000,
  });

/** GET /api/admin/settlements?week=…: every chauffeur's statement of a week (the last one over by default). */
export function useAdminSettlementWeek(week: string | null) {
  return useQuery({ ...adminSettlementWeekQuery(week), placeholderData: keepPreviousData });
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Analytics } from '../../../../shared/contracts/admin-analytics.ts';
import { apiGet } from '../../../lib/api-client.ts';
import type { DateRange } from '../lib/range.ts';

/** GET /api/admin/analytics?from&to: the figures and chart series of a New York date range. */
const analyticsQuery = (range: DateRange) =>
  queryOptions({
    queryKey: ['/api/admin/analytics', range.from, range.to] as const,
    queryFn: () =>
      apiGet<Analytics>(
        `/api/admin/analytics?${new URLSearchParams({ from: range.from, to: range.to }).toString()}`,
      ),
    // Completed trips and new bookings change the figures while the page is open.
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

export function useAdminAnalytics(range: DateRange) {
  return useQuery(analyticsQuery(range));
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TripRecordsCheck } from '../../../../shared/contracts/trip-records.ts';
import { apiGet } from '../../../lib/api-client.ts';

export const TRIP_RECORDS_KEY = ['/api/admin/compliance/trip-records/check'] as const;

const tripRecordsCheckQuery = (month: string) =>
  queryOptions({
    queryKey: [...TRIP_RECORDS_KEY, month],
    queryFn: () =>
      apiGet<TripRecordsCheck>(`/api/admin/compliance/trip-records/check?month=${encodeURIComponent(month)}`),
    staleTime: 15_000,
  });

/**
 * GET /api/admin/compliance/trip-records/check?month=YYYY-MM: the month's file (name, rows), the trips that cannot
 * be filed and why, and the month's past downloads. `pollMs`: read again every so often (after a download, until
 * the new submission shows).
 */
export function useTripRecordsCheck(month: string, pollMs: number | false = false) {
  return useQuery({
    ...tripRecordsCheckQuery(month),
    placeholderData: keepPreviousData,
    refetchInterval: pollMs,
  });
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TripHistoryResponse } from '../../../../shared/contracts/driver-trips.ts';
import { apiGet } from '../../../lib/api-client.ts';

export const TRIP_HISTORY_KEY = ['/api/driver/trips/history'] as const;

export const fetchTripHistory = (page: number) =>
  apiGet<TripHistoryResponse>(`/api/driver/trips/history?page=${String(page)}`);

export const tripHistoryQuery = (page: number) =>
  queryOptions({
    queryKey: [...TRIP_HISTORY_KEY, page],
    queryFn: () => fetchTripHistory(page),
    // Turning a page keeps the previous one on screen until the next arrives.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/** GET /api/driver/trips/history?page=N: this driver's completed and cancelled trips, newest first. */
export function useTripHistory(page: number) {
  return useQuery(tripHistoryQuery(page));
}

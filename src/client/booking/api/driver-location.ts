import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DriverPositionResponse } from '../../../shared/contracts/driver-trips.ts';
import { apiGet } from '../../lib/api-client.ts';
import type { ConfirmationRef } from '../lib/draft-types.ts';
import { TRACKING_INTERVAL_MS } from '../lib/assigned-driver.ts';

export function fetchDriverLocation({ number, token }: ConfirmationRef): Promise<DriverPositionResponse> {
  const search = token ? `?${new URLSearchParams({ token }).toString()}` : '';
  return apiGet<DriverPositionResponse>(
    `/api/bookings/${encodeURIComponent(number)}/driver-location${search}`,
  );
}

/**
 * GET /api/bookings/{number}/driver-location (same access as the confirmation): the booking's status and the
 * assigned chauffeur's last reported position, read every 15 s while the trip is assigned or in progress.
 */
export const driverLocationQuery = (ref: ConfirmationRef) =>
  queryOptions({
    queryKey: ['/api/bookings', ref.number, 'driver-location', ref.token] as const,
    queryFn: () => fetchDriverLocation(ref),
    staleTime: 0,
    refetchInterval: TRACKING_INTERVAL_MS,
    retry: 1,
  });

export function useDriverLocation(ref: ConfirmationRef, enabled: boolean) {
  return useQuery({ ...driverLocationQuery(ref), enabled });
}

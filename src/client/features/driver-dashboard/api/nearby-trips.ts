import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NearbyTripsResponse, StoredLocation } from '../../../../shared/contracts/driver-trips.ts';
import { apiGet } from '../../../lib/api-client.ts';

/** The specification's nearby polling: every 30 seconds, only once a location is stored. */
export const NEARBY_POLL_MS = 30_000;
export const NEARBY_TRIPS_KEY = ['/api/driver/trips/nearby'] as const;

export interface Position {
  latitude: number;
  longitude: number;
}

/** The server answers from the driver's stored position (POST /api/driver/update-location first). */
export const fetchNearbyTrips = () => apiGet<NearbyTripsResponse>('/api/driver/trips/nearby');

/** Read again whenever a new position is stored (its time is in the key). */
export const nearbyTripsQuery = (stored: StoredLocation | null) =>
  queryOptions({
    queryKey: [...NEARBY_TRIPS_KEY, stored?.updatedAt ?? null],
    queryFn: fetchNearbyTrips,
    enabled: stored !== null,
    refetchInterval: NEARBY_POLL_MS,
    staleTime: 10_000,
  });

/**
 * GET /api/driver/trips/nearby: confirmed, unassigned bookings within the driver's radius of the position the
 * server stored for them (`stored`: the answer of the last update-location), nearest first.
 */
export function useNearbyTrips(stored: StoredLocation | null) {
  return useQuery(nearbyTripsQuery(stored));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NearbyTripsResponse } from '../../../../shared/contracts/driver-trips.ts';
import { apiGet } from '../../../lib/api-client.ts';

/** The specification's nearby polling: every 30 seconds, only while a location is known. */
export const NEARBY_POLL_MS = 30_000;
export const NEARBY_TRIPS_KEY = ['/api/driver/trips/nearby'] as const;

export interface Position {
  latitude: number;
  longitude: number;
}

export const fetchNearbyTrips = ({ latitude, longitude }: Position) =>
  apiGet<NearbyTripsResponse>(
    `/api/driver/trips/nearby?${new URLSearchParams({ lat: latitude.toFixed(6), lng: longitude.toFixed(6) })}`,
  );

export const nearbyTripsQuery = (position: Position | null) =>
  queryOptions({
    queryKey: [...NEARBY_TRIPS_KEY, position?.latitude ?? null, position?.longitude ?? null],
    queryFn: () => fetchNearbyTrips(position as Position),
    enabled: position !== null,
    refetchInterval: NEARBY_POLL_MS,
    staleTime: 10_000,
  });

/** GET /api/driver/trips/nearby?lat&lng: confirmed, unassigned bookings within the driver's radius, nearest first. */
export function useNearbyTrips(position: Position | null) {
  return useQuery(nearbyTripsQuery(position));
}

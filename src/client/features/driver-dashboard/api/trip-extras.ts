import { useQuery } from '@tanstack/react-query';
import type { DriverExtras } from '../../../../shared/contracts/extras.ts';
import { apiGet } from '../../../lib/api-client.ts';

export const tripExtrasKey = (tripId: string) => ['/api/driver/trips', tripId, 'extras'] as const;

export const tripExtrasPath = (tripId: string) => `/api/driver/trips/${encodeURIComponent(tripId)}/extras`;

/** GET /api/driver/trips/{id}/extras: the chauffeur's extra lines of a completed trip and until when to add. */
export function useTripExtras(tripId: string, enabled: boolean) {
  return useQuery({
    queryKey: tripExtrasKey(tripId),
    queryFn: ({ signal }) => apiGet<DriverExtras>(tripExtrasPath(tripId), { signal }),
    enabled,
  });
}

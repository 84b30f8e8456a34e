import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DriverTrip } from '../../../../shared/contracts/driver-trips.ts';
import { apiPost } from '../../../lib/api-client.ts';
import { ACTIVE_TRIPS_KEY } from './active-trips.ts';
import { NEARBY_TRIPS_KEY } from './nearby-trips.ts';

export const acceptTrip = (tripId: string) =>
  apiPost<DriverTrip>(`/api/driver/trips/${encodeURIComponent(tripId)}/accept`);

/**
 * POST /api/driver/trips/{id}/accept. Success or not (409: another driver was faster), the nearby list is
 * read again; on success the trip joins the active ones at once.
 */
export function useAcceptTrip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptTrip,
    onSuccess: (trip) => {
      queryClient.setQueryData<DriverTrip[]>(ACTIVE_TRIPS_KEY, (list) =>
        list ? [trip, ...list.filter((t) => t.id !== trip.id)] : [trip],
      );
    },
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: NEARBY_TRIPS_KEY }),
        queryClient.invalidateQueries({ queryKey: ACTIVE_TRIPS_KEY }),
      ]);
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DriverTrip, TripStatusRequest } from '../../../../shared/contracts/driver-trips.ts';
import { apiPost } from '../../../lib/api-client.ts';
import { ACTIVE_TRIPS_KEY } from './active-trips.ts';
import { DRIVER_EARNINGS_KEY } from './driver-earnings.ts';
import { NEARBY_TRIPS_KEY } from './nearby-trips.ts';
import { TRIP_HISTORY_KEY } from './trip-history.ts';

export interface TripStatusVariables {
  tripId: string;
  body: TripStatusRequest;
}

export const setTripStatus = ({ tripId, body }: TripStatusVariables) =>
  apiPost<DriverTrip>(`/api/driver/trips/${encodeURIComponent(tripId)}/status`, body);

/**
 * POST /api/driver/trips/{id}/status: start, complete, or cancel with a reason. Afterwards every list the
 * move touches is read again (a finished trip leaves Active for History; a cancelled one returns to dispatch).
 */
export function useTripStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setTripStatus,
    onSuccess: (trip) => {
      queryClient.setQueryData<DriverTrip[]>(ACTIVE_TRIPS_KEY, (list) =>
        list
          ?.map((t) => (t.id === trip.id ? trip : t))
          .filter((t) => t.status === 'assigned' || t.status === 'in_progress'),
      );
    },
    onSettled: async () => {
      await Promise.all(
        [ACTIVE_TRIPS_KEY, TRIP_HISTORY_KEY, DRIVER_EARNINGS_KEY, NEARBY_TRIPS_KEY].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}

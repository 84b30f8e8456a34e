import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DriverExtraRequest, TripExtra } from '../../../../shared/contracts/extras.ts';
import { apiPost } from '../../../lib/api-client.ts';
import { tripExtrasKey, tripExtrasPath } from './trip-extras.ts';

/** POST /api/driver/trips/{id}/extras {kind, amount, note?, receipt? (base64)}: a toll or parking paid. */
export function useAddTripExtra(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DriverExtraRequest) => apiPost<TripExtra>(tripExtrasPath(tripId), body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: tripExtrasKey(tripId) }),
  });
}

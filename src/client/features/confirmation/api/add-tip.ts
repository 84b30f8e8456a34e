import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ExtraChargeResult, TipRequest } from '../../../../shared/contracts/extras.ts';
import { apiPost } from '../../../lib/api-client.ts';
import { accessQuery, rideExtrasKey } from './ride-extras.ts';

/** POST /api/bookings/{id}/tip {percent} | {amount}: charged on the saved card, else a payment link emailed. */
export function useAddTip(bookingId: string, token?: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TipRequest) =>
      apiPost<ExtraChargeResult>(
        `/api/bookings/${encodeURIComponent(bookingId)}/tip${accessQuery(token)}`,
        body,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: rideExtrasKey(bookingId) }),
  });
}

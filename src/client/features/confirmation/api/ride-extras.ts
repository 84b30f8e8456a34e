import { useQuery } from '@tanstack/react-query';
import type { CustomerExtras } from '../../../../shared/contracts/extras.ts';
import { apiGet } from '../../../lib/api-client.ts';

export const rideExtrasKey = (bookingId: string) => ['/api/bookings', bookingId, 'extras'] as const;

/** GET /api/bookings/{id}/extras: the ride's charged extras, the charges due and the tip card (its customer). */
export function useRideExtras(bookingId: string, enabled: boolean) {
  return useQuery({
    queryKey: rideExtrasKey(bookingId),
    queryFn: ({ signal }) =>
      apiGet<CustomerExtras>(`/api/bookings/${encodeURIComponent(bookingId)}/extras`, { signal }),
    enabled,
    retry: false,
  });
}

import { useQuery } from '@tanstack/react-query';
import type { CustomerExtras } from '../../../../shared/contracts/extras.ts';
import { apiGet } from '../../../lib/api-client.ts';

/** The emailed link's `?token=` (a guest reading their booking through it), or nothing for a session. */
export const accessQuery = (token: string | null | undefined) =>
  token ? `?${new URLSearchParams({ token }).toString()}` : '';

export const rideExtrasKey = (bookingId: string) => ['/api/bookings', bookingId, 'extras'] as const;

/**
 * GET /api/bookings/{id}/extras: the ride's charged extras, the charges due and the tip card (its customer, or the
 * holder of the emailed link's `token`).
 */
export function useRideExtras(bookingId: string, enabled: boolean, token?: string | null) {
  return useQuery({
    queryKey: rideExtrasKey(bookingId),
    queryFn: ({ signal }) =>
      apiGet<CustomerExtras>(`/api/bookings/${encodeURIComponent(bookingId)}/extras${accessQuery(token)}`, {
        signal,
      }),
    enabled,
    retry: false,
  });
}

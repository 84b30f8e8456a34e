import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminExtras, AdminExtraLine, ExtraChargeResult } from '../../../../shared/contracts/extras.ts';
import { apiGet, apiPost } from '../../../lib/api-client.ts';
import { bookingPath, refreshBookings } from './admin-bookings.ts';

const extrasKey = (id: string) => ['/api/admin/bookings', id, 'extras'] as const;

/** GET /api/admin/bookings/{id}/extras: the ride's extra lines, the charges and what a close-out charges. */
export function useBookingExtras(id: string) {
  return useQuery({
    queryKey: extrasKey(id),
    queryFn: ({ signal }) => apiGet<AdminExtras>(`${bookingPath(id)}/extras`, { signal }),
  });
}

/** The receipt file of a toll or parking line (admins only): opened in a new tab. */
export const extraReceiptHref = (id: string, extraId: string) =>
  `${bookingPath(id)}/extras/${extraId}/receipt`;

/** POST /api/admin/bookings/{id}/extras/{extraId}/review {decision}: approve or reject a chauffeur's line. */
export function useReviewExtra(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ extraId, decision }: { extraId: string; decision: 'approve' | 'reject' }) =>
      apiPost<AdminExtraLine>(`${bookingPath(id)}/extras/${extraId}/review`, { decision }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: extrasKey(id) }),
  });
}

/** POST /api/admin/bookings/{id}/close-out: charges the approved lines (saved card off-session, else a link). */
export function useCloseOut(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost<ExtraChargeResult>(`${bookingPath(id)}/close-out`),
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: extrasKey(id) }), refreshBookings(queryClient)]),
  });
}

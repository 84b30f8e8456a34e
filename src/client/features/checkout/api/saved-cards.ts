import { useQuery } from '@tanstack/react-query';
import type { SavedCardsResponse } from '../../../../shared/contracts/saved.ts';
import { apiGet, apiPost } from '../../../lib/api-client.ts';

/** GET /api/saved/cards: the signed-in customer's cards kept by the payment provider (brand, last 4, expiry). */
export function useSavedCards(enabled: boolean) {
  return useQuery({
    // Under /api/user: dropped when the session's user changes (lib/session.ts).
    queryKey: ['/api/user/saved/cards'] as const,
    queryFn: () => apiGet<SavedCardsResponse>('/api/saved/cards'),
    enabled,
    staleTime: 30_000,
    retry: false,
  });
}

/** POST /api/saved/cards/prepare: the card that pays this booking is saved with the provider. */
export const prepareSaveCard = (bookingId: string) =>
  apiPost<{ ok: true }>('/api/saved/cards/prepare', { bookingId });

/** POST /api/saved/cards/:id/pay: pays the booking's stored total with a saved card (then confirm-booking). */
export const payWithSavedCard = (cardId: string, bookingId: string, confirmDuplicate: boolean) =>
  apiPost<{ status: 'succeeded'; paymentIntentId: string }>(
    `/api/saved/cards/${encodeURIComponent(cardId)}/pay`,
    { bookingId, ...(confirmDuplicate ? { confirmDuplicate: true } : {}) },
  );

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  SavePlaceRequest,
  SavedCardsResponse,
  SavedPlace,
  SavedPlacesResponse,
} from '../../../../shared/contracts/saved.ts';
import { apiGet, apiPost, apiRequest } from '../../../lib/api-client.ts';

/** Under /api/user: dropped when the session's user changes (lib/session.ts). */
export const PLACES_KEY = ['/api/user/saved/places'] as const;
export const CARDS_KEY = ['/api/user/saved/cards'] as const;

export function useSavedPlacesList() {
  return useQuery({
    queryKey: PLACES_KEY,
    queryFn: () => apiGet<SavedPlacesResponse>('/api/saved/places'),
    staleTime: 30_000,
  });
}

export function useSavedCardsList() {
  return useQuery({
    queryKey: CARDS_KEY,
    queryFn: () => apiGet<SavedCardsResponse>('/api/saved/cards'),
    staleTime: 30_000,
  });
}

/** POST /api/saved/places (Home and Work replace the earlier one). */
export function useSavePlace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SavePlaceRequest) => apiPost<SavedPlace>('/api/saved/places', body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PLACES_KEY }),
  });
}

/** DELETE /api/saved/places/:id or /api/saved/cards/:id. */
export function useRemoveSaved(what: 'places' | 'cards') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<{ ok: true }>('DELETE', `/api/saved/${what}/${encodeURIComponent(id)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: what === 'places' ? PLACES_KEY : CARDS_KEY }),
  });
}

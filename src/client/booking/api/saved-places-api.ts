import { useQuery } from '@tanstack/react-query';
import type { Prediction } from '../../../shared/contracts/maps.ts';
import type { RecentPlace, SavedPlace, SavedPlacesResponse } from '../../../shared/contracts/saved.ts';
import { apiGet } from '../../lib/api-client.ts';
import { useCurrentUser } from '../../lib/session.ts';

/** Under /api/user: dropped when the session's user changes (lib/session.ts). */
export const SAVED_PLACES_KEY = ['/api/user/saved/places'] as const;

/** GET /api/saved/places for signed-in customers (never asked for guests or the signed-out). */
export function useSavedPlaces(wanted: boolean) {
  const user = useCurrentUser().data;
  const account = Boolean(user && !user.isGuest);
  return useQuery({
    queryKey: SAVED_PLACES_KEY,
    queryFn: () => apiGet<SavedPlacesResponse>('/api/saved/places'),
    enabled: wanted && account,
    staleTime: 60_000,
    retry: false,
  });
}

/**
 * A saved or recent place as the address field's pick: the provider's place id when it was picked from
 * suggestions, else its point ("lat,lng"), else its text (the server places each of them).
 */
export function placePrediction(place: SavedPlace | RecentPlace, label?: string): Prediction {
  const id =
    ('placeId' in place ? place.placeId : null) ??
    (place.location ? `${place.location.lat},${place.location.lng}` : place.address);
  return {
    description: place.address,
    place_id: id,
    mainText: label ?? place.address,
    secondaryText: label ? place.address : '',
    kind: 'address',
  };
}

import {
  SAVED_MAX,
  type RecentPlace,
  type SavePlaceRequest,
  type SavedCard,
  type SavedPlace,
  type SavedPlacesResponse,
} from '../../../shared/contracts/saved.ts';
import { AppError } from '../../../shared/errors.ts';
import type { ProviderCard } from '../../integrations/payments/types.ts';
import type { SavedCardRow, SavedPlaceRow, SavedRepository } from './saved.repository.ts';

const RECENT_BOOKINGS = 10;
const RECENT_PLACES = 5;
const AS_DIRECTED = 'As directed';

const point = (lat: number | null, lng: number | null) =>
  lat !== null && lng !== null ? { lat, lng } : null;

function toPlace(r: SavedPlaceRow): SavedPlace {
  return {
    id: r.id,
    kind: r.kind,
    name: r.name,
    address: r.address,
    placeId: r.placeId,
    location: point(r.lat, r.lng),
  };
}

export function toSavedCard(r: SavedCardRow): SavedCard {
  return {
    id: r.id,
    provider: r.provider,
    brand: r.brand,
    last4: r.last4,
    expMonth: r.expMonth,
    expYear: r.expYear,
  };
}

/**
 * Saved places and cards of signed-in customers (PRODUCT decision 27). Cards are the provider's: only its ids,
 * the brand, last 4 and expiry are kept here. Every call names the account; nothing crosses accounts.
 */
export function createSavedService(deps: { repo: SavedRepository }) {
  const { repo } = deps;
  return {
    async places(userId: string): Promise<SavedPlacesResponse> {
      const [places, rows] = await Promise.all([
        repo.places(userId),
        repo.recentPlaces(userId, RECENT_BOOKINGS),
      ]);
      const seen = new Set(places.map((p) => p.address.toLowerCase()));
      const recent: RecentPlace[] = [];
      for (const r of rows) {
        for (const [address, lat, lng] of [
          [r.pickup, r.pickupLat, r.pickupLng],
          [r.destination, r.destinationLat, r.destinationLng],
        ] as const) {
          const key = address.toLowerCase();
          if (address === AS_DIRECTED || seen.has(key) || recent.length >= RECENT_PLACES) continue;
          seen.add(key);
          recent.push({ address, location: point(lat, lng) });
        }
      }
      return { places: places.map(toPlace), recent };
    },

    async savePlace(userId: string, input: SavePlaceRequest): Promise<SavedPlace> {
      if (input.kind === 'other' && (await repo.countPlaces(userId)) >= SAVED_MAX) {
        throw new AppError('saved.tooMany');
      }
      const row = await repo.upsertPlace({
        userId,
        kind: input.kind,
        name: input.kind === 'other' ? input.name?.trim() || null : null,
        address: input.address.trim(),
        placeId: input.placeId?.trim() || null,
        lat: input.location?.lat ?? null,
        lng: input.location?.lng ?? null,
      });
      return toPlace(row);
    },

    async removePlace(userId: string, id: string): Promise<void> {
      if (!(await repo.deletePlace(userId, id))) throw new AppError('saved.placeNotFound');
    },

    async cards(userId: string): Promise<SavedCard[]> {
      return (await repo.cards(userId)).map(toSavedCard);
    },

    /** The account's own card, or 404 (another customer's card does not exist for this one). */
    async card(userId: string, id: string): Promise<SavedCardRow> {
      const card = await repo.card(userId, id);
      if (!card) throw new AppError('saved.cardNotFound');
      return card;
    },

    async removeCard(userId: string, id: string): Promise<void> {
      if (!(await repo.deleteCard(userId, id))) throw new AppError('saved.cardNotFound');
    },

    providerCustomer: (userId: string, provider: 'stripe' | 'test') =>
      repo.providerCustomer(userId, provider),

    /** Keeps the card the provider saved for the account (after a payment that asked to save it). */
    async rememberCard(userId: string, provider: 'stripe' | 'test', card: ProviderCard): Promise<void> {
      if ((await repo.countCards(userId)) >= SAVED_MAX) return;
      await repo.insertCard({
        userId,
        provider,
        providerCustomerId: card.customerId,
        providerPaymentMethodId: card.paymentMethodId,
        brand: card.brand,
        last4: card.last4,
        expMonth: card.expMonth,
        expYear: card.expYear,
      });
    },
  };
}
export type SavedService = ReturnType<typeof createSavedService>;

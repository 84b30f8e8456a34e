import '../zod-setup.ts';
import * as z from 'zod/mini';
import { issue } from '../zod-issues.ts';
import { UUID } from './ids.ts';
import { LOCATION_MAX_CHARS, latLngSchema } from './maps.ts';

/**
 * Saved places and cards of a signed-in customer (PRODUCT decision 27). Cards are kept by the payment provider:
 * the API only ever carries their brand, last 4 digits and expiry.
 */

export const SAVED_PLACE_KINDS = ['home', 'work', 'other'] as const;
export type SavedPlaceKind = (typeof SAVED_PLACE_KINDS)[number];
/** At most this many saved places and saved cards per customer. */
export const SAVED_MAX = 20;

export const savedPlaceSchema = z.object({
  id: z.string(),
  kind: z.enum(SAVED_PLACE_KINDS),
  /** The customer's own name for an `other` place; null for Home and Work. */
  name: z.nullable(z.string()),
  address: z.string(),
  placeId: z.nullable(z.string()),
  location: z.nullable(latLngSchema),
});
export type SavedPlace = z.infer<typeof savedPlaceSchema>;

/** A place the customer booked from or to lately (read from their bookings). */
export const recentPlaceSchema = z.object({ address: z.string(), location: z.nullable(latLngSchema) });
export type RecentPlace = z.infer<typeof recentPlaceSchema>;

/** GET /api/saved/places */
export const savedPlacesResponseSchema = z.object({
  places: z.array(savedPlaceSchema),
  recent: z.array(recentPlaceSchema),
});
export type SavedPlacesResponse = z.infer<typeof savedPlacesResponseSchema>;

/** POST /api/saved/places: Home or Work replaces the one saved before. */
export const savePlaceRequestSchema = z.object({
  kind: z.enum(SAVED_PLACE_KINDS),
  name: z.optional(z.string().check(z.trim(), z.maxLength(60, issue('saved.nameTooLong')))),
  address: z
    .string({ error: issue('saved.addressRequired') })
    .check(
      z.trim(),
      z.minLength(1, issue('saved.addressRequired')),
      z.maxLength(LOCATION_MAX_CHARS, issue('booking.addressTooLong', { count: LOCATION_MAX_CHARS })),
    ),
  placeId: z.optional(z.string().check(z.trim(), z.maxLength(LOCATION_MAX_CHARS))),
  location: z.optional(
    z.object({
      lat: z.number().check(z.gte(-90), z.lte(90)),
      lng: z.number().check(z.gte(-180), z.lte(180)),
    }),
  ),
});
export type SavePlaceRequest = z.input<typeof savePlaceRequestSchema>;

export const savedIdParamsSchema = z.object({
  id: z.string().check(z.regex(UUID, issue('common.notFound'))),
});

export const savedCardSchema = z.object({
  id: z.string(),
  /** The provider that keeps it: a card is offered only while that provider takes payments. */
  provider: z.enum(['stripe', 'test']),
  brand: z.string(),
  last4: z.string(),
  expMonth: z.int(),
  expYear: z.int(),
});
export type SavedCard = z.infer<typeof savedCardSchema>;

/** GET /api/saved/cards */
export const savedCardsResponseSchema = z.object({ cards: z.array(savedCardSchema) });
export type SavedCardsResponse = z.infer<typeof savedCardsResponseSchema>;

/** POST /api/saved/cards/prepare: the card that pays this booking is kept by the provider for the account. */
export const prepareSaveCardRequestSchema = z.object({
  bookingId: z
    .string({ error: issue('checkout.bookingMissing') })
    .check(z.regex(UUID, issue('checkout.bookingMissing'))),
});

/** POST /api/saved/cards/:id/pay: pay the booking with a saved card, one tap (then confirm-booking). */
export const payWithSavedCardRequestSchema = prepareSaveCardRequestSchema;
export const payWithSavedCardResponseSchema = z.object({
  status: z.literal('succeeded'),
  paymentIntentId: z.string(),
});
export const okResponseSchema = z.object({ ok: z.literal(true) });

import { and, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { savedCards, savedPlaces } from '../../db/schema/saved.ts';

export type SavedPlaceRow = typeof savedPlaces.$inferSelect;
export type SavedCardRow = typeof savedCards.$inferSelect;

/** Saved places and cards; every read and write is scoped to the account that owns them. */
export function createSavedRepository(db: Db) {
  return {
    async places(userId: string): Promise<SavedPlaceRow[]> {
      return db
        .select()
        .from(savedPlaces)
        .where(eq(savedPlaces.userId, userId))
        .orderBy(savedPlaces.kind, desc(savedPlaces.createdAt));
    },
    /** The distinct pickups and destinations of the customer's latest paid bookings, newest first. */
    async recentPlaces(userId: string, limit: number) {
      const rows = await db
        .select({
          pickup: bookings.pickupAddress,
          pickupLat: bookings.pickupLat,
          pickupLng: bookings.pickupLng,
          destination: bookings.destinationAddress,
          destinationLat: bookings.destinationLat,
          destinationLng: bookings.destinationLng,
        })
        .from(bookings)
        .where(and(eq(bookings.userId, userId), isNotNull(bookings.paidAt)))
        .orderBy(desc(bookings.createdAt))
        .limit(limit);
      return rows;
    },
    async countPlaces(userId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(savedPlaces).where(eq(savedPlaces.userId, userId));
      return row?.n ?? 0;
    },
    /** Inserts a place; Home and Work replace the customer's earlier one (one statement, the unique index). */
    async upsertPlace(row: typeof savedPlaces.$inferInsert): Promise<SavedPlaceRow> {
      if (row.kind === 'other') {
        const [created] = await db.insert(savedPlaces).values(row).returning();
        if (!created) throw new Error('saved place insert returned no row');
        return created;
      }
      const [saved] = await db
        .insert(savedPlaces)
        .values(row)
        .onConflictDoUpdate({
          target: [savedPlaces.userId, savedPlaces.kind],
          targetWhere: sql`${savedPlaces.kind} <> 'other'`,
          set: {
            name: row.name ?? null,
            address: row.address,
            placeId: row.placeId ?? null,
            lat: row.lat ?? null,
            lng: row.lng ?? null,
          },
        })
        .returning();
      if (!saved) throw new Error('saved place upsert returned no row');
      return saved;
    },
    async deletePlace(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(savedPlaces)
        .where(and(eq(savedPlaces.id, id), eq(savedPlaces.userId, userId)))
        .returning({ id: savedPlaces.id });
      return rows.length > 0;
    },

    async cards(userId: string): Promise<SavedCardRow[]> {
      return db
        .select()
        .from(savedCards)
        .where(eq(savedCards.userId, userId))
        .orderBy(desc(savedCards.createdAt));
    },
    async card(userId: string, id: string): Promise<SavedCardRow | undefined> {
      const [row] = await db
        .select()
        .from(savedCards)
        .where(and(eq(savedCards.id, id), eq(savedCards.userId, userId)));
      return row;
    },
    async countCards(userId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(savedCards).where(eq(savedCards.userId, userId));
      return row?.n ?? 0;
    },
    /** Keeps a card once (the provider's payment method is unique): a repeated save answers the same row. */
    async insertCard(row: typeof savedCards.$inferInsert): Promise<SavedCardRow | undefined> {
      const [created] = await db.insert(savedCards).values(row).onConflictDoNothing().returning();
      return created;
    },
    async deleteCard(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(savedCards)
        .where(and(eq(savedCards.id, id), eq(savedCards.userId, userId)))
        .returning({ id: savedCards.id });
      return rows.length > 0;
    },
    /** The provider's customer already made for the account, when any (one per account and provider). */
    async providerCustomer(userId: string, provider: 'stripe' | 'test'): Promise<string | null> {
      const [row] = await db
        .select({ id: savedCards.providerCustomerId })
        .from(savedCards)
        .where(and(eq(savedCards.userId, userId), eq(savedCards.provider, provider)))
        .limit(1);
      return row?.id ?? null;
    },
  };
}
export type SavedRepository = ReturnType<typeof createSavedRepository>;

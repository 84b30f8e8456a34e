import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { guests, users } from '../../db/schema/accounts.ts';
import { pushSubscriptions, smsOptOuts } from '../../db/schema/messaging.ts';
import type { PushTarget } from '../push/types.ts';

/** Who a push subscription belongs to: an account or a guest session's guest. */
export type PushOwner = { userId: string } | { guestId: string };

const ownerIs = (owner: PushOwner): SQL =>
  'userId' in owner
    ? eq(pushSubscriptions.userId, owner.userId)
    : eq(pushSubscriptions.guestId, owner.guestId);

/** The SMS opt-out list and the browsers' push subscriptions (decision 30). */
export function createMessagingRepository(db: Db) {
  return {
    async isOptedOut(phone: string, q: Db = db): Promise<boolean> {
      const [row] = await q
        .select({ phone: smsOptOuts.phone })
        .from(smsOptOuts)
        .where(eq(smsOptOuts.phone, phone));
      return Boolean(row);
    },
    /** Records that `phone` answered STOP (or the provider says it did); idempotent. */
    async optOut(phone: string, source: 'inbound' | 'provider', keyword: string | null, at: Date) {
      await db
        .insert(smsOptOuts)
        .values({ phone, source, keyword, createdAt: at })
        .onConflictDoUpdate({ target: smsOptOuts.phone, set: { source, keyword, createdAt: at } });
    },
    /** `phone` answered START: SMS may reach it again. */
    async optIn(phone: string): Promise<boolean> {
      const rows = await db.delete(smsOptOuts).where(eq(smsOptOuts.phone, phone)).returning();
      return rows.length > 0;
    },

    /** Saves a browser's subscription for `owner`; the same endpoint moves to this owner with its new keys. */
    async saveSubscription(target: PushTarget, owner: PushOwner, at: Date): Promise<string> {
      const ownerColumns = {
        userId: 'userId' in owner ? owner.userId : null,
        guestId: 'guestId' in owner ? owner.guestId : null,
      };
      const [row] = await db
        .insert(pushSubscriptions)
        .values({
          endpoint: target.endpoint,
          p256dh: target.keys.p256dh,
          auth: target.keys.auth,
          ...ownerColumns,
          createdAt: at,
        })
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: { p256dh: target.keys.p256dh, auth: target.keys.auth, ...ownerColumns, createdAt: at },
        })
        .returning({ id: pushSubscriptions.id });
      if (!row) throw new Error('push subscription upsert returned no row');
      return row.id;
    },
    /** Forgets `owner`'s subscription of `endpoint`; false when it is not theirs (or not known). */
    async deleteOwnedSubscription(endpoint: string, owner: PushOwner): Promise<boolean> {
      const rows = await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.endpoint, endpoint), ownerIs(owner)))
        .returning({ id: pushSubscriptions.id });
      return rows.length > 0;
    },
    /** The push service said the subscription is gone (404/410). */
    async deleteSubscription(id: string): Promise<void> {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
    },
    async subscription(id: string) {
      const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id));
      return row;
    },
    async subscriptionByEndpoint(endpoint: string) {
      const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
      return row;
    },
    /**
     * The subscriptions of these accounts and guests, each with its owner's email (the outbox's `to`), read in
     * `q` (the transaction writing the pushes).
     */
    async subscriptionsOf(owners: { userIds?: string[]; guestIds?: string[] }, q: Db = db) {
      const userIds = owners.userIds ?? [];
      const guestIds = owners.guestIds ?? [];
      if (userIds.length === 0 && guestIds.length === 0) return [];
      const conditions: SQL[] = [];
      if (userIds.length) conditions.push(inArray(pushSubscriptions.userId, userIds));
      if (guestIds.length) conditions.push(inArray(pushSubscriptions.guestId, guestIds));
      return q
        .select({
          id: pushSubscriptions.id,
          userId: pushSubscriptions.userId,
          guestId: pushSubscriptions.guestId,
          ownerEmail: sql<string>`coalesce(${users.email}, ${guests.email}, '')`,
        })
        .from(pushSubscriptions)
        .leftJoin(users, eq(users.id, pushSubscriptions.userId))
        .leftJoin(guests, eq(guests.id, pushSubscriptions.guestId))
        .where(or(...conditions));
    },
  };
}
export type MessagingRepository = ReturnType<typeof createMessagingRepository>;

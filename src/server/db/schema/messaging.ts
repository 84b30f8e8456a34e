import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { guests, users } from './accounts.ts';

/**
 * Phone numbers that answered STOP (or that the SMS provider reports as unsubscribed, Twilio's 21610): no SMS
 * is sent to them until they answer START. E.164, one row per number.
 */
export const smsOptOuts = pgTable('sms_opt_outs', {
  phone: text('phone').primaryKey(),
  /** inbound: the person texted STOP; provider: the provider refused a message as unsubscribed. */
  source: text('source', { enum: ['inbound', 'provider'] }).notNull(),
  /** The keyword they sent (STOP, QUIT …), when inbound. */
  keyword: text('keyword'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Browsers that allowed notifications (the Push API's subscription), owned by an account or a guest. A push
 * service answering 404 or 410 for the endpoint means the browser dropped it: the row is deleted.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 public key and auth secret (base64url), which the payload is encrypted for. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    guestId: uuid('guest_id').references(() => guests.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
    index('push_subscriptions_guest_idx').on(t.guestId),
    check('push_subscriptions_one_owner', sql`(${t.userId} is null) <> (${t.guestId} is null)`),
  ],
);

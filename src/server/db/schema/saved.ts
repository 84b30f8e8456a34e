import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * A signed-in customer's saved places (PRODUCT decision 27): Home and Work (at most one each) and other named
 * places, offered one tap away in the address fields. Recent places are read from the customer's bookings.
 */
export const savedPlaces = pgTable(
  'saved_places',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** home, work or other (named by `name`). */
    kind: text('kind', { enum: ['home', 'work', 'other'] }).notNull(),
    name: text('name'),
    address: text('address').notNull(),
    /** The places provider's id of the picked place, when it was picked from suggestions. */
    placeId: text('place_id'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('saved_places_user_idx').on(t.userId, t.createdAt),
    // One Home and one Work per customer: saving another replaces it.
    uniqueIndex('saved_places_user_kind_key')
      .on(t.userId, t.kind)
      .where(sql`${t.kind} <> 'other'`),
  ],
);

/**
 * A card saved with the payment provider (PRODUCT decision 27): never card data, only the provider's ids and
 * what the customer needs to recognise it (brand, last 4 digits, expiry).
 */
export const savedCards = pgTable(
  'saved_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'stripe' or 'test': a card is reused only with the provider that saved it. */
    provider: text('provider', { enum: ['stripe', 'test'] }).notNull(),
    /** The provider's customer (Stripe `cus_…`) and payment method (`pm_…`). */
    providerCustomerId: text('provider_customer_id').notNull(),
    providerPaymentMethodId: text('provider_payment_method_id').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: smallint('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('saved_cards_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('saved_cards_method_key').on(t.provider, t.providerPaymentMethodId),
  ],
);

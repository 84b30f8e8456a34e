import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { bookingChanges, bookings } from './bookings.ts';

/**
 * The payment links dispatch emails for a booking it took (decision 045): opening one gives the visitor a guest
 * session that owns that booking's guest (or asks the account to sign in), then the site's own checkout. Only the
 * SHA-256 of each token is stored.
 */
export const bookingPayLinks = pgTable(
  'booking_pay_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /** A link for a dearer change's difference (decision 045): the change applies when the customer pays it. */
    changeId: uuid('change_id').references(() => bookingChanges.id, { onDelete: 'cascade' }),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('booking_pay_links_hash_key').on(t.tokenHash)],
);

/** Dispatch's internal notes on a booking: never shown to the customer (no customer route, email or receipt). */
export const bookingNotes = pgTable(
  'booking_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The author's name as it was when written (an account deleted later keeps its notes readable). */
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('booking_notes_booking_idx').on(t.bookingId, t.createdAt)],
);

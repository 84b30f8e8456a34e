import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings.ts';

/** Every email the product sends is recorded here; with SMTP configured it is also delivered. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text_body').notNull(),
    html: text('html_body'),
    replyTo: text('reply_to'),
    kind: text('kind').notNull(),
    /** The booking the email is about, when any (the admin's booking detail lists them). */
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    /** The outbox row this one resends (an admin's Resend), when any. */
    resendOf: uuid('resend_of'),
    /** Names, types and sizes of the attachments (their content is not kept). */
    attachments: jsonb('attachments')
      .$type<{ filename: string; contentType: string; size: number }[]>()
      .notNull()
      .default([]),
    status: text('status', { enum: ['stored', 'sent', 'failed'] })
      .notNull()
      .default('stored'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('email_outbox_created_idx').on(t.createdAt),
    index('email_outbox_to_idx').on(t.to),
    index('email_outbox_booking_idx').on(t.bookingId),
  ],
);

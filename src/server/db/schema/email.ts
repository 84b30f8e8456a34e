import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { PushPayload } from '../../../shared/contracts/push.ts';
import { bookings } from './bookings.ts';
import { pushSubscriptions } from './messaging.ts';

/**
 * The transactional outbox of every message, one channel per row (decision 30): email, SMS or web push. Every
 * email the product sends is recorded here, in the same transaction as the change it reports where there
 * is one; with SMTP configured the dispatcher (integrations/email/email-dispatcher.ts) delivers the `pending`
 * rows after the commit, with retries. Without a transport the rows are `stored` (kept, never delivered).
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** How the row is delivered: email (SMTP), sms (Twilio) or push (web push to one subscription). */
    channel: text('channel', { enum: ['email', 'sms', 'push'] })
      .notNull()
      .default('email'),
    /** The email address; the phone number in E.164 (sms); the subscription's owner's email (push). */
    to: text('to_address').notNull(),
    /** The subject; the push notification's title; empty for an SMS. */
    subject: text('subject').notNull(),
    text: text('text_body').notNull(),
    html: text('html_body'),
    replyTo: text('reply_to'),
    /** The browser subscription a push row goes to (null once the browser dropped it). */
    pushSubscriptionId: uuid('push_subscription_id').references(() => pushSubscriptions.id, {
      onDelete: 'set null',
    }),
    /** What the service worker receives (encrypted for the subscription at delivery). */
    pushPayload: jsonb('push_payload').$type<PushPayload>(),
    kind: text('kind').notNull(),
    /** The booking the email is about, when any (the admin's booking detail lists them). */
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    /** The outbox row this one resends (an admin's Resend), when any. */
    resendOf: uuid('resend_of'),
    /** Names, types and sizes of the attachments (the admin's outbox lists them). */
    attachments: jsonb('attachments')
      .$type<{ filename: string; contentType: string; size: number }[]>()
      .notNull()
      .default([]),
    /** The attachments' content (base64), in the order of `attachments`: the email is delivered as written. */
    attachmentContent: jsonb('attachment_content').$type<string[]>().notNull().default([]),
    /**
     * stored: kept only (no transport); pending: waiting for delivery (or its next attempt); sent; failed: gave
     * up after the last attempt (an admin can resend it); skipped: never to be sent (an SMS to a number that
     * answered STOP, a push whose browser dropped its subscription), the reason in `error`.
     */
    status: text('status', { enum: ['stored', 'pending', 'sent', 'failed', 'skipped'] })
      .notNull()
      .default('stored'),
    error: text('error'),
    /** Delivery attempts so far. */
    attempts: integer('attempts').notNull().default(0),
    /** When a pending email is next tried. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** A dispatcher delivering the email holds it until then; after a crash another takes it over. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('email_outbox_created_idx').on(t.createdAt),
    index('email_outbox_to_idx').on(t.to),
    index('email_outbox_booking_idx').on(t.bookingId),
    index('email_outbox_channel_created_idx').on(t.channel, t.createdAt),
    index('email_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`status = 'pending'`),
  ],
);

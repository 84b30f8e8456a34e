import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { bookings } from './bookings.ts';

/**
 * What a ride cost beyond its booked price (decision 29), billed after the ride: waiting time past the free
 * minutes, tolls and parking the chauffeur paid, and the customer's tip. Integer cents.
 *
 * - `proposed`: computed (waiting) or entered by the chauffeur (toll, parking), waiting for dispatch's review;
 * - `approved`: dispatch accepted it; it goes on the ride's close-out charge;
 * - `rejected`: dispatch refused it (kept, with who and when);
 * - `charged`: paid by the customer (`chargeId` names the charge that collected it).
 *
 * The chauffeur's settlement counts the waiting time at their share (decision 11), tips at 100 % and tolls and
 * parking they paid as reimbursements.
 */
export const TRIP_EXTRA_KINDS = ['waiting', 'toll', 'parking', 'tip'] as const;
export const TRIP_EXTRA_STATUSES = ['proposed', 'approved', 'rejected', 'charged'] as const;

export const tripExtras = pgTable(
  'trip_extras',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** The chauffeur who drove the ride (who earns the waiting share and the tip, or paid the toll). */
    driverId: uuid('driver_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: TRIP_EXTRA_KINDS }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** Waiting time: the billed (started) minutes beyond the free wait. */
    minutes: integer('minutes'),
    note: text('note'),
    /** A photo or PDF of the toll or parking receipt (base64) and its content type, when the chauffeur sent one. */
    receiptData: text('receipt_data'),
    receiptType: text('receipt_type'),
    status: text('status', { enum: TRIP_EXTRA_STATUSES }).notNull().default('proposed'),
    chargeId: uuid('charge_id').references(() => extraCharges.id, { onDelete: 'set null' }),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedByUserId: uuid('reviewed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [
    index('trip_extras_booking_idx').on(t.bookingId),
    index('trip_extras_driver_idx').on(t.driverId, t.createdAt),
    /** One waiting-time line per booking. */
    uniqueIndex('trip_extras_waiting_key')
      .on(t.bookingId)
      .where(sql`${t.kind} = 'waiting'`),
    check('trip_extras_amount_check', sql`${t.amountCents} >= 0`),
  ],
);

/**
 * A charge made after the ride for approved extras (a close-out) or a tip: off-session on the customer's saved
 * card, or by a payment link emailed when that fails or no card is saved. Idempotent on the payment id.
 */
export const extraCharges = pgTable(
  'extra_charges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['closeout', 'tip'] }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** processing: being charged; paid; failed: the card was refused (a link follows); link_sent: waiting on a link. */
    /** on_account: a ride billed to its company (issue 38): not charged, it goes on the monthly invoice. */
    status: text('status', { enum: ['processing', 'paid', 'failed', 'link_sent', 'on_account'] })
      .notNull()
      .default('processing'),
    paymentIntentId: text('payment_intent_id'),
    /** SHA-256 of the payment link's token, when one was emailed. */
    payLinkTokenHash: text('pay_link_token_hash'),
    failureReason: text('failure_reason'),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The company invoice that billed this charge (status on_account). */
    invoiceId: uuid('invoice_id'),
  },
  (t) => [
    index('extra_charges_booking_idx').on(t.bookingId),
    uniqueIndex('extra_charges_intent_key').on(t.paymentIntentId),
    uniqueIndex('extra_charges_link_key').on(t.payLinkTokenHash),
    /** One tip per booking, unless the one before failed (a concurrent second tip loses here). */
    uniqueIndex('extra_charges_tip_key')
      .on(t.bookingId)
      .where(sql`${t.kind} = 'tip' and ${t.status} <> 'failed'`),
    check('extra_charges_amount_check', sql`${t.amountCents} > 0`),
  ],
);

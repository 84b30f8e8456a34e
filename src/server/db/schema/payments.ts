import { index, integer, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings.ts';

/**
 * Payment intents of the built-in test processor (no Stripe keys, never in production). Shaped like Stripe's
 * PaymentIntent so checkout treats both providers alike.
 */
export const testPaymentIntents = pgTable(
  'test_payment_intents',
  {
    id: text('id').primaryKey(),
    clientSecret: text('client_secret').notNull(),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    status: text('status', {
      enum: ['requires_payment_method', 'processing', 'succeeded', 'canceled'],
    })
      .notNull()
      .default('requires_payment_method'),
    paymentMethod: text('payment_method'),
    /**
     * `payment` (charges its amount) or `setup` (amount 0: only keeps the card that confirms it for
     * `save_for_customer`, like Stripe's SetupIntent: a company's card on file, decision 060).
     */
    kind: text('kind', { enum: ['payment', 'setup'] })
      .notNull()
      .default('payment'),
    lastError: text('last_error'),
    idempotencyKey: text('idempotency_key'),
    /**
     * Saved cards (decision 27), as the provider keeps them: the customer the paying card is saved for, and that
     * card's payment-method id, brand, last 4 and expiry once paid (never its number).
     */
    saveForCustomer: text('save_for_customer'),
    savedMethodId: text('saved_method_id'),
    savedBrand: text('saved_brand'),
    savedLast4: text('saved_last4'),
    savedExpMonth: smallint('saved_exp_month'),
    savedExpYear: integer('saved_exp_year'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('test_payment_intents_booking_idx').on(t.bookingId),
    uniqueIndex('test_payment_intents_idempotency_key').on(t.idempotencyKey),
  ],
);

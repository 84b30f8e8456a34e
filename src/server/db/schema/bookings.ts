import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { guests, users } from './accounts.ts';

/** One priced line of a booking (base fare, tolls, extras, fees …), integer cents. */
export interface PriceLine {
  code: string;
  label: string;
  amountCents: number;
}

/**
 * A booking. Created by the booking flow; read by the customer's history, drivers and admins.
 * Money is integer cents; the price lines and tax are fixed when the booking is priced.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    guestId: uuid('guest_id').references(() => guests.id, { onDelete: 'set null' }),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerPhone: text('customer_phone'),
    status: text('status', {
      enum: ['pending', 'confirmed', 'assigned', 'in_progress', 'completed', 'cancelled'],
    })
      .notNull()
      .default('pending'),
    serviceType: text('service_type').notNull(),
    serviceName: text('service_name').notNull(),
    pickupAddress: text('pickup_address').notNull(),
    destinationAddress: text('destination_address').notNull(),
    pickupAt: timestamp('pickup_at', { withTimezone: true }).notNull(),
    returnTrip: boolean('return_trip').notNull().default(false),
    returnAt: timestamp('return_at', { withTimezone: true }),
    vehicleId: text('vehicle_id').notNull(),
    vehicleName: text('vehicle_name').notNull(),
    distanceMeters: integer('distance_meters'),
    durationSeconds: integer('duration_seconds'),
    priceLines: jsonb('price_lines').$type<PriceLine[]>().notNull().default([]),
    subtotalCents: integer('subtotal_cents').notNull(),
    taxRatePpm: integer('tax_rate_ppm').notNull().default(0),
    taxCents: integer('tax_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    paymentMethod: text('payment_method'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    driverId: uuid('driver_id').references(() => users.id, { onDelete: 'set null' }),
    driverName: text('driver_name'),
    driverPhone: text('driver_phone'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('bookings_number_key').on(t.number),
    index('bookings_user_idx').on(t.userId, t.createdAt),
    index('bookings_guest_idx').on(t.guestId),
  ],
);

/** Rate Trip: one per booking, by its owner. */
export const bookingRatings = pgTable('booking_ratings', {
  bookingId: uuid('booking_id')
    .primaryKey()
    .references(() => bookings.id, { onDelete: 'cascade' }),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  rating: smallint('rating').notNull(),
  feedback: text('feedback'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

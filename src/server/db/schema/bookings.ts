import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
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
import { BOOKING_ACTORS, BOOKING_STATUSES } from '../../../shared/domain/booking-status.ts';
import { guests, users } from './accounts.ts';
import { companies, invoices } from './companies.ts';

/**
 * A booking's pickup as a point of a plane in which distances around New York are proportional to miles:
 * longitude scaled by cos(40.75°) (a degree of longitude is 0.7576 of a degree of latitude there; within
 * the service area, 40.3° to 41.3°, the scale is right to 1 %). The nearby query orders by the distance
 * from the driver in this plane (the index's own order) and then computes the exact great-circle distance.
 * The nearby query must repeat this exact expression for the index to serve it.
 */
export const OPEN_PICKUP_POINT = sql.raw('point(pickup_lng * 0.7576, pickup_lat)');
export const PICKUP_LNG_SCALE = 0.7576;

/** One priced line of a booking (base fare, tolls, extras, fees …), integer cents; its parts on fare lines. */
import type { PriceLine } from '../../../shared/domain/quote-price-lines.ts';

export type { PriceLine };

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
    /**
     * Booked for someone else (PRODUCT decision 27): the passenger's name for the chauffeur's sign, phone and
     * email (the passenger gets the trip emails too). Null when the customer rides themself.
     */
    passengerName: text('passenger_name'),
    passengerPhone: text('passenger_phone'),
    passengerEmail: text('passenger_email'),
    /** Changed only by `transition` in the bookings repository (the table of `booking-status.ts`). */
    status: text('status', { enum: BOOKING_STATUSES }).notNull().default('pending'),
    serviceType: text('service_type').notNull(),
    serviceName: text('service_name').notNull(),
    /** The marketing package the ride was priced by (airport, hourly, route …), when any. */
    packageId: text('package_id'),
    packageName: text('package_name'),
    /**
     * Why the price applied (PRODUCT decision 24): the quote's priceBasis reason code (quote.basisPackage …);
     * the package it names is `packageId`. Null on bookings made before it was stored.
     */
    priceBasisCode: text('price_basis_code'),
    hours: doublePrecision('hours'),
    /** The priced place's address (what is shown, emailed and driven; derived on the server from the point). */
    pickupAddress: text('pickup_address').notNull(),
    destinationAddress: text('destination_address').notNull(),
    /** What the customer typed, when it differs from the priced place's address (issue 15: keep both). */
    pickupTyped: text('pickup_typed'),
    destinationTyped: text('destination_typed'),
    /** The point was placed approximately (a guess the customer confirmed or moved on the map). */
    pickupApproximate: boolean('pickup_approximate').notNull().default(false),
    destinationApproximate: boolean('destination_approximate').notNull().default(false),
    /**
     * The customer confirmed the point on the map (PRODUCT decision 25): the address is the text they typed,
     * the point is theirs, and `*Nearest` names the nearest known place for the chauffeur.
     */
    pickupPinned: boolean('pickup_pinned').notNull().default(false),
    destinationPinned: boolean('destination_pinned').notNull().default(false),
    pickupNearest: text('pickup_nearest'),
    destinationNearest: text('destination_nearest'),
    /** Party size (product decision 18): 1 to the vehicle's capacity, and bags. Null on older bookings. */
    passengers: smallint('passengers'),
    bags: smallint('bags'),
    pickupLat: doublePrecision('pickup_lat'),
    pickupLng: doublePrecision('pickup_lng'),
    destinationLat: doublePrecision('destination_lat'),
    destinationLng: doublePrecision('destination_lng'),
    /** Google-encoded polyline of the outbound route, for the maps of checkout, confirmation and drivers. */
    routePolyline: text('route_polyline'),
    pickupAt: timestamp('pickup_at', { withTimezone: true }).notNull(),
    returnTrip: boolean('return_trip').notNull().default(false),
    returnAt: timestamp('return_at', { withTimezone: true }),
    vehicleId: text('vehicle_id').notNull(),
    vehicleName: text('vehicle_name').notNull(),
    distanceMeters: integer('distance_meters'),
    durationSeconds: integer('duration_seconds'),
    /** The extras form of booking details (step 4). */
    flightNumber: text('flight_number'),
    specialRequests: text('special_requests'),
    meetAndGreet: boolean('meet_and_greet').notNull().default(false),
    childSeat: boolean('child_seat').notNull().default(false),
    extraStop: boolean('extra_stop').notNull().default(false),
    extraStopAddress: text('extra_stop_address'),
    extraStopLat: doublePrecision('extra_stop_lat'),
    extraStopLng: doublePrecision('extra_stop_lng'),
    priceLines: jsonb('price_lines').$type<PriceLine[]>().notNull().default([]),
    subtotalCents: integer('subtotal_cents').notNull(),
    taxRatePpm: integer('tax_rate_ppm').notNull().default(0),
    taxCents: integer('tax_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    paymentMethod: text('payment_method'),
    /** 'stripe' or 'test'; the intent is created once per booking and fulfils at most one booking. */
    paymentProvider: text('payment_provider'),
    paymentIntentId: text('payment_intent_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** What was given back (admin refund, `booking_refunds`); never more than `totalCents`. */
    refundedCents: integer('refunded_cents').notNull().default(0),
    /** When "Email receipt" last sent a copy (at most one a minute per booking). */
    receiptEmailedAt: timestamp('receipt_emailed_at', { withTimezone: true }),
    driverId: uuid('driver_id').references(() => users.id, { onDelete: 'set null' }),
    driverName: text('driver_name'),
    driverPhone: text('driver_phone'),
    /** The assigned driver's vehicle ("Black Cadillac Escalade 2023") and plate, copied at assignment. */
    driverVehicle: text('driver_vehicle'),
    driverPlate: text('driver_plate'),
    /** The language the customer booked in: the language of every email about the booking. */
    language: text('language', { enum: ['en', 'es'] })
      .notNull()
      .default('en'),
    /** The dispatcher who took the booking by phone or email (decision 045); null when the customer booked. */
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * Issue 38: the company the ride is booked under (its member booked it; `user_id` is the booker), the
     * traveller among its members when the booker booked for one, the values of the company's reference fields
     * (keyed by the fields' keys), and the invoice that billed it. With `payment_method = 'account'` no card was
     * charged: the ride goes on the company's monthly invoice.
     */
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'restrict' }),
    travellerUserId: uuid('traveller_user_id').references(() => users.id, { onDelete: 'set null' }),
    companyReferences: jsonb('company_references').$type<Record<string, string>>(),
    invoiceId: uuid('invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** A pending booking voided because the customer edited the ride: the booking that replaced it. */
    replacedBy: uuid('replaced_by'),
    /**
     * Issue 35: why dispatch must look at this booking again (`driverSuspended`: its chauffeur was suspended and
     * it went back to the unassigned queue) and since when; cleared when a chauffeur is assigned again.
     */
    dispatchFlag: text('dispatch_flag'),
    dispatchFlaggedAt: timestamp('dispatch_flagged_at', { withTimezone: true }),
    /**
     * What the back office's search looks in (decision 048), lower-cased, one field a line: the number, the
     * customer's and the passenger's name, email and phone, the chauffeur's name, both addresses. A trigram
     * index (pg_trgm) answers `LIKE '%text%'` on it; a lower-cased text without a line break matches it exactly
     * when it matches one of the fields case-insensitively (ILIKE lower-cases both sides the same way).
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql.raw(
        `lower(number || E'\\n' || customer_name || E'\\n' || customer_email || E'\\n' || coalesce(customer_phone, '') || E'\\n' || ` +
          `coalesce(passenger_name, '') || E'\\n' || coalesce(passenger_email, '') || E'\\n' || coalesce(passenger_phone, '') || E'\\n' || ` +
          `coalesce(driver_name, '') || E'\\n' || pickup_address || E'\\n' || destination_address)`,
      ),
    ),
  },
  (t) => [
    uniqueIndex('bookings_number_key').on(t.number),
    index('bookings_user_idx').on(t.userId, t.createdAt),
    /**
     * Partial where the column is empty at creation (a signed-in customer's booking has no guest, a new booking no
     * driver and no payment intent yet): a create writes three index entries fewer, and every lookup by value
     * (`= $1`) still uses them.
     */
    index('bookings_guest_idx')
      .on(t.guestId)
      .where(sql`${t.guestId} is not null`),
    uniqueIndex('bookings_payment_intent_key')
      .on(t.paymentIntentId)
      .where(sql`${t.paymentIntentId} is not null`),
    /**
     * Nearby requests: an R-tree (GiST) of the pickups of open (confirmed, unassigned) bookings only, by booked
     * vehicle (btree_gist) and the pickup as a plane point (`OPEN_PICKUP_POINT`), so the database walks one
     * vehicle's open pickups nearest first (decisions 020, 046): a chauffeur of a class with few open rides no
     * longer walks every other class's pickups.
     */
    index('bookings_open_pickup_gist')
      .using('gist', t.vehicleId, OPEN_PICKUP_POINT)
      .where(sql`${t.status} = 'confirmed' and ${t.driverId} is null`),
    index('bookings_driver_idx')
      .on(t.driverId)
      .where(sql`${t.driverId} is not null`),
    /** The admin list: newest first, by status, by pickup date range; analytics by creation date. */
    index('bookings_created_idx').on(t.createdAt),
    index('bookings_status_created_idx').on(t.status, t.createdAt),
    index('bookings_pickup_idx').on(t.pickupAt),
    /** The dispatch board (issue 36): a day's return legs, and the unassigned queue by pickup time. */
    index('bookings_return_idx')
      .on(t.returnAt)
      .where(sql`${t.returnAt} is not null`),
    index('bookings_queue_pickup_idx')
      .on(t.pickupAt)
      .where(sql`${t.status} = 'confirmed' and ${t.driverId} is null`),
    /** The back office's search (BOOKING_SEARCH_TEXT): trigrams, so `ILIKE '%text%'` reads only candidates. */
    index('bookings_search_trgm').using('gin', t.searchText.op('gin_trgm_ops')),
    /** The company portal and the monthly invoice: a company's rides by pickup. */
    index('bookings_company_idx')
      .on(t.companyId, t.pickupAt)
      .where(sql`${t.companyId} is not null`),
  ],
);

/**
 * A refund of a paid booking (an admin's, a customer's cancellation, a payment for a voided booking), through the
 * payments port. Refunds add up (PRODUCT decision 23): a booking may have several, claimed with the booking row
 * locked, so the sum of those not failed never exceeds what was paid.
 */
export const bookingRefunds = pgTable(
  'booking_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    /** 'stripe' or 'test', and the provider's id of the refund. */
    provider: text('provider').notNull(),
    providerRefundId: text('provider_refund_id'),
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] })
      .notNull()
      .default('pending'),
    reason: text('reason'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The booking change (`booking_changes`) this refund gives the difference of (the price went down): it is
     * not a refund of the booking's current price, so it counts neither in `refunded_cents` nor against the
     * total that later refunds may reach (decision 040).
     */
    changeId: uuid('change_id'),
    /**
     * The payment this refund was made on: the checkout's intent (`bookings.payment_intent_id`) or an applied
     * change's difference (`booking_changes.payment_intent_id`). Null on rows from before a booking could hold
     * several payments: those were made on the checkout's.
     */
    paymentIntentId: text('payment_intent_id'),
  },
  (t) => [
    // Refunds add up (PRODUCT decision 23): a booking may have several; the booking row's lock keeps their sum
    // within what was paid.
    index('booking_refunds_booking_idx').on(t.bookingId, t.createdAt),
    check('booking_refunds_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

/**
 * The unguessable links of confirmation emails (a guest reads their booking with one). Only the SHA-256 of
 * each token is stored; every email carries a fresh one.
 */
export const bookingAccessTokens = pgTable(
  'booking_access_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('booking_access_tokens_hash_key').on(t.tokenHash)],
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

/**
 * Every status change of a booking: written by the repository's `transition`, in the transaction of the
 * change. The actor is the role that made it (customer, driver, admin, or the system: payments, clean-up).
 */
export const bookingStatusHistory = pgTable(
  'booking_status_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status', { enum: BOOKING_STATUSES }).notNull(),
    toStatus: text('to_status', { enum: BOOKING_STATUSES }).notNull(),
    actorRole: text('actor_role', { enum: BOOKING_ACTORS }).notNull(),
    /** The account that made the change; null for the system (and for guests acting as the customer). */
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('booking_status_history_booking_idx').on(t.bookingId, t.createdAt)],
);

/** The fields of a booking a customer may change (decision 26), as a change records them before and after. */
export interface BookingChangeFields {
  pickupAt: string;
  returnAt: string | null;
  vehicleId: string;
  vehicleName: string;
  passengers: number | null;
  bags: number | null;
  meetAndGreet: boolean;
  childSeat: boolean;
  /** The places (decision 045: dispatch may change them); absent in changes recorded before they were. */
  pickupAddress?: string;
  destinationAddress?: string;
  extraStopAddress?: string | null;
  /** After only, when dispatch changed a place: the booking's door and route columns as re-routed. */
  route?: BookingRouteColumns;
  /** Dispatch's details (decision 045), recorded only by a details change: no price change. */
  passengerName?: string | null;
  passengerPhone?: string | null;
  passengerEmail?: string | null;
  flightNumber?: string | null;
  specialRequests?: string | null;
}

/** A booking's places, doors and route as the checkout stores them (booking-places.ts `doorColumns`). */
export interface BookingRouteColumns {
  pickupAddress: string;
  destinationAddress: string;
  pickupTyped: string | null;
  destinationTyped: string | null;
  pickupApproximate: boolean;
  destinationApproximate: boolean;
  pickupPinned: boolean;
  destinationPinned: boolean;
  pickupNearest: string | null;
  destinationNearest: string | null;
  pickupLat: number | null;
  pickupLng: number | null;
  destinationLat: number | null;
  destinationLng: number | null;
  routePolyline: string | null;
  distanceMeters: number | null;
  durationSeconds: number | null;
  extraStop: boolean;
  extraStopAddress: string | null;
  extraStopLat: number | null;
  extraStopLng: number | null;
}

/**
 * A change of a paid booking (PRODUCT decision 26, decision 040): priced again on the server, the difference
 * charged (applied once its payment succeeds) or refunded (applied at once, the refund its own row of
 * `booking_refunds`). One change per booking may wait for its payment at a time (the partial unique index).
 */
export const bookingChanges = pgTable(
  'booking_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** awaiting_payment -> applied, or void (another change replaced it, or the booking moved on). */
    status: text('status', { enum: ['awaiting_payment', 'applied', 'void'] }).notNull(),
    actorRole: text('actor_role', { enum: ['customer', 'admin'] }).notNull(),
    /** The account that changed it; null for a guest. */
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    before: jsonb('before').$type<BookingChangeFields>().notNull(),
    after: jsonb('after').$type<BookingChangeFields>().notNull(),
    /** The new price, fixed when the change is priced (applied to the booking as it is). */
    priceLines: jsonb('price_lines').$type<PriceLine[]>().notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    taxRatePpm: integer('tax_rate_ppm').notNull(),
    taxCents: integer('tax_cents').notNull(),
    oldTotalCents: integer('old_total_cents').notNull(),
    newTotalCents: integer('new_total_cents').notNull(),
    /** new - old: above zero charged, below zero refunded. */
    differenceCents: integer('difference_cents').notNull(),
    /** The payment of a difference charged; the refund row of one refunded. */
    paymentIntentId: text('payment_intent_id'),
    paymentMethod: text('payment_method'),
    refundId: uuid('refund_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
  },
  (t) => [
    index('booking_changes_booking_idx').on(t.bookingId, t.createdAt),
    uniqueIndex('booking_changes_awaiting_key')
      .on(t.bookingId)
      .where(sql`${t.status} = 'awaiting_payment'`),
    uniqueIndex('booking_changes_intent_key')
      .on(t.paymentIntentId)
      .where(sql`${t.paymentIntentId} is not null`),
  ],
);

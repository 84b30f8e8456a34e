import '../zod-setup.ts';
import * as z from 'zod/mini';
import { NOTICE_CODES, type ErrorCode } from '../error-codes.ts';
import { issue } from '../zod-issues.ts';
import { guestRequestSchema } from './auth.ts';
import {
  bookingStatusSchema,
  cancellationTermsSchema,
  passengerSchema,
  passengerViewSchema,
} from './bookings.ts';
import { LOCATION_MAX_CHARS, latLngSchema } from './maps.ts';
import { rideSizeShape } from './quotes.ts';
import { localeSchema } from './locale.ts';
import { UUID } from './ids.ts';

/**
 * The booking flow after vehicle selection: booking details (step 4) stores a pending booking priced on the
 * server; checkout (step 5) pays it; confirm-booking (or the Stripe webhook) confirms it; the confirmation
 * page reads it back from the server. Money in responses is dollars (2 decimals); inside the server, cents.
 */

export const SPECIAL_REQUESTS_MAX = 1000;
const FLIGHT_NUMBER_INVALID = issue('booking.flightNumber');

const optionalText = (max: number, message: string) =>
  z.optional(z.string().check(z.trim(), z.maxLength(max, message)));

/** The specification's extras form (all optional; the extra stop needs its address at submit). */
export const bookingExtrasSchema = z
  .object({
    flightNumber: z.optional(
      z
        .string()
        .check(
          z.trim(),
          z.maxLength(12, FLIGHT_NUMBER_INVALID),
          z.regex(/^$|^[A-Za-z0-9]{2,3}\s?-?\d{1,5}[A-Za-z]?$/, FLIGHT_NUMBER_INVALID),
        ),
    ),
    specialRequests: optionalText(
      SPECIAL_REQUESTS_MAX,
      issue('booking.specialRequestsTooLong', { count: SPECIAL_REQUESTS_MAX }),
    ),
    meetAndGreet: z._default(z.boolean(), false),
    childSeat: z._default(z.boolean(), false),
    extraStop: z._default(z.boolean(), false),
    extraStopAddress: optionalText(
      LOCATION_MAX_CHARS,
      issue('booking.addressTooLong', { count: LOCATION_MAX_CHARS }),
    ),
  })
  .check(
    z.refine((v) => !v.extraStop || (v.extraStopAddress ?? '').trim().length > 0, {
      error: issue('booking.extraStopRequired'),
      path: ['extraStopAddress'],
    }),
  );
export type BookingExtrasInput = z.input<typeof bookingExtrasSchema>;
export type BookingExtras = z.infer<typeof bookingExtrasSchema>;

const isoDateTime = (code: ErrorCode) => z.iso.datetime({ offset: true, error: issue(code) });
const location = (code: ErrorCode) =>
  z.optional(
    z
      .string({ error: issue(code) })
      .check(
        z.trim(),
        z.maxLength(LOCATION_MAX_CHARS, issue('booking.addressTooLong', { count: LOCATION_MAX_CHARS })),
      ),
  );

/**
 * POST /api/bookings (booking details submit): the ride as the draft holds it, the chosen vehicle and the
 * extras. The server prices it again (the same function as /api/quotes) and stores it as pending.
 * Guests may correct their contact details here; signed-in customers book under their account.
 */
export const createBookingRequestSchema = z.object({
  /** A place_id, "lat,lng" or the address text, as for /api/quotes. */
  pickup: location('booking.pickupMissing'),
  destination: location('booking.destinationMissing'),
  /** The address text the customer sees (the booking keeps it); defaults to `pickup`/`destination`. */
  pickupAddress: location('booking.pickupMissing'),
  destinationAddress: location('booking.destinationMissing'),
  pickupDateTime: isoDateTime('booking.dateMissing'),
  serviceType: z
    .string({ error: issue('booking.serviceMissing') })
    .check(
      z.trim(),
      z.minLength(1, issue('booking.serviceMissing')),
      z.maxLength(40, issue('booking.unknownService')),
    ),
  packageId: z.optional(z.string().check(z.trim(), z.maxLength(60, issue('booking.unknownPackage')))),
  returnTrip: z._default(z.boolean(), false),
  returnDateTime: z.optional(isoDateTime('booking.returnMissing')),
  vehicleId: z
    .string({ error: issue('booking.vehicleMissing') })
    .check(
      z.trim(),
      z.minLength(1, issue('booking.vehicleMissing')),
      z.maxLength(60, issue('booking.vehicleMissing')),
    ),
  extras: z._default(bookingExtrasSchema, {
    meetAndGreet: false,
    childSeat: false,
    extraStop: false,
  }),
  /** Guests only: the contact details for this booking (the specification's guestInfo). */
  guestInfo: z.optional(guestRequestSchema),
  /** Hours (hourly rides) and the party: the same rules as /api/quotes. */
  ...rideSizeShape,
  /**
   * The customer's own pending booking this one replaces (they went back and edited the ride): it is voided in
   * the same transaction, and can no longer be paid (409 checkout.bookingReplaced).
   */
  replacesBookingId: z.optional(z.string().check(z.regex(UUID, issue('booking.cannotReplace')))),
  /**
   * The language the booking is made in: its confirmation, receipt (email, PDF, calendar file) and every later
   * email about it are written in it. Absent: the request's Accept-Language, else English.
   */
  locale: z.optional(localeSchema),
  /** Signed-in customers: someone else rides (decision 27). */
  passenger: z.optional(passengerSchema),
});
export type CreateBookingRequest = z.input<typeof createBookingRequestSchema>;

export const priceLineSchema = z.object({ code: z.string(), label: z.string(), amount: z.number() });
export type PriceLineView = z.infer<typeof priceLineSchema>;

const routeSummarySchema = z.object({
  distanceMeters: z.nullable(z.int()),
  durationSeconds: z.nullable(z.int()),
  /** "12.4 mi" and "45 min" / "1 h 5 min", as the specification shows them. */
  estimatedDistance: z.nullable(z.string()),
  estimatedDuration: z.nullable(z.string()),
  polyline: z.nullable(z.string()),
  pickupLocation: z.nullable(latLngSchema),
  destinationLocation: z.nullable(latLngSchema),
});

/** A booking as checkout and the confirmation page show it. */
export const bookingViewSchema = z.object({
  id: z.string(),
  /** Short, readable booking number (NYC-7K3M9Q): the specification's confirmationNumber. */
  number: z.string(),
  status: bookingStatusSchema,
  serviceType: z.string(),
  serviceName: z.string(),
  packageName: z.nullable(z.string()),
  /**
   * Which price applied and why (PRODUCT decision 24), as the quote said when the booking was made: its reason
   * code for the client to translate, the package it names, `reason` in English. Null on older bookings.
   */
  priceBasis: z.optional(
    z.nullable(
      z.object({
        packageId: z.nullable(z.string()),
        packageName: z.nullable(z.string()),
        reasonCode: z.enum(NOTICE_CODES),
        reason: z.string(),
      }),
    ),
  ),
  hours: z.nullable(z.number()),
  pickupAddress: z.string(),
  destinationAddress: z.string(),
  /**
   * PRODUCT decision 25: the end's point was confirmed on the map by the customer; its address is the text they
   * typed (shown with "pin confirmed on the map").
   */
  pickupPinned: z.optional(z.boolean()),
  destinationPinned: z.optional(z.boolean()),
  /** What the customer typed when it differs from the placed address; the point's approximation. */
  pickupTyped: z.nullable(z.string()),
  destinationTyped: z.nullable(z.string()),
  pickupApproximate: z.boolean(),
  destinationApproximate: z.boolean(),
  pickupDateTime: z.string(),
  returnTrip: z.boolean(),
  returnDateTime: z.nullable(z.string()),
  vehicleId: z.string(),
  vehicleName: z.string(),
  /** Party size (decision 18); null on bookings made before it was asked. */
  passengers: z.nullable(z.int()),
  bags: z.nullable(z.int()),
  /** Refunded so far, dollars (0 when nothing was). */
  refunded: z.number(),
  /** What cancelling now would refund; null when the customer can no longer cancel. */
  cancellation: z.nullable(cancellationTermsSchema),
  extras: z.object({
    flightNumber: z.nullable(z.string()),
    specialRequests: z.nullable(z.string()),
    meetAndGreet: z.boolean(),
    childSeat: z.boolean(),
    extraStop: z.boolean(),
    extraStopAddress: z.nullable(z.string()),
  }),
  customer: z.object({
    name: z.string(),
    email: z.string(),
    phone: z.nullable(z.string()),
    isGuest: z.boolean(),
  }),
  /** Someone else rides (decision 27); null: the customer. */
  passenger: z.nullable(passengerViewSchema),
  route: routeSummarySchema,
  lines: z.array(priceLineSchema),
  subtotal: z.number(),
  taxRatePercent: z.number(),
  tax: z.number(),
  /** The amount charged (the specification's price). */
  total: z.number(),
  currency: z.literal('usd'),
  driverName: z.nullable(z.string()),
  driverPhone: z.nullable(z.string()),
  driverVehicle: z.nullable(z.string()),
  driverPlate: z.nullable(z.string()),
  paidAt: z.nullable(z.string()),
  /** "Visa •••• 4242" once paid. */
  paymentMethod: z.nullable(z.string()),
  createdAt: z.string(),
});
export type BookingView = z.infer<typeof bookingViewSchema>;

export const bookingIdParamsSchema = z.object({
  id: z.string().check(z.regex(UUID, issue('booking.notFound'))),
});

/** GET /api/bookings/:number/confirmation?token=…, POST …/email-receipt: by owner, admin, or emailed link token. */
export const bookingNumberParamsSchema = z.object({
  number: z.string().check(z.trim(), z.regex(/^NYC-[0-9A-Z]{6}$/i, issue('booking.notFound'))),
});
export const bookingAccessQuerySchema = z.object({
  token: z.optional(z.string().check(z.maxLength(100, issue('checkout.linkInvalid')))),
});

/**
 * POST /api/create-payment-intent. `confirmDuplicate`: the customer saw the duplicate_booking warning (the same
 * ride already paid) and wants a second car anyway. The specification sends amount and bookingDetails: both are accepted
 * and ignored; the amount is computed from the stored booking.
 */
export const createPaymentIntentRequestSchema = z.object({
  bookingId: z
    .string({ error: issue('checkout.bookingMissing') })
    .check(z.regex(UUID, issue('checkout.bookingMissing'))),
  amount: z.optional(z.unknown()),
  bookingDetails: z.optional(z.unknown()),
  confirmDuplicate: z._default(z.boolean(), false),
});
export type CreatePaymentIntentRequest = z.input<typeof createPaymentIntentRequestSchema>;

export const PAYMENT_MODES = ['stripe', 'test'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

export const createPaymentIntentResponseSchema = z.object({
  clientSecret: z.string(),
  paymentIntentId: z.string(),
  /** The server's amount in dollars (what the card is charged). */
  amount: z.number(),
  currency: z.literal('usd'),
  mode: z.enum(PAYMENT_MODES),
  message: z.string(),
});
export type CreatePaymentIntentResponse = z.infer<typeof createPaymentIntentResponseSchema>;

/** The built-in test processor's card form (refused when NODE_ENV=production). */
export const testCardPaymentRequestSchema = z.object({
  clientSecret: z.string().check(z.minLength(1, issue('checkout.sessionExpired')), z.maxLength(200)),
  cardNumber: z
    .string({ error: issue('card.numberIncomplete') })
    .check(z.maxLength(30, issue('card.numberInvalid'))),
  /** MM/YY */
  expiry: z
    .string({ error: issue('card.expiryIncomplete') })
    .check(z.maxLength(7, issue('card.expiryInvalid'))),
  cvc: z.string({ error: issue('card.cvcIncomplete') }).check(z.maxLength(4, issue('card.cvcInvalid'))),
  postalCode: z
    .string({ error: issue('card.zipIncomplete') })
    .check(z.maxLength(10, issue('card.zipInvalid'))),
  name: z.optional(z.string().check(z.maxLength(120))),
});
export type TestCardPaymentRequest = z.infer<typeof testCardPaymentRequestSchema>;

export const paymentIntentParamsSchema = z.object({
  id: z.string().check(z.minLength(3), z.maxLength(100)),
});

export const testCardPaymentResponseSchema = z.object({
  status: z.literal('succeeded'),
  paymentIntentId: z.string(),
});

/** POST /api/confirm-booking: the specification's bookingDetails is accepted and ignored. */
export const confirmBookingRequestSchema = z.object({
  paymentIntentId: z
    .string({ error: issue('checkout.paymentNotVerified') })
    .check(
      z.minLength(3, issue('checkout.paymentNotVerified')),
      z.maxLength(100, issue('checkout.paymentNotVerified')),
    ),
  bookingDetails: z.optional(z.unknown()),
});
export type ConfirmBookingRequest = z.infer<typeof confirmBookingRequestSchema>;

export const confirmBookingResponseSchema = z.object({
  success: z.literal(true),
  confirmationNumber: z.string(),
  bookingId: z.string(),
  /** Present for guests: the unguessable link part that lets this browser read the confirmation later. */
  accessToken: z.nullable(z.string()),
});
export type ConfirmBookingResponse = z.infer<typeof confirmBookingResponseSchema>;

export const emailReceiptRequestSchema = z.object({
  token: z.optional(z.string().check(z.maxLength(100, issue('checkout.linkInvalid')))),
});
export const emailReceiptResponseSchema = z.object({ success: z.literal(true), message: z.string() });

import '../zod-setup.ts';
import * as z from 'zod/mini';
import { issue } from '../zod-issues.ts';
import { BOOKING_STATUSES } from '../domain/booking-status.ts';
import { localeSchema } from './locale.ts';
import { UUID } from './ids.ts';

/** One lifecycle (product decision 10): the states of `domain/booking-status.ts`. */
export const bookingStatusSchema = z.enum(BOOKING_STATUSES);

/**
 * The Terms' cancellation policy applied now (decision 17): a full refund up to 24 hours before pickup, 50 %
 * later, until the trip starts. Dollars.
 */
export const cancellationTermsSchema = z.object({
  refundAmount: z.number(),
  refundPercent: z.int(),
  /** Until when cancelling refunds in full (pickup minus 24 hours). */
  fullRefundUntil: z.string(),
});
export type CancellationTerms = z.infer<typeof cancellationTermsSchema>;

/**
 * Booking for someone else (PRODUCT decision 27): the passenger's name (for the chauffeur's sign), phone and
 * email (the passenger gets the trip emails too). Signed-in customers only. Empty phone or email: none.
 */
export const passengerSchema = z.object({
  name: z
    .string({ error: issue('booking.passengerNameRequired') })
    .check(
      z.trim(),
      z.minLength(1, issue('booking.passengerNameRequired')),
      z.maxLength(120, issue('booking.passengerNameTooLong')),
    ),
  phone: z.optional(
    z.string().check(z.trim(), z.regex(/^$|^[0-9\-()+\s]{10,32}$/, issue('common.phoneInvalid'))),
  ),
  email: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(254, issue('common.emailInvalid')),
        z.regex(/^$|^[^@\s]+@[^@\s]+\.[^@\s]+$/, issue('common.emailInvalid')),
      ),
  ),
});
export type PassengerInput = z.input<typeof passengerSchema>;

/** The passenger as a booking shows it (null: the customer rides). */
export const passengerViewSchema = z.object({
  name: z.string(),
  phone: z.nullable(z.string()),
  email: z.nullable(z.string()),
});
export type PassengerView = z.infer<typeof passengerViewSchema>;

/** PATCH /api/user/bookings/:id/passenger: someone else rides (or, null, the customer again). No price change. */
export const updatePassengerRequestSchema = z.object({ passenger: z.nullable(passengerSchema) });
export type UpdatePassengerRequest = z.input<typeof updatePassengerRequestSchema>;

/** A booking as the customer's history and dashboard show it (GET /api/user/bookings). Money in dollars. */
export const bookingSummarySchema = z.object({
  id: z.string(),
  /** Short, readable booking number (NYC-7K3M9Q). */
  number: z.string(),
  /** The account it belongs to (null for a guest's booking): the owner `<Can>` checks actions against. */
  userId: z.nullable(z.string()),
  status: bookingStatusSchema,
  serviceType: z.string(),
  serviceName: z.string(),
  pickupAddress: z.string(),
  destinationAddress: z.string(),
  /**
   * PRODUCT decision 25: the end's point was confirmed on the map by the customer; its address is the text they
   * typed (shown with "pin confirmed on the map").
   */
  pickupPinned: z.optional(z.boolean()),
  destinationPinned: z.optional(z.boolean()),
  pickupDateTime: z.string(),
  returnTrip: z.boolean(),
  vehicleId: z.string(),
  vehicleName: z.string(),
  totalAmount: z.number(),
  customerName: z.string(),
  customerEmail: z.string(),
  driverName: z.nullable(z.string()),
  /** The assigned driver's phone, vehicle and plate (null until a driver is assigned). */
  driverPhone: z.nullable(z.string()),
  driverVehicle: z.nullable(z.string()),
  driverPlate: z.nullable(z.string()),
  createdAt: z.string(),
  completedAt: z.nullable(z.string()),
  rating: z.nullable(z.number()),
  feedback: z.nullable(z.string()),
  hours: z.nullable(z.number()),
  passengers: z.nullable(z.int()),
  bags: z.nullable(z.int()),
  /** Refunded so far, dollars. */
  refunded: z.number(),
  /** Each refund (dollars, when), oldest first, for the history's card (issue 35); absent when none. */
  refunds: z.optional(z.array(z.object({ amount: z.number(), at: z.string() }))),
  /** What cancelling now would refund; null when the customer can no longer cancel. */
  cancellation: z.nullable(cancellationTermsSchema),
  /** The whole ride for the details dialog (issue 34): the return, the extra stop, the flight and the extras. */
  returnDateTime: z.optional(z.nullable(z.string())),
  extraStopAddress: z.optional(z.nullable(z.string())),
  flightNumber: z.optional(z.nullable(z.string())),
  meetAndGreet: z.optional(z.boolean()),
  childSeat: z.optional(z.boolean()),
  /** The fare as priced and stored (dollars): its lines, then the tax. */
  fareLines: z.optional(z.array(z.object({ code: z.string(), label: z.string(), amount: z.number() }))),
  tax: z.optional(z.number()),
  /** Someone else rides (decision 27); absent or null: the customer. */
  passenger: z.optional(z.nullable(passengerViewSchema)),
});
export type BookingSummary = z.infer<typeof bookingSummarySchema>;

export const bookingListSchema = z.array(bookingSummarySchema);

export const bookingIdParamsSchema = z.object({
  id: z.string().check(z.regex(UUID, issue('booking.unknown'))),
});

/**
 * GET /api/user/bookings/:id/receipt.pdf: `lang`, the page's language (the download is a plain link, which
 * cannot send the site's language as a header); the booking's language when absent.
 */
export const receiptPdfQuerySchema = z.object({ lang: z.optional(localeSchema) });

/**
 * POST /api/user/bookings/:id/cancel: by its owner (account or guest session), or the holder of the booking's
 * emailed link (`token`, the guest's confirmation link). 404 for anyone else, 409 once cancelled or started.
 */
export const cancelBookingRequestSchema = z.object({
  token: z.optional(z.string().check(z.maxLength(100, issue('checkout.linkInvalid')))),
  reason: z.optional(z.string().check(z.trim(), z.maxLength(500, issue('rating.feedbackTooLong')))),
});
export type CancelBookingRequest = z.infer<typeof cancelBookingRequestSchema>;

export const cancelBookingResponseSchema = z.object({
  id: z.string(),
  number: z.string(),
  status: bookingStatusSchema,
  /** Dollars given back by this cancellation (0 for an unpaid booking). */
  refundAmount: z.number(),
  refundPercent: z.int(),
});
export type CancelBookingResponse = z.infer<typeof cancelBookingResponseSchema>;

/** Rate Trip: 1-5 stars and optional feedback, once per completed booking, only by its owner. */
export const rateBookingRequestSchema = z.object({
  rating: z
    .number({ error: issue('rating.invalid') })
    .check(
      z.int(issue('rating.invalid')),
      z.gte(1, issue('rating.invalid')),
      z.lte(5, issue('rating.invalid')),
    ),
  feedback: z.optional(z.string().check(z.trim(), z.maxLength(1000, issue('rating.feedbackTooLong')))),
});
export type RateBookingRequest = z.infer<typeof rateBookingRequestSchema>;

/** A receipt line: its code (the pages name it in the reader's language) and the stored English label. */
export const receiptLineSchema = z.object({ code: z.string(), label: z.string(), amount: z.number() });

/** What a receipt shows (GET /api/user/bookings/:id/receipt; the PDF has the same content). */
export const receiptSchema = z.object({
  booking: bookingSummarySchema,
  customerPhone: z.nullable(z.string()),
  issuedAt: z.string(),
  lines: z.array(receiptLineSchema),
  subtotal: z.number(),
  taxRatePercent: z.number(),
  tax: z.number(),
  total: z.number(),
  paidAt: z.nullable(z.string()),
  paymentMethod: z.nullable(z.string()),
  /** Given back by an admin's refund, dollars (0 when nothing was): a negative "Refunded" line under the total. */
  refunded: z.number(),
  /**
   * Each refund as its own line (PRODUCT decision 23), oldest first: dollars, when, and who made it (an admin
   * by name, the customer's cancellation, or the system for a payment given back). Their sum is `refunded`.
   */
  refunds: z.array(
    z.object({
      amount: z.number(),
      at: z.string(),
      by: z.enum(['admin', 'customer', 'system']),
      adminName: z.nullable(z.string()),
    }),
  ),
  /**
   * The booking's changes with a price difference (decision 26), oldest first: dollars, when; a positive
   * difference was charged, a negative one refunded (`refund`: what was given back). The lines above are the
   * booking's price after them.
   */
  changes: z.optional(z.array(z.object({ at: z.string(), difference: z.number(), refund: z.number() }))),
  /**
   * A cancelled booking (issue 35): when, by whom in the customer's terms (they, or the company), and what was
   * kept (dollars: paid less refunded). Absent or null when the booking was not cancelled.
   */
  cancellation: z.optional(
    z.nullable(z.object({ at: z.string(), by: z.enum(['customer', 'company']), kept: z.number() })),
  ),
  /**
   * Charged after the ride (decision 29), oldest first: waiting time past the free minutes (with the billed
   * minutes), tolls, parking and the gratuity, in dollars, with when each was paid. Absent when none.
   */
  extras: z.optional(
    z.array(
      z.object({
        kind: z.enum(['waiting', 'toll', 'parking', 'tip']),
        minutes: z.nullable(z.number()),
        amount: z.number(),
        paidAt: z.string(),
      }),
    ),
  ),
  company: z.object({
    name: z.string(),
    legalName: z.string(),
    address: z.string(),
    phone: z.string(),
    email: z.string(),
  }),
});
export type Receipt = z.infer<typeof receiptSchema>;

import * as z from 'zod/mini';
import { guestRequestSchema } from './auth.ts';
import { BOOKING_STATUSES } from './bookings.ts';
import { LOCATION_MAX_CHARS, latLngSchema } from './maps.ts';

/**
 * The booking flow after vehicle selection: booking details (step 4) stores a pending booking priced on the
 * server; checkout (step 5) pays it; confirm-booking (or the Stripe webhook) confirms it; the confirmation
 * page reads it back from the server. Money in responses is dollars (2 decimals); inside the server, cents.
 */

export const EXTRA_STOP_REQUIRED = 'Extra stop address is required when adding an extra stop';
export const FLIGHT_NUMBER_INVALID = 'Please enter a valid flight number (for example AA 100)';
export const SPECIAL_REQUESTS_MAX = 1000;

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
      `Special requests must be at most ${SPECIAL_REQUESTS_MAX} characters`,
    ),
    meetAndGreet: z._default(z.boolean(), false),
    childSeat: z._default(z.boolean(), false),
    extraStop: z._default(z.boolean(), false),
    extraStopAddress: optionalText(
      LOCATION_MAX_CHARS,
      `Addresses must be at most ${LOCATION_MAX_CHARS} characters`,
    ),
  })
  .check(
    z.refine((v) => !v.extraStop || (v.extraStopAddress ?? '').trim().length > 0, {
      error: EXTRA_STOP_REQUIRED,
      path: ['extraStopAddress'],
    }),
  );
export type BookingExtrasInput = z.input<typeof bookingExtrasSchema>;
export type BookingExtras = z.infer<typeof bookingExtrasSchema>;

const isoDateTime = (message: string) => z.iso.datetime({ offset: true, error: message });
const location = (message: string) =>
  z.optional(
    z
      .string({ error: message })
      .check(
        z.trim(),
        z.maxLength(LOCATION_MAX_CHARS, `Addresses must be at most ${LOCATION_MAX_CHARS} characters`),
      ),
  );

/**
 * POST /api/bookings (booking details submit): the ride as the draft holds it, the chosen vehicle and the
 * extras. The server prices it again (the same function as /api/quotes) and stores it as pending.
 * Guests may correct their contact details here; signed-in customers book under their account.
 */
export const createBookingRequestSchema = z.object({
  /** A place_id, "lat,lng" or the address text, as for /api/quotes. */
  pickup: location('Please enter a pickup address'),
  destination: location('Please enter a destination address'),
  /** The address text the customer sees (the booking keeps it); defaults to `pickup`/`destination`. */
  pickupAddress: location('Please enter a pickup address'),
  destinationAddress: location('Please enter a destination address'),
  pickupDateTime: isoDateTime('Please select a date and time'),
  serviceType: z
    .string({ error: 'Please select a service type to continue' })
    .check(
      z.trim(),
      z.minLength(1, 'Please select a service type to continue'),
      z.maxLength(40, 'Unknown service type'),
    ),
  packageId: z.optional(z.string().check(z.trim(), z.maxLength(60, 'Unknown package'))),
  returnTrip: z._default(z.boolean(), false),
  returnDateTime: z.optional(isoDateTime('Please select the return date and time')),
  vehicleId: z
    .string({ error: 'Please choose a vehicle' })
    .check(z.trim(), z.minLength(1, 'Please choose a vehicle'), z.maxLength(60, 'Please choose a vehicle')),
  extras: z._default(bookingExtrasSchema, {
    meetAndGreet: false,
    childSeat: false,
    extraStop: false,
  }),
  /** Guests only: the contact details for this booking (the specification's guestInfo). */
  guestInfo: z.optional(guestRequestSchema),
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
  status: z.enum(BOOKING_STATUSES),
  serviceType: z.string(),
  serviceName: z.string(),
  packageName: z.nullable(z.string()),
  hours: z.nullable(z.number()),
  pickupAddress: z.string(),
  destinationAddress: z.string(),
  pickupDateTime: z.string(),
  returnTrip: z.boolean(),
  returnDateTime: z.nullable(z.string()),
  vehicleId: z.string(),
  vehicleName: z.string(),
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
  paidAt: z.nullable(z.string()),
  /** "Visa •••• 4242" once paid. */
  paymentMethod: z.nullable(z.string()),
  createdAt: z.string(),
});
export type BookingView = z.infer<typeof bookingViewSchema>;

export const bookingIdParamsSchema = z.object({
  id: z.string().check(z.regex(/^[0-9a-f-]{36}$/i, 'We could not find that booking.')),
});

/** GET /api/bookings/:number/confirmation?token=…, POST …/email-receipt: by owner, admin, or emailed link token. */
export const bookingNumberParamsSchema = z.object({
  number: z.string().check(z.trim(), z.regex(/^NYC-[0-9A-Z]{6}$/i, 'We could not find that booking.')),
});
export const bookingAccessQuerySchema = z.object({
  token: z.optional(z.string().check(z.maxLength(100, 'This link is invalid.'))),
});

/**
 * POST /api/create-payment-intent. The specification sends amount and bookingDetails: both are accepted
 * and ignored; the amount is computed from the stored booking.
 */
export const createPaymentIntentRequestSchema = z.object({
  bookingId: z
    .string({ error: 'Your booking could not be found. Please go back to booking details.' })
    .check(
      z.regex(/^[0-9a-f-]{36}$/i, 'Your booking could not be found. Please go back to booking details.'),
    ),
  amount: z.optional(z.unknown()),
  bookingDetails: z.optional(z.unknown()),
});
export type CreatePaymentIntentRequest = z.infer<typeof createPaymentIntentRequestSchema>;

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
  clientSecret: z
    .string()
    .check(z.minLength(1, 'Payment session expired. Please try again.'), z.maxLength(200)),
  cardNumber: z
    .string({ error: 'Your card number is incomplete.' })
    .check(z.maxLength(30, 'Your card number is invalid.')),
  /** MM/YY */
  expiry: z
    .string({ error: "Your card's expiration date is incomplete." })
    .check(z.maxLength(7, "Your card's expiration date is invalid.")),
  cvc: z
    .string({ error: "Your card's security code is incomplete." })
    .check(z.maxLength(4, "Your card's security code is invalid.")),
  postalCode: z
    .string({ error: 'Your ZIP code is incomplete.' })
    .check(z.maxLength(10, 'Your ZIP code is invalid.')),
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
    .string({ error: 'Payment could not be verified.' })
    .check(
      z.minLength(3, 'Payment could not be verified.'),
      z.maxLength(100, 'Payment could not be verified.'),
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
  token: z.optional(z.string().check(z.maxLength(100, 'This link is invalid.'))),
});
export const emailReceiptResponseSchema = z.object({ success: z.literal(true), message: z.string() });

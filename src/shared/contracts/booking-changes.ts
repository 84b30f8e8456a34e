import '../zod-setup.ts';
import * as z from 'zod/mini';
import { MAX_BAGS, MAX_PARTY } from '../domain/ride-size.ts';
import { issue } from '../zod-issues.ts';
import { bookingStatusSchema, passengerSchema, receiptLineSchema } from './bookings.ts';
import { bookingExtrasSchema, createPaymentIntentResponseSchema } from './checkout.ts';
import { LOCATION_MAX_CHARS } from './maps.ts';
import { UUID } from './ids.ts';

/**
 * Changing a paid booking (PRODUCT decision 26, decision 040): the customer proposes the time, the vehicle, the
 * extras and the party; the server prices it with the checkout's quote and answers with the new total and the
 * difference, charged (a payment of exactly the difference) or refunded. The browser never sends an amount.
 */

const isoDateTime = z.iso.datetime({ offset: true, error: issue('booking.dateMissing') });
const count = (min: number, max: number, code: 'booking.passengersInvalid' | 'booking.bagsInvalid') =>
  z
    .number({ error: issue(code, { min, max }) })
    .check(
      z.int(issue(code, { min, max })),
      z.gte(min, issue(code, { min, max })),
      z.lte(max, issue(code, { min, max })),
    );

export const changeBookingRequestSchema = z.object({
  pickupDateTime: isoDateTime,
  /** Only for a booking with a return leg (its new return time; the current one when absent). */
  returnDateTime: z.optional(z.iso.datetime({ offset: true, error: issue('booking.returnMissing') })),
  vehicleId: z
    .string({ error: issue('booking.vehicleMissing') })
    .check(
      z.trim(),
      z.minLength(1, issue('booking.vehicleMissing')),
      z.maxLength(60, issue('booking.vehicleMissing')),
    ),
  passengers: count(1, MAX_PARTY, 'booking.passengersInvalid'),
  bags: count(0, MAX_BAGS, 'booking.bagsInvalid'),
  extras: z.object({ meetAndGreet: z.boolean(), childSeat: z.boolean() }),
});
export type ChangeBookingRequest = z.infer<typeof changeBookingRequestSchema>;

export const bookingChangeParamsSchema = z.object({
  id: z.string().check(z.regex(UUID, issue('booking.unknown'))),
  changeId: z.string().check(z.regex(UUID, issue('booking.changeNotFound'))),
});

/** The proposed change priced (dollars): the new total, the difference, and every vehicle at the new terms. */
export const changeQuoteResponseSchema = z.object({
  oldTotal: z.number(),
  newTotal: z.number(),
  /** newTotal - oldTotal: above zero charged, below zero refunded (never more than the booking holds). */
  difference: z.number(),
  /** What a lower price gives back now (the difference, within what the booking holds). */
  refund: z.number(),
  lines: z.array(receiptLineSchema),
  subtotal: z.number(),
  tax: z.number(),
  vehicles: z.array(
    z.object({ vehicleId: z.string(), vehicleName: z.string(), total: z.number(), fitsParty: z.boolean() }),
  ),
});
export type ChangeQuoteResponse = z.infer<typeof changeQuoteResponseSchema>;

export const changeBookingResponseSchema = z.object({
  /** applied: done (equal or lower price); payment_required: pay `payment` and confirm. */
  status: z.enum(['applied', 'payment_required']),
  changeId: z.string(),
  number: z.string(),
  oldTotal: z.number(),
  newTotal: z.number(),
  difference: z.number(),
  /** Dollars given back by this change. */
  refund: z.number(),
  payment: z.nullable(createPaymentIntentResponseSchema),
});
export type ChangeBookingResponse = z.infer<typeof changeBookingResponseSchema>;

export const confirmChangeRequestSchema = z.object({
  paymentIntentId: z.string().check(z.minLength(1, issue('checkout.paymentNotVerified')), z.maxLength(200)),
});

/** The change page: the booking's changeable fields now, and why it cannot be changed (null: it can). */
export const changeFormSchema = z.object({
  id: z.string(),
  number: z.string(),
  status: bookingStatusSchema,
  serviceName: z.string(),
  pickupAddress: z.string(),
  destinationAddress: z.string(),
  pickupDateTime: z.string(),
  returnTrip: z.boolean(),
  returnDateTime: z.nullable(z.string()),
  vehicleId: z.string(),
  vehicleName: z.string(),
  passengers: z.int(),
  bags: z.int(),
  meetAndGreet: z.boolean(),
  childSeat: z.boolean(),
  total: z.number(),
  /** The last moment the customer may change it (24 hours before pickup). */
  changeableUntil: z.string(),
  /** booking.changeUnpaid, booking.cannotChange or booking.changeTooLate (shared/domain/booking-change.ts). */
  refusal: z.nullable(z.string()),
  customerName: z.string(),
});
export type ChangeForm = z.infer<typeof changeFormSchema>;

const placeText = (code: 'booking.pickupMissing' | 'booking.destinationMissing') =>
  z.optional(
    z
      .string({ error: issue(code) })
      .check(
        z.trim(),
        z.minLength(1, issue(code)),
        z.maxLength(LOCATION_MAX_CHARS, issue('booking.addressTooLong', { count: LOCATION_MAX_CHARS })),
      ),
  );

/**
 * Dispatch's change (decision 045): the customer's fields and, dispatch only, new places as the site's place
 * fields send them (a place id, "lat,lng" or typed text, with the text shown); an end absent stays as booked.
 * `extraStop`: the stop's place (text or id), or null for none; absent: as booked.
 */
export const adminChangeBookingRequestSchema = z.extend(changeBookingRequestSchema, {
  places: z.optional(
    z.object({
      pickup: placeText('booking.pickupMissing'),
      pickupAddress: placeText('booking.pickupMissing'),
      destination: placeText('booking.destinationMissing'),
      destinationAddress: placeText('booking.destinationMissing'),
      extraStop: z.optional(
        z.nullable(
          z
            .string()
            .check(
              z.trim(),
              z.minLength(1, issue('booking.extraStopRequired')),
              z.maxLength(LOCATION_MAX_CHARS, issue('booking.addressTooLong', { count: LOCATION_MAX_CHARS })),
            ),
        ),
      ),
    }),
  ),
});
export type AdminChangeBookingRequest = z.infer<typeof adminChangeBookingRequestSchema>;

/**
 * Dispatch's details of a booking (decision 045), no price change, applied at once: the passenger (null: the
 * customer rides), the flight number and the requests for the chauffeur. A field absent stays as it is.
 */
export const bookingDetailsRequestSchema = z.object({
  passenger: z.optional(z.nullable(passengerSchema)),
  flightNumber: bookingExtrasSchema.shape.flightNumber,
  specialRequests: bookingExtrasSchema.shape.specialRequests,
});
export type BookingDetailsRequest = z.infer<typeof bookingDetailsRequestSchema>;

/** A change's difference to pay (the card form's intent), with the booking's number and customer. */
export const changePaymentSchema = z.extend(createPaymentIntentResponseSchema, {
  number: z.string(),
  customerName: z.string(),
});
export type ChangePayment = z.infer<typeof changePaymentSchema>;

import '../zod-setup.ts';
import * as z from 'zod/mini';
import { issue } from '../zod-issues.ts';
import { guestRequestSchema } from './auth.ts';
import { bookingViewSchema, createBookingRequestSchema } from './checkout.ts';
import { UUID } from './ids.ts';
import { localeSchema } from './locale.ts';

/**
 * Dispatch takes bookings by phone or email (decision 045): the caller found among the accounts or entered as a
 * guest, the ride as the site books it (the same request, priced by the same quote and stored by the same
 * checkout service), an optional price override with its reason, and a payment link emailed to the customer.
 * Internal notes on a booking are dispatch's only.
 */

/** The most an override may move the quoted total (multiples of it) and its absolute bounds, in cents. */
export const OVERRIDE_LIMITS = { minCents: 100, maxCents: 2_000_000, maxTimesQuote: 5 } as const;
export const OVERRIDE_REASON_MAX = 500;
export const NOTE_MAX = 2000;

export const dispatchCustomerSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('account'),
    userId: z.string().check(z.regex(UUID, issue('dispatch.customerNotFound'))),
  }),
  z.extend(guestRequestSchema, { kind: z.literal('guest'), locale: localeSchema }),
]);
export type DispatchCustomer = z.infer<typeof dispatchCustomerSchema>;

export const priceOverrideSchema = z.object({
  /** The all-in total the caller is charged, in dollars (2 decimals). */
  total: z
    .number({ error: issue('dispatch.overrideOutOfRange') })
    .check(
      z.gte(OVERRIDE_LIMITS.minCents / 100, issue('dispatch.overrideOutOfRange')),
      z.lte(OVERRIDE_LIMITS.maxCents / 100, issue('dispatch.overrideOutOfRange')),
    ),
  reason: z
    .string({ error: issue('dispatch.overrideReasonRequired') })
    .check(
      z.trim(),
      z.minLength(3, issue('dispatch.overrideReasonRequired')),
      z.maxLength(OVERRIDE_REASON_MAX, issue('dispatch.overrideReasonRequired')),
    ),
});

export const dispatchBookingRequestSchema = z.object({
  customer: dispatchCustomerSchema,
  /** The ride, exactly as the site's booking details send it (guestInfo and replacesBookingId are ignored). */
  booking: createBookingRequestSchema,
  override: z.optional(priceOverrideSchema),
  /** Email the customer a payment link now (default); dispatch may send one later. */
  sendPayLink: z._default(z.boolean(), true),
});
export type DispatchBookingRequest = z.input<typeof dispatchBookingRequestSchema>;

export const dispatchBookingResponseSchema = z.object({
  booking: bookingViewSchema,
  /** Where the payment link went (null: not sent). */
  payLinkSentTo: z.nullable(z.string()),
});
export type DispatchBookingResponse = z.infer<typeof dispatchBookingResponseSchema>;

export const customerSearchQuerySchema = z.object({
  q: z
    .string({ error: issue('dispatch.searchTooShort') })
    .check(z.trim(), z.minLength(2, issue('dispatch.searchTooShort')), z.maxLength(100)),
});

export const customerMatchSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.nullable(z.string()),
  locale: localeSchema,
});
export const customerSearchResponseSchema = z.object({ customers: z.array(customerMatchSchema) });
export type CustomerMatch = z.infer<typeof customerMatchSchema>;

export const payLinkSentSchema = z.object({ sentTo: z.string() });

/** POST /api/pay-links/open: the token of an emailed payment link. */
export const openPayLinkRequestSchema = z.object({
  token: z
    .string({ error: issue('dispatch.payLinkInvalid') })
    .check(
      z.minLength(10, issue('dispatch.payLinkInvalid')),
      z.maxLength(200, issue('dispatch.payLinkInvalid')),
    ),
});

/**
 * pay: this browser may now pay the booking at /checkout/:bookingId; signIn: the booking is an account's (sign in
 * as it first); paid: already paid (its confirmation number).
 */
export const openPayLinkResponseSchema = z.object({
  /** payChange: pay a change's difference (`changeId`, GET /api/bookings/:id/changes/:changeId/payment). */
  next: z.enum(['pay', 'signIn', 'paid', 'payChange', 'payExtra']),
  bookingId: z.string(),
  number: z.string(),
  /** The change whose difference the link pays (decision 045); null for the booking's own payment. */
  changeId: z.optional(z.nullable(z.string())),
  /** payExtra: the charge after the ride the link pays (decision 29, POST /api/bookings/:id/extra-charges/:chargeId/payment). */
  extraChargeId: z.optional(z.string()),
});
export type OpenPayLinkResponse = z.infer<typeof openPayLinkResponseSchema>;

export const bookingNoteRequestSchema = z.object({
  body: z
    .string({ error: issue('dispatch.noteEmpty') })
    .check(
      z.trim(),
      z.minLength(1, issue('dispatch.noteEmpty')),
      z.maxLength(NOTE_MAX, issue('dispatch.noteTooLong', { max: NOTE_MAX })),
    ),
});

export const bookingNoteSchema = z.object({
  id: z.string(),
  body: z.string(),
  authorName: z.string(),
  createdAt: z.string(),
});
export const bookingNotesSchema = z.object({ notes: z.array(bookingNoteSchema) });
export type BookingNote = z.infer<typeof bookingNoteSchema>;

import '../zod-setup.ts';
import * as z from 'zod/mini';
import { COMPANY_PAYMENT_TERMS, ON_ACCOUNT_REFUSALS } from '../domain/companies.ts';
import { issue } from '../zod-issues.ts';
import { UUID } from './ids.ts';

/**
 * Booking on account (issue 38, decision 058): a booker of a company bills a pending booking to the company at the
 * payment step instead of paying by card. Signed-in members only; the company is always the caller's own (no
 * company id is ever read from the browser); money is computed on the server.
 *
 * Routes:
 * - GET  /api/company/booking-options?bookingId=<uuid>  -> companyBookingOptionsSchema
 *     the booking's owner, an active member with can_book; else 404 `companies.notMember` (another's booking:
 *     404 `booking.notFound`; signed out 401).
 * - POST /api/bookings/{id}/bill-to-company  billToCompanyRequestSchema -> confirmBookingResponseSchema (checkout.ts)
 *     400 `companies.referenceRequired` on `references.<key>`, `companies.referenceUnknown`,
 *     `companies.referenceTooLong`, `companies.travellerNotMember` on `travellerUserId`;
 *     409 `companies.onHold`, `companies.overLimit`, `companies.cardTerms`, `checkout.alreadyPaid`.
 *   For a company on `card` terms (decision 060) the same route charges the account price to the company's card on
 *   file at once (no card fields; the references and traveller as on account) and confirms the booking as a paid
 *   card booking (never invoiced): 409 `companies.noCard` without a card on file,
 *   `checkout.paymentFailed` with the provider's words for a declined card (the booking stays pending: the
 *   booker may still pay with their own card); no credit-limit check (it is paid now).
 */

export const COMPANY_REFERENCE_MAX_LENGTH = 100;

export const bookingOptionsQuerySchema = z.object({
  bookingId: z.string().check(z.regex(UUID, issue('booking.notFound'))),
});

const priceLineSchema = z.object({
  code: z.string(),
  label: z.string(),
  /** Dollars (negative for the discount line). */
  amount: z.number(),
});

export const companyBookingOptionsSchema = z.object({
  company: z.object({
    id: z.string(),
    legalName: z.string(),
    referenceFields: z.array(
      z.object({ key: z.string(), labelEn: z.string(), labelEs: z.string(), required: z.boolean() }),
    ),
    paymentTerms: z.enum(COMPANY_PAYMENT_TERMS),
    discountPpm: z.nullable(z.number()),
  }),
  /** The company's active members who may ride on its account (the booker among them when they may). */
  travellers: z.array(
    z.object({
      userId: z.string(),
      name: z.string(),
      email: z.string(),
      phone: z.nullable(z.string()),
    }),
  ),
  /** This booking's price on account: the stored lines, the company discount as its own line, tax recomputed. */
  price: z.object({
    lines: z.array(priceLineSchema),
    subtotal: z.number(),
    taxRatePpm: z.number(),
    tax: z.number(),
    total: z.number(),
  }),
  /**
   * How "Bill to <company>" pays (decision 060): `account` (net terms: confirmed now, invoiced monthly) or
   * `companyCard` (card terms: the account price charged now to the company's card on file).
   */
  mode: z.enum(['account', 'companyCard']),
  /** The company's card on file ("Visa •••• 4242") in `companyCard` mode; null when none (refusal noCard). */
  companyCard: z.nullable(z.object({ label: z.string() })),
  /** Null when the booking can be billed now; else why not (with the hold's reason). */
  refusal: z.nullable(
    z.object({
      code: z.enum(ON_ACCOUNT_REFUSALS),
      holdReason: z.nullable(z.string()),
    }),
  ),
});
export type CompanyBookingOptions = z.infer<typeof companyBookingOptionsSchema>;

export const billToCompanyRequestSchema = z.object({
  /** Values by reference-field key; trimmed, at most 100 characters; unknown keys refused (by the service). */
  references: z.record(
    z.string(),
    z.string({ error: issue('companies.referenceTooLong', { max: COMPANY_REFERENCE_MAX_LENGTH }) }),
  ),
  /** The member who rides; null or absent: the booker rides. */
  travellerUserId: z.optional(
    z.nullable(z.string().check(z.regex(UUID, issue('companies.travellerNotMember')))),
  ),
});
export type BillToCompanyRequest = z.infer<typeof billToCompanyRequestSchema>;

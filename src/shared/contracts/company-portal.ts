import '../zod-setup.ts';
import * as z from 'zod/mini';
import { COMPANY_PAYMENT_TERMS, COMPANY_STATUSES } from '../domain/companies.ts';
import { BOOKING_STATUSES } from '../domain/booking-status.ts';
import { issue } from '../zod-issues.ts';
import { UUID } from './ids.ts';
import { LOCALES } from './locale.ts';

/**
 * The company portal (issue 38, decision 056): what a member of a company reads at /company, and the invitation
 * link's page (/company/join?token=). The members' and invitations' shapes are in company-members.ts.
 *
 * Routes (customer accounts; 401 signed out, 403 guests, chauffeurs and admins; 404 `companies.notMember` for a
 * customer of no company):
 * - GET    /api/company                         -> companyMembershipSchema
 * - GET    /api/company/bookings?traveller&booker&reference&month&page -> companyBookingsListSchema
 * - GET    /api/company/bookings/{number}/receipt.pdf
 * - GET    /api/company/members                 -> companyMembersListSchema (company admins)
 * - POST   /api/company/invitations             companyInvitationInputSchema -> 201 companyInvitationSchema
 * - DELETE /api/company/invitations/{id}        -> companyInvitationSchema (revoked)
 * - PUT    /api/company/members/{id}            companyRolesSchema -> companyMemberSchema
 * - DELETE /api/company/members/{id}            -> companyMemberSchema (removed)
 * - POST   /api/company/leave                   -> 204
 * Public (the token is the permission):
 * - GET    /api/company-invitations/{token}     -> invitationPreviewSchema
 * - POST   /api/company-invitations/{token}/accept  acceptInvitationSchema -> companyMembershipSchema
 */

export const companyRecordIdParamsSchema = z.object({
  id: z.string().check(z.regex(UUID, issue('companies.memberNotFound'))),
});

/** An invitation token as mailed: 43 base64url characters (256 bits). */
export const invitationTokenParamsSchema = z.object({
  token: z.string().check(z.regex(/^[A-Za-z0-9_-]{20,100}$/, issue('companies.invitationNotFound'))),
});

/** What the invitation link's page shows before accepting (no session needed). */
export const invitationPreviewSchema = z.object({
  companyName: z.string(),
  email: z.string(),
  canBook: z.boolean(),
  canRide: z.boolean(),
  isAdmin: z.boolean(),
  /** pending: may be accepted until expiresAt. */
  state: z.enum(['pending', 'accepted', 'expired', 'revoked']),
  expiresAt: z.string(),
  language: z.enum(LOCALES),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

/**
 * Accepting: a signed-in customer whose email is the invited one sends `{}`; a signed-out person sends the new
 * account's names, phone and password (the account gets the invited email and is signed in).
 */
export const acceptInvitationSchema = z.object({
  firstName: z.optional(
    z
      .string({ error: issue('auth.firstNameMin') })
      .check(
        z.trim(),
        z.minLength(2, issue('auth.firstNameMin')),
        z.maxLength(80, issue('auth.firstNameMax')),
      ),
  ),
  lastName: z.optional(
    z
      .string({ error: issue('auth.lastNameMin') })
      .check(z.trim(), z.minLength(2, issue('auth.lastNameMin')), z.maxLength(80, issue('auth.lastNameMax'))),
  ),
  phone: z.optional(
    z
      .string({ error: issue('common.phoneInvalid') })
      .check(
        z.trim(),
        z.minLength(7, issue('common.phoneInvalid')),
        z.maxLength(32, issue('common.phoneInvalid')),
        z.regex(/^[0-9+().\s-]+$/, issue('common.phoneInvalid')),
      ),
  ),
  password: z.optional(
    z
      .string({ error: issue('auth.passwordMin') })
      .check(z.minLength(6, issue('auth.passwordMin')), z.maxLength(200, issue('auth.passwordMax'))),
  ),
  locale: z.optional(z.enum(LOCALES)),
});
export type AcceptInvitation = z.infer<typeof acceptInvitationSchema>;

/** A reference field as the portal shows it (labels in both languages). */
const referenceFieldSchema = z.object({
  key: z.string(),
  labelEn: z.string(),
  labelEs: z.string(),
  required: z.boolean(),
});

/** GET /api/company: the caller's company and roles; the month's running total for company admins only. */
export const companyMembershipSchema = z.object({
  company: z.object({
    id: z.string(),
    legalName: z.string(),
    status: z.enum(COMPANY_STATUSES),
    holdReason: z.nullable(z.string()),
    referenceFields: z.array(referenceFieldSchema),
    paymentTerms: z.enum(COMPANY_PAYMENT_TERMS),
    language: z.enum(LOCALES),
  }),
  memberId: z.string(),
  roles: z.object({ canBook: z.boolean(), canRide: z.boolean(), isAdmin: z.boolean() }),
  /**
   * Company admins: this New York month's rides on account (total less refunds; pending ones and cancellations
   * without a fee left out) against the credit limit. Null for other members.
   */
  month: z.nullable(
    z.object({
      /** yyyy-mm, New York. */
      month: z.string(),
      runningTotalCents: z.number(),
      creditLimitCents: z.number(),
    }),
  ),
});
export type CompanyMembership = z.infer<typeof companyMembershipSchema>;

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export const companyBookingsQuerySchema = z.object({
  traveller: z.optional(z.string().check(z.regex(UUID, issue('common.invalidInput')))),
  booker: z.optional(z.string().check(z.regex(UUID, issue('common.invalidInput')))),
  reference: z.optional(z.string().check(z.trim(), z.maxLength(100, issue('common.invalidInput')))),
  month: z.optional(z.string().check(z.regex(MONTH, issue('common.invalidInput')))),
  page: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000))),
});
export type CompanyBookingsQuery = z.infer<typeof companyBookingsQuerySchema>;

export const companyBookingRowSchema = z.object({
  number: z.string(),
  pickupAt: z.string(),
  status: z.enum(BOOKING_STATUSES),
  travellerName: z.nullable(z.string()),
  bookerName: z.nullable(z.string()),
  pickupAddress: z.string(),
  destinationAddress: z.string(),
  references: z.record(z.string(), z.string()),
  totalCents: z.number(),
  /** 'account' for a ride on the company's account; else the card's label. */
  paymentMethod: z.nullable(z.string()),
  /** Whether the receipt PDF may be downloaded (not for a pending ride). */
  hasReceipt: z.boolean(),
});
export type CompanyBookingRow = z.infer<typeof companyBookingRowSchema>;

/** A person a filter may name (the company's members who rode or booked, current or past). */
export const companyPersonSchema = z.object({ userId: z.string(), name: z.string() });

export const companyBookingsListSchema = z.object({
  bookings: z.array(companyBookingRowSchema),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
  /** Who the filters may name: for an admin every member, current or past; empty for the others. */
  people: z.array(companyPersonSchema),
});
export type CompanyBookingsList = z.infer<typeof companyBookingsListSchema>;

export const companyBookingNumberParamsSchema = z.object({
  number: z.string().check(z.regex(/^[A-Z0-9-]{4,32}$/, issue('companies.bookingNotFound'))),
});

export const receiptLangQuerySchema = z.object({ lang: z.optional(z.enum(LOCALES)) });

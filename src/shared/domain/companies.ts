/**
 * Company accounts (issue 38, decision 35 of the product): the corporate clients whose members book on account
 * and are billed by monthly invoice or on the company's card. Money is integer cents; the negotiated discount is
 * in parts per million (125000 = 12.5 %), like the tax rate of a booking.
 */

/** How a company pays: a monthly invoice due in 15 or 30 days, or its card on file. */
export const COMPANY_PAYMENT_TERMS = ['net15', 'net30', 'card'] as const;

/** `on_hold`: no new rides on account (the reason says why, to the admins and later to the company). */
export const COMPANY_STATUSES = ['active', 'on_hold'] as const;
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];

/** The largest negotiated discount: 50 % off the configured prices, in parts per million. */
export const COMPANY_MAX_DISCOUNT_PPM = 500_000;
/** The largest credit limit an admin may set: $10,000,000 (in cents; well inside a PostgreSQL integer). */
export const COMPANY_MAX_CREDIT_LIMIT_CENTS = 1_000_000_000;
/** At most this many billing email addresses and reference fields per company. */
export const COMPANY_MAX_BILLING_EMAILS = 5;
export const COMPANY_MAX_REFERENCE_FIELDS = 4;

/**
 * A reference a company requires (or offers) on each of its rides ("Cost centre" required, "Matter number"
 * optional): a stable key (a slug: the rides store their values under it, so it survives a label's rewording),
 * the label in English and in Spanish, and whether a ride may be booked without it.
 */
export interface CompanyReferenceField {
  key: string;
  labelEn: string;
  labelEs: string;
  required: boolean;
}

/** How long a company invitation may be accepted (decision 056): 14 days from sending. */
export const COMPANY_INVITATION_DAYS = 14;

/** Why a booking cannot be billed to the company now (the card still works): the options' `refusal.code`. */
export const ON_ACCOUNT_REFUSALS = [
  'companies.onHold',
  'companies.overLimit',
  'companies.cardTerms',
  /** Card terms and no card on file (decision 060). */
  'companies.noCard',
] as const;
export type OnAccountRefusal = (typeof ON_ACCOUNT_REFUSALS)[number];

import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  COMPANY_PAYMENT_TERMS,
  COMPANY_STATUSES,
  type CompanyReferenceField,
} from '../../../shared/domain/companies.ts';
import { users } from './accounts.ts';

/**
 * Company accounts (issue 38, decision 055): the corporate clients whose members book on account. Money is integer
 * cents and the negotiated discount parts per million (like a booking's tax rate). Members, bookings on account and
 * invoices come later and point here.
 */
export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Unique whatever its case (the index on lower(legal_name)). */
    legalName: text('legal_name').notNull(),
    /** Several lines, as printed on the invoice. */
    billingAddress: text('billing_address').notNull(),
    /** 1 to 5 addresses the invoices go to. */
    billingEmails: jsonb('billing_emails').$type<string[]>().notNull(),
    taxId: text('tax_id'),
    paymentTerms: text('payment_terms', { enum: COMPANY_PAYMENT_TERMS }).notNull(),
    creditLimitCents: integer('credit_limit_cents').notNull().default(0),
    /** 0 to 4 references each ride carries (key, labels in English and Spanish, required). */
    referenceFields: jsonb('reference_fields').$type<CompanyReferenceField[]>().notNull().default([]),
    /** A percentage off the configured prices, in parts per million (0 < p <= 500000); null: none. */
    discountPpm: integer('discount_ppm'),
    /** The language of the company's invoices and emails. */
    language: text('language', { enum: ['en', 'es'] })
      .notNull()
      .default('en'),
    status: text('status', { enum: COMPANY_STATUSES }).notNull().default('active'),
    /** Why the company is on hold: set exactly when it is. */
    holdReason: text('hold_reason'),
    /**
     * The company's card on file (payment terms `card`, decision 060): kept by the payments provider for the
     * company (never card data: the provider's customer and payment method, and what people recognise it by).
     * Set by a company admin from the portal; every set and removal audited.
     */
    cardProvider: text('card_provider', { enum: ['stripe', 'test'] }),
    cardProviderCustomerId: text('card_provider_customer_id'),
    cardPaymentMethodId: text('card_payment_method_id'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    cardExpMonth: integer('card_exp_month'),
    cardExpYear: integer('card_exp_year'),
    cardSetBy: uuid('card_set_by').references(() => users.id, { onDelete: 'set null' }),
    cardSetAt: timestamp('card_set_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('companies_legal_name_key').on(sql`lower(${t.legalName})`),
    check('companies_credit_limit_check', sql`${t.creditLimitCents} >= 0`),
    check(
      'companies_discount_check',
      sql`${t.discountPpm} is null or (${t.discountPpm} > 0 and ${t.discountPpm} <= 500000)`,
    ),
    check(
      'companies_billing_emails_check',
      sql`jsonb_typeof(${t.billingEmails}) = 'array' and jsonb_array_length(${t.billingEmails}) between 1 and 5`,
    ),
    check(
      'companies_reference_fields_check',
      sql`jsonb_typeof(${t.referenceFields}) = 'array' and jsonb_array_length(${t.referenceFields}) <= 4`,
    ),
    check('companies_hold_reason_check', sql`(${t.status} = 'on_hold') = (${t.holdReason} is not null)`),
    check(
      'companies_card_check',
      sql`(${t.cardProvider} is null) = (${t.cardPaymentMethodId} is null) and (${t.cardPaymentMethodId} is null) = (${t.cardProviderCustomerId} is null)`,
    ),
  ],
);

/**
 * A company's people (issue 38, decision 056): a customer account that books for the company (booker), rides on
 * its account (traveller), or both, and may administer it (company admin: invites, removes, sees every ride and
 * the invoices). A member who leaves or is removed keeps the row with `removed_at` (their rides stay on the
 * company's books); one active membership per account and company, and an account belongs to one company at a time.
 */
export const companyMembers = pgTable(
  'company_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    canBook: boolean('can_book').notNull().default(false),
    canRide: boolean('can_ride').notNull().default(false),
    isAdmin: boolean('is_admin').notNull().default(false),
    /** The invitation this membership came from (null for one made by the base's admins directly). */
    invitationId: uuid('invitation_id'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    removedByUserId: uuid('removed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    /** One company at a time per account. */
    uniqueIndex('company_members_active_user_key')
      .on(t.userId)
      .where(sql`${t.removedAt} is null`),
    index('company_members_company_idx').on(t.companyId),
    check('company_members_role_check', sql`${t.canBook} or ${t.canRide} or ${t.isAdmin}`),
  ],
);

/**
 * An invitation to join a company, sent by email: single use, valid 14 days. Only the SHA-256 of its token is
 * stored. Accepting joins the signed-in account (whose email must match) or creates one.
 */
export const companyInvitations = pgTable(
  'company_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Lower-cased. */
    email: text('email').notNull(),
    canBook: boolean('can_book').notNull().default(false),
    canRide: boolean('can_ride').notNull().default(false),
    isAdmin: boolean('is_admin').notNull().default(false),
    tokenHash: text('token_hash').notNull(),
    language: text('language', { enum: ['en', 'es'] })
      .notNull()
      .default('en'),
    invitedByUserId: uuid('invited_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedByUserId: uuid('accepted_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('company_invitations_token_key').on(t.tokenHash),
    index('company_invitations_company_idx').on(t.companyId, t.createdAt),
    check('company_invitations_role_check', sql`${t.canBook} or ${t.canRide} or ${t.isAdmin}`),
  ],
);

/** An invoice's statuses: open (issued, unpaid), paid, void (kept with its number and reason). */
export const INVOICE_STATUSES = ['open', 'paid', 'void'] as const;

/**
 * A company's monthly invoice (issue 38): numbered `yyyy-nnnn`, sequential per year with no gaps (the number is
 * drawn from `invoice_counters` in the transaction that inserts the invoice, so a rollback returns it), one per
 * company per New York month unless voided. The lines are a snapshot of what was billed (JSON), in cents.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    year: integer('year').notNull(),
    seq: integer('seq').notNull(),
    number: text('number').notNull(),
    /** The New York month billed: its first and last day. */
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    language: text('language', { enum: ['en', 'es'] })
      .notNull()
      .default('en'),
    /** What was billed, as printed (rides, extras and tips, cancellation fees). */
    lines: jsonb('lines').$type<unknown[]>().notNull().default([]),
    subtotalCents: integer('subtotal_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    status: text('status', { enum: INVOICE_STATUSES }).notNull().default('open'),
    paidAmountCents: integer('paid_amount_cents'),
    paidOn: date('paid_on', { mode: 'string' }),
    paidMethod: text('paid_method'),
    voidReason: text('void_reason'),
    /** When the invoice was first seen overdue (the company is held after the configured days past due). */
    overdueAt: timestamp('overdue_at', { withTimezone: true }),
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_number_key').on(t.number),
    uniqueIndex('invoices_year_seq_key').on(t.year, t.seq),
    /** One live invoice per company and month: two jobs at once make one. */
    uniqueIndex('invoices_company_period_key')
      .on(t.companyId, t.periodStart)
      .where(sql`${t.status} <> 'void'`),
    index('invoices_company_idx').on(t.companyId, t.issuedAt),
    check('invoices_void_reason_check', sql`(${t.status} = 'void') = (${t.voidReason} is not null)`),
  ],
);

/** The last invoice number drawn per year (a row per year, locked by the UPDATE that draws the next). */
export const invoiceCounters = pgTable('invoice_counters', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull().default(0),
});

import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  COMPANY_PAYMENT_TERMS,
  COMPANY_STATUSES,
  type CompanyReferenceField,
} from '../../../shared/domain/companies.ts';

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
  ],
);

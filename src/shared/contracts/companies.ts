import '../zod-setup.ts';
import * as z from 'zod/mini';
import {
  COMPANY_MAX_BILLING_EMAILS,
  COMPANY_MAX_CREDIT_LIMIT_CENTS,
  COMPANY_MAX_DISCOUNT_PPM,
  COMPANY_MAX_REFERENCE_FIELDS,
  COMPANY_PAYMENT_TERMS,
  COMPANY_STATUSES,
} from '../domain/companies.ts';
import type { ErrorCode } from '../error-codes.ts';
import { issue } from '../zod-issues.ts';
import { searchQuery } from './admin-ops.ts';
import { UUID } from './ids.ts';
import { LOCALES } from './locale.ts';

/**
 * Company accounts (issue 38, decision 055): the corporate clients the base's admins create and edit. Admins only
 * (401 signed out, 403 any other role); every change audited with the record before and after. Money is integer
 * cents; the negotiated discount is in parts per million off the configured prices (125000 = 12.5 %).
 *
 * Routes:
 * - GET  /api/admin/companies?status&q     -> companyListSchema (by legal name, each with its balance)
 * - POST /api/admin/companies              companyInputSchema -> 201 companySchema
 * - GET  /api/admin/companies/{id}         -> companyWithBalanceSchema
 * - PUT  /api/admin/companies/{id}         companyInputSchema -> companySchema (every editable field)
 *
 * The legal name is unique whatever its case: 409 `companies.nameTaken` on `legalName`. An unknown company is 404
 * `companies.notFound`.
 */

/** A trimmed text of `min` to `max` characters, any problem worded by the field's own code. */
const text = (code: ErrorCode, min: number, max: number) =>
  z
    .string({ error: issue(code) })
    .check(z.trim(), z.minLength(min, issue(code)), z.maxLength(max, issue(code)));

/** A reference field's key: a slug, lower-cased (the rides store their values under it). */
const REFERENCE_KEY = /^[a-z][a-z0-9_-]{0,39}$/;
/** A tax id (EIN 12-3456789, a VAT or foreign number): letters, digits and a few separators. */
const TAX_ID = /^[A-Za-z0-9][A-Za-z0-9 ./-]*$/;

const billingEmail = () =>
  z
    .string({ error: issue('companies.billingEmailInvalid') })
    .check(
      z.trim(),
      z.maxLength(254, issue('companies.billingEmailInvalid')),
      z.email(issue('companies.billingEmailInvalid')),
    );

/** One reference field the company's rides carry ("Cost centre", required; "Matter number", optional). */
export const companyReferenceFieldSchema = z.object({
  key: z
    .string({ error: issue('companies.referenceKeyInvalid') })
    .check(
      z.trim(),
      z.toLowerCase(),
      z.maxLength(40, issue('companies.referenceKeyInvalid')),
      z.regex(REFERENCE_KEY, issue('companies.referenceKeyInvalid')),
    ),
  labelEn: text('companies.referenceLabelInvalid', 1, 60),
  labelEs: text('companies.referenceLabelInvalid', 1, 60),
  required: z.boolean({ error: issue('companies.referenceRequiredInvalid') }),
});

/** The first index at which a value repeats one before it (by `same`), else -1. */
function repeatAt<T>(values: readonly T[], same: (v: T) => string): number {
  const seen = new Set<string>();
  for (const [i, v] of values.entries()) {
    const k = same(v);
    if (seen.has(k)) return i;
    seen.add(k);
  }
  return -1;
}

/**
 * POST /api/admin/companies and PUT /api/admin/companies/{id}: every editable field (a PUT replaces them all).
 * - `legalName`: 2 to 200 characters, runs of spaces made one; unique whatever its case.
 * - `billingAddress`: several lines, 5 to 500 characters.
 * - `billingEmails`: 1 to 5 different addresses.
 * - `taxId`: null when none.
 * - `paymentTerms`: net15 | net30 (a monthly invoice due in 15 or 30 days) | card (the card on file).
 * - `creditLimitCents`: 0 to $10,000,000, in cents.
 * - `referenceFields`: 0 to 4, each key once.
 * - `discountPpm`: a percentage off the configured prices in parts per million, more than 0 and at most 500000
 *   (50 %); null for none.
 * - `language`: the language of the company's invoices and emails.
 * - `status` and `holdReason`: a company on hold needs its reason; an active one keeps none (it is dropped).
 */
export const companyInputSchema = z
  .object({
    legalName: z.string({ error: issue('companies.legalNameInvalid') }).check(
      z.trim(),
      z.overwrite((v) => v.replace(/\s+/g, ' ')),
      z.minLength(2, issue('companies.legalNameInvalid')),
      z.maxLength(200, issue('companies.legalNameInvalid')),
    ),
    billingAddress: z.string({ error: issue('companies.billingAddressInvalid') }).check(
      z.overwrite((v) =>
        v
          .replace(/\r\n?/g, '\n')
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean)
          .join('\n'),
      ),
      z.minLength(5, issue('companies.billingAddressInvalid')),
      z.maxLength(500, issue('companies.billingAddressInvalid')),
    ),
    billingEmails: z.array(billingEmail(), { error: issue('companies.billingEmailsInvalid') }).check(
      z.minLength(1, issue('companies.billingEmailsInvalid')),
      z.maxLength(COMPANY_MAX_BILLING_EMAILS, issue('companies.billingEmailsInvalid')),
      z.superRefine((emails, ctx) => {
        const at = repeatAt(emails, (e) => e.toLowerCase());
        if (at >= 0)
          ctx.addIssue({
            code: 'custom',
            message: issue('companies.billingEmailDuplicate'),
            path: [at],
            input: emails[at],
          });
      }),
    ),
    taxId: z.nullable(
      z
        .string({ error: issue('companies.taxIdInvalid') })
        .check(
          z.trim(),
          z.minLength(2, issue('companies.taxIdInvalid')),
          z.maxLength(40, issue('companies.taxIdInvalid')),
          z.regex(TAX_ID, issue('companies.taxIdInvalid')),
        ),
    ),
    paymentTerms: z.enum(COMPANY_PAYMENT_TERMS, { error: issue('companies.paymentTermsInvalid') }),
    creditLimitCents: z
      .number({ error: issue('companies.creditLimitInvalid') })
      .check(
        z.int(issue('companies.creditLimitInvalid')),
        z.gte(0, issue('companies.creditLimitInvalid')),
        z.lte(COMPANY_MAX_CREDIT_LIMIT_CENTS, issue('companies.creditLimitInvalid')),
      ),
    referenceFields: z
      .array(companyReferenceFieldSchema, { error: issue('companies.referenceFieldsInvalid') })
      .check(
        z.maxLength(COMPANY_MAX_REFERENCE_FIELDS, issue('companies.referenceFieldsInvalid')),
        z.superRefine((fields, ctx) => {
          const at = repeatAt(fields, (f) => f.key);
          if (at >= 0)
            ctx.addIssue({
              code: 'custom',
              message: issue('companies.referenceKeyDuplicate'),
              path: [at, 'key'],
              input: fields[at]?.key,
            });
        }),
      ),
    discountPpm: z.nullable(
      z
        .number({ error: issue('companies.discountInvalid') })
        .check(
          z.int(issue('companies.discountInvalid')),
          z.gt(0, issue('companies.discountInvalid')),
          z.lte(COMPANY_MAX_DISCOUNT_PPM, issue('companies.discountInvalid')),
        ),
    ),
    language: z.enum(LOCALES, { error: issue('companies.languageInvalid') }),
    status: z.enum(COMPANY_STATUSES, { error: issue('companies.statusInvalid') }),
    holdReason: z.nullable(text('companies.holdReasonRequired', 3, 500)),
  })
  .check(
    z.refine((v) => v.status !== 'on_hold' || v.holdReason !== null, {
      error: issue('companies.holdReasonRequired'),
      path: ['holdReason'],
    }),
  );
export type CompanyInput = z.infer<typeof companyInputSchema>;

/** A company as the admins read it. */
export const companySchema = z.object({
  id: z.string(),
  legalName: z.string(),
  billingAddress: z.string(),
  billingEmails: z.array(z.string()),
  taxId: z.nullable(z.string()),
  paymentTerms: z.enum(COMPANY_PAYMENT_TERMS),
  creditLimitCents: z.int(),
  referenceFields: z.array(
    z.object({ key: z.string(), labelEn: z.string(), labelEs: z.string(), required: z.boolean() }),
  ),
  discountPpm: z.nullable(z.int()),
  language: z.enum(LOCALES),
  status: z.enum(COMPANY_STATUSES),
  /** Why the company is on hold; null when active. */
  holdReason: z.nullable(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Company = z.infer<typeof companySchema>;

/**
 * A company with what it owes (decision 059), as GET /api/admin/companies and GET /api/admin/companies/{id} answer:
 * - `balanceCents`: its open invoices' totals plus what is on account and not invoiced yet (each ride billed to it
 *   at its total less refunds, a cancelled one at the fee it kept; its on-account extras and tips);
 * - `overdueCents` / `overdueCount`: its open invoices due before today (New York);
 * - `memberCount`: its members not removed.
 */
export const companyWithBalanceSchema = z.extend(companySchema, {
  balanceCents: z.int(),
  overdueCents: z.int(),
  overdueCount: z.int(),
  memberCount: z.int(),
  /** Its card on file ("Visa •••• 4242 · 12/2030", language-neutral; decision 060), null when none. */
  cardLabel: z.nullable(z.string()),
});
export type CompanyWithBalance = z.infer<typeof companyWithBalanceSchema>;

export const companyListSchema = z.object({ companies: z.array(companyWithBalanceSchema) });
export type CompanyList = z.infer<typeof companyListSchema>;

/** GET /api/admin/companies: `status` keeps one status; `q` keeps the legal names that contain it (case aside). */
export const companyListQuerySchema = z.object({
  status: z.optional(z.enum(COMPANY_STATUSES, { error: issue('companies.statusInvalid') })),
  q: searchQuery(),
});
export type CompanyListQuery = z.infer<typeof companyListQuerySchema>;

export const companyIdParamsSchema = z.object({
  id: z.string().check(z.regex(UUID, issue('companies.notFound'))),
});

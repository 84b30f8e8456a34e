import '../zod-setup.ts';
import * as z from 'zod/mini';
import { issue } from '../zod-issues.ts';
import { UUID } from './ids.ts';
import { LOCALES } from './locale.ts';

/**
 * Company invoices (issue 38, decision 057): one a month per company with rides on account, numbered `yyyy-nnnn`
 * (sequential per year, never reused; a void invoice keeps its number). Money in integer cents.
 *
 * Shared views (the routes are in the invoices module):
 * - GET /api/company/invoices                (company admins: their company's) -> invoiceListSchema
 * - GET /api/company/invoices/{id}/invoice.pdf|invoice.csv  (company admins)
 * - GET /api/admin/invoices?companyId&status -> invoiceListSchema; the admin's actions in the invoices module.
 */
export const INVOICE_STATUS_VALUES = ['open', 'paid', 'void'] as const;

/** One billed line: a completed ride, an extra or tip after a ride, or a cancellation fee. */
export const invoiceLineSchema = z.object({
  kind: z.enum(['ride', 'extras', 'tip', 'cancellation']),
  bookingId: z.string(),
  bookingNumber: z.string(),
  /** The ride's pickup (ISO instant); the date printed is its New York date. */
  date: z.string(),
  traveller: z.string(),
  route: z.string(),
  /** The reference fields' values, keyed by the fields' keys. */
  references: z.record(z.string(), z.string()),
  subtotalCents: z.int(),
  taxCents: z.int(),
  totalCents: z.int(),
  /** A ride's credits (decision 061: an admin's credit on it before it was invoiced); absent when none. */
  creditCents: z.optional(z.int()),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

export const invoiceSummarySchema = z.object({
  id: z.string(),
  number: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  /** The New York month billed: yyyy-mm-dd of its first and last day. */
  periodStart: z.string(),
  periodEnd: z.string(),
  issuedAt: z.string(),
  dueOn: z.string(),
  language: z.enum(LOCALES),
  subtotalCents: z.int(),
  taxCents: z.int(),
  totalCents: z.int(),
  status: z.enum(INVOICE_STATUS_VALUES),
  /** Open and past its due date (New York). */
  overdue: z.boolean(),
  paidAmountCents: z.nullable(z.int()),
  paidOn: z.nullable(z.string()),
  paidMethod: z.nullable(z.string()),
  voidReason: z.nullable(z.string()),
  lineCount: z.int(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

export const invoiceSchema = z.extend(invoiceSummarySchema, { lines: z.array(invoiceLineSchema) });
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoiceListSchema = z.object({ invoices: z.array(invoiceSummarySchema) });
export type InvoiceList = z.infer<typeof invoiceListSchema>;

// The admin's actions and the lists' filters (decision 057).

/** How a company paid an invoice. */
export const INVOICE_PAY_METHODS = ['ach', 'wire', 'check', 'card', 'other'] as const;
export type InvoicePayMethod = (typeof INVOICE_PAY_METHODS)[number];

export const VOID_REASON_MIN = 3;
export const VOID_REASON_MAX = 500;

export const invoiceIdParamsSchema = z.object({
  id: z.string().check(z.regex(UUID, issue('invoices.notFound'))),
});

/** GET /api/admin/invoices: one company, one status, only the overdue (`overdue=true`). */
export const invoiceListQuerySchema = z.object({
  companyId: z.optional(z.string().check(z.regex(UUID, issue('invoices.companyInvalid')))),
  status: z.optional(z.enum(INVOICE_STATUS_VALUES, { error: issue('invoices.statusInvalid') })),
  overdue: z.optional(z.enum(['true', 'false'], { error: issue('invoices.overdueInvalid') })),
});
export type InvoiceListQuery = z.infer<typeof invoiceListQuerySchema>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** POST /api/admin/invoices/{id}/pay: an open invoice paid (amount received, New York date, method). */
export const invoicePaySchema = z.object({
  amountCents: z
    .int({ error: issue('invoices.amountInvalid') })
    .check(z.gte(1, issue('invoices.amountInvalid')), z.lte(100_000_000_00, issue('invoices.amountInvalid'))),
  paidOn: z.string({ error: issue('invoices.paidOnInvalid') }).check(
    z.regex(DAY, issue('invoices.paidOnInvalid')),
    z.refine((v) => {
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
    }, issue('invoices.paidOnInvalid')),
  ),
  method: z.enum(INVOICE_PAY_METHODS, { error: issue('invoices.methodInvalid') }),
});
export type InvoicePayInput = z.infer<typeof invoicePaySchema>;

/** POST /api/admin/invoices/{id}/void: an open invoice voided with its reason; it keeps its number. */
export const invoiceVoidSchema = z.object({
  reason: z
    .string({ error: issue('invoices.reasonInvalid') })
    .check(
      z.trim(),
      z.minLength(VOID_REASON_MIN, issue('invoices.reasonInvalid')),
      z.maxLength(VOID_REASON_MAX, issue('invoices.reasonInvalid')),
    ),
});
export type InvoiceVoidInput = z.infer<typeof invoiceVoidSchema>;

/** POST /api/admin/invoices/run: invoice a New York month (before the current one) now. */
export const invoiceRunSchema = z.object({
  month: z
    .string({ error: issue('invoices.monthInvalid') })
    .check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, issue('invoices.monthInvalid'))),
});
export type InvoiceRunInput = z.infer<typeof invoiceRunSchema>;

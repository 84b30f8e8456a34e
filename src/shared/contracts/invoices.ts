import '../zod-setup.ts';
import * as z from 'zod/mini';
import { LOCALES } from './locale.ts';

/**
 * Company invoices (issue 38, decision 057): one a month per company with rides on account, numbered `yyyy-nnnn`
 * (sequential per year, never reused; a void invoice keeps its number). Money in integer cents.
 *
 * Shared views (the routes are in the invoices module):
 * - GET /api/company/invoices                (company admins: their company's) -> invoiceListSchema
 * - GET /api/company/invoices/{id}.pdf|.csv  (company admins)
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

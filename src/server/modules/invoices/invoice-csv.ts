import { centsToDollarString } from '../../../shared/domain/money.ts';
import { csvCell } from '../settlements/settlement-csv.ts';
import type { InvoiceDocument } from './invoice-document.ts';
import { INVOICE_TEXT, lineDay, lineKind, periodText, referenceColumns } from './invoice-text.ts';

/**
 * The invoice as CSV (UTF-8, CRLF) in the company's language: a heading block, then one row per line with the
 * reference fields as columns (labelled in the company's language), dollars with two decimals, then the totals.
 * Every cell is defused against spreadsheet formulas (csvCell).
 */
export function renderInvoiceCsv(doc: InvoiceDocument): string {
  const { invoice: i } = doc;
  const t = INVOICE_TEXT[i.language];
  const refs = referenceColumns(doc.company.referenceFields, i.lines, i.language);
  const rows: string[][] = [
    [t.title, i.number],
    [t.billTo, doc.company.legalName],
    [t.period, periodText(i)],
    [t.issued, i.issuedAt.slice(0, 10), t.due, i.dueOn],
    [],
    [
      t.columns.date,
      t.columns.booking,
      t.columns.kind,
      t.columns.traveller,
      t.columns.route,
      ...refs.map((r) => r.label),
      t.columns.subtotal,
      t.columns.tax,
      t.columns.amount,
    ],
    ...i.lines.map((l) => [
      lineDay(l),
      l.bookingNumber,
      lineKind(t, l, (c) => `$${centsToDollarString(c)}`),
      l.traveller,
      l.route,
      ...refs.map((r) => l.references[r.key] ?? ''),
      centsToDollarString(l.subtotalCents),
      centsToDollarString(l.taxCents),
      centsToDollarString(l.totalCents),
    ]),
    [],
    [t.totals.subtotal, centsToDollarString(i.subtotalCents)],
    [t.totals.tax, centsToDollarString(i.taxCents)],
    [t.totals.total, centsToDollarString(i.totalCents)],
  ];
  return `${rows.map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

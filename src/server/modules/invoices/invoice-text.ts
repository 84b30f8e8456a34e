/** The invoice's words in English and Spanish, shared by its PDF, its CSV and its email (decision 057). */
import type { Invoice, InvoiceLine, InvoicePayMethod } from '../../../shared/contracts/invoices.ts';
import type { Locale } from '../../../shared/contracts/locale.ts';
import type { CompanyReferenceField } from '../../../shared/domain/companies.ts';
import { nyWallClock } from '../../../shared/domain/new-york-time.ts';

export interface InvoiceText {
  intl: string;
  title: string;
  billTo: string;
  taxId: string;
  number: string;
  period: string;
  issued: string;
  due: string;
  status: Record<Invoice['status'], string>;
  kinds: Record<InvoiceLine['kind'], string>;
  methods: Record<InvoicePayMethod, string>;
  columns: {
    date: string;
    booking: string;
    kind: string;
    traveller: string;
    route: string;
    subtotal: string;
    tax: string;
    amount: string;
  };
  totals: { subtotal: string; tax: string; total: string };
  /** A ride's credit on its line (decision 061): "credit -$20.00". */
  credit: (amount: string) => string;
  empty: string;
  terms: (days: number, dueOn: string) => string;
  paid: (amount: string, on: string, method: string) => string;
  voided: (reason: string) => string;
  thanks: string;
  emailSubject: (number: string, period: string) => string;
  emailBody: (p: { company: string; number: string; period: string; total: string; dueOn: string }) => string;
}

export const INVOICE_TEXT: Record<Locale, InvoiceText> = {
  en: {
    intl: 'en-US',
    title: 'Invoice',
    billTo: 'Bill to',
    taxId: 'Tax ID',
    number: 'Invoice no.',
    period: 'Period',
    issued: 'Issued',
    due: 'Due',
    status: { open: 'Open', paid: 'Paid', void: 'Void' },
    kinds: { ride: 'Ride', extras: 'Extras after the ride', tip: 'Tip', cancellation: 'Cancellation fee' },
    methods: { ach: 'ACH', wire: 'wire transfer', check: 'check', card: 'card', other: 'other' },
    columns: {
      date: 'Date',
      booking: 'Booking',
      kind: 'Item',
      traveller: 'Traveller',
      route: 'Route',
      subtotal: 'Subtotal',
      tax: 'Tax',
      amount: 'Amount',
    },
    totals: { subtotal: 'Subtotal', tax: 'Tax', total: 'Total due' },
    credit: (amount) => `credit -${amount}`,
    empty: 'No rides this period.',
    terms: (days, dueOn) =>
      `Payment terms: net ${days} days. Please pay by ${dueOn}, quoting the invoice number, by ACH, wire or check.`,
    paid: (amount, on, method) => `Paid ${amount} on ${on} by ${method}. Thank you.`,
    voided: (reason) => `This invoice is void: ${reason}`,
    thanks: 'Thank you for riding with us.',
    emailSubject: (number, period) => `Invoice ${number} for ${period}`,
    emailBody: (p) =>
      `Hello,\n\nPlease find attached invoice ${p.number} for ${p.company}, covering ${p.period}: ${p.total}, due on ${p.dueOn}.\n` +
      'The PDF is the invoice; the CSV lists the same rides with their reference fields for your books.\n\n' +
      'Thank you for riding with us.',
  },
  es: {
    intl: 'es-US',
    title: 'Factura',
    billTo: 'Facturar a',
    taxId: 'ID fiscal',
    number: 'Factura n.º',
    period: 'Período',
    issued: 'Emitida',
    due: 'Vence',
    status: { open: 'Abierta', paid: 'Pagada', void: 'Anulada' },
    kinds: {
      ride: 'Viaje',
      extras: 'Extras después del viaje',
      tip: 'Propina',
      cancellation: 'Cargo por cancelación',
    },
    methods: { ach: 'ACH', wire: 'transferencia', check: 'cheque', card: 'tarjeta', other: 'otro' },
    columns: {
      date: 'Fecha',
      booking: 'Reserva',
      kind: 'Concepto',
      traveller: 'Viajero',
      route: 'Recorrido',
      subtotal: 'Subtotal',
      tax: 'Impuesto',
      amount: 'Monto',
    },
    totals: { subtotal: 'Subtotal', tax: 'Impuesto', total: 'Total a pagar' },
    credit: (amount) => `crédito -${amount}`,
    empty: 'Sin viajes en este período.',
    terms: (days, dueOn) =>
      `Condiciones de pago: neto ${days} días. Pague antes del ${dueOn}, indicando el número de factura, por ACH, transferencia o cheque.`,
    paid: (amount, on, method) => `Pagada: ${amount} el ${on} por ${method}. Gracias.`,
    voided: (reason) => `Esta factura está anulada: ${reason}`,
    thanks: 'Gracias por viajar con nosotros.',
    emailSubject: (number, period) => `Factura ${number} de ${period}`,
    emailBody: (p) =>
      `Hola:\n\nAdjuntamos la factura ${p.number} de ${p.company}, del período ${p.period}: ${p.total}, con vencimiento el ${p.dueOn}.\n` +
      'El PDF es la factura; el CSV detalla los mismos viajes con sus campos de referencia para su contabilidad.\n\n' +
      'Gracias por viajar con nosotros.',
  },
};

/** A line's New York date (yyyy-mm-dd). */
export const lineDay = (line: Pick<InvoiceLine, 'date'>): string => nyWallClock(new Date(line.date)).date;

/** "2026-11-01 – 2026-11-30". */
export const periodText = (i: Pick<Invoice, 'periodStart' | 'periodEnd'>): string =>
  `${i.periodStart} – ${i.periodEnd}`;

/** The invoice's reference columns: the company's fields (labels in its language), then any other key billed. */
export function referenceColumns(
  fields: readonly CompanyReferenceField[],
  lines: readonly InvoiceLine[],
  language: Locale,
): { key: string; label: string }[] {
  const columns = fields.map((f) => ({ key: f.key, label: language === 'es' ? f.labelEs : f.labelEn }));
  const known = new Set(columns.map((c) => c.key));
  for (const line of lines)
    for (const key of Object.keys(line.references))
      if (!known.has(key)) {
        known.add(key);
        columns.push({ key, label: key });
      }
  return columns;
}

/** The item of a line as printed: its kind, and a ride's credit when it has one (decision 061). */
export function lineKind(t: InvoiceText, l: InvoiceLine, usd: (cents: number) => string): string {
  return l.creditCents ? `${t.kinds[l.kind]} (${t.credit(usd(l.creditCents))})` : t.kinds[l.kind];
}

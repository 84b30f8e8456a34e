/**
 * The pure rules of the companies' monthly invoices (decision 057): months and their bounds in New York time,
 * the due date from the terms, the number, and a ride's amounts after a partial refund.
 */
import { nyLocalToInstant, nyWallClock } from '../../../shared/domain/new-york-time.ts';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** "2026-11": the New York month of an instant. */
export function nyMonthOf(at: Date): string {
  const c = nyWallClock(at);
  return `${c.year}-${pad(c.month)}`;
}

/** The month after `month` ("2026-12" -> "2027-01"). */
export function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${pad(m + 1)}`;
}

/** The month before `month`. */
export function previousMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${pad(m - 1)}`;
}

export interface MonthBounds {
  /** yyyy-mm-dd of the first and the last day. */
  periodStart: string;
  periodEnd: string;
  /** New York midnight starting the first day, and the one after the last day. */
  startsAt: Date;
  endsAt: Date;
}

/** A New York month's days and instants. */
export function monthBounds(month: string): MonthBounds {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = nextMonth(month);
  const [ny, nm] = next.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return {
    periodStart: `${month}-01`,
    periodEnd: `${month}-${pad(lastDay)}`,
    startsAt: nyLocalToInstant(y, m, 1),
    endsAt: nyLocalToInstant(ny, nm, 1),
  };
}

/** A calendar date `days` after `day` (yyyy-mm-dd). */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Net 15 or net 30: the days from issue to due. Card-on-file companies are not invoiced. */
export const TERM_DAYS = { net15: 15, net30: 30 } as const;
export type InvoiceTerms = keyof typeof TERM_DAYS;
export const isInvoicedTerms = (terms: string): terms is InvoiceTerms => terms in TERM_DAYS;

/** The due date: the New York issue date plus the terms' days. */
export function dueOnFor(issuedDay: string, terms: InvoiceTerms): string {
  return addDays(issuedDay, TERM_DAYS[terms]);
}

/** "2026-0007": the year and the number drawn for it (four digits at least). */
export function invoiceNumber(year: number, seq: number): string {
  return `${year}-${pad(seq, 4)}`;
}

export interface Amounts {
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
}

/**
 * What is billed of a ride after `refundedCents` were given back: the total less the refund, split between
 * subtotal and tax in the ride's own proportion (the subtotal rounded to the cent, the tax the rest, so the two
 * always add up to the total billed). Nothing left: zeros.
 */
export function keptAmounts(ride: Amounts & { refundedCents: number }): Amounts {
  const totalCents = Math.max(0, ride.totalCents - ride.refundedCents);
  if (ride.refundedCents <= 0)
    return { subtotalCents: ride.subtotalCents, taxCents: ride.taxCents, totalCents };
  if (ride.totalCents <= 0 || totalCents === 0) return { subtotalCents: 0, taxCents: 0, totalCents: 0 };
  const subtotalCents = Math.round((ride.subtotalCents * totalCents) / ride.totalCents);
  return { subtotalCents, taxCents: totalCents - subtotalCents, totalCents };
}

/** The sums of an invoice's lines. */
export function sumLines(lines: readonly Amounts[]): Amounts {
  return lines.reduce<Amounts>(
    (s, l) => ({
      subtotalCents: s.subtotalCents + l.subtotalCents,
      taxCents: s.taxCents + l.taxCents,
      totalCents: s.totalCents + l.totalCents,
    }),
    { subtotalCents: 0, taxCents: 0, totalCents: 0 },
  );
}

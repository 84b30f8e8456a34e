import type { Invoice, InvoiceLine, InvoiceSummary } from '../../../shared/contracts/invoices.ts';
import { nyWallClock } from '../../../shared/domain/new-york-time.ts';
import { keptAmounts } from './invoice-rules.ts';
import type { BillableCharge, BillableRide, InvoiceRow } from './invoices.repository.ts';

/** How an invoice reads (decision 057): its lines built from the billed rides and charges, and its views. */

const ROUTE_ARROW = ' → ';
const KIND_ORDER: Record<InvoiceLine['kind'], number> = { ride: 0, cancellation: 0, extras: 1, tip: 2 };

export const nyDay = (at: Date) => nyWallClock(at).date;

/** What every line of one booking says: the ride, its traveller, its route and its references. */
function bookingPart(b: BillableRide | BillableCharge, bookingId: string, bookingNumber: string) {
  return {
    bookingId,
    bookingNumber,
    date: new Date(b.pickupAt).toISOString(),
    traveller: b.traveller,
    route: `${b.pickupAddress}${ROUTE_ARROW}${b.destinationAddress}`,
    references: { ...(b.references ?? {}) },
  };
}

export function rideLine(r: BillableRide): InvoiceLine {
  return {
    kind: r.status === 'cancelled' ? 'cancellation' : 'ride',
    ...bookingPart(r, r.id, r.number),
    ...keptAmounts(r),
    // A ride's refunded amount on account is its credits (decision 061); a cancellation's is the Terms' part.
    ...(r.status !== 'cancelled' && r.refundedCents > 0 ? { creditCents: r.refundedCents } : {}),
  };
}

export function chargeLine(c: BillableCharge): InvoiceLine {
  return {
    kind: c.kind === 'tip' ? 'tip' : 'extras',
    ...bookingPart(c, c.bookingId, c.bookingNumber),
    // Waiting time, tolls, parking and tips are billed as they are, untaxed (decision 29).
    subtotalCents: c.amountCents,
    taxCents: 0,
    totalCents: c.amountCents,
  };
}

/** Rides in pickup order, each followed by its extras and tip. */
export function sortLines(lines: InvoiceLine[]): InvoiceLine[] {
  return lines.sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      a.bookingNumber.localeCompare(b.bookingNumber) ||
      KIND_ORDER[a.kind] - KIND_ORDER[b.kind],
  );
}

export function summary(row: InvoiceRow & { companyName: string }, today: string): InvoiceSummary {
  return {
    id: row.id,
    number: row.number,
    companyId: row.companyId,
    companyName: row.companyName,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    issuedAt: row.issuedAt.toISOString(),
    dueOn: row.dueOn,
    language: row.language,
    subtotalCents: row.subtotalCents,
    taxCents: row.taxCents,
    totalCents: row.totalCents,
    status: row.status,
    overdue: row.status === 'open' && row.dueOn < today,
    paidAmountCents: row.paidAmountCents,
    paidOn: row.paidOn,
    paidMethod: row.paidMethod,
    voidReason: row.voidReason,
    lineCount: row.lines.length,
  };
}

export function view(row: InvoiceRow & { companyName: string }, today: string): Invoice {
  return { ...summary(row, today), lines: row.lines as InvoiceLine[] };
}

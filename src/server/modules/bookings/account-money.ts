import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { mulDivRound } from '../../../shared/domain/exact.ts';
import { leafLines, lineClass } from '../../../shared/domain/money-split.ts';
import { PRICE_LINE_LABELS } from '../../../shared/domain/price-line-labels.ts';
import type { PriceLine } from '../../../shared/domain/quote-price-lines.ts';
import type { Db } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { invoices } from '../../db/schema/companies.ts';
import { extraCharges } from '../../db/schema/extras.ts';
import type { BookingRow } from './bookings.repository.ts';

/*
 * The money of a ride on account (decision 058): what it costs the company, and what the company owes. Read by the
 * on-account checkout, the company card's charge and the card-payment race.
 */

/** The stored code of the company's negotiated discount line (a fare line: negative cents). */
export const COMPANY_DISCOUNT_CODE = 'company_discount';
/** How a booking billed to its company is stored (payment_method and payment_provider). */
export const ON_ACCOUNT = 'account';

const PPM_ONE = 1_000_000;

/**
 * A booking's price on account (decision 058): the company's discount (parts per million) off the booking's fare
 * lines (the leaves money-split classes as fare: base, distance, standard transportation charge, extras; never
 * the for-hire surcharges, tolls or the card and admin fees), rounded once, as one negative line; the tax
 * recomputed on the new subtotal at the booking's rate, as the pricing engine computes it.
 */
export function accountPrice(
  b: Pick<BookingRow, 'priceLines' | 'subtotalCents' | 'taxRatePpm' | 'taxCents' | 'totalCents'>,
  discountPpm: number | null,
) {
  const fareCents = leafLines(b.priceLines)
    .filter((l) => lineClass(l.code) === 'fare')
    .reduce((sum, l) => sum + l.amountCents, 0);
  const discountCents = discountPpm ? mulDivRound([Math.max(0, fareCents), discountPpm], PPM_ONE) : 0;
  if (discountCents === 0) {
    return {
      priceLines: b.priceLines,
      subtotalCents: b.subtotalCents,
      taxRatePpm: b.taxRatePpm,
      taxCents: b.taxCents,
      totalCents: b.totalCents,
    };
  }
  const line: PriceLine = {
    code: COMPANY_DISCOUNT_CODE,
    label: PRICE_LINE_LABELS.en[COMPANY_DISCOUNT_CODE] ?? 'Company discount',
    amountCents: -discountCents,
  };
  const subtotalCents = b.subtotalCents - discountCents;
  const taxCents = mulDivRound([subtotalCents, b.taxRatePpm], PPM_ONE);
  return {
    priceLines: [...b.priceLines, line],
    subtotalCents,
    taxRatePpm: b.taxRatePpm,
    taxCents,
    totalCents: subtotalCents + taxCents,
  };
}

/**
 * What the company owes now and is not yet invoiced, plus its open invoices (decision 058): its bookings on
 * account not invoiced (total less refunded: a cancelled one counts its kept fee, a free cancellation nothing),
 * its extras and tips on account not invoiced, and the total of its open invoices.
 */
export async function outstandingCents(q: Db, companyId: string): Promise<number> {
  const [rides] = await q
    .select({ cents: sql<string>`coalesce(sum(${bookings.totalCents} - ${bookings.refundedCents}), 0)` })
    .from(bookings)
    .where(
      and(
        eq(bookings.companyId, companyId),
        eq(bookings.paymentMethod, ON_ACCOUNT),
        isNull(bookings.invoiceId),
        ne(bookings.status, 'pending'),
      ),
    );
  const [extras] = await q
    .select({ cents: sql<string>`coalesce(sum(${extraCharges.amountCents}), 0)` })
    .from(extraCharges)
    .innerJoin(bookings, eq(bookings.id, extraCharges.bookingId))
    .where(
      and(
        eq(bookings.companyId, companyId),
        eq(extraCharges.status, 'on_account'),
        isNull(extraCharges.invoiceId),
      ),
    );
  const [open] = await q
    .select({ cents: sql<string>`coalesce(sum(${invoices.totalCents}), 0)` })
    .from(invoices)
    .where(and(eq(invoices.companyId, companyId), eq(invoices.status, 'open')));
  return Number(rides?.cents ?? 0) + Number(extras?.cents ?? 0) + Number(open?.cents ?? 0);
}

import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookingRefunds, bookings } from '../../db/schema/bookings.ts';
import { invoices } from '../../db/schema/companies.ts';
import { AppError } from '../../../shared/errors.ts';
import type { BookingRefundRow } from './booking-refunds.ts';
import type { BookingRow } from './bookings.repository.ts';

/** The provider of a credit's refund row: nothing went to a card, the company's invoice bills less. */
export const CREDIT_PROVIDER = 'account';

const money = (cents: number) => (cents / 100).toFixed(2);

/**
 * An admin's credit on a ride billed to its company (decision 061), in the caller's transaction with the booking
 * row locked (`lockBooking`): the payments provider is never asked; a `booking_refunds` row (provider `account`,
 * succeeded) is written and `refunded_cents` grows by it, so the next invoice bills `total - refunded`. Within
 * what is billable (the total less every refund or credit already given, including a cancellation's part);
 * refused once the ride is on an invoice (void the invoice first).
 */
export async function creditOnAccount(
  tx: Db,
  b: BookingRow,
  credit: { amountCents: number; reason: string | null; createdBy: string; at: Date },
): Promise<{ booking: BookingRow; refund: BookingRefundRow }> {
  if (b.invoiceId) {
    const [inv] = await tx
      .select({ number: invoices.number })
      .from(invoices)
      .where(eq(invoices.id, b.invoiceId));
    throw new AppError('companies.creditInvoiced', { number: inv?.number ?? '' });
  }
  // refunded_cents is exact here: a credit is stored at once with the booking locked, and a ride on account
  // never has a card refund under way.
  const left = b.totalCents - b.refundedCents;
  if (left <= 0) throw new AppError('dispatch.alreadyRefunded');
  if (credit.amountCents > b.totalCents) {
    throw new AppError('dispatch.refundTooLarge', { paid: money(b.totalCents) });
  }
  if (credit.amountCents > left) {
    throw new AppError('dispatch.refundExceedsRemaining', { paid: money(b.totalCents), left: money(left) });
  }
  const [refund] = await tx
    .insert(bookingRefunds)
    .values({
      bookingId: b.id,
      amountCents: credit.amountCents,
      provider: CREDIT_PROVIDER,
      status: 'succeeded',
      reason: credit.reason,
      createdBy: credit.createdBy,
      createdAt: credit.at,
    })
    .returning();
  const [booking] = await tx
    .update(bookings)
    .set({ refundedCents: sql`${bookings.refundedCents} + ${credit.amountCents}`, updatedAt: credit.at })
    .where(eq(bookings.id, b.id))
    .returning();
  if (!refund || !booking) throw new Error('the credit was not stored');
  return { booking, refund };
}

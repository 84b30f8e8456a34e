import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../../shared/errors.ts';
import type { Db } from '../../db/client.ts';
import { adminAuditLog } from '../../db/schema/audit.ts';
import { bookings } from '../../db/schema/bookings.ts';
import type { PaymentIntent, PaymentsPort } from '../../integrations/payments/types.ts';
import { recordAudit } from '../admin/audit.ts';
import { ON_ACCOUNT } from './account-money.ts';
import type { BookingRow } from './bookings.repository.ts';

/** The idempotency key of the refund of a card payment that lost to billing the company: one per intent. */
export const accountRaceRefundKey = (intentId: string) => `account-race-refund-${intentId}`;

/** True when the booking was billed to its company (decision 058): a card payment for it is not kept. */
export const billedToCompany = (b: Pick<BookingRow, 'paymentMethod'>) => b.paymentMethod === ON_ACCOUNT;

/**
 * A card payment confirmed for a booking that was billed to its company in the meantime (decision 061): the
 * booking stays on the account, untouched, and the card payment is refunded in full through the payments port,
 * under a key from the intent (the browser, the webhook and retries all ask for the same refund: the provider
 * makes one). Audited once (the system as actor) under the booking's lock. Always throws the customer's answer:
 * `checkout.billedToCompanyRefunded` (refunded), or `checkout.billedToCompany` when the refund could not be
 * made now (the webhook's retry asks again; logged as an error for the office).
 */
export async function refundCardOnAccount(
  deps: {
    payments?: PaymentsPort | null | undefined;
    transaction: <T>(fn: (tx: Db) => Promise<T>) => Promise<T>;
    log: FastifyBaseLogger;
  },
  booking: BookingRow,
  intent: PaymentIntent,
): Promise<never> {
  const amount = (intent.amountCents / 100).toFixed(2);
  const where = { bookingId: booking.id, intentId: intent.id, amountCents: intent.amountCents };
  if (!deps.payments) {
    deps.log.error(where, 'a card payment for a booking billed to its company could not be refunded');
    throw new AppError('checkout.billedToCompany', { amount });
  }
  let refund;
  try {
    refund = await deps.payments.refund({
      intentId: intent.id,
      amountCents: intent.amountCents,
      idempotencyKey: accountRaceRefundKey(intent.id),
      bookingId: booking.id,
    });
  } catch (err) {
    deps.log.error(
      { ...where, err },
      'a card payment for a booking billed to its company could not be refunded',
    );
    throw new AppError('checkout.billedToCompany', { amount });
  }
  await deps.transaction(async (tx) => {
    // The booking's lock orders the callers (browser, webhook): the first writes the audit entry, the others see it.
    await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, booking.id)).for('update');
    const [seen] = await tx
      .select({ id: adminAuditLog.id })
      .from(adminAuditLog)
      .where(
        and(
          eq(adminAuditLog.entityType, 'booking'),
          eq(adminAuditLog.entityId, booking.id),
          eq(adminAuditLog.action, 'booking.refund'),
          sql`${adminAuditLog.after}->>'intentId' = ${intent.id}`,
        ),
      )
      .limit(1);
    if (seen) return;
    await recordAudit(tx, {
      actorUserId: null,
      action: 'booking.refund',
      entityType: 'booking',
      entityId: booking.id,
      summary: `${booking.number}: card payment of $${amount} refunded in full: the booking was billed to its company first`,
      before: null,
      after: {
        amount: intent.amountCents / 100,
        intentId: intent.id,
        providerRefundId: refund.id,
        status: refund.status,
        reason: 'billed to company',
      },
    });
  });
  deps.log.warn(
    { ...where, refundId: refund.id },
    'card payment for a booking billed to its company refunded',
  );
  throw new AppError('checkout.billedToCompanyRefunded', { amount });
}

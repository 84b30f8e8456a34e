import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ConfirmBookingResponse } from '../../../shared/contracts/checkout.ts';
import type { OnAccountRefusal } from '../../../shared/domain/companies.ts';
import { AppError } from '../../../shared/errors.ts';
import type { Db } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { companies } from '../../db/schema/companies.ts';
import type { PaymentIntent, PaymentsPort } from '../../integrations/payments/types.ts';
import { companyCardOf } from '../companies/company-card.service.ts';
import type { BookingRow, BookingsRepository } from './bookings.repository.ts';

type CompanyRow = typeof companies.$inferSelect;

/** A booking's price on account (account-money.ts `accountPrice`): the columns the charge stores. */
interface Price {
  priceLines: BookingRow['priceLines'];
  subtotalCents: number;
  taxRatePpm: number;
  taxCents: number;
  totalCents: number;
}

export interface CompanyCardDeps {
  repo: BookingsRepository;
  payments: PaymentsPort | null;
  fulfil?: ((intent: PaymentIntent, known?: BookingRow) => Promise<BookingRow>) | undefined;
  transaction: <T>(fn: (tx: Db) => Promise<T>) => Promise<T>;
  log: FastifyBaseLogger;
  clock: () => Date;
}

/** The refusal of a booking on the company (with the company's name for the message). */
export function refuseFor(code: OnAccountRefusal, c: CompanyRow): never {
  throw new AppError(code, { company: c.legalName });
}

/** The company's card on file when the current payment provider can charge it (decision 060). */
export function usableCompanyCard(c: CompanyRow, payments: PaymentsPort | null) {
  const card = companyCardOf(c);
  if (!card || !payments || c.cardProvider !== payments.mode) return null;
  if (!c.cardProviderCustomerId || !c.cardPaymentMethodId) return null;
  return { ...card, customerId: c.cardProviderCustomerId, paymentMethodId: c.cardPaymentMethodId };
}

/**
 * Card terms (decision 060): the account price charged now to the company's card on file, then the booking
 * confirmed by the paid-booking fulfilment (emails, dispatch, receipts as for any card booking; never invoiced).
 * The charge's idempotency key is the booking, the card and the amount: concurrent or retried requests charge
 * once (a declined card answers alike until the card or the price changes).
 */
export async function chargeCompanyCard(
  deps: CompanyCardDeps,
  input: {
    booking: BookingRow;
    company: CompanyRow;
    price: Price;
    set: {
      passengerName: string | null;
      passengerPhone: string | null;
      passengerEmail: string | null;
      companyId: string;
      travellerUserId: string;
      companyReferences: Record<string, string>;
    };
  },
): Promise<ConfirmBookingResponse> {
  const { repo, log, clock } = deps;
  const { booking, price } = input;
  const port = deps.payments;
  if (!port || !deps.fulfil) throw new AppError('checkout.paymentNotConfigured');
  const fulfil = deps.fulfil;
  // The company re-read under its lock: a hold or a removed card since the page opened stops the charge.
  const company = await deps.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(companies)
      .where(eq(companies.id, input.company.id))
      .for('update');
    if (!locked) throw new AppError('companies.notMember');
    if (locked.status === 'on_hold') refuseFor('companies.onHold', locked);
    if (locked.paymentTerms !== 'card' || locked.discountPpm !== input.company.discountPpm) {
      throw new AppError('checkout.amountMismatch');
    }
    return locked;
  });
  const card = usableCompanyCard(company, deps.payments);
  if (!card) refuseFor('companies.noCard', company);
  const charge = await port.chargeOffSession({
    customerId: card.customerId,
    paymentMethodId: card.paymentMethodId,
    amountCents: price.totalCents,
    currency: 'usd',
    idempotencyKey: `company-card:${booking.id}:${card.paymentMethodId}:${price.totalCents}`,
    bookingId: booking.id,
    description: `${booking.number}: ${company.legalName} (company card)`,
    metadata: { bookingNumber: booking.number, companyId: company.id },
  });
  if (charge.status === 'failed' || !charge.intentId) {
    log.info({ bookingId: booking.id, companyId: company.id }, 'company card declined');
    throw new AppError('checkout.paymentFailed', {
      detail: charge.failure ?? 'Your card was declined.',
    });
  }
  const intentId = charge.intentId;
  // The booking priced on account and carried by this charge (still pending: fulfilment confirms it).
  const at = clock();
  const attached = await deps.transaction(async (tx) => {
    const [row] = await tx
      .update(bookings)
      .set({
        ...price,
        ...input.set,
        paymentIntentId: intentId,
        paymentProvider: port.mode,
        updatedAt: at,
      })
      .where(
        and(
          eq(bookings.id, booking.id),
          eq(bookings.status, 'pending'),
          eq(bookings.totalCents, booking.totalCents),
          booking.paymentIntentId
            ? eq(bookings.paymentIntentId, booking.paymentIntentId)
            : isNull(bookings.paymentIntentId),
        ),
      )
      .returning();
    return row ?? null;
  });
  let current = attached ?? (await repo.findById(booking.id)) ?? null;
  if (!current || current.paymentIntentId !== intentId) {
    // The booking moved on while its company's card was charged (paid otherwise, cancelled, edited): the charge
    // goes back in full, once.
    await port.refund({
      intentId,
      amountCents: price.totalCents,
      idempotencyKey: `company-card-void:${intentId}`,
      bookingId: booking.id,
    });
    log.warn({ bookingId: booking.id, intentId }, 'company card charge for a booking that moved on refunded');
    if (current?.status === 'cancelled') {
      throw new AppError(current.replacedBy ? 'checkout.bookingReplaced' : 'checkout.bookingCancelled');
    }
    throw new AppError('checkout.alreadyPaid');
  }
  if (charge.status === 'processing') throw new AppError('checkout.paymentProcessing');
  const intent = await port.retrieveIntent(intentId);
  if (!intent) throw new AppError('checkout.paymentNotVerified');
  current = await fulfil(intent, current);
  log.info(
    { bookingId: current.id, number: current.number, companyId: company.id },
    'booking charged to the company card',
  );
  return { success: true, confirmationNumber: current.number, bookingId: current.id, accessToken: null };
}

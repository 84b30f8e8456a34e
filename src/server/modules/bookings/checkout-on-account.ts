import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ConfirmBookingResponse } from '../../../shared/contracts/checkout.ts';
import {
  COMPANY_REFERENCE_MAX_LENGTH,
  type BillToCompanyRequest,
  type CompanyBookingOptions,
} from '../../../shared/contracts/company-billing.ts';
import type { CompanyReferenceField, OnAccountRefusal } from '../../../shared/domain/companies.ts';
import type { FieldError } from '../../../shared/errors.ts';
import { AppError } from '../../../shared/errors.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { companies, companyMembers } from '../../db/schema/companies.ts';
import type { PaymentIntent, PaymentsPort } from '../../integrations/payments/types.ts';
import type { ResolvedSession } from '../auth/auth.service.ts';
import { accountPrice, ON_ACCOUNT, outstandingCents } from './account-money.ts';
import { chargeCompanyCard, refuseFor, usableCompanyCard } from './checkout-company-card.ts';
import type { BookingEvents } from './payment-fulfilment.ts';

type CompanyRow = typeof companies.$inferSelect;
import type { BookingRow, BookingsRepository } from './bookings.repository.ts';

export interface OnAccountDeps {
  db: Db;
  repo: BookingsRepository;
  events: BookingEvents;
  payments: PaymentsPort | null;
  /** The paid-booking fulfilment (checkout's): a booking charged to its company's card is confirmed by it. */
  fulfil?: (intent: PaymentIntent, known?: BookingRow) => Promise<BookingRow>;
  transaction: <T>(fn: (tx: Db) => Promise<T>) => Promise<T>;
  log: FastifyBaseLogger;
  minLeadMinutes: number;
  clock: () => Date;
}

const dollars = (cents: number) => cents / 100;

/**
 * Booking on account (issue 38, decision 058): a company's booker bills their own pending booking to their company
 * instead of paying by card. The company is the caller's own active membership; nothing about it is read from the
 * browser. The credit check and the confirmation run under the company's row lock, so of two bookings that each
 * fit but not together exactly one is confirmed.
 */
export function createOnAccountCheckout(deps: OnAccountDeps) {
  const { db, repo, events, log, clock } = deps;

  /** The caller's active membership with its company; null when none. */
  async function membershipOf(userId: string) {
    const [m] = await db
      .select({ member: companyMembers, company: companies })
      .from(companyMembers)
      .innerJoin(companies, eq(companies.id, companyMembers.companyId))
      .where(and(eq(companyMembers.userId, userId), isNull(companyMembers.removedAt)))
      .limit(1);
    return m ?? null;
  }

  /**
   * The signed-in caller's own booking and their company, as a booker: 404 `booking.notFound` for another's
   * booking; a caller who books for no company gets 404 `companies.notMember`, or null when `optional`.
   */
  async function bookerOf(
    auth: ResolvedSession | null,
    bookingId: string,
    optional: true,
  ): Promise<Booker | null>;
  async function bookerOf(auth: ResolvedSession | null, bookingId: string): Promise<Booker>;
  async function bookerOf(auth: ResolvedSession | null, bookingId: string, optional = false) {
    if (!auth) throw new AppError('auth.signInRequired');
    const user = auth.user;
    const booking = await repo.findById(bookingId);
    if (!user || !booking || booking.userId !== user.id) throw new AppError('booking.notFound');
    const m = await membershipOf(user.id);
    if (!m || !m.member.canBook) {
      if (optional) return null;
      throw new AppError('companies.notMember');
    }
    return { user, booking, company: m.company };
  }
  type Booker = {
    user: NonNullable<ResolvedSession['user']>;
    booking: NonNullable<Awaited<ReturnType<typeof repo.findById>>>;
    company: NonNullable<Awaited<ReturnType<typeof membershipOf>>>['company'];
  };

  /** The company's active travellers. */
  async function travellersOf(companyId: string) {
    return db
      .select({
        userId: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        phone: users.phone,
      })
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .where(
        and(
          eq(companyMembers.companyId, companyId),
          eq(companyMembers.canRide, true),
          isNull(companyMembers.removedAt),
        ),
      )
      .orderBy(users.firstName, users.lastName);
  }

  const usableCard = (c: CompanyRow) => usableCompanyCard(c, deps.payments);

  /** Why the company cannot take this ride on account now (null: it can). */
  function refusalOf(c: CompanyRow, outstanding: number, totalCents: number): OnAccountRefusal | null {
    if (c.status === 'on_hold') return 'companies.onHold';
    // Card terms: charged now to the card on file (no credit limit); without one, its members pay by card.
    if (c.paymentTerms === 'card') return usableCard(c) ? null : 'companies.noCard';
    if (outstanding + totalCents > c.creditLimitCents) return 'companies.overLimit';
    return null;
  }

  const refuse = refuseFor;

  /** The references as stored: keys the company has, values trimmed, required ones present. */
  function references(fields: readonly CompanyReferenceField[], given: Record<string, string>) {
    const errors: Record<string, FieldError> = {};
    const known = new Set(fields.map((f) => f.key));
    for (const key of Object.keys(given)) {
      if (!known.has(key)) errors[`references.${key}`] = { code: 'companies.referenceUnknown' };
    }
    const values: Record<string, string> = {};
    for (const f of fields) {
      const v = (given[f.key] ?? '').trim();
      if (v.length > COMPANY_REFERENCE_MAX_LENGTH) {
        errors[`references.${f.key}`] = {
          code: 'companies.referenceTooLong',
          params: { max: COMPANY_REFERENCE_MAX_LENGTH },
        };
      } else if (!v && f.required) {
        errors[`references.${f.key}`] = { code: 'companies.referenceRequired' };
      } else if (v) values[f.key] = v;
    }
    const first = Object.values(errors)[0];
    if (first) throw new AppError(first.code, first.params, errors);
    return values;
  }

  return {
    /** GET /api/company/booking-options: the company, its travellers, the price on account and any refusal. */
    /** Null for a customer who books for no company (the payment step then offers the card only). */
    async options(auth: ResolvedSession | null, bookingId: string): Promise<CompanyBookingOptions | null> {
      const booker = await bookerOf(auth, bookingId, true);
      if (!booker) return null;
      const { booking, company } = booker;
      const price = accountPrice(booking, company.discountPpm);
      const [travellers, outstanding] = await Promise.all([
        travellersOf(company.id),
        outstandingCents(db, company.id),
      ]);
      const refusal = refusalOf(company, outstanding, price.totalCents);
      const card = company.paymentTerms === 'card' ? usableCard(company) : null;
      return {
        mode: company.paymentTerms === 'card' ? 'companyCard' : 'account',
        companyCard: card ? { label: card.label } : null,
        company: {
          id: company.id,
          legalName: company.legalName,
          referenceFields: company.referenceFields,
          paymentTerms: company.paymentTerms,
          discountPpm: company.discountPpm,
        },
        travellers: travellers.map((t) => ({
          userId: t.userId,
          name: `${t.firstName} ${t.lastName}`.trim(),
          email: t.email,
          phone: t.phone,
        })),
        price: {
          lines: price.priceLines.map((l) => ({
            code: l.code,
            label: l.label,
            amount: dollars(l.amountCents),
          })),
          subtotal: dollars(price.subtotalCents),
          taxRatePpm: price.taxRatePpm,
          tax: dollars(price.taxCents),
          total: dollars(price.totalCents),
        },
        refusal: refusal
          ? { code: refusal, holdReason: refusal === 'companies.onHold' ? company.holdReason : null }
          : null,
      };
    },

    /** POST /api/bookings/{id}/bill-to-company: confirmed at once on the company's account, no card. */
    async bill(
      auth: ResolvedSession | null,
      bookingId: string,
      input: BillToCompanyRequest,
    ): Promise<ConfirmBookingResponse> {
      const { user, booking, company } = await bookerOf(auth, bookingId);
      if (booking.status === 'cancelled') {
        throw new AppError(booking.replacedBy ? 'checkout.bookingReplaced' : 'checkout.bookingCancelled');
      }
      if (booking.status !== 'pending') throw new AppError('checkout.alreadyPaid');
      const at = clock();
      if (booking.pickupAt.getTime() < at.getTime() + deps.minLeadMinutes * 60_000) {
        throw new AppError('checkout.tooSoon', undefined, {
          pickupDateTime: { code: 'checkout.laterPickup' },
        });
      }
      // A card payment already taken or under way for this booking: not billed twice.
      if (booking.paymentIntentId && deps.payments) {
        const intent = await deps.payments.retrieveIntent(booking.paymentIntentId);
        if (intent && (intent.status === 'succeeded' || intent.status === 'processing')) {
          throw new AppError('checkout.alreadyPaid');
        }
      }
      if (company.status === 'on_hold') refuse('companies.onHold', company);
      if (company.paymentTerms === 'card' && !usableCard(company)) refuse('companies.noCard', company);
      const refs = references(company.referenceFields, input.references);
      // The traveller: the booker (null, or their own id), or an active traveller of the same company.
      const travellerId =
        input.travellerUserId && input.travellerUserId !== user.id ? input.travellerUserId : null;
      let passenger = { passengerName: null, passengerPhone: null, passengerEmail: null } as {
        passengerName: string | null;
        passengerPhone: string | null;
        passengerEmail: string | null;
      };
      if (travellerId) {
        const t = (await travellersOf(company.id)).find((x) => x.userId === travellerId);
        if (!t) throw AppError.onField('travellerUserId', 'companies.travellerNotMember');
        passenger = {
          passengerName: `${t.firstName} ${t.lastName}`.trim(),
          passengerPhone: t.phone,
          passengerEmail: t.email.toLowerCase(),
        };
      }
      const price = accountPrice(booking, company.discountPpm);
      if (company.paymentTerms === 'card') {
        return chargeCompanyCard(deps, {
          booking,
          company,
          price,
          set: {
            ...passenger,
            companyId: company.id,
            travellerUserId: travellerId ?? user.id,
            companyReferences: refs,
          },
        });
      }
      const set = {
        ...price,
        ...passenger,
        paidAt: at,
        paymentMethod: ON_ACCOUNT,
        paymentProvider: ON_ACCOUNT,
        companyId: company.id,
        travellerUserId: travellerId ?? user.id,
        companyReferences: refs,
      };
      const prepared = await events.prepareConfirmation({
        ...booking,
        ...set,
        status: 'confirmed',
        updatedAt: at,
      });
      const confirmed = await deps.transaction(async (tx) => {
        // The company's row locked: the hold and the limit read under it, so concurrent bookings queue here.
        const [locked] = await tx.select().from(companies).where(eq(companies.id, company.id)).for('update');
        if (!locked) throw new AppError('companies.notMember');
        if (locked.status === 'on_hold') refuse('companies.onHold', locked);
        if (locked.paymentTerms === 'card') refuse('companies.cardTerms', locked);
        if (locked.discountPpm !== company.discountPpm) throw new AppError('checkout.amountMismatch');
        const outstanding = await outstandingCents(tx, locked.id);
        if (outstanding + price.totalCents > locked.creditLimitCents) refuse('companies.overLimit', locked);
        const row = await repo.transition(
          {
            bookingId: booking.id,
            to: 'confirmed',
            actor: 'system',
            reason: 'account',
            expectFrom: 'pending',
            // The booking as priced when read (no concurrent edit or payment slipped in between).
            where: { totalCents: booking.totalCents, paymentIntentId: booking.paymentIntentId },
            set,
            at,
          },
          tx,
        );
        if (!row) return null;
        if (prepared) await events.recordConfirmation(tx, row, prepared);
        await events.recordDispatchNotice?.(tx, row);
        return row;
      });
      if (!confirmed) {
        const current = await repo.findById(booking.id);
        if (current?.status === 'cancelled') {
          throw new AppError(current.replacedBy ? 'checkout.bookingReplaced' : 'checkout.bookingCancelled');
        }
        throw new AppError('checkout.alreadyPaid');
      }
      events.confirmedCommitted();
      log.info(
        { bookingId: confirmed.id, number: confirmed.number, companyId: company.id },
        'booking confirmed on account',
      );
      return {
        success: true,
        confirmationNumber: confirmed.number,
        bookingId: confirmed.id,
        accessToken: null,
      };
    },
  };
}
export type OnAccountCheckout = ReturnType<typeof createOnAccountCheckout>;

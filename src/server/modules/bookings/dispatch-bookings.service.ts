import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type {
  BookingNote,
  CustomerMatch,
  DispatchBookingRequest,
  DispatchBookingResponse,
  OpenPayLinkResponse,
} from '../../../shared/contracts/admin-reservations.ts';
import { OVERRIDE_LIMITS } from '../../../shared/contracts/admin-reservations.ts';
import type { VehicleQuote } from '../../../shared/contracts/quotes.ts';
import { PRICE_LINE_LABELS } from '../../../shared/domain/price-line-labels.ts';
import { AppError } from '../../../shared/errors.ts';
import type { Db } from '../../db/client.ts';
import { bookingChanges } from '../../db/schema/bookings.ts';
import type { EmailPort } from '../../integrations/email/types.ts';
import { recordAudit } from '../admin/audit.ts';
import type { AuthService, RequestMeta, ResolvedSession } from '../auth/auth.service.ts';
import { hashToken, newToken } from '../auth/tokens.ts';
import type { BookingRow, BookingsRepository } from './bookings.repository.ts';
import { priceOf, type CheckoutService, type DispatchBooking, type StoredPrice } from './checkout.service.ts';
import type { DispatchBookingsRepository } from './dispatch-bookings.repository.ts';
import { changePayLinkEmail, payLinkEmail } from './dispatch-pay-link-email.ts';

type UserRow = NonNullable<ResolvedSession['user']>;

export const ADJUSTMENT_CODE = 'dispatch_adjustment';
const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/**
 * The quote's price with dispatch's override (decision 045): the all-in total the caller agreed, split at the
 * booking's tax rate into a subtotal and tax, the difference from the quote's subtotal its own line
 * (`dispatch_adjustment`), so the lines still add up to the subtotal and subtotal + tax to the total. Refused
 * below $1, above $20,000 or above 5 times the quote.
 */
export function overridePrice(v: VehicleQuote, override: { totalCents: number } | undefined): StoredPrice {
  const quoted = priceOf(v);
  if (!override || override.totalCents === quoted.totalCents) return quoted;
  const max = Math.min(OVERRIDE_LIMITS.maxCents, quoted.totalCents * OVERRIDE_LIMITS.maxTimesQuote);
  const total = override.totalCents;
  if (!Number.isInteger(total) || total < OVERRIDE_LIMITS.minCents || total > max) {
    throw AppError.onField('override.total', 'dispatch.overrideOutOfRange', {
      min: (OVERRIDE_LIMITS.minCents / 100).toFixed(2),
      max: (max / 100).toFixed(2),
    });
  }
  const subtotalCents = Math.round(total / (1 + quoted.taxRatePpm / 1_000_000));
  const adjustment = subtotalCents - quoted.subtotalCents;
  return {
    ...quoted,
    priceLines: [
      ...quoted.priceLines,
      {
        code: ADJUSTMENT_CODE,
        label: PRICE_LINE_LABELS.en[ADJUSTMENT_CODE] ?? 'Price adjustment',
        amountCents: adjustment,
      },
    ],
    subtotalCents,
    taxCents: total - subtotalCents,
    totalCents: total,
  };
}

export interface DispatchBookingsDeps {
  db: Db;
  repo: DispatchBookingsRepository;
  bookings: BookingsRepository;
  checkout: CheckoutService;
  accounts: Pick<AuthService, 'createGuest' | 'startGuestSession'>;
  email: EmailPort;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** The emailed links of charges after the ride (decision 29): their booking and charge, null when not one. */
  extraLinks?: {
    openLink(token: string): Promise<{ bookingId: string; chargeId: string; paid: boolean } | null>;
  };
}

/**
 * Dispatch takes bookings by phone or email (decision 045): the caller's booking is created by the site's own
 * checkout service (the same quote, places, doors and rules), stamped with the dispatcher, optionally priced by
 * an override with its reason (audited), and paid by a link emailed to the customer that opens the site's own
 * checkout. Internal notes stay in the back office.
 */
export function createDispatchBookings(deps: DispatchBookingsDeps) {
  const { db, repo } = deps;

  async function customerFor(input: DispatchBookingRequest['customer']) {
    if (input.kind === 'account') {
      const u = await repo.findCustomer(input.userId);
      if (!u) throw AppError.onField('customer.userId', 'dispatch.customerNotFound');
      const customer = {
        userId: u.id,
        guestId: null,
        customerName: `${u.firstName} ${u.lastName}`.trim(),
        customerEmail: u.email,
        customerPhone: u.phone,
      };
      return { customer, language: u.locale };
    }
    const g = await deps.accounts.createGuest({
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      phone: input.phone,
      locale: input.locale,
    });
    const customer = {
      userId: null,
      guestId: g.id,
      customerName: `${g.firstName.trim()} ${g.lastName.trim()}`,
      customerEmail: g.email,
      customerPhone: g.phone.trim(),
    };
    return { customer, language: input.locale };
  }

  async function sendPayLink(bookingId: string, adminId: string): Promise<string> {
    const b = await deps.bookings.findById(bookingId);
    if (!b) throw new AppError('dispatch.notFound');
    if (b.status !== 'pending') throw new AppError('dispatch.payLinkNotPending');
    const t = newToken();
    await db.transaction(async (tx) => {
      await repo.insertPayLink(b.id, t.hash, adminId, tx);
      await deps.email.record(payLinkEmail(b, `${deps.publicUrl}/pay?token=${t.token}`), tx);
    });
    deps.email.kick();
    return b.customerEmail;
  }

  /**
   * A dearer change by dispatch (decision 045) paid by the customer: a link to pay exactly its difference; the
   * change applies when they pay (the change's own confirm and webhook). Only a change still awaiting payment.
   */
  async function sendChangePayLink(bookingId: string, changeId: string, adminId: string): Promise<string> {
    const b = await deps.bookings.findById(bookingId);
    if (!b) throw new AppError('dispatch.notFound');
    const [change] = await db
      .select()
      .from(bookingChanges)
      .where(and(eq(bookingChanges.id, changeId), eq(bookingChanges.bookingId, bookingId)));
    if (!change) throw new AppError('booking.changeNotFound');
    if (change.status !== 'awaiting_payment' || !change.paymentIntentId)
      throw new AppError('booking.changeConflict');
    const t = newToken();
    await db.transaction(async (tx) => {
      await repo.insertPayLink(b.id, t.hash, adminId, tx, change.id);
      await deps.email.record(changePayLinkEmail(b, change, `${deps.publicUrl}/pay?token=${t.token}`), tx);
    });
    deps.email.kick();
    return b.customerEmail;
  }

  /** Which change a link pays: still awaiting its payment, paid (applied), or gone (voided by another). */
  async function linkedChange(changeId: string) {
    const [change] = await db
      .select({ id: bookingChanges.id, status: bookingChanges.status })
      .from(bookingChanges)
      .where(eq(bookingChanges.id, changeId));
    return change;
  }

  return {
    sendChangePayLink,

    async searchCustomers(q: string): Promise<CustomerMatch[]> {
      const rows = await repo.searchCustomers(q);
      return rows.map((u) => ({
        id: u.id,
        name: `${u.firstName} ${u.lastName}`.trim(),
        email: u.email,
        phone: u.phone,
        locale: u.locale,
      }));
    },

    /** POST /api/admin/reservations: the caller's booking, stored pending by the checkout service. */
    async create(
      auth: ResolvedSession,
      admin: UserRow,
      input: DispatchBookingRequest,
    ): Promise<DispatchBookingResponse> {
      const { customer, language } = await customerFor(input.customer);
      const override = input.override
        ? { totalCents: Math.round(input.override.total * 100), reason: input.override.reason.trim() }
        : undefined;
      let quotedCents = 0;
      const dispatch: DispatchBooking = {
        customer,
        createdByUserId: admin.id,
        price: (v) => {
          quotedCents = v.totalCents;
          return overridePrice(v, override);
        },
      };
      const booking = await deps.checkout.create(auth, input.booking, { language, dispatch });
      const totalCents = Math.round(booking.total * 100);
      const overridden = override !== undefined && totalCents !== quotedCents;
      await recordAudit(db, {
        actorUserId: admin.id,
        action: 'booking.dispatchCreate',
        entityType: 'booking',
        entityId: booking.id,
        summary: `${booking.number}: taken by dispatch for ${customer.customerName}${
          overridden ? ` (price ${usd(quotedCents)} → ${usd(totalCents)}: ${override.reason})` : ''
        }`,
        after: {
          customer: customer.customerEmail,
          quotedCents,
          totalCents,
          ...(overridden ? { overrideReason: override.reason } : {}),
        },
      });
      deps.log.info({ bookingId: booking.id, adminId: admin.id, overridden }, 'booking taken by dispatch');
      const payLinkSentTo = input.sendPayLink === false ? null : await sendPayLink(booking.id, admin.id);
      return { booking, payLinkSentTo };
    },

    sendPayLink,

    /**
     * POST /api/pay-links/open: the emailed link's holder may pay its booking. A guest booking gives this browser
     * a session of that booking's guest (`sessionToken`, set as the cookie by the route); an account's booking
     * asks to sign in as that account. Paid: says so. Cancelled or unknown: refused.
     */
    async open(
      auth: ResolvedSession | null,
      token: string,
      meta: RequestMeta,
    ): Promise<OpenPayLinkResponse & { sessionToken: string | null }> {
      const link = await repo.payLink(hashToken(token));
      const extra = link ? null : ((await deps.extraLinks?.openLink(token)) ?? null);
      const bookingId = link?.bookingId ?? extra?.bookingId;
      const b = bookingId ? await deps.bookings.findById(bookingId) : undefined;
      if (!b || (!link && !extra)) throw new AppError('dispatch.payLinkInvalid');
      const change = link?.changeId ? await linkedChange(link.changeId) : null;
      const base = { bookingId: b.id, number: b.number, sessionToken: null, changeId: change?.id ?? null };
      if (extra) {
        // A charge after the ride (decision 29): paid once; the booking itself is completed.
        if (extra.paid) return { ...base, next: 'paid', extraChargeId: extra.chargeId };
        return { ...(await owner(b, 'payExtra')), extraChargeId: extra.chargeId };
      }
      if (b.status === 'cancelled') throw new AppError('dispatch.payLinkNotPending');
      if (change) {
        // A change's difference: paid once; a change replaced or refused meanwhile cannot be paid.
        if (change.status === 'applied') return { ...base, next: 'paid' };
        if (change.status !== 'awaiting_payment') throw new AppError('booking.changeConflict');
      } else if (b.status !== 'pending') return { ...base, next: 'paid' };
      return owner(b, change ? 'payChange' : 'pay');

      /** The customer may pay here: an account signs in; a guest booking gets this browser a guest session. */
      async function owner(b: BookingRow, pay: 'pay' | 'payChange' | 'payExtra') {
        if (b.userId) return { ...base, next: auth?.user?.id === b.userId ? pay : ('signIn' as const) };
        if (!b.guestId) throw new AppError('dispatch.payLinkInvalid');
        if (auth?.guest?.id === b.guestId) return { ...base, next: pay };
        const session = await deps.accounts.startGuestSession(b.guestId, meta);
        return { ...base, next: pay, sessionToken: session.token };
      }
    },

    async notes(bookingId: string): Promise<BookingNote[]> {
      if (!(await deps.bookings.findById(bookingId))) throw new AppError('dispatch.notFound');
      return (await repo.notes(bookingId)).map(noteView);
    },

    async addNote(admin: UserRow, bookingId: string, body: string): Promise<BookingNote> {
      const b = await deps.bookings.findById(bookingId);
      if (!b) throw new AppError('dispatch.notFound');
      const note = await db.transaction(async (tx) => {
        const created = await repo.insertNote(
          {
            bookingId,
            authorUserId: admin.id,
            authorName: `${admin.firstName} ${admin.lastName}`.trim() || admin.email,
            body: body.trim(),
          },
          tx,
        );
        await recordAudit(tx, {
          actorUserId: admin.id,
          action: 'booking.note',
          entityType: 'booking',
          entityId: bookingId,
          summary: `${b.number}: internal note added`,
        });
        return created;
      });
      return noteView(note);
    },
  };
}
export type DispatchBookings = ReturnType<typeof createDispatchBookings>;

function noteView(n: { id: string; body: string; authorName: string; createdAt: Date }): BookingNote {
  return { id: n.id, body: n.body, authorName: n.authorName, createdAt: n.createdAt.toISOString() };
}

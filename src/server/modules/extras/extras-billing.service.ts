import type { ChangePayment } from '../../../shared/contracts/booking-changes.ts';
import type { Receipt } from '../../../shared/contracts/bookings.ts';
import type {
  AdminExtras,
  CustomerExtras,
  ExtraChargeResult,
  TipRequest,
} from '../../../shared/contracts/extras.ts';
import { TIP_MAX_DOLLARS, TIP_PERCENTS } from '../../../shared/contracts/extras.ts';
import { AppError } from '../../../shared/errors.ts';
import type { PaymentIntent, PaymentsPort } from '../../integrations/payments/types.ts';
import type { ResolvedSession } from '../auth/auth.service.ts';
import { isAllowed } from '../auth/guards.ts';
import { hashToken } from '../auth/tokens.ts';
import type { BookingRow } from '../bookings/bookings-statements.ts';
import { chargeView, type ExtraCharger } from './extra-charges.service.ts';
import type { ExtraChargeRow, TripExtrasRepository } from './trip-extras.repository.ts';
import { lineView, rideEnded, type BookingReader, type TripExtras } from './trip-extras.service.ts';

type UserRow = NonNullable<ResolvedSession['user']>;

/** The bookings the billing reads, and the emailed link's token of a booking (a guest's access). */
export interface BillingBookings extends BookingReader {
  accessTokenMatches(bookingId: string, tokenHash: string): Promise<boolean>;
}
const dollars = (cents: number) => cents / 100;
/** A charge still waiting on the customer. */
const DUE: ExtraChargeRow['status'][] = ['failed', 'link_sent'];

/** The most a tip may be: $1,000, and never more than the fare. */
export function tipMaxCents(fareCents: number): number {
  return Math.min(TIP_MAX_DOLLARS * 100, Math.max(0, fareCents));
}

/** A tip's cents: a preset percent of the fare (rounded half up), or the amount given. */
export function tipCents(fareCents: number, input: TipRequest): number {
  return 'percent' in input
    ? Math.floor((fareCents * input.percent + 50) / 100)
    : Math.round(input.amount * 100);
}

/**
 * Billing what really happened (decision 29): dispatch closes a ride out (the approved lines on one charge, once:
 * concurrent close-outs, one wins), the customer tips (once per booking unless the first failed; 100 % to the
 * chauffeur), and a charge refused off-session is paid through the emailed link or from the booking page.
 * Money is computed here from the stored lines and the booking's fare, never taken from the client.
 */
export function createExtrasBilling(deps: {
  repo: TripExtrasRepository;
  lines: TripExtras;
  charger: ExtraCharger;
  bookings: BillingBookings;
  payments: PaymentsPort | null;
  clock: () => Date;
}) {
  const { repo, charger } = deps;

  /**
   * The booking for whoever the policy allows `action` (its customer: account or guest session; an admin), or for
   * the holder of its emailed link's token (the confirmation's `?token=`); 404 for anyone else, like the
   * confirmation.
   */
  async function accessible(
    auth: ResolvedSession | null,
    bookingId: string,
    token: string | undefined,
    action: 'bookings:read' | 'bookings:pay',
  ): Promise<BookingRow> {
    const b = await deps.bookings.findById(bookingId);
    const permitted =
      b !== undefined &&
      (isAllowed(auth, action, b) ||
        (token ? await deps.bookings.accessTokenMatches(b.id, hashToken(token)) : false));
    if (!b || !permitted) throw new AppError('booking.notFound');
    return b;
  }

  async function dueCharge(b: BookingRow, chargeId: string): Promise<ExtraChargeRow> {
    const charge = await repo.charge(b.id, chargeId);
    if (!charge) throw new AppError('extras.chargeNotFound');
    if (!DUE.includes(charge.status)) throw new AppError('extras.chargeNotDue');
    return charge;
  }

  const port = (): PaymentsPort => {
    if (!deps.payments) throw new AppError('checkout.paymentNotConfigured');
    return deps.payments;
  };

  return {
    /** GET /api/admin/bookings/{id}/extras: the close-out panel. */
    async adminView(bookingId: string): Promise<AdminExtras> {
      const b = await deps.bookings.findById(bookingId);
      if (!b) throw new AppError('dispatch.notFound');
      const lines = await deps.lines.adminLines(b);
      const toCharge = (await repo.lines(b.id))
        .filter((l) => l.status === 'approved' && l.chargeId === null && l.kind !== 'tip')
        .reduce((sum, l) => sum + l.amountCents, 0);
      const card = await charger.savedCardOf(b);
      return {
        lines,
        charges: (await repo.charges(b.id)).map(chargeView),
        toCharge: dollars(toCharge),
        canCloseOut: rideEnded(b) && toCharge > 0,
        savedCard: card?.label ?? null,
      };
    },

    /**
     * POST /api/admin/bookings/{id}/close-out: the approved lines charged (one wins), audited. A completed ride or
     * a no-show (decision 29: its fare is already paid; the extras dispatch approved are charged here).
     */
    async closeOut(admin: UserRow, bookingId: string): Promise<ExtraChargeResult> {
      const b = await deps.bookings.findById(bookingId);
      if (!b) throw new AppError('dispatch.notFound');
      if (!rideEnded(b)) throw new AppError('extras.notCompleted');
      const approved = (await repo.lines(b.id)).filter(
        (l) => l.status === 'approved' && l.chargeId === null && l.kind !== 'tip',
      );
      if (approved.length === 0) throw new AppError('extras.nothingToCharge');
      const amountCents = approved.reduce((sum, l) => sum + l.amountCents, 0);
      const charge = await repo.transaction(async (tx) => {
        const created = await repo.insertCharge(
          { bookingId: b.id, kind: 'closeout', amountCents, createdByUserId: admin.id },
          tx,
        );
        if (!created) throw new AppError('extras.closeOutConflict');
        const claimed = await repo.claimLines(
          b.id,
          approved.map((l) => l.id),
          created.id,
          tx,
        );
        // Another close-out (or a review) moved one of these lines first: this one charges nothing.
        if (claimed.length !== approved.length) throw new AppError('extras.closeOutConflict');
        return created;
      });
      return charger.collect(b, charge, { adminId: admin.id });
    },

    /** GET /api/bookings/{id}/extras: the customer's charged lines, charges due and the tip card. */
    async customerView(
      auth: ResolvedSession | null,
      bookingId: string,
      token?: string,
    ): Promise<CustomerExtras> {
      const b = await accessible(auth, bookingId, token, 'bookings:read');
      const lines = (await repo.lines(b.id)).filter((l) => l.status === 'charged');
      const charges = await repo.charges(b.id);
      const tip = charges.filter((c) => c.kind === 'tip' && c.status !== 'failed').at(-1) ?? null;
      const fare = b.subtotalCents;
      return {
        lines: lines.map(lineView),
        due: charges.filter((c) => DUE.includes(c.status)).map(chargeView),
        tip: {
          allowed: b.status === 'completed' && tip === null && b.driverId !== null,
          fare: dollars(fare),
          presets: TIP_PERCENTS.map((percent) => ({
            percent,
            amount: dollars(tipCents(fare, { percent })),
          })),
          max: dollars(tipMaxCents(fare)),
          given: tip ? chargeView(tip) : null,
        },
      };
    },

    /** POST /api/bookings/{id}/tip: the customer's tip, charged like a close-out; 100 % to the chauffeur. */
    async tip(
      auth: ResolvedSession | null,
      bookingId: string,
      input: TipRequest,
      token?: string,
    ): Promise<ExtraChargeResult> {
      const b = await accessible(auth, bookingId, token, 'bookings:pay');
      if (b.status !== 'completed' || !b.driverId) throw new AppError('extras.notCompleted');
      const amountCents = tipCents(b.subtotalCents, input);
      const max = tipMaxCents(b.subtotalCents);
      if (amountCents < 1) throw AppError.onField('amount', 'extras.tipInvalid');
      if (amountCents > max) {
        throw AppError.onField('amount', 'extras.tipTooHigh', { max: `$${(max / 100).toFixed(2)}` });
      }
      const charge = await repo.transaction(async (tx) => {
        // The unique key (one live tip per booking) decides between two tips at once.
        const created = await repo.insertCharge({ bookingId: b.id, kind: 'tip', amountCents }, tx);
        if (!created) throw new AppError('extras.tipGiven');
        await repo.insertLine(
          {
            bookingId: b.id,
            driverId: b.driverId,
            kind: 'tip',
            amountCents,
            status: 'approved',
            chargeId: created.id,
            createdByUserId: auth?.user?.id ?? null,
          },
          tx,
        );
        return created;
      });
      return charger.collect(b, charge, { adminId: null });
    },

    /** The card form's payment of a charge due (the link, or the booking page): the provider's intent. */
    async payment(
      auth: ResolvedSession | null,
      bookingId: string,
      chargeId: string,
      token?: string,
    ): Promise<ChangePayment> {
      const b = await accessible(auth, bookingId, token, 'bookings:pay');
      const charge = await dueCharge(b, chargeId);
      const payments = port();
      const known = charge.paymentIntentId ? await payments.retrieveIntent(charge.paymentIntentId) : null;
      // The refused off-session intent is paid on-session (Stripe's own advice); else one intent per charge.
      const intent =
        known && known.status !== 'succeeded' && known.status !== 'canceled'
          ? known
          : await payments.createIntent({
              amountCents: charge.amountCents,
              currency: 'usd',
              bookingId: b.id,
              bookingNumber: b.number,
              customerEmail: b.customerEmail,
              description: `${b.number}: ${charge.kind === 'tip' ? 'gratuity' : 'extras after the ride'}`,
              idempotencyKey: `extra-link-${charge.id}`,
            });
      if (intent.id !== charge.paymentIntentId) {
        await repo.settle(charge.id, DUE, { paymentIntentId: intent.id });
      }
      return {
        clientSecret: intent.clientSecret,
        paymentIntentId: intent.id,
        amount: dollars(charge.amountCents),
        currency: 'usd',
        mode: payments.mode,
        message: payments.mode === 'test' ? 'Test mode — no card is charged.' : 'Payment ready.',
        number: b.number,
        customerName: b.customerName,
      };
    },

    /** POST …/extra-charges/{chargeId}/confirm: the intent really paid this charge; paid once. */
    async confirm(
      auth: ResolvedSession | null,
      bookingId: string,
      chargeId: string,
      intentId: string,
      token?: string,
    ) {
      const b = await accessible(auth, bookingId, token, 'bookings:pay');
      const charge = await repo.charge(b.id, chargeId);
      if (!charge) throw new AppError('extras.chargeNotFound');
      if (charge.status === 'paid') return chargeView(charge);
      if (charge.paymentIntentId !== intentId) throw new AppError('checkout.paymentNotVerified');
      const intent = await port().retrieveIntent(intentId);
      if (!intent) throw new AppError('checkout.paymentNotVerified');
      if (intent.status !== 'succeeded' && intent.lastError) {
        // The card was refused: the charge is failed (still due), and the customer is told why.
        await charger.failedByIntent(charge, intent);
        throw new AppError('checkout.processorMessage', { detail: intent.lastError });
      }
      return chargeView(await charger.paidByIntent(b, charge, intent));
    },

    /** The emailed link of an extra charge: its booking and charge, or null when the token is not one. */
    async openLink(token: string): Promise<{ bookingId: string; chargeId: string; paid: boolean } | null> {
      const charge = await repo.chargeByLink(hashToken(token));
      if (!charge) return null;
      return { bookingId: charge.bookingId, chargeId: charge.id, paid: charge.status === 'paid' };
    },

    /** The receipt's lines charged after the ride (decision 29). */
    async receiptLines(bookingId: string): Promise<NonNullable<Receipt['extras']>> {
      return (await repo.chargedForReceipt(bookingId)).map((l) => ({
        kind: l.kind,
        minutes: l.minutes,
        amount: dollars(l.amountCents),
        paidAt: (l.paidAt ?? deps.clock()).toISOString(),
      }));
    },

    /** Checkout's check before a card is charged: true when the intent pays an extra charge still due. */
    async payableExtra(intentId: string): Promise<boolean> {
      const charge = await repo.chargeByIntent(intentId);
      if (!charge) return false;
      if (!DUE.includes(charge.status)) throw new AppError('extras.chargeNotDue');
      return true;
    },

    /** A failed payment from the webhook: true when it was an extra charge's (now `failed`, still due). */
    async failIntent(intent: PaymentIntent): Promise<boolean> {
      const charge = await repo.chargeByIntent(intent.id);
      if (!charge) return false;
      // Refused after `processing` off-session: a payment link, as for a refusal at once; else failed, still due.
      const b = charge.status === 'processing' ? await deps.bookings.findById(charge.bookingId) : undefined;
      if (b && (await charger.linkAfterRefusal(b, charge, intent))) return true;
      await charger.failedByIntent(charge, intent);
      return true;
    },

    /** A succeeded payment from the webhook: true when it paid an extra charge (settled here). */
    async fulfilIntent(intent: PaymentIntent): Promise<boolean> {
      const charge = await repo.chargeByIntent(intent.id);
      if (!charge) return false;
      const b = await deps.bookings.findById(charge.bookingId);
      if (b && charge.status !== 'paid') await charger.paidByIntent(b, charge, intent);
      return true;
    },
  };
}
export type ExtrasBilling = ReturnType<typeof createExtrasBilling>;

import type { FastifyBaseLogger } from 'fastify';
import type { ExtraCharge, ExtraChargeResult } from '../../../shared/contracts/extras.ts';
import { errorMessage } from '../../../shared/error-text.ts';
import { AppError } from '../../../shared/errors.ts';
import type { Db } from '../../db/client.ts';
import type { EmailPort } from '../../integrations/email/types.ts';
import type { OffSessionCharge, PaymentIntent, PaymentsPort } from '../../integrations/payments/types.ts';
import { recordAudit } from '../admin/audit.ts';
import { newToken } from '../auth/tokens.ts';
import type { BookingRow } from '../bookings/bookings-statements.ts';
import type { SavedService } from '../saved/saved.service.ts';
import { extraChargeEmail, type ChargedLine } from './extra-charge-emails.ts';
import type { ExtraChargeRow, TripExtrasRepository } from './trip-extras.repository.ts';

const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;

export function chargeView(c: ExtraChargeRow): ExtraCharge {
  return {
    id: c.id,
    kind: c.kind,
    amount: c.amountCents / 100,
    status: c.status,
    failureReason: c.failureReason,
    createdAt: c.createdAt.toISOString(),
    paidAt: c.paidAt?.toISOString() ?? null,
  };
}

export interface ExtraChargerDeps {
  repo: TripExtrasRepository;
  payments: PaymentsPort | null;
  saved: Pick<SavedService, 'cards' | 'card'>;
  email: EmailPort;
  publicUrl: string;
  log: FastifyBaseLogger;
  clock: () => Date;
}

/** Who started a charge: dispatch's close-out (audited) or the customer's tip. */
export interface ChargeActor {
  adminId: string | null;
}

/**
 * Collects a charge made after the ride (decision 29): the customer's saved card off-session first (the most
 * recently saved card of their account, for the configured provider); when there is none, or it is refused, or
 * the provider cannot be reached, a payment link is emailed (the /pay?token= page) and the charge waits for it.
 * A paid charge marks its lines charged and emails the customer the lines; a close-out is audited with its
 * outcome. Idempotent towards the provider (the charge id is the key).
 */
export function createExtraCharger(deps: ExtraChargerDeps) {
  const { repo } = deps;

  async function savedCardOf(b: BookingRow) {
    const payments = deps.payments;
    if (!b.userId || !payments) return null;
    const card = (await deps.saved.cards(b.userId)).find((c) => c.provider === payments.mode);
    if (!card) return null;
    const row = await deps.saved.card(b.userId, card.id);
    return { label: `${card.brand} •••• ${card.last4}`, row };
  }

  async function chargedLines(chargeId: string, bookingId: string, tx: Db): Promise<ChargedLine[]> {
    return (await repo.lines(bookingId, tx)).filter((l) => l.chargeId === chargeId);
  }

  async function audit(
    tx: Parameters<typeof recordAudit>[0],
    actor: ChargeActor,
    b: BookingRow,
    c: ExtraChargeRow,
    outcome: string,
  ) {
    if (!actor.adminId || c.kind !== 'closeout') return;
    await recordAudit(tx, {
      actorUserId: actor.adminId,
      action: 'booking.closeOut',
      entityType: 'booking',
      entityId: b.id,
      summary: `${b.number}: closed out, ${usd(c.amountCents)} ${outcome}`,
      after: { chargeId: c.id, amountCents: c.amountCents, status: c.status },
    });
  }

  /** The charge paid (by any path, once): lines charged, the customer emailed. False when it was paid before. */
  async function markPaid(
    b: BookingRow,
    charge: ExtraChargeRow,
    intentId: string,
    paidWith: string,
    actor: ChargeActor,
  ): Promise<ExtraChargeRow | null> {
    const paid = await repo.transaction(async (tx) => {
      const row = await repo.settle(
        charge.id,
        ['processing', 'failed', 'link_sent'],
        { status: 'paid', paidAt: deps.clock(), paymentIntentId: intentId },
        tx,
      );
      if (!row) return null;
      await repo.markLinesCharged(charge.id, tx);
      await deps.email.record(extraChargeEmail(b, await chargedLines(charge.id, b.id, tx), { paidWith }), tx);
      await audit(tx, actor, b, row, `charged to ${paidWith}`);
      return row;
    });
    if (paid) deps.email.kick();
    return paid;
  }

  /** A link emailed for a charge not paid off-session; `failure` says why (null: no saved card). */
  async function sendLink(
    b: BookingRow,
    charge: ExtraChargeRow,
    attempt: OffSessionCharge | null,
    actor: ChargeActor,
  ): Promise<ExtraChargeRow> {
    const t = newToken();
    const row = await repo.transaction(async (tx) => {
      const updated = await repo.settle(
        charge.id,
        ['processing'],
        {
          status: 'link_sent',
          payLinkTokenHash: t.hash,
          failureReason: attempt?.failure ?? null,
          paymentIntentId: attempt?.intentId ?? null,
        },
        tx,
      );
      if (!updated) throw new AppError('extras.closeOutConflict');
      const link = `${deps.publicUrl}/pay?token=${t.token}`;
      await deps.email.record(extraChargeEmail(b, await chargedLines(charge.id, b.id, tx), { link }), tx);
      await audit(
        tx,
        actor,
        b,
        updated,
        attempt
          ? `refused off-session (${attempt.failure ?? 'failed'}): link emailed`
          : 'no saved card: link emailed',
      );
      return updated;
    });
    deps.email.kick();
    return row;
  }

  /** Refused off-session (or never tried) and no payment link could be made: the charge is `failed`. */
  async function markFailed(
    b: BookingRow,
    charge: ExtraChargeRow,
    attempt: OffSessionCharge | null,
    reason: string,
    actor: ChargeActor,
  ): Promise<ExtraChargeRow> {
    return repo.transaction(async (tx) => {
      const row = await repo.settle(
        charge.id,
        ['processing'],
        { status: 'failed', failureReason: reason, paymentIntentId: attempt?.intentId ?? null },
        tx,
      );
      if (!row) throw new AppError('extras.closeOutConflict');
      await audit(tx, actor, b, row, `not charged (${reason}): no payment link could be made`);
      return row;
    });
  }

  return {
    savedCardOf,

    /** Charges a new `processing` charge whose lines are on it: off-session, else the emailed link. */
    async collect(b: BookingRow, charge: ExtraChargeRow, actor: ChargeActor): Promise<ExtraChargeResult> {
      // A ride billed to its company (decision 058): no card, no link; the charge goes on the company's invoice.
      if (b.paymentMethod === 'account') {
        const row = await repo.transaction(async (tx) => {
          const updated = await repo.settle(charge.id, ['processing'], { status: 'on_account' }, tx);
          if (!updated) throw new AppError('extras.closeOutConflict');
          await repo.markLinesCharged(charge.id, tx);
          await deps.email.record(
            extraChargeEmail(b, await chargedLines(charge.id, b.id, tx), { onAccount: true }),
            tx,
          );
          await audit(tx, actor, b, updated, "billed to the company's account");
          return updated;
        });
        deps.email.kick();
        return { charge: chargeView(row), sentTo: null };
      }
      const card = await savedCardOf(b);
      let attempt: OffSessionCharge | null = null;
      if (card && deps.payments) {
        try {
          attempt = await deps.payments.chargeOffSession({
            customerId: card.row.providerCustomerId,
            paymentMethodId: card.row.providerPaymentMethodId,
            amountCents: charge.amountCents,
            currency: 'usd',
            idempotencyKey: `extra-charge-${charge.id}`,
            bookingId: b.id,
            description: `${b.number}: ${charge.kind === 'tip' ? 'gratuity' : 'extras after the ride'}`,
            metadata: { bookingNumber: b.number, extraChargeId: charge.id, kind: charge.kind },
          });
        } catch (err) {
          const failure = err instanceof AppError ? errorMessage(err) : 'The payment service failed.';
          deps.log.error({ err, chargeId: charge.id }, 'off-session charge failed');
          attempt = { status: 'failed', intentId: null, failure };
        }
        if (attempt.status === 'succeeded' && attempt.intentId) {
          const paid = await markPaid(b, charge, attempt.intentId, card.label, actor);
          return { charge: chargeView(paid ?? charge), sentTo: null };
        }
        if (attempt.status === 'processing' && attempt.intentId) {
          // Not final yet: the provider's webhook settles it (fulfilIntent).
          const row = await repo.settle(charge.id, ['processing'], { paymentIntentId: attempt.intentId });
          return { charge: chargeView(row ?? charge), sentTo: null };
        }
      }
      // A link needs a card form to pay on: with no payments configured, none can be made.
      if (!deps.payments) {
        const reason = errorMessage(new AppError('checkout.paymentNotConfigured'));
        return { charge: chargeView(await markFailed(b, charge, attempt, reason, actor)), sentTo: null };
      }
      try {
        const row = await sendLink(b, charge, attempt, actor);
        return { charge: chargeView(row), sentTo: b.customerEmail };
      } catch (err) {
        if (err instanceof AppError && err.code === 'extras.closeOutConflict') throw err;
        deps.log.error({ err, chargeId: charge.id }, 'the payment link of an extra charge could not be made');
        const reason = attempt?.failure ?? 'The payment link could not be sent.';
        return { charge: chargeView(await markFailed(b, charge, attempt, reason, actor)), sentTo: null };
      }
    },

    /**
     * A payment of a charge that failed later (the provider's payment_failed event, or a confirm whose intent was
     * refused): the charge becomes `failed` with the provider's words; it stays due (the link or the booking page
     * pays it). Null when the charge was not waiting on a payment (paid, or failed already).
     */
    /**
     * An off-session payment the provider refused after answering `processing` (its payment_failed event): as
     * when it is refused at once, a payment link is emailed and the charge waits for it (decision 29). Null when
     * the charge was no longer waiting on that payment, or no link can be made (no payments configured).
     */
    async linkAfterRefusal(
      b: BookingRow,
      charge: ExtraChargeRow,
      intent: PaymentIntent,
    ): Promise<ExtraChargeRow | null> {
      if (charge.status !== 'processing' || !deps.payments) return null;
      const attempt: OffSessionCharge = {
        status: 'failed',
        intentId: intent.id,
        failure: intent.lastError ?? 'Your card was declined.',
      };
      try {
        return await sendLink(b, charge, attempt, { adminId: null });
      } catch (err) {
        if (err instanceof AppError && err.code === 'extras.closeOutConflict') return null;
        throw err;
      }
    },

    async failedByIntent(charge: ExtraChargeRow, intent: PaymentIntent): Promise<ExtraChargeRow | null> {
      const row = await repo.settle(charge.id, ['processing', 'link_sent'], {
        status: 'failed',
        failureReason: intent.lastError ?? 'Your card was declined.',
      });
      return row ?? null;
    },

    /** A succeeded intent of an extra charge (the link's card form, or the webhook): paid once. */
    async paidByIntent(
      b: BookingRow,
      charge: ExtraChargeRow,
      intent: PaymentIntent,
    ): Promise<ExtraChargeRow> {
      if (intent.status !== 'succeeded' || intent.amountCents !== charge.amountCents) {
        throw new AppError('checkout.paymentNotVerified');
      }
      const paid = await markPaid(b, charge, intent.id, intent.paymentMethod ?? 'card', { adminId: null });
      return paid ?? (await repo.charge(b.id, charge.id)) ?? charge;
    },
  };
}
export type ExtraCharger = ReturnType<typeof createExtraCharger>;

import type { FastifyBaseLogger } from 'fastify';
import type { RefundRequest, RefundResult } from '../../../shared/contracts/admin-bookings.ts';
import { errorMessage } from '../../../shared/error-text.ts';
import { AppError } from '../../../shared/errors.ts';
import type { EmailPort } from '../../integrations/email/types.ts';
import type { BookingLifecycle } from '../bookings/booking-lifecycle.ts';
import type { ClaimedRefund, OnRefundStored } from '../bookings/booking-refunds.ts';
import { recordAdminBookingEmail } from './admin-booking-emails.ts';
import { toAdminRow } from './admin-booking-views.ts';
import type { AdminBookingsRepository } from './admin-bookings.repository.ts';
import type { Admin } from './admin-bookings.service.ts';
import { recordAudit } from './audit.ts';

export interface AdminRefundsDeps {
  repo: AdminBookingsRepository;
  bookings: BookingLifecycle;
  email: EmailPort;
  log: FastifyBaseLogger;
  clock?: (() => Date) | undefined;
}

const money = (cents: number) => (cents / 100).toFixed(2);

/** The provider's own words for a refused refund (Stripe's English), else our text for the error. */
function refusal(err: unknown): string {
  if (err instanceof AppError) {
    const detail = err.params?.detail;
    return typeof detail === 'string' && detail ? detail : errorMessage(err);
  }
  return 'The payment service could not be reached.';
}

/**
 * Refunds (/admin, a paid booking's Refund): in as many parts as wanted, their sum never more than was paid
 * (PRODUCT decision 23), through the payments port (Stripe with keys, the test processor without), by the
 * bookings module's refunds (the same path as a customer's cancellation). The refund row is claimed first in a
 * transaction with the booking row locked (paid; what is left after every refund given or under way), so
 * concurrent refunds are counted one after the other; the provider is called outside it, and its answer is
 * added to the booking's refunded amount with the audit entry. A refused refund stays as a failed row (it counts
 * for nothing) so an admin may try again.
 */
export function createAdminRefundsService(deps: AdminRefundsDeps) {
  const { repo, bookings, log } = deps;
  const clock = deps.clock ?? (() => new Date());

  /**
   * What commits with a refund an admin asked for once the provider made it: the customer's email (the
   * transactional outbox) and the audit entry, in the admin's name.
   */
  const stored: OnRefundStored = async (tx, { booking, refund, refundedBefore }, result) => {
    const adminId = refund.createdBy;
    if (!adminId) return;
    await recordAdminBookingEmail(deps, tx, 'booking-refund', booking, refund.amountCents);
    await recordAudit(tx, {
      actorUserId: adminId,
      action: 'booking.refund',
      entityType: 'booking',
      entityId: booking.id,
      summary: `${booking.number}: refunded $${money(refund.amountCents)} of $${money(booking.totalCents)}${refund.reason ? ` (${refund.reason})` : ''}`,
      before: { refunded: refundedBefore / 100 },
      after: {
        amount: refund.amountCents / 100,
        refunded: booking.refundedCents / 100,
        status: result.status,
        providerRefundId: result.id,
        ...(refund.reason ? { reason: refund.reason } : {}),
      },
    });
  };

  /** The audit entry of a credit on a ride on account (no card, no customer email: the invoice bills less). */
  const auditCredit = async (
    tx: Parameters<OnRefundStored>[0],
    adminId: string,
    { booking, refund, refundedBefore }: ClaimedRefund & { refundedBefore: number },
  ) =>
    recordAudit(tx, {
      actorUserId: adminId,
      action: 'booking.refund',
      entityType: 'booking',
      entityId: booking.id,
      summary: `${booking.number}: credited $${money(refund.amountCents)} of $${money(booking.totalCents)} to the company's account${refund.reason ? ` (${refund.reason})` : ''}`,
      before: { refunded: refundedBefore / 100 },
      after: {
        amount: refund.amountCents / 100,
        refunded: booking.refundedCents / 100,
        status: refund.status,
        provider: refund.provider,
        ...(refund.reason ? { reason: refund.reason } : {}),
      },
    });

  return {
    /**
     * The scheduled sweep of refunds left pending by a crash (`sweepPending`): an admin's is stored with its
     * customer email and audit entry as if it had completed at once; a cancellation's email was already written.
     */
    async completePending(now: Date) {
      const done = await deps.bookings.refunds.sweepPending(now, stored);
      if (done.settled + done.refused + done.errors > 0) {
        log.warn(done, 'refunds left pending were completed by the sweep');
        deps.email.kick();
      }
      return done;
    },

    /** POST /api/admin/bookings/{id}/refund. */
    async refund(admin: Admin, id: string, input: RefundRequest): Promise<RefundResult> {
      // Whole cents, at least one (the contract refuses anything else before this runs).
      const amountCents = Math.round(input.amount * 100);
      if (amountCents < 1) throw AppError.onField('amount', 'dispatch.refundAmountInvalid');
      const reason = input.reason?.trim() || null;
      const at = clock();
      const { refunds } = bookings;
      const claimed = await repo.transaction(async (tx) => {
        const b = await refunds.lockBooking(tx, id);
        if (!b) throw new AppError('dispatch.notFound');
        if (!b.paidAt) throw new AppError('dispatch.refundNotPaid');
        // Billed to a company (decision 058): no card was charged, so nothing goes to the payments provider; a
        // ride not invoiced yet is credited instead (decision 061): its next invoice bills it less the credit.
        if (b.paymentMethod === 'account') {
          const credited = await refunds.creditOnAccount(tx, b, {
            amountCents,
            reason,
            createdBy: admin.id,
            at,
          });
          await auditCredit(tx, admin.id, { ...credited, refundedBefore: b.refundedCents });
          return { credited };
        }
        // Every refund given or under way (the booking is locked: a concurrent refund waits, then counts this).
        const left = b.totalCents - (await refunds.committedCents(tx, id));
        if (left <= 0) throw new AppError('dispatch.alreadyRefunded');
        if (amountCents > b.totalCents)
          throw new AppError('dispatch.refundTooLarge', { paid: money(b.totalCents) });
        if (amountCents > left) {
          throw new AppError('dispatch.refundExceedsRemaining', {
            paid: money(b.totalCents),
            left: money(left),
          });
        }
        // One row per payment the refund is made on (the latest change's first; booking-refund-split.ts).
        const parts = await refunds.claimParts(tx, {
          bookingId: id,
          amountCents,
          provider: b.paymentProvider ?? refunds.mode ?? 'none',
          reason,
          createdBy: admin.id,
          at,
          paidCents: b.totalCents,
        });
        if (parts.length === 0) throw new AppError('dispatch.alreadyRefunded');
        return { booking: b, parts };
      });
      if (claimed.credited) {
        const { booking, refund } = claimed.credited;
        log.info({ bookingId: id, amountCents, adminId: admin.id }, 'ride on account credited');
        return {
          refund: {
            id: refund.id,
            amount: amountCents / 100,
            status: 'succeeded',
            providerRefundId: null,
            reason,
            at: refund.createdAt.toISOString(),
          },
          booking: toAdminRow(booking),
        };
      }

      // Each part is its own provider refund; a refused one does not stop the others (they stay made and listed).
      const done = await refunds.settleAll(claimed.booking, claimed.parts, {
        onStored: stored,
        watched: true,
      });
      if (done.stored.length > 0) deps.email.kick();
      const first = done.stored[0];
      if (done.refused || !first) {
        const cause = done.refused?.cause;
        log.warn({ err: cause, bookingId: id }, 'refund refused by the payments provider');
        throw new AppError('dispatch.refundFailed', { message: refusal(cause) });
      }
      log.info(
        { bookingId: id, amountCents, adminId: admin.id, parts: done.stored.length },
        'booking refunded',
      );
      return {
        refund: {
          id: first.refund.id,
          amount: amountCents / 100,
          // On its way while any part is; the provider's id of the first part (each is on the receipt).
          status: done.stored.some((d) => d.result.status === 'pending') ? 'pending' : first.result.status,
          providerRefundId: first.result.id,
          reason,
          at: first.refund.createdAt.toISOString(),
        },
        booking: toAdminRow(done.booking),
      };
    },
  };
}
export type AdminRefundsService = ReturnType<typeof createAdminRefundsService>;

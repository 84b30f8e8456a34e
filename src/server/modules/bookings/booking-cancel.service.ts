import type { FastifyBaseLogger } from 'fastify';
import type { CancelBookingRequest, CancelBookingResponse } from '../../../shared/contracts/bookings.ts';
import type { BookingStatus } from '../../../shared/domain/booking-status.ts';
import { AppError } from '../../../shared/errors.ts';
import { can, owns } from '../../../shared/permissions.ts';
import type { Db } from '../../db/client.ts';
import type { EmailPort } from '../../integrations/email/types.ts';
import type { ResolvedSession } from '../auth/auth.service.ts';
import { hashToken, newToken } from '../auth/tokens.ts';
import { confirmationLink, customerCancellationEmail, driverCancellationEmail } from './booking-emails.ts';
import { CANCELLATION_REFUND_REASON } from './booking-receipt-refunds.ts';
import type { BookingRefunds, BookingRefundRow } from './booking-refunds.ts';
import { cancellationTerms } from './booking-views.ts';
import type { BookingRow, BookingsRepository } from './bookings.repository.ts';

/** The reason written in the booking's history and the driver's trip when the customer cancels. */
export const CUSTOMER_CANCEL_REASON = 'Cancelled by the customer';

/** Statuses after which the customer can no longer cancel (the trip started or ended). */
const TOO_LATE: readonly BookingStatus[] = ['in_progress', 'completed', 'no_show'];

export interface BookingCancelDeps {
  repo: BookingsRepository;
  refunds: BookingRefunds;
  /** The one transaction of a cancellation. */
  transaction: <T>(fn: (tx: Db) => Promise<T>) => Promise<T>;
  /**
   * Ends the assigned driver's live trip (cancelled, with the reason), in the cancellation's transaction, after
   * the booking's lock (the order every booking-and-trip change takes). Returns the driver's id, or null when
   * the booking had no live trip. Provided by the trips module.
   */
  releaseTrip: (tx: Db, bookingId: string, reason: string, at: Date) => Promise<string | null>;
  email: EmailPort;
  publicUrl: string;
  log: FastifyBaseLogger;
  clock?: (() => Date) | undefined;
}

/**
 * A customer's cancellation (POST /api/user/bookings/{id}/cancel), by the booking's owner (the account, or the
 * guest session that booked) or the holder of its emailed link; 404 for anyone else. The Terms' policy (PRODUCT
 * decision 17): before the trip starts, a full refund up to 24 hours before pickup, 50 % later; an unpaid
 * booking is simply cancelled. One transaction locks the booking and then the driver's trip, moves the booking to
 * cancelled, ends the trip and claims the refund row (unique per booking), so of two cancellations at once one
 * wins and the other answers 409, and a booking is never refunded twice. The refund then goes through the
 * payments port exactly as an admin's refund does. The customer's email (and the driver's, if one was assigned) is
 * written in that transaction (the transactional outbox).
 */
export function createBookingCancellation(deps: BookingCancelDeps) {
  const { repo, refunds, log } = deps;
  const clock = deps.clock ?? (() => new Date());

  async function permitted(auth: ResolvedSession | null, b: BookingRow, token: string | undefined) {
    const session = auth?.current;
    if (session && can(session.role, 'bookings:cancel:own') && owns(session, b)) return true;
    return token ? repo.accessTokenMatches(b.id, hashToken(token)) : false;
  }

  function refuse(b: Pick<BookingRow, 'status' | 'pickupAt'>, now: Date): void {
    if (b.status === 'cancelled') throw new AppError('booking.alreadyCancelled');
    if (TOO_LATE.includes(b.status) || b.pickupAt.getTime() <= now.getTime()) {
      throw new AppError('booking.cannotCancel');
    }
  }

  return {
    async cancel(
      auth: ResolvedSession | null,
      bookingId: string,
      input: CancelBookingRequest,
    ): Promise<CancelBookingResponse> {
      const found = await repo.findById(bookingId);
      if (!found || !(await permitted(auth, found, input.token))) throw new AppError('booking.notFound');
      const at = clock();
      refuse(found, at);
      const reason = input.reason?.trim() ? `${CUSTOMER_CANCEL_REASON}: ${input.reason.trim()}` : null;

      const done = await deps.transaction(async (tx) => {
        // Race with a driver's accept (issue 32): the booking's row is locked FIRST, so an accept either
        // committed before (its trip is found and ended just below) or waits and then finds it cancelled;
        // only then is any live trip ended, in this same transaction.
        const locked = await refunds.lockBooking(tx, bookingId);
        if (!locked) throw new AppError('booking.notFound');
        refuse(locked, at);
        const terms = cancellationTerms(locked, at);
        if (!terms) throw new AppError('booking.cannotCancel');
        const driverId = await deps.releaseTrip(tx, bookingId, reason ?? CUSTOMER_CANCEL_REASON, at);
        // Billed to a company (decision 058): no card to refund; what the Terms give back is recorded as refunded,
        // so the fee kept (total - refunded) is what the company's invoice bills. The payments port is never asked.
        const onAccount = locked.paymentMethod === 'account';
        const cancelled = await repo.transition(
          {
            bookingId,
            to: 'cancelled',
            actor: 'customer',
            actorUserId: auth?.user && owns(auth.current, locked) ? auth.user.id : null,
            reason: reason ?? CUSTOMER_CANCEL_REASON,
            expectFrom: locked.status,
            // A credit given before (decision 061) counts towards it, as an earlier card refund does: never undone.
            ...(onAccount
              ? {
                  set: {
                    refundedCents: Math.min(
                      locked.totalCents,
                      Math.max(terms.owedCents, locked.refundedCents),
                    ),
                  },
                }
              : {}),
            at,
          },
          tx,
        );
        if (!cancelled) throw new AppError('booking.alreadyCancelled');
        // One row per payment the refund is made on (the latest change's first; booking-refund-split.ts).
        let parts: BookingRefundRow[] = [];
        // Every refund given or under way before this one (the email says the cancellation's is the rest).
        const earlierCents = terms.paidCents > 0 ? await refunds.committedCents(tx, bookingId) : 0;
        if (terms.refundCents > 0 && !onAccount) {
          // What the Terms owe less every refund given or under way (decision 23; booking-refunds.ts).
          parts = await refunds.claimOwed(tx, {
            bookingId,
            owedCents: terms.owedCents,
            paidCents: terms.paidCents,
            provider: locked.paymentProvider ?? refunds.mode ?? 'none',
            reason: `${CANCELLATION_REFUND_REASON} (${terms.refundPercent}%)`,
            createdBy: null,
            at,
          });
          // None: earlier refunds already gave back all the Terms owe.
        }
        const refundCents = parts.reduce((sum, r) => sum + r.amountCents, 0);
        // The customer's and the driver's emails commit with the cancellation (the transactional outbox).
        const t = newToken();
        await repo.insertAccessToken(bookingId, t.hash, tx);
        await deps.email.record(
          customerCancellationEmail(cancelled, {
            link: confirmationLink(deps.publicUrl, cancelled, t.token),
            refund: {
              cents: refundCents,
              percent: terms.refundPercent,
              owedCents: terms.owedCents,
              earlierCents,
            },
            onAccount,
          }),
          tx,
        );
        const driver = driverId ? await repo.accountContact(driverId, tx) : undefined;
        if (driver) {
          await deps.email.record(
            driverCancellationEmail(driver.email, cancelled, locked.driverName, driver.locale),
            tx,
          );
        }
        return { booking: cancelled, terms, parts, refundCents };
      });
      deps.email.kick();
      log.info({ bookingId, refundCents: done.refundCents }, 'booking cancelled by customer');

      const { refundCents } = done;
      // Each part its own provider refund; a refused one leaves the booking cancelled and its row failed, with
      // dispatch's notice written in the same transaction: they refund it from the back office.
      const settled = await refunds.settleAll(done.booking, done.parts);
      const booking = settled.booking;
      if (settled.refused) {
        log.error(
          { err: settled.refused.cause, bookingId },
          'cancellation refund refused by the payments provider',
        );
      }
      return {
        id: booking.id,
        number: booking.number,
        status: booking.status,
        refundAmount: refundCents / 100,
        refundPercent: booking.paidAt ? done.terms.refundPercent : 0,
      };
    },
  };
}
export type BookingCancellation = ReturnType<typeof createBookingCancellation>;

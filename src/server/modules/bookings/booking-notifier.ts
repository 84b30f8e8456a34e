import type { FastifyBaseLogger } from 'fastify';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { Db } from '../../db/client.ts';
import type { EmailMessage, EmailPort, EmailSendResult } from '../../integrations/email/types.ts';
import { newToken } from '../auth/tokens.ts';
import { dispatchNewBookingNotice } from './booking-dispatch-notice.ts';
import { bookingReceiptEmail, confirmationLink, voidedRefundEmail } from './booking-emails.ts';
import type { BookingRefunds } from './booking-refunds.ts';
import type { BookingRow, BookingsRepository } from './bookings.repository.ts';

/**
 * The emails a booking sends: the confirmation when it is paid, and a copy of the receipt on request. Each
 * carries a fresh link token, so the customer (a guest too) opens the booking from the email.
 */
export function createBookingNotifier(deps: {
  repo: BookingsRepository;
  email: EmailPort;
  publicUrl: string;
  log: FastifyBaseLogger;
  clock?: () => Date;
  /** The on-duty chauffeurs' push of a new paid ride near them (decision 30), in the confirming transaction. */
  notifications?: Pick<NotificationsService, 'nearbyRequest'> | undefined;
  /** The refunds a copy of the receipt lists (a confirmation has none yet). */
  refunds?: Pick<BookingRefunds, 'forReceipt'> &
    Partial<Pick<BookingRefunds, 'changesForReceipt' | 'cancellationForReceipt'>>;
}) {
  const clock = deps.clock ?? (() => new Date());

  /** The email and the hash of the token its link carries (stored with the email). */
  async function compose(b: BookingRow, kind: 'booking-confirmation' | 'booking-receipt') {
    const t = newToken();
    const message = await bookingReceiptEmail(b, {
      publicUrl: deps.publicUrl,
      token: t.token,
      kind,
      now: clock(),
      refunds: kind === 'booking-receipt' && deps.refunds ? await deps.refunds.forReceipt(b.id) : [],
      changes:
        kind === 'booking-receipt' && deps.refunds?.changesForReceipt
          ? await deps.refunds.changesForReceipt(b.id)
          : [],
      cancellation:
        kind === 'booking-receipt' ? ((await deps.refunds?.cancellationForReceipt?.(b.id)) ?? null) : null,
    });
    return { message, tokenHash: t.hash };
  }

  return {
    /**
     * The confirmation of `paid`, the booking as its confirmation will leave it, composed (receipt PDF and
     * calendar file included) before the confirming transaction so that transaction stays short; null when it
     * cannot be composed (the booking is confirmed all the same; the customer can ask for the receipt).
     */
    async prepareConfirmation(paid: BookingRow): Promise<PreparedEmail | null> {
      try {
        return await compose(paid, 'booking-confirmation');
      } catch (err) {
        deps.log.error({ err, bookingId: paid.id }, 'confirmation email could not be prepared');
        return null;
      }
    },
    /** Writes the prepared confirmation and its link token in `tx`, the transaction that confirms the booking. */
    async recordConfirmation(tx: Db, b: BookingRow, prepared: PreparedEmail): Promise<void> {
      await deps.repo.insertAccessToken(b.id, prepared.tokenHash, tx);
      await deps.email.record(prepared.message, tx);
    },
    /** Every admin's notice that the booking was paid and needs a chauffeur, written in `tx`. */
    async recordDispatchNotice(tx: Db, b: BookingRow): Promise<void> {
      for (const to of await deps.repo.adminEmails(tx))
        await deps.email.record(dispatchNewBookingNotice(to, b, deps.publicUrl), tx);
      if (!b.driverId) await deps.notifications?.nearbyRequest(tx, b);
    },
    /** Asks the outbox to deliver what the confirming transaction wrote, now it is committed. */
    confirmedCommitted(): void {
      deps.email.kick();
    },
    /**
     * The customer's email that a payment taken for a voided booking is refunded in full, written in `tx` (the
     * refund's own transaction), with a link token to the booking.
     */
    async recordVoidedRefund(
      tx: Db,
      b: BookingRow,
      amountCents: number,
      method: string | null,
    ): Promise<void> {
      const t = newToken();
      await deps.repo.insertAccessToken(b.id, t.hash, tx);
      await deps.email.record(
        voidedRefundEmail(b, { link: confirmationLink(deps.publicUrl, b, t.token), amountCents, method }),
        tx,
      );
    },
    async emailReceipt(b: BookingRow): Promise<{ to: string; status: EmailSendResult['status'] }> {
      const { message, tokenHash } = await compose(b, 'booking-receipt');
      await deps.repo.insertAccessToken(b.id, tokenHash);
      const result = await deps.email.sendNow(message);
      return { to: b.customerEmail, status: result.status };
    },
  };
}
export type BookingNotifier = ReturnType<typeof createBookingNotifier>;

export interface PreparedEmail {
  message: EmailMessage;
  tokenHash: string;
}

import { AppError } from '../../../shared/errors.ts';
import type { Db } from '../../db/client.ts';
import type { PaymentRefund, PaymentsPort } from '../../integrations/payments/types.ts';
import type { ResolvedSession } from '../auth/auth.service.ts';
import { newToken } from '../auth/tokens.ts';
import { confirmationLink } from './booking-emails.ts';
import { toReceipt } from './booking-views.ts';
import type {
  BookingRow,
  BookingsRepository,
  BookingWithRating,
  TransitionInput,
} from './bookings.repository.ts';
import type { CheckoutService } from './checkout.service.ts';
import { renderReceiptPdf } from './receipt-pdf.ts';

/**
 * What other modules (drivers' trips, later the admin panel) may do with a booking, as a service: the one
 * status writer (`transition`, optionally inside the caller's transaction), reads, the customer's access rule,
 * and the pieces of the customer's emails (a fresh link, the receipt PDF).
 */
export function createBookingLifecycle(deps: {
  repo: BookingsRepository;
  checkout: Pick<CheckoutService, 'readable'>;
  publicUrl: string;
  /** Card payments (refunds); null when they are not configured. */
  payments?: PaymentsPort | null;
}) {
  const { repo } = deps;
  return {
    /** The repository's conditional transition (the table of booking-status.ts, with its history row). */
    transition(input: TransitionInput, tx?: Db): Promise<BookingRow | null> {
      return repo.transition(input, tx);
    },
    findById(id: string): Promise<BookingWithRating | undefined> {
      return repo.findById(id);
    },
    /** A paid booking by number for its customer, an admin, or the emailed link's token (else 404). */
    readable(auth: ResolvedSession | null, number: string, token: string | undefined): Promise<BookingRow> {
      return deps.checkout.readable(auth, number, token, 'bookings:read');
    },
    /** The confirmation page's link with a fresh access token (guests open their booking with it). */
    async customerLink(b: BookingRow): Promise<string> {
      const t = newToken();
      await repo.insertAccessToken(b.id, t.hash);
      return confirmationLink(deps.publicUrl, b, t.token);
    },
    /** The provider a refund goes through now ('stripe' or 'test'); null when card payments are off. */
    paymentsMode: deps.payments?.mode ?? null,
    /** Gives back part or all of a booking's payment through the payments port (an admin's refund). */
    refundPayment(b: BookingRow, amountCents: number, idempotencyKey: string): Promise<PaymentRefund> {
      if (!deps.payments) throw new AppError('checkout.paymentUnavailable');
      return deps.payments.refund({
        intentId: b.paymentIntentId,
        amountCents,
        idempotencyKey,
        bookingId: b.id,
      });
    },
    /** The receipt PDF of a booking as it is now. */
    receiptPdf(b: BookingRow, now: Date): Promise<Buffer> {
      return renderReceiptPdf(toReceipt({ ...b, rating: null, feedback: null }, now));
    },
  };
}
export type BookingLifecycle = ReturnType<typeof createBookingLifecycle>;

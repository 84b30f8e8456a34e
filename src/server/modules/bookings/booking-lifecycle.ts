import type { Locale } from '../../../shared/contracts/locale.ts';
import type { Db } from '../../db/client.ts';
import type { ResolvedSession } from '../auth/auth.service.ts';
import { newToken } from '../auth/tokens.ts';
import { confirmationLink } from './booking-emails.ts';
import type { BookingRefunds } from './booking-refunds.ts';
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
 * What other modules (drivers' trips, the admin panel) may do with a booking, as a service: the one
 * status writer (`transition`, optionally inside the caller's transaction), reads, the customer's access rule,
 * refunds through the payments port, and the pieces of the customer's emails (a fresh link, the receipt PDF).
 */
export function createBookingLifecycle(deps: {
  repo: BookingsRepository;
  checkout: Pick<CheckoutService, 'readable'>;
  publicUrl: string;
  /** Refunds through the payments port. */
  refunds: BookingRefunds;
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
    /** A link with a fresh token; `q` is the transaction the email carrying it is written in. */
    async customerLink(b: BookingRow, q?: Db): Promise<string> {
      const t = newToken();
      await repo.insertAccessToken(b.id, t.hash, q);
      return confirmationLink(deps.publicUrl, b, t.token);
    },
    /** Refunds through the payments port (an admin's refund; a customer's cancellation uses the same). */
    refunds: deps.refunds,
    /**
     * The receipt PDF of a booking as it is now, in the booking's language unless told otherwise. Inside a
     * transaction pass it (`tx`): its refunds are read there (PGlite has one connection, and a read on the root
     * handle would wait for the transaction that waits for it).
     */
    async receiptPdf(b: BookingRow, now: Date, opts: { language?: Locale; tx?: Db } = {}): Promise<Buffer> {
      const language = opts.language ?? b.language;
      const refunds = await deps.refunds.forReceipt(b.id, opts.tx);
      const changes = await deps.refunds.changesForReceipt(b.id, opts.tx);
      const cancellation = await deps.refunds.cancellationForReceipt(b.id, opts.tx);
      return renderReceiptPdf(
        toReceipt({ ...b, rating: null, feedback: null }, now, refunds, changes, cancellation),
        language,
      );
    },
  };
}
export type BookingLifecycle = ReturnType<typeof createBookingLifecycle>;

import type { BookingSummary, RateBookingRequest, Receipt } from '../../../shared/contracts/bookings.ts';
import type { Locale } from '../../../shared/contracts/locale.ts';
import { AppError } from '../../../shared/errors.ts';
import type { ResolvedSession } from '../auth/auth.service.ts';
import { authorize } from '../auth/guards.ts';
import type { BookingRefunds } from './booking-refunds.ts';
import { toBookingSummary, toReceipt } from './booking-views.ts';
import type { BookingsRepository } from './bookings.repository.ts';

/**
 * What a signed-in customer does with their bookings: list, rate, receipts. Who may touch which booking is
 * the one policy's (`authorize`): the owner, or an admin where the permission has an any scope (receipts).
 */
export function createUserBookingsService(deps: {
  repo: BookingsRepository;
  now?: () => Date;
  /** Each refund of a receipt, its own line (PRODUCT decision 23). */
  refunds?: Pick<BookingRefunds, 'forReceipt'> & Partial<Pick<BookingRefunds, 'cancellationForReceipt'>>;
  /** Each change with a price difference, its own line (decision 26). */
  changes?: (bookingId: string) => Promise<{ at: Date; differenceCents: number; refundCents: number }[]>;
  /** What was charged after the ride (decision 29), its own lines. */
  extras?: (bookingId: string) => Promise<NonNullable<Receipt['extras']>>;
}) {
  const { repo } = deps;
  const now = deps.now ?? (() => new Date());
  const refundsOf = async (id: string) => (deps.refunds ? deps.refunds.forReceipt(id) : []);
  const changesOf = async (id: string) => (deps.changes ? deps.changes(id) : []);
  const cancellationOf = async (id: string) => (await deps.refunds?.cancellationForReceipt?.(id)) ?? null;
  const receiptOf = async (booking: Parameters<typeof toReceipt>[0]): Promise<Receipt> => {
    const receipt = toReceipt(
      booking,
      now(),
      await refundsOf(booking.id),
      await changesOf(booking.id),
      await cancellationOf(booking.id),
    );
    const extras = deps.extras ? await deps.extras(booking.id) : [];
    return extras.length > 0 ? { ...receipt, extras } : receipt;
  };

  return {
    /** The customer's next ride (earliest future pickup, paid and not finished), or null. */
    async nextUpcoming(userId: string): Promise<BookingSummary | null> {
      const booking = await repo.nextUpcomingForUser(userId, now());
      return booking ? toBookingSummary({ ...booking, rating: null, feedback: null }, now()) : null;
    },

    async list(userId: string): Promise<BookingSummary[]> {
      const at = now();
      // A refunded booking's card lists each refund with its date (issue 35); only those ask for them.
      return Promise.all(
        (await repo.listForUser(userId)).map(async (b) => {
          const summary = toBookingSummary(b, at);
          if (b.refundedCents <= 0) return summary;
          const refunds = await refundsOf(b.id);
          return {
            ...summary,
            refunds: refunds.map((r) => ({ amount: r.amountCents / 100, at: r.at.toISOString() })),
          };
        }),
      );
    },

    async rate(
      auth: ResolvedSession | null,
      bookingId: string,
      input: RateBookingRequest,
    ): Promise<BookingSummary> {
      const booking = authorize(auth, 'bookings:rate', await repo.findById(bookingId), 'booking.notFound');
      const userId = auth?.user?.id;
      if (!userId) throw new AppError('auth.accountRequired');
      if (booking.status !== 'completed') throw new AppError('rating.notCompleted');
      const feedback = input.feedback?.trim() || null;
      const created = await repo.insertRating({ bookingId, userId, rating: input.rating, feedback });
      if (!created) throw new AppError('rating.alreadyRated');
      return toBookingSummary({ ...booking, rating: input.rating, feedback }, now());
    },

    async receipt(auth: ResolvedSession | null, bookingId: string): Promise<Receipt> {
      const booking = authorize(auth, 'receipts:read', await repo.findById(bookingId), 'booking.notFound');
      if (!booking.paidAt && booking.status !== 'completed') {
        throw new AppError('receipt.notPaid');
      }
      return receiptOf(booking);
    },

    /** The receipt and the language the booking was made in (the PDF's language when the page names none). */
    async receiptWithLanguage(
      auth: ResolvedSession | null,
      bookingId: string,
    ): Promise<{ receipt: Receipt; language: Locale }> {
      const booking = authorize(auth, 'receipts:read', await repo.findById(bookingId), 'booking.notFound');
      if (!booking.paidAt && booking.status !== 'completed') {
        throw new AppError('receipt.notPaid');
      }
      return {
        receipt: await receiptOf(booking),
        language: booking.language,
      };
    },
  };
}
export type UserBookingsService = ReturnType<typeof createUserBookingsService>;

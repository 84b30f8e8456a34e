import type { FastifyBaseLogger } from 'fastify';
import type { EmailPort } from '../../integrations/email/types.ts';
import { newToken } from '../auth/tokens.ts';
import { bookingReceiptEmail } from './booking-emails.ts';
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
}) {
  const clock = deps.clock ?? (() => new Date());

  async function send(b: BookingRow, kind: 'booking-confirmation' | 'booking-receipt') {
    const t = newToken();
    await deps.repo.insertAccessToken(b.id, t.hash);
    const message = await bookingReceiptEmail(b, {
      publicUrl: deps.publicUrl,
      token: t.token,
      kind,
      now: clock(),
    });
    return deps.email.send(message);
  }

  return {
    async confirmed(b: BookingRow): Promise<void> {
      try {
        await send(b, 'booking-confirmation');
      } catch (err) {
        // The booking is paid and confirmed whatever happens to the email; the customer can ask for it again.
        deps.log.error({ err, bookingId: b.id }, 'confirmation email could not be prepared');
      }
    },
    async emailReceipt(b: BookingRow): Promise<{ to: string; status: 'stored' | 'sent' | 'failed' }> {
      const result = await send(b, 'booking-receipt');
      return { to: b.customerEmail, status: result.status };
    },
  };
}
export type BookingNotifier = ReturnType<typeof createBookingNotifier>;

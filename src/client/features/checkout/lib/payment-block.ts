import { AppError } from '../../../../shared/errors.ts';

/** Why the intent was refused, when the page must not offer the card form: see `paymentBlock`. */
export type PaymentBlock = 'duplicate' | 'replaced' | 'cancelled' | null;

/**
 * The refusals that are answers, not failures: the same ride is already paid (ask the customer), this booking
 * was replaced by an edited one, or it was cancelled.
 */
export function paymentBlock(error: unknown): PaymentBlock {
  if (!(error instanceof AppError)) return null;
  if (error.code === 'duplicate_booking') return 'duplicate';
  if (error.code === 'checkout.bookingReplaced') return 'replaced';
  if (error.code === 'checkout.bookingCancelled') return 'cancelled';
  return null;
}

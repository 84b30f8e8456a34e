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
  // The refunded ones: a charge landed on a booking voided meanwhile, and was given back (the message says so).
  if (error.code === 'checkout.bookingReplaced' || error.code === 'checkout.replacedRefunded')
    return 'replaced';
  if (error.code === 'checkout.bookingCancelled' || error.code === 'checkout.cancelledRefunded')
    return 'cancelled';
  return null;
}

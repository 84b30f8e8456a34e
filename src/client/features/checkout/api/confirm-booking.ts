import type { ConfirmBookingRequest, ConfirmBookingResponse } from '../../../../shared/contracts/checkout.ts';
import { apiPost } from '../../../lib/api-client.ts';

/**
 * POST /api/confirm-booking: after the card succeeded, the server checks the payment with the provider and
 * confirms the booking (idempotent: the webhook may already have done it).
 */
export const confirmBooking = (paymentIntentId: string, bookingNumber: string) => {
  const body: ConfirmBookingRequest = { paymentIntentId, bookingDetails: { number: bookingNumber } };
  return apiPost<ConfirmBookingResponse>('/api/confirm-booking', body);
};

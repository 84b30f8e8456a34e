import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  BookingView,
  CreatePaymentIntentRequest,
  CreatePaymentIntentResponse,
} from '../../../../shared/contracts/checkout.ts';
import { AppError } from '../../../../shared/errors.ts';
import { apiPost } from '../../../lib/api-client.ts';

/**
 * POST /api/create-payment-intent. The specification sends the amount and the booking details; the server
 * ignores both and charges the amount it computes from the stored booking.
 */
export async function createPaymentIntent(
  booking: BookingView,
  confirmDuplicate = false,
): Promise<CreatePaymentIntentResponse> {
  const body: CreatePaymentIntentRequest = {
    bookingId: booking.id,
    amount: booking.total,
    bookingDetails: { number: booking.number },
    ...(confirmDuplicate ? { confirmDuplicate: true } : {}),
  };
  const res = await apiPost<CreatePaymentIntentResponse>('/api/create-payment-intent', body);
  if (!res || typeof res.clientSecret !== 'string' || !res.clientSecret || !res.paymentIntentId)
    throw new AppError('checkout.noIntent');
  return res;
}

/**
 * The payment intent for a pending booking. Creating it is idempotent on the server (one intent per booking),
 * so it is cached like a read: asked once per page visit, never retried or refetched on its own.
 * `confirmDuplicate`: the customer answered the duplicate_booking question with "book a second car".
 */
export const paymentIntentQuery = (booking: BookingView, confirmDuplicate = false) =>
  queryOptions({
    queryKey: ['/api/create-payment-intent', booking.id, booking.total, confirmDuplicate] as const,
    queryFn: () => createPaymentIntent(booking, confirmDuplicate),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });

/** Asked once the booking is known to be pending and payments are configured. */
export function usePaymentIntent(booking: BookingView, enabled: boolean, confirmDuplicate = false) {
  return useQuery({ ...paymentIntentQuery(booking, confirmDuplicate), enabled });
}

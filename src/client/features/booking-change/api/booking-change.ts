import { useQuery } from '@tanstack/react-query';
import type {
  ChangeBookingRequest,
  ChangeBookingResponse,
  ChangeForm,
  ChangeQuoteResponse,
} from '../../../../shared/contracts/booking-changes.ts';
import { apiGet, apiPost } from '../../../lib/api-client.ts';

const base = (id: string) => `/api/bookings/${encodeURIComponent(id)}`;

/** GET /api/bookings/:id/change: the booking's changeable fields, and why it cannot be changed now. */
export function useChangeForm(bookingId: string) {
  return useQuery({
    queryKey: ['/api/bookings', bookingId, 'change'],
    queryFn: () => apiGet<ChangeForm>(`${base(bookingId)}/change`),
    retry: false,
  });
}

/** The proposed change priced on the server (nothing stored). */
export const quoteChange = (bookingId: string, body: ChangeBookingRequest) =>
  apiPost<ChangeQuoteResponse>(`${base(bookingId)}/change-quote`, body);

/** Applies the change (a lower or equal price) or starts the payment of its difference. */
export const applyChange = (bookingId: string, body: ChangeBookingRequest) =>
  apiPost<ChangeBookingResponse>(`${base(bookingId)}/changes`, body);

/** Applies a change once its difference is paid. */
export const confirmChange = (bookingId: string, changeId: string, paymentIntentId: string) =>
  apiPost<ChangeBookingResponse>(`${base(bookingId)}/changes/${encodeURIComponent(changeId)}/confirm`, {
    paymentIntentId,
  });

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Receipt } from '../../../../shared/contracts/bookings.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { USER_BOOKINGS_KEY } from './user-bookings.ts';

export const fetchBookingReceipt = (bookingId: string) =>
  apiGet<Receipt>(`/api/user/bookings/${encodeURIComponent(bookingId)}/receipt`);

/** GET /api/user/bookings/:id/receipt (owner only). Keyed under '/api/user/bookings' so sign-out clears it. */
export const bookingReceiptQuery = (bookingId: string) =>
  queryOptions({
    queryKey: [USER_BOOKINGS_KEY[0], bookingId, 'receipt'] as const,
    queryFn: () => fetchBookingReceipt(bookingId),
  });

export function useBookingReceipt(bookingId: string, enabled = true) {
  return useQuery({ ...bookingReceiptQuery(bookingId), enabled });
}

import { useQuery } from '@tanstack/react-query';
import type { ConfirmBookingResponse } from '../../../../shared/contracts/checkout.ts';
import type {
  BillToCompanyRequest,
  CompanyBookingOptions,
} from '../../../../shared/contracts/company-billing.ts';
import { AppError } from '../../../../shared/errors.ts';
import { apiGet, apiPost } from '../../../lib/api-client.ts';

/**
 * GET /api/company/booking-options (decision 058): the signed-in customer's company when they are one of its
 * bookers, with this booking's price on account; null when they are not (404: no company choice is offered).
 */
export function useCompanyBookingOptions(bookingId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['/api/company/booking-options', bookingId] as const,
    queryFn: async (): Promise<CompanyBookingOptions | null> => {
      try {
        return await apiGet<CompanyBookingOptions>(
          `/api/company/booking-options?bookingId=${encodeURIComponent(bookingId)}`,
        );
      } catch (error) {
        if (error instanceof AppError && error.status === 404) return null;
        throw error;
      }
    },
    enabled,
    retry: false,
    staleTime: 30_000,
  });
}

/** POST /api/bookings/{id}/bill-to-company: confirmed at once on the company's account (no card). */
export const billToCompany = (bookingId: string, body: BillToCompanyRequest) =>
  apiPost<ConfirmBookingResponse>(`/api/bookings/${encodeURIComponent(bookingId)}/bill-to-company`, body);

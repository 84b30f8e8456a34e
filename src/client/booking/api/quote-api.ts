import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuoteRequest, QuoteResponse } from '../../../shared/contracts/quotes.ts';
import { apiPost } from '../../lib/api-client.ts';
import { isUnknownPackage, withoutPackage } from '../lib/quote-request.ts';

/**
 * POST /api/quotes: the server prices the ride for every vehicle. A package the server does not price (a
 * corporate page's service label kept on the draft) is dropped and the ride is priced as a custom ride.
 */
export async function fetchQuote(request: QuoteRequest): Promise<QuoteResponse> {
  try {
    return await apiPost<QuoteResponse>('/api/quotes', request);
  } catch (error) {
    if (request.packageId && isUnknownPackage(error))
      return apiPost<QuoteResponse>('/api/quotes', withoutPackage(request));
    throw error;
  }
}

export const quoteQuery = (request: QuoteRequest) =>
  queryOptions({
    queryKey: ['/api/quotes', request] as const,
    queryFn: () => fetchQuote(request),
    // Prices follow the pricing configuration and the clock (the 2-hour lead time): re-ask after a minute.
    staleTime: 60_000,
  });

/** The quote for a draft's request; idle without one (a custom ride still missing its addresses or time). */
export function useQuote(request: QuoteRequest | null) {
  return useQuery({
    ...quoteQuery(request ?? { serviceType: '', pickupDateTime: '' }),
    enabled: request !== null,
  });
}

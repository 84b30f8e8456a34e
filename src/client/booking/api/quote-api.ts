import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuoteRequest, QuoteResponse } from '../../../shared/contracts/quotes.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { isUnknownPackage, withoutPackage } from '../lib/quote-request.ts';

/**
 * Packages the server said it does not price (a corporate page's service label kept on the draft …), so that
 * every later quote of the visit asks without them at once: one request per quote, not a refused one and a
 * second. Bounded (a visit meets a handful of packages at most).
 */
const unpricedPackages = new Set<string>();
const UNPRICED_MAX = 32;

const postQuote = (request: QuoteRequest, signal: AbortSignal | undefined) =>
  apiRequest<QuoteResponse>('POST', '/api/quotes', request, signal ? { signal } : undefined);

/**
 * POST /api/quotes: the server prices the ride for every vehicle. A package the server does not price (a
 * corporate page's service label kept on the draft) is dropped and the ride is priced as a custom ride; that
 * package is then left out of the visit's later quotes. `signal` aborts the request (a newer quote replaced it).
 */
export async function fetchQuote(request: QuoteRequest, signal?: AbortSignal): Promise<QuoteResponse> {
  const asked =
    request.packageId && unpricedPackages.has(request.packageId) ? withoutPackage(request) : request;
  try {
    return await postQuote(asked, signal);
  } catch (error) {
    if (!asked.packageId || !isUnknownPackage(error)) throw error;
    if (unpricedPackages.size >= UNPRICED_MAX) unpricedPackages.clear();
    unpricedPackages.add(asked.packageId);
    return postQuote(withoutPackage(asked), signal);
  }
}

/**
 * The quote of one request, keyed by its content. The query function takes TanStack Query's `signal`, so a
 * quote nobody waits for any more (the customer changed an extra meanwhile) is aborted, not answered late.
 */
export const quoteQuery = (request: QuoteRequest) =>
  queryOptions({
    queryKey: ['/api/quotes', request] as const,
    queryFn: ({ signal }) => fetchQuote(request, signal),
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

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { QuoteRequest } from '../../../../shared/contracts/quotes.ts';
import { quoteQuery } from '../../../booking/api/quote-api.ts';
import type { DraftQuote } from '../../../booking/lib/quote-request.ts';
import { allExtras, withExtras, type ExtrasSelection } from '../lib/booking-request.ts';

const IDLE: QuoteRequest = { serviceType: '', pickupDateTime: '' };

/**
 * The server's price for the ride with the chosen extras (POST /api/quotes), asked again whenever an extra
 * or the ride changes; the previous answer stays on screen, marked as updating, meanwhile. A second quote
 * with every extra on gives each extra's price before it is added (the same request once all are on).
 * Queries are keyed by the request's content, so a new but equal request object is not asked again.
 */
export function useDetailsQuote(plan: DraftQuote, extras: ExtrasSelection) {
  const base = plan.kind === 'ready' ? plan.request : null;
  const quote = useQuery({
    ...quoteQuery(base ? withExtras(base, extras) : IDLE),
    enabled: base !== null,
    placeholderData: keepPreviousData,
  });
  const priceList = useQuery({
    ...quoteQuery(base ? withExtras(base, allExtras(base)) : IDLE),
    enabled: base !== null,
    placeholderData: keepPreviousData,
  });
  return { quote, priceList };
}

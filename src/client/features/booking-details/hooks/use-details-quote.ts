import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { QuoteRequest } from '../../../../shared/contracts/quotes.ts';
import { quoteQuery } from '../../../booking/api/quote-api.ts';
import type { DraftQuote } from '../../../booking/lib/quote-request.ts';
import { allExtras, withExtras, type ExtrasSelection } from '../lib/booking-request.ts';
import { useDebouncedValue } from './use-debounced-value.ts';

const IDLE: QuoteRequest = { serviceType: '', pickupDateTime: '' };

/** A burst of changes to the extras (three quick clicks) is priced once, after the last one. */
export const EXTRAS_SETTLE_MS = 250;

const extrasKey = (e: ExtrasSelection) =>
  `${e.meetAndGreet}|${e.childSeat}|${e.extraStop}|${e.extraStop ? (e.extraStopAddress ?? '') : ''}`;

/**
 * The server's price for the ride with the chosen extras (POST /api/quotes): one request per change. The
 * extras are asked once they have settled for EXTRAS_SETTLE_MS; a request nobody waits for any more is aborted
 * (the query's signal), and an answer is only ever shown for the request it answers (queries are keyed by the
 * request's content). Meanwhile the previous answer stays on screen, marked as updating (`updating`).
 *
 * A second quote with every extra on gives each extra's price before it is added. It does not depend on the
 * extras chosen, so a change of an extra never asks it again; it waits for the first answer of the page, so a
 * package the server does not price is learnt once (see fetchQuote) instead of refused twice.
 */
export function useDetailsQuote(plan: DraftQuote, extras: ExtrasSelection) {
  const base = plan.kind === 'ready' ? plan.request : null;
  const key = extrasKey(extras);
  const settledExtras = useDebouncedValue(extras, key, EXTRAS_SETTLE_MS);
  const settling = extrasKey(settledExtras) !== key;
  const request = base ? withExtras(base, settledExtras) : null;

  const quote = useQuery({
    ...quoteQuery(request ?? IDLE),
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });
  const answeredOnce = quote.data !== undefined || quote.isError;
  const priceList = useQuery({
    ...quoteQuery(base ? withExtras(base, allExtras(base)) : IDLE),
    enabled: base !== null && answeredOnce,
    placeholderData: keepPreviousData,
  });

  // The answer on screen is for the ride's ends as they are now (the map keeps it while extras are re-priced).
  const shown = quote.data;
  const sameRoute =
    request !== null &&
    shown !== undefined &&
    (shown.pickupPlace?.input ?? '') === (request.pickup ?? '') &&
    (shown.destinationPlace?.input ?? '') === (request.destination ?? '');

  return {
    quote,
    priceList,
    /** The price on screen is not (yet) the answer for what the form shows. */
    updating: settling || quote.isPlaceholderData || quote.isFetching,
    /** The answer on screen drew the route of the ride as it is now (only extras changed since). */
    sameRoute,
  };
}

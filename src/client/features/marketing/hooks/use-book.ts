import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { startBooking } from '../../../booking/lib/booking-draft.ts';
import type { BookAction } from '../lib/book-actions.ts';

/**
 * Stores what a marketing page's Book button chose, then goes where the specification says. `price` is the
 * package's price as the page shows it (from the server's configuration): the "from" price the booking
 * summary repeats.
 */
export function useBook(): (action: BookAction, price?: number) => void {
  const navigate = useNavigate();
  return useCallback(
    (action: BookAction, price?: number) => {
      const priced =
        price === undefined
          ? action
          : {
              ...action,
              ...(action.draft && { draft: { ...action.draft, basePrice: price } }),
              ...(action.airport && { airport: { ...action.airport, basePrice: price } }),
            };
      startBooking(priced);
      void navigate(action.href);
    },
    [navigate],
  );
}

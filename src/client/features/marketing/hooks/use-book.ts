import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { startBooking } from '../../../booking/lib/booking-draft.ts';
import type { BookAction } from '../lib/book-actions.ts';

/** Stores what a marketing page's Book button chose, then goes where the specification says. */
export function useBook(): (action: BookAction) => void {
  const navigate = useNavigate();
  return useCallback(
    (action: BookAction) => {
      startBooking(action);
      void navigate(action.href);
    },
    [navigate],
  );
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminBookingRow, AssignCandidates } from '../../../../shared/contracts/admin-bookings.ts';
import type { DispatchBoard } from '../../../../shared/contracts/dispatch-board.ts';
import { DISPATCH_EVENTS_PATH } from '../../../../shared/contracts/live.ts';
import { apiGet, apiPost } from '../../../lib/api-client.ts';
import { useLiveInvalidate } from '../../../lib/live-events.ts';

/**
 * Every query of the dispatch board starts with this key: invalidating it (an assignment here, or a change
 * announced by the server's live events) reads the board and the open ride's candidates again.
 */
export const DISPATCH_BOARD_KEY = ['/api/admin/dispatch/board'] as const;

const BOARD_KEYS = [DISPATCH_BOARD_KEY];

/**
 * GET /api/admin/dispatch/board?date=: one day's board, read again on every change the server's live events
 * announce (decision 047: another dispatcher, a chauffeur's stage or position, a new booking) and on focus.
 */
export function useDispatchBoard(date: string | null) {
  useLiveInvalidate(DISPATCH_EVENTS_PATH, BOARD_KEYS);
  return useQuery({
    queryKey: [...DISPATCH_BOARD_KEY, date ?? 'today'],
    queryFn: ({ signal }) =>
      apiGet<DispatchBoard>(`/api/admin/dispatch/board${date ? `?date=${date}` : ''}`, { signal }),
    staleTime: 5_000,
    refetchOnWindowFocus: 'always',
  });
}

const bookingPath = (id: string) => `/api/admin/bookings/${encodeURIComponent(id)}`;

/** GET /api/admin/bookings/{id}/candidates: whether each chauffeur fits the chosen ride, and why not. */
export function useBoardCandidates(bookingId: string | null) {
  return useQuery({
    queryKey: [...DISPATCH_BOARD_KEY, 'candidates', bookingId],
    queryFn: ({ signal }) =>
      apiGet<AssignCandidates>(`${bookingPath(bookingId ?? '')}/candidates`, { signal }),
    enabled: bookingId !== null,
    staleTime: 0,
  });
}

/** POST /api/admin/bookings/{id}/assign-driver: the server checks the fit again (overlap, class, duty). */
export function useBoardAssign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { bookingId: string; driverId: string; upgrade?: boolean }) =>
      apiPost<AdminBookingRow>(`${bookingPath(v.bookingId)}/assign-driver`, {
        driverId: v.driverId,
        ...(v.upgrade ? { upgrade: true } : {}),
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: DISPATCH_BOARD_KEY }),
        queryClient.invalidateQueries({ queryKey: ['/api/admin/attention'] }),
      ]),
  });
}

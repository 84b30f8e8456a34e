import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookingView } from '../../../shared/contracts/checkout.ts';
import { bookingEventsPath } from '../../../shared/contracts/live.ts';
import { ACTIVE_STATUSES } from '../../../shared/domain/booking-status.ts';
import { apiGet } from '../../lib/api-client.ts';
import { useLiveInvalidate } from '../../lib/live-events.ts';
import type { ConfirmationRef } from '../lib/draft-types.ts';
import { TRACKING_INTERVAL_MS } from '../lib/assigned-driver.ts';
import { driverLocationQuery } from './driver-location.ts';

export function fetchBookingView({ number, token }: ConfirmationRef): Promise<BookingView> {
  const search = token ? `?${new URLSearchParams({ token }).toString()}` : '';
  return apiGet<BookingView>(`/api/bookings/${encodeURIComponent(number)}/confirmation${search}`);
}

/**
 * GET /api/bookings/:number/confirmation: one paid booking, for its owner's session, an admin, or the link's
 * token (the confirmation page, and the map of the /bookings details). While the booking will still happen
 * (confirmed, assigned, in progress) it is read again every 15 s, so a chauffeur's assignment and the trip's
 * start and end show without a reload.
 */
export const bookingViewQuery = (ref: ConfirmationRef) =>
  queryOptions({
    queryKey: ['/api/bookings', ref.number, 'confirmation', ref.token] as const,
    queryFn: () => fetchBookingView(ref),
    staleTime: 0,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status && (ACTIVE_STATUSES as readonly string[]).includes(status) ? TRACKING_INTERVAL_MS : false;
    },
  });

/**
 * The booking, kept current while it will still happen: its event stream (decision 047) has it read again
 * within seconds of a change of status, chauffeur, stage or the chauffeur's position; the 15 s reading above
 * stays as the fallback when the stream cannot be held. The chauffeur's position and stage (the stage banner
 * reads them from GET /driver-location, not from the booking) are read again on the same events: a stage
 * changes no field of the booking itself.
 */
export function useBookingView(ref: ConfirmationRef, enabled = true) {
  const options = bookingViewQuery(ref);
  const query = useQuery({ ...options, enabled });
  const status = query.data?.status;
  const live = enabled && status !== undefined && (ACTIVE_STATUSES as readonly string[]).includes(status);
  useLiveInvalidate(live ? bookingEventsPath(ref.number, ref.token) : null, [
    options.queryKey,
    driverLocationQuery(ref).queryKey,
  ]);
  return query;
}

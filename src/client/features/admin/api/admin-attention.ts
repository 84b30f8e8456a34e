import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminAttention } from '../../../../shared/contracts/admin-attention.ts';
import { DISPATCH_EVENTS_PATH, type LiveChange } from '../../../../shared/contracts/live.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { useLiveInvalidate } from '../../../lib/live-events.ts';

/**
 * GET /api/admin/attention: what waits for dispatch (paid rides without a chauffeur, those dropped by one,
 * applications to review). Kept current by the back office's live events (decision 047: a new booking, an
 * assignment, a chauffeur's move elsewhere), and read again every 30 seconds and on focus should the stream drop.
 */
const adminAttentionQuery = queryOptions({
  queryKey: ['/api/admin/attention'] as const,
  queryFn: () => apiGet<AdminAttention>('/api/admin/attention'),
  staleTime: 10_000,
  refetchInterval: 30_000,
});

const ATTENTION_KEYS = [adminAttentionQuery.queryKey];

/**
 * What the count can follow: a booking or a chauffeur's trip. A chauffeur's own change (a position every 30 s
 * while on a trip, duty) never moves it: on a busy day those alone had every back-office tab read it again each
 * second.
 */
export const attentionFollows = (change: LiveChange) =>
  change.all || change.kinds.some((k) => k !== 'driver');

export function useAdminAttention() {
  useLiveInvalidate(DISPATCH_EVENTS_PATH, ATTENTION_KEYS, { filter: attentionFollows });
  return useQuery(adminAttentionQuery);
}

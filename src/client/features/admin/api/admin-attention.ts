import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminAttention } from '../../../../shared/contracts/admin-attention.ts';
import { apiGet } from '../../../lib/api-client.ts';

/**
 * GET /api/admin/attention: what waits for dispatch (paid rides without a chauffeur, those dropped by one,
 * applications to review). Read again every 30 seconds and whenever the window regains focus.
 */
const adminAttentionQuery = queryOptions({
  queryKey: ['/api/admin/attention'] as const,
  queryFn: () => apiGet<AdminAttention>('/api/admin/attention'),
  staleTime: 10_000,
  refetchInterval: 30_000,
});

export function useAdminAttention() {
  return useQuery(adminAttentionQuery);
}

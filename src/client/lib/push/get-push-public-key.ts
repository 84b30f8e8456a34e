import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PushPublicKey } from '../../../shared/contracts/push.ts';
import { apiGet } from '../api-client.ts';

export const pushPublicKeyQuery = queryOptions({
  queryKey: ['/api/push/public-key'],
  queryFn: () => apiGet<PushPublicKey>('/api/push/public-key'),
  staleTime: 10 * 60_000,
});

/** GET /api/push/public-key: whether the server sends web push, and the key browsers subscribe with. */
export function usePushPublicKey(enabled = true) {
  return useQuery({ ...pushPublicKeyQuery, enabled });
}

import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CurrentUser, MessageResponse, SessionResponse } from '../../shared/contracts/auth.ts';
import { apiGet, apiPost } from './api-client.ts';
import { clearOfflineCaches } from './push/service-worker.ts';

export const USER_QUERY_KEY = ['/api/user'] as const;

/** Did the last session check find this browser's session ended by a suspension (issue 35)? */
let endedBySuspension = false;
export const sessionEndedBySuspension = (): boolean => endedBySuspension;

/** The session's user (an account or a guest), or null when signed out. The server decides; nothing is stored here. */
export const currentUserQuery = queryOptions({
  queryKey: USER_QUERY_KEY,
  // /api/session answers 200 with null when signed out (GET /api/user answers 401, which browsers log as an error).
  queryFn: async (): Promise<CurrentUser | null> => {
    const session = await apiGet<SessionResponse>('/api/session');
    endedBySuspension = session.ended === 'auth.suspended';
    return session.user;
  },
  staleTime: 60_000,
});

export function useCurrentUser() {
  return useQuery(currentUserQuery);
}

/** After login, register or "continue as guest": the answer is the new session's user. */
export function setSessionUser(queryClient: QueryClient, user: CurrentUser | null): void {
  queryClient.setQueryData(USER_QUERY_KEY, user);
  // The service worker's copy of a chauffeur's trips never outlives the session that read it.
  void clearOfflineCaches().catch(() => {});
  // Anything read under the previous session (bookings …) belongs to someone else now.
  queryClient.removeQueries({
    predicate: (q) => q.queryKey[0] !== USER_QUERY_KEY[0] && String(q.queryKey[0]).startsWith('/api/user'),
  });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost<MessageResponse>('/api/logout'),
    onSuccess: () => setSessionUser(queryClient, null),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser, GuestRequest } from '../../../../shared/contracts/auth.ts';
import { apiPost } from '../../../lib/api-client.ts';
import { setSessionUser } from '../../../lib/session.ts';

export const continueAsGuest = (body: GuestRequest) => apiPost<CurrentUser>('/api/guest', body);

/** POST /api/guest: a guest session holding the contact details (nothing is kept in the browser). */
export function useGuest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: continueAsGuest,
    onSuccess: (user) => setSessionUser(queryClient, user),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser, RegisterRequest } from '../../../../shared/contracts/auth.ts';
import { apiPost } from '../../../lib/api-client.ts';
import { setSessionUser } from '../../../lib/session.ts';

export const registerAccount = (body: RegisterRequest) => apiPost<CurrentUser>('/api/register', body);

/** POST /api/register: creates a passenger account and signs it in. */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerAccount,
    onSuccess: (user) => setSessionUser(queryClient, user),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser, LoginRequest } from '../../../../shared/contracts/auth.ts';
import { apiPost } from '../../../lib/api-client.ts';
import { setSessionUser } from '../../../lib/session.ts';

export const login = (body: LoginRequest) => apiPost<CurrentUser>('/api/login', body);

/** POST /api/login: on success the session's user is the answer. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => setSessionUser(queryClient, user),
  });
}

import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordRequest, MessageResponse } from '../../../../shared/contracts/auth.ts';
import { apiPost } from '../../../lib/api-client.ts';

export const requestPasswordReset = (body: ForgotPasswordRequest) =>
  apiPost<MessageResponse>('/api/forgot-password', body);

/** POST /api/forgot-password: the same answer whether or not the account exists. */
export function useForgotPassword() {
  return useMutation({ mutationFn: requestPasswordReset });
}

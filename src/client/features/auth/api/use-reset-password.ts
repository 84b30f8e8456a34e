import { useMutation } from '@tanstack/react-query';
import type { MessageResponse, ResetPasswordRequest } from '../../../../shared/contracts/auth.ts';
import { apiPost } from '../../../lib/api-client.ts';

export const resetPassword = (body: ResetPasswordRequest) =>
  apiPost<MessageResponse>('/api/reset-password', body);

/** POST /api/reset-password with the emailed token. */
export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}

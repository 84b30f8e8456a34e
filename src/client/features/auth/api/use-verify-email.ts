import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  MessageResponse,
  VerifyEmailRequest,
  VerifyEmailResponse,
} from '../../../../shared/contracts/auth.ts';
import { apiPost } from '../../../lib/api-client.ts';

export const verifyEmail = (body: VerifyEmailRequest) =>
  apiPost<VerifyEmailResponse>('/api/verify-email', body);

/**
 * POST /api/verify-email with the emailed token (single use). The account's booking list is read again: the
 * guest bookings made with the email have joined it.
 */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['/api/user/bookings'] }),
  });
}

/** POST /api/verify-email/resend: a new link for the signed-in account. */
export function useResendVerification() {
  return useMutation({ mutationFn: () => apiPost<MessageResponse>('/api/verify-email/resend') });
}

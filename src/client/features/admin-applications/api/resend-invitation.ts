import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DriverApplication } from '../../../../shared/contracts/drivers.ts';
import { apiPost } from '../../../lib/api-client.ts';
import { refreshApplications, storeApplication } from './driver-applications.ts';

const resendInvitation = (id: string) =>
  apiPost<DriverApplication>(`/api/driver-applications/${encodeURIComponent(id)}/resend-invitation`, {});

/** POST /api/driver-applications/{id}/resend-invitation: emails the code again (a fresh one if it expired). */
export function useResendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendInvitation,
    onSuccess: (updated) => storeApplication(queryClient, updated),
    onSettled: () => refreshApplications(queryClient),
  });
}

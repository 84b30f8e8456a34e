import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DriverApplication } from '../../../../shared/contracts/drivers.ts';
import { apiPost } from '../../../lib/api-client.ts';
import { refreshApplications, storeApplication } from './driver-applications.ts';

const regenerateInvitation = (id: string) =>
  apiPost<DriverApplication>(`/api/driver-applications/${encodeURIComponent(id)}/regenerate-invitation`, {});

/** POST /api/driver-applications/{id}/regenerate-invitation: revokes the code and emails a new one. */
export function useRegenerateInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateInvitation,
    onSuccess: (updated) => storeApplication(queryClient, updated),
    onSettled: () => refreshApplications(queryClient),
  });
}

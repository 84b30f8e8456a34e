import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DriverApplication } from '../../../../shared/contracts/drivers.ts';
import { apiPost } from '../../../lib/api-client.ts';
import { refreshApplications, storeApplication } from './driver-applications.ts';

const approveApplication = (id: string) =>
  apiPost<DriverApplication>(`/api/approve-driver/${encodeURIComponent(id)}`, {});

/** POST /api/approve-driver/{id}: approves a pending application and emails its invitation code. */
export function useApproveApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveApplication,
    onSuccess: (updated) => storeApplication(queryClient, updated),
    onSettled: () => refreshApplications(queryClient),
  });
}

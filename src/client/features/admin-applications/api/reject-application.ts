import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DriverApplication, RejectApplicationRequest } from '../../../../shared/contracts/drivers.ts';
import { apiPost } from '../../../lib/api-client.ts';
import { refreshApplications, storeApplication } from './driver-applications.ts';

interface RejectVariables {
  id: string;
  body: RejectApplicationRequest;
}

const rejectApplication = ({ id, body }: RejectVariables) =>
  apiPost<DriverApplication>(`/api/driver-applications/${encodeURIComponent(id)}/reject`, body);

/** POST /api/driver-applications/{id}/reject with the required reason. */
export function useRejectApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectApplication,
    onSuccess: (updated) => storeApplication(queryClient, updated),
    onSettled: () => refreshApplications(queryClient),
  });
}

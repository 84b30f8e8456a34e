import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminDriverUpdate } from '../../../../shared/contracts/admin-drivers.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshDrivers } from './admin-drivers.ts';

interface Variables {
  id: string;
  body: AdminDriverUpdate;
}

const updateDriverStatus = ({ id, body }: Variables) =>
  apiRequest<unknown>('PATCH', `/api/admin/drivers/${encodeURIComponent(id)}`, body);

/** PATCH /api/admin/drivers/{id} {status}: suspend, reinstate or set offline; the list is read again. */
export function useUpdateDriverStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDriverStatus,
    onSettled: () => refreshDrivers(queryClient),
  });
}

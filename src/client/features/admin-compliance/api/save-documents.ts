import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CarAssign,
  DriverDocuments,
  DriverDocumentsInput,
  FleetCar,
} from '../../../../shared/contracts/compliance.ts';
import { apiPost, apiRequest } from '../../../lib/api-client.ts';
import type { CarInputDraft } from '../lib/forms.ts';
import { COMPLIANCE_KEY } from './compliance-view.ts';

/** A change here reads the view again, and the back office's attention counts. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: COMPLIANCE_KEY }),
      queryClient.invalidateQueries({ queryKey: ['/api/admin/attention'] }),
    ]);
}

/** PUT /api/admin/drivers/{id}/documents (every field; null when not on file). */
export function useSaveDriverDocuments(driverId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: DriverDocumentsInput) =>
      apiRequest<DriverDocuments>(
        'PUT',
        `/api/admin/drivers/${encodeURIComponent(driverId)}/documents`,
        input,
      ),
    onSettled: refresh,
  });
}

/** POST /api/admin/cars (carId null) or PUT /api/admin/cars/{id}. */
export function useSaveCar(carId: string | null) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: CarInputDraft) =>
      carId === null
        ? apiPost<FleetCar>('/api/admin/cars', input)
        : apiRequest<FleetCar>('PUT', `/api/admin/cars/${encodeURIComponent(carId)}`, input),
    onSettled: refresh,
  });
}

/** POST /api/admin/cars/{id}/assign: the chauffeur who drives the car from now on, or null. */
export function useAssignCar(carId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: CarAssign) =>
      apiPost<FleetCar>(`/api/admin/cars/${encodeURIComponent(carId)}/assign`, input),
    onSettled: refresh,
  });
}

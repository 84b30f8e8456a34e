import { useMutation } from '@tanstack/react-query';
import type { DriverLocation, StoredLocation } from '../../../../shared/contracts/driver-trips.ts';
import { apiPost } from '../../../lib/api-client.ts';

export const updateLocation = (body: DriverLocation) =>
  apiPost<StoredLocation>('/api/driver/update-location', body);

/** POST /api/driver/update-location: the browser's position, stored for this driver (accepting needs it). */
export function useUpdateLocation() {
  return useMutation({ mutationFn: updateLocation });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DriverDuty, DriverProfile } from '../../../../shared/contracts/driver-trips.ts';
import { apiPost } from '../../../lib/api-client.ts';
import { DRIVER_PROFILE_KEY } from './driver-profile.ts';
import { NEARBY_TRIPS_KEY } from './nearby-trips.ts';

/**
 * POST /api/driver/duty {onDuty} (issue 35): on duty (requests offered) or off duty (none, no accept). The
 * profile's status follows at once; the nearby list is read again.
 */
export function useSetDuty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (onDuty: boolean) => apiPost<DriverDuty>('/api/driver/duty', { onDuty }),
    onSuccess: ({ onDuty }) => {
      queryClient.setQueryData<DriverProfile>(DRIVER_PROFILE_KEY, (p) =>
        p ? { ...p, status: onDuty ? 'available' : 'offline' } : p,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: NEARBY_TRIPS_KEY }),
  });
}

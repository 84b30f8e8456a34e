import { useMutation } from '@tanstack/react-query';
import type {
  DriverApplicationRequest,
  DriverApplicationResponse,
} from '../../../../shared/contracts/drivers.ts';
import { apiPost } from '../../../lib/api-client.ts';

const submitDriverApplication = (body: DriverApplicationRequest) =>
  apiPost<DriverApplicationResponse>('/api/driver-application', body);

/** POST /api/driver-application: any visitor applies to drive. */
export function useSubmitDriverApplication() {
  return useMutation({ mutationFn: submitDriverApplication });
}

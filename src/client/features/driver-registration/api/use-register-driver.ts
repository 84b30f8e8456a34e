import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '../../../../shared/contracts/auth.ts';
import type { DriverRegistrationRequest } from '../../../../shared/contracts/drivers.ts';
import { apiPost } from '../../../lib/api-client.ts';
import { setSessionUser } from '../../../lib/session.ts';

const registerDriver = (body: DriverRegistrationRequest) =>
  apiPost<CurrentUser>('/api/driver-registration', body);

/**
 * POST /api/driver-registration: creates the driver account with the code and signs it in; the session's
 * user becomes the driver, so the header and the driver pages see it at once.
 */
export function useRegisterDriver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerDriver,
    onSuccess: (user) => setSessionUser(queryClient, user),
  });
}

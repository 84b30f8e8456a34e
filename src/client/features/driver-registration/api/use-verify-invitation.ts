import { useMutation } from '@tanstack/react-query';
import type {
  VerifyInvitationRequest,
  VerifyInvitationResponse,
} from '../../../../shared/contracts/drivers.ts';
import { apiPost } from '../../../lib/api-client.ts';

const verifyInvitation = (body: VerifyInvitationRequest) =>
  apiPost<VerifyInvitationResponse>('/api/driver-invitations/verify', body);

/** POST /api/driver-invitations/verify: the applicant's details for a live code, else 400 with why. */
export function useVerifyInvitation() {
  return useMutation({ mutationFn: verifyInvitation });
}

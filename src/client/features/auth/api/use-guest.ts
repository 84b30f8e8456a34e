import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser, GuestSessionRequest } from '../../../../shared/contracts/auth.ts';
import { apiPost } from '../../../lib/api-client.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { setSessionUser } from '../../../lib/session.ts';

/** In the site's language (`locale`): the guest's emails are written in it. */
export const continueAsGuest = (body: GuestSessionRequest) =>
  apiPost<CurrentUser>('/api/guest', { ...body, locale: body.locale ?? currentLanguage() });

/** POST /api/guest: a guest session holding the contact details (nothing is kept in the browser). */
export function useGuest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: continueAsGuest,
    onSuccess: (user) => setSessionUser(queryClient, user),
  });
}

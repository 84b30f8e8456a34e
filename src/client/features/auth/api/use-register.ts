import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser, RegisterRequest } from '../../../../shared/contracts/auth.ts';
import { apiPost } from '../../../lib/api-client.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { setSessionUser } from '../../../lib/session.ts';

/** In the site's language (`locale`): the account's emails are written in it. */
export const registerAccount = (body: RegisterRequest) =>
  apiPost<CurrentUser>('/api/register', { ...body, locale: body.locale ?? currentLanguage() });

/** POST /api/register: creates a passenger account and signs it in. */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerAccount,
    onSuccess: (user) => setSessionUser(queryClient, user),
  });
}

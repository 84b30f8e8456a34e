import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { DriverApplication } from '../../../../shared/contracts/drivers.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useApproveApplication } from '../api/approve-application.ts';
import { useRegenerateInvitation } from '../api/regenerate-invitation.ts';
import { useResendInvitation } from '../api/resend-invitation.ts';
import { isSpecificProblem } from '../lib/applications.ts';
import { useCopy } from './use-copy.ts';

/**
 * Approve, copy, resend and regenerate with their toasts. Each failure shows the problem the server named
 * (already reviewed, not approved, not allowed …) or the page's generic message.
 */
export function useApplicationActions() {
  const { t } = useTranslation('admin-applications');
  const message = useErrorText();
  const copy = useCopy();
  const approveMutation = useApproveApplication();
  const resendMutation = useResendInvitation();
  const regenerateMutation = useRegenerateInvitation();

  const failure = useCallback(
    (title: string, fallback: string, error: unknown) =>
      toast({
        title,
        description: (isSpecificProblem(error) && message(error)) || fallback,
        variant: 'destructive',
      }),
    [message],
  );

  const approve = useCallback(
    (application: DriverApplication) =>
      approveMutation.mutateAsync(application.id).then(
        (updated) => {
          toast({
            title: t('toast.approvedTitle'),
            description: t('toast.approvedBody', {
              code: updated.invitationCode ?? '',
              email: updated.email,
            }),
            variant: 'success',
            duration: 10_000,
          });
          return updated;
        },
        (error: unknown) => {
          failure(t('toast.approveFailedTitle'), t('toast.approveFailed'), error);
          return null;
        },
      ),
    [approveMutation, failure, t],
  );

  const resend = useCallback(
    (application: DriverApplication) =>
      resendMutation.mutateAsync(application.id).then(
        (updated) => {
          toast({
            title: t('toast.resentTitle'),
            description: t('toast.resentBody', {
              code: updated.invitationCode ?? application.invitationCode ?? '',
              email: updated.email,
            }),
            variant: 'success',
          });
          return true;
        },
        (error: unknown) => {
          failure(t('toast.resendFailedTitle'), t('toast.resendFailed'), error);
          return false;
        },
      ),
    [failure, resendMutation, t],
  );

  const regenerate = useCallback(
    (application: DriverApplication) =>
      regenerateMutation.mutateAsync(application.id).then(
        (updated) => {
          toast({
            title: t('toast.regeneratedTitle'),
            description: t('toast.regeneratedBody', {
              code: updated.invitationCode ?? '',
              email: updated.email,
            }),
            variant: 'success',
            duration: 10_000,
          });
          return updated;
        },
        (error: unknown) => {
          failure(t('toast.regenerateFailedTitle'), t('toast.regenerateFailed'), error);
          return null;
        },
      ),
    [failure, regenerateMutation, t],
  );

  const copyCode = useCallback(
    (application: DriverApplication) =>
      application.invitationCode
        ? copy(application.invitationCode, t('toast.codeCopied', { code: application.invitationCode }))
        : Promise.resolve(false),
    [copy, t],
  );

  /** Which application an action is running for (its buttons show a spinner and are disabled). */
  const busy = {
    approving: approveMutation.isPending ? approveMutation.variables : undefined,
    resending: resendMutation.isPending ? resendMutation.variables : undefined,
    regenerating: regenerateMutation.isPending ? regenerateMutation.variables : undefined,
  };

  return { approve, resend, regenerate, copyCode, busy };
}

export type ApplicationActions = ReturnType<typeof useApplicationActions>;

import { Copy, Mail, RefreshCcw, UserCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DriverApplication } from '../../../../shared/contracts/drivers.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { ApplicationActions } from '../hooks/use-application-actions.ts';
import { useAdminFormat } from '../hooks/use-admin-format.ts';
import { useCopy } from '../hooks/use-copy.ts';
import { fullName, invitationActions, invitationState, registrationLinks } from '../lib/applications.ts';
import { InvitationStateBadge } from './application-status-badge.tsx';
import { CopyField } from './copy-field.tsx';
import { Modal, ModalClose } from '../../../components/ui/modal.tsx';

interface InvitationDialogProps {
  application: DriverApplication;
  actions: ApplicationActions;
  now: Date;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Opens the confirmation for a new code. */
  onRegenerate: () => void;
  returnFocusTo: () => HTMLElement | null | undefined;
}

/**
 * The specification's "send invitation" dialog: the code with its state and expiry, the registration link,
 * each with Copy, and Resend / Regenerate.
 */
export function InvitationDialog({
  application,
  actions,
  now,
  open,
  onOpenChange,
  onRegenerate,
  returnFocusTo,
}: InvitationDialogProps) {
  const { t } = useTranslation('admin-applications');
  const f = useAdminFormat();
  const copy = useCopy();
  const name = fullName(application);
  const state = invitationState(application, now);
  const can = invitationActions(application, now);
  const link = registrationLinks(window.location.origin).registration;
  const resending = actions.busy.resending === application.id;

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      returnFocusTo={returnFocusTo}
      title={t('invitation.title')}
      description={t('invitation.description', { name })}
      testId="invitation-dialog"
      footer={
        <>
          <ModalClose>
            <Button variant="ghost" size="sm">
              {t('invitation.close')}
            </Button>
          </ModalClose>
          {can.regenerate && (
            <Button variant="outline" size="sm" onClick={onRegenerate}>
              <RefreshCcw className="size-4" aria-hidden />
              {t('invitation.regenerate')}
            </Button>
          )}
          {can.resend && (
            <Button
              variant="dark"
              size="sm"
              disabled={resending}
              aria-busy={resending || undefined}
              onClick={() => void actions.resend(application)}
            >
              {resending ? (
                <Spinner className="[&>span:first-child]:size-4" label={t('actions.resending')} />
              ) : (
                <Mail className="size-4" aria-hidden />
              )}
              {t('invitation.resend')}
            </Button>
          )}
        </>
      }
    >
      <div className="grid gap-6">
        <div className="relative overflow-hidden rounded-2xl bg-ink px-5 py-6 text-ivory sm:px-7">
          <div
            aria-hidden
            className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgb(200_163_90/0.28),transparent_65%)]"
          />
          <div className="relative flex flex-wrap items-start justify-between gap-4">
            <div className="min-w-0">
              <p className="eyebrow text-gold">{t('invitation.code')}</p>
              <p
                className="mt-2 font-mono text-3xl font-semibold tracking-[0.12em] text-ivory sm:text-4xl"
                data-testid="invitation-code"
              >
                {application.invitationCode ?? '—'}
              </p>
              {application.invitationExpiresAt && (
                <p className="mt-2 text-sm text-ivory/70">
                  {t('invitation.expires', { date: f.dayTime(application.invitationExpiresAt) })}
                </p>
              )}
            </div>
            {state && <InvitationStateBadge state={state} />}
          </div>
          {can.copy && application.invitationCode && (
            <Button
              variant="primary"
              size="sm"
              className="relative mt-5"
              onClick={() => void actions.copyCode(application)}
            >
              <Copy className="size-4" aria-hidden />
              {t('invitation.copyCode')}
            </Button>
          )}
        </div>

        {state === 'used' ? (
          <p className="flex items-start gap-3 rounded-xl bg-emerald-50 px-4 py-3 text-sm text-emerald-900 ring-1 ring-emerald-600/20">
            <UserCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
            {t('invitation.usedNote', { name })}
          </p>
        ) : state !== 'active' ? (
          <p className="rounded-xl bg-rose-50 px-4 py-3 text-sm text-rose-900 ring-1 ring-rose-600/20">
            {t('invitation.deadNote', { email: application.email })}
          </p>
        ) : (
          <p className="flex items-center gap-2 text-sm text-stone">
            <Mail className="size-4 text-gold-dark" aria-hidden />
            {t('invitation.sentTo', { email: application.email })}
          </p>
        )}

        <div className="grid gap-2">
          <p className="text-xs font-semibold tracking-[0.14em] text-stone uppercase">
            {t('invitation.link')}
          </p>
          <CopyField
            value={link}
            copyText={t('invitation.copyLink')}
            onCopy={() => void copy(link, t('toast.linkCopied', { link }))}
          />
        </div>
      </div>
    </Modal>
  );
}

import { Check, Copy, Eye, Mail, Send, X } from 'lucide-react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DriverApplication } from '../../../../shared/contracts/drivers.ts';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { ApplicationActions } from '../hooks/use-application-actions.ts';
import { fullName, invitationActions } from '../lib/applications.ts';
import { useApproveConfirm } from '../hooks/use-approve-confirm.tsx';

export type DialogKind = 'details' | 'reject' | 'invitation' | 'regenerate';

interface ApplicationRowActionsProps {
  application: DriverApplication;
  actions: ApplicationActions;
  now: Date;
  /** Opens a dialog; the clicked button gets focus back when it closes. */
  onOpen: (kind: DialogKind, id: string, opener: HTMLElement) => void;
  className?: string;
  /** In the table: the invitation button shows its icon only (its name stays, as label and tooltip). */
  compact?: boolean;
}

/** Smaller than the sm size (important: `cn` joins classes, it does not merge them). */
const small = 'h-8! px-3! text-[0.6875rem]!';

/** View for every row; Approve and Reject while pending; Copy Code, Resend and the invitation once approved. */
export function ApplicationRowActions({
  application: a,
  actions,
  now,
  onOpen,
  className,
  compact = false,
}: ApplicationRowActionsProps) {
  const { t } = useTranslation('admin-applications');
  const name = fullName(a);
  const can = invitationActions(a, now);
  const approving = actions.busy.approving === a.id;
  const resending = actions.busy.resending === a.id;
  const [approveDialog, approve] = useApproveConfirm(actions);
  const open = (kind: DialogKind) => (e: MouseEvent<HTMLButtonElement>) =>
    onOpen(kind, a.id, e.currentTarget);

  return (
    <div className={cn('flex flex-wrap items-center gap-1.5', className)}>
      <Button
        variant="outline"
        size="sm"
        className={small}
        aria-haspopup="dialog"
        aria-label={t('actions.viewFor', { name })}
        onClick={open('details')}
      >
        <Eye className="size-3.5" aria-hidden />
        {t('actions.view')}
      </Button>
      {a.status === 'pending' && (
        <>
          <Button
            size="sm"
            className={small}
            aria-label={t('actions.approveFor', { name })}
            disabled={approving}
            aria-busy={approving || undefined}
            onClick={() => approve(a)}
          >
            {approving ? (
              <Spinner className="[&>span:first-child]:size-3.5" label={t('actions.approving')} />
            ) : (
              <Check className="size-3.5" aria-hidden />
            )}
            {t('actions.approve')}
          </Button>
          <Button
            variant="outline"
            size="sm"
            className={cn(small, 'hover:border-danger hover:bg-danger')}
            aria-haspopup="dialog"
            aria-label={t('actions.rejectFor', { name })}
            disabled={approving}
            onClick={open('reject')}
          >
            <X className="size-3.5" aria-hidden />
            {t('actions.reject')}
          </Button>
        </>
      )}
      {a.status === 'approved' && (
        <>
          {can.copy && (
            <Button
              variant="dark"
              size="sm"
              className={small}
              aria-label={t('actions.copyCodeFor', { name })}
              onClick={() => void actions.copyCode(a)}
            >
              <Copy className="size-3.5" aria-hidden />
              {t('actions.copyCode')}
            </Button>
          )}
          {can.resend && (
            <Button
              variant="outline"
              size="sm"
              className={small}
              aria-label={t('actions.resendFor', { name })}
              disabled={resending}
              aria-busy={resending || undefined}
              onClick={() => void actions.resend(a)}
            >
              {resending ? (
                <Spinner className="[&>span:first-child]:size-3.5" label={t('actions.resending')} />
              ) : (
                <Send className="size-3.5" aria-hidden />
              )}
              {t('actions.resend')}
            </Button>
          )}
          <Button
            variant={compact ? 'outline' : 'ghost'}
            size="sm"
            className={compact ? 'h-8! w-8 px-0!' : small}
            aria-haspopup="dialog"
            aria-label={t('actions.invitationFor', { name })}
            title={compact ? t('actions.invitationFor', { name }) : undefined}
            onClick={open('invitation')}
          >
            <Mail className="size-3.5" aria-hidden />
            {!compact && t('actions.invitation')}
          </Button>
        </>
      )}
      {approveDialog}
    </div>
  );
}

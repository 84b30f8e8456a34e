import { Paperclip, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutboxEmailDetail } from '../../../../shared/contracts/admin-ops.ts';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';
import { Modal, ModalClose } from '../../../components/ui/modal.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useOpsFormat } from '../hooks/use-ops-format.ts';
import { useOutboxEmail, useResendEmail } from '../api/admin-ops.ts';
import { BookingLink, DeliveryBadge, DeliveryError, TemplateLabel } from './outbox-parts.tsx';

interface OutboxDialogProps {
  id: string;
  onClose: () => void;
  returnFocusTo: () => HTMLElement | null | undefined;
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[8.5rem_minmax(0,1fr)] sm:gap-3">
      <dt className="text-[0.6875rem] font-semibold tracking-[0.14em] text-stone uppercase sm:pt-0.5">
        {label}
      </dt>
      <dd className="min-w-0 text-sm break-words text-ink">{children}</dd>
    </div>
  );
}

/** Text or HTML: the HTML body is drawn in a sandboxed frame (no scripts, no forms, no same origin). */
function Bodies({ email }: { email: OutboxEmailDetail }) {
  const { t } = useTranslation('admin-ops');
  const [view, setView] = useState<'text' | 'html'>('text');
  const shown = email.html === null ? 'text' : view;
  return (
    <section aria-labelledby="outbox-body-title" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="outbox-body-title" className="font-display text-xl font-semibold text-ink">
          {t('outbox.dialog.body')}
        </h3>
        {email.html !== null && (
          <div
            role="group"
            aria-label={t('outbox.dialog.format')}
            className="inline-flex rounded-full bg-ivory-deep p-0.5"
          >
            {(['text', 'html'] as const).map((v) => (
              <button
                key={v}
                type="button"
                aria-pressed={shown === v}
                onClick={() => setView(v)}
                className={cn(
                  'rounded-full px-3 py-1 text-xs font-semibold transition-colors',
                  shown === v ? 'bg-ink text-ivory' : 'text-ink/75 hover:text-ink',
                )}
              >
                {t(`outbox.dialog.${v}`)}
              </button>
            ))}
          </div>
        )}
      </div>
      {shown === 'text' ? (
        <pre
          // Scrolls: reachable by keyboard.
          tabIndex={0}
          className="max-h-[50vh] overflow-auto rounded-xl bg-ivory/70 p-4 font-sans text-sm leading-relaxed whitespace-pre-wrap text-ink ring-1 ring-ink/8"
          data-testid="outbox-text"
        >
          {email.text}
        </pre>
      ) : (
        <iframe
          title={t('outbox.dialog.htmlFrame', { subject: email.subject })}
          sandbox=""
          srcDoc={email.html ?? ''}
          className="h-[50vh] w-full rounded-xl bg-white ring-1 ring-ink/10"
          data-testid="outbox-html"
        />
      )}
    </section>
  );
}

/** One email in full: its facts, its bodies and Resend (toasts for each outcome, "too soon" included). */
export function OutboxDialog({ id, onClose, returnFocusTo }: OutboxDialogProps) {
  const { t } = useTranslation('admin-ops');
  const f = useOpsFormat();
  const message = useErrorText();
  const query = useOutboxEmail(id);
  const resend = useResendEmail();
  const email = query.data;

  const onResend = () =>
    resend.mutateAsync(id).then(
      (copy) => {
        if (copy.status === 'failed') {
          toast({
            title: t('outbox.toast.resendFailed'),
            description: copy.error ?? t('outbox.toast.tryAgain'),
            variant: 'destructive',
          });
          return;
        }
        toast({
          title: t('outbox.toast.resent'),
          description: t(copy.status === 'sent' ? 'outbox.toast.resentSent' : 'outbox.toast.resentStored', {
            to: copy.to,
          }),
          variant: 'success',
        });
        onClose();
      },
      (error: unknown) =>
        toast({
          title: t('outbox.toast.resendFailed'),
          description: message(error) ?? t('outbox.toast.tryAgain'),
          variant: 'destructive',
        }),
    );

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      size="wide"
      testId="outbox-dialog"
      title={email?.subject ?? t('outbox.dialog.loadingTitle')}
      aside={email && <DeliveryBadge status={email.status} />}
      returnFocusTo={returnFocusTo}
      footer={
        <>
          <ModalClose>
            <Button variant="outline">{t('outbox.dialog.close')}</Button>
          </ModalClose>
          {(!email || email.channel === 'email') && (
            <Button onClick={() => void onResend()} disabled={!email || resend.isPending}>
              {resend.isPending ? (
                <Spinner className="size-4" label={t('outbox.resending')} />
              ) : (
                <RotateCcw className="size-4" aria-hidden />
              )}
              {resend.isPending ? t('outbox.resending') : t('outbox.resend')}
            </Button>
          )}
        </>
      }
    >
      {query.isError && !email ? (
        <LoadFailure
          size="section"
          message={message(query.error) ?? t('outbox.loadError')}
          onRetry={() => void query.refetch()}
          retryLabel={t('retry')}
        />
      ) : !email ? (
        <div className="flex justify-center py-12 text-gold-dark">
          <Spinner label={t('outbox.loading')} />
        </div>
      ) : (
        <div className="grid gap-6">
          <dl className="grid gap-3">
            <Row label={t('outbox.fields.to')}>{email.to}</Row>
            {email.replyTo && <Row label={t('outbox.fields.replyTo')}>{email.replyTo}</Row>}
            <Row label={t('outbox.fields.template')}>
              <TemplateLabel email={email} />
            </Row>
            <Row label={t('outbox.fields.created')}>{f.dayTime(email.createdAt)}</Row>
            {email.sentAt && <Row label={t('outbox.fields.sent')}>{f.dayTime(email.sentAt)}</Row>}
            {email.error && (
              <Row label={t('outbox.fields.error')}>
                <DeliveryError error={email.error} full />
              </Row>
            )}
            {email.bookingNumber && (
              <Row label={t('outbox.fields.booking')}>
                <BookingLink number={email.bookingNumber} />
              </Row>
            )}
            {email.attachments.length > 0 && (
              <Row label={t('outbox.fields.attachments')}>
                <ul className="grid gap-1">
                  {email.attachments.map((a) => (
                    <li key={a.filename} className="flex items-center gap-2">
                      <Paperclip className="size-3.5 text-gold-dark" aria-hidden />
                      <span className="break-all">{a.filename}</span>
                      <span className="text-xs text-stone tabular-nums">
                        {t('outbox.size', { kb: Math.max(1, Math.round(a.size / 1024)) })}
                      </span>
                    </li>
                  ))}
                </ul>
                <p className="mt-1 text-xs text-stone">{t('outbox.attachmentsResent')}</p>
              </Row>
            )}
          </dl>
          <Bodies email={email} />
        </div>
      )}
    </Modal>
  );
}

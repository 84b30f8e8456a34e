import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Textarea } from '../../../components/ui/form-field.tsx';

interface CancelTripDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  tripNumber: string;
  busy: boolean;
  onConfirm: (reason: string) => void;
}

const REASON_MAX = 500;

/** Asks the reason for a driver's Cancel and says what it does: the booking goes back to dispatch. */
export function CancelTripDialog({ open, onOpenChange, tripNumber, busy, onConfirm }: CancelTripDialogProps) {
  const { t } = useTranslation('driver-dashboard');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const formId = useId();

  useEffect(() => {
    if (open) {
      setReason('');
      setError(null);
    }
  }, [open]);

  const submit = () => {
    const text = reason.trim();
    if (!text) {
      setError('trips.cancelReasonRequired');
      return;
    }
    onConfirm(text);
  };

  return (
    <Dialog.Root open={open} onOpenChange={busy ? undefined : onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/70 backdrop-blur-[2px]" />
        <Dialog.Content className="fixed inset-x-3 bottom-3 z-50 flex max-h-[calc(100dvh-1.5rem)] flex-col overflow-hidden rounded-2xl bg-white text-ink shadow-2xl ring-1 ring-ink/10 focus:outline-none sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[calc(100vw-3rem)] sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2">
          <div className="flex items-start justify-between gap-4 border-b border-ink/8 px-6 pt-6 pb-4">
            <div className="min-w-0">
              <Dialog.Title className="font-display text-2xl leading-tight font-semibold">
                {t('cancel.title')}
              </Dialog.Title>
              <p className="mt-0.5 font-mono text-xs tracking-wider text-stone">{tripNumber}</p>
            </div>
            <Dialog.Close
              className="-mt-1 -mr-2 shrink-0 rounded-full p-2 text-stone transition-colors hover:bg-ink/5 hover:text-ink"
              aria-label={t('cancel.close')}
              disabled={busy}
            >
              <X className="size-5" aria-hidden />
            </Dialog.Close>
          </div>
          <form
            id={formId}
            className="grid gap-4 overflow-y-auto px-6 py-5"
            onSubmit={(e) => {
              e.preventDefault();
              submit();
            }}
            noValidate
          >
            <Dialog.Description className="text-sm leading-relaxed text-ink/80">
              {t('cancel.body')}
            </Dialog.Description>
            <Field label={t('cancel.reason')} error={error}>
              {({ id, describedBy, invalid }) => (
                <Textarea
                  id={id}
                  aria-describedby={describedBy}
                  aria-invalid={invalid || undefined}
                  className="min-h-24"
                  maxLength={REASON_MAX}
                  placeholder={t('cancel.placeholder')}
                  value={reason}
                  onChange={(e) => {
                    setReason(e.target.value);
                    if (error) setError(null);
                  }}
                />
              )}
            </Field>
          </form>
          <div className="flex flex-col-reverse gap-2 border-t border-ink/8 bg-ivory/60 px-6 py-4 sm:flex-row sm:justify-end">
            <Dialog.Close asChild>
              <Button variant="outline" disabled={busy}>
                {t('cancel.keep')}
              </Button>
            </Dialog.Close>
            <Button type="submit" form={formId} variant="dark" disabled={busy}>
              {busy ? t('cancel.confirming') : t('cancel.confirm')}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

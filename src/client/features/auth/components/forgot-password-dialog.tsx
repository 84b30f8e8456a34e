import { X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast-store.ts';
import { ForgotPasswordForm } from './forgot-password-form.tsx';

interface ForgotPasswordDialogProps {
  open: boolean;
  onClose: () => void;
  /** Prefilled when the sign-in form already holds an email address. */
  defaultEmail?: string;
}

/**
 * The forgot-password dialog: a native modal <dialog> (the browser makes the page behind it inert, keeps
 * focus inside, closes on Escape and returns focus to the button that opened it).
 */
export function ForgotPasswordDialog({ open, onClose, defaultEmail }: ForgotPasswordDialogProps) {
  const { t } = useTranslation('auth');
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      dialog.querySelector<HTMLInputElement>('input')?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={descId}
      onClose={onClose}
      onClick={(e) => {
        // A click on the backdrop lands on the <dialog> itself.
        if (e.target === e.currentTarget) onClose();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-white p-0 text-ink shadow-2xl backdrop:bg-ink/70 backdrop:backdrop-blur-sm"
    >
      {open && (
        <div className="relative p-6 sm:p-8">
          <button
            type="button"
            onClick={onClose}
            aria-label={t('forgot.close')}
            className="absolute top-4 right-4 rounded-full p-2 text-stone transition-colors hover:bg-ink/5 hover:text-ink"
          >
            <X className="size-5" aria-hidden />
          </button>
          <p className="eyebrow">{t('forgot.eyebrow')}</p>
          <h2 id={titleId} className="mt-2 pr-8 font-display text-3xl font-semibold">
            {t('forgot.dialogTitle')}
          </h2>
          <p id={descId} className="mt-2 text-sm leading-relaxed text-stone">
            {t('forgot.lead')}
          </p>
          <div className="mt-6">
            <ForgotPasswordForm
              defaultEmail={defaultEmail}
              onSent={(email) => {
                toast({
                  variant: 'success',
                  title: t('toasts.resetSentTitle'),
                  description: t('toasts.resetSentBody', { email }),
                });
                onClose();
              }}
            />
          </div>
        </div>
      )}
    </dialog>
  );
}

import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn.ts';

interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** Buttons along the bottom edge. */
  footer?: ReactNode;
  /**
   * The element that gets focus back on close (normally the button that opened the dialog). A function, so it
   * can choose another one when the opener is gone (Rate Trip disappears once the trip is rated).
   */
  returnFocusTo?: () => HTMLElement | null | undefined;
  className?: string;
}

/**
 * Accessible modal (Radix Dialog): traps focus, closes on Esc or a click outside, returns focus to its trigger
 * and hides the rest of the page from screen readers while open.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  returnFocusTo,
  className,
}: ModalProps) {
  const { t } = useTranslation('account');
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/70 backdrop-blur-[2px]" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo?.();
            if (target?.isConnected) {
              event.preventDefault();
              target.focus();
            }
          }}
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={cn(
            'fixed inset-x-3 bottom-3 z-50 flex max-h-[calc(100dvh-1.5rem)] flex-col overflow-hidden rounded-2xl bg-white text-ink shadow-2xl ring-1 ring-ink/10 focus:outline-none',
            'sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[calc(100vw-3rem)] sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2',
            className,
          )}
        >
          <div className="flex items-start justify-between gap-4 border-b border-ink/8 px-6 pt-6 pb-4">
            <div className="min-w-0">
              <Dialog.Title className="font-display text-2xl leading-tight font-semibold text-ink lining-nums">
                {title}
              </Dialog.Title>
              {description && (
                <Dialog.Description className="mt-1 text-sm text-stone">{description}</Dialog.Description>
              )}
            </div>
            <Dialog.Close
              className="-mt-1 -mr-2 shrink-0 rounded-full p-2 text-stone transition-colors hover:bg-ink/5 hover:text-ink"
              aria-label={t('modal.close')}
            >
              <X className="size-5" aria-hidden />
            </Dialog.Close>
          </div>
          <div className="overflow-y-auto px-6 py-5">{children}</div>
          {footer && (
            <div className="flex flex-col-reverse gap-2 border-t border-ink/8 bg-ivory/60 px-6 py-4 sm:flex-row sm:justify-end">
              {footer}
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export const ModalClose = Dialog.Close;

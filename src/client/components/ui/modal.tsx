import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from './cn.ts';

interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** Beside the title (a status badge). */
  aside?: ReactNode;
  children: ReactNode;
  /** Buttons along the bottom edge. */
  footer?: ReactNode;
  /** default: 32 rem; medium: 36 rem (a booking with its live map); wide: 48 rem (an application's details). */
  size?: 'default' | 'medium' | 'wide';
  /** The element that gets focus back on close (the button that opened the dialog, while it still exists). */
  returnFocusTo?: () => HTMLElement | null | undefined;
  /** The element focused on opening (else the first focusable one). */
  initialFocus?: () => HTMLElement | null | undefined;
  /** For confirmation dialogs: a click outside does not dismiss them. */
  modalOnly?: boolean;
  testId?: string;
}

/**
 * Accessible modal (Radix Dialog): traps focus, closes on Esc or a click outside, returns focus to its trigger
 * and hides the rest of the page from screen readers while open. A sheet from the bottom on phones. Above the
 * chat launcher (z-60), under the toasts (z-100).
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  aside,
  children,
  footer,
  size = 'default',
  returnFocusTo,
  initialFocus,
  modalOnly = false,
  testId,
}: ModalProps) {
  const { t } = useTranslation('common');
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[70] bg-ink/70 backdrop-blur-[2px]" />
        <Dialog.Content
          data-testid={testId}
          onOpenAutoFocus={(event) => {
            const target = initialFocus?.();
            if (target) {
              event.preventDefault();
              target.focus();
            }
          }}
          onPointerDownOutside={modalOnly ? (e) => e.preventDefault() : undefined}
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo?.();
            if (target?.isConnected) {
              event.preventDefault();
              target.focus();
            }
          }}
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={cn(
            'fixed inset-x-2 bottom-2 z-[70] flex max-h-[calc(100dvh-1rem)] flex-col overflow-hidden rounded-2xl bg-white text-ink shadow-2xl ring-1 ring-ink/10 focus:outline-none',
            'sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:max-h-[calc(100dvh-3rem)] sm:w-[calc(100vw-3rem)] sm:-translate-x-1/2 sm:-translate-y-1/2',
            size === 'wide' ? 'sm:max-w-3xl' : size === 'medium' ? 'sm:max-w-xl' : 'sm:max-w-lg',
          )}
        >
          <div className="flex items-start justify-between gap-4 border-b border-ink/8 px-5 pt-5 pb-4 sm:px-7 sm:pt-6">
            <div className="min-w-0">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
                <Dialog.Title className="font-display text-2xl leading-tight font-semibold text-ink lining-nums sm:text-3xl">
                  {title}
                </Dialog.Title>
                {aside}
              </div>
              {description && (
                <Dialog.Description className="mt-1 text-sm break-words text-stone">
                  {description}
                </Dialog.Description>
              )}
            </div>
            <Dialog.Close
              className="-mt-1 -mr-2 shrink-0 rounded-full p-2 text-stone transition-colors hover:bg-ink/5 hover:text-ink"
              aria-label={t('modal.close')}
            >
              <X className="size-5" aria-hidden />
            </Dialog.Close>
          </div>
          <div className="overflow-y-auto px-5 py-5 sm:px-7">{children}</div>
          {footer && (
            <div className="flex flex-wrap-reverse justify-end gap-2 border-t border-ink/8 bg-ivory/60 px-5 py-4 sm:px-7 [&>*]:grow sm:[&>*]:grow-0">
              {footer}
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export const ModalClose = Dialog.Close;

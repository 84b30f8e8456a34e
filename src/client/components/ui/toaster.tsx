import { X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from './cn.ts';
import { dismissToast, holdToast, releaseToast, useToasts } from '../../lib/toast-store.ts';
import { useToastPlacement } from './use-toast-placement.ts';

const SWIPE_THRESHOLD = 50;

/** Renders the current toast in a live region; F8 moves focus to it; swipe right to dismiss. */
export function Toaster() {
  const { t } = useTranslation();
  const toasts = useToasts();
  const regionRef = useRef<HTMLDivElement>(null);
  const startX = useRef<number | null>(null);
  const placement = useToastPlacement(regionRef, toasts[0]?.id ?? 0);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'F8') {
        const first = regionRef.current?.querySelector<HTMLElement>('[data-toast]');
        (first ?? regionRef.current)?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  // A named section is a landmark, so the notifications are inside one (axe's region rule).
  return (
    <section aria-label={t('toast.region')} data-print="hide">
      <div
        ref={regionRef}
        tabIndex={-1}
        data-placement={placement}
        className={cn(
          'pointer-events-none fixed inset-x-0 z-[100] flex flex-col gap-2 p-4 md:max-w-[420px]',
          placement.startsWith('top') ? 'top-18' : 'bottom-0',
          placement.endsWith('left') ? 'sm:right-auto sm:left-0' : 'sm:right-0 sm:left-auto',
        )}
      >
        {toasts.map((item) => (
          <div
            key={item.id}
            data-toast
            data-variant={item.variant}
            tabIndex={0}
            role={item.variant === 'destructive' ? 'alert' : 'status'}
            aria-live={item.variant === 'destructive' ? 'assertive' : 'polite'}
            // The clock stops while the pointer is over the toast or focus is in it (F8), and goes on after.
            onPointerEnter={() => holdToast(item.id, 'pointer')}
            onPointerLeave={() => releaseToast(item.id, 'pointer')}
            onFocus={() => holdToast(item.id, 'focus')}
            onBlur={(e) => {
              if (!e.currentTarget.contains(e.relatedTarget as Node | null)) releaseToast(item.id, 'focus');
            }}
            onPointerDown={(e) => {
              startX.current = e.clientX;
            }}
            onPointerUp={(e) => {
              if (startX.current !== null && e.clientX - startX.current > SWIPE_THRESHOLD)
                dismissToast(item.id);
              startX.current = null;
            }}
            className={cn(
              'pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-2xl',
              'animate-[toast-in_200ms_ease-out]',
              item.variant === 'destructive'
                ? 'border-danger/40 bg-danger text-white'
                : item.variant === 'success'
                  ? 'border-gold/40 bg-ink text-ivory'
                  : 'border-ink/10 bg-white text-ink',
            )}
          >
            <div className="grid gap-1">
              <p className="text-sm font-semibold">{item.title}</p>
              {item.description && <p className="text-sm opacity-90">{item.description}</p>}
            </div>
            <button
              type="button"
              onClick={() => dismissToast(item.id)}
              className="absolute top-3 right-3 rounded-md p-1 opacity-70 hover:opacity-100"
              aria-label={t('toast.close')}
            >
              <X className="size-4" aria-hidden />
            </button>
          </div>
        ))}
      </div>
    </section>
  );
}

import { MessageCircle, X } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { loadChatPanel, whenIdle } from '../lib/load-chat-panel.ts';

const ChatPanel = lazy(loadChatPanel);

export const CHAT_PANEL_ID = 'chat-panel';

/** Shown for the moment the panel's code takes to arrive after the first click. */
function PanelPlaceholder({ label }: { label: string }) {
  return (
    <div
      role="status"
      className="fixed inset-x-4 bottom-[5.25rem] z-[60] flex h-[500px] max-h-[calc(100dvh-6.25rem)] items-center justify-center rounded-2xl bg-ivory text-sm text-stone shadow-2xl ring-1 ring-gold/30 sm:right-6 sm:bottom-[5.75rem] sm:left-auto sm:w-96 sm:max-h-[calc(100dvh-6.75rem)]"
    >
      {label}
    </div>
  );
}

function Widget() {
  const { t } = useTranslation('chat');
  const [open, setOpen] = useState(false);
  // Once opened, the panel stays mounted (hidden when closed): a reply on its way is not lost.
  const [loaded, setLoaded] = useState(false);
  const launcherRef = useRef<HTMLButtonElement>(null);

  useEffect(() => whenIdle(() => void loadChatPanel()), []);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) launcherRef.current?.focus();
  }, []);

  const toggle = () => {
    setLoaded(true);
    setOpen((o) => !o);
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || !open) return;
    e.stopPropagation();
    close(true);
  };

  return (
    <div data-chat-widget="" data-print="hide" onKeyDown={onKeyDown}>
      {loaded && (
        <Suspense fallback={open ? <PanelPlaceholder label={t('panel.loading')} /> : null}>
          <ChatPanel id={CHAT_PANEL_ID} open={open} onClose={close} />
        </Suspense>
      )}
      <button
        ref={launcherRef}
        type="button"
        onClick={toggle}
        aria-expanded={open}
        aria-controls={loaded ? CHAT_PANEL_ID : undefined}
        aria-label={open ? t('launcher.close') : t('launcher.open')}
        title={open ? t('launcher.close') : t('launcher.open')}
        data-testid="chat-launcher"
        className="fixed right-4 bottom-4 z-[60] inline-flex size-14 items-center justify-center rounded-full bg-ink text-gold shadow-[0_12px_32px_-8px_rgb(0_0_0/0.55)] ring-1 ring-gold/50 transition-colors hover:bg-ink-soft hover:text-gold-light sm:right-6 sm:bottom-6"
      >
        {open ? (
          <X className="size-6" aria-hidden />
        ) : (
          <MessageCircle className="size-6" aria-hidden strokeWidth={1.75} />
        )}
      </button>
    </div>
  );
}

/** The floating chat on every page: a launcher (bottom right) and, from the first open, the lazy panel. */
export function ChatWidget() {
  return (
    <Suspense fallback={null}>
      <Widget />
    </Suspense>
  );
}

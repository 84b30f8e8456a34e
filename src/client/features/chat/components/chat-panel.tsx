import { RotateCcw, X } from 'lucide-react';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { BRAND } from '../../../../shared/brand.ts';
import { CHAT_MESSAGE_MAX, type ChatLanguage, type QuickAction } from '../../../../shared/contracts/chat.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { useChat } from '../hooks/use-chat.ts';
import { DEFAULT_ACTION_HREFS, GREETING_ACTIONS, SMALL_SCREEN_QUERY } from '../lib/chat-actions.ts';
import type { ChatFailure } from '../lib/chat-errors.ts';
import { latestSuggestions, type ChatEntry } from '../lib/chat-history.ts';
import { ChatComposer } from './chat-composer.tsx';
import { ChatMessage } from './chat-message.tsx';
import { TypingIndicator } from './typing-indicator.tsx';

const GREETING_SUGGESTIONS = ['price', 'group', 'hourly', 'cancel'] as const;

interface ChatPanelProps {
  id: string;
  open: boolean;
  /** Close the panel; `returnFocus` puts the focus back on the launcher (Escape, the close button). */
  onClose: (returnFocus: boolean) => void;
}

/**
 * The conversation: a non-modal dialog with the greeting (in the site's language), the visit's messages, the
 * latest suggestions as chips, the typing indicator and the message box.
 */
export function ChatPanel({ id, open, onClose }: ChatPanelProps) {
  const { t, i18n } = useTranslation('chat');
  const errorMessage = useErrorText();
  const language: ChatLanguage = (i18n.resolvedLanguage ?? i18n.language) === 'es' ? 'es' : 'en';
  const describeFailure = useCallback(
    (failure: ChatFailure) => {
      switch (failure.kind) {
        case 'tooLong':
          return t('errors.tooLong', { max: CHAT_MESSAGE_MAX });
        case 'empty':
          return t('errors.empty');
        case 'message':
          return errorMessage(failure.error) ?? t('errors.apology', { phone: BRAND.phoneDisplay });
        default:
          return t('errors.apology', { phone: BRAND.phoneDisplay });
      }
    },
    [t, errorMessage],
  );
  const { entries, pending, send, clear } = useChat(language, describeFailure);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);

  const greeting = useMemo<ChatEntry>(
    () => ({
      id: 'greeting',
      role: 'assistant',
      text: t('greeting'),
      timestamp: 0,
      quickActions: GREETING_ACTIONS.map((action) => ({
        action,
        label: t(`actions.${action}`),
        href: DEFAULT_ACTION_HREFS[action],
      })),
    }),
    [t],
  );
  const chips = latestSuggestions(
    entries,
    GREETING_SUGGESTIONS.map((key) => t(`suggestions.${key}`)),
  );

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  // Keep the newest message in view: a question and the typing indicator at the bottom, an answer from its
  // first line (a long one is read from the top), the greeting from its start while it is alone.
  useLayoutEffect(() => {
    const list = scrollRef.current;
    if (!open || !list) return;
    const last = entries.at(-1);
    if (!last) {
      list.scrollTop = 0;
      return;
    }
    const messages = list.querySelectorAll('[data-testid="chat-message"]');
    const answer = last.role === 'assistant' && !pending ? messages[messages.length - 1] : undefined;
    list.scrollTop = answer
      ? list.scrollTop + answer.getBoundingClientRect().top - list.getBoundingClientRect().top - 16
      : list.scrollHeight;
  }, [open, entries, pending]);

  // A quick action that opens a page closes the panel where it would cover that page: on phones, and for
  // the booking form everywhere (on desktops the form sits right under the panel).
  const onNavigate = useCallback(
    (action: QuickAction['action']) => {
      if (action === 'book' || window.matchMedia(SMALL_SCREEN_QUERY).matches) onClose(false);
    },
    [onClose],
  );

  const ask = (text: string) => {
    inputRef.current?.focus();
    void send(text);
  };

  return (
    <div
      id={id}
      role="dialog"
      aria-label={t('panel.title')}
      hidden={!open}
      data-testid="chat-panel"
      className="fixed inset-x-4 bottom-[5.25rem] z-[60] flex h-[500px] max-h-[calc(100dvh-6.25rem)] flex-col overflow-hidden rounded-2xl bg-ivory text-ink shadow-[0_24px_64px_-12px_rgb(0_0_0/0.5)] ring-1 ring-gold/30 sm:right-6 sm:bottom-[5.75rem] sm:left-auto sm:w-96 sm:max-h-[calc(100dvh-6.75rem)]"
    >
      <div className="flex items-center gap-3 bg-ink px-4 py-3 text-ivory">
        <span
          aria-hidden
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-full border border-gold/50 font-display text-xl font-semibold text-gold"
        >
          E
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="font-display text-xl leading-tight font-semibold">{t('panel.title')}</h2>
          <p className="truncate text-xs text-ivory/70">{t('panel.subtitle')}</p>
        </div>
        {entries.length > 0 && (
          <button
            type="button"
            onClick={() => {
              clear();
              inputRef.current?.focus();
            }}
            disabled={pending}
            aria-label={t('panel.clear')}
            title={t('panel.clear')}
            className="inline-flex size-9 items-center justify-center rounded-full text-ivory/75 transition-colors hover:bg-ivory/10 hover:text-gold disabled:opacity-40"
          >
            <RotateCcw className="size-4" aria-hidden />
          </button>
        )}
        <button
          type="button"
          onClick={() => onClose(true)}
          aria-label={t('panel.close')}
          title={t('panel.close')}
          className="inline-flex size-9 items-center justify-center rounded-full text-ivory/75 transition-colors hover:bg-ivory/10 hover:text-gold"
        >
          <X className="size-5" aria-hidden />
        </button>
      </div>
      <div ref={scrollRef} className="flex-1 overflow-y-auto overscroll-contain px-4 py-4">
        <div role="log" aria-live="polite" aria-label={t('panel.log')}>
          <ol className="grid gap-3">
            <ChatMessage entry={greeting} onNavigate={onNavigate} />
            {entries.map((entry) => (
              <ChatMessage key={entry.id} entry={entry} onNavigate={onNavigate} />
            ))}
          </ol>
        </div>
        {pending && <TypingIndicator label={t('typing')} />}
        {!pending && chips.length > 0 && (
          <div
            role="group"
            aria-label={t('suggestions.label')}
            className="mt-4 flex flex-wrap gap-2"
            data-testid="chat-suggestions"
          >
            {chips.map((text) => (
              <button
                key={text}
                type="button"
                onClick={() => ask(text)}
                className="rounded-full border border-gold/60 bg-white px-3 py-1.5 text-left text-xs font-medium text-ink transition-colors hover:border-gold-dark hover:bg-gold/15"
              >
                {text}
              </button>
            ))}
          </div>
        )}
      </div>
      <ChatComposer ref={inputRef} pending={pending} onSend={send} />
    </div>
  );
}

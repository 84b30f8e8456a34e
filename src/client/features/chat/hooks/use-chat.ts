import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatLanguage } from '../../../../shared/contracts/chat.ts';
import { useSendChatMessage } from '../api/use-send-chat-message.ts';
import { chatFailure, type ChatFailure } from '../lib/chat-errors.ts';
import {
  historyForRequest,
  loadChat,
  markFailed,
  newEntry,
  saveChat,
  sessionStore,
  type ChatEntry,
} from '../lib/chat-history.ts';
import { checkMessage } from '../lib/chat-validation.ts';

export type SendResult = 'sent' | 'failed' | 'refused';

/**
 * The visit's conversation: kept in sessionStorage (restored after a navigation or a reload in this tab), one
 * question at a time. `describeFailure` turns a failure into the text shown in the site's language.
 */
export function useChat(language: ChatLanguage, describeFailure: (failure: ChatFailure) => string) {
  const [entries, setEntries] = useState<ChatEntry[]>(() => loadChat(sessionStore()));
  const entriesRef = useRef(entries);
  const pendingRef = useRef(false);
  const [pending, setPending] = useState(false);
  const { mutateAsync } = useSendChatMessage();

  useEffect(() => {
    entriesRef.current = entries;
    saveChat(sessionStore(), entries);
  }, [entries]);

  const send = useCallback(
    async (text: string): Promise<SendResult> => {
      const check = checkMessage(text);
      if (!check.ok || pendingRef.current) return 'refused';
      pendingRef.current = true;
      setPending(true);
      const question = newEntry('user', check.message);
      const history = historyForRequest(entriesRef.current);
      setEntries((list) => [...list, question]);
      try {
        const answer = await mutateAsync({ message: check.message, locale: language, history });
        setEntries((list) => [
          ...list,
          newEntry('assistant', answer.response, {
            suggestions: answer.suggestions,
            quickActions: answer.quickActions,
          }),
        ]);
        return 'sent';
      } catch (error) {
        const apology = newEntry('assistant', describeFailure(chatFailure(error)), { error: true });
        setEntries((list) => [...markFailed(list, question.id), apology]);
        return 'failed';
      } finally {
        pendingRef.current = false;
        setPending(false);
      }
    },
    [language, mutateAsync, describeFailure],
  );

  const clear = useCallback(() => setEntries([]), []);

  return { entries, pending, send, clear };
}

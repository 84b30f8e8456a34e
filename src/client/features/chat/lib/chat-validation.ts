import { CHAT_MESSAGE_MAX } from '../../../../shared/contracts/chat.ts';

export type MessageCheck =
  { ok: true; message: string } | { ok: false; reason: 'empty' | 'tooLong'; length: number };

/** What the server would accept: trimmed, not empty, at most CHAT_MESSAGE_MAX characters. */
export function checkMessage(text: string, max = CHAT_MESSAGE_MAX): MessageCheck {
  const message = text.trim();
  if (message === '') return { ok: false, reason: 'empty', length: 0 };
  if (message.length > max) return { ok: false, reason: 'tooLong', length: message.length };
  return { ok: true, message };
}

/** The counter's figure: the length the server will check (surrounding spaces do not count). */
export function messageLength(text: string): number {
  return text.trim().length;
}

/** Enter sends; Shift+Enter (and Enter while an input method is composing) inserts a line break. */
export function isSendKey(e: { key: string; shiftKey: boolean; isComposing?: boolean }): boolean {
  return e.key === 'Enter' && !e.shiftKey && !e.isComposing;
}

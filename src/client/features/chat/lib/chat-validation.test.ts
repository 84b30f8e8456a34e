import { describe, expect, it } from 'vitest';
import { CHAT_MESSAGE_MAX } from '../../../../shared/contracts/chat.ts';
import { checkMessage, isSendKey, messageLength } from './chat-validation.ts';

describe('a message before it is sent', () => {
  it('is not sent when empty or only whitespace', () => {
    expect(checkMessage('')).toEqual({ ok: false, reason: 'empty', length: 0 });
    expect(checkMessage('  \n\t ')).toEqual({ ok: false, reason: 'empty', length: 0 });
  });

  it('is sent trimmed, line breaks inside kept', () => {
    expect(checkMessage('  Hola\nJFK  ')).toEqual({ ok: true, message: 'Hola\nJFK' });
  });

  it('may be exactly 500 characters, not 501', () => {
    expect(checkMessage('a'.repeat(CHAT_MESSAGE_MAX)).ok).toBe(true);
    expect(checkMessage(` ${'a'.repeat(CHAT_MESSAGE_MAX)} `).ok).toBe(true);
    expect(checkMessage('a'.repeat(CHAT_MESSAGE_MAX + 1))).toEqual({
      ok: false,
      reason: 'tooLong',
      length: CHAT_MESSAGE_MAX + 1,
    });
  });

  it('counts what the server counts', () => {
    expect(messageLength('  hi  ')).toBe(2);
  });
});

describe('the keyboard', () => {
  it('sends with Enter, not with Shift+Enter or while composing', () => {
    expect(isSendKey({ key: 'Enter', shiftKey: false })).toBe(true);
    expect(isSendKey({ key: 'Enter', shiftKey: true })).toBe(false);
    expect(isSendKey({ key: 'Enter', shiftKey: false, isComposing: true })).toBe(false);
    expect(isSendKey({ key: 'a', shiftKey: false })).toBe(false);
  });
});

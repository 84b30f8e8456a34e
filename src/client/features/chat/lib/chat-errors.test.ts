import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BRAND } from '../../../../shared/brand.ts';
import { CHAT_MESSAGE_EMPTY, CHAT_MESSAGE_TOO_LONG } from '../../../../shared/contracts/chat.ts';
import { AppError } from '../../../../shared/errors.ts';
import { chatFailure } from './chat-errors.ts';

describe('what a failed message shows', () => {
  it('apologises for a network error, a server error, a rate limit or a missing route', () => {
    for (const error of [
      new AppError('UNAVAILABLE', 'Network error. Please try again.'),
      new AppError('INTERNAL', 'Something went wrong.'),
      new AppError('RATE_LIMITED', 'Too many requests.'),
      new AppError('NOT_FOUND', 'Not found'),
      new TypeError('Failed to fetch'),
      'weird',
    ]) {
      expect(chatFailure(error)).toEqual({ kind: 'apology' });
    }
  });

  it("shows a refused message's reason, in the site language when it is the contract's", () => {
    expect(chatFailure(new AppError('VALIDATION', CHAT_MESSAGE_TOO_LONG))).toEqual({ kind: 'tooLong' });
    expect(
      chatFailure(new AppError('VALIDATION', 'Invalid input', { message: CHAT_MESSAGE_TOO_LONG })),
    ).toEqual({ kind: 'tooLong' });
    expect(chatFailure(new AppError('BAD_REQUEST', CHAT_MESSAGE_EMPTY))).toEqual({ kind: 'empty' });
    expect(chatFailure(new AppError('BAD_REQUEST', 'Mensaje demasiado largo.'))).toEqual({
      kind: 'message',
      text: 'Mensaje demasiado largo.',
    });
    expect(chatFailure(AppError.fromBody(400, 'Bad Request'))).toEqual({ kind: 'apology' });
  });
});

describe('the apology texts', () => {
  const read = (lang: string) =>
    JSON.parse(readFileSync(new URL(`../../../locales/${lang}/chat.json`, import.meta.url), 'utf8')) as {
      errors: { apology: string };
    };
  const fill = (text: string) => text.replace('{{phone}}', BRAND.phoneDisplay);

  it("are the specification's Spanish apology on the Spanish site", () => {
    expect(fill(read('es').errors.apology)).toBe(
      'Lo siento, no pude procesar tu mensaje. Por favor, inténtalo de nuevo o llámanos al (212) 555-0147.',
    );
  });

  it('are its English equivalent on the English site', () => {
    expect(fill(read('en').errors.apology)).toBe(
      "Sorry, I couldn't process your message. Please try again or call us at (212) 555-0147.",
    );
  });
});

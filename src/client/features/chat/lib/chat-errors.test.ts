import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BRAND } from '../../../../shared/brand.ts';
import { AppError } from '../../../../shared/errors.ts';
import { chatFailure } from './chat-errors.ts';

describe('what a failed message shows', () => {
  it('apologises for a network error, a server error, a rate limit or a missing route', () => {
    for (const error of [
      new AppError('common.network'),
      new AppError('common.internal'),
      AppError.fromBody(429, {
        code: 'common.rateLimited',
        params: { count: 30 },
        message: 'Too many requests.',
      }),
      AppError.fromBody(404, { code: 'common.routeNotFound', message: 'No API route for POST /api/chat' }),
      new TypeError('Failed to fetch'),
      'weird',
    ]) {
      expect(chatFailure(error)).toEqual({ kind: 'apology' });
    }
  });

  it("shows a refused message's reason by its code, in the site language", () => {
    expect(chatFailure(new AppError('chat.messageTooLong', { count: 500 }))).toEqual({ kind: 'tooLong' });
    expect(
      chatFailure(
        new AppError('common.invalidInput', undefined, {
          message: { code: 'chat.messageTooLong', params: { count: 500 } },
        }),
      ),
    ).toEqual({ kind: 'tooLong' });
    expect(chatFailure(AppError.onField('message', 'chat.messageEmpty'))).toEqual({ kind: 'empty' });
    const other = AppError.fromBody(400, { code: 'common.invalidInput', message: 'Invalid input' });
    expect(chatFailure(other)).toEqual({ kind: 'message', error: other });
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
      'Lo sentimos, no pudimos procesar su mensaje. Inténtelo de nuevo o llámenos al (212) 555-0147.',
    );
  });

  it('are its English equivalent on the English site', () => {
    expect(fill(read('en').errors.apology)).toBe(
      "Sorry, I couldn't process your message. Please try again or call us at (212) 555-0147.",
    );
  });
});

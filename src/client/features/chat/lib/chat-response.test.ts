import { describe, expect, it } from 'vitest';
import { AppError } from '../../../../shared/errors.ts';
import { parseChatResponse } from './chat-response.ts';

describe("the assistant's answer", () => {
  it('is taken as the contract describes it', () => {
    const body = {
      response: 'Un Escalade de JFK a Times Square: $245.00.\n¿Reservamos?',
      suggestions: ['¿Y en sedán?'],
      quickActions: [
        { label: 'Reservar este viaje', action: 'book', href: '/?service=point-to-point#booking-widget' },
      ],
      language: 'es',
      intent: 'price',
    };
    expect(parseChatResponse(body, 'en')).toEqual(body);
  });

  it('drops malformed chips and actions instead of failing', () => {
    const parsed = parseChatResponse(
      {
        response: 'ok',
        suggestions: ['a', '', 3],
        quickActions: [{ label: 'x' }, null],
        language: 'fr',
        intent: '??',
      },
      'es',
    );
    expect(parsed).toEqual({
      response: 'ok',
      suggestions: ['a'],
      quickActions: [],
      language: 'es',
      intent: 'unknown',
    });
  });

  it('fails (and the widget apologises) without an answer text', () => {
    for (const body of [null, 'oops', {}, { response: '  ' }, { response: 42 }]) {
      expect(() => parseChatResponse(body, 'en')).toThrow(AppError);
    }
  });
});

import { AppError } from '../../../../shared/errors.ts';
import { CHAT_MESSAGE_EMPTY, CHAT_MESSAGE_TOO_LONG } from '../../../../shared/contracts/chat.ts';

/**
 * What the widget says when a message gets no answer. The specification's Spanish apology on the Spanish site
 * (the English one on the English site) for network errors, 5xx, 429 and anything unexpected; the server's own
 * words for a refused message (400), in the site's language when it is one of the contract's messages.
 */
export type ChatFailure =
  { kind: 'apology' } | { kind: 'tooLong' } | { kind: 'empty' } | { kind: 'message'; text: string };

export function chatFailure(error: unknown): ChatFailure {
  if (!(error instanceof AppError) || error.status !== 400) return { kind: 'apology' };
  const text = (error.fields?.message ?? error.userMessage).trim();
  if (text === CHAT_MESSAGE_TOO_LONG) return { kind: 'tooLong' };
  if (text === CHAT_MESSAGE_EMPTY) return { kind: 'empty' };
  // "400: …" is apiRequest's wording for a body without a message: nothing the customer can act on.
  if (!text || /^\d{3}:/.test(text)) return { kind: 'apology' };
  return { kind: 'message', text };
}

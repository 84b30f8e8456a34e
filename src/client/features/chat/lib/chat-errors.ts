import { AppError, type FieldError } from '../../../../shared/errors.ts';

/**
 * What the widget says when a message gets no answer. The specification's Spanish apology on the Spanish site
 * (the English one on the English site) for network errors, 5xx, 429 and anything unexpected; the reason for a
 * refused message (400), by its code, in the site's language.
 */
export type ChatFailure =
  | { kind: 'apology' }
  | { kind: 'tooLong' }
  | { kind: 'empty' }
  | { kind: 'message'; error: AppError | FieldError };

export function chatFailure(error: unknown): ChatFailure {
  if (!(error instanceof AppError) || error.status !== 400) return { kind: 'apology' };
  const problem = error.fieldErrors?.message ?? error;
  if (problem.code === 'chat.messageTooLong') return { kind: 'tooLong' };
  if (problem.code === 'chat.messageEmpty') return { kind: 'empty' };
  // An answer that was not JSON ("400: …"): nothing the customer can act on.
  if (problem.code === 'common.httpError') return { kind: 'apology' };
  return { kind: 'message', error: problem };
}

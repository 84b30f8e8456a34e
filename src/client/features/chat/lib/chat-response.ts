import {
  CHAT_INTENTS,
  CHAT_LANGUAGES,
  type ChatIntent,
  type ChatLanguage,
  type ChatResponse,
} from '../../../../shared/contracts/chat.ts';
import { AppError } from '../../../../shared/errors.ts';
import { isQuickAction } from './chat-history.ts';

/**
 * The answer of POST /api/chat, read leniently: an answer without text is a failure (the apology), while
 * malformed chips or actions are dropped rather than failing the whole answer.
 */
export function parseChatResponse(body: unknown, fallbackLanguage: ChatLanguage): ChatResponse {
  const b = body && typeof body === 'object' ? (body as Record<string, unknown>) : null;
  if (!b || typeof b.response !== 'string' || b.response.trim() === '') {
    throw new AppError('common.internal');
  }
  const suggestions = Array.isArray(b.suggestions)
    ? b.suggestions.filter((s): s is string => typeof s === 'string' && s.trim() !== '')
    : [];
  const quickActions = Array.isArray(b.quickActions) ? b.quickActions.filter(isQuickAction) : [];
  const language = CHAT_LANGUAGES.includes(b.language as ChatLanguage)
    ? (b.language as ChatLanguage)
    : fallbackLanguage;
  const intent = CHAT_INTENTS.includes(b.intent as ChatIntent) ? (b.intent as ChatIntent) : 'unknown';
  return { response: b.response, suggestions, quickActions, language, intent };
}

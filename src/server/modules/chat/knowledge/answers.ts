/**
 * The assistant's answers in both languages, as templates: `{name}` is filled from live data (prices from the
 * pricing configuration and the quote service, vehicles from the catalog, contact details from the brand).
 * No number a customer pays is written here. Plain text only: the widget never renders HTML.
 *
 * One entry point for the answer knowledge, held by idea: the templates' shape (answer-templates.ts), their
 * wording per language (answers-en.ts, answers-es.ts), the names answers use (answer-names.ts), and follow-up
 * suggestions and quick actions (follow-ups.ts).
 */
import type { ChatLanguage } from '../../../../shared/contracts/chat.ts';
import type { AnswerTemplates } from './answer-templates.ts';
import { ANSWERS_EN } from './answers-en.ts';
import { ANSWERS_ES } from './answers-es.ts';

export type { AnswerTemplates, TextTemplate } from './answer-templates.ts';
export { NAMES } from './answer-names.ts';
export { ACTION_LABELS, INTENT_ACTIONS, SUGGESTIONS, VEHICLE_FOLLOW_UPS } from './follow-ups.ts';

export const ANSWERS: Record<ChatLanguage, AnswerTemplates> = { en: ANSWERS_EN, es: ANSWERS_ES };

/** What each answer builder (chat-answers.ts) returns: a draft that chat.service.ts finishes. */
import type { ChatIntent, QuickAction } from '../../../shared/contracts/chat.ts';
import type { INTENT_ACTIONS } from './knowledge/answers.ts';

export type ActionKind = (typeof INTENT_ACTIONS)[ChatIntent][number];

export interface Draft {
  intent: ChatIntent;
  text: string;
  /** Replaces the intent's default suggestions. */
  suggestions?: readonly string[];
  /** Replaces the intent's default actions. */
  actions?: readonly (ActionKind | QuickAction)[];
}

/**
 * What the assistant recognises: each intent with its trigger phrases in English and Spanish (the phrases by
 * topic in triggers-*.ts, the words that narrow the services answer in service-topics.ts). The phrases are
 * indexed by MiniSearch (chat-intents.ts), which matches them fuzzily (typos) and by prefix ("reserv…"), so a
 * phrase needs no spelling variants; write them without accents, in lower case.
 *
 * `specificity` breaks near ties: a specific topic ("wedding package", "child seat") beats the generic "how
 * much", which beats a greeting. Social intents (greeting, thanks) only win when nothing else matched.
 */
import type { ChatIntent } from '../../../../shared/contracts/chat.ts';
import { BOOKING_TRIGGERS } from './triggers-booking.ts';
import { COMPANY_TRIGGERS } from './triggers-company.ts';
import { RIDE_TRIGGERS } from './triggers-rides.ts';
import { SOCIAL_TRIGGERS } from './triggers-social.ts';

// Re-exported so the answers and tools read all of what the assistant recognises from one place.
export { PACKAGE_NAME_NOISE, SERVICE_TOPICS } from './service-topics.ts';

export interface IntentKnowledge {
  intent: Exclude<ChatIntent, 'unknown'>;
  specificity: number;
  /** Greeting and thanks: chosen only when no other intent matched. */
  social?: boolean;
  triggers: { en: readonly string[]; es: readonly string[] };
}

// Order matters: it is the matcher's document order (chat-intents.ts), which settles exact score ties.
export const INTENTS: readonly IntentKnowledge[] = [
  { intent: 'greeting', specificity: 0, social: true, triggers: SOCIAL_TRIGGERS.greeting },
  { intent: 'thanks', specificity: 0, social: true, triggers: SOCIAL_TRIGGERS.thanks },
  { intent: 'price', specificity: 1, triggers: RIDE_TRIGGERS.price },
  { intent: 'fleet', specificity: 2, triggers: RIDE_TRIGGERS.fleet },
  { intent: 'services', specificity: 2, triggers: RIDE_TRIGGERS.services },
  { intent: 'booking_help', specificity: 3, triggers: BOOKING_TRIGGERS.booking_help },
  { intent: 'payment', specificity: 3, triggers: BOOKING_TRIGGERS.payment },
  { intent: 'cancellation', specificity: 3, triggers: BOOKING_TRIGGERS.cancellation },
  { intent: 'extras', specificity: 3, triggers: RIDE_TRIGGERS.extras },
  { intent: 'guest_checkout', specificity: 4, triggers: BOOKING_TRIGGERS.guest_checkout },
  { intent: 'contact', specificity: 3, triggers: COMPANY_TRIGGERS.contact },
  { intent: 'hours', specificity: 3, triggers: COMPANY_TRIGGERS.hours },
  { intent: 'next_booking', specificity: 3, triggers: BOOKING_TRIGGERS.next_booking },
  { intent: 'service_area', specificity: 2, triggers: COMPANY_TRIGGERS.service_area },
];

/** Below this MiniSearch score nothing matched well enough: the assistant says it cannot help. */
export const MIN_INTENT_SCORE = 4;
/** Greeting and thanks are one short word, often misspelt ("helo", "grasias"): a lower bar. */
export const MIN_SOCIAL_SCORE = 2;
/** A runner-up within this share of the best score is a near tie, broken by specificity. */
export const NEAR_TIE_RATIO = 0.6;

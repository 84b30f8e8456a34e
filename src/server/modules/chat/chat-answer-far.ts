/**
 * A ride to or from a far city (issue 34, decisions 14 and 25): "Can you take me to Boston?", "¿Me llevan a
 * Filadelfia?". The chat answers as the booking form does, in the question's language: we serve New York City
 * and its surroundings (shared/domain/service-area.ts), this place is outside it, call us. Never a price and
 * never a look-alike town. The far places are the maps' own list (integrations/maps/far-places.ts).
 */
import { BRAND } from '../../../shared/brand.ts';
import type { ChatLanguage } from '../../../shared/contracts/chat.ts';
import { farPlaceInSentence } from '../../integrations/maps/far-places.ts';
import type { Draft } from './chat-draft.ts';
import { fill } from './chat-text.ts';

const OUTSIDE: Record<ChatLanguage, string> = {
  en:
    'We serve New York City and its surroundings: the five boroughs, JFK, LaGuardia and Newark, Long Island, ' +
    'Westchester, northern New Jersey and Connecticut as far as Westport. {place} is outside our area, so it ' +
    'cannot be booked online. Call us at {phone} and we will see what we can arrange.',
  es:
    'Damos servicio en la ciudad de Nueva York y sus alrededores: los cinco distritos, JFK, LaGuardia y Newark, ' +
    'Long Island, Westchester, el norte de Nueva Jersey y Connecticut hasta Westport. {place} queda fuera de ' +
    'nuestra zona, así que no se puede reservar en línea. Llámenos al {phone} y veremos qué podemos organizar.',
};

/** The out-of-area answer when the message names a far place; null otherwise. */
export function farPlaceAnswer(message: string, language: ChatLanguage): Draft | null {
  const place = farPlaceInSentence(message);
  if (!place) return null;
  return {
    intent: 'service_area',
    text: fill(OUTSIDE[language], { place, phone: BRAND.phoneDisplay }),
    actions: ['call', 'contact'],
  };
}

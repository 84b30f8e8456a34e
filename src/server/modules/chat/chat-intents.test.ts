import { describe, expect, it } from 'vitest';
import { CHAT_LANGUAGES } from '../../../shared/contracts/chat.ts';
import { createIntentMatcher } from './chat-intents.ts';
import { detectLanguage } from './chat-language.ts';
import { SUGGESTIONS } from './knowledge/answers.ts';
import { INTENTS } from './knowledge/intents.ts';

const matcher = createIntentMatcher();

describe('intent matching', () => {
  it.each([
    ['hola', 'greeting'],
    ['helo', 'greeting'],
    ['thanks!', 'thanks'],
    ['grasias', 'thanks'],
    ['how much does a ride cost', 'price'],
    ['precios', 'price'],
    ['what vehicles do you have', 'fleet'],
    ['cuantas maletas caben en la camioneta', 'fleet'],
    ['how much is the wedding package', 'services'],
    ['cuanto cuesta el paquete de boda', 'services'],
    ['paquetes por hora', 'services'],
    ['how do i book', 'booking_help'],
    ['como reservo un viaje', 'booking_help'],
    ['can i pay with credit card', 'payment'],
    ['cancellation policy', 'cancellation'],
    ['politica de cancelasion', 'cancellation'],
    ['cancelaton', 'cancellation'],
    ['how much is meet and greet', 'extras'],
    ['cuanto cuesta la sillita para niños', 'extras'],
    ['do i need an account to book', 'guest_checkout'],
    ['puedo reservar sin cuenta', 'guest_checkout'],
    ['what is your phone number', 'contact'],
    ['are you open 24/7', 'hours'],
    ['horario de atencion', 'hours'],
    ['when is my next ride', 'next_booking'],
    ['¿cuándo es mi próximo viaje?', 'next_booking'],
    ['que zonas cubren', 'service_area'],
    ['hi, how much does a ride cost?', 'price'],
    ['tell me a joke', 'unknown'],
    // Off-topic questions that share a word with a greeting ("who are you", "ayuda") are not greetings.
    ['who won the world cup', 'unknown'],
    ["what's the capital of France?", 'unknown'],
    ['who is the president of france', 'unknown'],
    ['quien gano el mundial de futbol', 'unknown'],
    ['ayuda con mi tarea de matematicas', 'unknown'],
    ['hi can you help me', 'greeting'],
    ['hello there, good morning', 'greeting'],
    ['cual es la capital de francia', 'unknown'],
    ['is there wifi in the car', 'unknown'],
  ] as const)('%j -> %s', (text, intent) => {
    expect(matcher.match(text).intent).toBe(intent);
  });

  it('answers unknown for empty and symbol-only input', () => {
    expect(matcher.match('').intent).toBe('unknown');
    expect(matcher.match('?!').intent).toBe('unknown');
  });

  it('ranks every intent that matched, best first', () => {
    const { ranking } = matcher.match('cuanto cuesta el paquete de boda');
    expect(ranking.map((r) => r.intent)).toContain('price');
    expect(ranking.map((r) => r.intent)).toContain('services');
    expect([...ranking].sort((a, b) => b.score - a.score)).toEqual(ranking);
  });

  it('recognises its own trigger phrases', () => {
    for (const knowledge of INTENTS) {
      for (const phrase of [...knowledge.triggers.en, ...knowledge.triggers.es]) {
        expect(matcher.match(phrase).intent, phrase).not.toBe('unknown');
      }
    }
  });

  it('understands every suggestion it offers, in the suggestion’s language', () => {
    for (const language of CHAT_LANGUAGES) {
      for (const [intent, suggestions] of Object.entries(SUGGESTIONS[language])) {
        expect(suggestions.length, intent).toBeGreaterThanOrEqual(2);
        expect(suggestions.length, intent).toBeLessThanOrEqual(4);
        for (const s of suggestions) {
          expect(matcher.match(s).intent, s).not.toBe('unknown');
          expect(detectLanguage(s, language === 'en' ? 'es' : 'en'), s).toBe(language);
        }
      }
    }
  });
});

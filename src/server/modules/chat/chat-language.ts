/**
 * Which language a question is in: English or Spanish (PRODUCT decision 13: the assistant answers in the
 * language of the question).
 *
 * Two signals, added up:
 * - tinyld (its "light" profile: pure JavaScript, no dependencies, loads in about 0.1 s), an n-gram detector.
 *   It is reliable on sentences but not on the two- or three-word messages a chat gets ("hola", "child seat",
 *   "book as guest"), where it often answers nothing or the wrong language with a low score. Its vote
 *   counts only when it is confident (accuracy >= 0.3), weighted by that accuracy. (franc-min was tried as
 *   well: it forces an answer on short texts and was wrong more often, e.g. "phone number" -> Spanish.)
 * - This business's own vocabulary: each word of the question found in one language's marker list
 *   (knowledge/lexicon.ts) is a vote, and "¿", "¡", "ñ" or an accented vowel is a strong vote for Spanish.
 *   Place names, numbers and shared words ("suv", "taxi") vote for neither.
 * A tie, or a message with no signal at all ("JFK → Times Square"), takes the site language, else English.
 */
import { detectAll } from 'tinyld/light';
import type { ChatLanguage } from '../../../shared/contracts/chat.ts';
import { tokenize } from './chat-text.ts';
import { LANGUAGE_MARKERS, SPANISH_CHARACTERS } from './knowledge/lexicon.ts';

const MARKERS: Record<ChatLanguage, ReadonlySet<string>> = {
  en: new Set(LANGUAGE_MARKERS.en),
  es: new Set(LANGUAGE_MARKERS.es),
};

const DETECTOR_MIN_ACCURACY = 0.3;
const DETECTOR_WEIGHT = 2;
const SPANISH_CHARACTER_WEIGHT = 2;

export interface LanguageScores {
  en: number;
  es: number;
}

/** The vocabulary votes of a text (no library): markers found, plus Spanish-only characters. */
export function lexiconScores(text: string): LanguageScores {
  const scores: LanguageScores = { en: 0, es: 0 };
  for (const token of tokenize(text)) {
    const en = MARKERS.en.has(token);
    const es = MARKERS.es.has(token);
    // A word both lists hold ("me", "a") says nothing.
    if (en && !es) scores.en += 1;
    if (es && !en) scores.es += 1;
  }
  if (SPANISH_CHARACTERS.test(text)) scores.es += SPANISH_CHARACTER_WEIGHT;
  return scores;
}

/** The n-gram detector's vote, when it is confident. */
export function detectorScores(text: string): LanguageScores {
  const scores: LanguageScores = { en: 0, es: 0 };
  const best = detectAll(text, { only: ['en', 'es'] })[0];
  if (best && best.accuracy >= DETECTOR_MIN_ACCURACY && (best.lang === 'en' || best.lang === 'es')) {
    scores[best.lang] += DETECTOR_WEIGHT * best.accuracy;
  }
  return scores;
}

/** The language of a question; `fallback` (the site language) decides ties and language-neutral messages. */
export function detectLanguage(text: string, fallback: ChatLanguage = 'en'): ChatLanguage {
  const lexicon = lexiconScores(text);
  const detector = detectorScores(text);
  const en = lexicon.en + detector.en;
  const es = lexicon.es + detector.es;
  if (Math.abs(en - es) < 0.5) return fallback;
  return es > en ? 'es' : 'en';
}

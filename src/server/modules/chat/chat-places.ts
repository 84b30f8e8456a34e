/**
 * The two places a question names ("from JFK to Times Square", "de LaGuardia a Brooklyn", "X → Y"), cleaned
 * for the geocoder. Pure, on normalised tokens; spans other finders used (party, time, vehicle) are boundaries.
 */
import type { Span } from './chat-extract.ts';
import { matchesAt } from './chat-text.ts';
import { PLACE_PATTERNS } from './knowledge/lexicon.ts';

export interface PlaceMention {
  pickup: string | null;
  destination: string | null;
}

const FROM = new Set<string>(PLACE_PATTERNS.from);
/** "from"/"desde" only: "de" is too common to start a pickup phrase on its own at the end of a question. */
const STRONG_FROM = new Set(['from', 'desde']);
const TO = new Set<string>(PLACE_PATTERNS.to);
const BETWEEN = new Set<string>(PLACE_PATTERNS.between);
const AND = new Set<string>(PLACE_PATTERNS.and);
const BOUNDARY = new Set<string>(PLACE_PATTERNS.boundaries);
const LEADING = new Set<string>(PLACE_PATTERNS.leadingFiller);
const TRAILING = new Set<string>(PLACE_PATTERNS.trailingFiller);
const DROP = new Set<string>(PLACE_PATTERNS.dropWords);
const NOT_PLACES = new Set<string>(PLACE_PATTERNS.notPlaces);
const MASK = '|';

/**
 * A place phrase made ready for the geocoder: filler stripped from both ends ("un viaje de", "the", "please"),
 * Spanish place words translated ("aeropuerto de newark" -> "airport newark"); null when nothing is left or
 * the phrase is too long to be a place.
 */
export function cleanPlace(phrase: readonly string[]): string | null {
  let words = [...phrase];
  let translated = false;
  for (const t of PLACE_PATTERNS.translations) {
    for (let i = 0; i <= words.length - t.from.length; i++) {
      if (matchesAt(words, i, t.from)) {
        words = [...words.slice(0, i), ...t.to, ...words.slice(i + t.from.length)];
        translated = true;
      }
    }
  }
  while (words.length && LEADING.has(words[0] as string)) words.shift();
  while (words.length && TRAILING.has(words[words.length - 1] as string)) words.pop();
  if (!words.length || words.length > PLACE_PATTERNS.maxWords) return null;
  if (words.some((w) => NOT_PLACES.has(w))) return null;
  if (translated) words = words.filter((w) => !DROP.has(w));
  if (!words.some((w) => /[a-z0-9]{2,}/.test(w) && !LEADING.has(w))) return null;
  return words.join(' ');
}

/**
 * The pickup and destination of "from X to Y", "de X a Y", "desde X hasta Y", "between X and Y", "to Y from
 * X", "X → Y", "X to Y" and "to Y" alone. Tokens inside `masked` spans (a time, a party size, a vehicle) end
 * a phrase.
 */
export function extractPlaces(tokens: readonly string[], masked: readonly Span[] = []): PlaceMention {
  const t = tokens.map((tok, i) => (masked.some((s) => i >= s.start && i < s.end) ? MASK : tok));
  const hard = (tok: string | undefined) => tok === undefined || tok === MASK || BOUNDARY.has(tok);
  /** Tokens from `k` until a boundary, another "to" or a strong "from". */
  const runForward = (k: number) => {
    const out: string[] = [];
    for (let i = k; i < t.length; i++) {
      const tok = t[i] as string;
      if (hard(tok) || TO.has(tok) || STRONG_FROM.has(tok)) break;
      out.push(tok);
    }
    return out;
  };
  /** Tokens before `k` back to a boundary or a place marker. */
  const runBackward = (k: number) => {
    const out: string[] = [];
    for (let i = k - 1; i >= 0; i--) {
      const tok = t[i] as string;
      if (hard(tok) || tok === '→' || FROM.has(tok) || TO.has(tok)) break;
      out.unshift(tok);
    }
    return out;
  };
  const both = (x: readonly string[], y: readonly string[]): PlaceMention | null => {
    const pickup = cleanPlace(x);
    const destination = cleanPlace(y);
    return pickup && destination ? { pickup, destination } : null;
  };

  // between X and Y / entre X y Y
  for (let i = 0; i < t.length; i++) {
    if (!BETWEEN.has(t[i] as string)) continue;
    for (let j = i + 2; j < t.length; j++) {
      const tok = t[j] as string;
      if (AND.has(tok)) {
        const found = both(t.slice(i + 1, j), runForward(j + 1));
        if (found) return found;
        break;
      }
      if (hard(tok)) break;
    }
  }

  // from X to Y / de X a Y / desde X hasta Y / X → Y after "from"
  for (let i = 0; i < t.length; i++) {
    if (!FROM.has(t[i] as string)) continue;
    for (let j = i + 2; j < t.length; j++) {
      const tok = t[j] as string;
      if (TO.has(tok)) {
        const found = both(t.slice(i + 1, j), runForward(j + 1));
        if (found) return found;
        break;
      }
      if (hard(tok)) break;
    }
  }

  // to Y from X / a Y desde X
  for (let i = 0; i < t.length; i++) {
    if (!TO.has(t[i] as string)) continue;
    for (let j = i + 2; j < t.length; j++) {
      const tok = t[j] as string;
      if (STRONG_FROM.has(tok)) {
        const found = both(t.slice(i + 1, j), runForward(j + 1));
        if (found) return { pickup: found.destination, destination: found.pickup };
        break;
      }
      if (hard(tok) || tok === '→') break;
    }
  }

  // X → Y, X to Y, X a Y (the pickup runs back to the question words)
  const arrow = t.indexOf('→');
  const order = arrow >= 0 ? [arrow] : t.map((_, i) => i).filter((i) => TO.has(t[i] as string));
  for (const j of order) {
    const found = both(runBackward(j), runForward(j + 1));
    if (found) return found;
  }

  // One end only: "to JFK", "a Brooklyn", "from Newark", "desde Midtown".
  let destination: string | null = null;
  let pickup: string | null = null;
  for (let i = 0; i < t.length && !destination; i++) {
    if (TO.has(t[i] as string)) destination = cleanPlace(runForward(i + 1));
  }
  for (let i = 0; i < t.length && !pickup; i++) {
    if (STRONG_FROM.has(t[i] as string)) pickup = cleanPlace(runForward(i + 1));
  }
  return { pickup, destination };
}

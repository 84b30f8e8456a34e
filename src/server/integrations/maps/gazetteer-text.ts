/**
 * How the gazetteer reads text (gazetteer.provider.ts): normalisation, the words it does not search for, the
 * form a query is compared in, coordinates typed as text, and whether a text names the place it found.
 */
import type { LatLng, Place } from '../../../shared/contracts/maps.ts';

/** Not searched for. "a" is not one of them: it is a terminal ("LGA Terminal A"). */
export const STOP_WORDS: ReadonlySet<string> = new Set(['the', 'of', 'at', 'and', 'an', 'in', 'on', 'by']);
/** Words that say which state or country, not which place: ignored when an address ends with a ZIP. */
export const REGION_WORDS: ReadonlySet<string> = new Set([
  'new',
  'york',
  'ny',
  'nyc',
  'jersey',
  'nj',
  'connecticut',
  'ct',
  'usa',
  'us',
  'united',
  'states',
  'america',
]);
/**
 * Phrases that name the state or the country, dropped from a query that has other words: "new york" is in
 * most addresses here, so searching for it costs time and ranks nothing ("park hyatt new york").
 */
const REGION_PHRASES: readonly (readonly string[])[] = [
  ['new', 'york'],
  ['new', 'jersey'],
  ['connecticut'],
  ['usa'],
  ['united', 'states'],
];

export function withoutRegion(words: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length;) {
    const phrase = REGION_PHRASES.find((p) => p.every((w, j) => words[i + j] === w));
    if (phrase) i += phrase.length;
    else out.push(words[i++] as string);
  }
  return out.length ? out : words;
}

/** Lower case, accents and punctuation removed, apostrophes dropped ("Hell's" -> "hells"), single spaces. */
export function normalize(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const LAT_LNG = /^\s*\(?\s*([-+]?\d{1,2}(?:\.\d+)?)\s*[,;\s]\s*([-+]?\d{1,3}(?:\.\d+)?)\s*\)?\s*$/;

/** "40.7,-73.9" (also with a space after the comma, or in parentheses) -> { lat, lng }; null otherwise. */
export function parseLatLng(text: string): LatLng | null {
  if (text.length > 60) return null;
  const m = LAT_LNG.exec(text);
  if (!m) return null;
  const lat = Number(m[1]);
  const lng = Number(m[2]);
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180)
    return null;
  return { lat, lng };
}

/** A place for a bare "lat,lng": id `ll:lat,lng` (six decimals), named by its coordinates. */
export function coordinatePlace(p: LatLng): Place {
  const text = `${p.lat.toFixed(6)},${p.lng.toFixed(6)}`;
  return { place_id: `ll:${text}`, name: text, formattedAddress: text, location: p, kind: 'address' };
}

export const slug = (text: string) => normalize(text).replace(/ /g, '-');

/** The form a query is compared in for an exact or prefix match: normalised, without stop words. */
export const keyOf = (text: string) =>
  normalize(text)
    .split(' ')
    .filter((w) => w && !STOP_WORDS.has(w))
    .join(' ');

/**
 * A place found for free text, marked approximate when the text does not name it: a word of the text that
 * begins no word of the place's names or address was corrected by fuzzy matching ("Boston" found Bolton,
 * CT), and the rider must see that a different place was found.
 */
export function asTyped(place: Place, text: string, aliases: readonly string[]): Place {
  const own = new Set(normalize(`${place.name} ${place.formattedAddress} ${aliases.join(' ')}`).split(' '));
  // The part before the first comma names the place; the rest only qualifies it ("…, Long Island, NY").
  const words = normalize(text.split(',')[0] ?? text)
    .split(' ')
    .filter((w) => w.length >= 2 && !STOP_WORDS.has(w) && !REGION_WORDS.has(w));
  const named = words.every((w) => [...own].some((o) => o.startsWith(w)));
  return named ? place : { ...place, approximate: true };
}

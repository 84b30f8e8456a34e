/**
 * Reading a Manhattan address line (manhattan-addresses.ts): a house number and a street, a corner ("W 42nd St
 * & 9th Ave") or a bare street, the numbered and named streets and avenues in their usual spellings, followed
 * by nothing but the city, state, a Manhattan ZIP or an apartment.
 */
import type { Side } from './manhattan-grid.ts';

export type StreetRef =
  | { kind: 'numbered'; side: Side | null; n: number }
  | { kind: 'avenue'; id: string }
  | { kind: 'cps' }
  | { kind: 'rockefeller' }
  | { kind: 'wall' };

const ORDINAL_WORDS: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  eleventh: 11,
  twelfth: 12,
};

const isPrefixOf = (token: string | undefined, word: string, min = 1) =>
  token !== undefined && token.length >= min && word.startsWith(token);
const isAvenueWord = (t: string | undefined) => t === 'av' || t === 'ave' || isPrefixOf(t, 'avenue', 3);
const isStreetWord = (t: string | undefined) => t === 'st' || isPrefixOf(t, 'street', 3);

function ordinalOf(token: string | undefined): number | null {
  if (!token) return null;
  const word = ORDINAL_WORDS[token];
  if (word) return word;
  const m = /^(\d{1,3})(st|nd|rd|th)?$/.exec(token);
  return m ? Number(m[1]) : null;
}

const NUMBERED_AVENUES: Record<number, string> = {
  1: '1st-ave',
  2: '2nd-ave',
  3: '3rd-ave',
  5: '5th-ave',
  6: '6th-ave',
  7: '7th-ave',
  8: '8th-ave',
  9: '9th-ave',
  10: '10th-ave',
  11: '11th-ave',
};

/** Named streets: words (the last optional ones in brackets of `optional`) -> street. */
const NAMED: readonly { words: readonly string[]; optional?: readonly string[][]; ref: StreetRef }[] = [
  { words: ['avenue', 'of', 'the', 'americas'], ref: { kind: 'avenue', id: '6th-ave' } },
  { words: ['ave', 'of', 'the', 'americas'], ref: { kind: 'avenue', id: '6th-ave' } },
  { words: ['av', 'of', 'the', 'americas'], ref: { kind: 'avenue', id: '6th-ave' } },
  { words: ['madison'], optional: [['ave', 'av', 'avenue']], ref: { kind: 'avenue', id: 'madison-ave' } },
  { words: ['lexington'], optional: [['ave', 'av', 'avenue']], ref: { kind: 'avenue', id: 'lexington-ave' } },
  { words: ['lex', 'ave'], ref: { kind: 'avenue', id: 'lexington-ave' } },
  { words: ['park', 'ave', 's'], ref: { kind: 'avenue', id: 'park-ave-s' } },
  { words: ['park', 'ave', 'south'], ref: { kind: 'avenue', id: 'park-ave-s' } },
  { words: ['park', 'avenue', 'south'], ref: { kind: 'avenue', id: 'park-ave-s' } },
  { words: ['park', 'ave'], ref: { kind: 'avenue', id: 'park-ave' } },
  { words: ['park', 'avenue'], ref: { kind: 'avenue', id: 'park-ave' } },
  { words: ['york', 'ave'], ref: { kind: 'avenue', id: 'york-ave' } },
  { words: ['york', 'avenue'], ref: { kind: 'avenue', id: 'york-ave' } },
  { words: ['central', 'park', 'west'], ref: { kind: 'avenue', id: 'central-park-w' } },
  { words: ['central', 'park', 'w'], ref: { kind: 'avenue', id: 'central-park-w' } },
  { words: ['cpw'], ref: { kind: 'avenue', id: 'central-park-w' } },
  { words: ['central', 'park', 'south'], ref: { kind: 'cps' } },
  { words: ['central', 'park', 's'], ref: { kind: 'cps' } },
  { words: ['cps'], ref: { kind: 'cps' } },
  { words: ['columbus'], optional: [['ave', 'av', 'avenue']], ref: { kind: 'avenue', id: 'columbus-ave' } },
  { words: ['amsterdam'], optional: [['ave', 'av', 'avenue']], ref: { kind: 'avenue', id: 'amsterdam-ave' } },
  {
    words: ['west', 'end'],
    optional: [['ave', 'av', 'avenue']],
    ref: { kind: 'avenue', id: 'west-end-ave' },
  },
  { words: ['riverside'], optional: [['dr', 'drive']], ref: { kind: 'avenue', id: 'riverside-dr' } },
  { words: ['lenox'], optional: [['ave', 'av', 'avenue']], ref: { kind: 'avenue', id: 'lenox-ave' } },
  { words: ['malcolm', 'x'], optional: [['blvd', 'boulevard']], ref: { kind: 'avenue', id: 'lenox-ave' } },
  {
    words: ['adam', 'clayton', 'powell'],
    optional: [['jr'], ['blvd', 'boulevard']],
    ref: { kind: 'avenue', id: 'acp-blvd' },
  },
  { words: ['broadway'], ref: { kind: 'avenue', id: 'broadway' } },
  { words: ['rockefeller'], optional: [['plaza', 'plz']], ref: { kind: 'rockefeller' } },
  { words: ['wall'], optional: [['st', 'street']], ref: { kind: 'wall' } },
];

/** Words that make a bare name a street ("Madison Ave", not "Madison", which may be Madison Square Garden). */
const TYPE_WORDS: ReadonlySet<string> = new Set([
  'st',
  'street',
  'ave',
  'av',
  'avenue',
  'blvd',
  'boulevard',
  'dr',
  'drive',
  'plaza',
  'plz',
  'west',
  'w',
  'south',
  's',
]);

/** A street starting at tokens[i]: its reference, the index after it and whether a street word was typed. */
function matchStreet(
  tokens: readonly string[],
  i: number,
): { ref: StreetRef; end: number; typed: boolean } | null {
  for (const named of NAMED) {
    if (!named.words.every((w, j) => tokens[i + j] === w)) continue;
    let end = i + named.words.length;
    for (const options of named.optional ?? []) if (options.includes(tokens[end] ?? '')) end++;
    // "Wall" alone and "Rockefeller" alone name other things (Wall Street is also a landmark alias).
    if (named.ref.kind === 'wall' && end === i + 1) return null;
    return { ref: named.ref, end, typed: tokens.slice(i, end).some((w) => TYPE_WORDS.has(w)) };
  }
  let j = i;
  let side: Side | null = null;
  const dir = tokens[j];
  if (dir === 'e' || dir === 'east') side = 'e';
  else if (dir === 'w' || dir === 'west') side = 'w';
  if (side) j++;
  const n = ordinalOf(tokens[j]);
  if (n === null) return null;
  const kind = tokens[j + 1];
  if (isStreetWord(kind)) {
    return n >= 1 && n <= 220 ? { ref: { kind: 'numbered', side, n }, end: j + 2, typed: true } : null;
  }
  if (!side && isAvenueWord(kind)) {
    const id = NUMBERED_AVENUES[n];
    return id ? { ref: { kind: 'avenue', id }, end: j + 2, typed: true } : null;
  }
  return null;
}

/** Words that only say the city, state or country; a ZIP must be a Manhattan one (100xx-102xx). */
const REGION = new Set([
  'new',
  'york',
  'ny',
  'nyc',
  'manhattan',
  'city',
  'usa',
  'us',
  'united',
  'states',
  'america',
  'of',
]);
const UNIT = new Set(['apt', 'apartment', 'suite', 'ste', 'fl', 'floor', 'unit', 'rm', 'room']);

function onlyRegion(tokens: readonly string[]): boolean {
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i] as string;
    if (REGION.has(t)) continue;
    if (/^\d{5}$/.test(t)) {
      const zip = Number(t);
      if (zip >= 10001 && zip <= 10299) continue;
      return false;
    }
    if (/^\d{4}$/.test(t) && /^\d{5}$/.test(tokens[i - 1] ?? '')) continue;
    if (UNIT.has(t)) {
      i++;
      continue;
    }
    return false;
  }
  return true;
}

export function tokenize(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/#/g, ' apt ')
    .replace(/['’`.]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
}

export type ParsedAddress =
  | { kind: 'house'; number: number; street: StreetRef }
  | { kind: 'corner'; a: StreetRef; b: StreetRef }
  | { kind: 'street'; street: StreetRef };

/** A Manhattan address line (with an optional ", New York, NY 100xx"); null for anything else. */
export function parseManhattanAddress(text: string): ParsedAddress | null {
  if (typeof text !== 'string' || text.length > 300) return null;
  const tokens = tokenize(text);
  if (!tokens.length || tokens.length > 24) return null;
  const house = /^(\d{1,5})[a-z]?$/.exec(tokens[0] as string);
  if (house) {
    const street = matchStreet(tokens, 1);
    if (!street || !onlyRegion(tokens.slice(street.end))) return null;
    return { kind: 'house', number: Number(house[1]), street: street.ref };
  }
  const a = matchStreet(tokens, 0);
  if (!a) return null;
  const joint = tokens[a.end];
  if (joint === 'and' || joint === 'at' || joint === 'x') {
    const b = matchStreet(tokens, a.end + 1);
    if (!b || !onlyRegion(tokens.slice(b.end))) return null;
    return { kind: 'corner', a: a.ref, b: b.ref };
  }
  // A bare name without a street word is not read as a street: "Broadway" is the Theater District,
  // "Madison" may be the start of Madison Square Garden.
  if (!a.typed || !onlyRegion(tokens.slice(a.end))) return null;
  return { kind: 'street', street: a.ref };
}

/**
 * Typed street addresses in the gazetteer (gazetteer.provider.ts): whether a text is a house number and a
 * street, one spelling of an address to compare curated places' addresses with, and the answers for an address
 * placed on Manhattan's grid (manhattan-addresses.ts).
 */
import type { Place, Prediction } from '../../../shared/contracts/maps.ts';
import { normalize } from './gazetteer-text.ts';
import type { PlacedAddress } from './manhattan-addresses.ts';

/** Words that make "<number> <words>" a street address rather than a place's name ("30 Rock", "9/11 Memorial"). */
export const STREET_TYPES: ReadonlySet<string> = new Set([
  'st',
  'street',
  'ave',
  'av',
  'avenue',
  'rd',
  'road',
  'blvd',
  'boulevard',
  'dr',
  'drive',
  'pl',
  'place',
  'plaza',
  'plz',
  'ln',
  'lane',
  'ct',
  'court',
  'ter',
  'terrace',
  'pkwy',
  'parkway',
  'hwy',
  'highway',
  'tpke',
  'turnpike',
  'way',
  'broadway',
  'bowery',
  'concourse',
  'square',
  'sq',
  'circle',
]);

/** The street line ("350 W 42nd St") of text that starts with a house number and names a street; else null. */
export function streetLineOf(text: string): string | null {
  const head = (text.split(',')[0] ?? '').trim();
  const words = normalize(head).split(' ');
  if (words.length < 2 || !/^\d{1,5}[a-z]?$/.test(words[0] as string)) return null;
  if (!words.slice(1).some((w) => STREET_TYPES.has(w))) return null;
  return head.replace(/\s+/g, ' ');
}

const CANONICAL_WORDS: Record<string, string> = {
  street: 'st',
  avenue: 'ave',
  av: 'ave',
  west: 'w',
  east: 'e',
  north: 'n',
  south: 's',
  boulevard: 'blvd',
  drive: 'dr',
  place: 'pl',
  road: 'rd',
  first: '1st',
  second: '2nd',
  third: '3rd',
  fourth: '4th',
  fifth: '5th',
  sixth: '6th',
  seventh: '7th',
  eighth: '8th',
  ninth: '9th',
  tenth: '10th',
  eleventh: '11th',
  twelfth: '12th',
};

/** An address in one spelling: "350 Fifth Avenue" and "350 5th Ave" agree. */
export function canonicalAddress(text: string): string {
  return normalize(text)
    .split(' ')
    .map((w) => CANONICAL_WORDS[w] ?? w)
    .join(' ');
}

export function placedPlace(p: PlacedAddress): Place {
  return {
    place_id: p.placeId,
    name: p.line,
    formattedAddress: p.formattedAddress,
    location: p.location,
    kind: 'address',
    ...(p.approximate ? { approximate: true } : {}),
  };
}

export function placedPrediction(p: PlacedAddress): Prediction {
  return {
    description: p.formattedAddress,
    place_id: p.placeId,
    mainText: p.line,
    secondaryText: p.secondaryText,
    kind: 'address',
  };
}

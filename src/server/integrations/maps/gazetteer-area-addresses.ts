/**
 * Typed street addresses off Manhattan's grid (gazetteer.provider.ts): "87 Broadway Brooklyn", "100 Hudson St,
 * Hoboken", "55 Water St". The street is looked up in AREA_STREETS (area-streets.data.ts) in the town the text
 * names, or in Manhattan when it names none; else the named town's centre answers. Either way the answer keeps
 * the typed street line and is marked approximate, so the rider confirms the pin: never a look-alike place.
 */
import type { LatLng, Place, Prediction } from '../../../shared/contracts/maps.ts';
import { AREA_STREETS, type AreaStreet } from './area-streets.data.ts';
import { canonicalAddress, STREET_TYPES } from './gazetteer-addresses.ts';
import { normalize, slug } from './gazetteer-text.ts';
import { placeManhattanAddress } from './manhattan-addresses.ts';

/** An address placed on its street or in its town, always approximate. */
export interface AreaAddress {
  placeId: string;
  line: string;
  formattedAddress: string;
  secondaryText: string;
  location: LatLng;
}

/** "87 Broadway Brooklyn" -> line "87 Broadway", locality "Brooklyn"; "55 Water St" -> locality "". */
export function splitAddress(text: string): { line: string; street: string; locality: string } | null {
  const parts = text.split(',');
  const words = (parts[0] ?? '').trim().split(/\s+/);
  if (words.length < 2 || !/^\d{1,5}[a-z]?$/i.test(words[0] as string)) return null;
  let last = -1;
  words.forEach((w, i) => {
    if (i > 0 && STREET_TYPES.has(normalize(w))) last = i;
  });
  if (last < 1) return null;
  const line = words.slice(0, last + 1).join(' ');
  const locality = [words.slice(last + 1).join(' '), ...parts.slice(1)]
    .map((p) => p.trim())
    .filter(Boolean)
    .join(', ');
  return { line, street: words.slice(1, last + 1).join(' '), locality };
}

/** The town a locality text names, as the provider found it (a curated town or borough, or a ZIP). */
export interface Town {
  place: Place;
}

const BOROUGH_WORDS: Record<string, string> = {
  manhattan: 'Manhattan',
  'new york': 'Manhattan',
  brooklyn: 'Brooklyn',
  queens: 'Queens',
  bronx: 'Bronx',
  'staten island': 'Staten Island',
};

/** Whether a street's locality is the town found ("Brooklyn" street, borough Brooklyn or a Brooklyn ZIP). */
function streetIn(street: AreaStreet, town: Town): boolean {
  const where = normalize(`${town.place.name} ${town.place.formattedAddress}`);
  const locality = normalize(street.locality.split(',')[0] ?? '');
  if (where.includes(locality)) return true;
  // "New York, NY" (a Manhattan ZIP or the city) is Manhattan.
  return (
    locality === 'manhattan' && /\bnew york ny\b/.test(where) && !/brooklyn|queens|bronx|staten/.test(where)
  );
}

/**
 * The address placed on its street or in its town; null when the text is no street address, or names a town
 * we do not know (far away, or misspelt), or names no town and a street that is not Manhattan's nor unique.
 */
export function placeAreaAddress(
  text: string,
  townOf: (locality: string) => Town | null,
): AreaAddress | null {
  const parts = splitAddress(text);
  if (!parts) return null;
  const key = canonicalAddress(parts.street);
  const streets = AREA_STREETS.filter((s) => canonicalAddress(s.name) === key);
  const town = parts.locality ? townOf(parts.locality) : null;
  if (parts.locality && !town && !BOROUGH_WORDS[normalize(parts.locality)]) return null;
  let street: AreaStreet | undefined;
  if (town) street = streets.find((s) => streetIn(s, town));
  else if (parts.locality) {
    const borough = BOROUGH_WORDS[normalize(parts.locality)];
    street = streets.find((s) => s.locality === borough);
  } else {
    // No town named: Manhattan's street, or the one street of that name (not a street of the grid, which
    // manhattan-addresses.ts places: "350 5th Avenue" is never Park Slope's 5th Ave).
    street =
      streets.find((s) => s.locality === 'Manhattan') ??
      (streets.length === 1 && !placeManhattanAddress(text) ? streets[0] : undefined);
  }
  const placeId = `addr:${slug(text)}`;
  if (street) {
    const line = `${parts.line.split(/\s+/)[0]} ${street.name}`;
    const where = street.locality.includes(',') ? street.locality : `${street.locality}, NY`;
    return {
      placeId,
      line,
      formattedAddress: `${line}, ${where} (approximately: on ${street.name})`,
      secondaryText: `approximately: on ${street.name}, ${where}`,
      location: { lat: street.lat, lng: street.lng },
    };
  }
  if (!town) return null;
  const what = town.place.kind === 'zip' ? "the ZIP code's centre" : 'its centre';
  return {
    placeId,
    line: parts.line,
    formattedAddress: `${parts.line}, ${town.place.formattedAddress} (approximately: ${what})`,
    secondaryText: `approximately: ${town.place.formattedAddress}`,
    location: town.place.location,
  };
}

/** The address again from its id (the id spells the typed text); null when it no longer places the same. */
export function areaAddressById(id: string, townOf: (locality: string) => Town | null): AreaAddress | null {
  const m = /^addr:([a-z0-9]+(?:-[a-z0-9]+)*)$/.exec(id);
  if (!m || (m[1] as string).length > 160) return null;
  const placed = placeAreaAddress((m[1] as string).replace(/-/g, ' '), townOf);
  return placed && placed.placeId === id ? placed : null;
}

export const areaPlace = (a: AreaAddress): Place => ({
  place_id: a.placeId,
  name: a.line,
  formattedAddress: a.formattedAddress,
  location: a.location,
  kind: 'address',
  approximate: true,
});

export const areaPrediction = (a: AreaAddress): Prediction => ({
  description: a.formattedAddress,
  place_id: a.placeId,
  mainText: a.line,
  secondaryText: a.secondaryText,
  kind: 'address',
});

import MiniSearch, { type SearchResult } from 'minisearch';
import {
  AUTOCOMPLETE_MIN_CHARS,
  LOCATION_MAX_CHARS,
  type LatLng,
  type Place,
  type PlaceKind,
  type Prediction,
} from '../../../shared/contracts/maps.ts';
import { inServiceArea } from '../../../shared/domain/service-area.ts';
import { GAZETTEER, type GazetteerEntry } from './gazetteer.data.ts';
import { manhattanAddressById, placeManhattanAddress, type PlacedAddress } from './manhattan-addresses.ts';
import type { PlacesPort } from './types.ts';
import { findZip, loadZipCentroids, zipsWithPrefix, type ZipCentroid } from './zip-centroids.ts';

/**
 * The embedded places provider (decision 009): the curated gazetteer, one entry per town of New York, New
 * Jersey and Connecticut (from the ZIP data), and ZIP-code centroids, searched in memory with MiniSearch
 * (an inverted index with prefix and fuzzy matching). No network, no key.
 *
 * Only places of the service area (shared/domain/service-area.ts) are ever offered or geocoded. A typed
 * street address is never answered by a look-alike landmark: Manhattan house numbers are placed on the
 * street grid (manhattan-addresses.ts); another address is answered by the landmark at exactly that address,
 * else by the town or ZIP it names, marked approximate and saying so; else by nothing.
 */

const DEFAULT_LIMIT = 5;
const MAX_LIMIT = 10;
/** Words beyond this are ignored: a place name or an address line never needs more. */
const MAX_TERMS = 12;
const MAX_TERM_LENGTH = 40;
const CACHE_SIZE = 1000;
const MIDTOWN: LatLng = { lat: 40.758, lng: -73.9855 };

/** Not searched for. "a" is not one of them: it is a terminal ("LGA Terminal A"). */
const STOP_WORDS: ReadonlySet<string> = new Set(['the', 'of', 'at', 'and', 'an', 'in', 'on', 'by']);
/** Words that say which state or country, not which place: ignored when an address ends with a ZIP. */
const REGION_WORDS: ReadonlySet<string> = new Set([
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

function withoutRegion(words: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length;) {
    const phrase = REGION_PHRASES.find((p) => p.every((w, j) => words[i + j] === w));
    if (phrase) i += phrase.length;
    else out.push(words[i++] as string);
  }
  return out.length ? out : words;
}

/** Relative weight of a kind when scores are close: a chauffeur's riders go to airports more than to towns. */
const KIND_BOOST: Record<PlaceKind, number> = {
  airport: 2,
  terminal: 1.6,
  borough: 1.8,
  landmark: 1.4,
  venue: 1.4,
  station: 1.4,
  hotel: 1.4,
  neighborhood: 1.3,
  city: 1.2,
  zip: 1,
  address: 1,
};
const TOWN_BOOST = 0.8;
const KIND_WORDS: Record<PlaceKind, string> = {
  airport: 'airport',
  terminal: 'terminal airport',
  borough: 'borough',
  landmark: 'landmark',
  venue: 'venue stadium arena theater',
  station: 'station',
  hotel: 'hotel',
  neighborhood: 'neighborhood',
  city: 'city town',
  zip: 'zip',
  address: 'address',
};

/** A searchable place: its answer for details and autocomplete, plus what ranking needs. */
interface Item {
  place: Place;
  prediction: Prediction;
  boost: number;
  /** Normalised names, aliases and full label; a query equal to one of them ranks first. */
  keys: readonly string[];
}

interface Doc {
  id: number;
  name: string;
  aliases: string;
  area: string;
  kindText: string;
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

function distanceKm(a: LatLng, b: LatLng): number {
  const r = Math.PI / 180;
  const x =
    Math.sin(((b.lat - a.lat) * r) / 2) ** 2 +
    Math.cos(a.lat * r) * Math.cos(b.lat * r) * Math.sin(((b.lng - a.lng) * r) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(x)));
}

const slug = (text: string) => normalize(text).replace(/ /g, '-');

/** The form a query is compared in for an exact or prefix match: normalised, without stop words. */
const keyOf = (text: string) =>
  normalize(text)
    .split(' ')
    .filter((w) => w && !STOP_WORDS.has(w))
    .join(' ');

function curatedItem(e: GazetteerEntry): Item {
  const where = e.formattedAddress.startsWith(`${e.name}, `)
    ? e.formattedAddress.slice(e.name.length + 2)
    : e.formattedAddress;
  const bare = e.name.replace(/\s*\([^)]*\)\s*/g, ' ').trim();
  return {
    place: {
      place_id: e.place_id,
      name: e.name,
      formattedAddress: e.formattedAddress,
      location: e.location,
      kind: e.kind,
    },
    prediction: {
      description: e.formattedAddress,
      place_id: e.place_id,
      mainText: e.name,
      secondaryText: where,
      kind: e.kind,
    },
    boost: KIND_BOOST[e.kind],
    keys: [...new Set([e.name, bare, ...e.aliases, e.formattedAddress].map(keyOf))],
  };
}

/** Queens ZIPs carry the neighbourhood as their USPS city ("Flushing, NY"); say "Queens" too. */
const isQueensZip = (zip: string) => /^11[1346]/.test(zip);
const BOROUGH_OF_CITY: Record<string, string> = {
  'New York': 'Manhattan',
  Brooklyn: 'Brooklyn',
  Bronx: 'Bronx',
  'Staten Island': 'Staten Island',
};

interface Index {
  search: MiniSearch<Doc>;
  items: Item[];
  byId: Map<string, Item>;
  /** Curated neighbourhoods by borough, to name the area of a ZIP ("10019 — Midtown West, New York, NY"). */
  hoods: Map<string, GazetteerEntry[]>;
}

function buildIndex(): Index {
  const items: Item[] = GAZETTEER.map(curatedItem);
  const docs: Doc[] = GAZETTEER.map((e, id) => ({
    id,
    name: normalize(e.name),
    aliases: e.aliases.map(normalize).join(' '),
    area: normalize(items[id]?.prediction.secondaryText ?? ''),
    kindText: KIND_WORDS[e.kind],
  }));

  // One entry per town of the ZIP data (Scarsdale, Princeton, Darien…) unless the curated list has it.
  const curatedNames = new Set<string>();
  for (const e of GAZETTEER) {
    if (e.kind === 'city' || e.kind === 'borough' || e.kind === 'neighborhood') {
      for (const n of [e.name, ...e.aliases]) curatedNames.add(normalize(n));
    }
  }
  const towns = new Map<string, ZipCentroid[]>();
  for (const z of loadZipCentroids()) {
    if (curatedNames.has(normalize(z.city))) continue;
    const key = `${z.state}|${z.city}`;
    const list = towns.get(key);
    if (list) list.push(z);
    else towns.set(key, [z]);
  }
  for (const zips of towns.values()) {
    const first = zips[0] as ZipCentroid;
    const areal = zips.filter((z) => z.zcta);
    const points = (areal.length ? areal : zips).map((z) => z.location);
    const location = {
      lat: Number((points.reduce((s, p) => s + p.lat, 0) / points.length).toFixed(6)),
      lng: Number((points.reduce((s, p) => s + p.lng, 0) / points.length).toFixed(6)),
    };
    // Towns outside the service area (Boston, NY near Buffalo) are never offered: the server refuses them.
    if (!inServiceArea(location)) continue;
    const queens = isQueensZip(first.zip);
    const kind: PlaceKind = queens ? 'neighborhood' : 'city';
    const where = queens ? `Queens, ${first.state}` : first.state;
    const placeId = `gz:town-${first.state.toLowerCase()}-${slug(first.city)}`;
    const formattedAddress = `${first.city}, ${where}`;
    const d = distanceKm(MIDTOWN, location);
    const id = items.length;
    items.push({
      place: { place_id: placeId, name: first.city, formattedAddress, location, kind },
      prediction: {
        description: formattedAddress,
        place_id: placeId,
        mainText: first.city,
        secondaryText: where,
        kind,
      },
      boost: TOWN_BOOST * (d <= 60 ? 1 : d <= 150 ? 0.7 : 0.4),
      keys: [keyOf(first.city), keyOf(formattedAddress)],
    });
    docs.push({
      id,
      name: normalize(first.city),
      aliases: '',
      area: normalize(where),
      kindText: KIND_WORDS[kind],
    });
  }

  const search = new MiniSearch<Doc>({
    fields: ['name', 'aliases', 'area', 'kindText'],
    storeFields: [],
    tokenize: (text) => text.split(' '),
    processTerm: (term) => (term && !STOP_WORDS.has(term) ? term : null),
  });
  search.addAll(docs);

  const byId = new Map<string, Item>();
  for (const item of items) byId.set(item.place.place_id, item);

  const hoods = new Map<string, GazetteerEntry[]>();
  for (const e of GAZETTEER) {
    if (e.kind !== 'neighborhood') continue;
    const borough = Object.values(BOROUGH_OF_CITY).find((b) => e.formattedAddress.includes(`${b},`));
    if (!borough) continue;
    const list = hoods.get(borough);
    if (list) list.push(e);
    else hoods.set(borough, [e]);
  }
  return { search, items, byId, hoods };
}

/**
 * A place found for free text, marked approximate when the text does not name it: a word of the text that
 * begins no word of the place's names or address was corrected by fuzzy matching ("Boston" found Bolton,
 * CT), and the rider must see that a different place was found.
 */
function asTyped(place: Place, text: string, aliases: readonly string[]): Place {
  const own = new Set(normalize(`${place.name} ${place.formattedAddress} ${aliases.join(' ')}`).split(' '));
  // The part before the first comma names the place; the rest only qualifies it ("…, Long Island, NY").
  const words = normalize(text.split(',')[0] ?? text)
    .split(' ')
    .filter((w) => w.length >= 2 && !STOP_WORDS.has(w) && !REGION_WORDS.has(w));
  const named = words.every((w) => [...own].some((o) => o.startsWith(w)));
  return named ? place : { ...place, approximate: true };
}

/** Words that make "<number> <words>" a street address rather than a place's name ("30 Rock", "9/11 Memorial"). */
const STREET_TYPES: ReadonlySet<string> = new Set([
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

function placedPlace(p: PlacedAddress): Place {
  return {
    place_id: p.placeId,
    name: p.line,
    formattedAddress: p.formattedAddress,
    location: p.location,
    kind: 'address',
    ...(p.approximate ? { approximate: true } : {}),
  };
}

function placedPrediction(p: PlacedAddress): Prediction {
  return {
    description: p.formattedAddress,
    place_id: p.placeId,
    mainText: p.line,
    secondaryText: p.secondaryText,
    kind: 'address',
  };
}

export type GazetteerPlaces = PlacesPort & {
  /** Builds the index now (about 0.3 s) instead of on the first search; call it at start-up. */
  warm(): void;
};

export function createGazetteerPlaces(): GazetteerPlaces {
  let index: Index | null = null;
  const zipItems = new Map<string, Item>();
  const cache = new Map<string, Item[]>();

  const ensure = (): Index => {
    index ??= buildIndex();
    return index;
  };

  function zipItem(z: ZipCentroid): Item {
    const hit = zipItems.get(z.zip);
    if (hit) return hit;
    const { hoods } = ensure();
    let area = z.city;
    const borough = BOROUGH_OF_CITY[z.city];
    if (borough && z.zcta) {
      let best: GazetteerEntry | null = null;
      let bestKm = 2;
      for (const h of hoods.get(borough) ?? []) {
        const km = distanceKm(z.location, h.location);
        if (km < bestKm) [best, bestKm] = [h, km];
      }
      if (best) area = `${best.name}, ${z.city}`;
    } else if (isQueensZip(z.zip)) {
      area = `${z.city}, Queens`;
    }
    const secondary = `${area}, ${z.state}`;
    const placeId = `zip:${z.zip}`;
    const item: Item = {
      place: {
        place_id: placeId,
        name: z.zip,
        formattedAddress: `${secondary} ${z.zip}`,
        location: z.location,
        kind: 'zip',
      },
      prediction: {
        description: `${z.zip} — ${secondary}`,
        place_id: placeId,
        mainText: z.zip,
        secondaryText: secondary,
        kind: 'zip',
      },
      boost: 1,
      keys: [z.zip],
    };
    zipItems.set(z.zip, item);
    return item;
  }

  function fuzziness(term: string): number {
    if (/^\d+$/.test(term)) return 0;
    return term.length >= 7 ? 2 : term.length >= 4 ? 1 : 0;
  }

  function textSearch(
    query: string,
    terms: string[],
    limit: number,
    letters: readonly string[] = [],
    fullQuery = query,
  ): Item[] {
    const { search, items } = ensure();
    const options = {
      fields: ['name', 'aliases', 'area', 'kindText'],
      boost: { name: 3, aliases: 2.5, area: 1, kindText: 1.5 },
      prefix: true,
      // A long query is a pasted address line, spelt right; fuzzy matching many words only costs time.
      fuzzy: terms.length <= 4 ? (term: string) => fuzziness(term) : false,
      boostDocument: (id: number) => items[id]?.boost ?? 1,
      tokenize: (text: string) => text.split(' '),
      processTerm: (term: string) => term,
    };
    let results: SearchResult[] = search.search(query, { ...options, combineWith: 'AND' });
    if (results.length === 0 && terms.length >= 2 && terms.length <= 4) {
      // One word may be misspelt beyond repair or not in our data ("plaza hotel nyc"): allow one miss,
      // but not of the longest word ("new jersey" is not a match for everything "new").
      const longest = Math.max(...terms.map((t) => t.length));
      results = search
        .search(query, { ...options, combineWith: 'OR' })
        .filter(
          (r) =>
            r.queryTerms.length >= terms.length - 1 &&
            (terms.length > 2 || r.queryTerms.some((t) => t.length === longest)),
        );
    }
    const scored: { item: Item; score: number }[] = [];
    for (const r of results.slice(0, 50)) {
      const item = items[r.id as number];
      if (!item) continue;
      // A misspelt word that matched one whole name ("brookyln" -> "brooklyn") counts as exact too.
      const corrected = r.terms.length === terms.length ? r.terms.join(' ') : query;
      const exact =
        item.keys.includes(query) || item.keys.includes(corrected) || item.keys.includes(fullQuery);
      const starts = !exact && item.keys.some((k) => k.startsWith(query));
      // Terminal letters ("lga terminal b", "ewr c") are too short to search for; they pick among the hits.
      const words = letters.length ? item.prediction.mainText.toLowerCase().split(/[^a-z0-9]+/) : [];
      const letter = letters.some((l) => words.includes(l));
      scored.push({ item, score: r.score * (exact ? 4 : starts ? 1.6 : 1) * (letter ? 3 : 1) });
    }
    scored.sort((a, b) => b.score - a.score);
    return scored.slice(0, limit).map((s) => s.item);
  }

  /** The ranked items for raw input; [] for short, empty or unusable input. Never throws. */
  function find(input: string, limit: number): Item[] {
    const raw = input.replace(/[\t\r\n]+/g, ' ').trim();
    if (raw.length < AUTOCOMPLETE_MIN_CHARS || raw.length > LOCATION_MAX_CHARS) return [];
    // Control characters are never part of a place name: such input is not a search.
    if (/\p{Cc}/u.test(raw)) return [];
    const normalized = normalize(raw);
    const cacheKey = `${limit}|${normalized}`;
    const cached = cache.get(cacheKey);
    if (cached) return cached;

    const all = normalized.split(' ').filter((w) => w && w.length <= MAX_TERM_LENGTH);
    const words = all.filter((w) => !STOP_WORDS.has(w));
    // Single letters match everything: they are not searched for, but rank terminals ("lga terminal b").
    const letters = all.filter((w) => /^[a-z]$/.test(w)).slice(0, 2);
    // Compared whole with names and addresses, letters included ("ewr terminal b …" is not Terminal A).
    const fullQuery = words.join(' ');
    let terms = words.filter((t) => t.length >= 2 || /^\d$/.test(t));
    terms = withoutRegion(terms).slice(0, MAX_TERMS);
    if (!terms.some((t) => t.length >= 2)) terms = [];

    let result: Item[] = [];
    if (terms.length === 1 && /^\d{3,5}$/.test(terms[0] as string)) {
      // Prefixes of far-away ZIPs (14xxx, Buffalo) find nothing: ZIPs outside the area are left out below.
      result = zipsWithPrefix(terms[0] as string, limit * 40)
        .filter((z) => inServiceArea(z.location))
        .slice(0, limit)
        .map(zipItem);
    } else if (terms.length > 0) {
      const zip = terms.map((t) => (/^\d{5}$/.test(t) ? findZip(t) : undefined)).find(Boolean);
      if (zip) {
        // An address line ending with a ZIP: the ZIP answers unless other words name a place.
        const cityWords = new Set(normalize(zip.city).split(' '));
        const rest = terms.filter(
          (t) => t !== zip.zip && !REGION_WORDS.has(t) && !cityWords.has(t) && !/^\d{4}$/.test(t),
        );
        const text = rest.length ? textSearch(terms.join(' '), terms, limit, letters, fullQuery) : [];
        result = [...text.slice(0, Math.max(1, limit - 1)), zipItem(zip)].slice(0, limit);
      } else {
        result = textSearch(terms.join(' '), terms, limit, letters, fullQuery);
      }
    }
    result = result.filter((item) => inServiceArea(item.place.location));
    if (cache.size >= CACHE_SIZE) {
      const oldest = cache.keys().next().value;
      if (oldest !== undefined) cache.delete(oldest);
    }
    cache.set(cacheKey, result);
    return result;
  }

  /** Curated places with a street address, by that address in canonical form ("11 w 53rd st new york …"). */
  let addressIndex: { key: string; item: Item }[] | null = null;
  function addressKeys(): { key: string; item: Item }[] {
    if (addressIndex) return addressIndex;
    const { items } = ensure();
    addressIndex = [];
    for (const item of items) {
      const { name, formattedAddress } = item.place;
      const where = formattedAddress.startsWith(`${name}, `) ? formattedAddress.slice(name.length + 2) : '';
      if (/^\d/.test(where)) addressIndex.push({ key: canonicalAddress(where), item });
    }
    return addressIndex;
  }

  /** The curated places whose own street address is the typed line ("11 W 53rd St" -> MoMA). */
  function atAddress(line: string): Item[] {
    const key = canonicalAddress(line);
    return addressKeys()
      .filter((a) => a.key === key || a.key.startsWith(`${key} `))
      .map((a) => a.item);
  }

  /** The town, borough, neighbourhood or ZIP a typed address names after its street line; null if none. */
  function localityOf(raw: string): Item | null {
    const words = normalize(raw).split(' ');
    for (const w of words.slice(1)) {
      if (!/^\d{5}$/.test(w)) continue;
      const z = findZip(w);
      if (z && inServiceArea(z.location)) return zipItem(z);
    }
    const rest = raw.split(',').slice(1).join(' ').trim();
    if (rest.length < AUTOCOMPLETE_MIN_CHARS) return null;
    const restWords = new Set(normalize(rest).split(' '));
    const towns = find(rest, 5).filter((item) =>
      ['city', 'borough', 'neighborhood'].includes(item.place.kind),
    );
    // The town must be named, not guessed: "Yonkers" is not White Plains, "Yonkrs" is not Yonkers.
    return (
      towns.find((item) =>
        normalize(item.place.name.replace(/\s*\([^)]*\)\s*/g, ' '))
          .split(' ')
          .filter((w) => w && !STOP_WORDS.has(w))
          .every((w) => restWords.has(w)),
      ) ?? null
    );
  }

  const typed = (place: Place, text: string) =>
    asTyped(place, text, ensure().byId.get(place.place_id)?.keys ?? []);

  function details(placeId: string): Place | null {
    const id = placeId.trim();
    if (id.startsWith('zip:')) {
      const z = /^zip:\d{5}$/.test(id) ? findZip(id.slice(4)) : undefined;
      return z ? zipItem(z).place : null;
    }
    if (id.startsWith('gz:')) return ensure().byId.get(id)?.place ?? null;
    if (id.startsWith('addr:')) {
      const placed = manhattanAddressById(id);
      return placed ? placedPlace(placed) : null;
    }
    if (id.startsWith('ll:')) {
      const p = parseLatLng(id.slice(3));
      return p ? coordinatePlace(p) : null;
    }
    return null;
  }

  return {
    name: 'gazetteer',

    warm() {
      ensure();
    },

    async autocomplete(input, options) {
      if (typeof input !== 'string') return [];
      const limit = Math.max(1, Math.min(MAX_LIMIT, Math.floor(options?.limit ?? DEFAULT_LIMIT)));
      const raw = input.replace(/[\t\r\n]+/g, ' ').trim();
      if (raw.length > LOCATION_MAX_CHARS) return [];
      const placed = placeManhattanAddress(raw);
      const line = streetLineOf(raw) ?? (placed && /^\d/.test(placed.line) ? placed.line : null);
      if (line === null) {
        const found = find(input, limit);
        if (!placed) return found.map((item) => item.prediction);
        // A street or a corner without a house number: the places named exactly so first ("Wall Street"
        // is the Stock Exchange), then the placed street, then the rest.
        const exact = found.filter((item) => item.keys.includes(keyOf(raw)));
        const rest = found.filter((item) => !exact.includes(item));
        return [
          ...exact.map((i) => i.prediction),
          placedPrediction(placed),
          ...rest.map((i) => i.prediction),
        ].slice(0, limit);
      }
      // A house number and a street: the placed address first, then the places at exactly that address,
      // then the town or ZIP it names. Never a look-alike ("350 W 42nd St" is not Grand Central).
      const out: Prediction[] = [];
      if (placed) out.push(placedPrediction(placed));
      for (const item of atAddress(line)) out.push(item.prediction);
      if (!placed) {
        const town = localityOf(raw);
        if (town) out.push(town.prediction);
      }
      const seen = new Set<string>();
      return out.filter((p) => !seen.has(p.place_id) && seen.add(p.place_id)).slice(0, limit);
    },

    async details(placeId) {
      if (typeof placeId !== 'string' || placeId.length > LOCATION_MAX_CHARS) return null;
      return details(placeId);
    },

    async geocode(text) {
      if (typeof text !== 'string') return null;
      const value = text.trim();
      if (!value || value.length > LOCATION_MAX_CHARS) return null;
      const coords = parseLatLng(value);
      if (coords) return coordinatePlace(coords);
      if (/^(?:gz|zip|ll|addr):/.test(value)) return details(value);
      const placed = placeManhattanAddress(value);
      const line = streetLineOf(value) ?? (placed && /^\d/.test(placed.line) ? placed.line : null);
      if (placed && line === null) {
        // A street or corner without a number: a place named exactly so wins ("Wall Street" is the NYSE).
        const top = find(value, 1)[0];
        return top && top.keys.includes(keyOf(value)) ? top.place : placedPlace(placed);
      }
      if (line !== null) {
        if (placed) return placedPlace(placed);
        const exact = atAddress(line)[0];
        if (exact) return exact.place;
        const town = localityOf(value);
        if (!town) return null;
        const what = town.place.kind === 'zip' ? "the ZIP code's centre" : 'its centre';
        return {
          ...town.place,
          name: line,
          formattedAddress: `${line}, ${town.place.formattedAddress} (approximately: ${what})`,
          kind: 'address',
          approximate: true,
        };
      }
      // "Hempstead, Long Island, NY": the part before the first comma names the place, the rest only
      // qualifies it. When the whole text finds a place not named by that part ("Long Island" would
      // outrank Hempstead), the part alone decides. An address with a ZIP is left to the ZIP rules.
      const whole = find(value, 1)[0]?.place ?? null;
      const head = value.split(',')[0]?.trim() ?? '';
      if (head.length < AUTOCOMPLETE_MIN_CHARS || head === value || /\b\d{5}\b/.test(value))
        return whole && typed(whole, value);
      const headWords = normalize(head).split(' ').filter(Boolean);
      const named = (p: Place) => {
        const text = normalize(`${p.name} ${p.formattedAddress}`);
        return headWords.every((w) => text.includes(w));
      };
      if (whole && named(whole)) return typed(whole, value);
      const byHead = find(head, 1)[0]?.place ?? whole;
      return byHead && typed(byHead, value);
    },
  };
}

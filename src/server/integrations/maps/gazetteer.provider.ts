/**
 * The embedded places provider (decision 009): the curated gazetteer, one entry per town of New York, New
 * Jersey and Connecticut (from the ZIP data), and ZIP-code centroids, searched in memory with MiniSearch
 * (an inverted index with prefix and fuzzy matching). No network, no key.
 *
 * Only places of the service area (shared/domain/service-area.ts) are ever offered or geocoded. A typed
 * street address is never answered by a look-alike landmark: Manhattan house numbers are placed on the
 * street grid (manhattan-addresses.ts); another address is answered by the landmark at exactly that address,
 * else by the town or ZIP it names, marked approximate and saying so; else by nothing.
 *
 * Beside it: gazetteer-text.ts (how text is read), gazetteer-index.ts (the searchable items and their index),
 * gazetteer-search.ts (ranking), gazetteer-addresses.ts (typed street addresses).
 */
import {
  AUTOCOMPLETE_MIN_CHARS,
  LOCATION_MAX_CHARS,
  type Place,
  type Prediction,
} from '../../../shared/contracts/maps.ts';
import { inServiceArea } from '../../../shared/domain/service-area.ts';
import { canonicalAddress, placedPlace, placedPrediction, streetLineOf } from './gazetteer-addresses.ts';
import { areaAddressById, areaPlace, areaPrediction, placeAreaAddress } from './gazetteer-area-addresses.ts';
import { buildIndex, type Index, type Item, zipItemOf } from './gazetteer-index.ts';
import { textSearch } from './gazetteer-search.ts';
import {
  asTyped,
  coordinatePlace,
  keyOf,
  normalize,
  parseLatLng,
  REGION_WORDS,
  STOP_WORDS,
  withoutRegion,
} from './gazetteer-text.ts';
import { manhattanAddressById, placeManhattanAddress } from './manhattan-addresses.ts';
import type { PlacesPort } from './types.ts';
import { findZip, zipsWithPrefix, type ZipCentroid } from './zip-centroids.ts';

export { coordinatePlace, normalize, parseLatLng } from './gazetteer-text.ts';

const DEFAULT_LIMIT = 5;
const MAX_LIMIT = 10;
/** Words beyond this are ignored: a place name or an address line never needs more. */
const MAX_TERMS = 12;
const MAX_TERM_LENGTH = 40;
const CACHE_SIZE = 1000;

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
    const item = zipItemOf(z, ensure().hoods);
    zipItems.set(z.zip, item);
    return item;
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
        const text = rest.length
          ? textSearch(ensure(), terms.join(' '), terms, limit, letters, fullQuery)
          : [];
        result = [...text.slice(0, Math.max(1, limit - 1)), zipItem(zip)].slice(0, limit);
      } else {
        result = textSearch(ensure(), terms.join(' '), terms, limit, letters, fullQuery);
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

  /** The town, borough, neighbourhood or ZIP a typed address's locality names ("Hoboken, NJ"); null if none. */
  function townOf(locality: string): Item | null {
    const words = normalize(locality).split(' ');
    for (const w of words) {
      if (!/^\d{5}$/.test(w)) continue;
      const z = findZip(w);
      if (z && inServiceArea(z.location)) return zipItem(z);
    }
    if (locality.trim().length < AUTOCOMPLETE_MIN_CHARS) return null;
    const restWords = new Set(words);
    const towns = find(locality, 5).filter((item) =>
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
      if (placed) return placedPlace(placed);
      const area = areaAddressById(id, townOf);
      return area ? areaPlace(area) : null;
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
        // Off Manhattan's grid: on its street, or in the town it names, approximately.
        const area = placeAreaAddress(raw, townOf);
        if (area) out.push(areaPrediction(area));
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
        const area = placeAreaAddress(value, townOf);
        return area ? areaPlace(area) : null;
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

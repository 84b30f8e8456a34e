/**
 * The gazetteer's search index (gazetteer.provider.ts): one searchable item per curated place, per town of the
 * ZIP data in the service area and per ZIP asked for, with the weights ranking uses, in a MiniSearch index.
 */
import MiniSearch from 'minisearch';
import type { LatLng, Place, PlaceKind, Prediction } from '../../../shared/contracts/maps.ts';
import { inServiceArea } from '../../../shared/domain/service-area.ts';
import { GAZETTEER, type GazetteerEntry } from './gazetteer.data.ts';
import { STREET_TYPES } from './gazetteer-addresses.ts';
import { keyOf, normalize, slug, STOP_WORDS } from './gazetteer-text.ts';
import { loadZipCentroids, type ZipCentroid } from './zip-centroids.ts';

/** Towns of the ZIP data rank lower the farther they are from here: riders are mostly picked up near it. */
const MIDTOWN: LatLng = { lat: 40.758, lng: -73.9855 };

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
export const KIND_WORDS: Record<PlaceKind, string> = {
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
export interface Item {
  place: Place;
  prediction: Prediction;
  boost: number;
  /** Normalised names, aliases and full label; a query equal to one of them ranks first. */
  keys: readonly string[];
  /**
   * The words a suggestion may be offered for (gazetteer-search.ts's namesEveryWord): its names, aliases and
   * the town it is in, not its street ("Greenwich Station" is not the Oculus at 185 Greenwich St).
   */
  names: readonly string[];
}

/** The parts of a "where" line that name a place (town, borough, park), not a street or a house. */
function localityParts(where: string): string[] {
  return where
    .split(',')
    .map((p) => p.trim())
    .filter(
      (p) =>
        p &&
        !/^\d/.test(p) &&
        !p.includes('&') &&
        !normalize(p)
          .split(' ')
          .some((w) => STREET_TYPES.has(w)),
    );
}

const wordsOf = (texts: readonly string[]) => [
  ...new Set(texts.flatMap((t) => keyOf(t).split(' ')).filter(Boolean)),
];

interface Doc {
  id: number;
  name: string;
  aliases: string;
  area: string;
  kindText: string;
}

function distanceKm(a: LatLng, b: LatLng): number {
  const r = Math.PI / 180;
  const x =
    Math.sin(((b.lat - a.lat) * r) / 2) ** 2 +
    Math.cos(a.lat * r) * Math.cos(b.lat * r) * Math.sin(((b.lng - a.lng) * r) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(x)));
}

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
    names: wordsOf([e.name, ...e.aliases, ...localityParts(where)]),
  };
}

/** Queens ZIPs carry the neighbourhood as their USPS city ("Flushing, NY"); say "Queens" too. */
export const isQueensZip = (zip: string) => /^11[1346]/.test(zip);
const BOROUGH_OF_CITY: Record<string, string> = {
  'New York': 'Manhattan',
  Brooklyn: 'Brooklyn',
  Bronx: 'Bronx',
  'Staten Island': 'Staten Island',
};

export interface Index {
  search: MiniSearch<Doc>;
  items: Item[];
  byId: Map<string, Item>;
  /** Curated neighbourhoods by borough, to name the area of a ZIP ("10019 — Midtown West, New York, NY"). */
  hoods: Map<string, GazetteerEntry[]>;
}

export function buildIndex(): Index {
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
      names: wordsOf([formattedAddress]),
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
 * The item of a ZIP, its area named for the rider: in Manhattan, Brooklyn, the Bronx and Staten Island the
 * nearest curated neighbourhood within 2 km ("10019 — Midtown West, New York, NY"), in Queens the borough.
 */
export function zipItemOf(z: ZipCentroid, hoods: Index['hoods']): Item {
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
  return {
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
    names: wordsOf([z.zip, secondary]),
  };
}

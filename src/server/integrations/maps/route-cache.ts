import type { LatLng, Place } from '../../../shared/contracts/maps.ts';
import { trafficPeriod } from './speed-model.ts';
import type { PlacesPort, RouteEstimate, RouteRequest, RoutesPort } from './types.ts';

/**
 * A bounded least-recently-used map: a hit moves the entry to the young end, an insert past `maxEntries` drops
 * the oldest (a Map keeps insertion order, so delete + set is the move). Entries older than `ttlMs` (if set)
 * are misses and are dropped when met.
 */
export function createLruCache<V>(options: { maxEntries: number; ttlMs?: number; now?: () => number }) {
  const { maxEntries } = options;
  if (!(maxEntries >= 1)) throw new RangeError('maxEntries must be at least 1');
  const ttlMs = options.ttlMs ?? Infinity;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: V; at: number }>();
  return {
    get(key: string): V | undefined {
      const hit = entries.get(key);
      if (!hit) return undefined;
      entries.delete(key);
      if (now() - hit.at >= ttlMs) return undefined;
      entries.set(key, hit);
      return hit.value;
    },
    has(key: string): boolean {
      const hit = entries.get(key);
      return hit !== undefined && now() - hit.at < ttlMs;
    },
    set(key: string, value: V): void {
      entries.delete(key);
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entries.set(key, { value, at: now() });
    },
    get size() {
      return entries.size;
    },
    clear() {
      entries.clear();
    },
  };
}

/** The route cache's default size (pairs of places x time buckets). */
export const ROUTE_CACHE_ENTRIES = 5_000;

/**
 * What of the departure time a provider's answer depends on. The embedded estimate and OSRM use it only
 * through the speed model's period of the week (`trafficPeriod`: night, morning peak…), so a route computed
 * for one departure serves every departure of the same period exactly. Google predicts traffic for the
 * departure itself: its answers are bucketed by quarter hour (and kept for 10 minutes, see `createCachedRoutes`).
 */
export const byTrafficPeriod = (at: Date): string => trafficPeriod(at);
export const byQuarterHour = (at: Date): string => String(Math.floor(at.getTime() / (15 * 60_000)));

const point = (p: LatLng) => `${p.lat},${p.lng}`;

/** The cache key of a request: both places' exact coordinates and the departure's bucket. */
export function routeKey(request: RouteRequest, bucket: (at: Date) => string): string {
  return `${point(request.origin)}|${point(request.destination)}|${bucket(request.departureTime)}`;
}

/**
 * A routes port that computes the route of a pair of places once per time bucket and reuses it for every later
 * request (every vehicle of a quote, every later quote, checkout) — a bounded LRU cache, `maxEntries` routes.
 * Concurrent requests for the same key share one provider call. "No route" (null) is an answer and is kept;
 * a provider failure (thrown) is not.
 */
export function createCachedRoutes(
  port: RoutesPort,
  options: {
    bucket: (at: Date) => string;
    maxEntries?: number;
    /** How long an answer is reused (default: as long as it stays in the cache). */
    ttlMs?: number;
    now?: () => number;
  },
): RoutesPort {
  const cache = createLruCache<RouteEstimate | null>({
    maxEntries: options.maxEntries ?? ROUTE_CACHE_ENTRIES,
    ...(options.ttlMs !== undefined ? { ttlMs: options.ttlMs } : {}),
    ...(options.now ? { now: options.now } : {}),
  });
  const inflight = new Map<string, Promise<RouteEstimate | null>>();
  return {
    name: port.name,
    async route(request) {
      const key = routeKey(request, options.bucket);
      const hit = cache.get(key);
      if (hit !== undefined) return hit;
      const pending = inflight.get(key);
      if (pending) return pending;
      const call = port
        .route(request)
        .then((value) => {
          cache.set(key, value);
          return value;
        })
        .finally(() => inflight.delete(key));
      inflight.set(key, call);
      return call;
    },
  };
}

/**
 * The embedded gazetteer's answers are fixed for the life of the process (its data ships with the app), so a
 * place typed or picked again is answered from memory: geocode by exact text, details by id, bounded LRU.
 * Autocomplete is passed through (the maps service keeps its own answers).
 */
export function createCachedPlaces<P extends PlacesPort>(places: P, maxEntries = ROUTE_CACHE_ENTRIES): P {
  const geocoded = createLruCache<Place | null>({ maxEntries });
  const byId = createLruCache<Place | null>({ maxEntries });
  const remember = async (
    cache: ReturnType<typeof createLruCache<Place | null>>,
    key: string,
    load: () => Promise<Place | null>,
  ) => {
    const hit = cache.get(key);
    if (hit !== undefined) return hit;
    const value = await load();
    cache.set(key, value);
    return value;
  };
  return Object.assign(Object.create(places) as P, {
    geocode: (text: string) => remember(geocoded, text, () => places.geocode(text)),
    details: (placeId: string) => remember(byId, placeId, () => places.details(placeId)),
  });
}

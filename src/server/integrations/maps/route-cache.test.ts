import { describe, expect, it } from 'vitest';
import { createEstimateRoutes } from './estimate-routes.provider.ts';
import {
  byQuarterHour,
  byTrafficPeriod,
  createCachedPlaces,
  createCachedRoutes,
  createLruCache,
} from './route-cache.ts';
import type { PlacesPort, RouteEstimate, RouteRequest, RoutesPort } from './types.ts';

const JFK = { lat: 40.6441, lng: -73.7822 };
const TIMES_SQUARE = { lat: 40.758, lng: -73.9855 };
const BARCLAYS = { lat: 40.6826, lng: -73.9754 };

// Tuesday 2026-03-10, New York: 03:00 UTC = 23:00 the day before (night), 14:00 UTC = 10:00 (midday),
// 21:30 UTC = 17:30 (evening peak).
const NIGHT = new Date('2026-03-10T03:00:00Z');
const NIGHT_LATER = new Date('2026-03-10T05:30:00Z');
const MIDDAY = new Date('2026-03-10T14:00:00Z');
const PEAK = new Date('2026-03-10T21:30:00Z');

/** The embedded estimate, counting the routes it really computes. */
function countingEstimate(): RoutesPort & { calls: RouteRequest[] } {
  const inner = createEstimateRoutes();
  const calls: RouteRequest[] = [];
  return {
    name: 'estimate',
    calls,
    route(request) {
      calls.push(request);
      return inner.route(request);
    },
  };
}

describe('createLruCache', () => {
  it('keeps at most maxEntries, dropping the least recently used', () => {
    const cache = createLruCache<number>({ maxEntries: 2 });
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1); // a is now the most recent
    cache.set('c', 3); // evicts b
    expect(cache.size).toBe(2);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
  });

  it('treats entries older than ttlMs as misses', () => {
    let now = 0;
    const cache = createLruCache<string>({ maxEntries: 10, ttlMs: 1000, now: () => now });
    cache.set('k', 'v');
    now = 999;
    expect(cache.get('k')).toBe('v');
    now = 1000;
    expect(cache.get('k')).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});

describe('createCachedRoutes', () => {
  it('computes the route of a pair of places once and answers every later request from memory', async () => {
    const port = countingEstimate();
    const cached = createCachedRoutes(port, { bucket: byTrafficPeriod });
    const first = await cached.route({ origin: JFK, destination: TIMES_SQUARE, departureTime: NIGHT });
    const again = await Promise.all(
      [1, 2, 3, 4, 5].map(() =>
        cached.route({ origin: JFK, destination: TIMES_SQUARE, departureTime: NIGHT_LATER }),
      ),
    );
    expect(port.calls).toHaveLength(1);
    for (const r of again) expect(r).toBe(first);
  });

  it('answers exactly what the provider computes for the same period (the bucket is all the time it uses)', async () => {
    const direct = createEstimateRoutes();
    const cached = createCachedRoutes(countingEstimate(), { bucket: byTrafficPeriod });
    await cached.route({ origin: JFK, destination: TIMES_SQUARE, departureTime: NIGHT });
    const fromCache = await cached.route({
      origin: JFK,
      destination: TIMES_SQUARE,
      departureTime: NIGHT_LATER,
    });
    expect(fromCache).toEqual(
      await direct.route({ origin: JFK, destination: TIMES_SQUARE, departureTime: NIGHT_LATER }),
    );
  });

  it('keys on both places, their direction and the time bucket', async () => {
    const port = countingEstimate();
    const cached = createCachedRoutes(port, { bucket: byTrafficPeriod });
    const a = await cached.route({ origin: JFK, destination: TIMES_SQUARE, departureTime: MIDDAY });
    const b = await cached.route({ origin: JFK, destination: BARCLAYS, departureTime: MIDDAY });
    const back = await cached.route({ origin: TIMES_SQUARE, destination: JFK, departureTime: MIDDAY });
    const peak = await cached.route({ origin: JFK, destination: TIMES_SQUARE, departureTime: PEAK });
    expect(port.calls).toHaveLength(4);
    expect(b?.distanceMeters).not.toBe(a?.distanceMeters);
    expect(back).not.toBe(a);
    // Same road, slower in the evening peak.
    expect(peak?.distanceMeters).toBe(a?.distanceMeters);
    expect(peak?.durationSeconds).toBeGreaterThan(a?.durationSeconds ?? Infinity);
  });

  it('is bounded: past maxEntries the least recently used route is computed again', async () => {
    const port = countingEstimate();
    const cached = createCachedRoutes(port, { bucket: byTrafficPeriod, maxEntries: 2 });
    const ask = (destination: typeof JFK) =>
      cached.route({ origin: JFK, destination, departureTime: MIDDAY });
    await ask(TIMES_SQUARE);
    await ask(BARCLAYS);
    await ask(TIMES_SQUARE); // hit
    expect(port.calls).toHaveLength(2);
    await ask({ lat: 40.7527, lng: -73.9772 }); // evicts Barclays
    await ask(TIMES_SQUARE); // still there
    expect(port.calls).toHaveLength(3);
    await ask(BARCLAYS);
    expect(port.calls).toHaveLength(4);
  });

  it('keeps "no route" but never a failure', async () => {
    let fail = true;
    const calls: number[] = [];
    const port: RoutesPort = {
      name: 'google',
      async route(): Promise<RouteEstimate | null> {
        calls.push(1);
        if (fail) throw new Error('provider down');
        return null;
      },
    };
    const cached = createCachedRoutes(port, { bucket: byQuarterHour });
    const request = { origin: JFK, destination: TIMES_SQUARE, departureTime: MIDDAY };
    await expect(cached.route(request)).rejects.toThrow('provider down');
    fail = false;
    expect(await cached.route(request)).toBeNull();
    expect(await cached.route(request)).toBeNull();
    expect(calls).toHaveLength(2);
  });

  it('quarter-hour buckets (Google) separate departures 15 minutes apart', () => {
    expect(byQuarterHour(new Date('2026-03-10T14:00:00Z'))).toBe(
      byQuarterHour(new Date('2026-03-10T14:14:59Z')),
    );
    expect(byQuarterHour(new Date('2026-03-10T14:00:00Z'))).not.toBe(
      byQuarterHour(new Date('2026-03-10T14:15:00Z')),
    );
  });
});

describe('createCachedPlaces', () => {
  it('geocodes a text once and resolves an id once, passing the rest through', async () => {
    const calls: string[] = [];
    const place = {
      place_id: 'gz:x',
      name: 'X',
      formattedAddress: 'X, NY',
      location: TIMES_SQUARE,
      kind: 'landmark' as const,
    };
    const port: PlacesPort = {
      name: 'gazetteer',
      async autocomplete() {
        calls.push('autocomplete');
        return [];
      },
      async details(id) {
        calls.push(`details ${id}`);
        return id === 'gz:x' ? place : null;
      },
      async geocode(text) {
        calls.push(`geocode ${text}`);
        return text === 'x' ? place : null;
      },
    };
    const cached = createCachedPlaces(port);
    expect(await cached.geocode('x')).toBe(place);
    expect(await cached.geocode('x')).toBe(place);
    expect(await cached.geocode('nowhere')).toBeNull();
    expect(await cached.geocode('nowhere')).toBeNull();
    expect(await cached.details('gz:x')).toBe(place);
    expect(await cached.details('gz:x')).toBe(place);
    await cached.autocomplete('ti');
    await cached.autocomplete('ti');
    expect(cached.name).toBe('gazetteer');
    expect(calls).toEqual(['geocode x', 'geocode nowhere', 'details gz:x', 'autocomplete', 'autocomplete']);
  });
});

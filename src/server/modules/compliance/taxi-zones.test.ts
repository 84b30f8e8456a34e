import { describe, expect, it } from 'vitest';
import data from './data/taxi-zones.json' with { type: 'json' };
import {
  createTaxiZoneIndex,
  OUTSIDE_TAXI_ZONE,
  TAXI_ZONE_COUNT,
  TAXI_ZONE_NAMES,
  taxiZoneInfoOf,
  taxiZoneOf,
  UNKNOWN_TAXI_ZONE,
} from './taxi-zones.ts';

/** Places with the TLC zone each must fall in, then [lat, lng] as a map reads them. */
const PLACES: [string, number, number, number][] = [
  ['JFK airport', 132, 40.6413, -73.7781],
  ['LaGuardia airport', 138, 40.7769, -73.874],
  ['Newark airport', 1, 40.6895, -74.1745],
  ['Times Square', 230, 40.758, -73.9855],
  ['Central Park', 43, 40.7812, -73.9665],
];

/** The reference: every ring of every zone, in LocationID order, no index (written apart from the module's). */
const BY_ID = [...data.zones].sort((a, b) => a.id - b.id);
function bruteForce(lat: number, lng: number): number {
  for (const z of BY_ID) {
    for (const polygon of z.polygons) {
      let inside = false;
      for (const ring of polygon) {
        for (let i = 0, j = ring.length - 2; i < ring.length; j = i, i += 2) {
          const xi = ring[i]!;
          const yi = ring[i + 1]!;
          const xj = ring[j]!;
          const yj = ring[j + 1]!;
          if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
        }
      }
      if (inside) return z.id;
    }
  }
  return OUTSIDE_TAXI_ZONE;
}

/** A fixed-seed generator (LCG), so every run tests the same points. */
function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** 200 points in the New York box, and 200 within about 40 m of a zone's vertex (borders and shores). */
function samplePoints(): [number, number][] {
  const random = lcg(37);
  const points: [number, number][] = [];
  for (let i = 0; i < 200; i++) points.push([40.49 + random() * 0.43, -74.26 + random() * 0.56]);
  const vertices = data.zones.flatMap((z) => z.polygons.flat());
  for (let i = 0; i < 200; i++) {
    const ring = vertices[Math.floor(random() * vertices.length)]!;
    const k = 2 * Math.floor((random() * ring.length) / 2);
    points.push([ring[k + 1]! + (random() - 0.5) * 0.0008, ring[k]! + (random() - 0.5) * 0.0008]);
  }
  return points;
}

describe('taxiZoneOf', () => {
  it.each(PLACES)('%s is in zone %i', (_name, id, lat, lng) => {
    expect(taxiZoneOf(lat, lng)).toBe(id);
  });

  it('names the zone', () => {
    expect(taxiZoneInfoOf(40.6413, -73.7781)).toEqual({
      id: 132,
      zone: 'JFK Airport',
      borough: 'Queens',
      serviceZone: 'Airports',
    });
    expect(taxiZoneInfoOf(40.758, -73.9855)).toMatchObject({
      zone: 'Times Sq/Theatre District',
      borough: 'Manhattan',
    });
    expect(taxiZoneInfoOf(39.9526, -75.1652)).toMatchObject({ id: 265, zone: 'Outside of NYC' });
  });

  it('answers 265 (Outside of NYC) outside every zone', () => {
    expect(taxiZoneOf(39.9526, -75.1652)).toBe(OUTSIDE_TAXI_ZONE); // Philadelphia City Hall
    expect(taxiZoneOf(42.3601, -71.0589)).toBe(OUTSIDE_TAXI_ZONE); // Boston
    expect(taxiZoneOf(40.7178, -74.0431)).toBe(OUTSIDE_TAXI_ZONE); // Jersey City (inside the zones' box)
    expect(taxiZoneOf(40.7065, -74.0235)).toBe(OUTSIDE_TAXI_ZONE); // the Hudson off Battery Park
    expect(taxiZoneOf(-73.9855, 40.758)).toBe(OUTSIDE_TAXI_ZONE); // Times Square given as [lng, lat]
  });

  it('answers 264 (Unknown) for a coordinate that is not a number', () => {
    expect(taxiZoneOf(Number.NaN, -73.9855)).toBe(UNKNOWN_TAXI_ZONE);
    expect(taxiZoneOf(40.758, Number.POSITIVE_INFINITY)).toBe(UNKNOWN_TAXI_ZONE);
    expect(taxiZoneInfoOf(Number.NaN, Number.NaN)).toMatchObject({ id: 264, borough: 'Unknown' });
  });

  it('gives what testing every zone gives, for 400 fixed random points, at any cell size', () => {
    const points = samplePoints();
    const expected = points.map(([lat, lng]) => bruteForce(lat, lng));
    expect(points.map(([lat, lng]) => taxiZoneOf(lat, lng))).toEqual(expected);
    for (const cell of [0.001, 0.02, 1]) {
      const index = createTaxiZoneIndex(data, cell);
      expect(points.map(([lat, lng]) => index.zoneIdOf(lat, lng))).toEqual(expected);
    }
    // The sample reaches into zones and outside them, or it would prove little.
    expect(new Set(expected).size).toBeGreaterThan(100);
    expect(expected.filter((id) => id === OUTSIDE_TAXI_ZONE).length).toBeGreaterThan(20);
  });

  it('holes are holes and a MultiPolygon is every one of its polygons', () => {
    const square = (x: number, y: number, size: number) => [
      x,
      y,
      x + size,
      y,
      x + size,
      y + size,
      x,
      y + size,
    ];
    const index = createTaxiZoneIndex(
      {
        special: [...data.special],
        zones: [
          {
            id: 1,
            zone: 'Ring',
            borough: 'B',
            serviceZone: 'S',
            polygons: [[square(0, 0, 4), square(1, 1, 2)]],
          },
          {
            id: 2,
            zone: 'Two squares',
            borough: 'B',
            serviceZone: 'S',
            polygons: [[square(10, 0, 1)], [square(20, 0, 1)]],
          },
          { id: 3, zone: 'In the hole', borough: 'B', serviceZone: 'S', polygons: [[square(1.5, 1.5, 1)]] },
        ],
      },
      1,
    );
    expect(index.zoneIdOf(0.5, 0.5)).toBe(1);
    expect(index.zoneIdOf(1.2, 1.2)).toBe(OUTSIDE_TAXI_ZONE); // in the hole, outside zone 3
    expect(index.zoneIdOf(2, 2)).toBe(3);
    expect(index.zoneIdOf(0.5, 10.5)).toBe(2);
    expect(index.zoneIdOf(0.5, 20.5)).toBe(2);
    expect(index.zoneIdOf(0.5, 15)).toBe(OUTSIDE_TAXI_ZONE);
  });
});

describe('the shipped taxi zones', () => {
  it('are the 263 TLC zones, LocationID 1-263 once each, with their names', () => {
    const ids = data.zones.map((z) => z.id);
    expect(new Set(ids).size).toBe(263);
    expect([...ids].sort((a, b) => a - b)).toEqual(Array.from({ length: 263 }, (_, i) => i + 1));
    expect(TAXI_ZONE_COUNT).toBe(263);
    expect(TAXI_ZONE_NAMES.size).toBe(265);
    expect(TAXI_ZONE_NAMES.get(1)).toMatchObject({ zone: 'Newark Airport', borough: 'EWR' });
    expect(TAXI_ZONE_NAMES.get(43)).toMatchObject({ zone: 'Central Park', borough: 'Manhattan' });
    expect(TAXI_ZONE_NAMES.get(264)).toMatchObject({ borough: 'Unknown' });
    expect(TAXI_ZONE_NAMES.get(265)).toMatchObject({ zone: 'Outside of NYC' });
    // The TLC's own table names some zones twice (two Corona zones; the three islands off Manhattan).
    expect([56, 57].map((id) => TAXI_ZONE_NAMES.get(id)?.zone)).toEqual(['Corona', 'Corona']);
    expect(new Set([103, 104, 105].map((id) => TAXI_ZONE_NAMES.get(id)?.zone)).size).toBe(1);
  });

  it('name their source and how they were simplified', () => {
    expect(data.source).toContain('NYC Taxi Zones');
    expect(data.source).toContain('NYC Open Data');
    expect(data.source).toContain('../shared/data/nyc-taxi-zones');
    expect(data.generatedBy).toContain('npm run zones:build');
    expect(data.simplification).toMatch(/Douglas-Peucker at 0\.0000?5 degrees/);
    expect([data.unknownId, data.outsideId]).toEqual([UNKNOWN_TAXI_ZONE, OUTSIDE_TAXI_ZONE]);
  });

  it('are rings of [longitude, latitude] pairs in New York', () => {
    const odd: string[] = [];
    for (const z of data.zones)
      for (const ring of z.polygons.flat()) {
        if (ring.length % 2 !== 0 || ring.length < 6) odd.push(`${z.id}: a ring of ${ring.length} numbers`);
        for (let i = 0; i < ring.length; i += 2) {
          const [lng = NaN, lat = NaN] = [ring[i], ring[i + 1]];
          if (!(lng > -74.3 && lng < -73.6 && lat > 40.4 && lat < 41)) odd.push(`${z.id}: ${lng},${lat}`);
        }
      }
    expect(odd).toEqual([]);
  });
});

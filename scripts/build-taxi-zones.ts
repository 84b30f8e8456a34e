/**
 * npm run zones:build: rewrites src/server/modules/compliance/data/taxi-zones.json, the 263 TLC taxi zones
 * (issue 37, TLC trip records: every pickup and drop-off is reported as the TLC LocationID of its zone).
 *
 * Source: the NYC Taxi & Limousine Commission's "NYC Taxi Zones" (NYC Open Data), as GeoJSON (WGS84) with its
 * zone lookup table, in ../shared/data/nyc-taxi-zones (or the folder given as the first argument):
 * taxi_zones.geojson and taxi_zone_lookup.csv. The source is checked before anything is written: [longitude,
 * latitude] order inside the New York bounding box, LocationIDs 1-263 all present, names and boroughs equal to
 * the lookup table's. Features that repeat a LocationID (the TLC shapefile had two for 56 and three for 103 in
 * some editions) are merged into one zone.
 *
 * Simplification keeps the zones' shared borders shared: every ring is cut into arcs at the vertices where
 * neighbouring zones part (as TopoJSON does), each arc is simplified once (Douglas-Peucker) and used by both of
 * its zones, so simplifying opens no gap and no overlap between neighbours. Coordinates are then rounded.
 * The script ends with a check against the unsimplified source on random points and prints it; review the
 * JSON's diff before committing.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inRings } from '../src/server/modules/compliance/taxi-zones.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SOURCE_DIR = path.resolve(ROOT, process.argv[2] ?? '../shared/data/nyc-taxi-zones');
const OUT = path.join(ROOT, 'src/server/modules/compliance/data/taxi-zones.json');

/** Douglas-Peucker tolerance, degrees (about 5.6 m north-south, 4.2 m east-west at New York's latitude). */
const TOLERANCE = 0.00005;
/** Decimals of the shipped coordinates (1e-5 degree: about 1.1 m). */
const DECIMALS = 5;
/** Source coordinates are snapped to this many decimals first, so the float noise of the conversion
 * (-74.18445299999996) does not split a border two zones share. */
const SNAP_DECIMALS = 6;
const ZONE_COUNT = 263;
const UNKNOWN_ID = 264;
const OUTSIDE_ID = 265;
/** Generous box around the five boroughs and Newark airport: a coordinate outside it means the wrong order or CRS. */
const NYC_BOX = { minLng: -74.5, maxLng: -73.5, minLat: 40.3, maxLat: 41.1 };

type Position = [lng: number, lat: number];
type SourcePolygon = Position[][];
interface LookupRow {
  id: number;
  borough: string;
  zone: string;
  serviceZone: string;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

function fail(message: string): never {
  throw new Error(`taxi zones: ${message}`);
}

// ---------------------------------------------------------------------------------------------------------
// Reading and checking the source

/** One line of the lookup CSV: fields quoted or not, no quote inside a field (checked). */
function csvFields(line: string): string[] {
  const fields: string[] = [];
  const re = /("([^"]*)"|[^,]*)(,|$)/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(line)) !== null) {
    fields.push(m[2] ?? m[1] ?? '');
    if (m[3] === '') break;
  }
  return fields;
}

function readLookup(file: string): Map<number, LookupRow> {
  const lines = readFileSync(file, 'utf8').trim().split(/\r?\n/);
  const header = lines.shift();
  if (header?.replace(/"/g, '') !== 'LocationID,Borough,Zone,service_zone')
    fail(`unexpected lookup header: ${header}`);
  const rows = new Map<number, LookupRow>();
  for (const line of lines) {
    const [id, borough, zone, serviceZone, ...rest] = csvFields(line);
    const n = Number(id);
    if (!Number.isInteger(n) || borough === undefined || zone === undefined || serviceZone === undefined)
      fail(`unreadable lookup line: ${line}`);
    if (rest.length > 0) fail(`extra fields in lookup line: ${line}`);
    if (rows.has(n)) fail(`LocationID ${n} twice in the lookup`);
    rows.set(n, { id: n, borough, zone, serviceZone });
  }
  for (let id = 1; id <= OUTSIDE_ID; id++)
    if (!rows.has(id)) fail(`LocationID ${id} missing from the lookup`);
  if (rows.size !== OUTSIDE_ID) fail(`lookup has ${rows.size} rows, expected ${OUTSIDE_ID}`);
  return rows;
}

function asPosition(v: unknown): Position {
  if (!Array.isArray(v) || v.length < 2) fail(`not a position: ${JSON.stringify(v)}`);
  const [lng, lat] = v as unknown[];
  if (typeof lng !== 'number' || typeof lat !== 'number' || !Number.isFinite(lng) || !Number.isFinite(lat))
    fail(`not a position: ${JSON.stringify(v)}`);
  if (lng < NYC_BOX.minLng || lng > NYC_BOX.maxLng || lat < NYC_BOX.minLat || lat > NYC_BOX.maxLat)
    fail(`position ${lng},${lat} is not [longitude, latitude] in New York (wrong order or CRS?)`);
  return [lng, lat];
}

function asPolygon(v: unknown): SourcePolygon {
  if (!Array.isArray(v) || v.length === 0) fail('empty polygon');
  return v.map((ring: unknown) => {
    if (!Array.isArray(ring) || ring.length < 4) fail('ring of fewer than 4 positions');
    return ring.map(asPosition);
  });
}

interface SourceZone {
  id: number;
  zone: string;
  borough: string;
  polygons: SourcePolygon[];
  features: number;
}

function readZones(file: string): SourceZone[] {
  const doc: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!isRecord(doc) || doc.type !== 'FeatureCollection' || !Array.isArray(doc.features))
    fail('not a GeoJSON FeatureCollection');
  // RFC 7946 GeoJSON is WGS84 [longitude, latitude]; an older `crs` member may only say the same.
  if (doc.crs !== undefined) {
    const name = isRecord(doc.crs) && isRecord(doc.crs.properties) ? doc.crs.properties.name : undefined;
    if (typeof name !== 'string' || !/CRS84|EPSG:?:?4326/.test(name))
      fail(`unexpected CRS ${JSON.stringify(doc.crs)}`);
  }
  const zones = new Map<number, SourceZone>();
  for (const feature of doc.features as unknown[]) {
    if (!isRecord(feature) || !isRecord(feature.properties) || !isRecord(feature.geometry))
      fail('feature without properties or geometry');
    const { LocationID, zone, borough } = feature.properties;
    const { type, coordinates } = feature.geometry;
    if (
      typeof LocationID !== 'number' ||
      !Number.isInteger(LocationID) ||
      LocationID < 1 ||
      LocationID > ZONE_COUNT
    )
      fail(`unexpected LocationID ${String(LocationID)}`);
    if (typeof zone !== 'string' || typeof borough !== 'string') fail(`zone ${LocationID} without names`);
    let polygons: SourcePolygon[];
    if (type === 'Polygon') polygons = [asPolygon(coordinates)];
    else if (type === 'MultiPolygon' && Array.isArray(coordinates)) polygons = coordinates.map(asPolygon);
    else fail(`zone ${LocationID}: unexpected geometry ${String(type)}`);
    const known = zones.get(LocationID);
    if (known) {
      if (known.zone !== zone || known.borough !== borough)
        fail(`LocationID ${LocationID} repeated with other names: ${known.zone} / ${zone}`);
      known.polygons.push(...polygons);
      known.features++;
    } else zones.set(LocationID, { id: LocationID, zone, borough, polygons, features: 1 });
  }
  for (let id = 1; id <= ZONE_COUNT; id++) if (!zones.has(id)) fail(`LocationID ${id} has no geometry`);
  return [...zones.values()].sort((a, b) => a.id - b.id);
}

// ---------------------------------------------------------------------------------------------------------
// Topology-preserving simplification, on integer coordinates (units of 10^-SNAP_DECIMALS degree)

type Vertex = readonly [x: number, y: number];
const SNAP = 10 ** SNAP_DECIMALS;
const keyOf = (v: Vertex) => `${v[0]},${v[1]}`;

/** A ring snapped to integers, without its closing vertex and without repeated consecutive vertices. */
function snapRing(ring: Position[]): Vertex[] {
  const out: Vertex[] = [];
  for (const [lng, lat] of ring) {
    const v: Vertex = [Math.round(lng * SNAP), Math.round(lat * SNAP)];
    const last = out.at(-1);
    if (!last || last[0] !== v[0] || last[1] !== v[1]) out.push(v);
  }
  while (out.length > 1 && keyOf(out[0]!) === keyOf(out.at(-1)!)) out.pop();
  return out;
}

/** Vertices where rings part: seen with more than one pair of neighbours. */
function junctionsOf(rings: Vertex[][]): Set<string> {
  const pairs = new Map<string, Set<string>>();
  for (const ring of rings) {
    const n = ring.length;
    ring.forEach((v, i) => {
      const a = keyOf(ring[(i + n - 1) % n]!);
      const b = keyOf(ring[(i + 1) % n]!);
      const k = keyOf(v);
      let set = pairs.get(k);
      if (!set) pairs.set(k, (set = new Set()));
      set.add(a < b ? `${a}|${b}` : `${b}|${a}`);
    });
  }
  const junctions = new Set<string>();
  for (const [k, set] of pairs) if (set.size > 1) junctions.add(k);
  return junctions;
}

function segmentDistance(p: Vertex, a: Vertex, b: Vertex): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / len2));
  return Math.hypot(p[0] - (a[0] + t * dx), p[1] - (a[1] + t * dy));
}

/** Douglas-Peucker on an open polyline; both ends kept. */
function douglasPeucker(line: Vertex[], tolerance: number): Vertex[] {
  if (line.length <= 2) return line;
  const keep = new Uint8Array(line.length);
  keep[0] = keep[line.length - 1] = 1;
  const stack: [number, number][] = [[0, line.length - 1]];
  while (stack.length > 0) {
    const [first, last] = stack.pop()!;
    let worst = -1;
    let worstAt = -1;
    for (let i = first + 1; i < last; i++) {
      const d = segmentDistance(line[i]!, line[first]!, line[last]!);
      if (d > worst) [worst, worstAt] = [d, i];
    }
    if (worst > tolerance) {
      keep[worstAt] = 1;
      stack.push([first, worstAt], [worstAt, last]);
    }
  }
  return line.filter((_, i) => keep[i] === 1);
}

/** An arc that closes on itself (a ring no neighbour touches) is split at its farthest vertex first. */
function simplifyArc(arc: Vertex[], tolerance: number): Vertex[] {
  const first = arc[0]!;
  const closed = arc.length > 2 && keyOf(first) === keyOf(arc.at(-1)!);
  if (!closed) return douglasPeucker(arc, tolerance);
  let far = 1;
  arc.forEach((v, i) => {
    if (
      Math.hypot(v[0] - first[0], v[1] - first[1]) >
      Math.hypot(arc[far]![0] - first[0], arc[far]![1] - first[1])
    )
      far = i;
  });
  return [
    ...douglasPeucker(arc.slice(0, far + 1), tolerance).slice(0, -1),
    ...douglasPeucker(arc.slice(far), tolerance),
  ];
}

const arcText = (arc: Vertex[]) => arc.map(keyOf).join(';');

/** Simplifies every ring, an arc shared by two rings once (in one direction) for both. */
function simplifyRings(
  rings: Vertex[][],
  tolerance: number,
): { rings: Vertex[][]; arcs: number; shared: number } {
  const junctions = junctionsOf(rings);
  const done = new Map<string, Vertex[]>();
  let uses = 0;
  const simplified = rings.map((ring) => {
    const n = ring.length;
    let starts = ring.flatMap((v, i) => (junctions.has(keyOf(v)) ? [i] : []));
    if (starts.length === 0) {
      // No junction: start at the smallest vertex, so two copies of the ring cut it alike.
      let min = 0;
      ring.forEach((v, i) => {
        const m = ring[min]!;
        if (v[0] < m[0] || (v[0] === m[0] && v[1] < m[1])) min = i;
      });
      starts = [min];
    }
    const out: Vertex[] = [];
    starts.forEach((start, s) => {
      const end = starts[(s + 1) % starts.length]!;
      const length = ((end - start + n - 1) % n) + 1; // a single start goes once around
      const arc: Vertex[] = [];
      for (let i = 0; i <= length; i++) arc.push(ring[(start + i) % n]!);
      const reversed = [...arc].reverse();
      const forward = arcText(arc) <= arcText(reversed);
      const canonical = forward ? arc : reversed;
      const key = arcText(canonical);
      let result = done.get(key);
      if (!result) done.set(key, (result = simplifyArc(canonical, tolerance)));
      uses++;
      const piece = forward ? result : [...result].reverse();
      out.push(...piece.slice(0, -1));
    });
    return out;
  });
  return { rings: simplified, arcs: done.size, shared: uses - done.size };
}

// ---------------------------------------------------------------------------------------------------------
// Point in polygon (even-odd), for the check against the source

type FlatPolygon = number[][]; // rings of lng,lat,lng,lat,...

function zoneAt(zones: { id: number; polygons: FlatPolygon[] }[], lng: number, lat: number): number {
  for (const z of zones) if (z.polygons.some((p) => inRings(p, lng, lat))) return z.id;
  return OUTSIDE_ID;
}

/** Every zone a point is in (to find the source's own overlaps). */
function zonesAt(zones: { id: number; polygons: FlatPolygon[] }[], lng: number, lat: number): number[] {
  return zones.filter((z) => z.polygons.some((p) => inRings(p, lng, lat))).map((z) => z.id);
}

// ---------------------------------------------------------------------------------------------------------

const lookup = readLookup(path.join(SOURCE_DIR, 'taxi_zone_lookup.csv'));
const source = readZones(path.join(SOURCE_DIR, 'taxi_zones.geojson'));
for (const z of source) {
  const row = lookup.get(z.id)!;
  if (row.zone !== z.zone || row.borough !== z.borough)
    fail(`zone ${z.id}: GeoJSON says ${z.zone} (${z.borough}), the lookup ${row.zone} (${row.borough})`);
}

// Every ring of every zone, in order, so the simplified rings can be put back in place.
const snapped: Vertex[][] = [];
for (const z of source)
  for (const polygon of z.polygons) for (const ring of polygon) snapped.push(snapRing(ring));
const { rings: simplified, arcs, shared } = simplifyRings(snapped, TOLERANCE * SNAP);

const ROUND = 10 ** DECIMALS;
const round = (q: number) => Math.round((q / SNAP) * ROUND) / ROUND;
let ringAt = 0;
let kept = 0;
let fallbacks = 0;
let holes = 0;
const dropped: string[] = [];
const zones = source.map((z) => {
  const row = lookup.get(z.id)!;
  const polygons: FlatPolygon[] = [];
  z.polygons.forEach((polygon, p) => {
    const rings: FlatPolygon = [];
    polygon.forEach((_, r) => {
      const flatOf = (ring: Vertex[]) => {
        const flat: number[] = [];
        for (const [x, y] of ring) {
          const lng = round(x);
          const lat = round(y);
          if (flat.length === 0 || flat.at(-2) !== lng || flat.at(-1) !== lat) flat.push(lng, lat);
        }
        while (flat.length > 2 && flat[0] === flat.at(-2) && flat[1] === flat.at(-1)) flat.splice(-2);
        return flat;
      };
      let flat = flatOf(simplified[ringAt]!);
      // A ring thinner than the tolerance would vanish: it keeps its source vertices.
      if (flat.length < 6) {
        fallbacks++;
        flat = flatOf(snapped[ringAt]!);
      }
      ringAt++;
      // Smaller than the rounding (under 3 distinct vertices): it has no inside to ship.
      if (flat.length < 6) dropped.push(`zone ${z.id} polygon ${p} ring ${r}`);
      else if (r === 0 || rings.length > 0) {
        if (r > 0) holes++;
        rings.push(flat);
        kept += flat.length / 2;
      }
    });
    if (rings.length > 0) polygons.push(rings);
  });
  if (polygons.length === 0) fail(`zone ${z.id} vanished`);
  return { id: z.id, zone: row.zone, borough: row.borough, serviceZone: row.serviceZone, polygons };
});

// The check: random points in the zones' box, and points near source vertices (where borders are), each
// classified by the unsimplified source and by the shipped polygons.
const sourceFlat = source.map((z) => ({
  id: z.id,
  polygons: z.polygons.map((p) => p.map((ring) => ring.flat())),
}));
let seed = 37;
const random = () => {
  seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
  return seed / 2 ** 32;
};
const allVertices = source.flatMap((z) => z.polygons.flat(2));
const box = { minLng: Infinity, maxLng: -Infinity, minLat: Infinity, maxLat: -Infinity };
for (const [lng, lat] of allVertices) {
  box.minLng = Math.min(box.minLng, lng);
  box.maxLng = Math.max(box.maxLng, lng);
  box.minLat = Math.min(box.minLat, lat);
  box.maxLat = Math.max(box.maxLat, lat);
}
const check = { uniform: 0, uniformSame: 0, nearBorder: 0, nearBorderSame: 0, gaps: 0, sourceOverlaps: 0 };
for (let i = 0; i < 20_000; i++) {
  const near = i % 2 === 1;
  let lng: number;
  let lat: number;
  if (near) {
    const v = allVertices[Math.floor(random() * allVertices.length)]!;
    lng = v[0] + (random() - 0.5) * 0.0004;
    lat = v[1] + (random() - 0.5) * 0.0004;
  } else {
    lng = box.minLng + random() * (box.maxLng - box.minLng);
    lat = box.minLat + random() * (box.maxLat - box.minLat);
  }
  const inSource = zonesAt(sourceFlat, lng, lat);
  if (inSource.length > 1) check.sourceOverlaps++;
  const before = inSource[0] ?? OUTSIDE_ID;
  const after = zoneAt(zones, lng, lat);
  if (after === OUTSIDE_ID && before !== OUTSIDE_ID) check.gaps++;
  if (near) {
    check.nearBorder++;
    if (before === after) check.nearBorderSame++;
  } else {
    check.uniform++;
    if (before === after) check.uniformSame++;
  }
}
const percent = (a: number, b: number) => `${((100 * a) / b).toFixed(2)}%`;

const sourceVertices = source.reduce((n, z) => n + z.polygons.flat(2).length, 0);
const special = [UNKNOWN_ID, OUTSIDE_ID].map((id) => {
  const row = lookup.get(id)!;
  return { id, zone: row.zone, borough: row.borough, serviceZone: row.serviceZone };
});
const header = {
  name: 'TLC taxi zones (LocationID 1-263) with their names, for TLC trip records (issue 37)',
  source:
    'NYC Taxi & Limousine Commission (TLC), "NYC Taxi Zones", NYC Open Data; read from ' +
    '../shared/data/nyc-taxi-zones (taxi_zones.geojson, taxi_zone_lookup.csv)',
  generatedBy: 'npm run zones:build (scripts/build-taxi-zones.ts); do not edit by hand',
  geometry:
    'WGS84; each zone a list of polygons, each polygon a list of rings (the first the outline, any others ' +
    'holes), each ring a flat list lng,lat,lng,lat,... without the closing vertex',
  simplification:
    `coordinates snapped to ${SNAP_DECIMALS} decimals, rings cut into arcs where neighbouring zones part, ` +
    `each arc simplified once by Douglas-Peucker at ${TOLERANCE} degrees (shared borders stay shared), ` +
    `coordinates rounded to ${DECIMALS} decimals; ${sourceVertices} source vertices, ${kept} kept`,
  unknownId: UNKNOWN_ID,
  outsideId: OUTSIDE_ID,
  special,
};

// One zone a line, so a rebuild's diff is readable.
const json =
  JSON.stringify(header, null, 2).replace(/\n}$/, ',\n  "zones": [\n') +
  zones.map((z) => `    ${JSON.stringify(z)}`).join(',\n') +
  '\n  ]\n}\n';
writeFileSync(OUT, json);

const merged = source.filter((z) => z.features > 1).map((z) => `${z.id} (${z.features} features)`);
const multi = source.filter((z) => z.polygons.length > 1).length;
console.log(
  [
    `Wrote ${zones.length} zones to ${path.relative(process.cwd(), OUT)} (${(json.length / 1024).toFixed(0)} KB)`,
    `  ${sourceVertices} source vertices -> ${kept} (${arcs} arcs, ${shared} arc uses shared with a neighbour)`,
    `  ${multi} zones of several polygons, ${holes} holes, repeated LocationIDs merged: ${merged.join(', ') || 'none'}`,
    `  rings kept unsimplified (thinner than the tolerance): ${fallbacks}; ` +
      `dropped (smaller than the rounding): ${dropped.join(', ') || 'none'}`,
    `  same zone as the source: ${percent(check.uniformSame, check.uniform)} of ${check.uniform} random points, ` +
      `${percent(check.nearBorderSame, check.nearBorder)} of ${check.nearBorder} points within 20 m of a source vertex`,
    `  points in a source zone that fall outside every shipped zone: ${check.gaps}; ` +
      `points in two source zones (overlaps in the source): ${check.sourceOverlaps}`,
  ].join('\n'),
);

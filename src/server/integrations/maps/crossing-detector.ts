import type { LatLng } from '../../../shared/contracts/maps.ts';
import type { Crossing } from '../../../shared/domain/crossings.ts';
import {
  BARRIERS,
  CONGESTION_ZONE,
  CROSSING_NAMES,
  FACILITIES,
  REGION_POLYGONS,
  type BarrierDef,
  type BarrierId,
  type FacilityDef,
  type RegionId,
} from './crossings.data.ts';
import { haversineMeters } from './great-circle.ts';

/**
 * Which tolled facilities a route crosses, in travel order, from the route's geometry alone. Every routes
 * provider (the embedded estimate, Google, OSRM) reports crossings through this one function, so a trip is
 * charged the same tolls whoever drew its line.
 *
 * A route crosses a barrier (a line drawn in the water, see crossings.data.ts) where one of its segments
 * intersects it; the crossing is attributed to the nearest facility drawn on that barrier, preferring one
 * whose direction matches the segment's, and charged when the facility charges in that direction. A route
 * that wanders over a barrier and straight back (a shore highway drawn slightly off the hand-drawn line) is
 * not a crossing. The Congestion Relief Zone is charged once, when the route enters it from outside and
 * either ends inside or stays inside for a few hundred metres.
 */

// ----- planar helpers (lat/lng as x/y: intersections and sides are invariant under the scaling) ----------

interface Box {
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
}

function boxOf(points: readonly LatLng[]): Box {
  const box = { minLat: Infinity, maxLat: -Infinity, minLng: Infinity, maxLng: -Infinity };
  for (const p of points) {
    if (p.lat < box.minLat) box.minLat = p.lat;
    if (p.lat > box.maxLat) box.maxLat = p.lat;
    if (p.lng < box.minLng) box.minLng = p.lng;
    if (p.lng > box.maxLng) box.maxLng = p.lng;
  }
  return box;
}

const inBox = (b: Box, p: LatLng) =>
  p.lat >= b.minLat && p.lat <= b.maxLat && p.lng >= b.minLng && p.lng <= b.maxLng;

const segmentMissesBox = (b: Box, p: LatLng, q: LatLng) =>
  (p.lat < b.minLat && q.lat < b.minLat) ||
  (p.lat > b.maxLat && q.lat > b.maxLat) ||
  (p.lng < b.minLng && q.lng < b.minLng) ||
  (p.lng > b.maxLng && q.lng > b.maxLng);

/**
 * Intersection of segments p→q and r→s: [t along p→q, u along r→s], or null when they do not meet
 * (parallel segments never count). Both intervals are half-open, [0, 1), so a path that passes through a
 * vertex of a barrier, or a barrier through a vertex of the path, meets it once rather than twice.
 */
export function segmentIntersection(
  p: LatLng,
  q: LatLng,
  r: LatLng,
  s: LatLng,
): readonly [t: number, u: number] | null {
  const dx = q.lng - p.lng;
  const dy = q.lat - p.lat;
  const ex = s.lng - r.lng;
  const ey = s.lat - r.lat;
  const denom = dx * ey - dy * ex;
  if (denom === 0) return null;
  const fx = r.lng - p.lng;
  const fy = r.lat - p.lat;
  const t = (fx * ey - fy * ex) / denom;
  const u = (fx * dy - fy * dx) / denom;
  if (t < 0 || t >= 1 || u < 0 || u >= 1) return null;
  return [t, u];
}

/** Ray-casting point-in-polygon (the polygon is implicitly closed). */
export function pointInPolygon(point: LatLng, polygon: readonly LatLng[]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const a = polygon[i]!;
    const b = polygon[j]!;
    if (
      a.lat > point.lat !== b.lat > point.lat &&
      point.lng < ((b.lng - a.lng) * (point.lat - a.lat)) / (b.lat - a.lat) + a.lng
    ) {
      inside = !inside;
    }
  }
  return inside;
}

interface Polygon {
  points: readonly LatLng[];
  box: Box;
}

const polygon = (points: readonly LatLng[]): Polygon => ({ points, box: boxOf(points) });
const contains = (poly: Polygon, p: LatLng) => inBox(poly.box, p) && pointInPolygon(p, poly.points);

const REGIONS = REGION_POLYGONS.map((r) => ({ region: r.region, poly: polygon(r.points) }));
const ZONE = polygon(CONGESTION_ZONE);
const MANHATTAN = REGIONS.find((r) => r.region === 'manhattan')!.poly;

/** The land mass a point is on (see crossings.data.ts); the mainland east of the Hudson when no polygon matches. */
export function classifyRegion(p: LatLng): RegionId {
  for (const r of REGIONS) if (contains(r.poly, p)) return r.region;
  return 'mainland';
}

export const isInCongestionZone = (p: LatLng): boolean => contains(ZONE, p);
export const isInManhattan = (p: LatLng): boolean => contains(MANHATTAN, p);

// ----- barriers and facilities ---------------------------------------------------------------------------

interface Segment {
  r: LatLng;
  s: LatLng;
  box: Box;
}

interface Barrier {
  id: BarrierId;
  segments: Segment[];
  box: Box;
  facilities: Facility[];
}

export interface Facility extends FacilityDef {
  /** Where the a→b line crosses its barrier (for facilities with a barrier). */
  at: LatLng | null;
  /** Side of travel a→b relative to the barrier's drawing direction: +1 or -1 (0 without a barrier). */
  sign: number;
  /** How many times a→b crosses its barrier (1 for consistent geometry; checked by the tests). */
  barrierCrossings: number;
}

function segmentsOf(def: BarrierDef): Segment[] {
  const pts = def.closed ? [...def.points, def.points[0]!] : def.points;
  const out: Segment[] = [];
  for (let i = 1; i < pts.length; i++) {
    const r = pts[i - 1]!;
    const s = pts[i]!;
    out.push({ r, s, box: boxOf([r, s]) });
  }
  return out;
}

/** Sign of the cross product barrier-direction x travel-direction. */
const sideSign = (seg: Segment, p: LatLng, q: LatLng) =>
  Math.sign((seg.s.lng - seg.r.lng) * (q.lat - p.lat) - (seg.s.lat - seg.r.lat) * (q.lng - p.lng));

const BARRIER_BY_ID = new Map<BarrierId, Barrier>(
  BARRIERS.map((def) => {
    const segments = segmentsOf(def);
    return [def.id, { id: def.id, segments, box: boxOf(def.points), facilities: [] }];
  }),
);

export const FACILITY_GEOMETRY: readonly Facility[] = FACILITIES.map((def) => {
  const barrier = def.barrier ? BARRIER_BY_ID.get(def.barrier) : undefined;
  let at: LatLng | null = null;
  let sign = 0;
  let count = 0;
  if (barrier) {
    for (const seg of barrier.segments) {
      const hit = segmentIntersection(def.a, def.b, seg.r, seg.s);
      if (!hit) continue;
      count++;
      if (!at) {
        at = lerp(def.a, def.b, hit[0]);
        sign = sideSign(seg, def.a, def.b);
      }
    }
  }
  const facility: Facility = { ...def, at, sign, barrierCrossings: count };
  if (barrier && at) barrier.facilities.push(facility);
  return facility;
});

const BARRIER_LIST = [...BARRIER_BY_ID.values()];

function lerp(p: LatLng, q: LatLng, t: number): LatLng {
  return { lat: p.lat + (q.lat - p.lat) * t, lng: p.lng + (q.lng - p.lng) * t };
}

/** |cos| of the angle between two directions, on a local plane (longitude scaled by cos(latitude)). */
function alignment(p: LatLng, q: LatLng, a: LatLng, b: LatLng): number {
  const k = Math.cos((p.lat * Math.PI) / 180);
  const ux = (q.lng - p.lng) * k;
  const uy = q.lat - p.lat;
  const vx = (b.lng - a.lng) * k;
  const vy = b.lat - a.lat;
  const n = Math.hypot(ux, uy) * Math.hypot(vx, vy);
  return n === 0 ? 0 : Math.abs(ux * vx + uy * vy) / n;
}

/** A crossing is attributed to a facility whose crossing point is at most this far away. */
const SNAP_METERS = 1_000;
/** Two opposite crossings of the same barrier closer than this are a wander, not a crossing. */
const WANDER_METERS = 600;
/** Entering the zone counts when the route ends inside or stays inside at least this far. */
const ZONE_MIN_INSIDE_METERS = 300;

function nearestFacility(barrier: Barrier, x: LatLng, p: LatLng, q: LatLng): Facility | null {
  let best: Facility | null = null;
  let bestScore = Infinity;
  for (const f of barrier.facilities) {
    const d = haversineMeters(x, f.at!);
    if (d > SNAP_METERS) continue;
    // A facility running the same way as the route's segment wins over a slightly closer one across it.
    const score = d / Math.max(0.25, alignment(p, q, f.a, f.b));
    if (score < bestScore) {
      bestScore = score;
      best = f;
    }
  }
  return best;
}

interface BarrierEvent {
  pos: number;
  barrier: BarrierId;
  point: LatLng;
  sign: number;
  facility: Facility | null;
}

function barrierEvents(path: readonly LatLng[]): BarrierEvent[] {
  const events: BarrierEvent[] = [];
  for (let i = 1; i < path.length; i++) {
    const p = path[i - 1]!;
    const q = path[i]!;
    if (p.lat === q.lat && p.lng === q.lng) continue;
    const found: BarrierEvent[] = [];
    for (const barrier of BARRIER_LIST) {
      if (segmentMissesBox(barrier.box, p, q)) continue;
      for (const seg of barrier.segments) {
        if (segmentMissesBox(seg.box, p, q)) continue;
        const hit = segmentIntersection(p, q, seg.r, seg.s);
        if (!hit) continue;
        const point = lerp(p, q, hit[0]);
        found.push({
          pos: i - 1 + hit[0],
          barrier: barrier.id,
          point,
          sign: sideSign(seg, p, q),
          facility: nearestFacility(barrier, point, p, q),
        });
      }
    }
    found.sort((x, y) => x.pos - y.pos);
    events.push(...found);
  }
  return cancelWanders(events);
}

/** Drops pairs of consecutive, opposite crossings of one barrier that are close together. */
function cancelWanders(events: BarrierEvent[]): BarrierEvent[] {
  const kept: (BarrierEvent | null)[] = [];
  const lastIndex = new Map<BarrierId, number>();
  for (const e of events) {
    const li = lastIndex.get(e.barrier);
    const last = li === undefined ? null : kept[li];
    if (
      last &&
      li !== undefined &&
      last.sign === -e.sign &&
      haversineMeters(last.point, e.point) < WANDER_METERS
    ) {
      kept[li] = null;
      // The barrier's previous surviving crossing becomes the one to compare with.
      let j = li - 1;
      while (j >= 0 && kept[j]?.barrier !== e.barrier) j--;
      if (j >= 0) lastIndex.set(e.barrier, j);
      else lastIndex.delete(e.barrier);
      continue;
    }
    kept.push(e);
    lastIndex.set(e.barrier, kept.length - 1);
  }
  return kept.filter((e): e is BarrierEvent => e !== null);
}

const charges = (f: Facility, sign: number) =>
  f.crossingId !== null && (f.toll === 'both' || (f.toll === 'a-to-b' && sign === f.sign));

/** Position along the path (segment index + fraction) where it first qualifies as entering the zone. */
function congestionZoneEntry(path: readonly LatLng[]): number | null {
  if (path.length === 0) return null;
  let inside = contains(ZONE, path[0]!);
  let entry: number | null = null;
  let insideMeters = 0;
  for (let i = 1; i < path.length; i++) {
    const p = path[i - 1]!;
    const q = path[i]!;
    const len = haversineMeters(p, q);
    const ts: number[] = [];
    if (!segmentMissesBox(ZONE.box, p, q)) {
      const pts = ZONE.points;
      for (let k = 0, j = pts.length - 1; k < pts.length; j = k++) {
        const hit = segmentIntersection(p, q, pts[j]!, pts[k]!);
        if (hit) ts.push(hit[0]);
      }
      ts.sort((x, y) => x - y);
    }
    let prev = 0;
    for (const t of ts) {
      if (inside) {
        if (entry !== null) {
          insideMeters += (t - prev) * len;
          if (insideMeters >= ZONE_MIN_INSIDE_METERS) return entry;
          entry = null; // a brush with the edge: not an entry
        }
      } else {
        entry = i - 1 + t;
        insideMeters = 0;
      }
      inside = !inside;
      prev = t;
    }
    if (inside && entry !== null) {
      insideMeters += (1 - prev) * len;
      if (insideMeters >= ZONE_MIN_INSIDE_METERS) return entry;
    }
    const qInside = contains(ZONE, q);
    if (qInside !== inside) {
      // A vertex exactly on the edge: trust the point test.
      if (qInside && entry === null) entry = i;
      inside = qInside;
    }
  }
  return inside ? entry : null;
}

/**
 * The tolled facilities a path crosses in a direction that charges, in travel order, plus the Congestion
 * Relief Zone when the path enters it. A facility crossed twice in a row (the two spans of the RFK Bridge)
 * is reported once.
 */
export function detectCrossings(path: readonly LatLng[]): Crossing[] {
  const found: { pos: number; crossing: Crossing }[] = [];
  for (const e of barrierEvents(path)) {
    const f = e.facility;
    if (f && f.crossingId && charges(f, e.sign)) {
      found.push({ pos: e.pos, crossing: { id: f.crossingId, name: CROSSING_NAMES[f.crossingId] } });
    }
  }
  const zone = congestionZoneEntry(path);
  if (zone !== null) {
    found.push({
      pos: zone,
      crossing: { id: 'congestion-relief-zone', name: CROSSING_NAMES['congestion-relief-zone'] },
    });
  }
  found.sort((x, y) => x.pos - y.pos);
  const out: Crossing[] = [];
  for (const { crossing } of found) {
    if (out.at(-1)?.id !== crossing.id) out.push(crossing);
  }
  return out;
}

/** The facilities (free ones included) a path crosses, for diagnostics and tests. */
export function facilitiesCrossed(path: readonly LatLng[]): { key: string; sign: number }[] {
  return barrierEvents(path)
    .filter((e) => e.facility)
    .map((e) => ({ key: e.facility!.key, sign: e.sign }));
}

import type { LatLng } from '../../../shared/contracts/maps.ts';
import { encodePolyline } from '../../../shared/domain/polyline.ts';
import {
  FACILITY_GEOMETRY,
  classifyRegion,
  detectCrossings,
  isInCongestionZone,
  segmentIntersection,
  type Facility,
} from './crossing-detector.ts';
import { CONGESTION_ZONE, type RegionId } from './crossings.data.ts';
import { haversineMeters, pathLengthMeters } from './great-circle.ts';
import { nycTravelSeconds, zoneDistances } from './speed-model.ts';
import type { RouteEstimate, RoutesPort } from './types.ts';

/**
 * The embedded routes provider: no network, no key (decision record 007).
 *
 * The route is drawn as straight legs between the origin, the ends of the bridges and tunnels it must use
 * and the destination. Which facilities: the shortest chain through the crossing graph (regions joined by
 * bridges and tunnels, see crossings.data.ts), with a small handicap on tolled facilities so a free bridge
 * wins when it is about as short, and on driving through the Congestion Relief Zone when neither end is in
 * it. Road distance = the drawn line's great-circle length x a circuity factor; travel time from the New
 * York speed model; tolls from the same crossing detector the other providers use.
 */

/**
 * Road distance / straight-line distance. Published detour indices for road networks are 1.2-1.3 (Ballou,
 * Rahardja & Sakai 2002, about 1.20 for the United States; Giacomin & Levinson 2015, 1.2-1.3 in U.S.
 * metropolitan areas; Boscoe, Henry & Zdeb 2012, higher for short urban trips). Here the water detours are
 * already drawn explicitly, so only the street-network part remains; 1.25 fits the reference trips of the
 * decision record best.
 */
export const DEFAULT_CIRCUITY = 1.25;

/** Routing handicap of a tolled facility, in metres (the free-bridge default of the model). */
const TOLL_HANDICAP_M = 2_000;
/** Routing handicap of a leg that drives through the zone when neither end of the trip is in it. */
const ZONE_HANDICAP_M = 3_000;

interface Node {
  point: LatLng;
  region: RegionId;
  /** Handicap for driving onto this node from elsewhere in its region (Randalls Island: the RFK toll). */
  entryCost: number;
  /** Index of the node at the other end of the facility. */
  partner: number;
  /** Length of the facility plus its toll handicap. */
  crossCost: number;
  facility: Facility;
}

/**
 * Randalls Island is reached by car only over the RFK Bridge, one toll for its three spans: the handicap is
 * paid on the Queens span or on the way onto the island from the Bronx, not again on the Manhattan span.
 */
const RANDALLS_ISLAND_SPAN = 'rfk-bridge-harlem';

const NODES: Node[] = [];
for (const f of FACILITY_GEOMETRY) {
  if (!f.routable) continue;
  const handicap = f.toll === 'none' || f.key === RANDALLS_ISLAND_SPAN ? 0 : TOLL_HANDICAP_M;
  const cost = haversineMeters(f.a, f.b) + handicap;
  const entryA = f.key === RANDALLS_ISLAND_SPAN ? TOLL_HANDICAP_M : 0;
  const i = NODES.length;
  NODES.push({
    point: f.a,
    region: f.regions[0],
    entryCost: entryA,
    partner: i + 1,
    crossCost: cost,
    facility: f,
  });
  NODES.push({ point: f.b, region: f.regions[1], entryCost: 0, partner: i, crossCost: cost, facility: f });
}
const samePoint = (p: LatLng, q: LatLng) => p.lat === q.lat && p.lng === q.lng;
const N = NODES.length;

function touchesZone(p: LatLng, q: LatLng): boolean {
  if (isInCongestionZone(p) || isInCongestionZone(q)) return true;
  for (let k = 0, j = CONGESTION_ZONE.length - 1; k < CONGESTION_ZONE.length; j = k++) {
    if (segmentIntersection(p, q, CONGESTION_ZONE[j]!, CONGESTION_ZONE[k]!)) return true;
  }
  return false;
}

/** Legs between nodes of the same region: routing cost, and whether the leg touches the zone (NaN: no leg). */
const LEG_LENGTH = new Float64Array(N * N).fill(Number.NaN);
const LEG_IN_ZONE = new Uint8Array(N * N);
for (let i = 0; i < N; i++) {
  for (let j = 0; j < N; j++) {
    const u = NODES[i]!;
    const v = NODES[j]!;
    if (i === j || u.region !== v.region) continue;
    LEG_LENGTH[i * N + j] =
      haversineMeters(u.point, v.point) + (samePoint(u.point, v.point) ? 0 : v.entryCost);
    LEG_IN_ZONE[i * N + j] = u.region === 'manhattan' && touchesZone(u.point, v.point) ? 1 : 0;
  }
}

export interface PlannedRoute {
  /** Origin, the ends of each facility used, destination. */
  path: LatLng[];
  /** Keys of the facilities used, in order. */
  facilities: string[];
}

/** The chain of facilities between two points; null when the crossing graph has no way through. */
export function planRoute(origin: LatLng, destination: LatLng): PlannedRoute | null {
  const from = classifyRegion(origin);
  const to = classifyRegion(destination);
  if (from === to) return { path: [origin, destination], facilities: [] };

  const avoidZone = !isInCongestionZone(origin) && !isInCongestionZone(destination);
  const legCost = (p: LatLng, q: LatLng, region: RegionId) =>
    haversineMeters(p, q) + (avoidZone && region === 'manhattan' && touchesZone(p, q) ? ZONE_HANDICAP_M : 0);

  // Dijkstra over the facility ends; index N is the destination. O(V^2) with V of about 70 is cheapest.
  const dist = new Float64Array(N + 1).fill(Infinity);
  const prev = new Int32Array(N + 1).fill(-1); // -2: reached straight from the origin
  const done = new Uint8Array(N + 1);
  for (let i = 0; i < N; i++) {
    const node = NODES[i]!;
    if (node.region === from) {
      dist[i] = legCost(origin, node.point, from) + (samePoint(origin, node.point) ? 0 : node.entryCost);
      prev[i] = -2;
    }
  }
  for (;;) {
    let u = -1;
    let best = Infinity;
    for (let i = 0; i <= N; i++) {
      if (!done[i] && dist[i]! < best) {
        best = dist[i]!;
        u = i;
      }
    }
    if (u === -1 || u === N) break;
    done[u] = 1;
    const node = NODES[u]!;
    const relax = (v: number, cost: number) => {
      if (!done[v] && best + cost < dist[v]!) {
        dist[v] = best + cost;
        prev[v] = u;
      }
    };
    relax(node.partner, node.crossCost);
    for (let v = 0; v < N; v++) {
      const len = LEG_LENGTH[u * N + v]!;
      if (Number.isNaN(len)) continue;
      relax(v, len + (avoidZone && LEG_IN_ZONE[u * N + v] ? ZONE_HANDICAP_M : 0));
    }
    if (node.region === to) relax(N, legCost(node.point, destination, to));
  }
  if (!Number.isFinite(dist[N]!)) return null;

  const chain: number[] = [];
  for (let v = prev[N]!; v >= 0; v = prev[v]!) chain.push(v);
  chain.reverse();
  const path: LatLng[] = [origin];
  const facilities: string[] = [];
  for (let k = 0; k < chain.length; k++) {
    const node = NODES[chain[k]!]!;
    if (!samePoint(path.at(-1)!, node.point)) path.push(node.point);
    const next = chain[k + 1];
    if (next !== undefined && next === node.partner) facilities.push(node.facility.key);
  }
  path.push(destination);
  return { path, facilities };
}

const valid = (p: LatLng) =>
  Number.isFinite(p.lat) && Number.isFinite(p.lng) && Math.abs(p.lat) <= 90 && Math.abs(p.lng) <= 180;

/** The embedded estimate for one trip (synchronous; the port wraps it). */
export function estimateRoute(
  origin: LatLng,
  destination: LatLng,
  departureTime: Date,
  circuity = DEFAULT_CIRCUITY,
): RouteEstimate | null {
  if (!valid(origin) || !valid(destination)) return null;
  const plan = planRoute(origin, destination);
  if (!plan) return null;
  const distanceMeters = pathLengthMeters(plan.path) * circuity;
  return {
    distanceMeters: Math.round(distanceMeters),
    durationSeconds: Math.round(nycTravelSeconds(zoneDistances(plan.path, circuity), departureTime)),
    polyline: encodePolyline(plan.path),
    crossings: detectCrossings(plan.path),
    providerTollCents: null,
    source: 'estimate',
  };
}

export function createEstimateRoutes(options: { circuity?: number } = {}): RoutesPort {
  const circuity = options.circuity ?? DEFAULT_CIRCUITY;
  if (!(circuity >= 1 && circuity <= 3)) throw new RangeError('circuity must be between 1 and 3');
  return {
    name: 'estimate',
    async route({ origin, destination, departureTime }) {
      return estimateRoute(origin, destination, departureTime, circuity);
    },
  };
}

import type { LatLng } from '../../../shared/contracts/maps.ts';
import { nyWallClock } from '../../../shared/domain/new-york-time.ts';
import { isInCongestionZone, isInManhattan } from './crossing-detector.ts';
import { haversineMeters } from './great-circle.ts';

/**
 * A time-of-day speed model for driving in New York (decision record 007).
 *
 * Each route is split into four zones: Manhattan's Central Business District (the Congestion Relief Zone,
 * at and below 60th Street), the rest of Manhattan, the rest of the city (within 22 km of Midtown: the other
 * boroughs, the airports, Hudson County) and the suburbs beyond. Distance in the CBD is driven at street
 * speed (the FDR Drive and the West Side Highway are outside the zone by definition). Elsewhere a share of
 * the distance is driven on expressways, growing with the length of the trip: short hops are street trips,
 * airport runs are mostly highway. Speeds depend on the period of the week in America/New_York.
 */

export type TrafficPeriod = 'am-peak' | 'midday' | 'pm-peak' | 'shoulder' | 'night' | 'weekend';

export interface PeriodSpeeds {
  /** Streets in the Central Business District (Manhattan at and below 60th Street). */
  cbd: number;
  /** Streets in Manhattan above 60th Street. */
  manhattan: number;
  /** Streets in the rest of the city (the other boroughs, the airports, Hudson County). */
  streets: number;
  /** Expressways and parkways in the city. */
  highway: number;
  /** Streets beyond 22 km from Midtown. */
  suburbStreets: number;
  /** Expressways and parkways beyond 22 km from Midtown. */
  suburbHighway: number;
}

/**
 * Average speeds in miles per hour. The CBD figures follow NYC DOT's New York City Mobility Report (average
 * Manhattan CBD travel speed about 7 mph on weekdays, Midtown slower, in the years before congestion pricing);
 * the others are set so that well-known trips come out at their usual durations (JFK-Midtown about 30 min at
 * night and 60-75 min in the evening peak; see the decision record).
 */
export const SPEEDS_MPH: Readonly<Record<TrafficPeriod, PeriodSpeeds>> = {
  'am-peak': { cbd: 7, manhattan: 9, streets: 13, highway: 22, suburbStreets: 22, suburbHighway: 38 },
  midday: { cbd: 7, manhattan: 10, streets: 15, highway: 32, suburbStreets: 26, suburbHighway: 52 },
  'pm-peak': { cbd: 6, manhattan: 8.5, streets: 12, highway: 18, suburbStreets: 20, suburbHighway: 34 },
  shoulder: { cbd: 9, manhattan: 12, streets: 17, highway: 38, suburbStreets: 28, suburbHighway: 55 },
  night: { cbd: 15, manhattan: 18, streets: 24, highway: 48, suburbStreets: 32, suburbHighway: 60 },
  weekend: { cbd: 8, manhattan: 11, streets: 16, highway: 34, suburbStreets: 26, suburbHighway: 52 },
};

/** The free-flow reference that OSRM's durations are taken to correspond to. */
export const FREE_FLOW_PERIOD: TrafficPeriod = 'night';

const MPS_PER_MPH = 0.44704;

/**
 * Period of the week at a departure time, in New York local time.
 * Weekdays: 06-07 shoulder, 07-10 morning peak, 10-16 midday, 16-19 evening peak, 19-22 shoulder,
 * 22-06 night. Saturday and Sunday: 07-22 weekend, otherwise night. Public holidays are not special-cased.
 */
export function trafficPeriod(at: Date): TrafficPeriod {
  const { weekday, hour } = nyWallClock(at);
  if (hour >= 22 || hour < 6) return 'night';
  if (weekday === 0 || weekday === 6) return hour < 7 ? 'night' : 'weekend';
  if (hour < 7) return 'shoulder';
  if (hour < 10) return 'am-peak';
  if (hour < 16) return 'midday';
  if (hour < 19) return 'pm-peak';
  return 'shoulder';
}

export interface ZoneDistances {
  cbdMeters: number;
  manhattanMeters: number;
  cityMeters: number;
  suburbMeters: number;
}

/** Times Square: the centre of the "city" zone. */
const MIDTOWN = { lat: 40.758, lng: -73.9855 };
export const CITY_RADIUS_METERS = 22_000;

const PIECE_METERS = 400;

/**
 * Distance of a path in each zone, classifying the midpoints of pieces of at most 400 m; `scale` multiplies
 * the result (the embedded router's circuity, or the ratio of a provider's road distance to the path length).
 */
export function zoneDistances(path: readonly LatLng[], scale = 1): ZoneDistances {
  const out: ZoneDistances = { cbdMeters: 0, manhattanMeters: 0, cityMeters: 0, suburbMeters: 0 };
  for (let i = 1; i < path.length; i++) {
    const p = path[i - 1]!;
    const q = path[i]!;
    const len = haversineMeters(p, q);
    if (len === 0) continue;
    const pieces = Math.max(1, Math.ceil(len / PIECE_METERS));
    const piece = (len / pieces) * scale;
    for (let k = 0; k < pieces; k++) {
      const t = (k + 0.5) / pieces;
      const m = { lat: p.lat + (q.lat - p.lat) * t, lng: p.lng + (q.lng - p.lng) * t };
      if (!isInManhattan(m)) {
        if (haversineMeters(m, MIDTOWN) <= CITY_RADIUS_METERS) out.cityMeters += piece;
        else out.suburbMeters += piece;
      } else if (isInCongestionZone(m)) out.cbdMeters += piece;
      else out.manhattanMeters += piece;
    }
  }
  return out;
}

/** Share of the non-CBD distance driven on expressways: none below 2 km, rising to 80% from 27 km. */
export function highwayShare(totalMeters: number): number {
  return Math.min(0.8, Math.max(0, (totalMeters - 2_000) / 25_000));
}

function secondsFor(zones: ZoneDistances, speeds: PeriodSpeeds): number {
  const total = zones.cbdMeters + zones.manhattanMeters + zones.cityMeters + zones.suburbMeters;
  const h = highwayShare(total);
  const mps = (mph: number) => mph * MPS_PER_MPH;
  const mixed = (street: number, highway: number) => (1 - h) / mps(street) + h / mps(highway);
  return (
    zones.cbdMeters / mps(speeds.cbd) +
    zones.manhattanMeters * mixed(speeds.manhattan, speeds.highway) +
    zones.cityMeters * mixed(speeds.streets, speeds.highway) +
    zones.suburbMeters * mixed(speeds.suburbStreets, speeds.suburbHighway)
  );
}

/** Driving time in seconds for the zone distances at a departure time. */
export function nycTravelSeconds(zones: ZoneDistances, departureTime: Date): number {
  return secondsFor(zones, SPEEDS_MPH[trafficPeriod(departureTime)]);
}

/**
 * How much slower the route is at the departure time than in free flow (night): multiplies durations from a
 * router without traffic (OSRM). 1 at night, about 2 in the evening peak.
 */
export function nycTrafficFactor(zones: ZoneDistances, departureTime: Date): number {
  const free = secondsFor(zones, SPEEDS_MPH[FREE_FLOW_PERIOD]);
  if (free <= 0) return 1;
  return nycTravelSeconds(zones, departureTime) / free;
}

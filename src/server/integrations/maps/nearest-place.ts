import type { LatLng } from '../../../shared/contracts/maps.ts';
import { GAZETTEER, type GazetteerEntry } from './gazetteer.data.ts';
import { haversineMeters } from './great-circle.ts';

/**
 * The nearest known place to a point (PRODUCT decision 25): what the chauffeur is told beside a pin the
 * customer confirmed on the map ("near Wall Street Station, 120 m"). Any provider's point gets one, from the
 * gazetteer shipped with the app: a terminal, landmark, station, venue or hotel within NEAR_METERS, else the
 * neighbourhood whose centre is closest within AREA_METERS; none farther out.
 */
export const NEAR_METERS = 800;
export const AREA_METERS = 3000;

const SPOTS = new Set(['terminal', 'landmark', 'station', 'venue', 'hotel', 'airport']);

export interface NearestPlace {
  name: string;
  /** Metres from the point, rounded to 10. */
  meters: number;
}

function closest(point: LatLng, entries: readonly GazetteerEntry[], within: number): NearestPlace | null {
  let best: GazetteerEntry | null = null;
  let bestMeters = within;
  for (const e of entries) {
    const m = haversineMeters(point, e.location);
    if (m <= bestMeters) [best, bestMeters] = [e, m];
  }
  return best ? { name: best.name, meters: Math.round(bestMeters / 10) * 10 } : null;
}

let spots: GazetteerEntry[] | null = null;
let areas: GazetteerEntry[] | null = null;

export function nearestKnownPlace(point: LatLng): NearestPlace | null {
  spots ??= GAZETTEER.filter((e) => SPOTS.has(e.kind));
  areas ??= GAZETTEER.filter((e) => e.kind === 'neighborhood');
  return closest(point, spots, NEAR_METERS) ?? closest(point, areas, AREA_METERS);
}

/** "Wall Street Station (120 m)": how the booking stores it. */
export function nearestPlaceText(point: LatLng): string | null {
  const near = nearestKnownPlace(point);
  return near ? `${near.name} (${near.meters} m)` : null;
}

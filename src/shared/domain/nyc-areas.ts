/**
 * The areas of the analytics' popular routes (GET /api/admin/analytics): the airports a black car serves, the
 * Manhattan districts, the other boroughs and the neighbouring states and counties. One table drives both the
 * SQL that aggregates bookings (a CASE expression, `server/modules/admin/areas.ts`) and `areaOf` here, so the
 * two cannot disagree. The answer carries area keys; the client shows each key's name in the page language.
 *
 * The first matching entry wins: airports (circles), then Manhattan (one outline cut into districts along the
 * street grid), the other boroughs (outlines that share their river edges with Manhattan's), then the
 * neighbours (coarse outlines; whatever the boroughs took is already gone). Coordinates are [longitude,
 * latitude]; the outlines follow the mid-river lines closely enough for street addresses, not for boats.
 */

export const AREA_KEYS = [
  'jfk',
  'lga',
  'ewr',
  'teb',
  'hpn',
  'isp',
  'manhattan-lower',
  'manhattan-midtown',
  'manhattan-uptown',
  'manhattan-upper',
  'brooklyn',
  'queens',
  'bronx',
  'staten-island',
  'new-jersey',
  'long-island',
  'westchester',
  'connecticut',
  'other',
] as const;
export type AreaKey = (typeof AREA_KEYS)[number];

export type LngLat = readonly [lng: number, lat: number];

export type AreaShape =
  { kind: 'circle'; center: LngLat; radiusMiles: number } | { kind: 'polygon'; points: readonly LngLat[] };

/**
 * Manhattan's grid runs 29° east of north: along a street, latitude grows 0.39° per degree of longitude
 * westward. `lat + 0.39 (lng + 73.98)` is therefore constant along a street and grows uptown: the "grid
 * northing" that cuts Manhattan at 14th, 59th and 110th Streets where latitude alone would cut diagonally.
 */
export const GRID_SLOPE = 0.39;
export const GRID_ORIGIN_LNG = -73.98;
export const gridNorthing = (lng: number, lat: number) => lat + GRID_SLOPE * (lng - GRID_ORIGIN_LNG);

export interface AreaEntry {
  /** The area, or for an outline cut into districts, the districts by grid northing (below each bound). */
  key: AreaKey | { below: number | null; key: AreaKey }[];
  shape: AreaShape;
  /**
   * Whole words of an address that place a booking stored without coordinates (case-insensitive; the address
   * is read as its letters and digits separated by single spaces, see `addressWords`).
   */
  addressWords?: readonly string[];
}

/** Miles per degree of latitude, and of longitude at 40.75° N (the distances of the airport circles). */
export const MILES_PER_DEG_LAT = 69.05;
export const MILES_PER_DEG_LNG = 52.32;

// The river edges Manhattan shares with the Bronx, Queens and Brooklyn (mid-river, south to north).
const HARLEM_RIVER: LngLat[] = [
  [-73.932, 40.807],
  [-73.9335, 40.82],
  [-73.932, 40.83],
  [-73.9275, 40.846],
  [-73.914, 40.866],
  [-73.909, 40.876],
  [-73.923, 40.878],
];
const EAST_RIVER_NORTH: LngLat[] = [
  [-73.969, 40.742],
  [-73.965, 40.75],
  [-73.956, 40.759],
  [-73.941, 40.777],
  [-73.9385, 40.788],
  [-73.931, 40.798],
];
/** Newtown Creek to Jamaica Bay and the Rockaway Inlet: Brooklyn's border with Queens, north to south. */
const BROOKLYN_QUEENS: LngLat[] = [
  [-73.962, 40.738],
  [-73.938, 40.727],
  [-73.922, 40.712],
  [-73.903, 40.692],
  [-73.89, 40.685],
  [-73.868, 40.682],
  [-73.86, 40.66],
  [-73.858, 40.645],
  [-73.88, 40.6],
  [-73.885, 40.58],
];

const MANHATTAN: LngLat[] = [
  [-74.02, 40.699],
  [-74.009, 40.7],
  [-74.0, 40.707],
  [-73.987, 40.7092],
  [-73.977, 40.71],
  [-73.97, 40.72],
  [-73.9715, 40.729],
  ...EAST_RIVER_NORTH,
  ...HARLEM_RIVER,
  [-73.931, 40.8725],
  [-73.937, 40.861],
  [-73.954, 40.851],
  [-73.958, 40.83],
  [-73.965, 40.818],
  [-73.979, 40.8],
  [-73.994, 40.78],
  [-74.006, 40.762],
  [-74.015, 40.745],
  [-74.016, 40.73],
  [-74.021, 40.715],
];

const BRONX: LngLat[] = [
  [-73.934, 40.8],
  [-73.77, 40.8],
  [-73.77, 40.865],
  [-73.795, 40.88],
  [-73.825, 40.887],
  [-73.86, 40.905],
  [-73.91, 40.915],
  [-73.925, 40.915],
  [-73.925, 40.88],
  ...[...HARLEM_RIVER].reverse(),
];

const QUEENS: LngLat[] = [
  ...EAST_RIVER_NORTH,
  [-73.931, 40.8],
  [-73.76, 40.8],
  [-73.755, 40.78],
  [-73.728, 40.768],
  [-73.7, 40.75],
  [-73.705, 40.73],
  [-73.726, 40.7],
  [-73.738, 40.67],
  [-73.745, 40.64],
  [-73.752, 40.615],
  [-73.738, 40.595],
  [-73.738, 40.585],
  [-73.8, 40.575],
  [-73.945, 40.54],
  [-73.945, 40.564],
  ...[...BROOKLYN_QUEENS].reverse(),
];

const BROOKLYN: LngLat[] = [
  [-74.042, 40.57],
  [-74.045, 40.61],
  [-74.025, 40.65],
  [-74.02, 40.68],
  [-74.002, 40.695],
  [-73.995, 40.704],
  [-73.975, 40.706],
  [-73.9735, 40.714],
  [-73.967, 40.725],
  [-73.958, 40.735],
  ...BROOKLYN_QUEENS,
  [-73.92, 40.572],
];

const STATEN_ISLAND: LngLat[] = [
  [-74.26, 40.495],
  [-74.255, 40.51],
  [-74.24, 40.54],
  [-74.21, 40.57],
  [-74.2, 40.6],
  [-74.19, 40.642],
  [-74.07, 40.648],
  [-74.055, 40.61],
  [-74.06, 40.59],
  [-74.15, 40.53],
  [-74.25, 40.49],
];

const NEW_JERSEY: LngLat[] = [
  [-74.6, 40.4],
  [-74.6, 41.0],
  [-73.91, 41.0],
  [-73.93, 40.88],
  [-73.96, 40.83],
  [-73.995, 40.785],
  [-74.022, 40.73],
  [-74.035, 40.7],
  [-74.06, 40.65],
  [-74.07, 40.6],
  [-73.98, 40.5],
  [-73.98, 40.4],
];

const LONG_ISLAND: LngLat[] = [
  [-73.77, 40.54],
  [-73.77, 40.8],
  [-73.73, 40.88],
  [-73.5, 40.92],
  [-73.0, 41.0],
  [-72.3, 41.18],
  [-71.8, 41.1],
  [-71.8, 40.54],
];

const WESTCHESTER: LngLat[] = [
  [-73.98, 40.88],
  [-73.98, 41.37],
  [-73.54, 41.37],
  [-73.48, 41.21],
  [-73.73, 41.1],
  [-73.66, 41.02],
  [-73.657, 40.99],
  [-73.65, 40.95],
  [-73.78, 40.88],
];

const CONNECTICUT: LngLat[] = [
  [-73.73, 40.95],
  [-73.73, 42.05],
  [-71.78, 42.05],
  [-71.78, 40.95],
];

const circle = (lng: number, lat: number, radiusMiles: number): AreaShape => ({
  kind: 'circle',
  center: [lng, lat],
  radiusMiles,
});
const polygon = (points: readonly LngLat[]): AreaShape => ({ kind: 'polygon', points });

/** The table, in the order entries are tried. */
export const AREAS: readonly AreaEntry[] = [
  { key: 'jfk', shape: circle(-73.7781, 40.6413, 2.2), addressWords: ['JFK', 'Kennedy Airport'] },
  { key: 'lga', shape: circle(-73.874, 40.7769, 1.1), addressWords: ['LaGuardia', 'LGA'] },
  {
    key: 'ewr',
    shape: circle(-74.1745, 40.6895, 1.8),
    addressWords: ['Newark Airport', 'Newark Liberty', 'EWR'],
  },
  { key: 'teb', shape: circle(-74.0608, 40.8501, 0.8), addressWords: ['Teterboro'] },
  { key: 'hpn', shape: circle(-73.7076, 41.067, 1.0), addressWords: ['Westchester County Airport', 'HPN'] },
  { key: 'isp', shape: circle(-73.1002, 40.7952, 1.0), addressWords: ['MacArthur Airport', 'ISP'] },
  {
    key: [
      { below: 40.7313, key: 'manhattan-lower' }, // 14th Street
      { below: 40.767, key: 'manhattan-midtown' }, // 59th Street
      { below: 40.8095, key: 'manhattan-uptown' }, // 110th Street
      { below: null, key: 'manhattan-upper' },
    ],
    shape: polygon(MANHATTAN),
  },
  { key: 'bronx', shape: polygon(BRONX), addressWords: ['Bronx'] },
  { key: 'queens', shape: polygon(QUEENS), addressWords: ['Queens', 'Astoria', 'Flushing', 'Jamaica NY'] },
  { key: 'brooklyn', shape: polygon(BROOKLYN), addressWords: ['Brooklyn'] },
  { key: 'staten-island', shape: polygon(STATEN_ISLAND), addressWords: ['Staten Island'] },
  { key: 'new-jersey', shape: polygon(NEW_JERSEY), addressWords: ['NJ', 'New Jersey'] },
  { key: 'long-island', shape: polygon(LONG_ISLAND), addressWords: ['Long Island'] },
  { key: 'westchester', shape: polygon(WESTCHESTER), addressWords: ['Westchester'] },
  { key: 'connecticut', shape: polygon(CONNECTICUT), addressWords: ['CT', 'Connecticut'] },
];

function inCircle(lng: number, lat: number, shape: Extract<AreaShape, { kind: 'circle' }>): boolean {
  const dx = (lng - shape.center[0]) * MILES_PER_DEG_LNG;
  const dy = (lat - shape.center[1]) * MILES_PER_DEG_LAT;
  return dx * dx + dy * dy <= shape.radiusMiles * shape.radiusMiles;
}

/** Even-odd ray casting: is the point inside the outline? */
export function inPolygon(lng: number, lat: number, points: readonly LngLat[]): boolean {
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [xi, yi] = points[i] as LngLat;
    const [xj, yj] = points[j] as LngLat;
    if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function inShape(lng: number, lat: number, shape: AreaShape): boolean {
  return shape.kind === 'circle' ? inCircle(lng, lat, shape) : inPolygon(lng, lat, shape.points);
}

function keyAt(entry: AreaEntry, lng: number, lat: number): AreaKey {
  if (typeof entry.key === 'string') return entry.key;
  const northing = gridNorthing(lng, lat);
  const band = entry.key.find((b) => b.below === null || northing < b.below);
  return band?.key ?? 'other';
}

/** An address or a phrase as words: lower-case letters and digits, one space between, one around. */
export function addressWords(text: string): string {
  return ` ${text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;
}

/** The area of a point, or of an address when the point is unknown; 'other' when nothing matches. */
export function areaOf(lat: number | null, lng: number | null, address = ''): AreaKey {
  if (lat !== null && lng !== null) {
    const entry = AREAS.find((a) => inShape(lng, lat, a.shape));
    return entry ? keyAt(entry, lng, lat) : 'other';
  }
  const words = addressWords(address);
  for (const entry of AREAS) {
    if (typeof entry.key !== 'string') continue;
    if (entry.addressWords?.some((w) => words.includes(addressWords(w)))) return entry.key;
  }
  return 'other';
}

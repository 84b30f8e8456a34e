/**
 * Manhattan's street grid (manhattan-addresses.ts), where on the street -> latitude and longitude: the grid is
 * a rotated rectangle. Avenues run 29.0 degrees east of true north. Centre-line distances along a street
 * (Bromley's 1879 survey plats, as summarised in the Commissioners' Plan references): 5th-6th, 4th-5th, 3rd-4th
 * 1,020 ft (100 ft avenue + 920 ft block), 6th-7th and every avenue further west 900 ft, 2nd-3rd 710 ft, 1st-2nd
 * 750 ft, York (Avenue A)-1st 703 ft; Madison and Lexington were cut through the middle of the 4th-5th and
 * 3rd-4th blocks. Along an avenue: 200 ft blocks between streets 60 ft wide, or 100 ft for the fifteen wide
 * streets (14th, 23rd, 34th, 42nd, 57th, 72nd, 79th, 86th, 96th, 106th, 116th, 125th, 135th, 145th, 155th).
 * Both the angle and the scale were checked on the four corners of Central Park (Grand Army Plaza 40.7644 N
 * 73.9733 W, Columbus Circle 40.7681 N 73.9817 W, Duke Ellington Circle 40.7967 N 73.9492 W, Frederick Douglass
 * Circle 40.8008 N 73.9583 W): 59th to 110th Street measures 0.6 % longer than the plan's figures (the scale
 * below) and 5th to 8th Avenue within 0.5 % of them. The anchor, Fifth Avenue and 59th Street, is the
 * least-squares fit of those four corners (each within 30 m of the fitted grid). Also the names the grid's
 * lines go by at each street.
 */
import type { LatLng } from '../../../shared/contracts/maps.ts';

const FT = 0.3048;
const BEARING = (29.0 * Math.PI) / 180;
/** Fifth Avenue and 59th Street (centre lines), fitted to the four corners of Central Park. */
const ANCHOR: LatLng = { lat: 40.76437, lng: -73.97303 };
/** Measured 59th -> 110th Street length over the plan's figures. */
const STREET_SCALE = 1.006;
const LAT0 = (ANCHOR.lat * Math.PI) / 180;
const M_PER_DEG_LAT = 111_132.92 - 559.82 * Math.cos(2 * LAT0) + 1.175 * Math.cos(4 * LAT0);
const M_PER_DEG_LNG = 111_412.84 * Math.cos(LAT0) - 93.5 * Math.cos(3 * LAT0);
/** Unit vectors (east, north): uptown along an avenue, and east along a street. */
const UP = { e: Math.sin(BEARING), n: Math.cos(BEARING) };
const EAST = { e: Math.cos(BEARING), n: -Math.sin(BEARING) };
export const SIDE_OFFSET_M = 20;

const WIDE_STREETS: ReadonlySet<number> = new Set([
  14, 23, 34, 42, 57, 72, 79, 86, 96, 106, 116, 125, 135, 145, 155,
]);
const MIN_STREET = 1;
const MAX_STREET = 160;

/** Feet along an avenue from 59th Street to the centre line of street n (n = MIN_STREET..MAX_STREET). */
const STREET_FT: readonly number[] = (() => {
  const width = (n: number) => (WIDE_STREETS.has(n) ? 100 : 60);
  const out: number[] = [];
  out[59] = 0;
  for (let n = 60; n <= MAX_STREET; n++)
    out[n] = (out[n - 1] as number) + 200 + (width(n - 1) + width(n)) / 2;
  for (let n = 58; n >= MIN_STREET; n--)
    out[n] = (out[n + 1] as number) - 200 - (width(n) + width(n + 1)) / 2;
  return out;
})();

/** Feet along the avenue of a (possibly fractional) street number. */
function streetFt(s: number): number {
  const c = Math.min(MAX_STREET, Math.max(MIN_STREET, s));
  const lo = Math.floor(c);
  const hi = Math.min(MAX_STREET, lo + 1);
  const a = STREET_FT[lo] as number;
  const b = STREET_FT[hi] as number;
  return a + (b - a) * (c - lo);
}

/** Centre-line offsets along a street from Fifth Avenue, in feet (east positive). */
export const AVENUE_FT = {
  eastEnd: 4939,
  york: 4203,
  first: 3500,
  second: 2750,
  third: 2040,
  lexington: 1530,
  park: 1020,
  madison: 510,
  fifth: 0,
  sixth: -1020,
  seventh: -1920,
  eighth: -2820,
  ninth: -3720,
  tenth: -4620,
  eleventh: -5520,
  /** Riverside Drive above 72nd Street: about one short block west of West End Avenue (it curves). */
  riverside: -6120,
  twelfth: -6420,
} as const;
export type AvenueLine = keyof typeof AVENUE_FT;

/** A point of the grid: feet east of Fifth Avenue, and a (fractional) street number. */
export function gridPoint(eastFt: number, street: number, side: { up?: number; east?: number } = {}): LatLng {
  const x = eastFt * FT + (side.east ?? 0);
  const y = streetFt(street) * FT * STREET_SCALE + (side.up ?? 0);
  const e = x * EAST.e + y * UP.e;
  const n = x * EAST.n + y * UP.n;
  return {
    lat: Number((ANCHOR.lat + n / M_PER_DEG_LAT).toFixed(6)),
    lng: Number((ANCHOR.lng + e / M_PER_DEG_LNG).toFixed(6)),
  };
}

/** East or west of Fifth Avenue. */
export type Side = 'e' | 'w';

/** Names of the grid lines as a rider reads them at a given street. */
export function lineName(line: AvenueLine, street: number): string {
  const uws = street >= 59 && street < 110;
  const harlem = street >= 110;
  switch (line) {
    case 'eastEnd':
      return 'East End Ave';
    case 'york':
      return 'York Ave';
    case 'first':
      return '1st Ave';
    case 'second':
      return '2nd Ave';
    case 'third':
      return '3rd Ave';
    case 'lexington':
      return 'Lexington Ave';
    case 'park':
      return street < 32 ? 'Park Ave S' : 'Park Ave';
    case 'madison':
      return 'Madison Ave';
    case 'fifth':
      return '5th Ave';
    case 'sixth':
      return harlem ? 'Malcolm X Blvd' : '6th Ave';
    case 'seventh':
      return harlem ? 'Adam Clayton Powell Jr Blvd' : '7th Ave';
    case 'eighth':
      return harlem ? 'Frederick Douglass Blvd' : uws ? 'Central Park West' : '8th Ave';
    case 'ninth':
      return harlem ? 'Morningside Ave' : uws ? 'Columbus Ave' : '9th Ave';
    case 'tenth':
      return uws || harlem ? 'Amsterdam Ave' : '10th Ave';
    case 'eleventh':
      return harlem ? 'Broadway' : uws ? 'West End Ave' : '11th Ave';
    case 'riverside':
      return 'Riverside Dr';
    case 'twelfth':
      return '12th Ave';
  }
}

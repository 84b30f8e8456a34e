import type { LatLng } from '../../../shared/contracts/maps.ts';

/**
 * Manhattan street addresses placed offline on the street grid of the Commissioners' Plan of 1811
 * (14th to 155th Street), plus Central Park South, Rockefeller Plaza, Wall Street and Broadway.
 *
 * 1. The number -> where on the street.
 *    - Avenues: the Manhattan address locator ("cancel the last figure, divide by 2, add or subtract the key
 *      number"; the key numbers of the table printed in the Manhattan telephone directory and in New York
 *      guidebooks, e.g. 5th Ave 201-400 add 16, 7th Ave add 12, 6th Ave subtract 12, Lexington add 22,
 *      Central Park West and Riverside Drive "divide the number by 10" and add 60 / 72, Broadway above 23rd
 *      Street subtract 31). The answer is the cross street at the address's block.
 *    - Numbered streets: the standard house-number ranges. West of Fifth Avenue below 59th Street and from
 *      110th Street up: 1-99 between 5th and 6th Ave, 100-199 6th-7th, 200-299 7th-8th, 300-399 8th-9th,
 *      400-499 9th-10th, 500-599 10th-11th, 600-699 11th-12th (in Harlem the same lines are Lenox, Adam
 *      Clayton Powell, Frederick Douglass, Manhattan/Morningside, Amsterdam, Broadway). On the Upper West
 *      Side (60th-109th) the numbers start at Central Park West: 1-99 to Columbus, 100-199 to Amsterdam,
 *      200-299 to West End, 300-399 to Riverside. East of Fifth Avenue: Fifth 1, Madison about 30, Park 100,
 *      Lexington about 140, Third 200, Second 300, First 400, York 500. The published table's "Madison 50,
 *      Lexington 150" is later than the buildings on the corners say (Fuller Building 41 E 57th St and the
 *      Carlyle 35 E 76th St stand east of Madison; the Chanin Building 122 E 42nd St stands west of
 *      Lexington, the Mobil Building 150 E 42nd St east of it), so those two come from the corners.
 *    - Odd numbers are on the north side of a street and the east side of an avenue, even numbers opposite;
 *      the point is set 20 m off the centre line to that side (the middle of a typical building front).
 * 2. Where on the street -> latitude and longitude: the grid is a rotated rectangle. Avenues run 29.0 degrees
 *    east of true north. Centre-line distances along a street (Bromley's 1879 survey plats, as summarised in
 *    the Commissioners' Plan references): 5th-6th, 4th-5th, 3rd-4th 1,020 ft (100 ft avenue + 920 ft block),
 *    6th-7th and every avenue further west 900 ft, 2nd-3rd 710 ft, 1st-2nd 750 ft, York (Avenue A)-1st 703 ft;
 *    Madison and Lexington were cut through the middle of the 4th-5th and 3rd-4th blocks. Along an avenue:
 *    200 ft blocks between streets 60 ft wide, or 100 ft for the fifteen wide streets (14th, 23rd, 34th, 42nd,
 *    57th, 72nd, 79th, 86th, 96th, 106th, 116th, 125th, 135th, 145th, 155th). Both the angle and the scale
 *    were checked on the four corners of Central Park (Grand Army Plaza 40.7644 N 73.9733 W, Columbus
 *    Circle 40.7681 N 73.9817 W, Duke Ellington Circle 40.7967 N 73.9492 W, Frederick Douglass Circle
 *    40.8008 N 73.9583 W): 59th to 110th Street measures 0.6 % longer than the plan's figures (the scale
 *    below) and 5th to 8th Avenue within 0.5 % of them. The anchor, Fifth Avenue and 59th Street, is the
 *    least-squares fit of those four corners (each within 30 m of the fitted grid).
 * Accuracy: the key numbers are rules of thumb good to about one block (80 m); the point is good to about
 * 100 m, checked in the API tests against 20+ landmarks of the gazetteer with known street addresses.
 */

export interface PlacedAddress {
  /** Canonical street line: "350 5th Ave", "11 W 53rd St", "W 42nd St & 9th Ave". */
  line: string;
  /** What was placed, to show: "350 5th Ave (at 33rd St), New York, NY". */
  formattedAddress: string;
  /** Where it is, for a suggestion's second line: "at 33rd St, New York, NY". */
  secondaryText: string;
  location: LatLng;
  /** True when the point is a guess: no house number, a number outside the known ranges, no E/W. */
  approximate: boolean;
  /** A stable id for details: addr:<slug of the line>. */
  placeId: string;
}

// ---------------------------------------------------------------------------------------------------------
// Geometry
// ---------------------------------------------------------------------------------------------------------

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
const SIDE_OFFSET_M = 20;

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
const AVENUE_FT = {
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
type AvenueLine = keyof typeof AVENUE_FT;

/** A point of the grid: feet east of Fifth Avenue, and a (fractional) street number. */
function gridPoint(eastFt: number, street: number, side: { up?: number; east?: number } = {}): LatLng {
  const x = eastFt * FT + (side.east ?? 0);
  const y = streetFt(street) * FT * STREET_SCALE + (side.up ?? 0);
  const e = x * EAST.e + y * UP.e;
  const n = x * EAST.n + y * UP.n;
  return {
    lat: Number((ANCHOR.lat + n / M_PER_DEG_LAT).toFixed(6)),
    lng: Number((ANCHOR.lng + e / M_PER_DEG_LNG).toFixed(6)),
  };
}

// ---------------------------------------------------------------------------------------------------------
// Streets
// ---------------------------------------------------------------------------------------------------------

interface KeyRule {
  /** Inclusive house-number range. */
  from: number;
  to: number;
  /** 'half': cancel the last figure, divide by 2; 'tenth': cancel the last figure only; 'byTen': divide the whole number by 10 (Central Park West, Riverside Drive). */
  rule: 'half' | 'tenth' | 'byTen';
  key: number;
}

interface Avenue {
  id: string;
  /** How the placed line reads. */
  label: string;
  /** The grid line, or a function of the street for Broadway (a diagonal). */
  line: AvenueLine | ((street: number) => number);
  /** Streets it runs between on the grid. */
  minStreet: number;
  maxStreet: number;
  keys: readonly KeyRule[];
}

const half = (from: number, to: number, key: number): KeyRule => ({ from, to, rule: 'half', key });
const ALL = Number.MAX_SAFE_INTEGER;

/**
 * Broadway's centre line, feet east of Fifth Avenue, by street: it crosses Fifth at 23rd (Madison Square),
 * Sixth at 34th-35th (Herald Square), Seventh at 45th-46th (Times Square), Eighth at 59th (Columbus Circle),
 * Ninth/Columbus at 65th-66th (Lincoln Square), Tenth/Amsterdam at 72nd-73rd (Verdi Square) and meets West
 * End Avenue's line at 107th; below 23rd it runs along the west side of Union Square to Grace Church at 10th.
 */
const BROADWAY: readonly [street: number, ft: number][] = [
  [8, 1150],
  [10, 950],
  [14, 600],
  [17, 480],
  [23, 0],
  [34.5, -1020],
  [45.5, -1920],
  [59, -2820],
  [65.5, -3720],
  [72.5, -4620],
  [107, -5520],
  [120, -5700],
];
function broadwayFt(street: number): number {
  const first = BROADWAY[0] as [number, number];
  if (street <= first[0]) return first[1];
  for (let i = 1; i < BROADWAY.length; i++) {
    const [s1, f1] = BROADWAY[i] as [number, number];
    const [s0, f0] = BROADWAY[i - 1] as [number, number];
    if (street <= s1) return f0 + ((f1 - f0) * (street - s0)) / (s1 - s0);
  }
  return (BROADWAY[BROADWAY.length - 1] as [number, number])[1];
}

const AVENUES: readonly Avenue[] = [
  { id: '1st-ave', label: '1st Ave', line: 'first', minStreet: 14, maxStreet: 127, keys: [half(1, ALL, 3)] },
  { id: '2nd-ave', label: '2nd Ave', line: 'second', minStreet: 14, maxStreet: 128, keys: [half(1, ALL, 3)] },
  { id: '3rd-ave', label: '3rd Ave', line: 'third', minStreet: 14, maxStreet: 130, keys: [half(1, ALL, 10)] },
  {
    id: 'park-ave-s',
    label: 'Park Ave S',
    line: 'park',
    minStreet: 17,
    maxStreet: 32,
    keys: [half(1, ALL, 8)],
  },
  {
    id: '5th-ave',
    label: '5th Ave',
    line: 'fifth',
    minStreet: 8,
    maxStreet: 138,
    keys: [
      half(1, 200, 13),
      half(201, 400, 16),
      half(401, 600, 18),
      half(601, 775, 20),
      { from: 776, to: 1286, rule: 'tenth', key: -18 },
      half(1287, 1500, 45),
      half(2000, ALL, 24),
    ],
  },
  { id: '6th-ave', label: '6th Ave', line: 'sixth', minStreet: 14, maxStreet: 59, keys: [half(1, ALL, -12)] },
  {
    id: '7th-ave',
    label: '7th Ave',
    line: 'seventh',
    minStreet: 14,
    maxStreet: 59,
    keys: [half(1, 1800, 12)],
  },
  { id: '8th-ave', label: '8th Ave', line: 'eighth', minStreet: 14, maxStreet: 59, keys: [half(1, ALL, 10)] },
  { id: '9th-ave', label: '9th Ave', line: 'ninth', minStreet: 14, maxStreet: 59, keys: [half(1, ALL, 13)] },
  {
    id: '10th-ave',
    label: '10th Ave',
    line: 'tenth',
    minStreet: 14,
    maxStreet: 59,
    keys: [half(1, ALL, 14)],
  },
  {
    id: '11th-ave',
    label: '11th Ave',
    line: 'eleventh',
    minStreet: 14,
    maxStreet: 59,
    keys: [half(1, ALL, 15)],
  },
  {
    id: 'madison-ave',
    label: 'Madison Ave',
    line: 'madison',
    minStreet: 23,
    maxStreet: 138,
    keys: [half(1, ALL, 26)],
  },
  {
    id: 'park-ave',
    label: 'Park Ave',
    line: 'park',
    minStreet: 32,
    maxStreet: 135,
    keys: [half(1, ALL, 35)],
  },
  {
    id: 'lexington-ave',
    label: 'Lexington Ave',
    line: 'lexington',
    minStreet: 21,
    maxStreet: 131,
    keys: [half(1, ALL, 22)],
  },
  { id: 'york-ave', label: 'York Ave', line: 'york', minStreet: 59, maxStreet: 92, keys: [half(1, ALL, 4)] },
  {
    id: 'central-park-w',
    label: 'Central Park West',
    line: 'eighth',
    minStreet: 59,
    maxStreet: 110,
    keys: [{ from: 1, to: ALL, rule: 'byTen', key: 60 }],
  },
  {
    id: 'columbus-ave',
    label: 'Columbus Ave',
    line: 'ninth',
    minStreet: 59,
    maxStreet: 110,
    keys: [half(1, ALL, 60)],
  },
  {
    id: 'amsterdam-ave',
    label: 'Amsterdam Ave',
    line: 'tenth',
    minStreet: 59,
    maxStreet: 155,
    keys: [half(1, ALL, 60)],
  },
  {
    id: 'west-end-ave',
    label: 'West End Ave',
    line: 'eleventh',
    minStreet: 59,
    maxStreet: 107,
    keys: [half(1, ALL, 60)],
  },
  {
    id: 'riverside-dr',
    label: 'Riverside Dr',
    line: 'riverside',
    minStreet: 72,
    maxStreet: 135,
    keys: [{ from: 1, to: ALL, rule: 'byTen', key: 72 }],
  },
  {
    id: 'lenox-ave',
    label: 'Malcolm X Blvd',
    line: 'sixth',
    minStreet: 110,
    maxStreet: 147,
    keys: [half(1, ALL, 110)],
  },
  {
    id: 'acp-blvd',
    label: 'Adam Clayton Powell Jr Blvd',
    line: 'seventh',
    minStreet: 110,
    maxStreet: 155,
    keys: [half(1800, ALL, 20)],
  },
  {
    id: 'broadway',
    label: 'Broadway',
    line: broadwayFt,
    minStreet: 8,
    maxStreet: 120,
    keys: [half(754, 858, -29), half(859, 999, -25), half(1000, ALL, -31)],
  },
];
const AVENUE_BY_ID = new Map(AVENUES.map((a) => [a.id, a]));

/** The cross street of a house number on an avenue by its key rule; null when no rule covers it. */
export function crossStreet(avenueId: string, houseNumber: number): number | null {
  const avenue = AVENUE_BY_ID.get(avenueId);
  if (!avenue || !Number.isInteger(houseNumber) || houseNumber < 1) return null;
  const rule = avenue.keys.find((k) => houseNumber >= k.from && houseNumber <= k.to);
  if (!rule) return null;
  const lastCancelled = Math.floor(houseNumber / 10);
  const base =
    rule.rule === 'half'
      ? Math.floor(lastCancelled / 2)
      : rule.rule === 'tenth'
        ? lastCancelled
        : Math.floor(houseNumber / 10);
  return base + rule.key;
}

const avenueFt = (a: Avenue, street: number) =>
  typeof a.line === 'function' ? a.line(street) : AVENUE_FT[a.line];

type Side = 'e' | 'w';

/** The grid lines a numbered street's house numbers run between, in hundreds from its start. */
function streetBreaks(side: Side, street: number): readonly [number, AvenueLine][] {
  if (side === 'e') {
    return [
      [0, 'fifth'],
      [30, 'madison'],
      [100, 'park'],
      [140, 'lexington'],
      [200, 'third'],
      [300, 'second'],
      [400, 'first'],
      [500, 'york'],
      [600, 'eastEnd'],
    ];
  }
  if (street >= 60 && street <= 109) {
    return [
      [0, 'eighth'],
      [100, 'ninth'],
      [200, 'tenth'],
      [300, 'eleventh'],
      [400, 'riverside'],
    ];
  }
  return [
    [0, 'fifth'],
    [100, 'sixth'],
    [200, 'seventh'],
    [300, 'eighth'],
    [400, 'ninth'],
    [500, 'tenth'],
    [600, 'eleventh'],
    [700, 'twelfth'],
  ];
}

const ORDINAL = (n: number) => {
  const t = n % 100;
  if (t >= 11 && t <= 13) return `${n}th`;
  return `${n}${n % 10 === 1 ? 'st' : n % 10 === 2 ? 'nd' : n % 10 === 3 ? 'rd' : 'th'}`;
};

/** Names of the grid lines as a rider reads them at a given street. */
function lineName(line: AvenueLine, street: number): string {
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

// ---------------------------------------------------------------------------------------------------------
// Parsing
// ---------------------------------------------------------------------------------------------------------

type StreetRef =
  | { kind: 'numbered'; side: Side | null; n: number }
  | { kind: 'avenue'; id: string }
  | { kind: 'cps' }
  | { kind: 'rockefeller' }
  | { kind: 'wall' };

const ORDINAL_WORDS: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  eleventh: 11,
  twelfth: 12,
};

const isPrefixOf = (token: string | undefined, word: string, min = 1) =>
  token !== undefined && token.length >= min && word.startsWith(token);
const isAvenueWord = (t: string | undefined) => t === 'av' || t === 'ave' || isPrefixOf(t, 'avenue', 3);
const isStreetWord = (t: string | undefined) => t === 'st' || isPrefixOf(t, 'street', 3);

function ordinalOf(token: string | undefined): number | null {
  if (!token) return null;
  const word = ORDINAL_WORDS[token];
  if (word) return word;
  const m = /^(\d{1,3})(st|nd|rd|th)?$/.exec(token);
  return m ? Number(m[1]) : null;
}

const NUMBERED_AVENUES: Record<number, string> = {
  1: '1st-ave',
  2: '2nd-ave',
  3: '3rd-ave',
  5: '5th-ave',
  6: '6th-ave',
  7: '7th-ave',
  8: '8th-ave',
  9: '9th-ave',
  10: '10th-ave',
  11: '11th-ave',
};

/** Named streets: words (the last optional ones in brackets of `optional`) -> street. */
const NAMED: readonly { words: readonly string[]; optional?: readonly string[][]; ref: StreetRef }[] = [
  { words: ['avenue', 'of', 'the', 'americas'], ref: { kind: 'avenue', id: '6th-ave' } },
  { words: ['ave', 'of', 'the', 'americas'], ref: { kind: 'avenue', id: '6th-ave' } },
  { words: ['av', 'of', 'the', 'americas'], ref: { kind: 'avenue', id: '6th-ave' } },
  { words: ['madison'], optional: [['ave', 'av', 'avenue']], ref: { kind: 'avenue', id: 'madison-ave' } },
  { words: ['lexington'], optional: [['ave', 'av', 'avenue']], ref: { kind: 'avenue', id: 'lexington-ave' } },
  { words: ['lex', 'ave'], ref: { kind: 'avenue', id: 'lexington-ave' } },
  { words: ['park', 'ave', 's'], ref: { kind: 'avenue', id: 'park-ave-s' } },
  { words: ['park', 'ave', 'south'], ref: { kind: 'avenue', id: 'park-ave-s' } },
  { words: ['park', 'avenue', 'south'], ref: { kind: 'avenue', id: 'park-ave-s' } },
  { words: ['park', 'ave'], ref: { kind: 'avenue', id: 'park-ave' } },
  { words: ['park', 'avenue'], ref: { kind: 'avenue', id: 'park-ave' } },
  { words: ['york', 'ave'], ref: { kind: 'avenue', id: 'york-ave' } },
  { words: ['york', 'avenue'], ref: { kind: 'avenue', id: 'york-ave' } },
  { words: ['central', 'park', 'west'], ref: { kind: 'avenue', id: 'central-park-w' } },
  { words: ['central', 'park', 'w'], ref: { kind: 'avenue', id: 'central-park-w' } },
  { words: ['cpw'], ref: { kind: 'avenue', id: 'central-park-w' } },
  { words: ['central', 'park', 'south'], ref: { kind: 'cps' } },
  { words: ['central', 'park', 's'], ref: { kind: 'cps' } },
  { words: ['cps'], ref: { kind: 'cps' } },
  { words: ['columbus'], optional: [['ave', 'av', 'avenue']], ref: { kind: 'avenue', id: 'columbus-ave' } },
  { words: ['amsterdam'], optional: [['ave', 'av', 'avenue']], ref: { kind: 'avenue', id: 'amsterdam-ave' } },
  {
    words: ['west', 'end'],
    optional: [['ave', 'av', 'avenue']],
    ref: { kind: 'avenue', id: 'west-end-ave' },
  },
  { words: ['riverside'], optional: [['dr', 'drive']], ref: { kind: 'avenue', id: 'riverside-dr' } },
  { words: ['lenox'], optional: [['ave', 'av', 'avenue']], ref: { kind: 'avenue', id: 'lenox-ave' } },
  { words: ['malcolm', 'x'], optional: [['blvd', 'boulevard']], ref: { kind: 'avenue', id: 'lenox-ave' } },
  {
    words: ['adam', 'clayton', 'powell'],
    optional: [['jr'], ['blvd', 'boulevard']],
    ref: { kind: 'avenue', id: 'acp-blvd' },
  },
  { words: ['broadway'], ref: { kind: 'avenue', id: 'broadway' } },
  { words: ['rockefeller'], optional: [['plaza', 'plz']], ref: { kind: 'rockefeller' } },
  { words: ['wall'], optional: [['st', 'street']], ref: { kind: 'wall' } },
];

/** Words that make a bare name a street ("Madison Ave", not "Madison", which may be Madison Square Garden). */
const TYPE_WORDS: ReadonlySet<string> = new Set([
  'st',
  'street',
  'ave',
  'av',
  'avenue',
  'blvd',
  'boulevard',
  'dr',
  'drive',
  'plaza',
  'plz',
  'west',
  'w',
  'south',
  's',
]);

/** A street starting at tokens[i]: its reference, the index after it and whether a street word was typed. */
function matchStreet(
  tokens: readonly string[],
  i: number,
): { ref: StreetRef; end: number; typed: boolean } | null {
  for (const named of NAMED) {
    if (!named.words.every((w, j) => tokens[i + j] === w)) continue;
    let end = i + named.words.length;
    for (const options of named.optional ?? []) if (options.includes(tokens[end] ?? '')) end++;
    // "Wall" alone and "Rockefeller" alone name other things (Wall Street is also a landmark alias).
    if (named.ref.kind === 'wall' && end === i + 1) return null;
    return { ref: named.ref, end, typed: tokens.slice(i, end).some((w) => TYPE_WORDS.has(w)) };
  }
  let j = i;
  let side: Side | null = null;
  const dir = tokens[j];
  if (dir === 'e' || dir === 'east') side = 'e';
  else if (dir === 'w' || dir === 'west') side = 'w';
  if (side) j++;
  const n = ordinalOf(tokens[j]);
  if (n === null) return null;
  const kind = tokens[j + 1];
  if (isStreetWord(kind)) {
    return n >= 1 && n <= 220 ? { ref: { kind: 'numbered', side, n }, end: j + 2, typed: true } : null;
  }
  if (!side && isAvenueWord(kind)) {
    const id = NUMBERED_AVENUES[n];
    return id ? { ref: { kind: 'avenue', id }, end: j + 2, typed: true } : null;
  }
  return null;
}

/** Words that only say the city, state or country; a ZIP must be a Manhattan one (100xx-102xx). */
const REGION = new Set([
  'new',
  'york',
  'ny',
  'nyc',
  'manhattan',
  'city',
  'usa',
  'us',
  'united',
  'states',
  'america',
  'of',
]);
const UNIT = new Set(['apt', 'apartment', 'suite', 'ste', 'fl', 'floor', 'unit', 'rm', 'room']);

function onlyRegion(tokens: readonly string[]): boolean {
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i] as string;
    if (REGION.has(t)) continue;
    if (/^\d{5}$/.test(t)) {
      const zip = Number(t);
      if (zip >= 10001 && zip <= 10299) continue;
      return false;
    }
    if (/^\d{4}$/.test(t) && /^\d{5}$/.test(tokens[i - 1] ?? '')) continue;
    if (UNIT.has(t)) {
      i++;
      continue;
    }
    return false;
  }
  return true;
}

export function tokenize(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/#/g, ' apt ')
    .replace(/['’`.]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
}

export type ParsedAddress =
  | { kind: 'house'; number: number; street: StreetRef }
  | { kind: 'corner'; a: StreetRef; b: StreetRef }
  | { kind: 'street'; street: StreetRef };

/** A Manhattan address line (with an optional ", New York, NY 100xx"); null for anything else. */
export function parseManhattanAddress(text: string): ParsedAddress | null {
  if (typeof text !== 'string' || text.length > 300) return null;
  const tokens = tokenize(text);
  if (!tokens.length || tokens.length > 24) return null;
  const house = /^(\d{1,5})[a-z]?$/.exec(tokens[0] as string);
  if (house) {
    const street = matchStreet(tokens, 1);
    if (!street || !onlyRegion(tokens.slice(street.end))) return null;
    return { kind: 'house', number: Number(house[1]), street: street.ref };
  }
  const a = matchStreet(tokens, 0);
  if (!a) return null;
  const joint = tokens[a.end];
  if (joint === 'and' || joint === 'at' || joint === 'x') {
    const b = matchStreet(tokens, a.end + 1);
    if (!b || !onlyRegion(tokens.slice(b.end))) return null;
    return { kind: 'corner', a: a.ref, b: b.ref };
  }
  // A bare name without a street word is not read as a street: "Broadway" is the Theater District,
  // "Madison" may be the start of Madison Square Garden.
  if (!a.typed || !onlyRegion(tokens.slice(a.end))) return null;
  return { kind: 'street', street: a.ref };
}

// ---------------------------------------------------------------------------------------------------------
// Placing
// ---------------------------------------------------------------------------------------------------------

const streetLabel = (side: Side | null, n: number) =>
  `${side ? `${side.toUpperCase()} ` : ''}${ORDINAL(n)} St`;
/** The side of Fifth Avenue a point on an avenue is on; null on Fifth itself (its cross streets are E and W). */
const sideOf = (ft: number): Side | null => (ft < 0 ? 'w' : ft > 0 ? 'e' : null);
const CITY = 'New York, NY';
const slug = (line: string) =>
  line
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function result(line: string, where: string, location: LatLng, approximate: boolean): PlacedAddress {
  return {
    line,
    formattedAddress: where ? `${line} (${where}), ${CITY}` : `${line}, ${CITY}`,
    secondaryText: where ? `${where}, ${CITY}` : CITY,
    location,
    approximate,
    placeId: `addr:${slug(line)}`,
  };
}

function approximateArea(label: string, location: LatLng, line: string): PlacedAddress {
  return {
    line,
    formattedAddress: `${label} area, ${CITY}`,
    secondaryText: `approximately: ${label} area, ${CITY}`,
    location,
    approximate: true,
    placeId: `addr:${slug(line)}`,
  };
}

/** On a numbered street: the position (feet east of 5th) of a house number, or null out of range. */
function alongStreet(
  side: Side,
  street: number,
  house: number,
): { ft: number; between: [string, string] } | null {
  const breaks = streetBreaks(side, street);
  const last = breaks[breaks.length - 1] as [number, AvenueLine];
  if (house < 1 || house >= last[0] + 100) return null;
  for (let i = 0; i < breaks.length; i++) {
    const [from, line] = breaks[i] as [number, AvenueLine];
    const next = breaks[i + 1];
    const to = next ? next[0] : from + 100;
    if (house < to) {
      const a = AVENUE_FT[line];
      const b = next ? AVENUE_FT[next[1]] : a + (side === 'e' ? 700 : -700);
      const ft = a + ((b - a) * (house - from)) / (to - from);
      return { ft, between: [lineName(line, street), next ? lineName(next[1], street) : 'the river'] };
    }
  }
  return null;
}

function placeOnNumberedStreet(
  ref: { side: Side | null; n: number },
  house: number,
  line: string,
): PlacedAddress | null {
  const street = ref.n;
  if (street < 14 || street > 155) return null;
  const up = house % 2 === 1 ? SIDE_OFFSET_M : -SIDE_OFFSET_M;
  if (!ref.side) {
    // "350 42nd St": east or west is missing; the street is known, the block is not.
    return approximateArea(`${ORDINAL(street)} St & 5th Ave`, gridPoint(0, street), line);
  }
  const at = alongStreet(ref.side, street, house);
  if (!at) {
    const breaks = streetBreaks(ref.side, street);
    const end = (breaks[breaks.length - 1] as [number, AvenueLine])[1];
    return approximateArea(
      `${streetLabel(ref.side, street)} & ${lineName(end, street)}`,
      gridPoint(AVENUE_FT[end], street),
      line,
    );
  }
  return result(
    line,
    `between ${at.between[0]} and ${at.between[1]}`,
    gridPoint(at.ft, street, { up }),
    false,
  );
}

function placeOnAvenue(avenue: Avenue, house: number, line: string): PlacedAddress | null {
  const cross = crossStreet(avenue.id, house);
  const east = house % 2 === 1 ? SIDE_OFFSET_M : -SIDE_OFFSET_M;
  if (cross === null || cross < avenue.minStreet || cross > avenue.maxStreet) {
    // A number the key table does not cover, or beyond the avenue's grid: the nearest end, approximately.
    const street = cross !== null && cross > avenue.maxStreet ? avenue.maxStreet : avenue.minStreet;
    return approximateArea(
      `${avenue.label} & ${streetLabel(sideOf(avenueFt(avenue, street)), street)}`,
      gridPoint(avenueFt(avenue, street), street),
      line,
    );
  }
  // The key number names the street at the south end of the address's block: the middle of that block.
  const street = cross + 0.5;
  return result(
    line,
    `at ${streetLabel(sideOf(avenueFt(avenue, street)), cross)}`,
    gridPoint(avenueFt(avenue, street), street, { east }),
    false,
  );
}

/** Wall Street, from Broadway (Trinity Church, number 1) to South Street (about 120); read from a map, ±30 m. */
const WALL_STREET = {
  from: { lat: 40.70745, lng: -74.01185 },
  to: { lat: 40.7048, lng: -74.0063 },
  last: 120,
};

function placeOther(ref: StreetRef, house: number, line: string): PlacedAddress | null {
  if (ref.kind === 'cps') {
    // Central Park South is 59th Street from 5th to 8th Ave, numbered as the West Side's streets.
    const at = alongStreet('w', 59, house);
    if (!at || house >= 300) {
      return approximateArea('Central Park S & 8th Ave', gridPoint(AVENUE_FT.eighth, 59), line);
    }
    return result(
      line,
      `between ${at.between[0]} and ${at.between[1]}`,
      gridPoint(at.ft, 59, { up: -SIDE_OFFSET_M }),
      false,
    );
  }
  if (ref.kind === 'rockefeller') {
    // Rockefeller Plaza: a private street midway between 5th and 6th Ave from 48th to 51st Street; numbers
    // 1-75 rise northwards about 20 a block (30 at 49th-50th, 45 and 50 at 50th-51st).
    if (house < 1 || house > 75) {
      return approximateArea('Rockefeller Plaza & W 50th St', gridPoint(-510, 50), line);
    }
    const street = 48 + house / 20;
    return result(
      line,
      `between 5th Ave and 6th Ave`,
      gridPoint(-510 + (house % 2 === 0 ? -150 : 150), street),
      false,
    );
  }
  if (ref.kind === 'wall') {
    if (house < 1 || house > WALL_STREET.last) {
      return approximateArea('Wall St & Broadway', WALL_STREET.from, line);
    }
    const f = (house - 1) / (WALL_STREET.last - 1);
    const p = {
      lat: Number((WALL_STREET.from.lat + (WALL_STREET.to.lat - WALL_STREET.from.lat) * f).toFixed(6)),
      lng: Number((WALL_STREET.from.lng + (WALL_STREET.to.lng - WALL_STREET.from.lng) * f).toFixed(6)),
    };
    return result(
      line,
      house < 60 ? 'between Broadway and William St' : 'between William St and South St',
      p,
      false,
    );
  }
  return null;
}

function refLabel(ref: StreetRef): string {
  switch (ref.kind) {
    case 'numbered':
      return streetLabel(ref.side, ref.n);
    case 'avenue':
      return AVENUE_BY_ID.get(ref.id)?.label ?? ref.id;
    case 'cps':
      return 'Central Park S';
    case 'rockefeller':
      return 'Rockefeller Plaza';
    case 'wall':
      return 'Wall St';
  }
}

function placeCorner(a: StreetRef, b: StreetRef): PlacedAddress | null {
  const [street, ave] = a.kind === 'numbered' ? [a, b] : [b, a];
  if (street.kind !== 'numbered' || ave.kind !== 'avenue') return null;
  const avenue = AVENUE_BY_ID.get(ave.id);
  if (!avenue || street.n < avenue.minStreet || street.n > avenue.maxStreet) return null;
  const ft = avenueFt(avenue, street.n);
  const line = `${avenue.label} & ${streetLabel(street.side ?? sideOf(ft), street.n)}`;
  return result(line, '', gridPoint(ft, street.n), false);
}

/**
 * A Manhattan address, corner or street placed on the grid; null when the text is not one (or is off the
 * grid: below 14th Street, above 155th, a street of another borough).
 */
export function placeManhattanAddress(text: string): PlacedAddress | null {
  const parsed = parseManhattanAddress(text);
  if (!parsed) return null;
  if (parsed.kind === 'corner') return placeCorner(parsed.a, parsed.b);
  if (parsed.kind === 'street') {
    const ref = parsed.street;
    const line = refLabel(ref);
    if (ref.kind === 'numbered') {
      if (ref.n < 14 || ref.n > 155) return null;
      // A street without a number: its middle block on its side of 5th Avenue.
      const ft = ref.side === 'e' ? AVENUE_FT.lexington : ref.side === 'w' ? AVENUE_FT.seventh : 0;
      const name =
        ref.side === 'e' ? 'Lexington Ave' : ref.side === 'w' ? lineName('seventh', ref.n) : '5th Ave';
      return approximateArea(`${line} & ${name}`, gridPoint(ft, ref.n), line);
    }
    if (ref.kind === 'avenue') {
      const avenue = AVENUE_BY_ID.get(ref.id);
      if (!avenue) return null;
      const mid = Math.round((avenue.minStreet + avenue.maxStreet) / 2);
      const ft = avenueFt(avenue, mid);
      return approximateArea(`${line} & ${streetLabel(sideOf(ft), mid)}`, gridPoint(ft, mid), line);
    }
    // Central Park South, Rockefeller Plaza or Wall Street without a number: its middle.
    const middle = placeOther(ref, ref.kind === 'cps' ? 150 : ref.kind === 'rockefeller' ? 30 : 60, line);
    return (
      middle && {
        ...middle,
        formattedAddress: `${line} area, ${CITY}`,
        secondaryText: `approximately: ${line} area, ${CITY}`,
        approximate: true,
      }
    );
  }
  const { number, street } = parsed;
  const line = `${number} ${refLabel(street)}`;
  if (street.kind === 'numbered') return placeOnNumberedStreet(street, number, line);
  if (street.kind === 'avenue') {
    const avenue = AVENUE_BY_ID.get(street.id);
    return avenue ? placeOnAvenue(avenue, number, line) : null;
  }
  return placeOther(street, number, line);
}

/** details() for an id from placeManhattanAddress: the same placement again, or null. */
export function manhattanAddressById(placeId: string): PlacedAddress | null {
  const m = /^addr:([a-z0-9]+(?:-[a-z0-9]+)*)$/.exec(placeId);
  if (!m || (m[1] as string).length > 120) return null;
  const placed = placeManhattanAddress((m[1] as string).replace(/-/g, ' '));
  return placed && placed.placeId === placeId ? placed : null;
}

/**
 * House numbers on Manhattan's avenues (manhattan-addresses.ts): the Manhattan address locator ("cancel the
 * last figure, divide by 2, add or subtract the key number"; the key numbers of the table printed in the
 * Manhattan telephone directory and in New York guidebooks, e.g. 5th Ave 201-400 add 16, 7th Ave add 12, 6th
 * Ave subtract 12, Lexington add 22, Central Park West and Riverside Drive "divide the number by 10" and add
 * 60 / 72, Broadway above 23rd Street subtract 31). The answer is the cross street at the address's block.
 * Also where each avenue runs on the grid, Broadway's diagonal included.
 */
import { AVENUE_FT, type AvenueLine } from './manhattan-grid.ts';

interface KeyRule {
  /** Inclusive house-number range. */
  from: number;
  to: number;
  /** 'half': cancel the last figure, divide by 2; 'tenth': cancel the last figure only; 'byTen': divide the whole number by 10 (Central Park West, Riverside Drive). */
  rule: 'half' | 'tenth' | 'byTen';
  key: number;
}

export interface Avenue {
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
export const AVENUE_BY_ID = new Map(AVENUES.map((a) => [a.id, a]));

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

export const avenueFt = (a: Avenue, street: number) =>
  typeof a.line === 'function' ? a.line(street) : AVENUE_FT[a.line];

/**
 * House numbers on Manhattan's numbered streets (manhattan-addresses.ts), the standard ranges: west of Fifth
 * Avenue below 59th Street and from 110th Street up: 1-99 between 5th and 6th Ave, 100-199 6th-7th, 200-299
 * 7th-8th, 300-399 8th-9th, 400-499 9th-10th, 500-599 10th-11th, 600-699 11th-12th (in Harlem the same lines
 * are Lenox, Adam Clayton Powell, Frederick Douglass, Manhattan/Morningside, Amsterdam, Broadway). On the Upper
 * West Side (60th-109th) the numbers start at Central Park West: 1-99 to Columbus, 100-199 to Amsterdam,
 * 200-299 to West End, 300-399 to Riverside. East of Fifth Avenue: Fifth 1, Madison about 30, Park 100,
 * Lexington about 140, Third 200, Second 300, First 400, York 500. The published table's "Madison 50,
 * Lexington 150" is later than the buildings on the corners say (Fuller Building 41 E 57th St and the Carlyle
 * 35 E 76th St stand east of Madison; the Chanin Building 122 E 42nd St stands west of Lexington, the Mobil
 * Building 150 E 42nd St east of it), so those two come from the corners.
 */
import { AVENUE_FT, type AvenueLine, lineName, type Side } from './manhattan-grid.ts';

/** The grid lines a numbered street's house numbers run between, in hundreds from its start. */
export function streetBreaks(side: Side, street: number): readonly [number, AvenueLine][] {
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

/** On a numbered street: the position (feet east of 5th) of a house number, or null out of range. */
export function alongStreet(
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

/**
 * Manhattan street addresses placed offline on the street grid of the Commissioners' Plan of 1811
 * (14th to 155th Street), plus Central Park South, Rockefeller Plaza, Wall Street and Broadway.
 *
 * 1. The text -> a house number and a street, a corner or a street (manhattan-address-parser.ts).
 * 2. The number -> where on the street: on an avenue by the address locator's key numbers
 *    (manhattan-avenues.ts), on a numbered street by the standard house-number ranges (manhattan-streets.ts).
 *    - Odd numbers are on the north side of a street and the east side of an avenue, even numbers opposite;
 *      the point is set 20 m off the centre line to that side (the middle of a typical building front).
 * 3. Where on the street -> latitude and longitude on the grid, a rotated rectangle (manhattan-grid.ts).
 * Accuracy: the key numbers are rules of thumb good to about one block (80 m); the point is good to about
 * 100 m, checked in the API tests against 20+ landmarks of the gazetteer with known street addresses.
 */
import type { LatLng } from '../../../shared/contracts/maps.ts';
import { type Avenue, AVENUE_BY_ID, avenueFt, crossStreet } from './manhattan-avenues.ts';
import { parseManhattanAddress, type StreetRef } from './manhattan-address-parser.ts';
import {
  AVENUE_FT,
  type AvenueLine,
  gridPoint,
  lineName,
  type Side,
  SIDE_OFFSET_M,
} from './manhattan-grid.ts';
import { alongStreet, streetBreaks } from './manhattan-streets.ts';

export { crossStreet } from './manhattan-avenues.ts';
export { parseManhattanAddress } from './manhattan-address-parser.ts';

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

const ORDINAL = (n: number) => {
  const t = n % 100;
  if (t >= 11 && t <= 13) return `${n}th`;
  return `${n}${n % 10 === 1 ? 'st' : n % 10 === 2 ? 'nd' : n % 10 === 3 ? 'rd' : 'th'}`;
};

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
    // Broadway below Union Square bends between the three points its table has (8th, 10th, 14th): a house
    // there was found 160 m off (828 Broadway, the Strand; places-measure): said approximate, never exact.
    avenue.id === 'broadway' && cross < 14,
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

import { describe, expect, it } from 'vitest';
import {
  crossStreet,
  manhattanAddressById,
  parseManhattanAddress,
  placeManhattanAddress,
} from './manhattan-addresses.ts';

const at = (text: string) => placeManhattanAddress(text)?.formattedAddress;

describe('the avenue key numbers (cancel the last figure, divide by 2, add the key)', () => {
  it.each([
    ['5th-ave', 350, 33], // Empire State Building, 33rd-34th
    ['5th-ave', 175, 21],
    ['5th-ave', 400, 36], // "up to 400 add 16"
    ['5th-ave', 401, 38], // "401 to 600 add 18"
    ['5th-ave', 768, 58], // The Plaza
    ['5th-ave', 1000, 82], // 776-1286: cancel the last figure, do not divide, subtract 18
    ['5th-ave', 1071, 89],
    ['6th-ave', 1260, 51], // subtract 12
    ['7th-ave', 881, 56], // add 12
    ['8th-ave', 625, 41],
    ['9th-ave', 75, 16],
    ['10th-ave', 500, 39],
    ['lexington-ave', 405, 42],
    ['park-ave', 301, 50],
    ['madison-ave', 660, 59],
    ['1st-ave', 1000, 53],
    ['3rd-ave', 1000, 60],
    ['central-park-w', 200, 80], // divide the whole number by 10, add 60
    ['riverside-dr', 310, 103], // divide by 10, add 72
    ['columbus-ave', 400, 80],
    ['amsterdam-ave', 2000, 160],
    ['broadway', 1535, 45], // above 1000: subtract 31
    ['broadway', 2124, 75],
    ['broadway', 900, 20], // 859-999: subtract 25
    ['broadway', 800, 11], // 754-858: subtract 29
  ])('%s %d is at %dth Street', (avenue, house, street) => {
    expect(crossStreet(avenue, house)).toBe(street);
  });

  it('has no rule below 754 Broadway (below 8th Street) or for unknown avenues and numbers', () => {
    expect(crossStreet('broadway', 500)).toBeNull();
    expect(crossStreet('7th-ave', 2500)).toBeNull();
    expect(crossStreet('nowhere', 100)).toBeNull();
    expect(crossStreet('5th-ave', 0)).toBeNull();
    expect(crossStreet('5th-ave', 1.5)).toBeNull();
  });
});

describe('numbered streets: the house number ranges between avenues', () => {
  it.each([
    ['11 W 53rd St', '11 W 53rd St (between 5th Ave and 6th Ave), New York, NY'],
    ['153 West 57th Street', '153 W 57th St (between 6th Ave and 7th Ave), New York, NY'],
    ['350 W 42nd St', '350 W 42nd St (between 8th Ave and 9th Ave), New York, NY'],
    ['450 W 33rd St', '450 W 33rd St (between 9th Ave and 10th Ave), New York, NY'],
    ['601 W 26th St', '601 W 26th St (between 11th Ave and 12th Ave), New York, NY'],
    ['57 E 57th St', '57 E 57th St (between Madison Ave and Park Ave), New York, NY'],
    ['122 E 42nd St', '122 E 42nd St (between Park Ave and Lexington Ave), New York, NY'],
    ['220 E 42nd St', '220 E 42nd St (between 3rd Ave and 2nd Ave), New York, NY'],
    ['405 E 42nd St', '405 E 42nd St (between 1st Ave and York Ave), New York, NY'],
    // The Upper West Side counts from Central Park West.
    ['150 W 65th St', '150 W 65th St (between Columbus Ave and Amsterdam Ave), New York, NY'],
    ['1 W 72nd St', '1 W 72nd St (between Central Park West and Columbus Ave), New York, NY'],
    // Harlem counts from 5th Avenue again, along Lenox, Adam Clayton Powell and Frederick Douglass.
    [
      '253 W 125th St',
      '253 W 125th St (between Adam Clayton Powell Jr Blvd and Frederick Douglass Blvd), New York, NY',
    ],
  ])('%s', (typed, expected) => {
    expect(at(typed)).toBe(expected);
    expect(placeManhattanAddress(typed)?.approximate).toBe(false);
  });

  it('puts odd numbers on the north side of a street and the east side of an avenue', () => {
    const odd = placeManhattanAddress('11 W 53rd St')?.location;
    const even = placeManhattanAddress('12 W 53rd St')?.location;
    expect(odd && even && odd.lat > even.lat).toBe(true);
    const east = placeManhattanAddress('351 5th Ave')?.location;
    const west = placeManhattanAddress('350 5th Ave')?.location;
    expect(east && west && east.lng > west.lng).toBe(true);
  });

  it('follows the grid uptown: higher streets are further north-east, avenues further west are west', () => {
    const a = placeManhattanAddress('5th Ave & 42nd St')?.location;
    const b = placeManhattanAddress('5th Ave & 59th St')?.location;
    const c = placeManhattanAddress('8th Ave & 42nd St')?.location;
    if (!a || !b || !c) throw new Error('not placed');
    expect(b.lat).toBeGreaterThan(a.lat);
    expect(b.lng).toBeGreaterThan(a.lng); // 29 degrees east of north
    expect(c.lng).toBeLessThan(a.lng);
  });
});

describe('what is approximate, and what is not Manhattan', () => {
  it('marks a street without a number, no east/west, or a number beyond the street as approximate', () => {
    expect(placeManhattanAddress('W 42nd St')).toMatchObject({
      formattedAddress: 'W 42nd St & 7th Ave area, New York, NY',
      approximate: true,
    });
    expect(placeManhattanAddress('350 42nd St')).toMatchObject({
      formattedAddress: '42nd St & 5th Ave area, New York, NY',
      approximate: true,
    });
    expect(placeManhattanAddress('950 W 42nd St')).toMatchObject({
      formattedAddress: 'W 42nd St & 12th Ave area, New York, NY',
      approximate: true,
    });
    expect(placeManhattanAddress('9000 5th Ave')?.approximate).toBe(true);
  });

  it('reads spellings, corners, units and a Manhattan ZIP; refuses other places', () => {
    expect(at('350 Fifth Avenue, New York, NY 10118')).toBe('350 5th Ave (at 33rd St), New York, NY');
    expect(at('350 5th Ave., Apt 4B, Manhattan')).toBe('350 5th Ave (at 33rd St), New York, NY');
    expect(at('5th Ave & E 50th St')).toBe('5th Ave & E 50th St, New York, NY');
    expect(at('W 42nd St and 9th Ave')).toBe('9th Ave & W 42nd St, New York, NY');
    expect(at('1260 Avenue of the Americas')).toBe('1260 6th Ave (at W 51st St), New York, NY');
    for (const other of [
      '100 5th Ave, Brooklyn, NY',
      '350 5th Ave, NY 11215',
      '1 Main St',
      '20 W 4th St', // below 14th Street the Village is off the grid
      'Broadway', // the Theater District's alias, not a street without a word saying so
      'Madison',
      '350 5th',
      '',
    ]) {
      expect(placeManhattanAddress(other), other).toBeNull();
    }
    expect(parseManhattanAddress('x'.repeat(400))).toBeNull();
  });

  it('gives ids that resolve to the same placement, and nothing for ids it did not give', () => {
    const placed = placeManhattanAddress('350 Fifth Avenue');
    expect(placed?.placeId).toBe('addr:350-5th-ave');
    expect(manhattanAddressById('addr:350-5th-ave')).toEqual(placed);
    expect(manhattanAddressById('addr:9th-ave-and-w-42nd-st')?.line).toBe('9th Ave & W 42nd St');
    expect(manhattanAddressById('addr:350-fifth-avenue')).toBeNull();
    expect(manhattanAddressById('addr:1-main-st')).toBeNull();
    expect(manhattanAddressById('addr:')).toBeNull();
    expect(manhattanAddressById('gz:jfk')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import {
  AREA_KEYS,
  AREAS,
  addressWords,
  areaOf,
  gridNorthing,
  inPolygon,
  type AreaKey,
} from './nyc-areas.ts';

/** Places a dispatcher knows, with the area each must fall in ([lat, lng] as a map reads them). */
const PLACES: [string, number, number, AreaKey][] = [
  ['JFK Terminal 4', 40.6441, -73.7822, 'jfk'],
  ['JFK Terminal 8', 40.6469, -73.7897, 'jfk'],
  ['LaGuardia Terminal B', 40.7741, -73.8719, 'lga'],
  ['Newark Terminal C', 40.6925, -74.1787, 'ewr'],
  ['Teterboro Airport', 40.8501, -74.0608, 'teb'],
  ['Westchester County Airport', 41.067, -73.7076, 'hpn'],
  ['Islip MacArthur Airport', 40.7952, -73.1002, 'isp'],
  ['Battery Park', 40.7033, -74.017, 'manhattan-lower'],
  ['Wall Street', 40.7064, -74.0094, 'manhattan-lower'],
  ['South Street Seaport', 40.706, -74.0035, 'manhattan-lower'],
  ['World Trade Center', 40.7127, -74.0134, 'manhattan-lower'],
  ['Washington Square', 40.7308, -73.9973, 'manhattan-lower'],
  ['Tompkins Square', 40.7265, -73.9815, 'manhattan-lower'],
  ['Union Square (north of 14th)', 40.7359, -73.9906, 'manhattan-midtown'],
  ['Chelsea Market', 40.7424, -74.0061, 'manhattan-midtown'],
  ['Times Square', 40.758, -73.9855, 'manhattan-midtown'],
  ['Grand Central', 40.7527, -73.9772, 'manhattan-midtown'],
  ['United Nations', 40.7489, -73.968, 'manhattan-midtown'],
  ['The Plaza Hotel (59th and 5th)', 40.7646, -73.9743, 'manhattan-midtown'],
  ['Lincoln Center (64th)', 40.7725, -73.9835, 'manhattan-uptown'],
  ['The Met (82nd and 5th)', 40.7794, -73.9632, 'manhattan-uptown'],
  ['Carl Schurz Park', 40.7753, -73.9434, 'manhattan-uptown'],
  ['Columbia University (116th)', 40.8075, -73.9626, 'manhattan-upper'],
  ['Apollo Theater (125th)', 40.81, -73.95, 'manhattan-upper'],
  ['East Harlem (116th and 2nd)', 40.7975, -73.9365, 'manhattan-upper'],
  ['Mount Sinai (100th and 5th)', 40.7899, -73.9526, 'manhattan-uptown'],
  ['George Washington Bridge bus station', 40.849, -73.9385, 'manhattan-upper'],
  ['Inwood (Dyckman Street)', 40.8656, -73.9275, 'manhattan-upper'],
  ['Yankee Stadium', 40.8296, -73.9262, 'bronx'],
  ['Bronx Zoo', 40.8506, -73.8769, 'bronx'],
  ['Riverdale', 40.9003, -73.9066, 'bronx'],
  ['Co-op City', 40.8744, -73.8294, 'bronx'],
  ['Throgs Neck', 40.8187, -73.8183, 'bronx'],
  ['Long Island City (Court Square)', 40.7471, -73.9456, 'queens'],
  ['Gantry Plaza', 40.7453, -73.9583, 'queens'],
  ['Astoria', 40.7644, -73.9235, 'queens'],
  ['Flushing Main Street', 40.7596, -73.8303, 'queens'],
  ['Jamaica Station', 40.6995, -73.8083, 'queens'],
  ['Forest Hills', 40.7196, -73.8448, 'queens'],
  ['Ridgewood', 40.7005, -73.9055, 'queens'],
  ['Rockaway Beach', 40.5857, -73.8157, 'queens'],
  ['Whitestone', 40.7935, -73.8106, 'queens'],
  ['DUMBO', 40.7033, -73.9881, 'brooklyn'],
  ['Brooklyn Heights', 40.6959, -73.9956, 'brooklyn'],
  ['Williamsburg (Bedford Av)', 40.7174, -73.9565, 'brooklyn'],
  ['Domino Park', 40.7145, -73.968, 'brooklyn'],
  ['Greenpoint', 40.7301, -73.9542, 'brooklyn'],
  ['Bushwick', 40.6944, -73.9213, 'brooklyn'],
  ['Barclays Center', 40.6826, -73.9754, 'brooklyn'],
  ['Coney Island', 40.5755, -73.9707, 'brooklyn'],
  ['Bay Ridge', 40.6264, -74.0299, 'brooklyn'],
  ['Canarsie', 40.6402, -73.9006, 'brooklyn'],
  ['St. George ferry terminal', 40.6437, -74.0736, 'staten-island'],
  ['Staten Island Mall', 40.5822, -74.1676, 'staten-island'],
  ['Tottenville', 40.5084, -74.2449, 'staten-island'],
  ['Hoboken Terminal', 40.7355, -74.0275, 'new-jersey'],
  ['Hoboken (Washington St)', 40.744, -74.0324, 'new-jersey'],
  ['Jersey City Exchange Place', 40.7163, -74.033, 'new-jersey'],
  ['Weehawken', 40.7695, -74.0204, 'new-jersey'],
  ['Fort Lee', 40.8509, -73.9701, 'new-jersey'],
  ['Newark Penn Station', 40.7347, -74.1644, 'new-jersey'],
  ['Princeton', 40.3573, -74.6672, 'other'],
  ['Garden City', 40.7268, -73.6343, 'long-island'],
  ['Great Neck', 40.8007, -73.7285, 'long-island'],
  ['The Hamptons (Southampton)', 40.8843, -72.3895, 'long-island'],
  ['Yonkers', 40.9312, -73.8987, 'westchester'],
  ['White Plains', 41.034, -73.7629, 'westchester'],
  ['New Rochelle', 40.9115, -73.7824, 'westchester'],
  ['Port Chester', 41.0018, -73.6657, 'westchester'],
  ['Greenwich', 41.0262, -73.6282, 'connecticut'],
  ['Stamford', 41.0534, -73.5387, 'connecticut'],
  ['Boston', 42.3601, -71.0589, 'other'],
];

describe('the areas of popular routes', () => {
  it.each(PLACES)('%s', (_name, lat, lng, key) => {
    expect(areaOf(lat, lng)).toBe(key);
  });

  it('cuts Manhattan along the street grid, not along parallels', () => {
    // 14th Street at both rivers has one grid northing, although the west end lies 0.013° further north.
    const east = gridNorthing(-73.9745, 40.7292);
    const west = gridNorthing(-74.0085, 40.7425);
    expect(Math.abs(east - west)).toBeLessThan(0.001);
  });

  it('places a booking without coordinates by the words of its address, else Other', () => {
    expect(areaOf(null, null, 'JFK Terminal 4, Queens, NY 11430')).toBe('jfk');
    expect(areaOf(null, null, 'LaGuardia Airport (LGA), Queens')).toBe('lga');
    expect(areaOf(null, null, '1 Main St, Brooklyn, NY 11201')).toBe('brooklyn');
    expect(areaOf(null, null, '1 Hudson Pl, Hoboken, NJ 07030')).toBe('new-jersey');
    // A word, not a fragment: "Wispy" is not Islip's ISP, "Queensboro" is not Queens.
    expect(areaOf(null, null, '12 Wispy Lane, Queensboro Plaza')).toBe('other');
    expect(areaOf(null, null, '11 W 53rd St, New York, NY 10019')).toBe('other');
    expect(areaOf(null, null)).toBe('other');
    expect(addressWords('Hoboken,  NJ 07030')).toBe(' hoboken nj 07030 ');
  });

  it('names only known keys, each area once, and closes every outline', () => {
    const keys = AREAS.flatMap((a) => (typeof a.key === 'string' ? [a.key] : a.key.map((b) => b.key)));
    expect(new Set(keys).size).toBe(keys.length);
    for (const k of keys) expect(AREA_KEYS).toContain(k);
    expect(AREA_KEYS.filter((k) => !keys.includes(k))).toEqual(['other']);
    expect(
      inPolygon(0.5, 0.5, [
        [0, 0],
        [1, 0],
        [1, 1],
        [0, 1],
      ]),
    ).toBe(true);
    expect(
      inPolygon(1.5, 0.5, [
        [0, 0],
        [1, 0],
        [1, 1],
        [0, 1],
      ]),
    ).toBe(false);
  });
});

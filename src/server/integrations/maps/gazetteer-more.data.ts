import type { PlaceKind } from '../../../shared/contracts/maps.ts';
import type { GazetteerEntry } from './gazetteer.data.ts';

/**
 * Well-known places the first gazetteer lacked (issue 34: "Brooklyn Botanic Garden" found the Bronx's garden,
 * "Peter Luger" found Stuyvesant Town): museums, gardens, theatres, restaurants and shops a chauffeur is asked
 * for, in the same form as gazetteer.data.ts (the entrance a car stops at, good to about 100 m). Restaurants
 * are venues (the place kinds are the contract's). Ids are stable: never reuse one.
 */
type Row = [slug: string, name: string, where: string, lat: number, lng: number, aliases?: readonly string[]];

const rows = (kind: PlaceKind, list: Row[]): GazetteerEntry[] =>
  list.map(([slug, name, where, lat, lng, aliases = []]) => ({
    place_id: `gz:${slug}`,
    name,
    aliases,
    kind,
    formattedAddress: `${name}, ${where}`,
    location: { lat, lng },
  }));

const LANDMARKS = rows('landmark', [
  [
    'brooklyn-botanic-garden',
    'Brooklyn Botanic Garden',
    '990 Washington Ave, Brooklyn, NY 11225',
    40.6694,
    -73.9624,
    ['BBG'],
  ],
  ['brooklyn-museum', 'Brooklyn Museum', '200 Eastern Pkwy, Brooklyn, NY 11238', 40.6712, -73.9636],
  [
    'green-wood-cemetery',
    'Green-Wood Cemetery',
    '500 25th St, Brooklyn, NY 11232',
    40.6577,
    -73.9946,
    ['Greenwood Cemetery'],
  ],
  ['grand-army-plaza', 'Grand Army Plaza', 'Brooklyn, NY 11238', 40.6742, -73.9702],
  [
    'frick-collection',
    'The Frick Collection',
    '1 E 70th St, New York, NY 10021',
    40.7712,
    -73.967,
    ['Frick'],
  ],
  [
    'morgan-library',
    'The Morgan Library & Museum',
    '225 Madison Ave, New York, NY 10016',
    40.7492,
    -73.9813,
    ['Morgan Library'],
  ],
  [
    'nypl-main',
    'New York Public Library (Stephen A. Schwarzman Building)',
    '476 5th Ave, New York, NY 10018',
    40.7532,
    -73.9822,
    ['NYPL', 'Public Library', 'Main Library'],
  ],
  [
    'stonewall-inn',
    'Stonewall Inn',
    '53 Christopher St, New York, NY 10014',
    40.7338,
    -74.0021,
    ['Stonewall'],
  ],
  [
    'charging-bull',
    'Charging Bull',
    'Bowling Green, New York, NY 10004',
    40.7056,
    -74.0134,
    ['Wall Street Bull'],
  ],
  [
    'columbia-university',
    'Columbia University',
    '116th St & Broadway, New York, NY 10027',
    40.8075,
    -73.9626,
    ['Columbia'],
  ],
  [
    'nyu-washington-square',
    'New York University',
    '70 Washington Square S, New York, NY 10012',
    40.7295,
    -73.9965,
    ['NYU'],
  ],
  ['queens-museum', 'Queens Museum', 'Flushing Meadows Corona Park, Queens, NY 11368', 40.7458, -73.8467],
  ['moma-ps1', 'MoMA PS1', '22-25 Jackson Ave, Long Island City, NY 11101', 40.7454, -73.9471, ['PS1']],
  ['ny-hall-of-science', 'New York Hall of Science', '47-01 111th St, Queens, NY 11368', 40.7471, -73.8516],
  [
    'snug-harbor',
    'Snug Harbor Cultural Center',
    '1000 Richmond Terrace, Staten Island, NY 10301',
    40.6437,
    -74.1028,
  ],
  ['wave-hill', 'Wave Hill', '4900 Independence Ave, Bronx, NY 10471', 40.8984, -73.912],
  [
    'liberty-science-center',
    'Liberty Science Center',
    '222 Jersey City Blvd, Jersey City, NJ 07305',
    40.7083,
    -74.0553,
  ],
  [
    'stevens-institute',
    'Stevens Institute of Technology',
    '1 Castle Point Terrace, Hoboken, NJ 07030',
    40.7448,
    -74.0256,
    ['Stevens'],
  ],
  ['domino-park', 'Domino Park', '15 River St, Brooklyn, NY 11249', 40.7144, -73.9686],
]);

const VENUES = rows('venue', [
  [
    'peter-luger',
    'Peter Luger Steak House',
    '178 Broadway, Brooklyn, NY 11211',
    40.7099,
    -73.9623,
    ['Peter Luger', 'Luger'],
  ],
  ['cipriani-wall-street', 'Cipriani Wall Street', '55 Wall St, New York, NY 10005', 40.7062, -74.0093],
  ['cipriani-42nd-street', 'Cipriani 42nd Street', '110 E 42nd St, New York, NY 10017', 40.7515, -73.9771],
  [
    'katzs-deli',
    "Katz's Delicatessen",
    '205 E Houston St, New York, NY 10002',
    40.7223,
    -73.9874,
    ['Katz Deli', 'Katzs'],
  ],
  ['carbone', 'Carbone', '181 Thompson St, New York, NY 10012', 40.7279, -74.0002],
  ['le-bernardin', 'Le Bernardin', '155 W 51st St, New York, NY 10019', 40.7615, -73.9818],
  ['eleven-madison-park', 'Eleven Madison Park', '11 Madison Ave, New York, NY 10010', 40.7416, -73.9872],
  [
    'tavern-on-the-green',
    'Tavern on the Green',
    'Central Park West & W 67th St, New York, NY 10023',
    40.7723,
    -73.9777,
  ],
  ['keens-steakhouse', 'Keens Steakhouse', '72 W 36th St, New York, NY 10018', 40.7507, -73.9868, ['Keens']],
  ['gramercy-tavern', 'Gramercy Tavern', '42 E 20th St, New York, NY 10003', 40.7385, -73.9885],
  ['balthazar', 'Balthazar', '80 Spring St, New York, NY 10012', 40.7226, -73.9981],
  ['the-river-cafe', 'The River Café', '1 Water St, Brooklyn, NY 11201', 40.7036, -73.9947, ['River Cafe']],
  [
    'juniors-brooklyn',
    "Junior's Restaurant",
    '386 Flatbush Ave Ext, Brooklyn, NY 11201',
    40.6901,
    -73.9818,
    ["Junior's Cheesecake", 'Juniors'],
  ],
  ['smith-wollensky', 'Smith & Wollensky', '797 3rd Ave, New York, NY 10022', 40.7548, -73.9712],
  [
    'sylvias',
    "Sylvia's Restaurant",
    '328 Malcolm X Blvd, New York, NY 10027',
    40.8084,
    -73.9447,
    ['Sylvias'],
  ],
  ['per-se', 'Per Se', '10 Columbus Circle, New York, NY 10019', 40.7681, -73.9829],
  ['daniel', 'Daniel', '60 E 65th St, New York, NY 10065', 40.7667, -73.9675, ['Restaurant Daniel']],
  ['russ-and-daughters', 'Russ & Daughters', '179 E Houston St, New York, NY 10002', 40.7224, -73.9882],
  ['kings-theatre', 'Kings Theatre', '1027 Flatbush Ave, Brooklyn, NY 11226', 40.6459, -73.9576],
  ['webster-hall', 'Webster Hall', '125 E 11th St, New York, NY 10003', 40.7318, -73.9891],
  [
    'nassau-coliseum',
    'Nassau Coliseum',
    '1255 Hempstead Tpke, Uniondale, NY 11553',
    40.7229,
    -73.5905,
    ['Nassau Veterans Memorial Coliseum'],
  ],
  [
    'roosevelt-field',
    'Roosevelt Field',
    '630 Old Country Rd, Garden City, NY 11530',
    40.7379,
    -73.6137,
    ['Roosevelt Field Mall'],
  ],
]);

/** The places above, appended to the curated list (gazetteer.data.ts). */
export const MORE_PLACES: readonly GazetteerEntry[] = [...LANDMARKS, ...VENUES];

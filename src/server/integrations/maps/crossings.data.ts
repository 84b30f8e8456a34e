import type { LatLng } from '../../../shared/contracts/maps.ts';
import type { CrossingId } from '../../../shared/domain/crossings.ts';

/**
 * Hand-drawn, simplified geometry of New York's water barriers, the facilities that cross them and the
 * Congestion Relief Zone. Coordinates are [lat, lng], WGS84, drawn from memory of the city's map and
 * accurate to roughly 100-200 m: plenty to tell which side of a river a point is on and which bridge or
 * tunnel a route uses, not a survey. Decision record 007 explains the model.
 *
 * - Barriers are lines drawn in the water. Two are closed rings around islands (Manhattan, Staten Island);
 *   two are open lines (the upper East River and Long Island Sound north of Queens; Rockaway Inlet and the
 *   south of Jamaica Bay). A route that goes from one side to the other crosses the line, and the crossing
 *   is attributed to the nearest facility drawn on that barrier.
 * - Regions are the land masses between them: the two rings themselves, the Rockaway peninsula, Long Island
 *   (Brooklyn, Queens, Nassau, Suffolk), the west bank of the Hudson (New Jersey, Rockland, Orange…) and,
 *   for everything else, the mainland east of the Hudson (the Bronx, Westchester, Connecticut).
 * - Facilities join two regions. `a` and `b` are points on land at either end (portals, toll plazas or the
 *   ramps at the end of the bridge); the embedded router draws its route through them.
 */

type Pt = readonly [lat: number, lng: number];

const toLatLng = ([lat, lng]: Pt): LatLng => ({ lat, lng });
const line = (points: readonly Pt[]): LatLng[] => points.map(toLatLng);

export type RegionId = 'manhattan' | 'staten-island' | 'rockaway' | 'long-island' | 'west' | 'mainland';

export type BarrierId = 'manhattan-shore' | 'staten-island-shore' | 'long-island-north' | 'rockaway-inlet';

export interface BarrierDef {
  id: BarrierId;
  name: string;
  /** A closed ring (the last point joins the first) or an open line. */
  closed: boolean;
  points: LatLng[];
}

export type TollDirection =
  /** Free (East River and Harlem River bridges, and routing-only links). */
  | 'none'
  /** Charged both ways. */
  | 'both'
  /** Charged only when travelling from `a` to `b` (into New York on the Port Authority crossings). */
  | 'a-to-b';

export interface FacilityDef {
  /** Unique key (a CrossingId may have several spans, such as the RFK Bridge). */
  key: string;
  /** The priced facility, or null for a free crossing (listed so routes that use it are recognised). */
  crossingId: CrossingId | null;
  name: string;
  /** The barrier it crosses; null for routing-only links on land or far up the Hudson. */
  barrier: BarrierId | null;
  a: LatLng;
  b: LatLng;
  /** Regions of `a` and `b`. */
  regions: readonly [RegionId, RegionId];
  toll: TollDirection;
  /** Whether the embedded router may use it (the tolled tunnels next to free bridges are left out). */
  routable: boolean;
}

export const CROSSING_NAMES: Record<CrossingId, string> = {
  'george-washington-bridge': 'George Washington Bridge',
  'lincoln-tunnel': 'Lincoln Tunnel',
  'holland-tunnel': 'Holland Tunnel',
  'goethals-bridge': 'Goethals Bridge',
  'bayonne-bridge': 'Bayonne Bridge',
  'outerbridge-crossing': 'Outerbridge Crossing',
  'verrazzano-narrows-bridge': 'Verrazzano-Narrows Bridge',
  'rfk-bridge': 'Robert F. Kennedy Bridge',
  'bronx-whitestone-bridge': 'Bronx-Whitestone Bridge',
  'throgs-neck-bridge': 'Throgs Neck Bridge',
  'queens-midtown-tunnel': 'Queens Midtown Tunnel',
  'hugh-carey-tunnel': 'Hugh L. Carey Tunnel',
  'henry-hudson-bridge': 'Henry Hudson Bridge',
  'marine-parkway-bridge': 'Marine Parkway-Gil Hodges Memorial Bridge',
  'cross-bay-bridge': 'Cross Bay Veterans Memorial Bridge',
  'congestion-relief-zone': 'Congestion Relief Zone',
};

// ---------------------------------------------------------------------------------------------------------
// Manhattan: a ring in the water, up the middle of the Hudson, east along Spuyten Duyvil Creek, down the
// Harlem River and the East River (west channel, so Roosevelt Island is outside), and across the mouth of
// the East River between the Battery and Governors Island.

const HUDSON_AT_MANHATTAN: Pt[] = [
  [40.695, -74.033], // Upper Bay, off the Battery and Liberty State Park
  [40.715, -74.0245], // off Battery Park City / Exchange Place
  [40.73, -74.0215], // off Pier 40 / Newport
  [40.746, -74.017], // off Chelsea / Hoboken
  [40.765, -74.009], // off the Lincoln Tunnel / Weehawken
  [40.777, -74.0015], // off West 65th / Port Imperial
  [40.8, -73.985], // off West 105th / Edgewater
  [40.825, -73.968], // off West 140th
  [40.851, -73.955], // George Washington Bridge
  [40.879, -73.937], // off Inwood Hill Park
];

const MANHATTAN_RING: Pt[] = [
  ...HUDSON_AT_MANHATTAN,
  // Spuyten Duyvil Creek and the Harlem Ship Canal
  [40.8795, -73.928],
  [40.878, -73.9215], // Henry Hudson Bridge
  [40.876, -73.916],
  [40.8738, -73.9115], // Broadway Bridge
  // Harlem River, north to south
  [40.8705, -73.9105],
  [40.865, -73.9125],
  [40.862, -73.914], // University Heights Bridge
  [40.855, -73.9205],
  [40.8463, -73.9278], // Washington Bridge / Alexander Hamilton Bridge
  [40.842, -73.9305], // High Bridge
  [40.835, -73.933],
  [40.8283, -73.934], // Macombs Dam Bridge
  [40.82, -73.935], // 145th Street Bridge
  [40.814, -73.9335], // Madison Avenue Bridge
  [40.808, -73.932], // Third Avenue Bridge
  [40.804, -73.93], // Willis Avenue Bridge
  [40.801, -73.9285], // RFK Bridge, Harlem River span
  [40.795, -73.929],
  [40.787, -73.934], // off East 106th / Wards Island
  [40.78, -73.937], // Hell Gate, off Carl Schurz Park
  // East River (west channel), north to south
  [40.772, -73.942], // off Roosevelt Island's north tip
  [40.765, -73.949],
  [40.7588, -73.9565], // Queensboro Bridge
  [40.752, -73.962],
  [40.7465, -73.967], // Queens Midtown Tunnel
  [40.738, -73.97],
  [40.729, -73.9665], // off the East 14th Street power plant
  [40.72, -73.968],
  [40.7135, -73.9725], // Williamsburg Bridge
  [40.708, -73.978],
  [40.706, -73.99], // Manhattan Bridge
  [40.704, -73.997], // Brooklyn Bridge
  [40.699, -74.006],
  [40.696, -74.013], // Hugh L. Carey Tunnel, between the Battery and Governors Island
  [40.695, -74.025],
];

// Staten Island: a ring through the Upper Bay, the Narrows, the Lower Bay, Raritan Bay, the Arthur Kill and
// the Kill Van Kull.
const STATEN_ISLAND_RING: Pt[] = [
  [40.653, -74.07], // Upper Bay, north of St. George
  [40.65, -74.065],
  [40.63, -74.06],
  [40.615, -74.052],
  [40.6065, -74.0455], // the Narrows (Verrazzano-Narrows Bridge)
  [40.59, -74.05],
  [40.575, -74.06],
  [40.555, -74.09],
  [40.53, -74.13],
  [40.51, -74.18],
  [40.495, -74.235],
  [40.505, -74.258], // mouth of the Arthur Kill, off Tottenville
  [40.5256, -74.252], // Outerbridge Crossing
  [40.545, -74.24],
  [40.56, -74.222],
  [40.585, -74.205],
  [40.61, -74.2],
  [40.636, -74.1975], // Goethals Bridge
  [40.644, -74.185], // Arthur Kill, Newark Bay and Kill Van Kull meet
  [40.6455, -74.165],
  [40.6425, -74.142], // Bayonne Bridge
  [40.645, -74.11],
  [40.648, -74.085],
];

// Hell Gate, the upper East River between Queens and the Bronx, then Long Island Sound.
const LONG_ISLAND_NORTH: Pt[] = [
  [40.772, -73.942], // meets the Manhattan ring off Roosevelt Island's north tip
  [40.78, -73.926], // Hell Gate (RFK Bridge, Queens span)
  [40.786, -73.918],
  [40.79, -73.905], // off Steinway
  [40.792, -73.895],
  [40.799, -73.88], // north of Rikers Island
  [40.801, -73.86], // between Clason Point and College Point
  [40.8, -73.829], // Bronx-Whitestone Bridge
  [40.799, -73.81],
  [40.8, -73.793], // Throgs Neck Bridge
  [40.808, -73.77],
  [40.835, -73.755], // Long Island Sound, between City Island and Kings Point
  [40.87, -73.73],
  [40.9, -73.65],
  [40.98, -73.3],
  [41.1, -72.8],
  [41.2, -72.3],
  [41.1, -71.85], // off Montauk
];

// Rockaway Inlet and the south of Jamaica Bay, west to east; it ends at the head of the bay, where the
// Rockaway peninsula joins Nassau County by land.
const ROCKAWAY_INLET: Pt[] = [
  [40.562, -73.95],
  [40.57, -73.91],
  [40.5735, -73.8855], // Marine Parkway-Gil Hodges Memorial Bridge
  [40.579, -73.865],
  [40.586, -73.84],
  [40.5905, -73.82], // Cross Bay Veterans Memorial Bridge
  [40.596, -73.795],
  [40.603, -73.775],
  [40.61, -73.76],
  [40.61, -73.74], // Queens / Nassau line in Far Rockaway
];

export const BARRIERS: readonly BarrierDef[] = [
  { id: 'manhattan-shore', name: 'Manhattan shore', closed: true, points: line(MANHATTAN_RING) },
  { id: 'staten-island-shore', name: 'Staten Island shore', closed: true, points: line(STATEN_ISLAND_RING) },
  { id: 'long-island-north', name: 'Upper East River', closed: false, points: line(LONG_ISLAND_NORTH) },
  { id: 'rockaway-inlet', name: 'Rockaway Inlet', closed: false, points: line(ROCKAWAY_INLET) },
];

// ---------------------------------------------------------------------------------------------------------
// Regions (polygons are checked in this order; a point in none of them is on the mainland east of the
// Hudson). The rings double as the polygons of Manhattan and Staten Island, so a facility crosses its
// barrier exactly when its two ends are in different regions.

const ROCKAWAY_POLYGON: Pt[] = [
  ...ROCKAWAY_INLET,
  [40.58, -73.74], // Atlantic Ocean, south of Far Rockaway
  [40.565, -73.8],
  [40.55, -73.88],
  [40.54, -73.95], // off Breezy Point
];

/** Brooklyn, Queens (with Roosevelt Island), Nassau and Suffolk. */
const LONG_ISLAND_POLYGON: Pt[] = [
  ...LONG_ISLAND_NORTH,
  [40.95, -71.8],
  [40.6, -72.8],
  [40.53, -73.5],
  [40.52, -73.95], // Atlantic Ocean, off Coney Island
  [40.55, -74.02], // Lower Bay
  [40.585, -74.04],
  [40.6065, -74.0455], // the Narrows
  [40.625, -74.053],
  [40.65, -74.045], // Upper Bay, off Sunset Park
  [40.68, -74.03], // off Red Hook
  // up the East River along the Manhattan ring, south to north
  [40.696, -74.013],
  [40.699, -74.006],
  [40.704, -73.997],
  [40.706, -73.99],
  [40.708, -73.978],
  [40.7135, -73.9725],
  [40.72, -73.968],
  [40.729, -73.9665],
  [40.738, -73.97],
  [40.7465, -73.967],
  [40.752, -73.962],
  [40.7588, -73.9565],
  [40.765, -73.949],
];

/** The Hudson north of Manhattan, south to north (its middle; the west bank is the `west` region). */
const HUDSON_NORTH: Pt[] = [
  [40.9, -73.925], // off Riverdale
  [40.93, -73.912], // off Yonkers
  [41.0, -73.895], // off Hastings-on-Hudson
  [41.07, -73.89], // Tappan Zee
  [41.18, -73.925], // Haverstraw Bay
  [41.27, -73.97],
  [41.32, -73.985], // Bear Mountain Bridge
  [41.385, -73.9485], // off West Point
  [41.425, -73.97],
  [41.52, -73.995], // Newburgh-Beacon Bridge
  [41.7, -73.95], // Mid-Hudson Bridge
  [41.97, -73.965], // Kingston-Rhinecliff Bridge
  [42.223, -73.862], // Rip Van Winkle Bridge
  [42.65, -73.75], // Albany
  [43.0, -73.68],
];

/** New Jersey and the west bank of the Hudson, far enough out to cover the whole service area. */
const WEST_POLYGON: Pt[] = [
  [38.0, -77.0],
  [43.0, -77.0],
  ...[...HUDSON_NORTH].reverse(),
  ...[...HUDSON_AT_MANHATTAN].reverse(),
  [40.65, -74.05], // Upper Bay (Brooklyn and Staten Island are matched before this polygon)
  [40.6, -74.04],
  [40.5, -73.95], // Lower Bay, north of Sandy Hook
  [40.3, -73.8], // Atlantic Ocean, off Long Branch
  [38.0, -73.8],
];

/**
 * The Congestion Relief Zone: Manhattan at and below 60th Street, drawn a little inside the shore so that
 * the FDR Drive and the West Side Highway (Route 9A), which the MTA excludes, stay mostly outside it.
 */
const CONGESTION_ZONE_POLYGON: Pt[] = [
  [40.7718, -73.9915], // West 60th Street near the West Side Highway
  [40.7651, -73.9727], // 60th Street and Fifth Avenue
  [40.7596, -73.9598], // 60th Street and York Avenue
  [40.754, -73.965], // Sutton Place
  [40.7475, -73.971], // Tudor City / First Avenue
  [40.742, -73.9745],
  [40.734, -73.977], // Avenue C
  [40.726, -73.974], // Avenue D
  [40.718, -73.977],
  [40.7125, -73.9815], // Grand Street
  [40.7105, -73.989], // Cherry Street
  [40.7085, -74.001],
  [40.704, -74.0085], // Water Street and Wall Street
  [40.7018, -74.0125], // Whitehall
  [40.703, -74.017], // Battery Park
  [40.71, -74.017], // Battery Park City
  [40.717, -74.015],
  [40.72, -74.0115], // Chambers Street
  [40.729, -74.0095],
  [40.74, -74.0075], // West 14th Street
  [40.75, -74.0045], // West 27th Street, Eleventh Avenue
  [40.759, -74.0], // West 38th Street
  [40.767, -73.995], // West 52nd Street
];

export interface RegionPolygon {
  region: RegionId;
  points: LatLng[];
}

/** Polygons in the order they are tested. */
export const REGION_POLYGONS: readonly RegionPolygon[] = [
  { region: 'manhattan', points: line(MANHATTAN_RING) },
  { region: 'staten-island', points: line(STATEN_ISLAND_RING) },
  { region: 'rockaway', points: line(ROCKAWAY_POLYGON) },
  { region: 'long-island', points: line(LONG_ISLAND_POLYGON) },
  { region: 'west', points: line(WEST_POLYGON) },
];

export const CONGESTION_ZONE: readonly LatLng[] = line(CONGESTION_ZONE_POLYGON);

// ---------------------------------------------------------------------------------------------------------
// Facilities.

interface FacilityInput {
  key: string;
  crossingId?: CrossingId;
  name?: string;
  barrier: BarrierId | null;
  a: Pt;
  b: Pt;
  regions: readonly [RegionId, RegionId];
  toll?: TollDirection;
  routable?: boolean;
}

const FACILITY_INPUTS: FacilityInput[] = [
  // Hudson River: Port Authority, charged eastbound (into New York) only.
  {
    key: 'george-washington-bridge',
    crossingId: 'george-washington-bridge',
    barrier: 'manhattan-shore',
    a: [40.8555, -73.968], // Fort Lee toll plaza
    b: [40.849, -73.942], // Trans-Manhattan Expressway
    regions: ['west', 'manhattan'],
    toll: 'a-to-b',
  },
  {
    key: 'lincoln-tunnel',
    crossingId: 'lincoln-tunnel',
    barrier: 'manhattan-shore',
    a: [40.763, -74.024], // Weehawken helix
    b: [40.7585, -73.9975], // Dyer Avenue, West 39th Street
    regions: ['west', 'manhattan'],
    toll: 'a-to-b',
  },
  {
    key: 'holland-tunnel',
    crossingId: 'holland-tunnel',
    barrier: 'manhattan-shore',
    a: [40.7275, -74.0385], // Jersey City, 12th Street
    b: [40.7235, -74.0075], // Canal Street
    regions: ['west', 'manhattan'],
    toll: 'a-to-b',
  },
  // East River: the four bridges are free; the two tunnels are tolled both ways and not used by the
  // embedded router (a free bridge is always a few hundred metres away).
  {
    key: 'brooklyn-bridge',
    name: 'Brooklyn Bridge',
    barrier: 'manhattan-shore',
    a: [40.699, -73.9895], // Cadman Plaza / Tillary Street
    b: [40.7115, -74.003], // City Hall
    regions: ['long-island', 'manhattan'],
  },
  {
    key: 'manhattan-bridge',
    name: 'Manhattan Bridge',
    barrier: 'manhattan-shore',
    a: [40.6985, -73.9845], // Flatbush Avenue Extension
    b: [40.717, -73.996], // Canal Street and the Bowery
    regions: ['long-island', 'manhattan'],
  },
  {
    key: 'williamsburg-bridge',
    name: 'Williamsburg Bridge',
    barrier: 'manhattan-shore',
    a: [40.71, -73.96], // Williamsburg, Broadway
    b: [40.718, -73.987], // Delancey Street
    regions: ['long-island', 'manhattan'],
  },
  {
    key: 'queensboro-bridge',
    name: 'Ed Koch Queensboro Bridge',
    barrier: 'manhattan-shore',
    a: [40.7505, -73.94], // Queens Plaza
    b: [40.762, -73.9618], // Second Avenue and East 62nd Street (upper-level exit, outside the zone)
    regions: ['long-island', 'manhattan'],
  },
  {
    key: 'queens-midtown-tunnel',
    crossingId: 'queens-midtown-tunnel',
    barrier: 'manhattan-shore',
    a: [40.7435, -73.9535], // Long Island City, Borden Avenue
    b: [40.7465, -73.9745], // East 37th Street and Second Avenue
    regions: ['long-island', 'manhattan'],
    toll: 'both',
    routable: false,
  },
  {
    key: 'hugh-carey-tunnel',
    crossingId: 'hugh-carey-tunnel',
    barrier: 'manhattan-shore',
    a: [40.6825, -74.0035], // Red Hook, Hamilton Avenue
    b: [40.7025, -74.0135], // Battery Park Underpass
    regions: ['long-island', 'manhattan'],
    toll: 'both',
    routable: false,
  },
  // RFK Bridge: two spans meet on Randalls Island (part of the mainland region here); tolled both ways,
  // one toll for the whole trip.
  {
    key: 'rfk-bridge-harlem',
    crossingId: 'rfk-bridge',
    barrier: 'manhattan-shore',
    a: [40.7925, -73.9225], // Randalls Island
    b: [40.803, -73.934], // Second Avenue and East 125th Street
    regions: ['mainland', 'manhattan'],
    toll: 'both',
  },
  {
    key: 'rfk-bridge-hell-gate',
    crossingId: 'rfk-bridge',
    barrier: 'long-island-north',
    a: [40.776, -73.916], // Astoria, Hoyt Avenue
    b: [40.7925, -73.9225], // Randalls Island
    regions: ['long-island', 'mainland'],
    toll: 'both',
  },
  // Harlem River: free bridges, and the Henry Hudson Bridge (tolled both ways; the free Broadway Bridge is
  // next to it, so the embedded router does not use it).
  {
    key: 'willis-avenue-bridge',
    name: 'Willis Avenue Bridge',
    barrier: 'manhattan-shore',
    a: [40.8075, -73.9265],
    b: [40.8015, -73.933],
    regions: ['mainland', 'manhattan'],
  },
  {
    key: 'third-avenue-bridge',
    name: 'Third Avenue Bridge',
    barrier: 'manhattan-shore',
    a: [40.8105, -73.929],
    b: [40.806, -73.936],
    regions: ['mainland', 'manhattan'],
  },
  {
    key: 'madison-avenue-bridge',
    name: 'Madison Avenue Bridge',
    barrier: 'manhattan-shore',
    a: [40.814, -73.929],
    b: [40.8125, -73.938],
    regions: ['mainland', 'manhattan'],
  },
  {
    key: '145th-street-bridge',
    name: '145th Street Bridge',
    barrier: 'manhattan-shore',
    a: [40.819, -73.93],
    b: [40.8205, -73.9395],
    regions: ['mainland', 'manhattan'],
  },
  {
    key: 'macombs-dam-bridge',
    name: 'Macombs Dam Bridge',
    barrier: 'manhattan-shore',
    a: [40.8275, -73.929],
    b: [40.829, -73.9385],
    regions: ['mainland', 'manhattan'],
  },
  {
    key: 'washington-bridge',
    name: 'Alexander Hamilton / Washington Bridge',
    barrier: 'manhattan-shore',
    a: [40.8455, -73.923],
    b: [40.8475, -73.933],
    regions: ['mainland', 'manhattan'],
  },
  {
    key: 'university-heights-bridge',
    name: 'University Heights Bridge',
    barrier: 'manhattan-shore',
    a: [40.8615, -73.91],
    b: [40.863, -73.918],
    regions: ['mainland', 'manhattan'],
  },
  {
    key: 'broadway-bridge',
    name: 'Broadway Bridge',
    barrier: 'manhattan-shore',
    a: [40.876, -73.908], // Marble Hill
    b: [40.872, -73.915], // Inwood
    regions: ['mainland', 'manhattan'],
  },
  {
    key: 'henry-hudson-bridge',
    crossingId: 'henry-hudson-bridge',
    barrier: 'manhattan-shore',
    a: [40.8815, -73.9195], // Spuyten Duyvil, the Bronx
    b: [40.8745, -73.9245], // Inwood Hill Park
    regions: ['mainland', 'manhattan'],
    toll: 'both',
    routable: false,
  },
  // Upper East River: MTA bridges tolled both ways.
  {
    key: 'bronx-whitestone-bridge',
    crossingId: 'bronx-whitestone-bridge',
    barrier: 'long-island-north',
    a: [40.812, -73.83], // Ferry Point Park
    b: [40.789, -73.827], // Whitestone Expressway
    regions: ['mainland', 'long-island'],
    toll: 'both',
  },
  {
    key: 'throgs-neck-bridge',
    crossingId: 'throgs-neck-bridge',
    barrier: 'long-island-north',
    a: [40.815, -73.8], // Throgs Neck
    b: [40.785, -73.788], // Bay Terrace
    regions: ['mainland', 'long-island'],
    toll: 'both',
  },
  // Staten Island: the Verrazzano is split-tolled (both directions) since December 2020.
  {
    key: 'verrazzano-narrows-bridge',
    crossingId: 'verrazzano-narrows-bridge',
    barrier: 'staten-island-shore',
    a: [40.6125, -74.032], // Bay Ridge
    b: [40.6005, -74.064], // Fort Wadsworth
    regions: ['long-island', 'staten-island'],
    toll: 'both',
  },
  {
    key: 'goethals-bridge',
    crossingId: 'goethals-bridge',
    barrier: 'staten-island-shore',
    a: [40.64, -74.212], // Elizabeth
    b: [40.632, -74.185], // Howland Hook
    regions: ['west', 'staten-island'],
    toll: 'a-to-b',
  },
  {
    key: 'bayonne-bridge',
    crossingId: 'bayonne-bridge',
    barrier: 'staten-island-shore',
    a: [40.651, -74.137], // Bayonne
    b: [40.637, -74.145], // Port Richmond
    regions: ['west', 'staten-island'],
    toll: 'a-to-b',
  },
  {
    key: 'outerbridge-crossing',
    crossingId: 'outerbridge-crossing',
    barrier: 'staten-island-shore',
    a: [40.528, -74.27], // Perth Amboy
    b: [40.5245, -74.24], // Charleston
    regions: ['west', 'staten-island'],
    toll: 'a-to-b',
  },
  // Rockaway: MTA bridges tolled both ways, and the free way round by land through Nassau County.
  {
    key: 'marine-parkway-bridge',
    crossingId: 'marine-parkway-bridge',
    barrier: 'rockaway-inlet',
    a: [40.581, -73.889], // Floyd Bennett Field
    b: [40.566, -73.882], // Jacob Riis Park
    regions: ['long-island', 'rockaway'],
    toll: 'both',
  },
  {
    key: 'cross-bay-bridge',
    crossingId: 'cross-bay-bridge',
    barrier: 'rockaway-inlet',
    a: [40.65, -73.836], // Howard Beach, where Cross Bay Boulevard leaves for Broad Channel
    b: [40.5855, -73.8175], // Rockaway Beach, Beach 94th Street
    regions: ['long-island', 'rockaway'],
    toll: 'both',
  },
  {
    key: 'far-rockaway-by-land',
    name: 'Far Rockaway (by land through Inwood)',
    barrier: null,
    a: [40.618, -73.747], // Inwood, Nassau County
    b: [40.603, -73.748], // Far Rockaway
    regions: ['long-island', 'rockaway'],
  },
  // The Hudson north of the city: routing only (these bridges are not priced by the pricing configuration).
  {
    key: 'mario-cuomo-bridge',
    name: 'Governor Mario M. Cuomo Bridge',
    barrier: null,
    a: [41.07, -73.86], // Tarrytown
    b: [41.076, -73.92], // South Nyack
    regions: ['mainland', 'west'],
  },
  {
    key: 'bear-mountain-bridge',
    name: 'Bear Mountain Bridge',
    barrier: null,
    a: [41.315, -73.978],
    b: [41.322, -73.992],
    regions: ['mainland', 'west'],
  },
  {
    key: 'newburgh-beacon-bridge',
    name: 'Newburgh-Beacon Bridge',
    barrier: null,
    a: [41.515, -73.977],
    b: [41.52, -74.015],
    regions: ['mainland', 'west'],
  },
  {
    key: 'mid-hudson-bridge',
    name: 'Mid-Hudson Bridge',
    barrier: null,
    a: [41.703, -73.935],
    b: [41.707, -73.965],
    regions: ['mainland', 'west'],
  },
  {
    key: 'kingston-rhinecliff-bridge',
    name: 'Kingston-Rhinecliff Bridge',
    barrier: null,
    a: [41.97, -73.94],
    b: [41.975, -73.99],
    regions: ['mainland', 'west'],
  },
  {
    key: 'rip-van-winkle-bridge',
    name: 'Rip Van Winkle Bridge',
    barrier: null,
    a: [42.22, -73.84],
    b: [42.225, -73.88],
    regions: ['mainland', 'west'],
  },
  {
    key: 'albany-bridges',
    name: 'Hudson bridges at Albany',
    barrier: null,
    a: [42.645, -73.73],
    b: [42.65, -73.77],
    regions: ['mainland', 'west'],
  },
];

export const FACILITIES: readonly FacilityDef[] = FACILITY_INPUTS.map((f) => ({
  key: f.key,
  crossingId: f.crossingId ?? null,
  name: f.name ?? (f.crossingId ? CROSSING_NAMES[f.crossingId] : f.key),
  barrier: f.barrier,
  a: toLatLng(f.a),
  b: toLatLng(f.b),
  regions: f.regions,
  toll: f.toll ?? 'none',
  routable: f.routable ?? true,
}));

import { describe, expect, it } from 'vitest';
import type { LatLng } from '../../../shared/contracts/maps.ts';
import { CROSSING_IDS } from '../../../shared/domain/crossings.ts';
import { decodePolyline, encodePolyline } from '../../../shared/domain/polyline.ts';
import {
  FACILITY_GEOMETRY,
  classifyRegion,
  detectCrossings,
  facilitiesCrossed,
  isInCongestionZone,
} from './crossing-detector.ts';
import { CROSSING_NAMES, type RegionId } from './crossings.data.ts';

const path = (points: [number, number][]): LatLng[] => points.map(([lat, lng]) => ({ lat, lng }));
const ids = (p: LatLng[]) => detectCrossings(p).map((c) => c.id);
const reversed = (p: LatLng[]) => [...p].reverse();

describe('crossing geometry', () => {
  it('puts the two ends of every facility in their declared regions', () => {
    for (const f of FACILITY_GEOMETRY) {
      expect([f.key, classifyRegion(f.a), classifyRegion(f.b)]).toEqual([f.key, ...f.regions]);
      expect(f.regions[0]).not.toBe(f.regions[1]);
    }
  });

  it('makes every facility cross its own barrier exactly once and no other barrier', () => {
    for (const f of FACILITY_GEOMETRY.filter((x) => x.barrier)) {
      expect([f.key, f.barrierCrossings]).toEqual([f.key, 1]);
      expect(facilitiesCrossed([f.a, f.b]).map((x) => x.key)).toEqual([f.key]);
    }
  });

  it('names every priced facility and draws each one', () => {
    for (const id of CROSSING_IDS) {
      expect(CROSSING_NAMES[id]).toBeTruthy();
      if (id !== 'congestion-relief-zone') {
        expect(FACILITY_GEOMETRY.some((f) => f.crossingId === id && f.barrier)).toBe(true);
      }
    }
  });

  it.each<[string, number, number, RegionId]>([
    ['Times Square', 40.758, -73.9855, 'manhattan'],
    ['Battery Park', 40.7033, -74.017, 'manhattan'],
    ['Inwood', 40.8677, -73.9212, 'manhattan'],
    ['Marble Hill', 40.8762, -73.9103, 'mainland'],
    ['Randalls Island', 40.7932, -73.9212, 'mainland'],
    ['Roosevelt Island', 40.7614, -73.9497, 'long-island'],
    ['Yankee Stadium', 40.8296, -73.9262, 'mainland'],
    ['City Island', 40.8468, -73.7868, 'mainland'],
    ['Co-op City', 40.874, -73.829, 'mainland'],
    ['Yonkers', 40.9312, -73.8987, 'mainland'],
    ['Tarrytown', 41.0762, -73.8587, 'mainland'],
    ['Stamford', 41.0534, -73.5387, 'mainland'],
    ['JFK Airport', 40.6413, -73.7781, 'long-island'],
    ['LaGuardia Airport', 40.7769, -73.874, 'long-island'],
    ['Rikers Island', 40.7932, -73.8861, 'long-island'],
    ['College Point', 40.7872, -73.8458, 'long-island'],
    ['Coney Island', 40.5755, -73.9707, 'long-island'],
    ['Bay Ridge', 40.6262, -74.0329, 'long-island'],
    ['Red Hook', 40.6759, -74.0094, 'long-island'],
    ['Kings Point', 40.8198, -73.7357, 'long-island'],
    ['Montauk', 41.0359, -71.9545, 'long-island'],
    ['Breezy Point', 40.5573, -73.9254, 'rockaway'],
    ['Far Rockaway', 40.6054, -73.7556, 'rockaway'],
    ['Broad Channel', 40.6033, -73.8198, 'long-island'],
    ['St. George', 40.6437, -74.0736, 'staten-island'],
    ['Tottenville', 40.5123, -74.2429, 'staten-island'],
    ['Newark Airport', 40.6895, -74.1745, 'west'],
    ['Hoboken', 40.744, -74.0324, 'west'],
    ['Jersey City, Exchange Place', 40.7163, -74.0326, 'west'],
    ['Bayonne', 40.6687, -74.1143, 'west'],
    ['Fort Lee', 40.8509, -73.9701, 'west'],
    ['Nyack', 41.0907, -73.9179, 'west'],
    ['West Point', 41.3915, -73.956, 'west'],
    ['Sandy Hook', 40.4603, -74.0093, 'west'],
  ])('puts %s in %s', (_name, lat, lng, region) => {
    expect(classifyRegion({ lat, lng })).toBe(region);
  });

  it('draws the Congestion Relief Zone at and below 60th Street', () => {
    expect(isInCongestionZone({ lat: 40.758, lng: -73.9855 })).toBe(true); // Times Square
    expect(isInCongestionZone({ lat: 40.7681, lng: -73.9819 })).toBe(true); // Columbus Circle, 59th St
    expect(isInCongestionZone({ lat: 40.706, lng: -74.009 })).toBe(true); // Wall Street
    expect(isInCongestionZone({ lat: 40.7725, lng: -73.9835 })).toBe(false); // Lincoln Center, 63rd St
    expect(isInCongestionZone({ lat: 40.7736, lng: -73.9566 })).toBe(false); // Upper East Side
    expect(isInCongestionZone({ lat: 40.7081, lng: -73.9571 })).toBe(false); // Williamsburg
  });
});

// Paths shaped like a provider's polylines: dense points following the road over the facility.
const GWB_EASTBOUND = path([
  [40.858, -73.976],
  [40.8555, -73.968],
  [40.853, -73.96],
  [40.8505, -73.95],
  [40.849, -73.942],
  [40.847, -73.933],
  [40.845, -73.925], // Alexander Hamilton Bridge, free
  [40.843, -73.91],
]);
const LINCOLN_EASTBOUND = path([
  [40.7665, -74.03],
  [40.763, -74.024],
  [40.7605, -74.01],
  [40.7585, -73.9975],
  [40.758, -73.9855],
]);
const RFK_QUEENS_TO_MANHATTAN = path([
  [40.77, -73.912],
  [40.776, -73.916],
  [40.781, -73.925],
  [40.793, -73.924],
  [40.8, -73.9275],
  [40.803, -73.934],
  [40.804, -73.94],
]);
const VERRAZZANO_TO_STATEN_ISLAND = path([
  [40.62, -74.03],
  [40.6125, -74.032],
  [40.6066, -74.0447],
  [40.6005, -74.064],
  [40.595, -74.08],
]);

describe('detectCrossings', () => {
  it('charges the Hudson crossings eastbound only', () => {
    expect(ids(GWB_EASTBOUND)).toEqual(['george-washington-bridge']);
    expect(ids(reversed(GWB_EASTBOUND))).toEqual([]);
    expect(ids(LINCOLN_EASTBOUND)).toEqual(['lincoln-tunnel', 'congestion-relief-zone']);
    expect(ids(reversed(LINCOLN_EASTBOUND))).toEqual([]);
  });

  it('charges the Verrazzano both ways (split tolling since December 2020)', () => {
    expect(ids(VERRAZZANO_TO_STATEN_ISLAND)).toEqual(['verrazzano-narrows-bridge']);
    expect(ids(reversed(VERRAZZANO_TO_STATEN_ISLAND))).toEqual(['verrazzano-narrows-bridge']);
  });

  it('charges the MTA bridges and tunnels both ways, and the RFK Bridge once for two spans', () => {
    expect(ids(RFK_QUEENS_TO_MANHATTAN)).toEqual(['rfk-bridge']);
    expect(ids(reversed(RFK_QUEENS_TO_MANHATTAN))).toEqual(['rfk-bridge']);
    const cases: [string, [number, number][]][] = [
      [
        'throgs-neck-bridge',
        [
          [40.825, -73.81],
          [40.815, -73.8],
          [40.8, -73.793],
          [40.785, -73.788],
          [40.77, -73.78],
        ],
      ],
      [
        'bronx-whitestone-bridge',
        [
          [40.825, -73.835],
          [40.812, -73.83],
          [40.8, -73.829],
          [40.789, -73.827],
          [40.77, -73.826],
        ],
      ],
      [
        'marine-parkway-bridge',
        [
          [40.59, -73.896],
          [40.581, -73.889],
          [40.574, -73.8855],
          [40.566, -73.882],
        ],
      ],
      [
        'cross-bay-bridge',
        [
          [40.61, -73.818],
          [40.596, -73.8195],
          [40.585, -73.8175],
        ],
      ],
      [
        'henry-hudson-bridge',
        [
          [40.89, -73.915],
          [40.8815, -73.9195],
          [40.878, -73.9215],
          [40.8745, -73.9245],
          [40.865, -73.928],
        ],
      ],
    ];
    for (const [id, points] of cases) {
      expect(ids(path(points))).toEqual([id]);
      expect(ids(reversed(path(points)))).toEqual([id]);
    }
  });

  it('charges the Queens Midtown and Hugh L. Carey tunnels both ways, the zone only on the way in', () => {
    const qmt = path([
      [40.7435, -73.9535],
      [40.745, -73.965],
      [40.7465, -73.9745],
      [40.75, -73.985],
    ]);
    expect(ids(qmt)).toEqual(['queens-midtown-tunnel', 'congestion-relief-zone']);
    expect(ids(reversed(qmt))).toEqual(['queens-midtown-tunnel']);
    const carey = path([
      [40.678, -74.0],
      [40.6825, -74.0035],
      [40.697, -74.011],
      [40.7025, -74.0135],
      [40.7045, -74.0165],
    ]);
    expect(ids(carey)).toEqual(['hugh-carey-tunnel', 'congestion-relief-zone']);
    expect(ids(reversed(carey))).toEqual(['hugh-carey-tunnel']);
  });

  it('does not charge the free East River and Harlem River bridges', () => {
    const willis = path([
      [40.812, -73.925],
      [40.8075, -73.9265],
      [40.8045, -73.93],
      [40.8015, -73.933],
      [40.798, -73.937],
    ]);
    expect(ids(willis)).toEqual([]);
    expect(facilitiesCrossed(willis).map((f) => f.key)).toEqual(['willis-avenue-bridge']);
    const broadway = path([
      [40.878, -73.907],
      [40.876, -73.9085],
      [40.872, -73.9125],
      [40.868, -73.917],
    ]);
    expect(ids(broadway)).toEqual([]);
    expect(facilitiesCrossed(broadway).map((f) => f.key)).toEqual(['broadway-bridge']);
    const queensboro = path([
      [40.7505, -73.94],
      [40.7575, -73.954],
      [40.762, -73.9618],
      [40.7736, -73.9566],
    ]);
    expect(ids(queensboro)).toEqual([]);
  });

  it('ignores a shore highway that wanders over the drawn river line and back', () => {
    // Harlem River Drive under the RFK Bridge, drawn a few metres on the wrong side of the line.
    const drive = path([
      [40.79, -73.94],
      [40.799, -73.93],
      [40.8005, -73.928],
      [40.803, -73.931],
      [40.81, -73.935],
      [40.82, -73.937],
    ]);
    expect(ids(drive)).toEqual([]);
    expect(ids(reversed(drive))).toEqual([]);
  });

  it('charges the zone once on entry, also when driving through it, not when brushing its edge', () => {
    const throughManhattan = path([
      [40.7275, -74.0385],
      [40.7255, -74.02],
      [40.7235, -74.0075],
      [40.72, -74.0],
      [40.717, -73.996],
      [40.706, -73.99],
      [40.6985, -73.9845],
      [40.69, -73.98],
    ]);
    expect(ids(throughManhattan)).toEqual(['holland-tunnel', 'congestion-relief-zone']);
    expect(ids(reversed(throughManhattan))).toEqual(['congestion-relief-zone']);
    // Brooklyn Bridge straight onto the FDR Drive and up to the East 70s: the FDR is outside the zone.
    const fdr = path([
      [40.699, -73.9895],
      [40.7057, -73.9966],
      [40.7075, -73.998],
      [40.7085, -73.993],
      [40.711, -73.979],
      [40.72, -73.974],
      [40.73, -73.9725],
      [40.74, -73.9735],
      [40.75, -73.9675],
      [40.76, -73.958],
      [40.77, -73.9485],
    ]);
    expect(ids(fdr)).toEqual([]);
    // A corner of the zone clipped for about a hundred metres near 60th Street and York Avenue.
    const brush = path([
      [40.762, -73.959],
      [40.7598, -73.9612],
      [40.7612, -73.963],
      [40.764, -73.965],
    ]);
    expect(ids(brush)).toEqual([]);
    // Starting inside and leaving is not an entry.
    expect(
      ids(
        path([
          [40.758, -73.9855],
          [40.7736, -73.9566],
        ]),
      ),
    ).toEqual([]);
  });

  it('reports crossings in travel order', () => {
    // New Jersey to Queens: George Washington Bridge, Cross Bronx Expressway, Throgs Neck Bridge.
    const p = path([
      [40.858, -73.976],
      [40.8555, -73.968],
      [40.849, -73.942],
      [40.845, -73.925],
      [40.83, -73.85],
      [40.815, -73.8],
      [40.8, -73.793],
      [40.785, -73.788],
      [40.76, -73.78],
    ]);
    expect(detectCrossings(p)).toEqual([
      { id: 'george-washington-bridge', name: 'George Washington Bridge' },
      { id: 'throgs-neck-bridge', name: 'Throgs Neck Bridge' },
    ]);
  });

  it('works the same on a decoded provider polyline and on degenerate paths', () => {
    expect(ids(decodePolyline(encodePolyline(LINCOLN_EASTBOUND)))).toEqual([
      'lincoln-tunnel',
      'congestion-relief-zone',
    ]);
    expect(detectCrossings([])).toEqual([]);
    expect(detectCrossings(path([[40.758, -73.9855]]))).toEqual([]);
    expect(
      detectCrossings(
        path([
          [40.7, -74.0],
          [40.7, -74.0],
        ]),
      ),
    ).toEqual([]);
  });
});

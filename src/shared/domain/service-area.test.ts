import { describe, expect, it } from 'vitest';
import { inServiceArea, milesFromMidtown, SERVICE_AREA, serviceAreaBounds } from './service-area.ts';

// Reference points (city halls, airports, lighthouses, stations), WGS84.
const INSIDE: [name: string, lat: number, lng: number][] = [
  ['Times Square', 40.758, -73.9855],
  ['JFK', 40.6413, -73.7781],
  ['LaGuardia', 40.7769, -73.874],
  ['Newark airport', 40.6895, -74.1745],
  ['Teterboro', 40.8501, -74.0608],
  ['Westchester airport (HPN)', 41.067, -73.7076],
  ['Tottenville, Staten Island', 40.5083, -74.2366],
  ['Riverdale, Bronx', 40.9005, -73.9064],
  ['Hoboken', 40.7439, -74.0324],
  ['Jersey City', 40.7178, -74.0431],
  ['Newark Penn Station', 40.7347, -74.1644],
  ['Morristown', 40.797, -74.4815],
  ['Red Bank', 40.3471, -74.0643],
  ['New Brunswick', 40.4862, -74.4518],
  ['Yonkers', 40.9312, -73.8987],
  ['White Plains', 41.034, -73.7629],
  ['Peekskill', 41.2901, -73.9204],
  ['Nyack', 41.0907, -73.9179],
  ['Greenwich', 41.0263, -73.6285],
  ['Stamford', 41.0534, -73.5387],
  ['Norwalk', 41.1177, -73.4082],
  ['Hempstead', 40.7062, -73.6187],
  ['Huntington', 40.8682, -73.4257],
  ['Riverhead', 40.917, -72.662],
  ['Southampton', 40.8843, -72.3895],
  ['Orient Point', 41.1626, -72.2437],
  ['Montauk Point lighthouse', 41.0709, -71.8567],
  ['Breezy Point', 40.5565, -73.9262],
];
const OUTSIDE: [name: string, lat: number, lng: number][] = [
  ['Philadelphia City Hall', 39.9526, -75.1652],
  ['Philadelphia International Airport', 39.8744, -75.2424],
  ['Trenton', 40.2206, -74.7597],
  ['Princeton', 40.3573, -74.6672],
  ['Allentown', 40.6023, -75.4714],
  ['Fairfield CT', 41.1412, -73.2637],
  ['Bridgeport', 41.1865, -73.1952],
  ['New Haven', 41.3083, -72.9279],
  ['Hartford', 41.7658, -72.6734],
  ['Poughkeepsie', 41.7004, -73.921],
  ['Albany', 42.6526, -73.7562],
  ['Block Island (RI)', 41.1681, -71.5772],
  ['Providence', 41.824, -71.4128],
  ['Boston, MA', 42.3601, -71.0589],
  ['Atlantic City', 39.3643, -74.4229],
  ['Washington DC', 38.9072, -77.0369],
];

describe('service area', () => {
  it.each(INSIDE)('%s (%f, %f) is inside', (_name, lat, lng) => {
    expect(inServiceArea({ lat, lng })).toBe(true);
  });

  it.each(OUTSIDE)('%s (%f, %f) is outside', (_name, lat, lng) => {
    expect(inServiceArea({ lat, lng })).toBe(false);
  });

  it('refuses non-finite points', () => {
    expect(inServiceArea({ lat: Number.NaN, lng: -73.9 })).toBe(false);
    expect(inServiceArea({ lat: 40.7, lng: Number.POSITIVE_INFINITY })).toBe(false);
  });

  it('measures miles from Midtown on the sphere', () => {
    expect(Math.round(milesFromMidtown({ lat: 42.3601, lng: -71.0589 }))).toBe(187);
  });

  it('gives a bounding box that holds every vertex and excludes Boston', () => {
    const b = serviceAreaBounds();
    for (const [lng, lat] of SERVICE_AREA) {
      expect(lat).toBeGreaterThanOrEqual(b.south);
      expect(lat).toBeLessThanOrEqual(b.north);
      expect(lng).toBeGreaterThanOrEqual(b.west);
      expect(lng).toBeLessThanOrEqual(b.east);
    }
    expect(-71.0589).toBeGreaterThan(b.east);
  });
});

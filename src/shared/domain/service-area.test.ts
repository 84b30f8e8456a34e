import { describe, expect, it } from 'vitest';
import {
  inServiceArea,
  milesFromMidtown,
  SERVICE_AREA_RADIUS_MILES,
  serviceAreaBounds,
} from './service-area.ts';

// Reference points (city halls, airports, lighthouses), WGS84.
const PLACES: [name: string, lat: number, lng: number, miles: number, inside: boolean][] = [
  ['Philadelphia City Hall', 39.9526, -75.1652, 83, true],
  ['Philadelphia International Airport', 39.8744, -75.2424, 90, true],
  ['Montauk village', 41.0359, -71.9545, 108, true],
  ['Montauk Point lighthouse', 41.0709, -71.8567, 113, true],
  ['Hartford', 41.7658, -72.6734, 97, true],
  ['Atlantic City', 39.3643, -74.4229, 99, true],
  ['Yonkers', 40.9312, -73.8987, 13, true],
  ['Boston, MA', 42.3601, -71.0589, 187, false],
  ['Boston, NY (near Buffalo)', 42.6232, -78.7261, 276, false],
  ['Buffalo', 42.8864, -78.8784, 292, false],
  ['Albany', 42.6526, -73.7562, 131, false],
  ['Providence', 41.824, -71.4128, 153, false],
  ['Washington DC', 38.9072, -77.0369, 206, false],
];

describe('service area', () => {
  it.each(PLACES)('%s (%f, %f) is %d miles from Midtown', (_name, lat, lng, miles, inside) => {
    expect(Math.round(milesFromMidtown({ lat, lng }))).toBe(miles);
    expect(inServiceArea({ lat, lng })).toBe(inside);
  });

  it('is a circle of 115 miles, edge included, and refuses non-finite points', () => {
    expect(SERVICE_AREA_RADIUS_MILES).toBe(115);
    // Due north of Times Square: 1 degree of latitude is 69.09 miles on the mean sphere.
    expect(inServiceArea({ lat: 40.758 + 114.9 / 69.09, lng: -73.9855 })).toBe(true);
    expect(inServiceArea({ lat: 40.758 + 115.1 / 69.09, lng: -73.9855 })).toBe(false);
    expect(inServiceArea({ lat: Number.NaN, lng: -73.9 })).toBe(false);
    expect(inServiceArea({ lat: 40.7, lng: Number.POSITIVE_INFINITY })).toBe(false);
  });

  it('gives a bounding box that holds the whole circle', () => {
    const b = serviceAreaBounds();
    for (let deg = 0; deg < 360; deg += 5) {
      // Points just inside the circle in every direction (the sphere's destination formula) lie in the box.
      const rad = Math.PI / 180;
      const d = (SERVICE_AREA_RADIUS_MILES - 0.2) / (6371.0088 / 1.609344);
      const t = deg * rad;
      const p1 = 40.758 * rad;
      const p2 = Math.asin(Math.sin(p1) * Math.cos(d) + Math.cos(p1) * Math.sin(d) * Math.cos(t));
      const l2 = Math.atan2(
        Math.sin(t) * Math.sin(d) * Math.cos(p1),
        Math.cos(d) - Math.sin(p1) * Math.sin(p2),
      );
      const lat = p2 / rad;
      const lng = -73.9855 + l2 / rad;
      expect(inServiceArea({ lat, lng })).toBe(true);
      expect(lat).toBeGreaterThanOrEqual(b.south);
      expect(lat).toBeLessThanOrEqual(b.north);
      expect(lng).toBeGreaterThanOrEqual(b.west);
      expect(lng).toBeLessThanOrEqual(b.east);
    }
    expect(inServiceArea({ lat: 42.3601, lng: -71.0589 })).toBe(false);
    expect(-71.0589).toBeGreaterThan(b.east);
  });
});

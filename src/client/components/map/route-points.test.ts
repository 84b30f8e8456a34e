import { describe, expect, it } from 'vitest';
import { routePoints } from './route-points.ts';

describe('routePoints', () => {
  it('decodes the route the server sent', () => {
    expect(routePoints('_p~iF~ps|U_ulLnnqC_mqNvxq`@')).toEqual([
      { lat: 38.5, lng: -120.2 },
      { lat: 40.7, lng: -120.95 },
      { lat: 43.252, lng: -126.453 },
    ]);
  });

  it('gives [] for a missing, empty or malformed polyline instead of a partial route', () => {
    expect(routePoints(undefined)).toEqual([]);
    expect(routePoints('')).toEqual([]);
    // Truncated in the middle of a number.
    expect(routePoints('_p~iF~ps|U_ulL')).toEqual([]);
    // A character outside the alphabet.
    expect(routePoints('_p~iF ps|U')).toEqual([]);
  });
});

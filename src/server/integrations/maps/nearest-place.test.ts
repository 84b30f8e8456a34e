import { describe, expect, it } from 'vitest';
import { nearestKnownPlace, nearestPlaceText } from './nearest-place.ts';

describe('nearestKnownPlace', () => {
  it('names the closest known spot within reach, with its distance', () => {
    const near = nearestKnownPlace({ lat: 40.7581, lng: -73.9856 });
    expect(near?.name).toBe('Times Square');
    expect(near?.meters).toBeLessThan(50);
    expect(nearestPlaceText({ lat: 40.6826, lng: -73.9751 })).toBe('Barclays Center (0 m)');
  });

  it('names nothing far from every known place', () => {
    expect(nearestKnownPlace({ lat: 41.5, lng: -73 })).toBeNull();
  });
});

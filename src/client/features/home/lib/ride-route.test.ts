import { describe, expect, it } from 'vitest';
import { commitTyped, rideRouteFromDraft, sameRideRoute } from './ride-route.ts';

describe('rideRouteFromDraft', () => {
  it('takes both ends and the departure time from a saved draft', () => {
    expect(
      rideRouteFromDraft({
        serviceType: 'point-to-point',
        pickupAddress: 'JFK Terminal 4, Queens, NY 11430',
        pickupPlaceId: 'gz:jfk-t4',
        destinationAddress: 'Times Square',
        pickupDate: '2030-07-01',
        pickupTime: '14:30',
      }),
    ).toEqual({
      pickup: { address: 'JFK Terminal 4, Queens, NY 11430', placeId: 'gz:jfk-t4' },
      destination: { address: 'Times Square' },
      departureTime: '2030-07-01T18:30:00.000Z',
    });
  });

  it('has no ends without a draft or with text too short to look up', () => {
    expect(rideRouteFromDraft(null)).toEqual({ pickup: null, destination: null, departureTime: undefined });
    expect(rideRouteFromDraft({ serviceType: 'tour', pickupAddress: 'ab' }).pickup).toBeNull();
  });
});

describe('commitTyped', () => {
  const picked = { address: 'Times Square, Manhattan, NY 10036', placeId: 'gz:times-square' };

  it('keeps the picked place while its text is unchanged', () => {
    expect(commitTyped(picked, ' Times Square, Manhattan, NY 10036 ')).toBe(picked);
  });

  it('turns edited text into free text from 3 characters, and shorter text into nothing', () => {
    expect(commitTyped(picked, 'Times Square, Manhattan')).toEqual({ address: 'Times Square, Manhattan' });
    expect(commitTyped(null, '350 5th Ave')).toEqual({ address: '350 5th Ave' });
    expect(commitTyped(picked, 'Ti')).toBeNull();
    expect(commitTyped(null, '   ')).toBeNull();
  });

  it('does not route text longer than the server takes (300 characters)', () => {
    expect(commitTyped(null, 'a'.repeat(300))).toEqual({ address: 'a'.repeat(300) });
    expect(commitTyped(null, 'a'.repeat(301))).toBeNull();
  });
});

describe('sameRideRoute', () => {
  it('compares by value', () => {
    const a = { pickup: { address: 'A' }, destination: null };
    expect(sameRideRoute(a, { pickup: { address: 'A' }, destination: null })).toBe(true);
    expect(sameRideRoute(a, { pickup: { address: 'B' }, destination: null })).toBe(false);
  });
});

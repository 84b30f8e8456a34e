import { describe, expect, it } from 'vitest';
import { draftPlace, locationParam, placeDraftFields } from './draft-places.ts';

describe('draftPlace', () => {
  it('reads an end with its place id and coordinates', () => {
    const draft = {
      serviceType: 'point-to-point',
      pickupAddress: ' JFK Terminal 4 ',
      pickupPlaceId: 'gz:jfk-t4',
      destinationAddress: 'Current location (40.71280, -74.00600)',
      destinationLocation: { lat: 40.7128, lng: -74.006 },
    };
    expect(draftPlace(draft, 'pickup')).toEqual({ address: 'JFK Terminal 4', placeId: 'gz:jfk-t4' });
    expect(draftPlace(draft, 'destination')).toEqual({
      address: 'Current location (40.71280, -74.00600)',
      location: { lat: 40.7128, lng: -74.006 },
    });
  });

  it('gives null without an address and ignores coordinates that are not coordinates', () => {
    expect(draftPlace(null, 'pickup')).toBeNull();
    expect(draftPlace({ serviceType: 'tour', pickupAddress: '  ' }, 'pickup')).toBeNull();
    const odd = JSON.parse(
      '{"serviceType":"tour","pickupAddress":"Home","pickupLocation":{"lat":"x","lng":1}}',
    );
    expect(draftPlace(odd, 'pickup')).toEqual({ address: 'Home' });
  });
});

describe('placeDraftFields', () => {
  const jfk = { address: 'JFK Terminal 4, Queens, NY', placeId: 'gz:jfk-t4' };

  it('stores the place id while the address is the suggestion picked', () => {
    expect(placeDraftFields('pickup', 'JFK Terminal 4, Queens, NY', jfk)).toEqual({
      pickupPlaceId: 'gz:jfk-t4',
    });
    expect(placeDraftFields('destination', 'JFK Terminal 4, Queens, NY ', jfk)).toEqual({
      destinationPlaceId: 'gz:jfk-t4',
    });
    expect(
      placeDraftFields('pickup', 'Here', { address: 'Here', location: { lat: 40.7, lng: -74 } }),
    ).toEqual({ pickupLocation: { lat: 40.7, lng: -74 } });
  });

  it('drops it once the customer edits the text, and without a place', () => {
    expect(placeDraftFields('pickup', 'JFK Terminal 4, Queens', jfk)).toEqual({});
    expect(placeDraftFields('pickup', 'anything', null)).toEqual({});
  });
});

describe('locationParam', () => {
  it('prefers the place id, then the coordinates, then the text', () => {
    expect(locationParam({ address: 'JFK', placeId: 'gz:jfk', location: { lat: 1, lng: 2 } })).toBe('gz:jfk');
    expect(locationParam({ address: 'Here', location: { lat: 40.7128, lng: -74.006 } })).toBe(
      '40.7128,-74.006',
    );
    expect(locationParam({ address: ' 350 5th Ave ' })).toBe('350 5th Ave');
  });
});

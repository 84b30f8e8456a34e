import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  draftPlace,
  loadBookingDraft,
  loadSelectedVehicleId,
  locationParam,
  packageFields,
  placeDraftFields,
  saveSelectedVehicle,
  saveVehicleChoice,
  withVehicleChoice,
  type VehicleChoice,
} from './booking-draft.ts';

describe('packageFields', () => {
  it('keeps a marketing package while the service stays the same', () => {
    const draft = {
      serviceType: 'wedding',
      package: 'wedding-premium',
      packageName: 'Luxury Wedding Package',
      hours: 6,
      basePrice: 750,
      pickupAddress: 'typed by the customer',
    };
    expect(packageFields(draft, 'wedding')).toEqual({
      package: 'wedding-premium',
      packageName: 'Luxury Wedding Package',
      hours: 6,
      basePrice: 750,
    });
  });

  it('drops it when the customer picks another service or has no draft', () => {
    expect(packageFields({ serviceType: 'wedding', package: 'wedding-basic' }, 'tour')).toEqual({});
    expect(packageFields(null, 'tour')).toEqual({});
  });
});

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

const escalade: VehicleChoice = {
  vehicleId: 'suv-escalade',
  vehicleCode: 'escalade',
  vehicleName: 'Cadillac Escalade ESV',
  calculatedPricing: {
    vehicleId: 'suv-escalade',
    vehicleCode: 'escalade',
    breakdown: {
      basePrice: 75,
      distanceCharge: 68.52,
      tolls: 9,
      creditCardFee: 5.74,
      stcCharge: 20.09,
      adminFee: 15,
      total: 193.35,
      distanceInMiles: 17.13,
    },
    finalPrice: 193.35,
  },
};

describe('withVehicleChoice', () => {
  it('puts the vehicle id, name and quoted fare on the draft and keeps the rest', () => {
    const draft = { serviceType: 'point-to-point', pickupAddress: 'JFK Terminal 4', routeId: 'custom' };
    expect(withVehicleChoice(draft, escalade)).toEqual({
      ...draft,
      vehicleId: 'suv-escalade',
      vehicleName: 'Cadillac Escalade ESV',
      finalPrice: 193.35,
    });
    expect(draft).not.toHaveProperty('vehicleId');
  });

  it('is not a package field: editing the ride drops the vehicle', () => {
    const chosen = withVehicleChoice({ serviceType: 'wedding', package: 'wedding-basic' }, escalade);
    expect(packageFields(chosen, 'wedding')).toEqual({ package: 'wedding-basic' });
  });
});

describe('saveVehicleChoice and loadSelectedVehicleId', () => {
  function fakeStorage() {
    const store = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    });
    return store;
  }
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("stores the specification's keys and the draft with the vehicle", () => {
    const store = fakeStorage();
    saveVehicleChoice({ serviceType: 'point-to-point' }, escalade);
    expect(JSON.parse(store.get('selectedVehicleId') ?? 'null')).toBe('suv-escalade');
    expect(JSON.parse(store.get('selectedVehicleCode') ?? 'null')).toBe('escalade');
    expect(JSON.parse(store.get('calculatedPricing') ?? 'null')).toEqual(escalade.calculatedPricing);
    expect(loadBookingDraft()).toMatchObject({ serviceType: 'point-to-point', vehicleId: 'suv-escalade' });
    expect(loadSelectedVehicleId()).toBe('suv-escalade');
  });

  it('reads the fleet page choice, and nothing else', () => {
    const store = fakeStorage();
    expect(loadSelectedVehicleId()).toBeNull();
    saveSelectedVehicle('sprinter');
    expect(loadSelectedVehicleId()).toBe('sprinter');
    store.set('selectedVehicleId', '{"id":1}');
    expect(loadSelectedVehicleId()).toBeNull();
    store.set('selectedVehicleId', 'not json');
    expect(loadSelectedVehicleId()).toBeNull();
  });
});

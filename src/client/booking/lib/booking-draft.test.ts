import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  chooseVehicle,
  clearAirportSelection,
  dropPackage,
  finishBooking,
  loadAirportSelection,
  readConfirmation,
  readDraft,
  readPendingBooking,
  rememberedVehicleId,
  rememberVehicle,
  saveConfirmation,
  saveDraft,
  savePendingBooking,
  saveRide,
  startBooking,
} from './booking-draft.ts';
import type { AirportServiceSelection, VehicleChoice } from './draft-types.ts';

let store: Map<string, string>;
beforeEach(() => {
  store = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const stored = (key: string): unknown => JSON.parse(store.get(key) ?? 'null');

describe('readDraft', () => {
  it('needs an object with a service type', () => {
    expect(readDraft()).toBeNull();
    for (const raw of ['"hourly"', '{"serviceType":" "}', '{"pickupAddress":"JFK"}', 'not json', 'null']) {
      store.set('bookingData', raw);
      expect(readDraft()).toBeNull();
    }
    saveDraft({ serviceType: 'tour' });
    expect(store.get('bookingData')).toBe('{"serviceType":"tour"}');
    expect(readDraft()).toEqual({ serviceType: 'tour' });
  });

  it('keeps the page working when storage refuses to write', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    });
    expect(() => saveDraft({ serviceType: 'tour' })).not.toThrow();
    expect(readDraft()).toBeNull();
  });
});

describe('saveRide', () => {
  const wedding = {
    serviceType: 'wedding',
    package: 'wedding-premium',
    packageName: 'Luxury Wedding Package',
    hours: 6,
    basePrice: 750,
    pickupAddress: 'typed by the customer',
  };

  it('keeps a marketing package while the service stays the same', () => {
    saveDraft(wedding);
    saveRide({ serviceType: 'wedding', serviceName: 'Wedding', pickupAddress: 'The Plaza' });
    expect(readDraft()).toEqual({
      package: 'wedding-premium',
      packageName: 'Luxury Wedding Package',
      hours: 6,
      basePrice: 750,
      serviceType: 'wedding',
      serviceName: 'Wedding',
      pickupAddress: 'The Plaza',
    });
  });

  it('drops it when the customer picks another service or has no draft', () => {
    saveDraft({ serviceType: 'wedding', package: 'wedding-basic' });
    saveRide({ serviceType: 'tour', pickupAddress: 'Times Square' });
    expect(readDraft()).toEqual({ serviceType: 'tour', pickupAddress: 'Times Square' });
    store.clear();
    saveRide({ serviceType: 'tour' });
    expect(readDraft()).toEqual({ serviceType: 'tour' });
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
      surcharges: 0,
      total: 193.35,
      distanceInMiles: 17.13,
    },
    finalPrice: 193.35,
  },
};

describe('chooseVehicle and rememberedVehicleId', () => {
  it("stores the specification's keys and the draft with the vehicle", () => {
    chooseVehicle({ serviceType: 'point-to-point' }, escalade);
    expect(stored('selectedVehicleId')).toBe('suv-escalade');
    expect(stored('selectedVehicleCode')).toBe('escalade');
    expect(stored('calculatedPricing')).toEqual(escalade.calculatedPricing);
    expect(readDraft()).toMatchObject({ serviceType: 'point-to-point', vehicleId: 'suv-escalade' });
    expect(rememberedVehicleId()).toBe('suv-escalade');
  });

  it('puts the vehicle id, name and quoted fare on the draft and keeps the rest', () => {
    const draft = { serviceType: 'point-to-point', pickupAddress: 'JFK Terminal 4', routeId: 'custom' };
    chooseVehicle(draft, escalade);
    expect(readDraft()).toEqual({
      ...draft,
      vehicleId: 'suv-escalade',
      vehicleName: 'Cadillac Escalade ESV',
      finalPrice: 193.35,
    });
    expect(draft).not.toHaveProperty('vehicleId');
  });

  it('is not a package field: editing the ride drops the vehicle', () => {
    chooseVehicle({ serviceType: 'wedding', package: 'wedding-basic' }, escalade);
    saveRide({ serviceType: 'wedding' });
    expect(readDraft()).toEqual({ package: 'wedding-basic', serviceType: 'wedding' });
  });

  it('reads the fleet page choice, and nothing else', () => {
    expect(rememberedVehicleId()).toBeNull();
    rememberVehicle('sprinter');
    expect(rememberedVehicleId()).toBe('sprinter');
    store.set('selectedVehicleId', '{"id":1}');
    expect(rememberedVehicleId()).toBeNull();
    store.set('selectedVehicleId', 'not json');
    expect(rememberedVehicleId()).toBeNull();
  });
});

describe('startBooking', () => {
  const jfk: AirportServiceSelection = {
    id: 'jfk-manhattan',
    name: 'JFK Airport Transfer',
    pickupAirport: 'JFK',
    pickupAddress: 'JFK Airport',
    destinationAddress: 'Manhattan',
    basePrice: 95,
    isAirportService: true,
    lockAddresses: true,
    airportZones: ['JFK'],
    destinationZones: ['Manhattan'],
  };

  it('stores an airport package and the draft, and clears the package for any other start', () => {
    startBooking({ airport: jfk, draft: { serviceType: 'from-airport', package: 'jfk-manhattan' } });
    expect(stored('selectedAirportService')).toEqual(jfk);
    expect(readDraft()).toEqual({ serviceType: 'from-airport', package: 'jfk-manhattan' });
    startBooking({});
    expect(store.has('selectedAirportService')).toBe(false);
    expect(readDraft()).toEqual({ serviceType: 'from-airport', package: 'jfk-manhattan' });
  });

  it('reads the airport package back for the airport card, and nothing that is not one', () => {
    expect(loadAirportSelection()).toBeNull();
    startBooking({ airport: jfk });
    expect(loadAirportSelection()).toEqual(jfk);
    store.set('selectedAirportService', JSON.stringify({ ...jfk, airportZones: [] }));
    expect(loadAirportSelection()).toBeNull();
    store.set('selectedAirportService', JSON.stringify({ ...jfk, destinationZones: [1] }));
    expect(loadAirportSelection()).toBeNull();
    store.set('selectedAirportService', '"jfk"');
    expect(loadAirportSelection()).toBeNull();
    store.set('selectedAirportService', '{not json');
    expect(loadAirportSelection()).toBeNull();
  });

  it('clears the airport package and the package fields of the draft, keeping the ride', () => {
    startBooking({
      airport: jfk,
      draft: {
        serviceType: 'from-airport',
        package: 'jfk-manhattan',
        packageName: 'JFK',
        basePrice: 99,
        pickupDate: '2030-07-04',
        passengers: 2,
      },
    });
    clearAirportSelection();
    expect(loadAirportSelection()).toBeNull();
    expect(readDraft()).toEqual({ serviceType: 'from-airport', pickupDate: '2030-07-04', passengers: 2 });
  });
});

describe('dropPackage', () => {
  it('removes every field a marketing page sets about its package', () => {
    expect(
      dropPackage({
        serviceType: 'wedding',
        package: 'wedding-basic',
        packageName: 'Essential',
        hours: 4,
        basePrice: 450,
        routeId: 'r',
        routeName: 'R',
        eventType: 'event-wedding',
        isSpecialService: true,
        pickupAddress: 'Plaza Hotel',
      }),
    ).toEqual({ serviceType: 'wedding', pickupAddress: 'Plaza Hotel' });
  });
});

describe('the pending booking and the confirmation', () => {
  it('reads back what booking details and checkout stored, and nothing else', () => {
    expect(readPendingBooking()).toBeNull();
    savePendingBooking({ bookingId: 'b1', number: 'NYC-1' });
    expect(readPendingBooking()).toEqual({ bookingId: 'b1', number: 'NYC-1' });
    store.set('completeBooking', '{"bookingId":1,"number":"NYC-1"}');
    expect(readPendingBooking()).toBeNull();

    expect(readConfirmation()).toBeNull();
    saveConfirmation({ number: 'NYC-1', token: 't' });
    expect(readConfirmation()).toEqual({ number: 'NYC-1', token: 't' });
    store.set('confirmationDetails', '{"number":"NYC-2"}');
    expect(readConfirmation()).toEqual({ number: 'NYC-2', token: null });
  });

  it('finishBooking clears the ride and the pending booking and keeps the confirmation', () => {
    saveDraft({ serviceType: 'tour' });
    startBooking({ airport: { id: 'jfk-manhattan' } as AirportServiceSelection });
    chooseVehicle({ serviceType: 'tour' }, escalade);
    savePendingBooking({ bookingId: 'b1', number: 'NYC-1' });
    saveConfirmation({ number: 'NYC-1', token: null });
    finishBooking();
    expect([...store.keys()].sort()).toEqual([
      'confirmationDetails',
      'selectedVehicleCode',
      'selectedVehicleId',
    ]);
  });
});

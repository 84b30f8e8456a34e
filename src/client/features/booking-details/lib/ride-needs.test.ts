import { describe, expect, it } from 'vitest';
import {
  asksParty,
  isAirportRide,
  isHourlyRide,
  isSpecialServiceType,
  rideAsks,
  withOpened,
} from './ride-needs.ts';

const widgetRide = {
  serviceType: 'from-airport',
  pickupAddress: 'JFK Terminal 4, Queens, NY',
  destinationAddress: 'Times Square, Manhattan, NY',
  pickupDate: '2030-07-04',
  pickupTime: '14:30',
};

describe('rideAsks', () => {
  it('asks nothing for a ride the home widget completed', () => {
    expect(rideAsks(widgetRide)).toEqual({
      pickup: 'no',
      destination: 'no',
      dateTime: 'no',
      returnDateTime: 'no',
    });
  });

  it('asks the hourly package for its pickup and time, the destination optional', () => {
    expect(
      rideAsks({ serviceType: 'hourly-service', package: 'standard', hours: 4, isHourlyService: true }),
    ).toEqual({ pickup: 'required', destination: 'optional', dateTime: 'required', returnDateTime: 'no' });
  });

  it('asks a route package only for its time, and the custom route for everything', () => {
    expect(
      rideAsks({
        serviceType: 'point-to-point',
        routeId: 'manhattan-brooklyn',
        pickupAddress: 'Midtown Manhattan',
        destinationAddress: 'Downtown Brooklyn',
      }),
    ).toMatchObject({ pickup: 'no', destination: 'no', dateTime: 'required' });
    expect(rideAsks({ serviceType: 'point-to-point', routeId: 'custom' })).toMatchObject({
      pickup: 'required',
      destination: 'required',
      dateTime: 'required',
    });
  });

  it('treats an impossible or partial time as missing, and asks a return trip for its return time', () => {
    expect(rideAsks({ ...widgetRide, pickupTime: '' }).dateTime).toBe('required');
    expect(rideAsks({ ...widgetRide, pickupDate: '2030-02-31' }).dateTime).toBe('required');
    expect(rideAsks({ ...widgetRide, returnTrip: true }).returnDateTime).toBe('required');
    expect(
      rideAsks({ ...widgetRide, returnTrip: true, returnDate: '2030-07-05', returnTime: '10:00' })
        .returnDateTime,
    ).toBe('no');
  });
});

describe('withOpened', () => {
  it('asks for a part the customer or the server opened, with the ride kind deciding optional parts', () => {
    const asks = rideAsks(widgetRide);
    expect(withOpened(asks, new Set(['dateTime', 'destination']), widgetRide)).toMatchObject({
      dateTime: 'required',
      destination: 'required',
      pickup: 'no',
    });
    const hourly = { ...widgetRide, serviceType: 'hourly' };
    expect(withOpened(rideAsks(hourly), new Set(['destination']), hourly).destination).toBe('optional');
    // No return leg to open on a one-way ride.
    expect(withOpened(asks, new Set(['returnDateTime']), widgetRide).returnDateTime).toBe('no');
  });
});

describe('ride kinds', () => {
  it('knows the special services, airport and hourly rides', () => {
    expect(['airport-transfer', 'hourly-service', 'point-to-point'].every(isSpecialServiceType)).toBe(true);
    expect(isSpecialServiceType('wedding')).toBe(false);
    expect(isAirportRide({ serviceType: 'to-airport' })).toBe(true);
    expect(isAirportRide({ serviceType: 'tour' })).toBe(false);
    expect(isHourlyRide({ serviceType: 'hourly' })).toBe(true);
    expect(isHourlyRide({ serviceType: 'wedding', isHourlyService: true })).toBe(true);
    expect(isHourlyRide({ serviceType: 'point-to-point' })).toBe(false);
  });

  it.each(['tour', 'prom', 'sweet-16', 'wedding'])(
    'treats a %s (its car waits on site) as hourly: destination optional, no return leg asked',
    (serviceType) => {
      const ride = { ...widgetRide, serviceType, destinationAddress: '', returnTrip: true };
      expect(isHourlyRide(ride)).toBe(true);
      const asks = rideAsks(ride);
      expect(asks).toMatchObject({ destination: 'optional', returnDateTime: 'no' });
      expect(withOpened(asks, new Set(['destination', 'returnDateTime']), ride)).toMatchObject({
        destination: 'optional',
        returnDateTime: 'no',
      });
    },
  );
});

describe("a package's areas and party (decision 25)", () => {
  const route = {
    serviceType: 'point-to-point',
    routeId: 'manhattan-brooklyn',
    pickupAddress: 'Midtown Manhattan, New York, NY',
    destinationAddress: 'Downtown Brooklyn, Brooklyn, NY',
    pickupIsArea: true,
    destinationIsArea: true,
  };

  it('asks for the doors inside the areas, and the party nobody asked', () => {
    expect(rideAsks(route)).toMatchObject({ pickup: 'required', destination: 'required' });
    expect(asksParty(route)).toBe(true);
    expect(asksParty({ ...route, passengers: 2 })).toBe(false);
    // A ride from the home widget always has its party; a custom route fixes no price.
    expect(asksParty(widgetRide)).toBe(false);
    expect(asksParty({ ...route, routeId: 'custom' })).toBe(false);
  });
});

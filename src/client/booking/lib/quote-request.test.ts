import { nyInstantIso } from '../../../shared/domain/new-york-time.ts';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../shared/errors.ts';
import {
  draftPackageId,
  hoursNeededFrom,
  isHourlyDraft,
  isUnknownPackage,
  provisionalPickupIso,
  quoteRequestFromDraft,
  rideSize,
  withoutPackage,
} from './quote-request.ts';
import type { BookingDraft } from './draft-types.ts';

const NOW = new Date('2030-07-01T16:00:00Z'); // 12:00 in New York (EDT)

describe('nyInstantIso', () => {
  it('reads New York wall-clock time in summer and winter', () => {
    expect(nyInstantIso('2030-07-04', '14:30')).toBe('2030-07-04T18:30:00.000Z');
    expect(nyInstantIso('2030-01-15', '09:05')).toBe('2030-01-15T14:05:00.000Z');
  });

  it('is undefined for a missing, malformed or impossible date or time', () => {
    expect(nyInstantIso(undefined, '10:00')).toBeUndefined();
    expect(nyInstantIso('2030-07-04', '')).toBeUndefined();
    expect(nyInstantIso('07/04/2030', '10:00')).toBeUndefined();
    expect(nyInstantIso('2030-02-31', '10:00')).toBeUndefined();
    expect(nyInstantIso('2030-07-04', '24:00')).toBeUndefined();
  });
});

describe('provisionalPickupIso', () => {
  it('is noon in New York the next day, late at night too', () => {
    expect(provisionalPickupIso(NOW)).toBe('2030-07-02T16:00:00.000Z');
    // 23:30 on 1 July in New York.
    expect(provisionalPickupIso(new Date('2030-07-02T03:30:00Z'))).toBe('2030-07-02T16:00:00.000Z');
  });
});

describe('draftPackageId', () => {
  it('prefers the route id, then the package', () => {
    expect(draftPackageId({ serviceType: 'point-to-point', routeId: 'manhattan-brooklyn' })).toBe(
      'manhattan-brooklyn',
    );
    expect(draftPackageId({ serviceType: 'hourly-service', package: 'standard' })).toBe('standard');
    expect(draftPackageId({ serviceType: 'tour', package: '  ' })).toBeUndefined();
  });
});

describe('quoteRequestFromDraft', () => {
  it('sends the picked places, the New York pickup time and the return leg of a custom ride', () => {
    const draft = {
      serviceType: 'point-to-point',
      pickupAddress: 'JFK Terminal 4, Queens, NY',
      pickupPlaceId: 'gz:jfk-t4',
      destinationAddress: 'Current location (40.75800, -73.98550)',
      destinationLocation: { lat: 40.758, lng: -73.9855 },
      pickupDate: '2030-07-04',
      pickupTime: '14:30',
      returnTrip: true,
      returnDate: '2030-07-05',
      returnTime: '18:00',
    };
    expect(quoteRequestFromDraft(draft, NOW)).toEqual({
      kind: 'ready',
      provisionalTime: false,
      request: {
        serviceType: 'point-to-point',
        pickup: 'gz:jfk-t4',
        destination: '40.758,-73.9855',
        pickupDateTime: '2030-07-04T18:30:00.000Z',
        returnTrip: true,
        returnDateTime: '2030-07-05T22:00:00.000Z',
      },
    });
  });

  it('sends typed text when no place was picked, and never an amount', () => {
    const result = quoteRequestFromDraft(
      {
        serviceType: 'wedding',
        package: 'wedding-basic',
        basePrice: 450,
        estimatedPrice: 1,
        pickupAddress: ' Plaza Hotel ',
        destinationAddress: 'Brooklyn Bridge Park',
        pickupDate: '2030-07-04',
        pickupTime: '10:00',
      },
      NOW,
    );
    expect(result).toMatchObject({
      kind: 'ready',
      request: { pickup: 'Plaza Hotel', destination: 'Brooklyn Bridge Park', packageId: 'wedding-basic' },
    });
    const request = result.kind === 'ready' ? result.request : {};
    expect(Object.keys(request).sort()).toEqual([
      'destination',
      'packageId',
      'pickup',
      'pickupDateTime',
      'returnTrip',
      'serviceType',
    ]);
  });

  it('prices a package without addresses or time on a provisional time', () => {
    expect(
      quoteRequestFromDraft({ serviceType: 'hourly-service', package: 'standard', hours: 4 }, NOW),
    ).toEqual({
      kind: 'ready',
      provisionalTime: true,
      request: {
        serviceType: 'hourly-service',
        packageId: 'standard',
        pickupDateTime: '2030-07-02T16:00:00.000Z',
        returnTrip: false,
        hours: 4,
      },
    });
  });

  it('sends the hours, passengers and bags of the draft with every quote', () => {
    const result = quoteRequestFromDraft(
      {
        serviceType: 'hourly',
        pickupAddress: 'Harlem',
        destinationAddress: 'SoHo',
        pickupDate: '2030-07-04',
        pickupTime: '10:00',
        hours: 6,
        passengers: 5,
        bags: 0,
      },
      NOW,
    );
    expect(result).toMatchObject({ kind: 'ready', request: { hours: 6, passengers: 5, bags: 0 } });
  });

  it('leaves out hours and a party the server would refuse', () => {
    const size = (d: Partial<BookingDraft>) => rideSize({ serviceType: 'hourly', ...d });
    expect(size({ hours: 1, passengers: 0, bags: -1 })).toEqual({});
    expect(size({ hours: 13, passengers: 15, bags: 21 })).toEqual({});
    expect(size({ hours: 2.5, passengers: 1.5, bags: 0.5 })).toEqual({});
    expect(size({ hours: 2, passengers: 1, bags: 0 })).toEqual({ hours: 2, passengers: 1, bags: 0 });
    expect(size({ hours: 12, passengers: 14, bags: 20 })).toEqual({ hours: 12, passengers: 14, bags: 20 });
    expect(size({ hours: '4' as unknown as number })).toEqual({});
  });

  it('sends a route package as its route id with the route addresses', () => {
    const result = quoteRequestFromDraft(
      {
        serviceType: 'point-to-point',
        routeId: 'manhattan-brooklyn',
        pickupAddress: 'Midtown Manhattan',
        destinationAddress: 'Downtown Brooklyn',
      },
      NOW,
    );
    expect(result).toMatchObject({
      kind: 'ready',
      provisionalTime: true,
      request: {
        packageId: 'manhattan-brooklyn',
        pickup: 'Midtown Manhattan',
        destination: 'Downtown Brooklyn',
      },
    });
  });

  it('lists what a custom ride is missing instead of asking the server', () => {
    expect(quoteRequestFromDraft({ serviceType: 'point-to-point', routeId: 'custom' }, NOW)).toEqual({
      kind: 'incomplete',
      missing: ['pickup', 'destination', 'dateTime'],
    });
    expect(
      quoteRequestFromDraft(
        {
          serviceType: 'tour',
          pickupAddress: 'Harlem',
          destinationAddress: 'SoHo',
          pickupDate: '2030-07-04',
        },
        NOW,
      ),
    ).toEqual({ kind: 'incomplete', missing: ['dateTime'] });
  });

  it('prices an hourly ride without a destination and never with a return leg', () => {
    const result = quoteRequestFromDraft(
      {
        serviceType: 'hourly',
        pickupAddress: 'Plaza Hotel',
        pickupDate: '2030-07-04',
        pickupTime: '10:00',
        hours: 3,
        returnTrip: true,
      },
      NOW,
    );
    expect(result).toMatchObject({
      kind: 'ready',
      request: { serviceType: 'hourly', pickup: 'Plaza Hotel', hours: 3, returnTrip: false },
    });
    expect(result.kind === 'ready' && 'destination' in result.request).toBe(false);
  });

  it.each(['tour', 'prom', 'sweet-16', 'wedding'])(
    'prices a %s (its car waits on site) by its hours: no destination needed, never a return leg',
    (serviceType) => {
      const draft: BookingDraft = {
        serviceType,
        pickupAddress: 'The Pierre',
        pickupDate: '2030-07-04',
        pickupTime: '10:00',
        hours: 3,
        returnTrip: true,
        returnDate: '2030-07-04',
        returnTime: '18:00',
      };
      expect(isHourlyDraft(draft)).toBe(true);
      const result = quoteRequestFromDraft(draft, NOW);
      expect(result).toMatchObject({
        kind: 'ready',
        request: { serviceType, pickup: 'The Pierre', hours: 3, returnTrip: false },
      });
      expect(result.kind === 'ready' && 'destination' in result.request).toBe(false);
      expect(result.kind === 'ready' && 'returnDateTime' in result.request).toBe(false);
    },
  );

  it('still needs a destination for a one-way ride', () => {
    expect(isHourlyDraft({ serviceType: 'point-to-point' })).toBe(false);
    expect(
      quoteRequestFromDraft(
        {
          serviceType: 'point-to-point',
          pickupAddress: 'The Pierre',
          pickupDate: '2030-07-04',
          pickupTime: '10:00',
        },
        NOW,
      ),
    ).toEqual({ kind: 'incomplete', missing: ['destination'] });
  });

  it('leaves a missing return time for the server to explain', () => {
    const result = quoteRequestFromDraft(
      {
        serviceType: 'point-to-point',
        pickupAddress: 'Harlem',
        destinationAddress: 'SoHo',
        pickupDate: '2030-07-04',
        pickupTime: '10:00',
        returnTrip: true,
      },
      NOW,
    );
    expect(result).toMatchObject({ kind: 'ready', request: { returnTrip: true } });
    expect(result.kind === 'ready' && 'returnDateTime' in result.request).toBe(false);
  });
});

describe('hours the route needs (decision 20)', () => {
  it('reads the hours needed from the server refusing too few hours, when they can be booked', () => {
    const refused = (params: Record<string, number | string>) =>
      AppError.fromBody(400, {
        code: 'booking.hoursTooFew',
        message: 'The route you gave takes longer to drive than 2 hours: book at least 4 hours.',
        params,
        fieldErrors: { hours: { code: 'booking.hoursTooFew', params } },
      });
    expect(hoursNeededFrom(refused({ hoursNeeded: 4, hours: 2 }))).toBe(4);
    expect(hoursNeededFrom(AppError.onField('hours', 'booking.hoursTooFew', { hoursNeeded: 12 }))).toBe(12);
    // Not hours a customer can book, or not this refusal: nothing to offer.
    expect(hoursNeededFrom(refused({ hoursNeeded: 13 }))).toBeNull();
    expect(hoursNeededFrom(refused({ hoursNeeded: '4' }))).toBeNull();
    expect(hoursNeededFrom(refused({}))).toBeNull();
    expect(
      hoursNeededFrom(AppError.onField('hours', 'booking.hourlyRouteTooLong', { hoursNeeded: 4, max: 12 })),
    ).toBeNull();
    expect(hoursNeededFrom(new Error('booking.hoursTooFew'))).toBeNull();
  });
});

describe('unknown packages', () => {
  it('recognises the server refusing the package, and drops it', () => {
    expect(isUnknownPackage(AppError.onField('packageId', 'booking.unknownPackage'))).toBe(true);
    expect(isUnknownPackage(AppError.onField('pickupDateTime', 'booking.leadHours', { count: 2 }))).toBe(
      false,
    );
    expect(isUnknownPackage(new Error('Unknown package'))).toBe(false);
    expect(
      withoutPackage({
        serviceType: 'point-to-point',
        packageId: 'executive-transfers',
        pickupDateTime: '2030-07-04T18:30:00.000Z',
      }),
    ).toEqual({ serviceType: 'point-to-point', pickupDateTime: '2030-07-04T18:30:00.000Z' });
  });
});

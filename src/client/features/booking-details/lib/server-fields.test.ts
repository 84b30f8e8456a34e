import { describe, expect, it } from 'vitest';
import { firstErrorPath, quotePartErrors, sortServerFields } from './server-fields.ts';

describe('sortServerFields', () => {
  it('puts each message on its field, in page order, and keeps the rest for the form', () => {
    expect(
      sortServerFields({
        'guestInfo.email': 'auth.guestEmail',
        'extras.extraStopAddress': 'booking.extraStopRequired',
        pickupDateTime: 'booking.leadHours?count=2',
        vehicleId: 'booking.vehicleMissing',
      }),
    ).toEqual({
      onFields: [
        {
          target: { path: 'ride.pickupDate', part: 'dateTime' },
          message: 'booking.leadHours?count=2',
        },
        {
          target: { path: 'extras.extraStopAddress' },
          message: 'booking.extraStopRequired',
        },
        { target: { path: 'guest.email' }, message: 'auth.guestEmail' },
      ],
      other: ['booking.vehicleMissing'],
    });
  });

  it('maps the ride ends under either name, and survives no fields', () => {
    expect(sortServerFields({ destination: 'booking.destinationMissing' }).onFields[0]?.target).toEqual({
      path: 'ride.destinationAddress',
      part: 'destination',
    });
    expect(sortServerFields({ pickupAddress: 'x' }).onFields[0]?.target.path).toBe('ride.pickupAddress');
    expect(sortServerFields(undefined)).toEqual({ onFields: [], other: [] });
  });
});

describe('quotePartErrors', () => {
  it('keeps the ride parts a quote refused', () => {
    expect(
      quotePartErrors({
        pickupDateTime: 'booking.leadHours?count=2',
        returnDateTime: 'The return must be after the pickup',
        serviceType: 'Unknown service type',
      }),
    ).toEqual({
      dateTime: 'booking.leadHours?count=2',
      returnDateTime: 'The return must be after the pickup',
    });
  });
});

describe('firstErrorPath', () => {
  it('is the first field in page order, not in the order the fields appeared', () => {
    expect(
      firstErrorPath({
        guest: { email: { message: 'x' } },
        extras: { extraStopAddress: { message: 'y' } },
      }),
    ).toBe('extras.extraStopAddress');
    expect(firstErrorPath({ ride: { pickupTime: { message: 'z' } }, guest: { phone: {} } })).toBe(
      'ride.pickupTime',
    );
    expect(firstErrorPath({})).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { firstErrorPath, quotePartErrors, sortServerFields } from './server-fields.ts';

describe('sortServerFields', () => {
  it('puts each message on its field, in page order, and keeps the rest for the form', () => {
    expect(
      sortServerFields({
        'guestInfo.email': 'Please enter a valid email address.',
        'extras.extraStopAddress': 'Extra stop address is required when adding an extra stop',
        pickupDateTime: 'Pickup must be at least 2 hours from now',
        vehicleId: 'Please choose a vehicle',
      }),
    ).toEqual({
      onFields: [
        {
          target: { path: 'ride.pickupDate', part: 'dateTime' },
          message: 'Pickup must be at least 2 hours from now',
        },
        {
          target: { path: 'extras.extraStopAddress' },
          message: 'Extra stop address is required when adding an extra stop',
        },
        { target: { path: 'guest.email' }, message: 'Please enter a valid email address.' },
      ],
      other: ['Please choose a vehicle'],
    });
  });

  it('maps the ride ends under either name, and survives no fields', () => {
    expect(
      sortServerFields({ destination: 'Please enter a destination address' }).onFields[0]?.target,
    ).toEqual({
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
        pickupDateTime: 'Pickup must be at least 2 hours from now',
        returnDateTime: 'The return must be after the pickup',
        serviceType: 'Unknown service type',
      }),
    ).toEqual({
      dateTime: 'Pickup must be at least 2 hours from now',
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

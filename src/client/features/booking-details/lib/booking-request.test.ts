import { describe, expect, it } from 'vitest';
import { createBookingRequestSchema } from '../../../../shared/contracts/checkout.ts';
import {
  allExtras,
  bookingRequestFrom,
  extrasSelection,
  quoteExtras,
  withExtras,
} from './booking-request.ts';

const NOW = new Date('2030-07-01T16:00:00Z'); // 12:00 in New York (EDT)

const jfkToTimesSquare = {
  serviceType: 'from-airport',
  pickupAddress: 'JFK Terminal 4, Queens, NY',
  pickupPlaceId: 'gz:jfk-t4',
  destinationAddress: 'Times Square, Manhattan, NY',
  pickupDate: '2030-07-04',
  pickupTime: '14:30',
  vehicleId: 'suv-escalade',
  vehicleName: 'Cadillac Escalade ESV',
  finalPrice: 180,
};

const noExtras = { meetAndGreet: false, childSeat: false, extraStop: false };

describe('bookingRequestFrom', () => {
  it('sends the ride as quotes take it, the texts shown, the vehicle and the extras, never an amount', () => {
    const result = bookingRequestFrom(
      jfkToTimesSquare,
      { ...noExtras, meetAndGreet: true, flightNumber: 'AA 100', specialRequests: '  ' },
      null,
      NOW,
    );
    expect(result).toEqual({
      kind: 'ready',
      body: {
        serviceType: 'from-airport',
        pickup: 'gz:jfk-t4',
        destination: 'Times Square, Manhattan, NY',
        pickupAddress: 'JFK Terminal 4, Queens, NY',
        destinationAddress: 'Times Square, Manhattan, NY',
        pickupDateTime: '2030-07-04T18:30:00.000Z',
        returnTrip: false,
        vehicleId: 'suv-escalade',
        extras: { meetAndGreet: true, childSeat: false, extraStop: false, flightNumber: 'AA 100' },
      },
    });
    expect(result.kind === 'ready' && createBookingRequestSchema.safeParse(result.body).success).toBe(true);
  });

  it('sends the extra stop address only with the extra stop, and a guest’s details', () => {
    const guest = { email: ' ana@example.com ', firstName: 'Ana', lastName: 'Ruiz', phone: '2125550147' };
    const off = bookingRequestFrom(jfkToTimesSquare, { ...noExtras, extraStopAddress: 'SoHo' }, guest, NOW);
    expect(off.kind === 'ready' && off.body.extras).toEqual(noExtras);
    expect(off.kind === 'ready' && off.body.guestInfo).toEqual({ ...guest, email: 'ana@example.com' });
    const on = bookingRequestFrom(
      jfkToTimesSquare,
      { ...noExtras, extraStop: true, extraStopAddress: 'SoHo, Manhattan' },
      null,
      NOW,
    );
    expect(on.kind === 'ready' && on.body.extras).toEqual({
      ...noExtras,
      extraStop: true,
      extraStopAddress: 'SoHo, Manhattan',
    });
    expect(on.kind === 'ready' && 'guestInfo' in on.body).toBe(false);
  });

  it('books an hourly package with its pickup, no destination and the time chosen here', () => {
    const result = bookingRequestFrom(
      {
        serviceType: 'hourly-service',
        package: 'standard',
        hours: 4,
        pickupAddress: 'The Plaza Hotel',
        destinationAddress: '',
        pickupDate: '2030-07-04',
        pickupTime: '09:00',
        vehicleId: 'sedan-cadillac',
      },
      noExtras,
      null,
      NOW,
    );
    expect(result).toMatchObject({
      kind: 'ready',
      body: {
        packageId: 'standard',
        pickup: 'The Plaza Hotel',
        pickupAddress: 'The Plaza Hotel',
        pickupDateTime: '2030-07-04T13:00:00.000Z',
      },
    });
    expect(result.kind === 'ready' && 'destination' in result.body).toBe(false);
  });

  it('sends the hours and the party, and replaces the pending booking made before for this ride', () => {
    const pending = '0b7c2a44-5d1e-4f3a-9c7b-2e8f6a1d3c55';
    const result = bookingRequestFrom(
      { ...jfkToTimesSquare, passengers: 5, bags: 3 },
      noExtras,
      null,
      NOW,
      pending,
    );
    expect(result).toMatchObject({
      kind: 'ready',
      body: { passengers: 5, bags: 3, replacesBookingId: pending },
    });
    expect(result.kind === 'ready' && createBookingRequestSchema.safeParse(result.body).success).toBe(true);
    const first = bookingRequestFrom(jfkToTimesSquare, noExtras, null, NOW, null);
    expect(first.kind === 'ready' && 'replacesBookingId' in first.body).toBe(false);
  });

  it('sends both legs of a return trip', () => {
    const result = bookingRequestFrom(
      { ...jfkToTimesSquare, returnTrip: true, returnDate: '2030-07-06', returnTime: '08:15' },
      noExtras,
      null,
      NOW,
    );
    expect(result).toMatchObject({
      kind: 'ready',
      body: { returnTrip: true, returnDateTime: '2030-07-06T12:15:00.000Z' },
    });
  });

  it('is incomplete without the pickup time a package still needs, or a custom ride’s addresses', () => {
    expect(
      bookingRequestFrom(
        { serviceType: 'hourly-service', package: 'standard', vehicleId: 'x' },
        noExtras,
        null,
        NOW,
      ),
    ).toEqual({ kind: 'incomplete', missing: ['dateTime'] });
    expect(
      bookingRequestFrom(
        { serviceType: 'point-to-point', routeId: 'custom', vehicleId: 'x' },
        noExtras,
        null,
        NOW,
      ),
    ).toEqual({ kind: 'incomplete', missing: ['pickup', 'destination', 'dateTime'] });
  });
});

describe('extras for quotes', () => {
  it('prices only the three paid extras', () => {
    expect(extrasSelection({ meetAndGreet: true, flightNumber: 'AA 1' })).toEqual({
      meetAndGreet: true,
      childSeat: false,
      extraStop: false,
    });
    expect(extrasSelection(undefined)).toEqual(noExtras);
  });

  it('prices every extra before it is added: the stop as a stop at the pickup (no added miles)', () => {
    expect(allExtras({ pickup: 'gz:jfk-t4' })).toEqual({
      meetAndGreet: true,
      childSeat: true,
      extraStop: true,
      extraStopAddress: 'gz:jfk-t4',
    });
    expect(allExtras({})).toEqual({ meetAndGreet: true, childSeat: true, extraStop: false });
  });

  it('prices the extra stop with its place, so its added miles are a line; without a place, not yet', () => {
    expect(quoteExtras({ extraStop: true }, ' Yankee Stadium, Bronx ')).toEqual({
      ...noExtras,
      extraStop: true,
      extraStopAddress: 'Yankee Stadium, Bronx',
    });
    expect(quoteExtras({ extraStop: true, childSeat: true }, '  ')).toEqual({ ...noExtras, childSeat: true });
    expect(quoteExtras({ extraStop: false }, 'Yankee Stadium')).toEqual(noExtras);
    const all = allExtras({ pickup: 'gz:jfk-t4' });
    expect(withExtras({ serviceType: 'tour', pickupDateTime: 'x' }, all)).toEqual({
      serviceType: 'tour',
      pickupDateTime: 'x',
      extras: all,
    });
  });
});

describe('the extra stop picked from the suggestions (decision 25)', () => {
  it('is sent as its place_id while its text is the suggestion picked, else as the text', () => {
    const stop = '200 Park Ave (at E 45th St), New York, NY';
    const draft = {
      ...jfkToTimesSquare,
      extraStop: true,
      extraStopAddress: stop,
      extraStopPlaceId: 'addr:200-park-ave',
    };
    const picked = bookingRequestFrom(
      draft,
      { ...noExtras, extraStop: true, extraStopAddress: stop },
      null,
      NOW,
    );
    expect(picked.kind === 'ready' && picked.body.extras?.extraStopAddress).toBe('addr:200-park-ave');
    const typed = bookingRequestFrom(
      draft,
      { ...noExtras, extraStop: true, extraStopAddress: '30 Rockefeller Plaza' },
      null,
      NOW,
    );
    expect(typed.kind === 'ready' && typed.body.extras?.extraStopAddress).toBe('30 Rockefeller Plaza');
  });
});

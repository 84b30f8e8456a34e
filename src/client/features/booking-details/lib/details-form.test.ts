import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../../../shared/contracts/auth.ts';
import {
  RIDE_MESSAGES,
  detailsFormSchema,
  draftWithDetails,
  initialDetailsValues,
  type DetailsFormValues,
} from './details-form.ts';
import { GUEST_EMAIL, GUEST_MISSING, GUEST_PHONE } from './guest-problem.ts';
import type { RideAsks } from './ride-needs.ts';

const NONE: RideAsks = { pickup: 'no', destination: 'no', dateTime: 'no', returnDateTime: 'no' };

const guestUser: CurrentUser = {
  id: 'g1',
  username: null,
  email: 'ana@example.com',
  firstName: 'Ana',
  lastName: 'Ruiz',
  phone: '212 555 0147',
  role: 'guest',
  isGuest: true,
};

const values = (over: Partial<{ [K in keyof DetailsFormValues]: Partial<DetailsFormValues[K]> }> = {}) => ({
  ride: {
    pickupAddress: '',
    destinationAddress: '',
    pickupDate: '',
    pickupTime: '',
    returnDate: '',
    returnTime: '',
    ...over.ride,
  },
  extras: {
    flightNumber: '',
    specialRequests: '',
    meetAndGreet: false,
    childSeat: false,
    extraStop: false,
    extraStopAddress: '',
    ...over.extras,
  },
  guest: { email: 'ana@example.com', firstName: 'Ana', lastName: 'Ruiz', phone: '2125550147', ...over.guest },
});

function messages(asks: RideAsks, isGuest: boolean, input: unknown): Record<string, string> {
  const result = detailsFormSchema({ asks, isGuest }).safeParse(input);
  if (result.success) return {};
  // The form resolver shows each field's first message.
  const out: Record<string, string> = {};
  for (const i of result.error.issues) out[i.path.join('.')] ??= i.message;
  return out;
}

describe('detailsFormSchema', () => {
  it('accepts a complete ride with no extras', () => {
    expect(messages(NONE, true, values())).toEqual({});
  });

  it('requires the extra stop address at submit, with the exact message', () => {
    expect(messages(NONE, false, values({ extras: { extraStop: true, extraStopAddress: '  ' } }))).toEqual({
      'extras.extraStopAddress': 'booking.extraStopRequired',
    });
    expect(messages(NONE, false, values({ extras: { extraStopAddress: '' } }))).toEqual({});
  });

  it('checks the flight number and the length of special requests', () => {
    expect(messages(NONE, false, values({ extras: { flightNumber: 'AA 100' } }))).toEqual({});
    expect(messages(NONE, false, values({ extras: { flightNumber: 'not a flight' } }))).toHaveProperty(
      'extras.flightNumber',
    );
    expect(messages(NONE, false, values({ extras: { specialRequests: 'x'.repeat(1001) } }))).toEqual({
      'extras.specialRequests': 'booking.specialRequestsTooLong?count=1000',
    });
  });

  it("checks a guest's details with the specification's messages, and not a signed-in customer's", () => {
    const empty = { email: '', firstName: '', lastName: '', phone: '' };
    expect(messages(NONE, true, values({ guest: empty }))).toEqual({
      'guest.email': GUEST_MISSING,
      'guest.firstName': GUEST_MISSING,
      'guest.lastName': GUEST_MISSING,
      'guest.phone': GUEST_MISSING,
    });
    expect(messages(NONE, true, values({ guest: { email: 'ana@', phone: '555-01' } }))).toEqual({
      'guest.email': GUEST_EMAIL,
      'guest.phone': GUEST_PHONE,
    });
    expect(messages(NONE, false, values({ guest: empty }))).toEqual({});
  });

  it('asks for the missing ride parts only', () => {
    const asks: RideAsks = {
      pickup: 'required',
      destination: 'optional',
      dateTime: 'required',
      returnDateTime: 'no',
    };
    expect(messages(asks, false, values())).toEqual({
      'ride.pickupAddress': RIDE_MESSAGES.pickupMissing,
      'ride.pickupDate': RIDE_MESSAGES.dateMissing,
    });
    expect(
      messages(asks, false, values({ ride: { pickupAddress: 'NY', pickupDate: '2030-07-04' } })),
    ).toEqual({
      'ride.pickupAddress': RIDE_MESSAGES.addressMin,
      'ride.pickupTime': RIDE_MESSAGES.dateMissing,
    });
    expect(
      messages(
        { ...asks, destination: 'required' },
        false,
        values({ ride: { pickupAddress: 'Plaza Hotel', pickupDate: '2030-07-04', pickupTime: '10:00' } }),
      ),
    ).toEqual({ 'ride.destinationAddress': RIDE_MESSAGES.destinationMissing });
  });

  it('wants the return after the pickup', () => {
    const asks: RideAsks = { ...NONE, dateTime: 'required', returnDateTime: 'required' };
    const ride = {
      pickupDate: '2030-07-04',
      pickupTime: '10:00',
      returnDate: '2030-07-04',
      returnTime: '09:00',
    };
    expect(messages(asks, false, values({ ride }))).toEqual({
      'ride.returnTime': RIDE_MESSAGES.returnBeforePickup,
    });
    expect(messages(asks, false, values({ ride: { ...ride, returnDate: '' } }))).toEqual({
      'ride.returnDate': RIDE_MESSAGES.returnMissing,
    });
  });
});

describe('initialDetailsValues', () => {
  const draft = { serviceType: 'to-airport', pickupDate: '2030-07-04', pickupTime: '10:00', childSeat: true };

  it('prefills a guest from the session, or from what they typed before a reload', () => {
    expect(initialDetailsValues(draft, guestUser).guest).toEqual({
      email: 'ana@example.com',
      firstName: 'Ana',
      lastName: 'Ruiz',
      phone: '212 555 0147',
    });
    const typed = { email: 'ana.r@example.com', firstName: 'Ana', lastName: 'Ruiz', phone: '' };
    expect(initialDetailsValues({ ...draft, guestInfo: typed }, guestUser).guest).toEqual(typed);
  });

  it('keeps the extras and times of the draft', () => {
    const v = initialDetailsValues(draft, null);
    expect(v.extras).toMatchObject({
      childSeat: true,
      meetAndGreet: false,
      extraStop: false,
      flightNumber: '',
    });
    expect(v.ride).toMatchObject({ pickupDate: '2030-07-04', pickupTime: '10:00' });
  });
});

describe('draftWithDetails', () => {
  const draft = {
    serviceType: 'from-airport',
    pickupAddress: 'JFK Terminal 4, Queens, NY',
    pickupPlaceId: 'gz:jfk-t4',
    destinationAddress: 'Times Square',
    vehicleId: 'sedan-cadillac',
    guestInfo: { email: 'old@example.com', firstName: 'O', lastName: 'L', phone: '2125550100' },
  };
  const places = {
    pickup: { address: 'JFK Terminal 4, Queens, NY', placeId: 'gz:jfk-t4' },
    destination: null,
  };

  it('stores the extras and a guest’s details with the ride', () => {
    const next = draftWithDetails(
      draft,
      values({ extras: { meetAndGreet: true, flightNumber: 'AA 100' }, ride: { ...draft } }),
      places,
      true,
    );
    expect(next).toMatchObject({
      vehicleId: 'sedan-cadillac',
      pickupPlaceId: 'gz:jfk-t4',
      meetAndGreet: true,
      flightNumber: 'AA 100',
      guestInfo: { email: 'ana@example.com', firstName: 'Ana', lastName: 'Ruiz', phone: '2125550147' },
    });
  });

  it('drops the place_id once the address text changes, and guest details for an account', () => {
    const next = draftWithDetails(draft, { ride: { pickupAddress: 'JFK Terminal 5' } }, places, false);
    expect(next.pickupAddress).toBe('JFK Terminal 5');
    expect(next).not.toHaveProperty('pickupPlaceId');
    expect(next).not.toHaveProperty('guestInfo');
  });

  it('keeps return times only on a return trip', () => {
    const ride = { returnDate: '2030-07-05', returnTime: '10:00' };
    expect(draftWithDetails(draft, { ride }, places, false)).not.toHaveProperty('returnDate');
    expect(draftWithDetails({ ...draft, returnTrip: true }, { ride }, places, false)).toMatchObject(ride);
  });
});

describe("a package's doors and party (decision 25)", () => {
  const route = {
    serviceType: 'point-to-point',
    routeId: 'manhattan-brooklyn',
    pickupAddress: 'Midtown Manhattan, New York, NY',
    destinationAddress: 'Downtown Brooklyn, Brooklyn, NY',
    pickupIsArea: true,
    destinationIsArea: true,
  };
  const none = { pickup: null, destination: null };

  it('starts the door fields empty and keeps the areas until the doors are given', () => {
    const initial = initialDetailsValues(route, null);
    expect(initial.ride).toMatchObject({
      pickupAddress: '',
      destinationAddress: '',
      passengers: '',
      bags: '',
    });
    expect(draftWithDetails(route, { ride: initial.ride }, none, false)).toMatchObject({
      pickupAddress: route.pickupAddress,
      pickupIsArea: true,
      destinationIsArea: true,
    });
    const given = draftWithDetails(
      route,
      { ride: { ...initial.ride, pickupAddress: 'Times Square', passengers: '3', bags: '2' } },
      none,
      false,
    );
    expect(given).toMatchObject({
      pickupAddress: 'Times Square',
      destinationIsArea: true,
      passengers: 3,
      bags: 2,
    });
    expect(given.pickupIsArea).toBeUndefined();
  });

  it('asks a party of passengers 1 to the maximum and bags, only when asked', () => {
    const asks: RideAsks = { pickup: 'no', destination: 'no', dateTime: 'no', returnDateTime: 'no' };
    const values = (passengers: string, bags: string) => ({
      ...initialDetailsValues({ ...route, pickupIsArea: false, destinationIsArea: false }, null),
      ride: { ...initialDetailsValues(route, null).ride, passengers, bags },
    });
    const asked = detailsFormSchema({ asks, isGuest: false, asksParty: true });
    expect(asked.safeParse(values('3', '2')).success).toBe(true);
    const missing = asked.safeParse(values('', ''));
    expect(missing.success ? [] : missing.error.issues.map((i) => i.path.join('.'))).toEqual([
      'ride.passengers',
      'ride.bags',
    ]);
    expect(asked.safeParse(values('0', '1')).success).toBe(false);
    expect(detailsFormSchema({ asks, isGuest: false }).safeParse(values('', '')).success).toBe(true);
  });
});

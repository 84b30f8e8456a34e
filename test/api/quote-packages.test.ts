import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRAND } from '../../src/shared/brand.ts';
import type { QuoteResponse, VehicleQuote } from '../../src/shared/contracts/quotes.ts';
import { extraStopMilesCents } from '../../src/shared/domain/pricing.ts';
import type { ErrorBody } from '../../src/shared/errors.ts';
import type { RoutesPort } from '../../src/server/integrations/maps/types.ts';
import { nyLocalToInstant, nyWallClock } from '../../src/shared/domain/new-york-time.ts';
import { guestCookie } from '../support/accounts.ts';
import { createBooking } from '../support/checkout-flow.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * A package's price is only for its own ride (issue 15, PRODUCT decisions 1 and 3): coverage, the custom
 * formula outside it, hourly rides by the hours, wedding and event hours, the extra stop's place and miles,
 * and the party against each vehicle.
 */

/**
 * The app's clock: fixed (Tuesday 11 June 2030, 11:00 in New York), so the pickups below ("3 days ahead", "a
 * Wednesday at 11:00") fall on the same New York day and hour, with the same prices, however long the run takes.
 */
const NOW = new Date('2030-06-11T15:00:00Z');
const clock = () => NOW;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const DAY = 86_400_000;
const inDays = (days: number) => new Date(NOW.getTime() + days * DAY).toISOString();
const AT = inDays(3);

const post = (payload: object) => t.app.inject({ method: 'POST', url: '/api/quotes', payload });

async function quote(payload: object): Promise<QuoteResponse> {
  const res = await post({ pickupDateTime: AT, serviceType: 'point-to-point', ...payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<QuoteResponse>();
}

async function refused(payload: object): Promise<ErrorBody> {
  const res = await post({ pickupDateTime: AT, serviceType: 'point-to-point', ...payload });
  expect(res.statusCode, res.body).toBe(400);
  return res.json<ErrorBody>();
}

const byCode = (body: QuoteResponse, code: string): VehicleQuote => {
  const v = body.vehicles.find((x) => x.vehicleCode === code);
  if (!v) throw new Error(`no ${code}`);
  return v;
};
const legPrices = (body: QuoteResponse) =>
  Object.fromEntries(body.vehicles.map((v) => [v.vehicleCode, v.legs.map((l) => l.priceCents)]));
/** Each vehicle's outbound leg: sedan x1, continental ("other") x1.2, suburban x1.3, escalade x1.5, sprinter x1.4. */
const packagePrices = (sedanCents: number) => ({
  sedan: [sedanCents],
  continental: [Math.round(sedanCents * 1.2)],
  suburban: [Math.round(sedanCents * 1.3)],
  escalade: [Math.round(sedanCents * 1.5)],
  sprinter: [Math.round(sedanCents * 1.4)],
});

/** The package applies: every leg at the package price, all-in (no tolls, fees or surcharge lines). */
function expectPackagePrice(body: QuoteResponse, sedanCents: number) {
  expect(body.package?.applies).toBe(true);
  expect(body.packageNoticeCode).toBeNull();
  expect(body.packageNotice).toBeNull();
  for (const v of body.vehicles) {
    for (const leg of v.legs) {
      expect(leg.pricing).toBe('package');
      expect(leg.breakdown).toMatchObject({
        tollsCents: 0,
        creditCardFeeCents: 0,
        stcChargeCents: 0,
        adminFeeCents: 0,
        surchargesCents: 0,
        surcharges: [],
        totalCents: leg.priceCents,
      });
    }
  }
  expect(legPrices(body)).toMatchObject(packagePrices(sedanCents));
}

/** No package asked for, and the ride is a package's: priced as that package (PRODUCT decision 24). */
function expectPackagePriceUnasked(body: QuoteResponse, id: string, sedanCents: number) {
  expect(body.package).toBeNull();
  expect(body.packageNoticeCode).toBeNull();
  expect(body.priceBasis).toMatchObject({ kind: 'package', packageId: id, reasonCode: 'quote.basisPackage' });
  for (const v of body.vehicles) for (const leg of v.legs) expect(leg.pricing).toBe('package');
  expect(legPrices(body)).toMatchObject(packagePrices(sedanCents));
}

/**
 * The package does not apply: the custom-ride formula, exactly what the same ride costs without a package,
 * and the notice says why.
 */
async function expectCustomPrice(body: QuoteResponse, ride: object, packageCents: number) {
  expect(body.package?.applies).toBe(false);
  expect(body.packageNoticeCode).toBe('quote.packageNotCovered');
  expect(body.packageNotice).toBe(
    'This ride is outside what the package covers, so it is priced by distance',
  );
  for (const v of body.vehicles) for (const leg of v.legs) expect(leg.pricing).toBe('custom');
  expect(body.priceBasis).toMatchObject({
    kind: 'custom',
    packageId: null,
    reasonCode: 'quote.basisDistance',
  });
  const plain = await quote(ride);
  expect(body.vehicles.map((v) => v.totalCents)).toEqual(plain.vehicles.map((v) => v.totalCents));
  expect(body.vehicles.map((v) => v.legs)).toEqual(plain.vehicles.map((v) => v.legs));
  // Never the package price (the formula may cost more or, on a short ride, less).
  expect(byCode(body, 'sedan').legs[0]?.priceCents).not.toBe(packageCents);
}

/**
 * The package asked for does not cover the ride, but another one does (PRODUCT decision 24): the ride is that
 * package's, exactly what it costs without any package asked for, and the notice names it.
 */
async function expectOtherPackage(
  body: QuoteResponse,
  ride: object,
  other: { id: string; name: string; sedanCents: number },
) {
  expect(body.package?.applies).toBe(false);
  expect(body.packageNoticeCode).toBe('quote.packageReplaced');
  expect(body.packageNotice).toBe(
    `The package you chose does not cover this ride; the ${other.name} package covers it, so its price applies`,
  );
  expect(body.priceBasis).toEqual({
    kind: 'package',
    packageId: other.id,
    packageName: other.name,
    reasonCode: 'quote.basisPackage',
    reason: `Priced as the ${other.name} package: it covers this ride`,
  });
  for (const v of body.vehicles) for (const leg of v.legs) expect(leg.pricing).toBe('package');
  expect(legPrices(body)).toMatchObject(packagePrices(other.sedanCents));
  const plain = await quote(ride);
  expect(plain.priceBasis).toEqual(body.priceBasis);
  expect(plain.vehicles.map((v) => v.totalCents)).toEqual(body.vehicles.map((v) => v.totalCents));
}

describe('airport packages: the airport and Manhattan', () => {
  it('prices JFK Terminal 4 to Midtown with the JFK package at $99 x the vehicle multiplier', async () => {
    const body = await quote({
      serviceType: 'from-airport',
      packageId: 'jfk-manhattan',
      pickup: 'JFK Terminal 4',
      destination: 'Midtown Manhattan',
    });
    expect(body.package).toMatchObject({ id: 'jfk', kind: 'airport', applies: true, hours: null });
    expectPackagePrice(body, 9900);
    expect(byCode(body, 'escalade').legs[0]?.priceCents).toBe(14_850);
    expect(body.pickupPlace?.address).toMatch(/JFK Terminal 4/);
    expect(body.destinationPlace?.address).toMatch(/Midtown/);
  });

  it('prices the other direction, and a return leg, at the package price', async () => {
    const body = await quote({
      serviceType: 'to-airport',
      packageId: 'lga',
      pickup: 'Upper East Side',
      destination: 'LGA Terminal B',
      returnTrip: true,
      returnDateTime: inDays(6),
    });
    expect(byCode(body, 'sedan').legs.map((l) => [l.leg, l.pricing, l.priceCents])).toEqual([
      ['outbound', 'package', 8900],
      ['return', 'package', 8900],
    ]);
    expect(byCode(body, 'sedan').subtotalCents).toBe(17_800);
  });

  it('never adds the tolls to a "tolls included" package: Newark to Times Square through a Hudson tunnel', async () => {
    const body = await quote({ packageId: 'ewr', pickup: 'Newark Airport', destination: 'Times Square' });
    expect(body.route?.tolls.length).toBeGreaterThan(0);
    expectPackagePrice(body, 10_900);
    // The same ride without the package asked for is the same package ride (one ride, one price), all-in.
    const plain = await quote({ pickup: 'Newark Airport', destination: 'Times Square' });
    expectPackagePriceUnasked(plain, 'ewr', 10_900);
    // A ride through the same tunnel that no package covers pays the toll.
    const hoboken = await quote({ pickup: 'Hoboken', destination: 'Times Square' });
    expect(hoboken.priceBasis.kind).toBe('custom');
    expect(byCode(hoboken, 'sedan').legs[0]?.breakdown.tollsCents).toBeGreaterThan(0);
  });

  it('prices JFK to Montauk with the JFK package by the custom formula, and says why (not $99)', async () => {
    const ride = { serviceType: 'from-airport', pickup: 'JFK Terminal 4', destination: 'Montauk, NY' };
    const body = await quote({ ...ride, packageId: 'jfk' });
    expect(body.package).toMatchObject({ id: 'jfk', applies: false });
    await expectCustomPrice(body, ride, 9900);
    expect(byCode(body, 'sedan').legs[0]?.priceCents).toBeGreaterThan(9900);
    // Not $99 x 1.5 either: the escalade pays the formula with its own per-mile rate.
    expect(byCode(body, 'escalade').legs[0]?.priceCents).toBeGreaterThan(14_850);
    expect(byCode(body, 'sedan').legs[0]?.breakdown.distanceChargeCents).toBeGreaterThan(0);
  });

  it('prices the JFK package for another airport as that airport’s package, and says so', async () => {
    const ride = { pickup: 'LGA Terminal B', destination: 'Times Square' };
    await expectOtherPackage(await quote({ ...ride, packageId: 'jfk' }), ride, {
      id: 'lga',
      name: 'LaGuardia Airport to Manhattan',
      sedanCents: 8900,
    });
  });

  it.each([
    ['Brooklyn, not a zone it serves', 'JFK Terminal 4', 'Barclays Center'],
    ['no airport end', 'Wall Street', 'Harlem'],
  ])('prices the JFK package by the formula for %s', async (_what, pickup, destination) => {
    const ride = { pickup, destination };
    await expectCustomPrice(await quote({ ...ride, packageId: 'jfk' }), ride, 9900);
  });

  it('needs both ends to know the ride is covered', async () => {
    const noDestination = await refused({ packageId: 'jfk', pickup: 'JFK Terminal 4' });
    expect(noDestination.fields?.destination).toBe('Please enter a destination address');
    const noPickup = await refused({ packageId: 'jfk-manhattan', destination: 'Midtown Manhattan' });
    expect(noPickup.fields?.pickup).toBe('Please enter a pickup address');
  });
});

describe('route packages: their two areas, either direction', () => {
  it('prices Midtown to Downtown Brooklyn, and back, at $79', async () => {
    expectPackagePrice(
      await quote({
        packageId: 'manhattan-brooklyn',
        pickup: 'Midtown Manhattan',
        destination: 'Downtown Brooklyn, Brooklyn, NY',
      }),
      7900,
    );
    expectPackagePrice(
      await quote({ packageId: 'manhattan-brooklyn', pickup: 'Park Slope', destination: 'Wall Street' }),
      7900,
    );
  });

  it('prices Midtown to Philadelphia with the Brooklyn package by the formula, or refuses the place (never $79)', async () => {
    // Philadelphia City Hall. Whether it is inside the service area is the places' decision: either the
    // quote refuses it on its field, or it prices it as a custom ride with the notice.
    const ride = { pickup: 'Midtown Manhattan', destination: '39.9524,-75.1636' };
    const res = await post({
      pickupDateTime: AT,
      serviceType: 'point-to-point',
      packageId: 'manhattan-brooklyn',
      ...ride,
    });
    if (res.statusCode === 400) {
      expect(res.json<ErrorBody>().fieldErrors?.destination?.code).toMatch(/OutsideArea$/);
    } else {
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<QuoteResponse>();
      await expectCustomPrice(body, ride, 7900);
      expect(byCode(body, 'sedan').legs[0]?.priceCents).toBeGreaterThan(7900);
    }
  });

  it.each([
    ['manhattan-brooklyn', 'Midtown Manhattan', 'White Plains', 7900],
    ['manhattan-brooklyn', 'Times Square', 'Wall Street', 7900],
  ])('prices %s from %s to %s by the formula', async (packageId, pickup, destination, cents) => {
    const ride = { pickup, destination };
    const body = await quote({ ...ride, packageId });
    await expectCustomPrice(body, ride, cents);
  });

  it.each([
    ['manhattan-queens', 'Times Square', 'JFK Terminal 4', 'jfk', 'JFK Airport to Manhattan', 9900],
    [
      'manhattan-long-island',
      'Times Square',
      'Long Island City, Queens, NY',
      'manhattan-queens',
      'Manhattan to Queens',
      8900,
    ],
  ])(
    'prices %s from %s to %s as the package that covers it (%s)',
    async (packageId, pickup, destination, id, name, sedanCents) => {
      const ride = { pickup, destination };
      await expectOtherPackage(await quote({ ...ride, packageId }), ride, { id, name, sedanCents });
    },
  );

  it('prices the custom route (an estimate, not a fixed price) by the formula where no package covers it', async () => {
    const ride = { pickup: 'Midtown Manhattan', destination: 'Yankee Stadium' };
    const body = await quote({ ...ride, packageId: 'custom-route' });
    expect(body.package).toMatchObject({ id: 'custom-route', applies: false });
    await expectCustomPrice(body, ride, 8900);
    // Where a package covers the ride (Manhattan to Brooklyn), that package's price.
    const brooklyn = { pickup: 'Midtown Manhattan', destination: 'Downtown Brooklyn, Brooklyn, NY' };
    await expectOtherPackage(await quote({ ...brooklyn, packageId: 'custom-route' }), brooklyn, {
      id: 'manhattan-brooklyn',
      name: 'Manhattan to Brooklyn',
      sedanCents: 7900,
    });
  });
});

describe('hourly rides: the hours at the hourly packages’ rate (decision 3)', () => {
  const hourly = (payload: object) => quote({ serviceType: 'hourly', pickup: 'Times Square', ...payload });

  it.each([
    [2, 19_900],
    [3, 29_850],
    [4, 35_900],
    [7, 62_825],
    [8, 64_900],
    [12, 97_350],
  ])('%i hours cost %i cents in a sedan, x the multiplier in the others', async (hours, sedan) => {
    const body = await hourly({ hours });
    expect(body.hours).toBe(hours);
    expect(body.package).toBeNull();
    expect(legPrices(body)).toEqual(packagePrices(sedan));
    for (const v of body.vehicles) {
      expect(v.legs.map((l) => [l.leg, l.pricing])).toEqual([['hourly', 'package']]);
      expect(v.legs[0]?.breakdown).toMatchObject({ tollsCents: 0, surchargesCents: 0, surcharges: [] });
    }
    expect(byCode(body, 'sedan').totalCents).toBe(sedan + Math.round(sedan * 0.08875));
  });

  it('defaults to 2 hours, needs no destination, and places the pickup', async () => {
    const body = await hourly({});
    expect(body.hours).toBe(2);
    expect(byCode(body, 'sedan').legs[0]?.priceCents).toBe(19_900);
    expect(body.destinationPlace).toBeNull();
    expect(body.route).toBeNull();
    expect(body.pickupPlace?.address).toMatch(/Times Square/);
  });

  it('prices 2, 4 and 8 hours of the hourly page exactly as the packages', async () => {
    for (const [packageId, hours, cents] of [
      ['basic', 2, 19_900],
      ['standard', 4, 35_900],
      ['premium', 8, 64_900],
    ] as const) {
      const body = await quote({ serviceType: 'hourly-service', packageId, pickup: 'Times Square' });
      expect(body.hours).toBe(hours);
      expect(body.package).toMatchObject({ id: packageId, kind: 'hourly', hours, applies: true });
      expect(body.packageNoticeCode).toBeNull();
      expect(legPrices(body)).toEqual(packagePrices(cents));
    }
  });

  it('prices other hours with a package by the formula, never the package price, and says so', async () => {
    // The basic package (2 h, $199) for 8 hours costs the premium package, not $199.
    const eight = await quote({ serviceType: 'hourly-service', packageId: 'basic', hours: 8 });
    expect(eight.hours).toBe(8);
    expect(eight.package).toMatchObject({ id: 'basic', hours: 2, applies: true });
    expect(eight.packageNoticeCode).toBe('quote.packageHoursAdjusted');
    expect(eight.packageNotice).toBe('Priced for the hours you chose at the hourly package rate');
    expect(legPrices(eight)).toEqual(packagePrices(64_900));
    // The standard package for 6 hours: 6 x 89.75
    const six = await quote({ serviceType: 'hourly-service', packageId: 'standard', hours: 6 });
    expect(byCode(six, 'sedan').legs[0]?.priceCents).toBe(53_850);
    expect(byCode(six, 'escalade').legs[0]?.priceCents).toBe(80_775);
  });

  it('prices an airport package asked for an hourly ride by the hours, and says the package does not apply', async () => {
    const body = await hourly({ packageId: 'jfk', hours: 4 });
    expect(body.package).toMatchObject({ id: 'jfk', applies: false });
    expect(body.packageNoticeCode).toBe('quote.packageNotCovered');
    expect(byCode(body, 'sedan').legs[0]?.priceCents).toBe(35_900);
  });

  it('prices a distance ride by its route whatever hours are sent', async () => {
    const ride = { pickup: 'Times Square', destination: 'Wall Street' };
    const plain = await quote(ride);
    for (const hours of [2, 12]) {
      const body = await quote({ ...ride, hours });
      expect(body.hours).toBeNull();
      expect(body.vehicles.map((v) => v.totalCents)).toEqual(plain.vehicles.map((v) => v.totalCents));
    }
  });

  it.each([1, 13, 2.5, '4'])('refuses %j hours', async (hours) => {
    const body = await refused({ serviceType: 'hourly', pickup: 'Times Square', hours });
    expect(body.fields?.hours).toBe('Choose between 2 and 12 hours.');
  });

  it('refuses a return trip on an hourly ride (book the hours instead)', async () => {
    const body = await refused({
      serviceType: 'hourly',
      pickup: 'Times Square',
      returnTrip: true,
      returnDateTime: inDays(5),
    });
    expect(body.fieldErrors?.returnDateTime?.code).toBe('booking.returnNotHourly');
  });

  it('still refuses a pickup outside the service area', async () => {
    const body = await refused({ serviceType: 'hourly', pickup: '25.7617,-80.1918' });
    expect(body.fieldErrors?.pickup?.code).toMatch(/OutsideArea$/);
  });
});

/**
 * A weekday at 11:00 in New York, 3 to 9 days ahead: the embedded route model's midday speeds, so the driving
 * times below do not move with the hour the suite runs at.
 */
function middayWednesday(): string {
  for (let days = 3; days < 10; days += 1) {
    const day = nyWallClock(new Date(NOW.getTime() + days * DAY));
    if (day.weekday === 3) return nyLocalToInstant(day.year, day.month, day.day, 11, 0).toISOString();
  }
  throw new Error('no Wednesday ahead');
}

describe('hourly rides cover the driving time of the route given (decision 20)', () => {
  const MIDDAY = middayWednesday();
  const hourly = (payload: object) =>
    post({ pickupDateTime: MIDDAY, serviceType: 'hourly', pickup: 'Times Square', ...payload });

  /** The refusal: 400 on the hours, with the whole hours the route needs. */
  async function tooFew(payload: object): Promise<ErrorBody> {
    const res = await hourly(payload);
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json<ErrorBody>();
    expect(body.code).toBe('booking.hoursTooFew');
    expect(body.fieldErrors?.hours?.code).toBe('booking.hoursTooFew');
    return body;
  }

  it('refuses 2 hours from Times Square to Montauk (3 h 32 min of driving) and names the 4 hours needed', async () => {
    const ride = await quote({ pickupDateTime: MIDDAY, pickup: 'Times Square', destination: 'Montauk' });
    expect(ride.route?.duration.value).toBeGreaterThan(3 * 3600);
    expect(ride.route?.duration.value).toBeLessThanOrEqual(4 * 3600);
    const body = await tooFew({ destination: 'Montauk', hours: 2 });
    expect(body.params).toMatchObject({ hoursNeeded: 4, hours: 2 });
    expect(body.fieldErrors?.hours?.params).toMatchObject({ hoursNeeded: 4 });
    expect(body.message).toBe(
      'The route you gave takes longer to drive than 2 hours: book at least 4 hours.',
    );
    // 3 hours do not cover it either.
    expect((await tooFew({ destination: 'Montauk', hours: 3 })).params).toMatchObject({ hoursNeeded: 4 });
  });

  it('refuses Philadelphia as outside the service area (issue 34), whatever the hours', async () => {
    const res = await hourly({ destination: 'Philadelphia', hours: 4 });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>().fieldErrors?.destination?.code).toBe('maps.addressOutsideArea');
  });

  it('accepts the 4 hours Montauk needs (Montauk is inside the service area), at the 4-hour price', async () => {
    const res = await hourly({ destination: 'Montauk', hours: 4 });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<QuoteResponse>();
    expect(body.hours).toBe(4);
    expect(body.hoursNeeded).toBe(4);
    expect(legPrices(body)).toEqual(packagePrices(35_900));
  });

  it('leaves a 2-hour ride within Manhattan unchanged, and says it needs the minimum 2 hours', async () => {
    const res = await hourly({ destination: 'Wall Street', hours: 2 });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<QuoteResponse>();
    expect(body.hours).toBe(2);
    expect(body.hoursNeeded).toBe(2);
    expect(legPrices(body)).toEqual(packagePrices(19_900));
    // Without a destination the car is as directed: the minimum.
    const alone = (await hourly({})).json<QuoteResponse>();
    expect(alone.hoursNeeded).toBe(2);
    // A distance ride has no hours needed.
    const ride = await quote({ pickupDateTime: MIDDAY, pickup: 'Times Square', destination: 'Wall Street' });
    expect(ride.hoursNeeded).toBeNull();
  });

  it('counts the extra stop: Times Square -> Montauk -> Times Square needs 8 hours', async () => {
    const body = await tooFew({
      destination: 'Times Square',
      hours: 4,
      extras: { extraStop: true, extraStopAddress: 'Montauk' },
    });
    expect(body.params).toMatchObject({ hoursNeeded: 8 });
  });

  it('holds wedding and event packages to the same rule (a 2-hour prom to Montauk)', async () => {
    const res = await post({
      pickupDateTime: MIDDAY,
      serviceType: 'prom',
      packageId: 'prom',
      pickup: 'Harlem',
      destination: 'Montauk',
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<ErrorBody>().params).toMatchObject({ hoursNeeded: 4, hours: 2 });
  });

  it('refuses an hourly ride that ends outside the service area with the out-of-area answer', async () => {
    const res = await hourly({ destination: '42.3601,-71.0589', hours: 12 });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<ErrorBody>().fieldErrors?.destination?.code).toBe('maps.locationOutsideArea');
  });

  it('refuses a route that needs more than 12 hours: book it as a ride', async () => {
    const slow: RoutesPort = {
      name: 'estimate',
      route: async () => ({
        distanceMeters: 100_000,
        durationSeconds: 12 * 3600 + 60,
        polyline: '',
        crossings: [],
        providerTollCents: null,
        source: 'estimate',
      }),
    };
    const app = await createTestApp({ clock, routes: slow });
    try {
      const res = await app.app.inject({
        method: 'POST',
        url: '/api/quotes',
        payload: {
          pickupDateTime: MIDDAY,
          serviceType: 'hourly',
          pickup: 'Times Square',
          destination: 'Wall Street',
          hours: 12,
        },
      });
      expect(res.statusCode, res.body).toBe(400);
      const body = res.json<ErrorBody>();
      expect(body.fieldErrors?.hours?.code).toBe('booking.hourlyRouteTooLong');
      expect(body.message).toBe(
        'The route you gave takes more than 12 hours to drive: book it as a ride instead.',
      );
    } finally {
      await app.close();
    }
  });

  it('refuses a booking with too few hours on the server, even when the client never asked for a quote', async () => {
    const cookie = await guestCookie(t.app);
    const ride = {
      pickup: 'Times Square',
      destination: 'Montauk',
      pickupDateTime: MIDDAY,
      serviceType: 'hourly-service',
      packageId: 'basic',
      hours: 2,
      vehicleId: 'sedan-cadillac',
      passengers: 1,
      bags: 0,
    };
    const refusedBooking = await createBooking(t.app, cookie, ride);
    expect(refusedBooking.status, refusedBooking.raw).toBe(400);
    expect(refusedBooking.body.fieldErrors?.hours?.code).toBe('booking.hoursTooFew');
    expect(refusedBooking.body.params).toMatchObject({ hoursNeeded: 4 });
    // Without hours the package's 2 are priced: refused the same way.
    const { hours: _none, ...packageHours } = ride;
    expect((await createBooking(t.app, cookie, packageHours)).status).toBe(400);
    // The hours needed are booked.
    const booked = await createBooking(t.app, cookie, { ...ride, hours: 4 });
    expect(booked.status, booked.raw).toBe(201);
    expect(booked.body.hours).toBe(4);
  });
});

describe('wedding and event packages: their price for their hours', () => {
  const wedding = (payload: object) =>
    quote({ serviceType: 'wedding', pickup: 'Grand Central', destination: 'Wall Street', ...payload });

  it('prices the package for its own hours, wherever the car goes', async () => {
    const body = await wedding({ packageId: 'wedding-basic' });
    expect(body.hours).toBe(4);
    expect(body.package).toMatchObject({ id: 'wedding-basic', hours: 4, applies: true });
    expect(body.packageNoticeCode).toBeNull();
    expect(legPrices(body)).toEqual(packagePrices(45_000));
    expect(byCode(body, 'sedan').legs[0]?.leg).toBe('hourly');
    // A route is shown when both places are given, but it does not change an all-in price.
    expect(body.route).not.toBeNull();
  });

  it('adds extra hours at the hourly rate, and keeps the price for fewer hours', async () => {
    const more = await wedding({ packageId: 'wedding-basic', hours: 6 });
    expect(more.hours).toBe(6);
    expect(more.packageNoticeCode).toBe('quote.packageHoursAdjusted');
    // 450 + 2 x 89.75 (six hours in all: the standard package's hourly price)
    expect(byCode(more, 'sedan').legs[0]?.priceCents).toBe(62_950);
    expect(byCode(more, 'escalade').legs[0]?.priceCents).toBe(94_425);
    const fewer = await wedding({ packageId: 'wedding-basic', hours: 2 });
    expect(fewer.hours).toBe(4);
    expect(fewer.packageNoticeCode).toBe('quote.packageHoursIncluded');
    expect(byCode(fewer, 'sedan').legs[0]?.priceCents).toBe(45_000);
  });

  it('gives the event packages 2 hours (gala from the event page, booked as hourly)', async () => {
    const body = await quote({ serviceType: 'hourly', packageId: 'gala', pickup: 'Times Square' });
    expect(body.hours).toBe(2);
    expect(body.package).toMatchObject({ id: 'gala', kind: 'event', hours: 2, applies: true });
    expect(legPrices(body)).toEqual(packagePrices(29_900));
    const prom = await quote({ serviceType: 'prom', packageId: 'prom', pickup: 'Harlem', hours: 3 });
    // 199 + 1 hour at 99.50
    expect(byCode(prom, 'sedan').legs[0]?.priceCents).toBe(29_850);
  });
});

describe('the extra stop (decision 1): a place in the service area, 5 miles included', () => {
  const ride = { pickup: 'Times Square', destination: 'JFK Terminal 4', serviceType: 'to-airport' };
  const withStop = (extraStopAddress: string | undefined, more: object = {}) => ({
    ...ride,
    extras: { extraStop: true, ...(extraStopAddress === undefined ? {} : { extraStopAddress }) },
    ...more,
  });

  /** The miles the stop adds, from the same routes the server uses. */
  async function addedMeters(stop: string) {
    const at = new Date(AT);
    const [from, via, to] = await Promise.all([
      t.app.maps.resolve(ride.pickup, 'pickup'),
      t.app.maps.resolve(stop, 'stop'),
      t.app.maps.resolve(ride.destination, 'destination'),
    ]);
    const [a, b, c] = await Promise.all([
      t.app.maps.routeBetween(from, via, at),
      t.app.maps.routeBetween(via, to, at),
      t.app.maps.routeBetween(from, to, at),
    ]);
    if (!a || !b || !c) throw new Error('no route');
    return a.distance.value + b.distance.value - c.distance.value;
  }

  it('refuses "Miami, FL" and a point in Miami', async () => {
    const text = await refused(withStop('Miami, FL'));
    expect(text.fieldErrors?.['extras.extraStopAddress']?.code).toMatch(
      /^booking\.extraStop(OutsideArea|NotFound)$/,
    );
    const point = await refused(withStop('25.7617,-80.1918'));
    expect(point.fieldErrors?.['extras.extraStopAddress']).toEqual({
      code: 'booking.extraStopOutsideArea',
      params: { phone: BRAND.phoneDisplay },
    });
    expect(point.fields?.['extras.extraStopAddress']).toBe(
      `The extra stop must be in New York City or its surroundings. Call us at ${BRAND.phoneDisplay} and we will help you.`,
    );
  });

  it('refuses a stop it cannot find, and a stop without an address', async () => {
    const unknown = await refused(withStop('gz:no-such-place'));
    expect(unknown.fieldErrors?.['extras.extraStopAddress']).toEqual({ code: 'booking.extraStopNotFound' });
    const missing = await refused(withStop(undefined));
    expect(missing.fieldErrors?.['extras.extraStopAddress']).toEqual({ code: 'booking.extraStopRequired' });
    const blank = await refused(withStop('   '));
    expect(blank.fieldErrors?.['extras.extraStopAddress']).toEqual({ code: 'booking.extraStopRequired' });
  });

  it('charges a stop in Brooklyn its miles beyond the first 5 at each vehicle’s per-mile rate', async () => {
    const stop = 'Coney Island';
    const added = await addedMeters(stop);
    expect(added).toBeGreaterThan(5 * 1609.34);
    const body = await quote(withStop(stop));
    const plain = await quote(ride);
    expect(body.extraStopPlace).toMatchObject({ input: stop, approximate: false });
    expect(body.extraStopPlace?.address).toMatch(/Coney Island/);
    const config = await t.app.pricing.current();
    for (const [code, perMile] of [
      ['sedan', 250],
      ['continental', 300],
      ['suburban', 350],
      ['escalade', 400],
      ['sprinter', 450],
    ] as const) {
      const v = byCode(body, code);
      const miles = extraStopMilesCents(config, { vehicleCode: code, addedMeters: added });
      expect(miles).toBe(Math.round(((added - 5 * 1609.34) / 1609.34) * perMile));
      expect(v.extras).toEqual([
        { id: 'extraStop', cents: 2000 },
        { id: 'extraStopMiles', cents: miles },
      ]);
      expect(v.extrasCents).toBe(2000 + miles);
      // The ride itself is priced as without the stop; the stop is an extra, taxed with the rest.
      const p = byCode(plain, code);
      expect(v.legs).toEqual(p.legs);
      expect(v.subtotalCents).toBe(p.subtotalCents + 2000 + miles);
      expect(v.taxCents).toBe(Math.round((v.subtotalCents * 88_750) / 1_000_000));
      expect(v.totalCents).toBe(v.subtotalCents + v.taxCents);
    }
  });

  it('costs exactly $20 for a stop that adds less than 5 miles', async () => {
    const stop = 'Grand Central';
    expect(await addedMeters(stop)).toBeLessThan(5 * 1609.34);
    const body = await quote(withStop(stop));
    const plain = await quote(ride);
    for (const v of body.vehicles) {
      expect(v.extras).toEqual([{ id: 'extraStop', cents: 2000 }]);
      expect(v.subtotalCents).toBe(byCode(plain, v.vehicleCode).subtotalCents + 2000);
    }
  });

  it('charges the added miles on a package ride too, outside its all-in price', async () => {
    const body = await quote(withStop('Coney Island', { packageId: 'jfk' }));
    expect(body.package?.applies).toBe(true);
    const sedan = byCode(body, 'sedan');
    expect(sedan.legs[0]?.priceCents).toBe(9900);
    expect(sedan.extras.map((e) => e.id)).toEqual(['extraStop', 'extraStopMiles']);
  });

  it('refuses an over-long stop address before looking it up', async () => {
    const body = await refused(withStop(`${'350 5th Ave '.repeat(50)}`));
    expect(body.fieldErrors?.['extras.extraStopAddress']?.code).toBe('booking.addressTooLong');
  });

  it('ignores a stop address when no extra stop is chosen', async () => {
    const body = await quote({ ...ride, extras: { extraStop: false, extraStopAddress: '25.7617,-80.1918' } });
    expect(body.extraStopPlace).toBeNull();
    expect(byCode(body, 'sedan').extras).toEqual([]);
  });
});

describe('the party against each vehicle (decision 18)', () => {
  const fits = (body: QuoteResponse) =>
    Object.fromEntries(body.vehicles.map((v) => [v.vehicleCode, v.fitsParty]));
  const ride = { pickup: 'Times Square', destination: 'Wall Street' };

  it('says which vehicles seat the party and its bags, without refusing the quote', async () => {
    const four = await quote({ ...ride, passengers: 4, bags: 2 });
    expect(four).toMatchObject({ passengers: 4, bags: 2 });
    expect(fits(four)).toEqual({
      sedan: false,
      continental: false,
      suburban: true,
      escalade: true,
      sprinter: true,
    });
    // Six bags: the Escalade takes 6, the Suburban 5.
    expect(fits(await quote({ ...ride, passengers: 2, bags: 6 }))).toMatchObject({
      sedan: false,
      suburban: false,
      escalade: true,
    });
    expect(fits(await quote({ ...ride, passengers: 7 }))).toEqual({
      sedan: false,
      continental: false,
      suburban: false,
      escalade: false,
      sprinter: true,
    });
    const none = await quote(ride);
    expect(none).toMatchObject({ passengers: null, bags: null });
    expect(Object.values(fits(none)).every(Boolean)).toBe(true);
  });

  it.each([
    ['passengers', { passengers: 0 }, 'booking.passengersInvalid'],
    ['passengers', { passengers: 15 }, 'booking.passengersInvalid'],
    ['bags', { bags: -1 }, 'booking.bagsInvalid'],
    ['bags', { bags: 1.5 }, 'booking.bagsInvalid'],
  ])('refuses a bad %s: %j', async (field, patch, code) => {
    const body = await refused({ ...ride, ...patch });
    expect(body.fieldErrors?.[field]?.code).toBe(code);
  });
});

describe('GET /api/packages', () => {
  it('states the hours each time package includes, as the quote prices them', async () => {
    const res = await t.app.inject('/api/packages');
    expect(res.statusCode).toBe(200);
    const hours = Object.fromEntries(
      res.json<{ packages: { id: string; hours: number | null }[] }>().packages.map((p) => [p.id, p.hours]),
    );
    expect(hours).toMatchObject({
      jfk: null,
      'manhattan-brooklyn': null,
      basic: 2,
      standard: 4,
      premium: 8,
      'wedding-deluxe': 8,
      prom: 2,
      gala: 2,
      corporate: 2,
    });
  });
});

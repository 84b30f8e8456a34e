import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuoteResponse, VehicleQuote } from '../../src/shared/contracts/quotes.ts';
import { nyLocalToInstant, nyWallClock } from '../../src/shared/domain/new-york-time.ts';
import { AppError } from '../../src/shared/errors.ts';
import type { RoutesPort } from '../../src/server/integrations/maps/types.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * The app's clock: fixed (Tuesday 11 June 2030, 11:00 in New York), so a pickup "3 days ahead" has the same
 * New York day and hour, and the booking window the same edges, however long the run takes.
 */
const NOW = new Date('2030-06-11T15:00:00Z');
const clock = () => NOW;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const DAY = 86_400_000;
const MINUTE = 60_000;
const at = (ms: number) => new Date(NOW.getTime() + ms).toISOString();
const inDays = (days: number) => at(days * DAY);

const post = (app: TestApp, payload: object) =>
  app.app.inject({ method: 'POST', url: '/api/quotes', payload });

const ride = {
  pickup: 'JFK Terminal 4',
  destination: 'Times Square',
  pickupDateTime: inDays(3),
  serviceType: 'point-to-point',
};

/**
 * A ride no package covers (PRODUCT decision 24: JFK to Manhattan is the JFK package's ride, whoever asks), so
 * it is priced by the customer formula: JFK to Downtown Brooklyn.
 */
const customRide = { ...ride, destination: 'Downtown Brooklyn' };

const byCode = (body: QuoteResponse, code: string): VehicleQuote => {
  const v = body.vehicles.find((x) => x.vehicleCode === code);
  if (!v) throw new Error(`no ${code}`);
  return v;
};

/** 8.875% of the subtotal, rounded half up to the cent. */
const tax = (cents: number) => Math.round((cents * 88_750) / 1_000_000);

describe('POST /api/quotes, custom rides', () => {
  it('prices all five vehicles from the route with the customer formula', async () => {
    const res = await post(t, customRide);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<QuoteResponse>();
    expect(body.route?.distance.value).toBeGreaterThan(12 * 1609);
    expect(body.vehicles.map((v) => v.vehicleId)).toEqual([
      'sedan-cadillac',
      'sedan-continental',
      'suv-suburban',
      'suv-escalade',
      'sprinter',
    ]);
    const miles = (body.route?.distance.value ?? 0) / 1609.34;
    const tollsCents = body.route?.tolls.reduce((s, x) => s + x.amountCents, 0) ?? 0;
    for (const [code, rate] of [
      ['sedan', 250],
      ['continental', 300],
      ['suburban', 350],
      ['escalade', 400],
      ['sprinter', 450],
    ] as const) {
      const v = byCode(body, code);
      const b = v.legs[0]?.breakdown;
      if (!b) throw new Error('no leg');
      expect(v.legs).toHaveLength(1);
      expect(b.basePriceCents).toBe(7500);
      expect(b.distanceChargeCents).toBe(Math.round(miles * rate));
      const service = b.basePriceCents + b.distanceChargeCents;
      expect(b.creditCardFeeCents).toBe(Math.round(service * 0.04));
      expect(b.stcChargeCents).toBe(Math.round(service * 0.14));
      expect(b.adminFeeCents).toBe(1500);
      expect(b.tollsCents).toBe(tollsCents);
      const fare = service + b.creditCardFeeCents + b.stcChargeCents + b.adminFeeCents + b.tollsCents;
      // New York's for-hire charges, each its own line: JFK (one airport end) to Downtown Brooklyn (never in
      // Manhattan: no congestion charges); the Black Car Fund 3% of the fare.
      expect(b.surcharges).toEqual([
        { id: 'airportAccess', name: 'Airport access fee', cents: 350 },
        { id: 'blackCarFund', name: 'Black Car Fund surcharge', cents: Math.round(fare * 0.03) },
      ]);
      expect(b.surchargesCents).toBe(350 + Math.round(fare * 0.03));
      expect(b.totalCents).toBe(fare + b.surchargesCents);
      expect(v.calculatedPricing.breakdown.surcharges).toBe(b.surchargesCents / 100);
      expect(v.subtotalCents).toBe(b.totalCents);
      expect(v.taxRatePpm).toBe(88_750);
      expect(v.taxCents).toBe(tax(v.subtotalCents));
      expect(v.totalCents).toBe(v.subtotalCents + v.taxCents);
      expect(v.calculatedPricing.finalPrice).toBe(b.totalCents / 100);
      expect(v.calculatedPricing.breakdown.distanceInMiles).toBeCloseTo(miles, 2);
    }
  });

  it('adds a return leg on the reversed route, extras once, and tax on the whole', async () => {
    const res = await post(t, {
      ...ride,
      returnTrip: true,
      returnDateTime: inDays(5),
      extras: { meetAndGreet: true, childSeat: true, extraStop: false },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<QuoteResponse>();
    expect(body.returnRoute?.start_address).toBe(body.route?.end_address);
    const sedan = byCode(body, 'sedan');
    expect(sedan.legs.map((l) => l.leg)).toEqual(['outbound', 'return']);
    expect(sedan.extras).toEqual([
      { id: 'meetAndGreet', cents: 2000 },
      { id: 'childSeat', cents: 1500 },
    ]);
    expect(sedan.extrasCents).toBe(3500);
    const legs = sedan.legs.reduce((s, l) => s + l.priceCents, 0);
    expect(sedan.subtotalCents).toBe(legs + 3500);
    expect(sedan.totalCents).toBe(sedan.subtotalCents + tax(sedan.subtotalCents));
  });

  it('uses the no-route fallback (fees on base 75) when no drivable route exists', async () => {
    const noRoute: RoutesPort = { name: 'estimate', route: async () => null };
    const app = await createTestApp({ clock, routes: noRoute });
    try {
      const body = (await post(app, customRide)).json<QuoteResponse>();
      expect(body.route).toBeNull();
      expect(body.routeNotice).toMatch(/No drivable route/);
      for (const v of body.vehicles) {
        // 75 + 4% of 75 (3.00) + 14% of 75 (10.50) + 15 admin = 103.50; the surcharges from the two
        // addresses: 3.50 (JFK) + 3% of 103.50 (3.105 -> 3.11) = 6.61; total 110.11
        expect(v.legs[0]?.breakdown).toMatchObject({
          basePriceCents: 7500,
          distanceChargeCents: 0,
          creditCardFeeCents: 300,
          stcChargeCents: 1050,
          adminFeeCents: 1500,
          tollsCents: 0,
          surchargesCents: 661,
          totalCents: 11_011,
        });
      }
      // Without a route, a covered ride is still its package's price (the places decide coverage).
      const covered = (await post(app, ride)).json<QuoteResponse>();
      expect(covered.priceBasis).toMatchObject({ kind: 'package', packageId: 'jfk' });
      expect(byCode(covered, 'sedan').legs[0]?.priceCents).toBe(9900);
    } finally {
      await app.close();
    }
  });

  it('still quotes, with the fallback and a notice, when the route provider is down', async () => {
    const down: RoutesPort = {
      name: 'google',
      route: async () => {
        throw new AppError('maps.routesUnavailable');
      },
    };
    const app = await createTestApp({ clock, routes: down });
    try {
      const res = await post(app, customRide);
      expect(res.statusCode).toBe(200);
      const body = res.json<QuoteResponse>();
      expect(body.routeNotice).toMatch(/unavailable/);
      expect(body.routeNoticeCode).toBe('quote.routeUnavailable');
      expect(byCode(body, 'sedan').legs[0]?.priceCents).toBe(11_011);
    } finally {
      await app.close();
    }
  });
});

describe('POST /api/quotes, Port Authority peak and off-peak tolls', () => {
  /** A weekday at least 3 days ahead, at `hour` New York time. */
  const weekdayAt = (hour: number) => {
    for (let d = 3; ; d++) {
      const day = new Date(NOW.getTime() + d * DAY);
      const c = nyWallClock(day);
      if (c.weekday >= 1 && c.weekday <= 5) {
        const [y, m, dd] = c.date.split('-').map(Number) as [number, number, number];
        return nyLocalToInstant(y, m, dd, hour, 0).toISOString();
      }
    }
  };

  it('prices the Hudson crossing from Newark at peak on a weekday morning and off-peak late at night', async () => {
    // Hoboken, not Newark Airport: Newark to Manhattan is the EWR package's ride, all-in (no tolls).
    const ewr = { ...ride, pickup: 'Hoboken', destination: 'Times Square' };
    const tollsAt = async (hour: number) => {
      const res = await post(t, { ...ewr, pickupDateTime: weekdayAt(hour) });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<QuoteResponse>();
      const hudson = body.route?.tolls.filter((x) => /Lincoln|Holland/.test(x.name)) ?? [];
      expect(hudson).toHaveLength(1);
      expect(byCode(body, 'sedan').legs[0]?.breakdown.tollsCents).toBe(
        body.route?.tolls.reduce((s, x) => s + x.amountCents, 0),
      );
      return hudson[0]?.amountCents;
    };
    expect(await tollsAt(8)).toBe(1679); // weekday 6-10 AM: peak
    expect(await tollsAt(23)).toBe(1479); // off-peak
  });
});

describe('POST /api/quotes, packages', () => {
  it('prices an airport package as its base price x the vehicle multiplier, without fees', async () => {
    const res = await post(t, {
      pickupDateTime: inDays(2),
      serviceType: 'from-airport',
      packageId: 'jfk-manhattan',
      pickup: 'JFK Terminal 4',
      destination: 'Midtown Manhattan',
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<QuoteResponse>();
    expect(body.package?.name).toMatch(/JFK/);
    // JFK 99.00: sedan x1, continental ("other") x1.2, suburban x1.3, escalade x1.5, sprinter x1.4
    expect(body.vehicles.map((v) => [v.vehicleCode, v.legs[0]?.priceCents])).toEqual([
      ['sedan', 9900],
      ['continental', 11_880],
      ['suburban', 12_870],
      ['escalade', 14_850],
      ['sprinter', 13_860],
    ]);
    expect(byCode(body, 'escalade').legs[0]?.pricing).toBe('package');
    // All-in (PRODUCT decision 3): no surcharge lines on a package, though the ride starts at JFK.
    for (const v of body.vehicles) {
      expect(v.legs[0]?.breakdown).toMatchObject({ surchargesCents: 0, surcharges: [], tollsCents: 0 });
    }
  });

  it('prices an hourly package without any address (the price does not depend on the places)', async () => {
    const res = await post(t, {
      pickupDateTime: inDays(4),
      serviceType: 'hourly-service',
      packageId: 'standard',
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<QuoteResponse>();
    expect(body.route).toBeNull();
    expect(body.package).toMatchObject({ hours: 4, applies: true });
    expect(body.hours).toBe(4);
    expect(byCode(body, 'sedan').legs[0]).toMatchObject({
      leg: 'hourly',
      pricing: 'package',
      priceCents: 35_900,
    });
    expect(byCode(body, 'sedan').totalCents).toBe(35_900 + tax(35_900));
  });
});

describe('POST /api/quotes, validation', () => {
  it.each([
    [
      'pickup',
      { pickup: 'gz:no-such-place' },
      'Unknown place. Please choose an address from the suggestions',
    ],
    [
      'destination',
      { destination: 'zip:00000' },
      'Unknown place. Please choose an address from the suggestions',
    ],
    ['pickup', { pickup: '' }, 'Please enter a pickup address'],
    ['destination', { destination: undefined }, 'Please enter a destination address'],
    ['pickupDateTime', { pickupDateTime: 'tomorrow' }, 'Please select a date and time'],
    [
      'pickupDateTime',
      { pickupDateTime: at(120 * MINUTE - MINUTE) },
      'Pickup must be at least 2 hours from now',
    ],
    [
      'pickupDateTime',
      { pickupDateTime: at(365 * DAY + MINUTE) },
      'Pickup must be within the next 12 months',
    ],
    ['serviceType', { serviceType: 'select' }, 'Unknown service type'],
    ['serviceType', { serviceType: '' }, 'Please select a service type to continue'],
    ['packageId', { packageId: 'platinum' }, 'Unknown package'],
    ['returnDateTime', { returnTrip: true }, 'Please select the return date and time'],
    [
      'returnDateTime',
      { returnTrip: true, returnDateTime: inDays(2) },
      'The return must be after the pickup',
    ],
  ])('rejects a bad %s: %j', async (field, patch, message) => {
    const res = await post(t, { ...ride, ...patch });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<{ fields: Record<string, string> }>().fields[field]).toBe(message);
  });

  it("takes a pickup at the booking window's edges: 2 hours from now, and 365 days from now", async () => {
    for (const pickupDateTime of [at(120 * MINUTE), at(365 * DAY)]) {
      const res = await post(t, { ...ride, pickupDateTime });
      expect(res.statusCode, res.body).toBe(200);
    }
  });

  it('ignores any amount the browser sends', async () => {
    const a = (await post(t, ride)).json<QuoteResponse>();
    const b = (await post(t, { ...ride, price: 1, totalCents: 1, finalPrice: 0.01 })).json<QuoteResponse>();
    expect(b.vehicles.map((v) => v.totalCents)).toEqual(a.vehicles.map((v) => v.totalCents));
  });
});

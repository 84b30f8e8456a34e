import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminBookingDetail } from '../../src/shared/contracts/admin-bookings.ts';
import type { BookingView } from '../../src/shared/contracts/checkout.ts';
import type { QuoteResponse } from '../../src/shared/contracts/quotes.ts';
import { bookings } from '../../src/server/db/schema/bookings.ts';
import { signInAs } from '../support/accounts.ts';
import { adminCall } from '../support/admin.ts';
import { call, cityRide, createBooking, paymentIntent, warmQuotes } from '../support/checkout-flow.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Issue 34's follow-ups (PRODUCT decision 24, docs/decisions/039): a service whose car waits on site is booked
 * like an hourly ride (no destination needed, "As directed"); the booking stores the package whose price applied
 * (the covering one, asked for or not) and why, and checkout charges what was quoted.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    rateLimits: {
      checkout: { max: 10_000, timeWindow: 60_000 },
      quotes: { max: 10_000, timeWindow: 60_000 },
    },
  });
  await warmQuotes(t.app);
});
afterAll(() => t.close());

async function row(id: string) {
  const [r] = await t.database.db.select().from(bookings).where(eq(bookings.id, id));
  if (!r) throw new Error(`booking ${id} not found`);
  return r;
}

const quoteFor = (body: object) => call<QuoteResponse>(t.app, 'POST', '/api/quotes', null, body);

describe('a service whose car waits on site, booked without a destination', () => {
  it('books a tour "As directed" for its hours, at the quoted hourly price', async () => {
    const { cookie } = await signInAs(t.app, t.database, 'passenger');
    const ride = cityRide({ serviceType: 'tour', hours: 3 });
    delete ride.destination;
    const quote = await quoteFor({
      pickup: ride.pickup,
      pickupDateTime: ride.pickupDateTime,
      serviceType: 'tour',
      returnTrip: false,
      hours: 3,
      passengers: ride.passengers,
      bags: ride.bags,
    });
    expect(quote.status, quote.raw).toBe(200);
    expect(quote.body.priceBasis).toMatchObject({ kind: 'hourly', reasonCode: 'quote.basisWaiting' });
    const quoted = quote.body.vehicles.find((v) => v.vehicleId === ride.vehicleId);

    const created = await createBooking(t.app, cookie, ride);
    expect(created.status, created.raw).toBe(201);
    expect(created.body.destinationAddress).toBe('As directed');
    expect(created.body.hours).toBe(3);
    expect(created.body.total).toBe((quoted?.totalCents ?? 0) / 100);
    expect(created.body.priceBasis).toMatchObject({
      reasonCode: 'quote.basisWaiting',
      reason: 'Priced by the hour: the car waits on site',
      packageId: null,
    });
    const stored = await row(created.body.id);
    expect(stored.destinationLat).toBeNull();
    expect(stored.returnTrip).toBe(false);
  });

  it('books the prom as its package, without a destination, and stores that package', async () => {
    const { cookie } = await signInAs(t.app, t.database, 'passenger');
    const ride = cityRide({ serviceType: 'prom' });
    delete ride.destination;
    const created = await createBooking(t.app, cookie, ride);
    expect(created.status, created.raw).toBe(201);
    expect(created.body.destinationAddress).toBe('As directed');
    expect(created.body.priceBasis).toMatchObject({
      reasonCode: 'quote.basisTimePackage',
      packageId: 'prom',
    });
    expect((await row(created.body.id)).packageId).toBe('prom');
  });

  it('still refuses a one-way ride without a destination, and a tour with a return leg', async () => {
    const { cookie } = await signInAs(t.app, t.database, 'passenger');
    const oneWay = cityRide();
    delete oneWay.destination;
    const refused = await createBooking(t.app, cookie, oneWay);
    expect(refused.status, refused.raw).toBe(400);
    expect(refused.body.fieldErrors?.destination?.code).toBe('booking.destinationMissing');

    const withReturn = await createBooking(
      t.app,
      cookie,
      cityRide({ serviceType: 'tour', returnTrip: true, returnDateTime: cityRide({}, 54).pickupDateTime }),
    );
    expect(withReturn.status, withReturn.raw).toBe(400);
    expect(withReturn.body.fieldErrors?.returnDateTime?.code).toBe('booking.returnNotHourly');
  });
});

describe('the price that applied is stored', () => {
  it('stores the covering package of a ride booked without one, and checkout charges the quoted amount', async () => {
    const { cookie } = await signInAs(t.app, t.database, 'passenger');
    // The home widget's From Airport sends no package: JFK to Manhattan is the JFK package's ride.
    const ride = cityRide({
      pickup: 'JFK Terminal 4',
      destination: 'Times Square',
      serviceType: 'from-airport',
    });
    const created = await createBooking(t.app, cookie, ride);
    expect(created.status, created.raw).toBe(201);
    expect(created.body.packageName).toBe('JFK Airport to Manhattan');
    expect(created.body.priceBasis).toMatchObject({
      reasonCode: 'quote.basisPackage',
      packageId: 'jfk',
      reason: 'Priced as the JFK Airport to Manhattan package: it covers this ride',
    });
    const stored = await row(created.body.id);
    expect([stored.packageId, stored.priceBasisCode]).toEqual(['jfk', 'quote.basisPackage']);

    // Priced again from what is stored (checkout, the payment), the amount is the same.
    const checkout = await call<BookingView>(
      t.app,
      'GET',
      `/api/bookings/${created.body.id}/checkout`,
      cookie,
    );
    expect(checkout.body.total).toBe(created.body.total);
    expect(checkout.body.priceBasis?.packageId).toBe('jfk');
    const intent = await paymentIntent(t.app, cookie, created.body.id);
    expect(intent.status, intent.raw).toBe(200);
    expect(intent.body.amount).toBe(created.body.total);

    // The back office names the package too.
    const admin = await signInAs(t.app, t.database, 'admin');
    const detail = await adminCall<AdminBookingDetail>(
      t.app,
      'GET',
      `/api/admin/bookings/${created.body.id}`,
      admin.cookie,
    );
    expect(detail.status).toBe(200);
    expect(JSON.stringify(detail.body)).toContain('JFK Airport to Manhattan');
  });

  it('keeps no package on a ride priced by distance', async () => {
    const { cookie } = await signInAs(t.app, t.database, 'passenger');
    const created = await createBooking(t.app, cookie, cityRide());
    expect(created.status, created.raw).toBe(201);
    expect(created.body.priceBasis).toMatchObject({ reasonCode: 'quote.basisDistance', packageId: null });
    expect((await row(created.body.id)).packageId).toBeNull();
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingView, CreateBookingRequest } from '../../src/shared/contracts/checkout.ts';
import type { ErrorBody } from '../../src/shared/errors.ts';
import { bookings } from '../../src/server/db/schema/bookings.ts';
import { guestCookie, nextIp } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Every booking has a door (PRODUCT decision 25, issue 34): a pin confirmed on the map is stored as the text
 * typed, the point and the nearest known place; a package's doors must be inside its area; an extra stop picked
 * from the suggestions is sent and booked as that place.
 */

const NOW = new Date();
const HOUR = 3_600_000;
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp({
    clock: () => NOW,
    rateLimits: { checkout: { max: 10_000, timeWindow: 60_000 } },
  });
  cookie = await guestCookie(t.app);
});
afterAll(() => t.close());

let rides = 0;
const ride = (over: Partial<CreateBookingRequest>): CreateBookingRequest => ({
  pickup: 'Times Square',
  destination: 'JFK Terminal 4',
  pickupDateTime: new Date(NOW.getTime() + (30 + ++rides / 60) * HOUR).toISOString(),
  serviceType: 'point-to-point',
  vehicleId: 'sedan-cadillac',
  passengers: 2,
  bags: 1,
  ...over,
});

async function book(body: CreateBookingRequest) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    payload: body,
    headers: { cookie },
    remoteAddress: nextIp(),
  });
  return { status: res.statusCode, body: res.json<BookingView & Partial<ErrorBody>>(), raw: res.body };
}

const row = async (id: string) => (await t.database.db.select().from(bookings).where(eq(bookings.id, id)))[0];

describe('a pin confirmed on the map', () => {
  it('is stored as the text typed, the point confirmed and the nearest known place', async () => {
    const typed = '55 Water St, New York, NY 10041';
    const res = await book(
      ride({ pickup: '40.7038,-74.0098', pickupAddress: typed, destinationAddress: 'JFK Terminal 4' }),
    );
    expect(res.status, res.raw).toBe(201);
    expect(res.body.pickupAddress).toBe(typed);
    expect(res.body.pickupPinned).toBe(true);
    expect(res.body.destinationPinned).toBe(false);
    const stored = await row(res.body.id);
    expect(stored).toMatchObject({
      pickupAddress: typed,
      pickupPinned: true,
      pickupLat: 40.7038,
      pickupLng: -74.0098,
      destinationPinned: false,
      destinationNearest: null,
    });
    // The nearest known place for the chauffeur: a place of the gazetteer, with its distance.
    expect(stored?.pickupNearest).toMatch(/^.+ \(\d+ m\)$/);
  });

  it('coordinates sent without text stay coordinates (nothing typed to keep)', async () => {
    const res = await book(ride({ pickup: '40.7038,-74.0098' }));
    expect(res.status, res.raw).toBe(201);
    expect(res.body.pickupPinned).toBe(false);
  });
});

describe("a package's doors", () => {
  const brooklyn = (over: Partial<CreateBookingRequest>) =>
    ride({
      packageId: 'manhattan-brooklyn',
      pickup: 'Times Square',
      destination: 'Barclays Center',
      ...over,
    });

  it('inside its two areas are booked at the package price', async () => {
    const res = await book(brooklyn({}));
    expect(res.status, res.raw).toBe(201);
    expect(res.body.packageName).toBeTruthy();
  });

  it('outside its areas are refused on the end that is outside, with a code', async () => {
    const queens = await book(brooklyn({ destination: 'Flushing, Queens' }));
    expect(queens.status).toBe(400);
    expect(queens.body.fieldErrors?.destination?.code).toBe('booking.doorOutsidePackage');
    const pickup = await book(brooklyn({ pickup: 'Flushing, Queens' }));
    expect(pickup.status).toBe(400);
    expect(pickup.body.fieldErrors?.pickup?.code).toBe('booking.doorOutsidePackage');
  });

  it('of an airport package: the airport and a Manhattan door; Brooklyn is refused', async () => {
    const ok = await book(
      ride({
        serviceType: 'from-airport',
        packageId: 'jfk-manhattan',
        pickup: 'JFK Terminal 4',
        destination: 'Times Square',
      }),
    );
    expect(ok.status, ok.raw).toBe(201);
    const refused = await book(
      ride({
        serviceType: 'from-airport',
        packageId: 'jfk-manhattan',
        pickup: 'JFK Terminal 4',
        destination: 'Barclays Center',
      }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors?.destination?.code).toBe('booking.doorOutsidePackage');
  });
});

describe('an extra stop picked from the suggestions', () => {
  it('is accepted by its place id and stored as that place', async () => {
    const res = await book(
      ride({
        extras: {
          meetAndGreet: false,
          childSeat: false,
          extraStop: true,
          extraStopAddress: 'addr:200-park-ave',
        },
      }),
    );
    expect(res.status, res.raw).toBe(201);
    expect(res.body.extras.extraStopAddress).toMatch(/^200 Park Ave/);
    const stored = await row(res.body.id);
    expect(stored?.extraStopLat).toBeCloseTo(40.7545, 3);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookings } from '../../src/server/db/schema/bookings.ts';
import { driverTrips } from '../../src/server/db/schema/drivers.ts';
import {
  gsm7Length,
  passengerStageNotice,
  SMS_LIMIT,
} from '../../src/server/modules/trips/passenger-stage-notices.ts';
import type { AdminBookingDetail } from '../../src/shared/contracts/admin-bookings.ts';
import type { DriverPositionResponse, DriverTrip } from '../../src/shared/contracts/driver-trips.ts';
import { nextIp, signInAs } from '../support/accounts.ts';
import { outboxFor } from '../support/outbox.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { insertOpenBooking, signInDriver } from '../support/trips.ts';

/**
 * The chauffeur's stages (PRODUCT decisions 22, 28; issue 36) on an injected clock: on the way, on location,
 * passenger on board and completed, each stamped with its time and position (sent, else the last reported
 * one), only forward (a skipped earlier stage allowed; never twice nor back: 409 with a stable code), the
 * passenger emailed at on the way and on location in the booking's language (and the passenger of a booking
 * made for someone else), the position visible from on the way, and dispatch seeing each stage's time.
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let now = new Date();
const clock = () => now;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());
beforeEach(() => {
  now = new Date();
});

interface Answer {
  code: string;
  params?: Record<string, string | number>;
}
async function call<T>(method: 'GET' | 'POST', url: string, cookie: string | null, payload?: object) {
  const res = await t.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: cookie ? { cookie } : {},
    remoteAddress: nextIp(),
  });
  return { status: res.statusCode, body: res.json<T & Answer>(), raw: res.body };
}
const move = (id: string, cookie: string | null, body: object) =>
  call<DriverTrip>('POST', `/api/driver/trips/${id}/status`, cookie, body);

let area = 0;
/** A fresh spot per test (the file's tests share one database). */
function freshArea() {
  area += 1;
  return { lat: 38.5, lng: -95 + area * 1.5 };
}
let seq = 0;
const uniqueEmail = (who: string) =>
  `stages-${who}-${++seq}-${Math.random().toString(36).slice(2, 6)}@example.com`;

/** A driver who accepted a booking of `owner` (a customer account) with its pickup `pickupIn` from now. */
async function acceptedTrip(pickupIn: number, opts: { language?: 'en' | 'es' } = {}) {
  const where = freshArea();
  const driver = await signInDriver(t.app, t.database);
  expect(
    (
      await call('POST', '/api/driver/update-location', driver.cookie, {
        latitude: where.lat,
        longitude: where.lng,
      })
    ).status,
  ).toBe(200);
  const owner = await signInAs(t.app, t.database, 'passenger');
  const customerEmail = uniqueEmail('customer');
  const booking = await insertOpenBooking(t.database, {
    ...where,
    userId: owner.user.id,
    pickupAt: new Date(now.getTime() + pickupIn),
    customerEmail,
    language: opts.language ?? 'en',
  });
  const accepted = await call<DriverTrip>('POST', `/api/driver/trips/${booking.id}/accept`, driver.cookie);
  expect(accepted.status, accepted.raw).toBe(200);
  expect(accepted.body.stage).toBe('accepted');
  return { driver, owner, booking, customerEmail, where };
}

const tripRow = async (bookingId: string) =>
  (await t.database.db.select().from(driverTrips).where(eq(driverTrips.bookingId, bookingId)))[0];
const bookingRow = async (id: string) =>
  (await t.database.db.select().from(bookings).where(eq(bookings.id, id)))[0];

describe("the chauffeur's stages", () => {
  it('moves on the way -> on location -> on board -> completed, each stamped with time and position', async () => {
    const { driver, booking, customerEmail, where } = await acceptedTrip(30 * MINUTE);

    const onTheWay = await move(booking.id, driver.cookie, {
      status: 'on_the_way',
      latitude: 38.9,
      longitude: -94,
    });
    expect(onTheWay.status, onTheWay.raw).toBe(200);
    expect(onTheWay.body).toMatchObject({
      status: 'assigned',
      stage: 'on_the_way',
      onTheWayAt: now.toISOString(),
    });
    expect(await tripRow(booking.id)).toMatchObject({ onTheWayLat: 38.9, onTheWayLng: -94, arrivedAt: null });
    expect((await bookingRow(booking.id))?.status).toBe('assigned');

    // The passenger's email: the chauffeur's first name, the car, the plate and the live map link.
    const told = (await outboxFor(t.database, customerEmail)).find((m) => m.kind === 'trip-on-the-way');
    expect(told?.subject).toBe(`Your chauffeur is on the way — ${booking.number}`);
    const b = await bookingRow(booking.id);
    const first = (b?.driverName ?? '').split(' ')[0] ?? '';
    expect(first.length).toBeGreaterThan(0);
    expect(told?.text).toContain(`${first} is on the way to your pickup in a Black Lincoln Navigator 2023`);
    expect(told?.text).toContain(`plate ${driver.profile.licensePlate}`);
    expect(told?.text).toContain(`/booking-confirmation?number=${booking.number}&token=`);

    now = new Date(now.getTime() + 10 * MINUTE);
    // No position sent: the last reported one is stamped.
    const arrived = await move(booking.id, driver.cookie, { status: 'arrived' });
    expect(arrived.status, arrived.raw).toBe(200);
    expect(arrived.body).toMatchObject({ stage: 'on_location', arrivedAt: now.toISOString() });
    expect(await tripRow(booking.id)).toMatchObject({ arrivedLat: where.lat, arrivedLng: where.lng });
    const waiting = (await outboxFor(t.database, customerEmail)).find((m) => m.kind === 'trip-arrived');
    expect(waiting?.subject).toBe(`Your chauffeur is at the pickup — ${booking.number}`);
    expect(waiting?.text).toMatch(/is on location and waiting for you (near|at) /);

    now = new Date(now.getTime() + 5 * MINUTE);
    const onBoard = await move(booking.id, driver.cookie, {
      status: 'in_progress',
      latitude: 38.91,
      longitude: -94.01,
    });
    expect(onBoard.status, onBoard.raw).toBe(200);
    expect(onBoard.body).toMatchObject({
      status: 'in_progress',
      stage: 'on_board',
      startedAt: now.toISOString(),
    });
    expect(await tripRow(booking.id)).toMatchObject({ startedLat: 38.91, startedLng: -94.01 });

    now = new Date(now.getTime() + 40 * MINUTE);
    const done = await move(booking.id, driver.cookie, { status: 'completed' });
    expect(done.status, done.raw).toBe(200);
    expect(done.body.stage).toBe('completed');
    // No position sent with the completion: none stored (the TLC trip record takes the booked destination).
    expect(await tripRow(booking.id)).toMatchObject({ completedLat: null, completedLng: null });
  });

  it('allows a skipped earlier stage but never the same stage twice nor an earlier one (409)', async () => {
    const { driver, booking } = await acceptedTrip(30 * MINUTE);
    // On location without On the way.
    expect((await move(booking.id, driver.cookie, { status: 'arrived' })).status).toBe(200);
    const twice = await move(booking.id, driver.cookie, { status: 'arrived' });
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ code: 'trips.stageAlreadyReached', params: { stage: 'on_location' } });
    const back = await move(booking.id, driver.cookie, { status: 'on_the_way' });
    expect(back.status).toBe(409);
    expect(back.body).toMatchObject({
      code: 'trips.stagePassed',
      params: { stage: 'on_the_way', current: 'on_location' },
    });
    expect((await tripRow(booking.id))?.onTheWayAt).toBeNull();
    expect((await move(booking.id, driver.cookie, { status: 'in_progress' })).status).toBe(200);
    for (const status of ['on_the_way', 'arrived']) {
      const late = await move(booking.id, driver.cookie, { status });
      expect(late.status).toBe(409);
      expect(late.body.code).toBe('trips.stagePassed');
    }
  });

  it('on the way twice is refused; a completion before the passenger is on board stays refused', async () => {
    const { driver, booking } = await acceptedTrip(30 * MINUTE);
    expect((await move(booking.id, driver.cookie, { status: 'on_the_way' })).status).toBe(200);
    const twice = await move(booking.id, driver.cookie, { status: 'on_the_way' });
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('trips.stageAlreadyReached');
    now = new Date(now.getTime() + HOUR);
    const skip = await move(booking.id, driver.cookie, { status: 'completed' });
    expect(skip.status).toBe(409);
    expect(skip.body.code).toBe('trips.statusNotAllowed');
  });

  it("refuses another chauffeur's trip (404), customers and strangers (403), the anonymous (401), bad input (400)", async () => {
    const { driver, owner, booking } = await acceptedTrip(30 * MINUTE);
    const other = await signInDriver(t.app, t.database);
    const stranger = await signInAs(t.app, t.database, 'passenger');
    const admin = await signInAs(t.app, t.database, 'admin');
    const theirs = await move(booking.id, other.cookie, { status: 'on_the_way' });
    expect(theirs.status).toBe(404);
    expect(theirs.body.code).toBe('trips.notFound');
    expect((await move(booking.id, owner.cookie, { status: 'on_the_way' })).status).toBe(403);
    expect((await move(booking.id, stranger.cookie, { status: 'on_the_way' })).status).toBe(403);
    expect((await move(booking.id, admin.cookie, { status: 'on_the_way' })).status).toBe(403);
    expect((await move(booking.id, null, { status: 'on_the_way' })).status).toBe(401);
    const bad = await move(booking.id, driver.cookie, { status: 'on_the_way', latitude: 200, longitude: 0 });
    expect(bad.status).toBe(400);
    const half = await move(booking.id, driver.cookie, { status: 'on_the_way', latitude: 40 });
    expect(half.status).toBe(400);
    expect((await tripRow(booking.id))?.onTheWayAt).toBeNull();
  });

  it('emails the customer and the passenger in the booking language (Spanish)', async () => {
    const { driver, booking, customerEmail } = await acceptedTrip(30 * MINUTE, { language: 'es' });
    const passengerEmail = uniqueEmail('passenger');
    await t.database.db
      .update(bookings)
      .set({ passengerName: 'Ana Pérez', passengerEmail, passengerPhone: '+12125550111' })
      .where(eq(bookings.id, booking.id));
    expect((await move(booking.id, driver.cookie, { status: 'on_the_way' })).status).toBe(200);
    expect((await move(booking.id, driver.cookie, { status: 'arrived' })).status).toBe(200);
    for (const to of [customerEmail, passengerEmail]) {
      const mails = await outboxFor(t.database, to);
      const way = mails.find((m) => m.kind === 'trip-on-the-way');
      expect(way?.subject, to).toBe(`Su chofer está en camino — ${booking.number}`);
      expect(way?.text).toContain('está en camino a su punto de recogida');
      const there = mails.find((m) => m.kind === 'trip-arrived');
      expect(there?.subject, to).toBe(`Su chofer está en el punto de recogida — ${booking.number}`);
    }
    expect(
      (await outboxFor(t.database, passengerEmail)).find((m) => m.kind === 'trip-on-the-way')?.text,
    ).toContain('Ana');
    // The one who rides also gets each stage by SMS (decision 30): the passenger's phone, in the booking language.
    const texts = (await outboxFor(t.database, '+12125550111')).filter((m) => m.channel === 'sms');
    expect(texts.map((m) => m.kind).sort()).toEqual(['trip-arrived', 'trip-on-the-way']);
    expect(texts.find((m) => m.kind === 'trip-on-the-way')?.text).toMatch(/en camino/);
    expect(texts.every((m) => m.bookingId === booking.id)).toBe(true);
  });
});

describe('the stage seen by the passenger and dispatch', () => {
  it('shows the position from on the way, however far ahead the pickup (decision 22), with the stage', async () => {
    const { driver, owner, booking } = await acceptedTrip(3 * HOUR);
    const url = `/api/bookings/${booking.number}/driver-location`;
    const before = await call<DriverPositionResponse>('GET', url, owner.cookie);
    expect(before.body).toMatchObject({ tracking: 'notYet', location: null, stage: 'accepted' });
    expect(before.raw).not.toMatch(/latitude/);
    now = new Date(now.getTime() + 2 * MINUTE);
    expect((await move(booking.id, driver.cookie, { status: 'on_the_way' })).status).toBe(200);
    const live = await call<DriverPositionResponse>('GET', url, owner.cookie);
    expect(live.body).toMatchObject({ tracking: 'live', stage: 'on_the_way', stageAt: now.toISOString() });
    expect(live.body.location).not.toBeNull();
  });

  it("shows dispatch each stage's time on the admin booking", async () => {
    const { driver, booking } = await acceptedTrip(30 * MINUTE);
    const admin = await signInAs(t.app, t.database, 'admin');
    expect((await move(booking.id, driver.cookie, { status: 'on_the_way' })).status).toBe(200);
    const wayAt = now.toISOString();
    now = new Date(now.getTime() + 7 * MINUTE);
    expect((await move(booking.id, driver.cookie, { status: 'arrived' })).status).toBe(200);
    const detail = await call<AdminBookingDetail>('GET', `/api/admin/bookings/${booking.id}`, admin.cookie);
    expect(detail.status, detail.raw).toBe(200);
    expect(detail.body.trips[0]).toMatchObject({
      stage: 'on_location',
      onTheWayAt: wayAt,
      arrivedAt: now.toISOString(),
      startedAt: null,
    });
  });
});

describe("the passenger's notices (email, SMS, push)", () => {
  it('fit one SMS of 160 GSM-7 characters in both languages, with the push texts', async () => {
    const { driver, booking } = await acceptedTrip(30 * MINUTE);
    expect((await move(booking.id, driver.cookie, { status: 'on_the_way' })).status).toBe(200);
    const row = await bookingRow(booking.id);
    if (!row) throw new Error('booking missing');
    const link = `https://vipcarservice.example/booking-confirmation?number=${row.number}&token=${'x'.repeat(43)}`;
    for (const language of ['en', 'es'] as const) {
      for (const stage of ['on_the_way', 'on_location'] as const) {
        const notice = passengerStageNotice(
          stage,
          { ...row, language },
          {
            link,
            arrivedAt: { lat: 40.758, lng: -73.9855 },
          },
        );
        const septets = gsm7Length(notice.sms);
        expect(septets, `${language} ${stage}: ${notice.sms}`).not.toBeNull();
        expect(septets ?? 999, notice.sms).toBeLessThanOrEqual(SMS_LIMIT);
        expect(notice.sms).toContain(link);
        expect(notice.push).toMatchObject({ url: link, tag: `booking-${row.number}-stage` });
        expect(notice.push.title.length).toBeGreaterThan(0);
        expect(notice.email.subject).toContain(row.number);
        expect(notice.email.html).toContain(row.number);
      }
    }
    // On location names where the car waits: the known place nearest the arrival point.
    const es = passengerStageNotice(
      'on_location',
      { ...row, language: 'es' },
      {
        link,
        arrivedAt: { lat: 40.758, lng: -73.9855 },
      },
    );
    expect(es.email.text).toMatch(/le espera cerca de /);
    expect(es.sms).not.toMatch(/[áíóú]/);
    // No arrival point: the pickup's text.
    const en = passengerStageNotice('on_location', row, { link, arrivedAt: null });
    expect(en.email.text).toContain(`waiting for you at ${row.pickupAddress}`);
  });
});

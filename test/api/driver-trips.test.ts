import { and, eq } from 'drizzle-orm';
import * as z from 'zod/mini';
import { nearbyTripsResponseSchema } from '../../src/shared/contracts/driver-trips.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingView } from '../../src/shared/contracts/checkout.ts';
import type {
  DriverEarnings,
  DriverPositionResponse,
  DriverProfile,
  DriverTrip,
  NearbyTripsResponse,
  StoredLocation,
  TripHistoryResponse,
} from '../../src/shared/contracts/driver-trips.ts';
import type { PricingResponse } from '../../src/shared/contracts/pricing.ts';
import { bookingStatusHistory, bookings } from '../../src/server/db/schema/bookings.ts';
import { driverTrips } from '../../src/server/db/schema/drivers.ts';
import { guestCookie, nextIp, signInAs } from '../support/accounts.ts';
import { insertBooking } from '../support/bookings.ts';
import { outboxFor } from '../support/outbox.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { insertOpenBooking, milesNorth, signInDriver } from '../support/trips.ts';

/**
 * The driver's side of a booking (decisions 10 and 11) on a real database: position, nearby requests (SQL
 * radius), accept (one winner), start, complete, cancel (back to other drivers), history, earnings, the
 * pricing read, and the customer's view of the driver's position.
 */
/**
 * The app's clock: the machine's (the fixtures here place pickups and positions from it) unless a test pins it
 * (`onClock`), as every test whose answer depends on the day or on a time window does.
 */
let pinnedAt: Date | null = null;
const clock = () => pinnedAt ?? new Date();

/** The pickup time came (a trip completes only from its pickup time: decision 21, issue 35). */
async function pickupTimeCame(bookingId: string) {
  await t.database.db
    .update(bookings)
    .set({ pickupAt: new Date(clock().getTime() - 60_000) })
    .where(eq(bookings.id, bookingId));
}
/** Runs `fn` with the app's clock fixed at `at` (sign in inside it: sessions age on that clock). */
async function onClock<T>(at: Date, fn: () => Promise<T>): Promise<T> {
  pinnedAt = at;
  try {
    return await fn();
  } finally {
    pinnedAt = null;
  }
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    clock,
    rateLimits: { checkout: { max: 10_000, timeWindow: 60_000 } },
  });
});
afterAll(() => t.close());

interface Answer<T> {
  status: number;
  body: T;
  raw: string;
}
interface ErrorAnswer {
  code: string;
  message: string;
  params?: Record<string, string>;
  fieldErrors?: Record<string, { code: string }>;
}

async function call<T>(
  method: 'GET' | 'POST',
  url: string,
  cookie: string | null,
  payload?: object,
  headers: Record<string, string> = {},
): Promise<Answer<T>> {
  const res = await t.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: { ...(cookie ? { cookie } : {}), ...headers },
    remoteAddress: nextIp(),
  });
  return { status: res.statusCode, body: res.json<T>(), raw: res.body };
}
const get = <T>(url: string, cookie: string | null) => call<T>('GET', url, cookie);
const post = <T>(url: string, cookie: string | null, payload: object = {}) =>
  call<T>('POST', url, cookie, payload);

let area = 0;
/** A fresh spot on the map per test (tests share one database): 1.5 degrees of longitude apart. */
function freshArea() {
  area += 1;
  return { lat: 41.5, lng: -79 + area * 1.5 };
}

async function bookingRow(id: string) {
  const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, id));
  if (!row) throw new Error('booking missing');
  return row;
}

let emails = 0;
const uniqueEmail = () => `rider${++emails}-${Math.random().toString(36).slice(2, 6)}@example.com`;

describe('the driver path', () => {
  it('location -> nearby (radius, nearest first) -> accept -> start -> complete, with emails in Spanish', async () => {
    const here = freshArea();
    const driver = await signInDriver(t.app, t.database);
    const customerEmail = uniqueEmail();

    // Nearby before any known position: 409 Location Required.
    const early = await get<ErrorAnswer>('/api/driver/trips/nearby', driver.cookie);
    expect(early.status, early.raw).toBe(409);
    expect(early.body.code).toBe('driver.locationRequired');

    const loc = await post<StoredLocation>('/api/driver/update-location', driver.cookie, {
      latitude: here.lat,
      longitude: here.lng,
    });
    expect(loc.status, loc.raw).toBe(200);
    expect(loc.body).toMatchObject({ latitude: here.lat, longitude: here.lng });
    const me = await get<DriverProfile>('/api/driver/me', driver.cookie);
    expect(me.status, me.raw).toBe(200);
    expect(me.body.location).toMatchObject({ latitude: here.lat, longitude: here.lng });
    expect(me.body.vehicle).toMatchObject({ make: 'Lincoln', model: 'Navigator', type: 'luxury' });
    expect(me.body.radiusMiles).toBe(25);

    const at = (miles: number) => milesNorth(here, miles);
    const twenty = await insertOpenBooking(t.database, at(20));
    // Half an hour ahead: within the start window (a trip starts from 60 minutes before pickup).
    const one = await insertOpenBooking(t.database, {
      ...at(1),
      language: 'es',
      customerEmail,
      hoursAhead: 0.5,
    });
    const five = await insertOpenBooking(t.database, at(5));
    const far = await insertOpenBooking(t.database, at(30));
    const assigned = await insertOpenBooking(t.database, {
      ...at(2),
      status: 'assigned',
      driverId: driver.user.id,
    });
    const unpaid = await insertOpenBooking(t.database, { ...at(3), status: 'pending' });
    const past = await insertOpenBooking(t.database, { ...at(0.5), hoursAhead: -3 });

    const nearby = await get<NearbyTripsResponse>('/api/driver/trips/nearby', driver.cookie);
    expect(nearby.status, nearby.raw).toBe(200);
    // Sent without the per-request serializer (decision 010): the answer must still be the contract.
    expect(z.safeParse(nearbyTripsResponseSchema, nearby.body).success).toBe(true);
    expect(nearby.body.radiusMiles).toBe(25);
    const ids = nearby.body.trips.map((trip) => trip.id);
    expect(ids).toEqual([one.id, five.id, twenty.id]);
    for (const excluded of [far, assigned, unpaid, past]) expect(ids).not.toContain(excluded.id);
    expect(nearby.body.trips.map((trip) => trip.distanceToPickup)).toEqual([1, 5, 20]);
    const card = nearby.body.trips[0];
    expect(card).toMatchObject({
      status: 'confirmed',
      number: one.number,
      price: 130.65,
      earnings: 96,
      vehicle: { name: 'Cadillac XTS Sedan' },
      user: { firstName: 'Test', lastName: 'Customer', phone: '2125550100' },
      distance: 7.5,
      duration: 1800,
      passengers: null,
      bags: null,
    });

    // A point in the query string is ignored: the answer is always from the stored position (issue 32).
    const fromFar = await get<NearbyTripsResponse>(
      `/api/driver/trips/nearby?lat=${at(30).lat.toFixed(6)}&lng=${here.lng.toFixed(6)}`,
      driver.cookie,
    );
    expect(fromFar.status, fromFar.raw).toBe(200);
    expect(fromFar.body.trips.map((trip) => trip.id)).toEqual([one.id, five.id, twenty.id]);

    const accepted = await post<DriverTrip>(`/api/driver/trips/${one.id}/accept`, driver.cookie);
    expect(accepted.status, accepted.raw).toBe(200);
    expect(accepted.body).toMatchObject({ id: one.id, status: 'assigned', earnings: 96 });
    expect(accepted.body.acceptedAt).not.toBeNull();
    const assignedRow = await bookingRow(one.id);
    expect(assignedRow).toMatchObject({
      status: 'assigned',
      driverId: driver.user.id,
      driverName: `${driver.user.firstName} ${driver.user.lastName}`,
      driverPhone: driver.user.phone,
      driverVehicle: 'Black Lincoln Navigator 2023',
      driverPlate: driver.profile.licensePlate,
    });

    const after = await get<NearbyTripsResponse>('/api/driver/trips/nearby', driver.cookie);
    expect(after.body.trips.map((trip) => trip.id)).toEqual([five.id, twenty.id]);
    const active = await get<DriverTrip[]>('/api/driver/trips/active', driver.cookie);
    expect(active.status, active.raw).toBe(200);
    expect(active.body.map((trip) => [trip.id, trip.status])).toEqual([[one.id, 'assigned']]);

    const started = await post<DriverTrip>(`/api/driver/trips/${one.id}/status`, driver.cookie, {
      status: 'in_progress',
    });
    expect(started.status, started.raw).toBe(200);
    expect(started.body.status).toBe('in_progress');
    expect(started.body.startedAt).not.toBeNull();
    expect((await bookingRow(one.id)).status).toBe('in_progress');

    await pickupTimeCame(one.id);
    const completed = await post<DriverTrip>(`/api/driver/trips/${one.id}/status`, driver.cookie, {
      status: 'completed',
    });
    expect(completed.status, completed.raw).toBe(200);
    expect(completed.body).toMatchObject({ status: 'completed', earnings: 96, price: 130.65 });
    const done = await bookingRow(one.id);
    expect(done.status).toBe('completed');
    expect(done.completedAt).not.toBeNull();
    const [trip] = await t.database.db.select().from(driverTrips).where(eq(driverTrips.bookingId, one.id));
    expect(trip).toMatchObject({ status: 'completed', earningsCents: 9600 });

    // Every move is in the booking's history, by this driver.
    const history = await t.database.db
      .select()
      .from(bookingStatusHistory)
      .where(eq(bookingStatusHistory.bookingId, one.id));
    expect(history.map((h) => [h.fromStatus, h.toStatus, h.actorRole, h.actorUserId])).toEqual([
      ['confirmed', 'assigned', 'driver', driver.user.id],
      ['assigned', 'in_progress', 'driver', driver.user.id],
      ['in_progress', 'completed', 'driver', driver.user.id],
    ]);

    expect((await get<DriverTrip[]>('/api/driver/trips/active', driver.cookie)).body).toEqual([]);
    const past1 = await get<TripHistoryResponse>('/api/driver/trips/history', driver.cookie);
    expect(past1.body).toMatchObject({ page: 1, pageSize: 20, total: 1 });
    expect(past1.body.trips[0]).toMatchObject({ id: one.id, status: 'completed', earnings: 96 });

    const earnings = await get<DriverEarnings>('/api/driver/earnings', driver.cookie);
    expect(earnings.body).toEqual({
      today: 96,
      week: 96,
      allTime: 96,
      completedTrips: 1,
      share: 0.8,
    });

    // The customer's emails, in the language of the booking, oldest first.
    const mails = (await outboxFor(t.database, customerEmail)).reverse();
    expect(mails.map((m) => m.kind)).toEqual(['trip-assigned', 'trip-started', 'trip-completed']);
    expect(mails[0]?.subject).toBe(`Su chofer está asignado — ${one.number}`);
    expect(mails[0]?.text).toContain('Black Lincoln Navigator 2023');
    expect(mails[0]?.text).toContain(driver.profile.licensePlate);
    expect(mails[0]?.text).toContain(`${driver.user.firstName} ${driver.user.lastName}`);
    // On the branded layout, all in Spanish: the zone on times, "chofer" and "placa".
    expect(mails[0]?.text).toContain(`Placa: ${driver.profile.licensePlate}`);
    expect(mails[0]?.text).toContain('Vehículo del chofer: Black Lincoln Navigator 2023');
    for (const m of mails) {
      expect(m.html).toContain('<meta charset="utf-8">');
      expect(m.text).toContain('hora de Nueva York');
      expect(`${m.subject}${m.text}${m.html}`).not.toMatch(/chófer|matrícula|Pickup|Total paid/i);
    }
    expect(mails[2]?.text).toContain('Total pagado: $');
    expect(mails[1]?.subject).toBe(`Su viaje ha comenzado — ${one.number}`);
    expect(mails[2]?.subject).toBe(`Viaje completado — su recibo de ${one.number}`);
    expect(mails[2]?.attachments).toEqual([
      expect.objectContaining({ filename: `receipt-${one.number}.pdf`, contentType: 'application/pdf' }),
    ]);
  });

  it('emails an English booking in English', async () => {
    const here = freshArea();
    const driver = await signInDriver(t.app, t.database, here);
    const customerEmail = uniqueEmail();
    const b = await insertOpenBooking(t.database, { ...here, customerEmail });
    expect((await post(`/api/driver/trips/${b.id}/accept`, driver.cookie)).status).toBe(200);
    const [mail] = await outboxFor(t.database, customerEmail);
    expect(mail?.subject).toBe(`Your chauffeur is assigned — ${b.number}`);
    expect(mail?.text).toMatch(/Date and time: .+ [AP]M E[SD]T/);
    expect(mail?.html).toContain('<meta name="viewport"');
  });

  it('stores the booking language from the request at creation', async () => {
    const now = new Date('2030-03-05T15:00:00Z');
    await onClock(now, async () => {
      const cookie = await guestCookie(t.app);
      const body = {
        pickup: 'JFK Terminal 4',
        destination: 'Times Square',
        pickupDateTime: new Date(now.getTime() + 30 * 3_600_000).toISOString(),
        serviceType: 'from-airport',
        vehicleId: 'suv-escalade',
      };
      const es = await call<BookingView>('POST', '/api/bookings', cookie, body, {
        'accept-language': 'es-US,es;q=0.9,en;q=0.8',
      });
      expect(es.status, es.raw).toBe(201);
      expect((await bookingRow(es.body.id)).language).toBe('es');
      const en = await call<BookingView>('POST', '/api/bookings', cookie, body, { 'accept-language': 'en' });
      expect((await bookingRow(en.body.id)).language).toBe('en');
    });
  });
});

describe('accepting', () => {
  it('refuses a driver without a known position: 409 Location Required', async () => {
    const here = freshArea();
    const driver = await signInDriver(t.app, t.database);
    const b = await insertOpenBooking(t.database, here);
    const res = await post<ErrorAnswer>(`/api/driver/trips/${b.id}/accept`, driver.cookie);
    expect(res.status, res.raw).toBe(409);
    expect(res.body.code).toBe('driver.locationRequired');
    expect((await bookingRow(b.id)).status).toBe('confirmed');
  });

  it('refuses a driver account without a driver profile (403)', async () => {
    const account = await signInAs(t.app, t.database, 'driver');
    for (const url of ['/api/driver/me', '/api/driver/trips/active', '/api/driver/earnings']) {
      const res = await get<ErrorAnswer>(url, account.cookie);
      expect(res.status, `${url}: ${res.raw}`).toBe(403);
      expect(res.body.code).toBe('driver.profileMissing');
    }
  });

  it('answers 404 for an unknown or unpaid booking', async () => {
    const here = freshArea();
    const driver = await signInDriver(t.app, t.database, here);
    const unpaid = await insertOpenBooking(t.database, { ...here, status: 'pending' });
    for (const id of [unpaid.id, '00000000-0000-4000-8000-000000000000']) {
      const res = await post<ErrorAnswer>(`/api/driver/trips/${id}/accept`, driver.cookie);
      expect(res.status, res.raw).toBe(404);
      expect(res.body.code).toBe('trips.notFound');
    }
    const malformed = await post<ErrorAnswer>('/api/driver/trips/not-a-uuid/accept', driver.cookie);
    expect(malformed.status).toBe(400);
  });

  it('of 10 drivers accepting one trip at once, exactly one wins; nine get 409 "already taken"', async () => {
    const here = freshArea();
    const drivers = await Promise.all(
      Array.from({ length: 10 }, () => signInDriver(t.app, t.database, here)),
    );
    const b = await insertOpenBooking(t.database, here);
    const answers = await Promise.all(
      drivers.map((d) => post<ErrorAnswer>(`/api/driver/trips/${b.id}/accept`, d.cookie)),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    for (const a of answers.filter((x) => x.status === 409)) {
      expect(a.body.code).toBe('trips.alreadyTaken');
      expect(a.body.message).toBe('This trip has already been taken');
    }
    const winner = drivers[answers.findIndex((a) => a.status === 200)];
    const row = await bookingRow(b.id);
    expect(row.status).toBe('assigned');
    expect(row.driverId).toBe(winner?.user.id);
    const trips = await t.database.db.select().from(driverTrips).where(eq(driverTrips.bookingId, b.id));
    expect(trips).toHaveLength(1);
    expect(trips[0]?.driverId).toBe(winner?.user.id);
    const history = await t.database.db
      .select()
      .from(bookingStatusHistory)
      .where(eq(bookingStatusHistory.bookingId, b.id));
    expect(history).toHaveLength(1);
  });
});

describe('moving a trip', () => {
  async function acceptedTrip() {
    const here = freshArea();
    const driver = await signInDriver(t.app, t.database, here);
    // Within the start window: these trips are started.
    const b = await insertOpenBooking(t.database, { ...here, customerEmail: uniqueEmail(), hoursAhead: 0.5 });
    const res = await post(`/api/driver/trips/${b.id}/accept`, driver.cookie);
    expect(res.status, res.raw).toBe(200);
    return { here, driver, booking: b };
  }
  const status = (id: string, cookie: string, body: object) =>
    post<ErrorAnswer & DriverTrip>(`/api/driver/trips/${id}/status`, cookie, body);

  it('refuses moves decision 10 does not allow (409 with from and to)', async () => {
    const { driver, booking } = await acceptedTrip();
    const skip = await status(booking.id, driver.cookie, { status: 'completed' });
    expect(skip.status, skip.raw).toBe(409);
    expect(skip.body).toMatchObject({
      code: 'trips.statusNotAllowed',
      params: { from: 'assigned', to: 'completed' },
      message: 'This trip cannot move from assigned to completed',
    });
    expect((await status(booking.id, driver.cookie, { status: 'in_progress' })).status).toBe(200);
    const again = await status(booking.id, driver.cookie, { status: 'in_progress' });
    expect(again.status).toBe(409);
    // Stages move only forward (decision 28): the same stage twice is refused with its own code.
    expect(again.body).toMatchObject({ code: 'trips.stageAlreadyReached', params: { stage: 'on_board' } });
    await pickupTimeCame(booking.id);
    expect((await status(booking.id, driver.cookie, { status: 'completed' })).status).toBe(200);
    // Completed is final, for this driver too.
    const late = await status(booking.id, driver.cookie, { status: 'cancelled', reason: 'oops' });
    expect(late.status, late.raw).toBe(409);
    expect(late.body.params).toEqual({ from: 'completed', to: 'cancelled' });
    expect((await bookingRow(booking.id)).status).toBe('completed');
  });

  it('validates the body: an unknown status, a cancel without a reason', async () => {
    const { driver, booking } = await acceptedTrip();
    const unknown = await status(booking.id, driver.cookie, { status: 'assigned' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe('trips.statusInvalid');
    const noReason = await status(booking.id, driver.cookie, { status: 'cancelled', reason: '  ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.fieldErrors?.reason?.code).toBe('trips.cancelReasonRequired');
    expect((await bookingRow(booking.id)).status).toBe('assigned');
  });

  it("answers 404 for another driver's trip", async () => {
    const { here, booking } = await acceptedTrip();
    const other = await signInDriver(t.app, t.database, here);
    for (const body of [{ status: 'in_progress' }, { status: 'cancelled', reason: 'not mine' }]) {
      const res = await status(booking.id, other.cookie, body);
      expect(res.status, res.raw).toBe(404);
      expect(res.body.code).toBe('trips.notFound');
    }
    expect((await bookingRow(booking.id)).status).toBe('assigned');
  });

  it("a driver's cancel ends their trip and reopens the booking for others, telling admin and customer", async () => {
    const admin = await signInAs(t.app, t.database, 'admin');
    const { here, driver, booking } = await acceptedTrip();
    expect((await status(booking.id, driver.cookie, { status: 'in_progress' })).status).toBe(200);
    const cancelled = await status(booking.id, driver.cookie, {
      status: 'cancelled',
      reason: 'Flat tire on the BQE',
    });
    expect(cancelled.status, cancelled.raw).toBe(200);
    expect(cancelled.body).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Flat tire on the BQE',
      earnings: 0,
    });

    const row = await bookingRow(booking.id);
    expect(row).toMatchObject({
      status: 'confirmed',
      driverId: null,
      driverName: null,
      driverPhone: null,
      driverVehicle: null,
      driverPlate: null,
    });
    const [last] = (
      await t.database.db
        .select()
        .from(bookingStatusHistory)
        .where(eq(bookingStatusHistory.bookingId, booking.id))
    ).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    expect(last).toMatchObject({
      fromStatus: 'in_progress',
      toStatus: 'confirmed',
      actorRole: 'driver',
      reason: 'Flat tire on the BQE',
    });

    const mine = await get<TripHistoryResponse>('/api/driver/trips/history', driver.cookie);
    expect(mine.body.trips[0]).toMatchObject({
      id: booking.id,
      status: 'cancelled',
      cancelReason: 'Flat tire on the BQE',
    });
    expect((await get<DriverTrip[]>('/api/driver/trips/active', driver.cookie)).body).toEqual([]);

    const customer = await outboxFor(t.database, booking.customerEmail);
    expect(customer[0]?.kind).toBe('trip-reassigning');
    expect(customer[0]?.subject).toBe(`We are assigning you another chauffeur — ${booking.number}`);
    const dispatch = await outboxFor(t.database, admin.user.email);
    expect(dispatch[0]?.kind).toBe('trip-driver-cancelled');
    expect(dispatch[0]?.text).toContain('Flat tire on the BQE');
    expect(dispatch[0]?.text).toContain(booking.number);

    // Another driver sees it nearby again and takes it.
    const second = await signInDriver(t.app, t.database, here);
    const nearby = await get<NearbyTripsResponse>('/api/driver/trips/nearby', second.cookie);
    expect(nearby.body.trips.map((trip) => trip.id)).toContain(booking.id);
    expect((await post(`/api/driver/trips/${booking.id}/accept`, second.cookie)).status).toBe(200);
    expect((await bookingRow(booking.id)).driverId).toBe(second.user.id);
    // The first driver's cancelled trip stays in their history; the new trip is only the second's.
    const liveTrips = await t.database.db
      .select()
      .from(driverTrips)
      .where(and(eq(driverTrips.bookingId, booking.id), eq(driverTrips.status, 'assigned')));
    expect(liveTrips.map((x) => x.driverId)).toEqual([second.user.id]);
  });
});

describe('history and earnings', () => {
  it('pages the history 20 at a time, newest first, with the total', async () => {
    const driver = await signInDriver(t.app, t.database);
    const base = Date.now() - 30 * 86_400_000;
    for (let i = 0; i < 25; i += 1) {
      const b = await insertBooking(t.database, { userId: null, status: 'completed' });
      await t.database.db.insert(driverTrips).values({
        bookingId: b.id,
        driverId: driver.user.id,
        status: i === 3 ? 'cancelled' : 'completed',
        acceptedAt: new Date(base + i * 3_600_000),
        ...(i === 3
          ? { cancelledAt: new Date(base + i * 3_600_000 + 60_000), cancelReason: 'Sick' }
          : { completedAt: new Date(base + i * 3_600_000 + 60_000), earningsCents: 1000 + i }),
      });
    }
    const p1 = await get<TripHistoryResponse>('/api/driver/trips/history', driver.cookie);
    expect(p1.status, p1.raw).toBe(200);
    expect(p1.body).toMatchObject({ page: 1, pageSize: 20, total: 25 });
    expect(p1.body.trips).toHaveLength(20);
    expect(p1.body.trips[0]?.earnings).toBe(10.24);
    const p2 = await get<TripHistoryResponse>('/api/driver/trips/history?page=2', driver.cookie);
    expect(p2.body.trips).toHaveLength(5);
    expect(p2.body.trips.map((x) => x.earnings)).toEqual([10.04, 0, 10.02, 10.01, 10]);
    expect(p2.body.trips[1]).toMatchObject({ status: 'cancelled', cancelReason: 'Sick' });
    const ends = [...p1.body.trips, ...p2.body.trips].map((x) =>
      Date.parse(x.completedAt ?? x.cancelledAt ?? ''),
    );
    expect(ends).toEqual([...ends].sort((a, b) => b - a));
    const bad = await get<ErrorAnswer>('/api/driver/trips/history?page=0', driver.cookie);
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('trips.pageInvalid');
  });

  it("sums today's, this week's and all-time earnings of completed trips only, this driver's only", async () => {
    // Half an hour into Wednesday 9 January 2030 in New York (05:30 UTC): "today" began at New York's midnight,
    // "this week" at Monday's (a day counted in UTC would put these trips on the wrong side).
    const now = new Date('2030-01-09T05:30:00Z');
    const ny = (local: string) => new Date(`${local}-05:00`);
    await onClock(now, async () => {
      const driver = await signInDriver(t.app, t.database);
      const other = await signInDriver(t.app, t.database);
      const trip = async (driverId: string, status: 'completed' | 'cancelled', at: Date, cents: number) => {
        const b = await insertBooking(t.database, { userId: null, status: 'completed' });
        await t.database.db.insert(driverTrips).values({
          bookingId: b.id,
          driverId,
          status,
          acceptedAt: at,
          ...(status === 'completed'
            ? { completedAt: at, earningsCents: cents }
            : { cancelledAt: at, cancelReason: 'x' }),
        });
      };
      await trip(driver.user.id, 'completed', ny('2030-01-09T00:01:00'), 8000);
      await trip(driver.user.id, 'completed', ny('2030-01-08T23:59:00'), 2000);
      await trip(driver.user.id, 'completed', ny('2030-01-07T00:01:00'), 400);
      await trip(driver.user.id, 'completed', ny('2030-01-06T23:59:00'), 300);
      await trip(driver.user.id, 'completed', new Date(now.getTime() - 400 * 86_400_000), 5000);
      await trip(driver.user.id, 'cancelled', ny('2030-01-09T00:10:00'), 0);
      await trip(other.user.id, 'completed', ny('2030-01-09T00:10:00'), 9999);
      const res = await get<DriverEarnings>('/api/driver/earnings', driver.cookie);
      expect(res.status, res.raw).toBe(200);
      expect(res.body).toEqual({ today: 80, week: 104, allTime: 157, completedTrips: 5, share: 0.8 });
    });
  });
});

describe('validation', () => {
  it('refuses positions out of range or not numbers, with the field codes', async () => {
    const driver = await signInDriver(t.app, t.database);
    const lat = await post<ErrorAnswer>('/api/driver/update-location', driver.cookie, {
      latitude: 91,
      longitude: 0,
    });
    expect(lat.status).toBe(400);
    expect(lat.body.fieldErrors?.latitude?.code).toBe('driver.latitudeInvalid');
    const lng = await post<ErrorAnswer>('/api/driver/update-location', driver.cookie, {
      latitude: 40,
      longitude: '-74',
    });
    expect(lng.status).toBe(400);
    expect(lng.body.fieldErrors?.longitude?.code).toBe('driver.longitudeInvalid');
    // Nearby takes no position: a query-string point is ignored, and without a stored one the answer is 409.
    const q = await get<ErrorAnswer>('/api/driver/trips/nearby?lat=abc&lng=-73.9', driver.cookie);
    expect(q.status).toBe(409);
    expect(q.body.code).toBe('driver.locationRequired');
    const me = await get<DriverProfile>('/api/driver/me', driver.cookie);
    expect(me.body.location).toBeNull();
  });
});

describe('GET /api/pricing', () => {
  it('answers drivers and admins with the stored configuration; nobody else', async () => {
    const driver = await signInDriver(t.app, t.database);
    const admin = await signInAs(t.app, t.database, 'admin');
    const passenger = await signInAs(t.app, t.database, 'passenger');
    const guest = await guestCookie(t.app);
    for (const cookie of [driver.cookie, admin.cookie]) {
      const res = await get<PricingResponse>('/api/pricing', cookie);
      expect(res.status, res.raw).toBe(200);
      expect(res.body.version).toBeGreaterThanOrEqual(1);
      expect(res.body.config.driverShareBps).toBe(8000);
      expect(res.body.config.rateCard.vehicles.sedan).toMatchObject({ perMileCents: 250 });
    }
    expect((await get('/api/pricing', passenger.cookie)).status).toBe(403);
    expect((await get('/api/pricing', guest)).status).toBe(403);
    expect((await get('/api/pricing', null)).status).toBe(401);
  });
});

describe("the customer's view of the driver", () => {
  it('shows the position within the window while assigned or in progress, to the owner, an admin or the link', async () => {
    const here = freshArea();
    const owner = await signInAs(t.app, t.database, 'passenger');
    const stranger = await signInAs(t.app, t.database, 'passenger');
    const admin = await signInAs(t.app, t.database, 'admin');
    const driver = await signInDriver(t.app, t.database, here);
    // Half an hour ahead: within the hour before pickup when the position shows (decision 22; the window's
    // edges are tested on an injected clock in trip-rules.test.ts).
    const b = await insertOpenBooking(t.database, { ...here, userId: owner.user.id, hoursAhead: 0.5 });
    const url = `/api/bookings/${b.number}/driver-location`;

    const before = await get<DriverPositionResponse>(url, owner.cookie);
    expect(before.status, before.raw).toBe(200);
    expect(before.body).toEqual({
      status: 'confirmed',
      tracking: 'notYet',
      visibleFrom: null,
      location: null,
      stage: null,
      stageAt: null,
    });

    expect((await post(`/api/driver/trips/${b.id}/accept`, driver.cookie)).status).toBe(200);
    await post('/api/driver/update-location', driver.cookie, { latitude: 41.123456, longitude: here.lng });
    const during = await get<DriverPositionResponse>(url, owner.cookie);
    expect(during.body.status).toBe('assigned');
    expect(during.body.location).toMatchObject({ latitude: 41.123456, longitude: here.lng });
    expect((await get(url, admin.cookie)).status).toBe(200);
    expect((await get(url, stranger.cookie)).status).toBe(404);
    expect((await get(url, null)).status).toBe(404);
    expect((await get(url, driver.cookie)).status).toBe(404);
    const link = await t.app.bookingLifecycle.customerLink(await bookingRow(b.id));
    const token = new URL(link).searchParams.get('token') ?? '';
    const byLink = await get<DriverPositionResponse>(`${url}?token=${token}`, null);
    expect(byLink.status, byLink.raw).toBe(200);
    expect(byLink.body.location?.latitude).toBe(41.123456);

    await post(`/api/driver/trips/${b.id}/status`, driver.cookie, { status: 'in_progress' });
    expect((await get<DriverPositionResponse>(url, owner.cookie)).body.location).not.toBeNull();
    await pickupTimeCame(b.id);
    await post(`/api/driver/trips/${b.id}/status`, driver.cookie, { status: 'completed' });
    expect((await get<DriverPositionResponse>(url, owner.cookie)).body).toEqual({
      status: 'completed',
      tracking: 'ended',
      visibleFrom: null,
      location: null,
      stage: 'completed',
      stageAt: expect.any(String),
    });
  });
});

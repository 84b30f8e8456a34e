import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminAuditLog } from '../../src/server/db/schema/audit.ts';
import { bookings } from '../../src/server/db/schema/bookings.ts';
import { driverTrips } from '../../src/server/db/schema/drivers.ts';
import { emailOutbox } from '../../src/server/db/schema/email.ts';
import type {
  DriverEarnings,
  DriverTrip,
  TripHistoryResponse,
} from '../../src/shared/contracts/driver-trips.ts';
import { nextIp, signInAs } from '../support/accounts.ts';
import { outboxFor } from '../support/outbox.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { insertOpenBooking, JFK, signInDriver } from '../support/trips.ts';

/**
 * No-shows and the trip's time rules (PRODUCT decisions 21, 28, 29; issue 35), on an injected clock: the
 * chauffeur reports "On location" (time and position stored), a "Passenger no-show" is refused until the free
 * wait is over (15 minutes, 90 at airport pickups, from the later of arrival and pickup time), and then ends the
 * booking as no_show: final, not cancellable, not refunded, the chauffeur paid their share, the customer, the
 * passenger and dispatch told. An admin's start, completion or no-show out of its time needs a reason (audited).
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

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
  message: string;
  params?: Record<string, string | number>;
}

async function call<T>(method: 'GET' | 'POST' | 'PATCH', url: string, cookie: string, payload?: object) {
  const res = await t.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: { cookie },
    remoteAddress: nextIp(),
  });
  return { status: res.statusCode, body: res.json<T & Answer>(), raw: res.body };
}
const move = (id: string, cookie: string, body: object) =>
  call<DriverTrip>('POST', `/api/driver/trips/${id}/status`, cookie, body);

let area = 0;
/** A fresh spot per test, far from every other test's (the file's tests share one database). */
function freshArea() {
  area += 1;
  return { lat: 36.5, lng: -100 + area * 1.5 };
}
let emails = 0;
const uniqueEmail = (who = 'customer') =>
  `no-show-${who}-${++emails}-${Math.random().toString(36).slice(2, 6)}@example.com`;

/** A driver who accepted a booking with its pickup `pickupIn` from now (at `where`, a fresh spot by default). */
async function acceptedTrip(
  pickupIn: number,
  opts: { where?: { lat: number; lng: number }; language?: 'en' | 'es'; serviceType?: string } = {},
) {
  const where = opts.where ?? freshArea();
  const driver = await signInDriver(t.app, t.database);
  const report = await call('POST', '/api/driver/update-location', driver.cookie, {
    latitude: where.lat,
    longitude: where.lng,
  });
  expect(report.status).toBe(200);
  const customerEmail = uniqueEmail();
  const booking = await insertOpenBooking(t.database, {
    ...where,
    pickupAt: new Date(now.getTime() + pickupIn),
    customerEmail,
    language: opts.language ?? 'en',
  });
  if (opts.serviceType) {
    await t.database.db
      .update(bookings)
      .set({ serviceType: opts.serviceType })
      .where(eq(bookings.id, booking.id));
  }
  const accepted = await call<DriverTrip>('POST', `/api/driver/trips/${booking.id}/accept`, driver.cookie);
  expect(accepted.status, accepted.raw).toBe(200);
  return { driver, booking, customerEmail, earnings: accepted.body.earnings, where };
}

const bookingRow = async (id: string) =>
  (await t.database.db.select().from(bookings).where(eq(bookings.id, id)))[0];
const tripRow = async (bookingId: string) =>
  (await t.database.db.select().from(driverTrips).where(eq(driverTrips.bookingId, bookingId)))[0];

describe('on location (decision 28)', () => {
  it('stores the arrival with its time and position, tells the customer, and is reported once', async () => {
    const { driver, booking, customerEmail } = await acceptedTrip(30 * MINUTE);
    const arrived = await move(booking.id, driver.cookie, {
      status: 'arrived',
      latitude: 36.1,
      longitude: -99.2,
    });
    expect(arrived.status, arrived.raw).toBe(200);
    expect(arrived.body.status).toBe('assigned');
    expect(arrived.body.arrivedAt).toBe(now.toISOString());
    // Early: the free wait counts from the pickup time.
    expect(arrived.body.noShowAvailableAt).toBe(
      new Date(booking.pickupAt.getTime() + 15 * MINUTE).toISOString(),
    );
    const trip = await tripRow(booking.id);
    expect(trip).toMatchObject({ status: 'assigned', arrivedLat: 36.1, arrivedLng: -99.2 });
    expect(trip?.arrivedAt?.toISOString()).toBe(now.toISOString());
    expect((await bookingRow(booking.id))?.status).toBe('assigned');
    expect((await outboxFor(t.database, customerEmail)).map((e) => e.kind)).toContain('trip-arrived');

    const again = await move(booking.id, driver.cookie, { status: 'arrived' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('trips.stageAlreadyReached');
    // The active list shows the stage to the chauffeur.
    const active = await call<DriverTrip[]>('GET', '/api/driver/trips/active', driver.cookie);
    expect(active.body.find((x) => x.id === booking.id)?.arrivedAt).toBe(now.toISOString());
  });

  it('takes the last reported position when the phone sent none', async () => {
    const { driver, booking, where } = await acceptedTrip(30 * MINUTE);
    expect((await move(booking.id, driver.cookie, { status: 'arrived' })).status).toBe(200);
    expect(await tripRow(booking.id)).toMatchObject({ arrivedLat: where.lat, arrivedLng: where.lng });
  });

  it("refuses another driver's trip (404) and bad positions (400)", async () => {
    const { booking } = await acceptedTrip(30 * MINUTE);
    const other = await signInDriver(t.app, t.database);
    const foreign = await move(booking.id, other.cookie, { status: 'arrived' });
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe('trips.notFound');
    const far = await move(booking.id, other.cookie, { status: 'arrived', latitude: 200, longitude: 0 });
    expect(far.status).toBe(400);
    expect(far.body.code).toBe('driver.latitudeInvalid');
    const half = await move(booking.id, other.cookie, { status: 'arrived', latitude: 40.7 });
    expect(half.status).toBe(400);
    expect(half.body.code).toBe('driver.longitudeInvalid');
    const text = await move(booking.id, other.cookie, {
      status: 'arrived',
      latitude: '40.7',
      longitude: '-73',
    });
    expect(text.status).toBe(400);
    const unknown = await move(booking.id, other.cookie, { status: 'noshow' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe('trips.statusInvalid');
  });
});

describe('passenger no-show (decisions 28, 29)', () => {
  it('defect: a no-show returned the ride to the open queue and paid nothing; now it ends as no_show, paid and told', async () => {
    // Dispatch: an admin account to be told.
    const dispatcher = await signInAs(t.app, t.database, 'admin');
    const { driver, booking, customerEmail, earnings } = await acceptedTrip(20 * MINUTE);
    now = new Date(booking.pickupAt.getTime() - 5 * MINUTE);
    expect((await move(booking.id, driver.cookie, { status: 'arrived' })).status).toBe(200);
    // Analytics: a no-show is charged, so it counts as revenue (and in its own status).
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
    const analytics = () =>
      call<{
        totals: { revenue: number; gross: number; driverShare: number };
        byStatus: { status: string; bookings: number }[];
      }>('GET', `/api/admin/analytics?from=${today}&to=${today}`, dispatcher.cookie);
    const before = (await analytics()).body;
    now = new Date(booking.pickupAt.getTime() + 15 * MINUTE);
    const noShow = await move(booking.id, driver.cookie, { status: 'no_show' });
    expect(noShow.status, noShow.raw).toBe(200);
    expect(noShow.body.status).toBe('no_show');
    // The earnings the trip would have on completion (the card's share).
    expect(noShow.body.earnings).toBe(earnings);
    expect(earnings).toBeGreaterThan(0);

    const row = await bookingRow(booking.id);
    expect(row?.status).toBe('no_show');
    expect(row?.driverId).toBe(driver.user.id);
    const trip = await tripRow(booking.id);
    expect(trip?.status).toBe('no_show');
    expect(trip?.earningsCents).toBe(Math.round(earnings * 100));

    // Not back in anyone's queue.
    const other = await signInDriver(t.app, t.database);
    await call('POST', '/api/driver/update-location', other.cookie, {
      latitude: row?.pickupLat,
      longitude: row?.pickupLng,
    });
    const nearby = await call<{ trips: DriverTrip[] }>('GET', '/api/driver/trips/nearby', other.cookie);
    expect(nearby.body.trips.map((x) => x.id)).not.toContain(booking.id);

    // The customer is told it is charged, never "we are assigning another chauffeur"; dispatch is told.
    const kinds = (await outboxFor(t.database, customerEmail)).map((e) => e.kind);
    expect(kinds).toContain('trip-no-show');
    expect(kinds).not.toContain('trip-reassigning');
    const [told] = (await outboxFor(t.database, customerEmail)).filter((e) => e.kind === 'trip-no-show');
    expect(told?.text).toContain('you were not there');
    expect(told?.text).toContain('charged in full');
    const dispatchNotes = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, 'trip-no-show-dispatch'));
    expect(dispatchNotes.some((e) => e.subject.includes(booking.number))).toBe(true);

    const after = (await analytics()).body;
    // Charged in full: gross grows by the total, net revenue by the total less its tax (decision 044).
    expect(after.totals.gross).toBeCloseTo(before.totals.gross + booking.totalCents / 100, 2);
    expect(after.totals.revenue).toBeCloseTo(
      before.totals.revenue + (booking.totalCents - booking.taxCents) / 100,
      2,
    );
    expect(after.totals.driverShare).toBeCloseTo(before.totals.driverShare + earnings, 2);
    const noShows = (b: typeof after) => b.byStatus.find((x) => x.status === 'no_show')?.bookings ?? 0;
    expect(noShows(after)).toBe(noShows(before) + 1);

    // The chauffeur's earnings and history count it.
    const sums = await call<DriverEarnings>('GET', '/api/driver/earnings', driver.cookie);
    expect(sums.body.today).toBe(earnings);
    expect(sums.body.allTime).toBe(earnings);
    const history = await call<TripHistoryResponse>('GET', '/api/driver/trips/history', driver.cookie);
    expect(history.body.trips[0]).toMatchObject({ id: booking.id, status: 'no_show', earnings });
  });

  it('is refused before "On location" (409 trips.arrivalRequired)', async () => {
    const { driver, booking } = await acceptedTrip(20 * MINUTE);
    now = new Date(booking.pickupAt.getTime() + 2 * HOUR);
    const early = await move(booking.id, driver.cookie, { status: 'no_show' });
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('trips.arrivalRequired');
  });

  it('opens exactly 15 minutes after the pickup time when the chauffeur came early', async () => {
    const { driver, booking } = await acceptedTrip(20 * MINUTE);
    expect((await move(booking.id, driver.cookie, { status: 'arrived' })).status).toBe(200);
    const opens = new Date(booking.pickupAt.getTime() + 15 * MINUTE);
    now = new Date(opens.getTime() - 1);
    const early = await move(booking.id, driver.cookie, { status: 'no_show' });
    expect(early.status, early.raw).toBe(409);
    expect(early.body.code).toBe('trips.noShowNotYet');
    expect(early.body.params).toMatchObject({ availableAt: opens.toISOString(), minutes: 15 });
    expect(early.body.message).toContain('New York time');
    expect((await bookingRow(booking.id))?.status).toBe('assigned');
    now = opens;
    expect((await move(booking.id, driver.cookie, { status: 'no_show' })).status).toBe(200);
  });

  it('counts 15 minutes from a late arrival', async () => {
    const { driver, booking } = await acceptedTrip(20 * MINUTE);
    now = new Date(booking.pickupAt.getTime() + 10 * MINUTE);
    expect((await move(booking.id, driver.cookie, { status: 'arrived' })).status).toBe(200);
    now = new Date(booking.pickupAt.getTime() + 24 * MINUTE);
    expect((await move(booking.id, driver.cookie, { status: 'no_show' })).body.code).toBe(
      'trips.noShowNotYet',
    );
    now = new Date(booking.pickupAt.getTime() + 25 * MINUTE);
    expect((await move(booking.id, driver.cookie, { status: 'no_show' })).status).toBe(200);
  });

  it('waits 90 minutes at an airport pickup (a pickup at JFK, or the from-airport service)', async () => {
    const atJfk = await acceptedTrip(20 * MINUTE, { where: JFK });
    const fromAirport = await acceptedTrip(20 * MINUTE, { serviceType: 'from-airport' });
    for (const { driver, booking } of [atJfk, fromAirport]) {
      now = new Date(booking.pickupAt.getTime());
      expect((await move(booking.id, driver.cookie, { status: 'arrived' })).status).toBe(200);
    }
    for (const { driver, booking } of [atJfk, fromAirport]) {
      now = new Date(booking.pickupAt.getTime() + 90 * MINUTE - 1);
      const early = await move(booking.id, driver.cookie, { status: 'no_show' });
      expect(early.body.code).toBe('trips.noShowNotYet');
      expect(early.body.params?.minutes).toBe(90);
      now = new Date(booking.pickupAt.getTime() + 90 * MINUTE);
      expect((await move(booking.id, driver.cookie, { status: 'no_show' })).status).toBe(200);
    }
  });

  it('is final: the customer cannot cancel it, nothing is refunded, nobody moves it again', async () => {
    const owner = await signInAs(t.app, t.database, 'passenger');
    const { driver, booking } = await acceptedTrip(20 * MINUTE);
    await t.database.db.update(bookings).set({ userId: owner.user.id }).where(eq(bookings.id, booking.id));
    now = booking.pickupAt;
    await move(booking.id, driver.cookie, { status: 'arrived' });
    now = new Date(booking.pickupAt.getTime() + 16 * MINUTE);
    expect((await move(booking.id, driver.cookie, { status: 'no_show' })).status).toBe(200);

    const cancel = await call('POST', `/api/user/bookings/${booking.id}/cancel`, owner.cookie, {});
    expect(cancel.status, cancel.raw).toBe(409);
    expect(cancel.body.code).toBe('booking.cannotCancel');
    const row = await bookingRow(booking.id);
    expect(row?.status).toBe('no_show');
    expect(row?.refundedCents).toBe(0);
    expect((await move(booking.id, driver.cookie, { status: 'completed' })).status).toBe(409);
    const admin = await signInAs(t.app, t.database, 'admin');
    const patch = await call('PATCH', `/api/admin/bookings/${booking.id}`, admin.cookie, {
      status: 'cancelled',
    });
    expect(patch.status).toBe(409);
    expect(patch.body.code).toBe('dispatch.statusNotAllowed');
  });

  it("tells a passenger travelling on someone else's booking, in the booking's language", async () => {
    const { driver, booking, customerEmail } = await acceptedTrip(20 * MINUTE, { language: 'es' });
    const passengerEmail = uniqueEmail('passenger');
    await t.database.db
      .update(bookings)
      .set({ passengerName: 'Ana Pérez', passengerEmail, passengerPhone: '+12125550111' })
      .where(eq(bookings.id, booking.id));
    now = booking.pickupAt;
    await move(booking.id, driver.cookie, { status: 'arrived' });
    now = new Date(booking.pickupAt.getTime() + 15 * MINUTE);
    expect((await move(booking.id, driver.cookie, { status: 'no_show' })).status).toBe(200);
    for (const to of [customerEmail, passengerEmail]) {
      const [mail] = (await outboxFor(t.database, to)).filter((e) => e.kind === 'trip-no-show');
      expect(mail?.subject).toContain('No estaba en el punto de recogida');
      expect(mail?.text).toContain('se cobra completo');
    }
  });
});

describe('completing not before the pickup time (decision 21)', () => {
  it('refuses to complete a trip started early until its pickup time (409 trips.completeNotYet)', async () => {
    const { driver, booking } = await acceptedTrip(50 * MINUTE);
    const started = await move(booking.id, driver.cookie, { status: 'in_progress' });
    expect(started.status, started.raw).toBe(200);
    // Passenger on board means on location: the arrival is stamped with the start.
    expect(started.body.arrivedAt).toBe(now.toISOString());
    now = new Date(booking.pickupAt.getTime() - MINUTE);
    const early = await move(booking.id, driver.cookie, { status: 'completed' });
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('trips.completeNotYet');
    now = booking.pickupAt;
    expect((await move(booking.id, driver.cookie, { status: 'completed' })).status).toBe(200);
  });
});

describe("the admin's time rules (decision 21 for admins)", () => {
  const patch = (cookie: string, id: string, body: object) =>
    call<{ status: string }>('PATCH', `/api/admin/bookings/${id}`, cookie, body);
  const audits = (id: string) =>
    t.database.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.entityId, id), eq(adminAuditLog.action, 'booking.status')))
      .orderBy(desc(adminAuditLog.createdAt));

  it("defect: an admin started and completed a trip three days out (counted in today's earnings); now 409 without a reason", async () => {
    const admin = await signInAs(t.app, t.database, 'admin');
    const { driver, booking } = await acceptedTrip(3 * DAY);
    const start = await patch(admin.cookie, booking.id, { status: 'in_progress' });
    expect(start.status, start.raw).toBe(409);
    expect(start.body.code).toBe('dispatch.startNotYet');
    expect(start.body.params?.minutes).toBe(60);
    expect((await bookingRow(booking.id))?.status).toBe('assigned');

    // A started trip (the driver started it, say by mistake): "Move to Completed" is refused before pickup.
    await t.database.db.update(bookings).set({ status: 'in_progress' }).where(eq(bookings.id, booking.id));
    await t.database.db
      .update(driverTrips)
      .set({ status: 'in_progress', startedAt: now })
      .where(eq(driverTrips.bookingId, booking.id));
    const complete = await patch(admin.cookie, booking.id, { status: 'completed' });
    expect(complete.status, complete.raw).toBe(409);
    expect(complete.body.code).toBe('dispatch.completeNotYet');
    const sums = await call<DriverEarnings>('GET', '/api/driver/earnings', driver.cookie);
    expect(sums.body.today).toBe(0);
  });

  it('allows the move with a reason, audited with it', async () => {
    const admin = await signInAs(t.app, t.database, 'admin');
    const { booking } = await acceptedTrip(3 * DAY);
    const reason = 'Customer asked to ride now; dispatch confirmed by phone';
    const start = await patch(admin.cookie, booking.id, { status: 'in_progress', reason });
    expect(start.status, start.raw).toBe(200);
    const complete = await patch(admin.cookie, booking.id, { status: 'completed', reason });
    expect(complete.status, complete.raw).toBe(200);
    const [last, first] = await audits(booking.id);
    expect(first?.after).toMatchObject({ status: 'in_progress', reason, timeRuleOverridden: true });
    expect(last?.after).toMatchObject({ status: 'completed', reason, timeRuleOverridden: true });
    expect(last?.summary).toContain(reason);
  });

  it('starts inside the window and completes after pickup without a reason', async () => {
    const admin = await signInAs(t.app, t.database, 'admin');
    const { booking } = await acceptedTrip(50 * MINUTE);
    expect((await patch(admin.cookie, booking.id, { status: 'in_progress' })).status).toBe(200);
    now = new Date(booking.pickupAt.getTime() + 30 * MINUTE);
    expect((await patch(admin.cookie, booking.id, { status: 'completed' })).status).toBe(200);
    const [last] = await audits(booking.id);
    expect(last?.after).not.toHaveProperty('timeRuleOverridden');
  });

  it('records a no-show only after the free wait (from the arrival, else the pickup time), paying the chauffeur', async () => {
    const admin = await signInAs(t.app, t.database, 'admin');
    const { driver, booking, customerEmail, earnings } = await acceptedTrip(20 * MINUTE);
    now = new Date(booking.pickupAt.getTime() + 14 * MINUTE);
    const early = await patch(admin.cookie, booking.id, { status: 'no_show' });
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('dispatch.noShowNotYet');
    now = new Date(booking.pickupAt.getTime() + 15 * MINUTE);
    const done = await patch(admin.cookie, booking.id, { status: 'no_show' });
    expect(done.status, done.raw).toBe(200);
    expect(done.body.status).toBe('no_show');
    const trip = await tripRow(booking.id);
    expect(trip?.status).toBe('no_show');
    expect(trip?.earningsCents).toBe(Math.round(earnings * 100));
    expect((await outboxFor(t.database, customerEmail)).map((e) => e.kind)).toContain('trip-no-show');
    const history = await call<TripHistoryResponse>('GET', '/api/driver/trips/history', driver.cookie);
    expect(history.body.trips[0]).toMatchObject({ status: 'no_show', earnings });
  });

  it('refuses a reason that is too long (400)', async () => {
    const admin = await signInAs(t.app, t.database, 'admin');
    const { booking } = await acceptedTrip(3 * DAY);
    const long = await patch(admin.cookie, booking.id, { status: 'in_progress', reason: 'x'.repeat(501) });
    expect(long.status).toBe(400);
    expect(long.body.code).toBe('dispatch.reasonTooLong');
  });
});

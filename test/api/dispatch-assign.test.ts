import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminBookingList, AssignCandidates } from '../../src/shared/contracts/admin-bookings.ts';
import type { DriverTrip, NearbyTripsResponse } from '../../src/shared/contracts/driver-trips.ts';
import { users } from '../../src/server/db/schema/accounts.ts';
import { adminAuditLog } from '../../src/server/db/schema/audit.ts';
import { bookingStatusHistory, bookings } from '../../src/server/db/schema/bookings.ts';
import { driverTrips, drivers } from '../../src/server/db/schema/drivers.ts';
import { emailOutbox } from '../../src/server/db/schema/email.ts';
import { signInAs } from '../support/accounts.ts';
import { adminCall } from '../support/admin.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { insertOpenBooking, JFK, MIDTOWN, signInDriver } from '../support/trips.ts';

/**
 * Issue 35, "Assignment that matches a real day": per-ride availability (decision 31), vehicle classes, on/off
 * duty, the assign list, suspension returning future rides, and the chauffeur told of every change of their
 * jobs. Each defect as it was found is reproduced (the comment names what the old code answered).
 */

let t: TestApp;
let admin: Awaited<ReturnType<typeof signInAs>>;
beforeAll(async () => {
  t = await createTestApp({});
  admin = await signInAs(t.app, t.database, 'admin');
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** A fixed instant days ahead of the machine's clock (positions are fresh on the machine's clock). */
const base = new Date(Math.ceil((Date.now() + 3 * DAY) / HOUR) * HOUR);
const at = (hours: number) => new Date(base.getTime() + hours * HOUR);

type Call<T> = { status: number; body: T & { code?: string; params?: Record<string, string> } };
const call = <T = unknown>(method: 'GET' | 'POST' | 'PATCH', url: string, cookie: string, body?: object) =>
  adminCall<T>(t.app, method, url, cookie, body) as Promise<Call<T>>;
const assign = (id: string, body: object) =>
  call<{ status: string }>('POST', `/api/admin/bookings/${id}/assign-driver`, admin.cookie, body);
const accept = (id: string, cookie: string) =>
  call<DriverTrip>('POST', `/api/driver/trips/${id}/accept`, cookie, {});
const nearby = (cookie: string) => call<NearbyTripsResponse>('GET', '/api/driver/trips/nearby', cookie);
const open = (pickupAt: Date, vehicleId?: string) =>
  insertOpenBooking(t.database, { ...MIDTOWN, pickupAt, ...(vehicleId ? { vehicleId } : {}) });
const emailsOf = (bookingId: string) =>
  t.database.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.bookingId, bookingId))
    .orderBy(emailOutbox.createdAt);

describe('per-ride availability (decision 31)', () => {
  it('a chauffeur holding a ride on one day is assigned another day (was 409 dispatch.driverUnavailable)', async () => {
    const d = await signInDriver(t.app, t.database, MIDTOWN);
    const dec8 = await open(at(0));
    expect((await accept(dec8.id, d.cookie)).status).toBe(200);
    const dec14 = await open(at(6 * 24));
    const res = await assign(dec14.id, { driverId: d.user.id });
    expect([res.status, res.body.status]).toEqual([200, 'assigned']);
  });

  it('three future rides that do not overlap, then a fourth: assigned; an overlapping one refused with the reason', async () => {
    const d = await signInDriver(t.app, t.database, MIDTOWN);
    for (const h of [0, 3, 6]) expect((await accept((await open(at(h))).id, d.cookie)).status).toBe(200);
    const fourth = await open(at(9));
    expect((await assign(fourth.id, { driverId: d.user.id })).status).toBe(200);
    // 30 minutes after the 3 o'clock ride's pickup: it is still driving (a 30-minute ride plus the way back).
    const clash = await open(at(3.5));
    const refused = await assign(clash.id, { driverId: d.user.id });
    expect([refused.status, refused.body.code]).toEqual([409, 'dispatch.overlap']);
    expect(refused.body.params?.number).toMatch(/^NYC-/);
    const own = await accept(clash.id, d.cookie);
    expect([own.status, own.body.code]).toEqual([409, 'trips.overlap']);
  });

  it('the drive from the drop-off to the next pickup counts: JFK at 10:00 is not Midtown at 10:45', async () => {
    const d = await signInDriver(t.app, t.database, MIDTOWN);
    const first = await open(at(30));
    // The first ride ends at JFK (its 30 minutes end at 10:30); Midtown is an hour's drive from there.
    await t.database.db
      .update(bookings)
      .set({ destinationLat: JFK.lat, destinationLng: JFK.lng })
      .where(eq(bookings.id, first.id));
    expect((await accept(first.id, d.cookie)).status).toBe(200);
    const tooSoon = await open(new Date(at(30).getTime() + 45 * 60_000));
    const refused = await assign(tooSoon.id, { driverId: d.user.id });
    expect(refused.body.code).toBe('dispatch.overlap');
    // Issue 36: the refusal and the assign list name the other ride and the drive (router) plus the margin.
    expect(refused.body.params).toMatchObject({ number: first.number, margin: 15 });
    const drive = Number(refused.body.params?.drive);
    expect(drive).toBeGreaterThan(15);
    const list = await call<AssignCandidates>(
      'GET',
      `/api/admin/bookings/${tooSoon.id}/candidates`,
      admin.cookie,
    );
    expect(list.body.candidates.find((c) => c.id === d.user.id)?.reasons).toEqual([
      {
        code: 'overlap',
        bookingId: first.id,
        number: first.number,
        pickupDateTime: first.pickupAt.toISOString(),
        driveMinutes: drive,
        marginMinutes: 15,
      },
    ]);
    const later = await open(at(33));
    expect((await assign(later.id, { driverId: d.user.id })).status).toBe(200);
  });

  it('two overlapping rides given to one chauffeur at once (accept and assign): exactly one wins', async () => {
    const d = await signInDriver(t.app, t.database, MIDTOWN);
    const [b1, b2] = [await open(at(40)), await open(at(40.25))];
    const both = await Promise.all([accept(b1.id, d.cookie), assign(b2.id, { driverId: d.user.id })]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const live = await t.database.db
      .select()
      .from(driverTrips)
      .where(and(eq(driverTrips.driverId, d.user.id), eq(driverTrips.status, 'assigned')));
    expect(live).toHaveLength(1);
  });

  it('an admin assigns a ride for next week without a fresh location (only accept needs one)', async () => {
    const d = await signInDriver(t.app, t.database, {}); // never located
    const b = await open(at(7 * 24));
    expect((await assign(b.id, { driverId: d.user.id })).status).toBe(200);
  });
});

describe('vehicle classes', () => {
  it('a van chauffeur never sees nor accepts a sedan ride (was offered and accepted, 200)', async () => {
    const van = await signInDriver(t.app, t.database, { ...MIDTOWN, vehicleType: 'van' });
    const sedanRide = await open(at(50));
    const vanRide = await open(at(60), 'sprinter');
    const ids = (await nearby(van.cookie)).body.trips.map((x) => x.id);
    expect(ids).toContain(vanRide.id);
    expect(ids).not.toContain(sedanRide.id);
    const res = await accept(sedanRide.id, van.cookie);
    expect([res.status, res.body.code]).toEqual([409, 'trips.wrongClass']);
  });

  it('an admin gives a larger car only by choosing the upgrade, recorded; never a smaller one (was 200)', async () => {
    const van = await signInDriver(t.app, t.database, { ...MIDTOWN, vehicleType: 'van' });
    const sedanRide = await open(at(70));
    const plain = await assign(sedanRide.id, { driverId: van.user.id });
    expect([plain.status, plain.body.code]).toEqual([409, 'dispatch.upgradeNeeded']);
    const upgraded = await assign(sedanRide.id, {
      driverId: van.user.id,
      upgrade: true,
      upgradeReason: 'No sedan free',
    });
    expect(upgraded.status).toBe(200);
    const [audit] = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.entityId, sedanRide.id));
    expect(audit?.after).toMatchObject({ upgrade: true, vehicleType: 'van', upgradeReason: 'No sedan free' });
    const [history] = await t.database.db
      .select()
      .from(bookingStatusHistory)
      .where(
        and(eq(bookingStatusHistory.bookingId, sedanRide.id), eq(bookingStatusHistory.toStatus, 'assigned')),
      );
    expect(history?.reason).toBe('Upgrade: van for a sedan booking (No sedan free)');

    const sedan = await signInDriver(t.app, t.database, MIDTOWN);
    const vanRide = await open(at(80), 'sprinter');
    const smaller = await assign(vanRide.id, { driverId: sedan.user.id, upgrade: true });
    expect([smaller.status, smaller.body.code]).toEqual([409, 'dispatch.wrongClass']);
  });
});

describe('on and off duty', () => {
  it('off duty: no requests (the answer says so) and no accept (was 200); on duty again: both', async () => {
    const d = await signInDriver(t.app, t.database, MIDTOWN);
    const b = await open(at(90));
    const off = await call<{ onDuty: boolean }>('POST', '/api/driver/duty', d.cookie, { onDuty: false });
    expect([off.status, off.body.onDuty]).toEqual([200, false]);
    const none = await nearby(d.cookie);
    expect([none.status, none.body.onDuty, none.body.trips]).toEqual([200, false, []]);
    const refused = await accept(b.id, d.cookie);
    expect([refused.status, refused.body.code]).toEqual([409, 'trips.offDuty']);
    expect((await call('POST', '/api/driver/duty', d.cookie, { onDuty: true })).status).toBe(200);
    expect((await nearby(d.cookie)).body.onDuty).toBe(true);
    expect((await accept(b.id, d.cookie)).status).toBe(200);
  });

  it('set offline by an admin: the same; a suspended chauffeur cannot change it; bad input is 400', async () => {
    const d = await signInDriver(t.app, t.database, MIDTOWN);
    expect(
      (await call('PATCH', `/api/admin/drivers/${d.user.id}`, admin.cookie, { status: 'offline' })).status,
    ).toBe(200);
    expect((await nearby(d.cookie)).body.onDuty).toBe(false);
    const bad = await call('POST', '/api/driver/duty', d.cookie, { onDuty: 'yes' });
    expect([bad.status, bad.body.code]).toEqual([400, 'driver.dutyInvalid']);
    await t.database.db.update(drivers).set({ status: 'suspended' }).where(eq(drivers.userId, d.user.id));
    const suspended = await call('POST', '/api/driver/duty', d.cookie, { onDuty: true });
    expect([suspended.status, suspended.body.code]).toEqual([403, 'auth.suspended']);
  });
});

describe('the assign list', () => {
  it('every active chauffeur, whether they fit and why not', async () => {
    const b = await open(at(100));
    const fits = await signInDriver(t.app, t.database, {});
    const busy = await signInDriver(t.app, t.database, MIDTOWN);
    const other = await open(at(100.25));
    expect((await accept(other.id, busy.cookie)).status).toBe(200);
    const van = await signInDriver(t.app, t.database, { ...MIDTOWN, vehicleType: 'van' });
    const off = await signInDriver(t.app, t.database, MIDTOWN);
    await t.database.db.update(drivers).set({ status: 'offline' }).where(eq(drivers.userId, off.user.id));
    const gone = await signInDriver(t.app, t.database, MIDTOWN);
    await t.database.db.update(drivers).set({ status: 'suspended' }).where(eq(drivers.userId, gone.user.id));

    const res = await call<AssignCandidates>('GET', `/api/admin/bookings/${b.id}/candidates`, admin.cookie);
    expect(res.status).toBe(200);
    expect(res.body.bookingClass).toBe('sedan');
    const of = (id: string) => res.body.candidates.find((c) => c.id === id);
    expect(of(fits.user.id)).toMatchObject({ fits: true, reasons: [] });
    expect(of(busy.user.id)).toMatchObject({
      fits: false,
      reasons: [{ code: 'overlap', number: other.number, pickupDateTime: other.pickupAt.toISOString() }],
    });
    expect(of(van.user.id)).toMatchObject({ fits: false, reasons: [{ code: 'upgrade' }] });
    expect(of(off.user.id)?.reasons.map((r) => r.code)).toEqual(['offDuty']);
    expect(of(gone.user.id)).toBeUndefined();
    const bad = await call('GET', '/api/admin/bookings/not-an-id/candidates', admin.cookie);
    expect(bad.status).toBeGreaterThanOrEqual(400);
    expect(bad.status).toBeLessThan(500);
    const long = await assign(b.id, {
      driverId: fits.user.id,
      upgrade: true,
      upgradeReason: 'x'.repeat(501),
    });
    expect([long.status, long.body.code]).toEqual([400, 'dispatch.upgradeReasonTooLong']);
  });
});

describe('suspension with future rides', () => {
  it('returns each future ride to the queue, flagged, and tells customer and chauffeur (was 409 fleet.onTrip)', async () => {
    const d = await signInDriver(t.app, t.database, MIDTOWN);
    await t.database.db.update(users).set({ locale: 'es' }).where(eq(users.id, d.user.id));
    const threeDaysOut = await open(at(110));
    expect((await accept(threeDaysOut.id, d.cookie)).status).toBe(200);
    const res = await call('PATCH', `/api/admin/drivers/${d.user.id}`, admin.cookie, { status: 'suspended' });
    expect(res.status).toBe(200);
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, threeDaysOut.id));
    expect(row).toMatchObject({ status: 'confirmed', driverId: null, dispatchFlag: 'driverSuspended' });
    const [trip] = await t.database.db
      .select()
      .from(driverTrips)
      .where(eq(driverTrips.bookingId, threeDaysOut.id));
    expect(trip).toMatchObject({ status: 'cancelled', cancelReason: 'Driver suspended' });
    const mails = await emailsOf(threeDaysOut.id);
    expect(mails.map((m) => m.kind)).toEqual(['trip-assigned', 'trip-reassigning', 'driver-job-returned']);
    expect(mails.at(-1)?.subject).toContain('Viaje devuelto a despacho');
    const list = await call<AdminBookingList>(
      'GET',
      `/api/admin/bookings?q=${threeDaysOut.number}`,
      admin.cookie,
    );
    expect(list.body.bookings[0]).toMatchObject({ dispatchFlag: 'driverSuspended' });
    // Assigned again: the flag is cleared.
    const next = await signInDriver(t.app, t.database, MIDTOWN);
    expect((await assign(threeDaysOut.id, { driverId: next.user.id })).status).toBe(200);
    const [again] = await t.database.db.select().from(bookings).where(eq(bookings.id, threeDaysOut.id));
    expect(again?.dispatchFlag).toBeNull();
  });
});

describe("the chauffeur's card and notices", () => {
  it('shows every extra, the party, the flight, the passenger and the return leg', async () => {
    const d = await signInDriver(t.app, t.database, MIDTOWN);
    const b = await open(at(120));
    await t.database.db
      .update(bookings)
      .set({
        meetAndGreet: true,
        childSeat: true,
        flightNumber: 'DL 404',
        returnTrip: true,
        returnAt: at(130),
        passengerName: 'Ana Ruiz',
        passengers: 3,
        extraStop: true,
        extraStopAddress: '1 Wall St',
      })
      .where(eq(bookings.id, b.id));
    const card = (await nearby(d.cookie)).body.trips.find((x) => x.id === b.id);
    expect(card).toMatchObject({
      meetAndGreet: true,
      childSeat: true,
      flightNumber: 'DL 404',
      returnDateTime: at(130).toISOString(),
      passenger: { name: 'Ana Ruiz' },
      extraStopAddress: '1 Wall St',
      passengers: 3,
    });
  });

  it("a customer's cancellation tells the chauffeur in their language (was English only)", async () => {
    const d = await signInDriver(t.app, t.database, MIDTOWN);
    await t.database.db.update(users).set({ locale: 'es' }).where(eq(users.id, d.user.id));
    const rider = await signInAs(t.app, t.database, 'passenger');
    const b = await insertOpenBooking(t.database, { ...MIDTOWN, pickupAt: at(150), userId: rider.user.id });
    expect((await accept(b.id, d.cookie)).status).toBe(200);
    expect((await call('POST', `/api/user/bookings/${b.id}/cancel`, rider.cookie, {})).status).toBe(200);
    const [mail] = (await emailsOf(b.id)).filter((m) => m.to === d.user.email);
    expect(mail?.subject).toContain('Viaje cancelado por el cliente');
  });

  it('dispatch cancelling a ride tells its chauffeur, in their language', async () => {
    const d = await signInDriver(t.app, t.database, MIDTOWN);
    await t.database.db.update(users).set({ locale: 'es' }).where(eq(users.id, d.user.id));
    const b = await open(at(140));
    expect((await assign(b.id, { driverId: d.user.id })).status).toBe(200);
    expect(
      (
        await call('PATCH', `/api/admin/bookings/${b.id}`, admin.cookie, {
          status: 'cancelled',
          reason: 'Weather',
        })
      ).status,
    ).toBe(200);
    const mails = (await emailsOf(b.id)).filter((m) => m.to === d.user.email);
    expect(mails.map((m) => m.kind)).toEqual(['driver-job-assigned', 'driver-job-cancelled']);
    expect(mails[0]?.subject).toContain('Nuevo viaje asignado');
    expect(mails[1]?.text).toContain('Nota: Weather');
  });
});

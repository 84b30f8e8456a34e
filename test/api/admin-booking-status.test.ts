import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminBookingDetail, AdminBookingRow } from '../../src/shared/contracts/admin-bookings.ts';
import type { DriverTrip, TripHistoryResponse } from '../../src/shared/contracts/driver-trips.ts';
import { driverShareCents } from '../../src/shared/domain/money-split.ts';
import { adminAuditLog } from '../../src/server/db/schema/audit.ts';
import { bookingStatusHistory, bookings } from '../../src/server/db/schema/bookings.ts';
import { driverTrips } from '../../src/server/db/schema/drivers.ts';
import { emailOutbox } from '../../src/server/db/schema/email.ts';
import { signInAs } from '../support/accounts.ts';
import { adminCall, insertAdminBooking, insertDriver } from '../support/admin.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * A dispatcher's moves on a booking (decision 10) on a real database: assigning an available driver (the
 * driver's own accept, made by an admin), status changes with the driver's trip kept in step, the refusals
 * with their 409 text, the customer's emails, the history and audit entries, and concurrent admins.
 */
let t: TestApp;
let admin: Awaited<ReturnType<typeof signInAs>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAs(t.app, t.database, 'admin');
});
afterAll(() => t.close());

const patch = (id: string, body: object, cookie = admin.cookie) =>
  adminCall<AdminBookingRow & { code?: string; message?: string }>(
    t.app,
    'PATCH',
    `/api/admin/bookings/${id}`,
    cookie,
    body,
  );
const assign = (id: string, driverId: string) =>
  adminCall<AdminBookingRow & { code?: string }>(
    t.app,
    'POST',
    `/api/admin/bookings/${id}/assign-driver`,
    admin.cookie,
    {
      driverId,
    },
  );
const detail = async (id: string) =>
  (await adminCall<AdminBookingDetail>(t.app, 'GET', `/api/admin/bookings/${id}`, admin.cookie)).body;
const active = async (cookie: string) =>
  (await adminCall<DriverTrip[]>(t.app, 'GET', '/api/driver/trips/active', cookie)).body;
const emailsOf = (bookingId: string) =>
  t.database.db
    .select()
    .from(emailOutbox)
    // The emails: the chauffeur's text and pushes of an assignment (decision 30) are the messaging tests'.
    .where(and(eq(emailOutbox.bookingId, bookingId), eq(emailOutbox.channel, 'email')))
    .orderBy(asc(emailOutbox.createdAt));
const auditOf = (bookingId: string) =>
  t.database.db
    .select()
    .from(adminAuditLog)
    .where(eq(adminAuditLog.entityId, bookingId))
    .orderBy(asc(adminAuditLog.createdAt));
const tripsOf = (bookingId: string) =>
  t.database.db
    .select()
    .from(driverTrips)
    .where(eq(driverTrips.bookingId, bookingId))
    .orderBy(asc(driverTrips.acceptedAt));

/**
 * A confirmed booking assigned (through the API) to a fresh available driver; its pickup is a minute ago unless
 * told (an admin starts and completes a trip only at its time without a reason: decision 21, issue 35).
 */
async function assignedBooking(opts: Parameters<typeof insertAdminBooking>[1] = {}) {
  const b = await insertAdminBooking(t.database, { pickupAt: new Date(Date.now() - 60_000), ...opts });
  const driver = await insertDriver(t.app, t.database);
  const res = await assign(b.id, driver.user.id);
  expect(res.status).toBe(200);
  return { booking: b, driver };
}

describe('POST /api/admin/bookings/{id}/assign-driver', () => {
  it('assigns an available driver exactly as their accept would, and the driver finds it in Active Trips', async () => {
    const b = await insertAdminBooking(t.database, { customerEmail: 'assign.me@example.com' });
    const driver = await insertDriver(t.app, t.database);
    const res = await assign(b.id, driver.user.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: b.id,
      status: 'assigned',
      driverId: driver.user.id,
      driverName: 'Test driver',
      allowedStatuses: ['confirmed', 'in_progress', 'cancelled', 'no_show'],
    });
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, b.id));
    expect(row).toMatchObject({
      driverPhone: '2125550100',
      driverVehicle: 'Black Lincoln Navigator 2023',
      driverPlate: driver.profile.licensePlate,
    });
    expect(await tripsOf(b.id)).toEqual([
      expect.objectContaining({ driverId: driver.user.id, status: 'assigned' }),
    ]);
    expect((await active(driver.cookie)).map((trip) => [trip.number, trip.status])).toEqual([
      [b.number, 'assigned'],
    ]);

    const history = await t.database.db
      .select()
      .from(bookingStatusHistory)
      .where(eq(bookingStatusHistory.bookingId, b.id));
    expect(history).toEqual([
      expect.objectContaining({
        fromStatus: 'confirmed',
        toStatus: 'assigned',
        actorRole: 'admin',
        actorUserId: admin.user.id,
      }),
    ]);
    const emails = await emailsOf(b.id);
    // The customer, and the chauffeur told by dispatch (issue 35).
    expect(emails.map((e) => [e.kind, e.to])).toEqual([
      ['trip-assigned', 'assign.me@example.com'],
      ['driver-job-assigned', driver.user.email],
    ]);
    expect(emails[0]?.text).toContain(driver.profile.licensePlate);
    const audit = await auditOf(b.id);
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'booking.assign',
        actorUserId: admin.user.id,
        before: { status: 'confirmed', driverId: null },
        after: { status: 'assigned', driverId: driver.user.id, driverName: 'Test driver' },
      }),
    ]);
    const d = await detail(b.id);
    expect(d.trips).toEqual([
      expect.objectContaining({ driverId: driver.user.id, driverName: 'Test driver', status: 'assigned' }),
    ]);
    expect(d.statusHistory).toEqual([
      expect.objectContaining({
        from: 'confirmed',
        to: 'assigned',
        actorRole: 'admin',
        actorName: 'Test admin',
      }),
    ]);
  });

  it('refuses an overlapping, off-duty, suspended and unknown driver, each with its reason (issue 35)', async () => {
    const { driver: busy, booking: first } = await assignedBooking();
    const passenger = await signInAs(t.app, t.database, 'passenger');
    const candidates: [string, string][] = [
      // The same pickup time as their other ride: an overlap (decision 31), not "busy".
      [busy.user.id, 'dispatch.overlap'],
      [(await insertDriver(t.app, t.database, 'offline')).user.id, 'dispatch.driverOffDuty'],
      [(await insertDriver(t.app, t.database, 'suspended')).user.id, 'dispatch.driverUnavailable'],
      [passenger.user.id, 'dispatch.driverUnavailable'],
      ['00000000-0000-4000-8000-000000000000', 'dispatch.driverUnavailable'],
    ];
    const b = await insertAdminBooking(t.database, { pickupAt: first.pickupAt });
    for (const [driverId, code] of candidates) {
      const res = await assign(b.id, driverId);
      expect([res.status, res.body.code], driverId).toEqual([409, code]);
    }
    expect((await detail(b.id)).status).toBe('confirmed');
    expect(await tripsOf(b.id)).toEqual([]);
    expect(await auditOf(b.id)).toEqual([]);
    const malformed = await assign(b.id, 'driver-7');
    expect([malformed.status, malformed.body.code]).toEqual([400, 'dispatch.driverUnavailable']);
  });

  it('assigns only a confirmed, unassigned booking', async () => {
    const driver = await insertDriver(t.app, t.database);
    for (const status of ['pending', 'completed', 'cancelled', 'in_progress'] as const) {
      const b = await insertAdminBooking(t.database, { status });
      const res = await assign(b.id, driver.user.id);
      expect([res.status, res.body.code], status).toEqual([409, 'dispatch.assignNotConfirmed']);
    }
    const { booking } = await assignedBooking();
    const again = await assign(booking.id, driver.user.id);
    expect([again.status, again.body.code]).toEqual([409, 'dispatch.assignNotConfirmed']);
    expect(await active(driver.cookie)).toEqual([]);
  });

  it('of two assignments at once exactly one wins: two drivers for one booking, one driver for two bookings', async () => {
    const b = await insertAdminBooking(t.database);
    const [d1, d2] = [await insertDriver(t.app, t.database), await insertDriver(t.app, t.database)];
    const both = await Promise.all([assign(b.id, d1.user.id), assign(b.id, d2.user.id)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await tripsOf(b.id)).filter((trip) => trip.status === 'assigned')).toHaveLength(1);

    const [b1, b2] = [await insertAdminBooking(t.database), await insertAdminBooking(t.database)];
    const d3 = await insertDriver(t.app, t.database);
    const twice = await Promise.all([assign(b1.id, d3.user.id), assign(b2.id, d3.user.id)]);
    expect(twice.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(twice.find((r) => r.status === 409)?.body.code).toBe('dispatch.overlap');
    expect(await active(d3.cookie)).toHaveLength(1);
  });
});

describe('PATCH /api/admin/bookings/{id}', () => {
  it('starts and completes a trip: the driver trip moves along and completion fixes the earnings', async () => {
    const { booking, driver } = await assignedBooking({ customerEmail: 'ride.along@example.com' });
    const started = await patch(booking.id, { status: 'in_progress' });
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({
      status: 'in_progress',
      allowedStatuses: ['confirmed', 'completed', 'cancelled', 'no_show'],
    });
    expect((await tripsOf(booking.id))[0]).toMatchObject({
      status: 'in_progress',
      startedAt: expect.any(Date),
    });
    expect((await active(driver.cookie))[0]?.status).toBe('in_progress');

    const done = await patch(booking.id, { status: 'completed', reason: 'Driver phone died' });
    expect(done.body).toMatchObject({ status: 'completed', allowedStatuses: [] });
    // 80% of the fare lines ($100 + $20), not of the $130.65 with tax (decision 29).
    const share = driverShareCents(await t.app.pricing.current(), booking);
    expect(share).toBe(9600);
    expect((await tripsOf(booking.id))[0]).toMatchObject({ status: 'completed', earningsCents: share });
    expect(await active(driver.cookie)).toEqual([]);
    const history = await adminCall<TripHistoryResponse>(
      t.app,
      'GET',
      '/api/driver/trips/history',
      driver.cookie,
    );
    expect(history.body.trips[0]).toMatchObject({
      number: booking.number,
      status: 'completed',
      earnings: share / 100,
    });

    expect((await emailsOf(booking.id)).map((e) => e.kind)).toEqual([
      'trip-assigned',
      'driver-job-assigned',
      'trip-started',
      'trip-completed',
    ]);
    const d = await detail(booking.id);
    expect(d.statusHistory.map((h) => [h.from, h.to, h.actorRole, h.actorName, h.reason])).toEqual([
      ['confirmed', 'assigned', 'admin', 'Test admin', null],
      ['assigned', 'in_progress', 'admin', 'Test admin', null],
      ['in_progress', 'completed', 'admin', 'Test admin', 'Driver phone died'],
    ]);
    expect(d.completedAt).not.toBeNull();
    expect((await auditOf(booking.id)).map((a) => [a.action, a.before, a.after])).toEqual([
      ['booking.assign', expect.anything(), expect.anything()],
      ['booking.status', { status: 'assigned' }, { status: 'in_progress' }],
      ['booking.status', { status: 'in_progress' }, { status: 'completed', reason: 'Driver phone died' }],
    ]);
  });

  it('un-assigns: the driver fields are cleared, the trip is cancelled by dispatch, another driver can take it', async () => {
    const { booking, driver } = await assignedBooking();
    const res = await patch(booking.id, { status: 'confirmed' });
    expect(res.body).toMatchObject({ status: 'confirmed', driverId: null, driverName: null });
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row).toMatchObject({ driverPhone: null, driverVehicle: null, driverPlate: null });
    expect(await tripsOf(booking.id)).toEqual([
      expect.objectContaining({ status: 'cancelled', cancelReason: 'Unassigned by dispatch' }),
    ]);
    expect(await active(driver.cookie)).toEqual([]);
    expect((await emailsOf(booking.id)).map((e) => e.kind)).toEqual([
      'trip-assigned',
      'driver-job-assigned',
      'driver-job-unassigned',
      'trip-reassigning',
    ]);
    const other = await insertDriver(t.app, t.database);
    expect((await assign(booking.id, other.user.id)).status).toBe(200);
    expect((await active(other.cookie)).map((trip) => trip.number)).toEqual([booking.number]);
  });

  it('cancels: the live trip ends and a paid customer is told in their language', async () => {
    const { booking, driver } = await assignedBooking({
      language: 'es',
      customerEmail: 'cancel.es@example.com',
    });
    expect((await patch(booking.id, { status: 'in_progress' })).status).toBe(200);
    const res = await patch(booking.id, { status: 'cancelled', reason: 'Customer called' });
    expect(res.body).toMatchObject({ status: 'cancelled', allowedStatuses: [] });
    expect(await tripsOf(booking.id)).toEqual([
      expect.objectContaining({
        status: 'cancelled',
        cancelReason: 'Cancelled by dispatch: Customer called',
      }),
    ]);
    expect(await active(driver.cookie)).toEqual([]);
    const cancelled = (await emailsOf(booking.id)).find((e) => e.kind === 'booking-cancelled');
    expect(cancelled?.subject).toBe(`Su reserva está cancelada — ${booking.number}`);
    expect(cancelled?.to).toBe('cancel.es@example.com');

    const unpaid = await insertAdminBooking(t.database, { status: 'pending' });
    expect((await patch(unpaid.id, { status: 'cancelled' })).body.status).toBe('cancelled');
    expect(await emailsOf(unpaid.id)).toEqual([]);
  });

  it('refuses every move the table does not give an admin, with a clear 409', async () => {
    const completed = await insertAdminBooking(t.database, { status: 'completed' });
    const back = await patch(completed.id, { status: 'confirmed' });
    expect(back.status).toBe(409);
    expect(back.body).toMatchObject({
      code: 'dispatch.statusNotAllowed',
      message: 'A completed booking cannot be moved to confirmed',
      params: { from: 'completed', to: 'confirmed' },
    });
    const cases: [from: 'confirmed' | 'cancelled' | 'pending', to: string][] = [
      ['cancelled', 'confirmed'],
      ['cancelled', 'cancelled'],
      ['confirmed', 'pending'],
      ['confirmed', 'completed'],
      ['confirmed', 'in_progress'],
      ['confirmed', 'confirmed'],
      ['pending', 'confirmed'],
    ];
    for (const [from, to] of cases) {
      const b = await insertAdminBooking(t.database, { status: from });
      const res = await patch(b.id, { status: to });
      expect([res.status, res.body.code, res.body.message], `${from} → ${to}`).toEqual([
        409,
        'dispatch.statusNotAllowed',
        `A ${from} booking cannot be moved to ${to}`,
      ]);
      expect(await auditOf(b.id)).toEqual([]);
    }
    const b = await insertAdminBooking(t.database);
    const noDriver = await patch(b.id, { status: 'assigned' });
    expect([noDriver.status, noDriver.body.code]).toEqual([409, 'dispatch.assignNeedsDriver']);
    expect((await patch(b.id, { status: 'lost' })).body.code).toBe('dispatch.statusInvalid');
    expect((await patch(b.id, { status: 'cancelled', reason: 'x'.repeat(501) })).body.code).toBe(
      'dispatch.reasonTooLong',
    );
    expect((await patch('00000000-0000-4000-8000-000000000000', { status: 'cancelled' })).status).toBe(404);
    expect((await detail(b.id)).status).toBe('confirmed');
  });

  it('of two admins changing one booking at once, one wins and the other gets 409', async () => {
    const b = await insertAdminBooking(t.database);
    const other = await signInAs(t.app, t.database, 'admin');
    const both = await Promise.all([
      patch(b.id, { status: 'cancelled' }),
      patch(b.id, { status: 'cancelled' }, other.cookie),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.status === 409)?.body).toMatchObject({
      params: { from: 'cancelled', to: 'cancelled' },
    });
    const history = await t.database.db
      .select()
      .from(bookingStatusHistory)
      .where(and(eq(bookingStatusHistory.bookingId, b.id), eq(bookingStatusHistory.toStatus, 'cancelled')));
    expect(history).toHaveLength(1);
    expect(await auditOf(b.id)).toHaveLength(1);

    // Completing and cancelling a started ride at once: whichever wins, the trip agrees with it.
    const { booking } = await assignedBooking();
    expect((await patch(booking.id, { status: 'in_progress' })).status).toBe(200);
    const race = await Promise.all([
      patch(booking.id, { status: 'completed' }),
      patch(booking.id, { status: 'cancelled' }, other.cookie),
    ]);
    expect(race.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = race.find((r) => r.status === 200)?.body.status;
    expect((await tripsOf(booking.id))[0]?.status).toBe(winner);
    expect((await detail(booking.id)).status).toBe(winner);
  });
});

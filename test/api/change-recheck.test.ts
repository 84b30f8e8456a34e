import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminBookingList } from '../../src/shared/contracts/admin-bookings.ts';
import type { ChangeBookingResponse } from '../../src/shared/contracts/booking-changes.ts';
import type { DispatchBoard } from '../../src/shared/contracts/dispatch-board.ts';
import type { BookingView } from '../../src/shared/contracts/checkout.ts';
import { nyDay } from '../../src/shared/domain/compliance.ts';
import { bookingStatusHistory, bookings } from '../../src/server/db/schema/bookings.ts';
import { fleetCars } from '../../src/server/db/schema/compliance.ts';
import { driverTrips } from '../../src/server/db/schema/drivers.ts';
import { CHANGE_NO_FIT_REASON } from '../../src/server/modules/trips/change-recheck.ts';
import { signInAs } from '../support/accounts.ts';
import {
  call,
  cityRide,
  createBooking,
  HOUR,
  inHours,
  payAndConfirm,
  startDispatchApp,
} from '../support/checkout-flow.ts';
import { outboxFor } from '../support/outbox.ts';
import type { TestApp } from '../support/test-app.ts';
import { MIDTOWN, signInDriver } from '../support/trips.ts';

/**
 * Decision 062: a change of an assigned ride checks its chauffeur again, with the rules of an assignment. Before it,
 * a customer could move their ride onto their chauffeur's next ride (or past their car's insurance, or into a
 * larger class) and the chauffeur kept both: nobody was told and the board showed two rides in one slot.
 */
let t: TestApp;
let admin: Awaited<ReturnType<typeof startDispatchApp>>['admin'];
beforeAll(async () => {
  ({ t, admin } = await startDispatchApp());
});
afterAll(() => t.close());

async function paidRide(cookie: string, hoursAhead: number): Promise<BookingView> {
  const created = await createBooking(t.app, cookie, cityRide({}, hoursAhead));
  expect(created.status, created.raw).toBe(201);
  await payAndConfirm(t.app, cookie, created.body.id);
  return created.body;
}

async function assign(bookingId: string, driverId: string) {
  const res = await call<{ status: string }>(
    t.app,
    'POST',
    `/api/admin/bookings/${bookingId}/assign-driver`,
    admin.cookie,
    { driverId },
  );
  expect(res.status, res.raw).toBe(200);
}

/** The customer's own change (time and vehicle), paid when dearer; the booking as stored afterwards. */
async function change(cookie: string, b: BookingView, over: { pickupDateTime?: string; vehicleId?: string }) {
  const res = await call<ChangeBookingResponse>(t.app, 'POST', `/api/bookings/${b.id}/changes`, cookie, {
    pickupDateTime: over.pickupDateTime ?? b.pickupDateTime,
    vehicleId: over.vehicleId ?? 'sedan-cadillac',
    passengers: 2,
    bags: 1,
    extras: { meetAndGreet: false, childSeat: false },
  });
  expect(res.status, res.raw).toBe(200);
  if (res.body.status === 'payment_required') {
    const p = res.body.payment;
    if (!p) throw new Error('no payment');
    const paid = await call(t.app, 'POST', `/api/test-payments/${p.paymentIntentId}/confirm`, null, {
      clientSecret: p.clientSecret,
      cardNumber: '4242424242424242',
      expiry: '12/34',
      cvc: '123',
      postalCode: '10036',
    });
    expect(paid.status, paid.raw).toBe(200);
    const done = await call(
      t.app,
      'POST',
      `/api/bookings/${b.id}/changes/${res.body.changeId}/confirm`,
      cookie,
      {
        paymentIntentId: p.paymentIntentId,
      },
    );
    expect(done.status, done.raw).toBe(200);
  }
  return row(b.id);
}

async function row(id: string) {
  const [r] = await t.database.db.select().from(bookings).where(eq(bookings.id, id));
  if (!r) throw new Error('no booking');
  return r;
}

const liveTrips = (bookingId: string) =>
  t.database.db
    .select()
    .from(driverTrips)
    .where(and(eq(driverTrips.bookingId, bookingId), eq(driverTrips.status, 'assigned')));

describe('a changed ride is checked against its chauffeur again (decision 062)', () => {
  it('moved onto the chauffeur’s next ride: back in the queue, flagged, the trip ended, everyone told', async () => {
    const customer = await signInAs(t.app, t.database, 'passenger');
    const driver = await signInDriver(t.app, t.database, MIDTOWN);
    const a = await paidRide(customer.cookie, 72);
    const next = await paidRide(customer.cookie, 76);
    await assign(a.id, driver.user.id);
    await assign(next.id, driver.user.id);

    // Half an hour before the next ride's pickup: the chauffeur cannot drive both.
    const moved = await change(customer.cookie, a, { pickupDateTime: inHours(75.5) });
    expect(moved.pickupAt.getTime()).toBeGreaterThan(Date.now() + 75 * HOUR);
    expect([moved.status, moved.driverId, moved.driverName, moved.dispatchFlag]).toEqual([
      'confirmed',
      null,
      null,
      'changeNoFit',
    ]);
    expect(await liveTrips(a.id)).toHaveLength(0);
    const [ended] = await t.database.db.select().from(driverTrips).where(eq(driverTrips.bookingId, a.id));
    expect([ended?.status, ended?.cancelReason]).toEqual(['cancelled', CHANGE_NO_FIT_REASON]);
    // The other ride stays theirs.
    expect((await row(next.id)).driverId).toBe(driver.user.id);
    const history = await t.database.db
      .select()
      .from(bookingStatusHistory)
      .where(eq(bookingStatusHistory.bookingId, a.id));
    expect(history.find((h) => h.fromStatus === 'assigned' && h.toStatus === 'confirmed')).toMatchObject({
      actorRole: 'system',
      reason: CHANGE_NO_FIT_REASON,
    });

    const toDriver = await outboxFor(t.database, driver.user.email);
    const released = toDriver.find((m) => m.kind === 'driver-job-released');
    expect(released?.text).toContain(`overlaps your ride ${next.number}`);
    // Not also the change notice of a ride they no longer have.
    expect(toDriver.filter((m) => m.kind === 'trip-changed' && m.text.includes(a.number))).toHaveLength(0);
    const toCustomer = await outboxFor(t.database, customer.user.email);
    expect(toCustomer.some((m) => m.kind === 'trip-reassigning' && m.text.includes(a.number))).toBe(true);
    const dispatch = await outboxFor(t.database, t.env.OPERATOR_EMAIL);
    expect(dispatch.find((m) => m.subject.includes(a.number))?.subject).toMatch(/^Needs a chauffeur:/);

    // The bookings list shows dispatch why it is back.
    const list = await call<AdminBookingList>(
      t.app,
      'GET',
      `/api/admin/bookings?q=${a.number}`,
      admin.cookie,
    );
    expect(list.body.bookings.find((x) => x.id === a.id)?.dispatchFlag).toBe('changeNoFit');
    const board = await call<DispatchBoard>(t.app, 'GET', '/api/admin/dispatch/board', admin.cookie);
    expect(board.body.queue.find((q) => q.bookingId === a.id)?.returned).toBe('changeNoFit');
    // And it can be given to someone free at the new time.
    const other = await signInDriver(t.app, t.database, MIDTOWN);
    await assign(a.id, other.user.id);
    expect((await row(a.id)).dispatchFlag).toBeNull();
  });

  it('a change that still fits keeps the chauffeur, who is told of it', async () => {
    const customer = await signInAs(t.app, t.database, 'passenger');
    const driver = await signInDriver(t.app, t.database, MIDTOWN);
    const a = await paidRide(customer.cookie, 90);
    await assign(a.id, driver.user.id);
    const moved = await change(customer.cookie, a, { pickupDateTime: inHours(91) });
    expect([moved.status, moved.driverId, moved.dispatchFlag]).toEqual(['assigned', driver.user.id, null]);
    expect(await liveTrips(a.id)).toHaveLength(1);
    const toDriver = await outboxFor(t.database, driver.user.email);
    expect(toDriver.some((m) => m.kind === 'trip-changed')).toBe(true);
    expect(toDriver.some((m) => m.kind === 'driver-job-released')).toBe(false);
  });

  it('moved past the car’s insurance: released, and the chauffeur told it is the documents', async () => {
    const customer = await signInAs(t.app, t.database, 'passenger');
    const driver = await signInDriver(t.app, t.database, MIDTOWN);
    const a = await paidRide(customer.cookie, 100);
    await assign(a.id, driver.user.id);
    // The insurance ends two days after the ride as booked: current then, not a week later.
    const ends = nyDay(new Date(Date.now() + 148 * HOUR));
    await t.database.db
      .update(fleetCars)
      .set({ insuranceExpiry: ends })
      .where(eq(fleetCars.driverId, driver.user.id));
    const moved = await change(customer.cookie, a, { pickupDateTime: inHours(100 + 7 * 24) });
    expect([moved.status, moved.driverId, moved.dispatchFlag]).toEqual(['confirmed', null, 'changeNoFit']);
    const released = (await outboxFor(t.database, driver.user.email)).find(
      (m) => m.kind === 'driver-job-released',
    );
    expect(released?.text).toContain("A document of yours or your car's is not current on the new day.");
  });

  it('changed to a larger class than the chauffeur’s car: released', async () => {
    const customer = await signInAs(t.app, t.database, 'passenger');
    // A luxury sedan drives the sedan class, not an SUV booking.
    const driver = await signInDriver(t.app, t.database, { ...MIDTOWN, vehicleType: 'luxury' });
    const a = await paidRide(customer.cookie, 110);
    await assign(a.id, driver.user.id);
    const moved = await change(customer.cookie, a, { vehicleId: 'suv-escalade' });
    expect([moved.status, moved.vehicleId, moved.driverId]).toEqual(['confirmed', 'suv-escalade', null]);
    const released = (await outboxFor(t.database, driver.user.email)).find(
      (m) => m.kind === 'driver-job-released',
    );
    expect(released?.text).toContain('another class than your car');
  });

  it('Spanish for a Spanish-speaking chauffeur', async () => {
    const customer = await signInAs(t.app, t.database, 'passenger');
    const driver = await signInDriver(t.app, t.database, MIDTOWN);
    await t.database.db.execute(`update users set locale = 'es' where id = '${driver.user.id}'`);
    const a = await paidRide(customer.cookie, 120);
    const next = await paidRide(customer.cookie, 124);
    await assign(a.id, driver.user.id);
    await assign(next.id, driver.user.id);
    await change(customer.cookie, a, { pickupDateTime: inHours(123.75) });
    const released = (await outboxFor(t.database, driver.user.email)).find(
      (m) => m.kind === 'driver-job-released',
    );
    expect(released?.subject).toBe(`Viaje cambiado devuelto a despacho — ${a.number}`);
    expect(released?.text).toContain(`se superpone con su viaje ${next.number}`);
  });
});

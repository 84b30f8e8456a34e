import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminChangeBookingRequest,
  ChangeBookingResponse,
  ChangeQuoteResponse,
} from '../../src/shared/contracts/booking-changes.ts';
import type { BookingView } from '../../src/shared/contracts/checkout.ts';
import type { QuoteResponse } from '../../src/shared/contracts/quotes.ts';
import { adminAuditLog } from '../../src/server/db/schema/audit.ts';
import { bookingChanges, bookings } from '../../src/server/db/schema/bookings.ts';
import { signInAs } from '../support/accounts.ts';
import { call, cityRide, createBooking, payAndConfirm, startDispatchApp } from '../support/checkout-flow.ts';
import { outboxFor } from '../support/outbox.ts';
import type { TestApp } from '../support/test-app.ts';

/**
 * Dispatch edits a booking before the trip (issue 35, decision 045): the places (re-routed and re-priced by the
 * site's quote, the service area enforced), and the passenger, flight and requests for the chauffeur (applied at
 * once, history kept, the chauffeur told). None of it is open to the customer's own change route.
 */
let t: TestApp;
let admin: Awaited<ReturnType<typeof startDispatchApp>>['admin'];
beforeAll(async () => {
  ({ t, admin } = await startDispatchApp());
});
afterAll(() => t.close());

/** A customer's paid booking (Grand Central -> Brooklyn Bridge, sedan, 3 days out), with a chauffeur on it. */
async function paidBooking() {
  const customer = await signInAs(t.app, t.database, 'passenger');
  const created = await createBooking(t.app, customer.cookie, cityRide({}, 72));
  expect(created.status, created.raw).toBe(201);
  await payAndConfirm(t.app, customer.cookie, created.body.id);
  const driver = await signInAs(t.app, t.database, 'driver');
  await t.database.db
    .update(bookings)
    .set({ status: 'assigned', driverId: driver.user.id, driverName: 'Dana Driver' })
    .where(eq(bookings.id, created.body.id));
  return { b: created.body, customer, driver };
}

async function row(id: string) {
  const [r] = await t.database.db.select().from(bookings).where(eq(bookings.id, id));
  if (!r) throw new Error('no booking');
  return r;
}

const proposal = (
  b: BookingView,
  over: Partial<AdminChangeBookingRequest> = {},
): AdminChangeBookingRequest => ({
  pickupDateTime: b.pickupDateTime,
  vehicleId: 'sedan-cadillac',
  passengers: 2,
  bags: 1,
  extras: { meetAndGreet: false, childSeat: false },
  ...over,
});
const post = <T>(url: string, body: object, cookie: string | null = admin.cookie) =>
  call<T>(t.app, 'POST', url, cookie, body);

describe('dispatch changes the places', () => {
  it('re-prices exactly as a fresh quote for the new places and stores the new route and doors', async () => {
    const { b, driver, customer } = await paidBooking();
    const before = await row(b.id);
    const places = { destination: 'Yankee Stadium' };
    const fresh = await post<QuoteResponse>('/api/quotes', {
      pickup: `${before.pickupLat},${before.pickupLng}`,
      destination: places.destination,
      pickupDateTime: b.pickupDateTime,
      serviceType: 'point-to-point',
      passengers: 2,
      bags: 1,
    });
    expect(fresh.status, fresh.raw).toBe(200);
    const sedan = fresh.body.vehicles.find((v) => v.vehicleId === 'sedan-cadillac');
    if (!sedan) throw new Error('no sedan quote');

    const priced = await post<ChangeQuoteResponse>(
      `/api/admin/bookings/${b.id}/change-quote`,
      proposal(b, { places }),
    );
    expect(priced.status, priced.raw).toBe(200);
    expect(Math.round(priced.body.newTotal * 100)).toBe(sedan.totalCents);
    expect(priced.body.newTotal).not.toBe(priced.body.oldTotal);

    const res = await post<ChangeBookingResponse>(
      `/api/admin/bookings/${b.id}/changes`,
      proposal(b, { places }),
    );
    expect(res.status, res.raw).toBe(200);
    expect(res.body.newTotal).toBe(priced.body.newTotal);
    // Dearer (Yankee Stadium is farther): applied once the difference is paid (dispatch takes the card).
    expect(res.body.status).toBe('payment_required');
    expect((await row(b.id)).destinationAddress).toBe(before.destinationAddress);
    const p = res.body.payment;
    {
      if (!p) throw new Error('no payment');
      const paid = await post(`/api/test-payments/${p.paymentIntentId}/confirm`, {
        clientSecret: p.clientSecret,
        cardNumber: '4242424242424242',
        expiry: '12/34',
        cvc: '123',
        postalCode: '10036',
      });
      expect(paid.status, paid.raw).toBe(200);
      const done = await post(`/api/admin/bookings/${b.id}/changes/${res.body.changeId}/confirm`, {
        paymentIntentId: p.paymentIntentId,
      });
      expect(done.status, done.raw).toBe(200);
    }

    const after = await row(b.id);
    expect(after.totalCents).toBe(sedan.totalCents);
    expect(after.destinationAddress).toBe(fresh.body.destinationPlace?.address);
    expect(after.destinationLat).toBe(fresh.body.destinationPlace?.location.lat);
    expect(after.distanceMeters).toBe(fresh.body.route?.distance.value);
    expect(after.durationSeconds).toBe(fresh.body.route?.duration.value);
    expect(after.routePolyline).toBe(fresh.body.route?.overview_polyline.points);
    // The pickup dispatch did not touch keeps its door as booked.
    expect(after.pickupAddress).toBe(before.pickupAddress);
    expect(after.pickupPinned).toBe(before.pickupPinned);
    expect(after.pickupTyped).toBe(before.pickupTyped);

    // The chauffeur's and the customer's change emails name the new destination.
    const newPlace = after.destinationAddress;
    const trip = (await outboxFor(t.database, driver.user.email)).find((m) => m.kind === 'trip-changed');
    expect(trip?.text).toContain(`${before.destinationAddress} → ${newPlace}`);
    const mine = (await outboxFor(t.database, customer.user.email)).find((m) => m.kind === 'booking-changed');
    expect(mine?.text).toContain(newPlace);
  });

  it('refuses a place outside the service area with the site code, and changes nothing', async () => {
    const { b } = await paidBooking();
    const res = await post<{ code: string; fieldErrors?: Record<string, { code: string }> }>(
      `/api/admin/bookings/${b.id}/changes`,
      proposal(b, { places: { destination: 'Philadelphia' } }),
    );
    expect(res.status, res.raw).toBe(400);
    expect(res.body.fieldErrors?.destination?.code).toMatch(/OutsideArea$/);
    expect((await row(b.id)).destinationAddress).toBe(b.destinationAddress);
  });

  it('adds an extra stop, priced as the quote prices it', async () => {
    const { b } = await paidBooking();
    const res = await post<ChangeQuoteResponse>(
      `/api/admin/bookings/${b.id}/change-quote`,
      proposal(b, { places: { extraStop: 'Times Square' } }),
    );
    expect(res.status, res.raw).toBe(200);
    expect(res.body.lines.map((l) => l.code)).toContain('extra_stop');
  });

  it('the customer route ignores places: the booking keeps its own', async () => {
    const { b, customer } = await paidBooking();
    const res = await post<ChangeBookingResponse>(
      `/api/bookings/${b.id}/changes`,
      proposal(b, { passengers: 3, places: { destination: 'JFK Airport' } }),
      customer.cookie,
    );
    expect(res.status, res.raw).toBe(200);
    const after = await row(b.id);
    expect(after.passengers).toBe(3);
    expect(after.destinationAddress).toBe(b.destinationAddress);
  });
});

describe('dispatch changes the passenger, flight and requests', () => {
  it('applies at once: history, audit and the chauffeur told', async () => {
    const { b, driver } = await paidBooking();
    const res = await post<ChangeBookingResponse>(`/api/admin/bookings/${b.id}/details`, {
      passenger: { name: 'Ana Rivera', phone: '(917) 555-0133', email: 'Ana@Example.com' },
      flightNumber: 'aa 100',
      specialRequests: 'Two car seats, please call on arrival',
    });
    expect(res.status, res.raw).toBe(200);
    expect(res.body).toMatchObject({ status: 'applied', difference: 0, refund: 0 });
    const after = await row(b.id);
    expect(after).toMatchObject({
      passengerName: 'Ana Rivera',
      passengerEmail: 'ana@example.com',
      flightNumber: 'AA 100',
      specialRequests: 'Two car seats, please call on arrival',
      totalCents: (await row(b.id)).totalCents,
    });
    const [change] = await t.database.db
      .select()
      .from(bookingChanges)
      .where(eq(bookingChanges.id, res.body.changeId));
    expect(change).toMatchObject({ actorRole: 'admin', actorUserId: admin.user.id, status: 'applied' });
    expect(change?.before.passengerName).toBeNull();
    expect(change?.after.flightNumber).toBe('AA 100');
    const audit = await t.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, b.id));
    expect(audit.some((a) => a.action === 'booking.change' && a.actorUserId === admin.user.id)).toBe(true);
    const trip = (await outboxFor(t.database, driver.user.email)).find((m) => m.kind === 'trip-changed');
    expect(trip?.text).toContain('Ana Rivera');
    expect(trip?.text).toContain('AA 100');
    expect(trip?.text).toContain('Two car seats');

    // Taking the passenger off: the customer rides again.
    const back = await post(`/api/admin/bookings/${b.id}/details`, { passenger: null });
    expect(back.status, back.raw).toBe(200);
    expect((await row(b.id)).passengerName).toBeNull();
  });

  it('refuses nothing changed, a started trip, a customer, and bad input', async () => {
    const { b, customer } = await paidBooking();
    const url = `/api/admin/bookings/${b.id}/details`;
    const same = await post<{ code: string }>(url, { flightNumber: '' });
    expect(same.status, same.raw).toBe(400);
    expect(same.body.code).toBe('booking.changeNothing');
    expect((await post(url, { flightNumber: 'not a flight!' })).status).toBe(400);
    expect((await post(url, { specialRequests: 'x'.repeat(1001) })).status).toBe(400);
    expect((await post(url, { passenger: { name: '' } })).status).toBe(400);
    expect((await post(url, { passenger: { name: 'A', email: 'nope' } })).status).toBe(400);
    expect((await post(`/api/admin/bookings/not-a-uuid/details`, { flightNumber: 'AA1' })).status).toBe(400);
    expect((await post(url, { flightNumber: 'AA1' }, customer.cookie)).status).toBe(403);
    const places = `/api/admin/bookings/${b.id}/change-quote`;
    expect((await post(places, proposal(b, { places: { destination: '' } }))).status).toBe(400);
    expect((await post(places, proposal(b, { places: { extraStop: 'x'.repeat(600) } }))).status).toBe(400);
    await t.database.db.update(bookings).set({ status: 'in_progress' }).where(eq(bookings.id, b.id));
    const started = await post<{ code: string }>(url, { flightNumber: 'AA1' });
    expect(started.status).toBe(409);
    expect(started.body.code).toBe('booking.cannotChange');
  });
});

describe('a dearer edit paid by the customer through an emailed link', () => {
  it('applies only when the customer pays the difference; the link pays that change once', async () => {
    const { b, customer } = await paidBooking();
    const res = await post<ChangeBookingResponse>(
      `/api/admin/bookings/${b.id}/changes`,
      proposal(b, { places: { destination: 'Yankee Stadium' } }),
    );
    expect(res.body.status, res.raw).toBe('payment_required');
    const sent = await post<{ sentTo: string }>(
      `/api/admin/bookings/${b.id}/changes/${res.body.changeId}/pay-link`,
      {},
    );
    expect(sent.status, sent.raw).toBe(200);
    expect(sent.body.sentTo).toBe(customer.user.email);
    expect((await row(b.id)).destinationAddress).toBe(b.destinationAddress);
    const mail = (await outboxFor(t.database, customer.user.email)).find(
      (m) => m.kind === 'booking-change-pay-link',
    );
    expect(mail?.text).toContain(`$${res.body.difference.toFixed(2)}`);
    expect(mail?.text).toContain('Yankee Stadium');
    const token = mail?.text.match(/\/pay\?token=([A-Za-z0-9_-]+)/)?.[1] as string;

    // Signed out, the account's booking asks to sign in; signed in, the link pays this change.
    expect((await post<{ next: string }>('/api/pay-links/open', { token }, null)).body.next).toBe('signIn');
    const opened = await post<{ next: string; changeId: string }>(
      '/api/pay-links/open',
      { token },
      customer.cookie,
    );
    expect(opened.body).toMatchObject({ next: 'payChange', changeId: res.body.changeId });
    const paymentUrl = `/api/bookings/${b.id}/changes/${res.body.changeId}/payment`;
    const other = await signInAs(t.app, t.database, 'passenger');
    expect((await call(t.app, 'GET', paymentUrl, other.cookie)).status).toBe(404);
    const payment = await call<{ clientSecret: string; paymentIntentId: string; amount: number }>(
      t.app,
      'GET',
      paymentUrl,
      customer.cookie,
    );
    expect(payment.status, payment.raw).toBe(200);
    expect(payment.body.amount).toBe(res.body.difference);
    const paid = await post(`/api/test-payments/${payment.body.paymentIntentId}/confirm`, {
      clientSecret: payment.body.clientSecret,
      cardNumber: '4242424242424242',
      expiry: '12/34',
      cvc: '123',
      postalCode: '10036',
    });
    expect(paid.status, paid.raw).toBe(200);
    const done = await post<ChangeBookingResponse>(
      `/api/bookings/${b.id}/changes/${res.body.changeId}/confirm`,
      { paymentIntentId: payment.body.paymentIntentId },
      customer.cookie,
    );
    expect(done.status, done.raw).toBe(200);
    expect((await row(b.id)).destinationAddress).not.toBe(b.destinationAddress);
    expect((await post<{ next: string }>('/api/pay-links/open', { token }, customer.cookie)).body.next).toBe(
      'paid',
    );
    // No link for a change that no longer awaits its payment.
    const again = await post(`/api/admin/bookings/${b.id}/changes/${res.body.changeId}/pay-link`, {});
    expect(again.status).toBe(409);
  });
});

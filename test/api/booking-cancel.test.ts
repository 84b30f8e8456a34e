import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BookingSummary, CancelBookingResponse, Receipt } from '../../src/shared/contracts/bookings.ts';
import type { BookingView } from '../../src/shared/contracts/checkout.ts';
import type { DriverTrip } from '../../src/shared/contracts/driver-trips.ts';
import { bookingRefunds, bookings, bookingStatusHistory } from '../../src/server/db/schema/bookings.ts';
import { driverTrips } from '../../src/server/db/schema/drivers.ts';
import { createAccount, guestCookie, signInAs } from '../support/accounts.ts';
import { insertBooking } from '../support/bookings.ts';
import { call, cityRide, createBooking, payAndConfirm, warmQuotes } from '../support/checkout-flow.ts';
import { outboxFor } from '../support/outbox.ts';
import { pdfText } from '../support/pdf-text.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { signInDriver } from '../support/trips.ts';

/**
 * A customer's cancellation (issue 15, the Terms' policy of PRODUCT decision 17): by the booking's owner or
 * the holder of its emailed link, 404 for anyone else; a full refund 24 hours or more before pickup, 50 %
 * later, nothing for an unpaid booking; 409 once cancelled or started; the refund through the payments port
 * (once, whatever races), shown on the receipt and emailed in the booking's language; the driver released.
 */
const HOUR = 3_600_000;
const MINUTE = 60_000;
/**
 * The app's clock: the machine's unless a test pins it (`pinClock`), as every test on the 24-hour deadline or
 * the pickup time does (sign in after pinning: sessions age on this clock).
 */
let pinnedAt: Date | null = null;
const clock = () => pinnedAt ?? new Date();
const pinClock = (at: Date) => {
  pinnedAt = at;
};
/** A Tuesday afternoon in New York, far from the machine's clock. */
const T0 = new Date('2030-04-09T18:00:00Z');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    clock,
    rateLimits: {
      checkout: { max: 10_000, timeWindow: 60_000 },
      emailReceipt: { max: 10_000, timeWindow: 60_000 },
    },
  });
  await warmQuotes(t.app);
});
afterAll(() => t.close());
afterEach(() => {
  pinnedAt = null;
});

const cancel = (id: string, cookie: string | null, body: object = {}) =>
  call<CancelBookingResponse>(t.app, 'POST', `/api/user/bookings/${id}/cancel`, cookie, body);

async function row(id: string) {
  const [r] = await t.database.db.select().from(bookings).where(eq(bookings.id, id));
  if (!r) throw new Error(`booking ${id} not found`);
  return r;
}
const refundRows = (id: string) =>
  t.database.db.select().from(bookingRefunds).where(eq(bookingRefunds.bookingId, id));

/** A passenger's paid booking `hoursAhead` from now on the app's clock. */
async function paidBooking(hoursAhead: number, headers: Record<string, string> = {}) {
  const passenger = await signInAs(t.app, t.database, 'passenger');
  const pickupDateTime = new Date(clock().getTime() + hoursAhead * HOUR).toISOString();
  const created = await createBooking(t.app, passenger.cookie, cityRide({ pickupDateTime }), headers);
  expect(created.status, created.raw).toBe(201);
  await payAndConfirm(t.app, passenger.cookie, created.body.id);
  return { ...passenger, booking: created.body };
}

describe('the Terms’ refund policy', () => {
  it('24 hours and a minute before pickup: cancelled with a full refund, on the receipt, emailed and in the outbox', async () => {
    pinClock(T0);
    const { cookie, user, booking } = await paidBooking(25);
    // The deadline is pickup - 24 h = T0 + 1 h: a minute before it.
    pinClock(new Date(T0.getTime() + HOUR - MINUTE));
    const totalCents = Math.round(booking.total * 100);
    const before = await call<BookingView>(
      t.app,
      'GET',
      `/api/bookings/${booking.number}/confirmation`,
      cookie,
    );
    expect(before.body.cancellation).toMatchObject({ refundAmount: booking.total, refundPercent: 100 });

    const res = await cancel(booking.id, cookie, { reason: 'Plans changed' });
    expect(res.status, res.raw).toBe(200);
    expect(res.body).toEqual({
      id: booking.id,
      number: booking.number,
      status: 'cancelled',
      refundAmount: booking.total,
      refundPercent: 100,
    });
    const stored = await row(booking.id);
    expect(stored.status).toBe('cancelled');
    expect(stored.refundedCents).toBe(totalCents);
    const refunds = await refundRows(booking.id);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amountCents: totalCents, status: 'succeeded', provider: 'test' });
    expect(refunds[0]?.providerRefundId).toMatch(/^re_test/);
    const history = await t.database.db
      .select()
      .from(bookingStatusHistory)
      .where(eq(bookingStatusHistory.bookingId, booking.id));
    expect(history.at(-1)).toMatchObject({
      fromStatus: 'confirmed',
      toStatus: 'cancelled',
      actorRole: 'customer',
      actorUserId: user.id,
      reason: 'Cancelled by the customer: Plans changed',
    });

    const receipt = await call<Receipt>(t.app, 'GET', `/api/user/bookings/${booking.id}/receipt`, cookie);
    expect(receipt.status).toBe(200);
    expect(receipt.body.refunded).toBe(booking.total);
    expect(receipt.body.booking.status).toBe('cancelled');
    expect(receipt.body.booking.cancellation).toBeNull();
    const list = await call<BookingSummary[]>(t.app, 'GET', '/api/user/bookings', cookie);
    expect(list.body.find((b) => b.id === booking.id)).toMatchObject({
      status: 'cancelled',
      refunded: booking.total,
    });

    const mail = (await outboxFor(t.database, user.email)).filter(
      (m) => m.kind === 'booking-cancelled-by-customer',
    );
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toBe(`Your booking is cancelled — ${booking.number}`);
    expect(mail[0]?.text).toContain(
      `We are refunding $${booking.total.toFixed(2)} (100% of what you paid, per our cancellation policy) to your Visa •••• 4242.`,
    );
    // Written with the cancellation, before the provider refunded: the payment table claims no refund yet.
    expect(mail[0]?.text).not.toContain('Refunded:');
    expect(mail[0]?.text).toContain('Party: 2 passengers, 1 bag');
    expect(mail[0]?.bookingId).toBe(booking.id);

    // The admin's booking detail lists the email and the refund.
    const admin = await signInAs(t.app, t.database, 'admin');
    const detail = await call<{ emails: { kind: string }[]; refund: { amount: number } | null }>(
      t.app,
      'GET',
      `/api/admin/bookings/${booking.id}`,
      admin.cookie,
    );
    expect(detail.body.emails.map((e) => e.kind)).toContain('booking-cancelled-by-customer');
    expect(detail.body.refund?.amount).toBe(booking.total);

    const again = await cancel(booking.id, cookie);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('booking.alreadyCancelled');
    expect(await refundRows(booking.id)).toHaveLength(1);
  });

  it('23 hours 59 minutes before pickup: half the amount paid, emailed in Spanish for a booking made in Spanish', async () => {
    pinClock(T0);
    const { cookie, user, booking } = await paidBooking(25, { 'accept-language': 'es-US,es;q=0.9' });
    // A minute after the deadline (pickup - 24 h = T0 + 1 h).
    pinClock(new Date(T0.getTime() + HOUR + MINUTE));
    const preview = await call<BookingView>(
      t.app,
      'GET',
      `/api/bookings/${booking.number}/confirmation`,
      cookie,
    );
    expect(preview.body.cancellation).toMatchObject({ refundPercent: 50 });
    const listed = await call<BookingSummary[]>(t.app, 'GET', '/api/user/bookings', cookie);
    expect(listed.body.find((b) => b.id === booking.id)?.cancellation).toMatchObject({ refundPercent: 50 });
    const totalCents = Math.round(booking.total * 100);
    const half = Math.floor(totalCents / 2);
    const res = await cancel(booking.id, cookie);
    expect(res.status, res.raw).toBe(200);
    expect(res.body).toMatchObject({ status: 'cancelled', refundAmount: half / 100, refundPercent: 50 });
    expect((await row(booking.id)).refundedCents).toBe(half);
    const [mail] = (await outboxFor(t.database, user.email)).filter(
      (m) => m.kind === 'booking-cancelled-by-customer',
    );
    expect(mail?.subject).toBe(`Su reserva está cancelada — ${booking.number}`);
    expect(mail?.text).toContain('el 50 % de lo que pagó');
    expect(mail?.text).toContain('Grupo: 2 pasajeros, 1 maleta');
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/user/bookings/${booking.id}/receipt.pdf`,
      headers: { cookie },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  it('the card lists the refund with its date and the receipt states the cancellation and what was kept (issue 35)', async () => {
    pinClock(T0);
    const { cookie, user, booking } = await paidBooking(25);
    const cancelledAt = new Date(T0.getTime() + HOUR + MINUTE);
    pinClock(cancelledAt);
    expect((await cancel(booking.id, cookie)).status).toBe(200);
    const totalCents = Math.round(booking.total * 100);
    const half = Math.floor(totalCents / 2);

    // As found: the card showed the total with no refund, and the receipt said nothing of the cancellation.
    const listed = await call<BookingSummary[]>(t.app, 'GET', '/api/user/bookings', cookie);
    const card = listed.body.find((b) => b.id === booking.id);
    expect(card?.refunds).toEqual([{ amount: half / 100, at: expect.any(String) }]);
    const receipt = await call<Receipt>(t.app, 'GET', `/api/user/bookings/${booking.id}/receipt`, cookie);
    expect(receipt.body.cancellation).toEqual({
      at: cancelledAt.toISOString(),
      by: 'customer',
      kept: (totalCents - half) / 100,
    });
    expect(receipt.body.refunds).toMatchObject([{ amount: half / 100, by: 'customer' }]);
    // The emailed copy's PDF says the same, and does not thank them for riding.
    const copy = await call(t.app, 'POST', `/api/bookings/${booking.number}/email-receipt`, cookie, {});
    expect(copy.status, copy.raw).toBe(200);
    const [mail] = (await outboxFor(t.database, user.email)).filter((m) => m.kind === 'booking-receipt');
    const pdf = pdfText(Buffer.from(mail?.attachmentContent[0] ?? '', 'base64')).replace(/\s+/g, ' ');
    expect(pdf).toMatch(/Cancelled .+ by you/);
    expect(pdf).toContain('Kept under the cancellation terms');
    expect(pdf).toContain('This booking was cancelled. We hope to drive you another time.');
    expect(pdf).not.toContain('Thank you for riding with us.');
    // A booking not cancelled says nothing of one.
    pinClock(T0);
    const other = await paidBooking(48);
    const live = await call<Receipt>(
      t.app,
      'GET',
      `/api/user/bookings/${other.booking.id}/receipt`,
      other.cookie,
    );
    expect(live.body.cancellation).toBeNull();
    const otherCard = (await call<BookingSummary[]>(t.app, 'GET', '/api/user/bookings', other.cookie))
      .body[0];
    expect(otherCard?.refunds).toBeUndefined();
  });

  it('an unpaid booking is cancelled with nothing to refund', async () => {
    const { cookie } = await signInAs(t.app, t.database, 'passenger');
    const b = await createBooking(t.app, cookie, cityRide());
    const res = await cancel(b.body.id, cookie);
    expect(res.status, res.raw).toBe(200);
    expect(res.body).toMatchObject({ status: 'cancelled', refundAmount: 0, refundPercent: 0 });
    expect(await refundRows(b.body.id)).toHaveLength(0);
  });

  it('refuses a trip that started or ended (409) and one whose pickup time has passed', async () => {
    pinClock(T0);
    const { cookie, user } = await signInAs(t.app, t.database, 'passenger');
    for (const status of ['in_progress', 'completed'] as const) {
      const b = await insertBooking(t.database, { userId: user.id, status });
      const res = await cancel(b.id, cookie);
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('booking.cannotCancel');
      expect((await row(b.id)).status).toBe(status);
    }
    // insertBooking puts the pickup a day after `createdAt`: a minute ago, and in a minute.
    const past = await insertBooking(t.database, {
      userId: user.id,
      status: 'confirmed',
      createdAt: new Date(T0.getTime() - 24 * HOUR - MINUTE),
    });
    const soon = await insertBooking(t.database, {
      userId: user.id,
      status: 'confirmed',
      createdAt: new Date(T0.getTime() - 24 * HOUR + MINUTE),
    });
    const refused = await cancel(past.id, cookie);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('booking.cannotCancel');
    expect((await cancel(soon.id, cookie)).body).toMatchObject({ status: 'cancelled', refundPercent: 50 });
  });

  it('a booking an admin already refunded in part gives back the rest of what the Terms owe (decision 23)', async () => {
    pinClock(T0);
    const { cookie, booking } = await paidBooking(72);
    const admin = await signInAs(t.app, t.database, 'admin');
    const refunded = await call(t.app, 'POST', `/api/admin/bookings/${booking.id}/refund`, admin.cookie, {
      amount: 10,
    });
    expect(refunded.status, refunded.raw).toBe(200);
    const view = await call<BookingView>(
      t.app,
      'GET',
      `/api/bookings/${booking.number}/confirmation`,
      cookie,
    );
    const rest = Math.round(booking.total * 100) - 1000;
    expect(view.body.cancellation?.refundAmount).toBe(rest / 100);
    const res = await cancel(booking.id, cookie);
    expect(res.status).toBe(200);
    expect(res.body.refundAmount).toBe(rest / 100);
    expect((await row(booking.id)).refundedCents).toBe(rest + 1000);
  });

  it('keeps the booking cancelled when the provider refuses the refund, and tells dispatch', async () => {
    pinClock(T0);
    const { user, cookie } = await signInAs(t.app, t.database, 'passenger');
    const admin = await createAccount(t.database, 'admin');
    const b = await insertBooking(t.database, { userId: user.id, status: 'confirmed' });
    await t.database.db
      .update(bookings)
      .set({
        paymentIntentId: 'pi_test_gone',
        paymentProvider: 'test',
        pickupAt: new Date(T0.getTime() + 72 * HOUR),
      })
      .where(eq(bookings.id, b.id));
    const res = await cancel(b.id, cookie);
    expect(res.status, res.raw).toBe(200);
    expect(res.body.refundAmount).toBe(130.65);
    expect((await row(b.id)).refundedCents).toBe(0);
    expect((await refundRows(b.id))[0]?.status).toBe('failed');
    const [notice] = (await outboxFor(t.database, admin.user.email)).filter(
      (m) => m.kind === 'refund-failed',
    );
    expect(notice?.subject).toBe(`Refund needed — ${b.number} was cancelled by the customer`);
    const [mail] = (await outboxFor(t.database, 'customer@example.com')).filter(
      (m) => m.kind === 'booking-cancelled-by-customer' && m.bookingId === b.id,
    );
    // The customer's email was written with the cancellation: the refund is under way, dispatch completes it.
    expect(mail?.text).toContain('We are refunding $130.65 (100% of what you paid');
    // The admin retries it from the back office (the failed attempt is taken over).
    const adminSession = await signInAs(t.app, t.database, 'admin');
    const retried = await call(t.app, 'POST', `/api/admin/bookings/${b.id}/refund`, adminSession.cookie, {
      amount: 130.65,
    });
    expect(retried.status).toBe(502);
  });
});

describe('who may cancel', () => {
  it('the owner only: another customer, a driver, an admin and a stranger get 404', async () => {
    const { cookie, booking } = await paidBooking(48);
    const others = [
      (await signInAs(t.app, t.database, 'passenger')).cookie,
      (await signInAs(t.app, t.database, 'driver')).cookie,
      (await signInAs(t.app, t.database, 'admin')).cookie,
      await guestCookie(t.app),
      null,
    ];
    for (const other of others) {
      const res = await cancel(booking.id, other);
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('booking.notFound');
    }
    const wrongToken = await cancel(booking.id, null, { token: 'x'.repeat(43) });
    expect(wrongToken.status).toBe(404);
    const unknown = await cancel('00000000-0000-4000-8000-000000000000', cookie);
    expect(unknown.status).toBe(404);
    expect((await row(booking.id)).status).toBe('confirmed');
    // Malformed input is a 4xx with a code, never a 5xx, and changes nothing.
    const badId = await cancel('not-a-booking-id', cookie);
    expect(badId.status).toBeGreaterThanOrEqual(400);
    expect(badId.status).toBeLessThan(500);
    const longToken = await cancel(booking.id, null, { token: 'x'.repeat(101) });
    expect(longToken.status).toBe(400);
    expect(longToken.body.code).toBeTruthy();
    const badReason = await cancel(booking.id, cookie, { reason: 42 });
    expect(badReason.status).toBe(400);
    expect((await row(booking.id)).status).toBe('confirmed');
    expect((await cancel(booking.id, cookie)).status).toBe(200);
  });

  it('a guest from their session, or from the emailed link without any session', async () => {
    const guest = {
      email: `cancel-guest-${Date.now()}@example.com`,
      firstName: 'Gia',
      lastName: 'Rossi',
      phone: '(212) 555-0177',
    };
    const session = await guestCookie(t.app);
    const first = await createBooking(t.app, session, cityRide({ guestInfo: guest }));
    await payAndConfirm(t.app, session, first.body.id);
    expect((await cancel(first.body.id, session)).status).toBe(200);

    const second = await createBooking(
      t.app,
      session,
      cityRide({ guestInfo: guest, vehicleId: 'suv-escalade' }),
    );
    const confirmed = await payAndConfirm(t.app, session, second.body.id);
    // The session is gone (another browser): the confirmation link's token is enough, and another booking's
    // token is not.
    const foreign = await cancel(second.body.id, null, { token: 'not-the-token' });
    expect(foreign.status).toBe(404);
    const [mail] = (await outboxFor(t.database, guest.email)).filter(
      (m) => m.kind === 'booking-confirmation' && m.bookingId === second.body.id,
    );
    const linkToken = /token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
    expect(linkToken).toBeTruthy();
    const res = await cancel(second.body.id, null, { token: linkToken });
    expect(res.status, res.raw).toBe(200);
    expect(res.body.refundPercent).toBe(100);
    expect(confirmed.accessToken).toBeTruthy();
    expect((await cancel(second.body.id, null, { token: confirmed.accessToken })).status).toBe(409);
  });
});

describe('races and the driver', () => {
  it('two cancellations at once: one 200, one 409, one refund', async () => {
    const { cookie, booking } = await paidBooking(48);
    const results = await Promise.all([
      cancel(booking.id, cookie),
      cancel(booking.id, cookie),
      cancel(booking.id, cookie),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(results.filter((r) => r.status === 409).map((r) => r.body.code)).toEqual([
      'booking.alreadyCancelled',
      'booking.alreadyCancelled',
    ]);
    const refunds = await refundRows(booking.id);
    expect(refunds).toHaveLength(1);
    expect((await row(booking.id)).refundedCents).toBe(Math.round(booking.total * 100));
  });

  it('an assigned driver is released and told', async () => {
    const { cookie, booking } = await paidBooking(48);
    const stored = await row(booking.id);
    const driver = await signInDriver(t.app, t.database, {
      lat: stored.pickupLat ?? 40.75,
      lng: stored.pickupLng ?? -73.98,
    });
    const accepted = await call<DriverTrip>(
      t.app,
      'POST',
      `/api/driver/trips/${booking.id}/accept`,
      driver.cookie,
      {},
    );
    expect(accepted.status, accepted.raw).toBe(200);
    expect(accepted.body.passengers).toBe(2);
    expect(accepted.body.bags).toBe(1);

    const res = await cancel(booking.id, cookie);
    expect(res.status, res.raw).toBe(200);
    expect(res.body.refundPercent).toBe(100);
    const [trip] = await t.database.db
      .select()
      .from(driverTrips)
      .where(eq(driverTrips.bookingId, booking.id));
    expect(trip).toMatchObject({ status: 'cancelled', cancelReason: 'Cancelled by the customer' });
    const active = await call<DriverTrip[] | null>(t.app, 'GET', '/api/driver/trips/active', driver.cookie);
    expect(JSON.stringify(active.body ?? [])).not.toContain(booking.id);
    const [told] = (await outboxFor(t.database, driver.user.email)).filter(
      (m) => m.kind === 'trip-customer-cancelled',
    );
    expect(told?.subject).toBe(`Trip cancelled by the customer — ${booking.number}`);
  });
});

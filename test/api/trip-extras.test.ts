import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog } from '../../src/server/db/schema/audit.ts';
import { bookingAccessTokens, bookings } from '../../src/server/db/schema/bookings.ts';
import { driverTrips } from '../../src/server/db/schema/drivers.ts';
import { extraCharges, tripExtras } from '../../src/server/db/schema/extras.ts';
import { testPaymentIntents } from '../../src/server/db/schema/payments.ts';
import { savedCards } from '../../src/server/db/schema/saved.ts';
import { newToken } from '../../src/server/modules/auth/tokens.ts';
import type {
  AdminExtras,
  CustomerExtras,
  DriverExtras,
  ExtraCharge,
  ExtraChargeResult,
  TripExtra,
} from '../../src/shared/contracts/extras.ts';
import type { ChangePayment } from '../../src/shared/contracts/booking-changes.ts';
import { nextIp, signInAs } from '../support/accounts.ts';
import { outboxFor } from '../support/outbox.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { insertOpenBooking, signInDriver } from '../support/trips.ts';

/**
 * Billing what really happened (decision 29) through the API, on an injected clock: the waiting line made when
 * the trip completes, the chauffeur's tolls and parking, dispatch's review and close-out (the saved card
 * off-session with the test processor, a refused card or none: a payment link), the customer's tip.
 */
const MINUTE = 60_000;
let now = new Date('2026-12-10T14:00:00Z');
const clock = () => now;

let t: TestApp;
let admin: Awaited<ReturnType<typeof signInAs>>;
beforeAll(async () => {
  t = await createTestApp({ clock });
  admin = await signInAs(t.app, t.database, 'admin');
});
afterAll(() => t.close());

interface Answer {
  code: string;
}
async function call<T>(method: 'GET' | 'POST', url: string, cookie: string | null, payload?: object) {
  const res = await t.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: cookie ? { cookie } : {},
    remoteAddress: nextIp(),
  });
  const json = String(res.headers['content-type'] ?? '').startsWith('application/json');
  const body = (json ? res.json() : {}) as T & Answer;
  return { status: res.statusCode, body, raw: res.body, headers: res.headers };
}

let area = 0;
/** A customer's ride, completed after the passenger came on board `waited` minutes after the pickup time. */
/**
 * A customer's ride (in an area of its own, pickup in 10 minutes), accepted by a new chauffeur standing there,
 * the clock at the pickup and the chauffeur on location; `move` sends the chauffeur's next stage.
 */
async function rideOnLocation(opts: { card?: string | null } = {}) {
  area += 1;
  const where = { lat: 30 + area * 0.5, lng: -90 };
  const customer = await signInAs(t.app, t.database, 'passenger');
  if (opts.card) await saveCard(customer.user.id, opts.card);
  const driver = await signInDriver(t.app, t.database);
  await call('POST', '/api/driver/update-location', driver.cookie, {
    latitude: where.lat,
    longitude: where.lng,
  });
  const booking = await insertOpenBooking(t.database, {
    ...where,
    userId: customer.user.id,
    customerEmail: customer.user.email,
    pickupAt: new Date(now.getTime() + 10 * MINUTE),
  });
  const move = (status: string) =>
    call<object>('POST', `/api/driver/trips/${booking.id}/status`, driver.cookie, { status });
  expect((await call('POST', `/api/driver/trips/${booking.id}/accept`, driver.cookie)).status).toBe(200);
  now = new Date(booking.pickupAt.getTime());
  expect((await move('arrived')).status).toBe(200);
  return { customer, driver, booking, move };
}

async function completedRide(waited: number, opts: { card?: string | null } = {}) {
  const { customer, driver, booking, move } = await rideOnLocation(opts);
  now = new Date(now.getTime() + waited * MINUTE);
  expect((await move('in_progress')).status).toBe(200);
  now = new Date(now.getTime() + 30 * MINUTE);
  const done = await move('completed');
  expect(done.status, done.raw).toBe(200);
  return { customer, driver, booking };
}

/** A card kept by the test processor for the account (as a paid checkout would keep it). */
async function saveCard(userId: string, last4: string) {
  const tag = randomBytes(8).toString('hex');
  const pm = `pm_test_${tag}`;
  const cus = `cus_test_${tag}`;
  await t.database.db.insert(testPaymentIntents).values({
    id: `pi_test_${tag}`,
    clientSecret: `pi_test_${tag}_secret`,
    amountCents: 100,
    status: 'succeeded',
    saveForCustomer: cus,
    savedMethodId: pm,
    savedBrand: 'Visa',
    savedLast4: last4,
    savedExpMonth: 12,
    savedExpYear: 2034,
  });
  await t.database.db.insert(savedCards).values({
    userId,
    provider: 'test',
    providerCustomerId: cus,
    providerPaymentMethodId: pm,
    brand: 'Visa',
    last4,
    expMonth: 12,
    expYear: 2034,
  });
}

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]).toString('base64');
const extrasUrl = (id: string) => `/api/admin/bookings/${id}/extras`;

async function approveAll(bookingId: string) {
  const view = await call<AdminExtras>('GET', extrasUrl(bookingId), admin.cookie);
  for (const l of view.body.lines.filter((x) => x.status === 'proposed')) {
    const r = await call('POST', `${extrasUrl(bookingId)}/${l.id}/review`, admin.cookie, {
      decision: 'approve',
    });
    expect(r.status, r.raw).toBe(200);
  }
}

describe('waiting time and the chauffeur’s tolls (decision 29)', () => {
  it('bills 23 started minutes past the free 15 at the sedan’s $99.50/h when the trip completes', async () => {
    const { booking, driver } = await completedRide(38);
    const mine = await call<DriverExtras>('GET', `/api/driver/trips/${booking.id}/extras`, driver.cookie);
    expect(mine.status, mine.raw).toBe(200);
    expect(mine.body.lines).toEqual([
      expect.objectContaining({ kind: 'waiting', minutes: 23, amount: 38.14, status: 'proposed' }),
    ]);
    expect(mine.body.canAdd).toBe(true);
  });

  it('adds nothing within the free wait', async () => {
    const { booking } = await completedRide(15);
    const rows = await t.database.db.select().from(tripExtras).where(eq(tripExtras.bookingId, booking.id));
    expect(rows).toEqual([]);
  });

  it('takes a toll with a receipt on the own completed trip; refuses bad input, others and late adds', async () => {
    const { booking, driver, customer } = await completedRide(0);
    const url = `/api/driver/trips/${booking.id}/extras`;
    const added = await call<TripExtra>('POST', url, driver.cookie, {
      kind: 'toll',
      amount: 6.94,
      note: 'Verrazzano',
      receipt: PNG,
    });
    expect(added.status, added.raw).toBe(201);
    expect(added.body).toMatchObject({ kind: 'toll', amount: 6.94, status: 'proposed', hasReceipt: true });

    for (const [body, code] of [
      [{ kind: 'tip', amount: 5 }, 'extras.kindInvalid'],
      [{ kind: 'toll', amount: 0 }, 'extras.amountInvalid'],
      [{ kind: 'toll', amount: 1.234 }, 'extras.amountInvalid'],
      [{ kind: 'parking', amount: 501 }, 'extras.amountInvalid'],
      [
        { kind: 'parking', amount: 5, receipt: Buffer.from('GIF89a....').toString('base64') },
        'extras.receiptType',
      ],
      [{ kind: 'parking', amount: 5, receipt: 'not base64!' }, 'extras.receiptType'],
    ] as const) {
      const r = await call('POST', url, driver.cookie, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.code).toBe(code);
    }
    const other = await signInDriver(t.app, t.database);
    expect((await call('POST', url, other.cookie, { kind: 'toll', amount: 5 })).status).toBe(404);
    expect((await call('POST', url, customer.cookie, { kind: 'toll', amount: 5 })).status).toBe(403);
    expect((await call('POST', url, null, { kind: 'toll', amount: 5 })).status).toBe(401);

    // Completed 73 hours ago (the clock stays: sessions would expire with it).
    await t.database.db
      .update(driverTrips)
      .set({ completedAt: new Date(now.getTime() - 73 * 60 * MINUTE) })
      .where(eq(driverTrips.bookingId, booking.id));
    const late = await call('POST', url, driver.cookie, { kind: 'toll', amount: 5 });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('extras.addWindowClosed');
  });

  it('refuses a toll on a trip not completed (409)', async () => {
    const driver = await signInDriver(t.app, t.database);
    const booking = await insertOpenBooking(t.database, {
      lat: 20,
      lng: -80,
      driverId: driver.user.id,
      status: 'assigned',
    });
    const r = await call('POST', `/api/driver/trips/${booking.id}/extras`, driver.cookie, {
      kind: 'toll',
      amount: 5,
    });
    expect(r.status).toBe(409);
    expect(r.body.code).toBe('extras.notCompleted');
  });
});

describe('close-out (decision 29)', () => {
  it('charges the approved lines to the saved card off-session, once, audited; the receipt file is admins’ only', async () => {
    const { booking, driver, customer } = await completedRide(38, { card: '4242' });
    const toll = await call<TripExtra>('POST', `/api/driver/trips/${booking.id}/extras`, driver.cookie, {
      kind: 'toll',
      amount: 6.94,
      receipt: PNG,
    });
    const parking = await call<TripExtra>('POST', `/api/driver/trips/${booking.id}/extras`, driver.cookie, {
      kind: 'parking',
      amount: 20,
    });
    const file = await call('GET', `${extrasUrl(booking.id)}/${toll.body.id}/receipt`, admin.cookie);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(
      (await call('GET', `${extrasUrl(booking.id)}/${toll.body.id}/receipt`, customer.cookie)).status,
    ).toBe(403);

    const review = (id: string, decision: string) =>
      call('POST', `${extrasUrl(booking.id)}/${id}/review`, admin.cookie, { decision });
    expect((await review(parking.body.id, 'maybe')).status).toBe(400);
    expect((await review(parking.body.id, 'reject')).status).toBe(200);
    expect((await review('00000000-0000-4000-8000-000000000000', 'approve')).status).toBe(404);
    await approveAll(booking.id);

    const view = await call<AdminExtras>('GET', extrasUrl(booking.id), admin.cookie);
    expect(view.body).toMatchObject({ toCharge: 45.08, canCloseOut: true, savedCard: 'Visa •••• 4242' });
    expect((await call('POST', `/api/admin/bookings/${booking.id}/close-out`, customer.cookie)).status).toBe(
      403,
    );

    const closed = await call<ExtraChargeResult>(
      'POST',
      `/api/admin/bookings/${booking.id}/close-out`,
      admin.cookie,
    );
    expect(closed.status, closed.raw).toBe(200);
    expect(closed.body).toMatchObject({
      charge: { kind: 'closeout', amount: 45.08, status: 'paid' },
      sentTo: null,
    });
    const again = await call('POST', `/api/admin/bookings/${booking.id}/close-out`, admin.cookie);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('extras.nothingToCharge');
    // A charged line is not reviewed again.
    expect((await review(toll.body.id, 'reject')).status).toBe(409);

    const lines = await t.database.db.select().from(tripExtras).where(eq(tripExtras.bookingId, booking.id));
    expect(lines.map((l) => [l.kind, l.status]).sort()).toEqual([
      ['parking', 'rejected'],
      ['toll', 'charged'],
      ['waiting', 'charged'],
    ]);
    const mail = (await outboxFor(t.database, customer.user.email)).find((m) => m.kind === 'extras-charged');
    expect(mail?.text).toContain('Waiting time (23 min)');
    expect(mail?.text).toContain('Tolls');
    expect(mail?.text).toContain('$45.08');
    const audit = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.entityId, booking.id), eq(adminAuditLog.action, 'booking.closeOut')));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.summary).toContain('$45.08 charged to Visa •••• 4242');

    const theirs = await call<CustomerExtras>('GET', `/api/bookings/${booking.id}/extras`, customer.cookie);
    expect(theirs.body.lines.map((l) => l.kind).sort()).toEqual(['toll', 'waiting']);
  });

  it('lets one of two concurrent close-outs win', async () => {
    const { booking } = await completedRide(40, { card: '4242' });
    await approveAll(booking.id);
    const url = `/api/admin/bookings/${booking.id}/close-out`;
    const answers = await Promise.all([call('POST', url, admin.cookie), call('POST', url, admin.cookie)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const charges = await t.database.db
      .select()
      .from(extraCharges)
      .where(eq(extraCharges.bookingId, booking.id));
    expect(charges).toHaveLength(1);
  });

  it('emails a payment link when the saved card is refused, and the link pays it by card', async () => {
    const { booking, customer } = await completedRide(38, { card: '3184' });
    await approveAll(booking.id);
    const closed = await call<ExtraChargeResult>(
      'POST',
      `/api/admin/bookings/${booking.id}/close-out`,
      admin.cookie,
    );
    expect(closed.status, closed.raw).toBe(200);
    expect(closed.body.charge).toMatchObject({
      status: 'link_sent',
      failureReason: expect.stringMatching(/authentication/),
    });
    expect(closed.body.sentTo).toBe(customer.user.email);
    const mail = (await outboxFor(t.database, customer.user.email)).find((m) => m.kind === 'extras-pay-link');
    const token = /\/pay\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
    expect(token).toBeTruthy();

    const opened = await call<{ next: string; extraChargeId: string }>(
      'POST',
      '/api/pay-links/open',
      customer.cookie,
      {
        token,
      },
    );
    expect(opened.body).toMatchObject({ next: 'payExtra', extraChargeId: closed.body.charge.id });
    const chargeUrl = `/api/bookings/${booking.id}/extra-charges/${closed.body.charge.id}`;
    const stranger = await signInAs(t.app, t.database, 'passenger');
    expect((await call('POST', `${chargeUrl}/payment`, stranger.cookie)).status).toBe(404);
    const payment = await call<ChangePayment>('POST', `${chargeUrl}/payment`, customer.cookie);
    expect(payment.status, payment.raw).toBe(200);
    expect(payment.body.amount).toBe(38.14);
    const paid = await call('POST', `/api/test-payments/${payment.body.paymentIntentId}/confirm`, null, {
      clientSecret: payment.body.clientSecret,
      cardNumber: '4242424242424242',
      expiry: '12/34',
      cvc: '123',
      postalCode: '10036',
    });
    expect(paid.status, paid.raw).toBe(200);
    const confirmed = await call<ExtraCharge>('POST', `${chargeUrl}/confirm`, customer.cookie, {
      paymentIntentId: payment.body.paymentIntentId,
    });
    expect(confirmed.body).toMatchObject({ status: 'paid', amount: 38.14 });
    expect((await call('POST', `${chargeUrl}/payment`, customer.cookie)).status).toBe(409);
  });

  it('refuses a close-out of a ride not completed (409) and with nothing approved (409)', async () => {
    const open = await insertOpenBooking(t.database, { lat: 21, lng: -81 });
    const r = await call('POST', `/api/admin/bookings/${open.id}/close-out`, admin.cookie);
    expect(r.status).toBe(409);
    expect(r.body.code).toBe('extras.notCompleted');
    const { booking } = await completedRide(0);
    expect((await call('POST', `/api/admin/bookings/${booking.id}/close-out`, admin.cookie)).body.code).toBe(
      'extras.nothingToCharge',
    );
  });
});

describe('tips (decision 29)', () => {
  it('charges 20 % of the fare before tax to the saved card, 100 % to the chauffeur, once', async () => {
    const { booking, customer, driver } = await completedRide(0, { card: '4242' });
    const card = await call<CustomerExtras>('GET', `/api/bookings/${booking.id}/extras`, customer.cookie);
    expect(card.body.tip).toMatchObject({ allowed: true, fare: booking.subtotalCents / 100 });
    const tipUrl = `/api/bookings/${booking.id}/tip`;
    expect((await call('POST', tipUrl, customer.cookie, { percent: 18 })).status).toBe(400);
    expect((await call('POST', tipUrl, customer.cookie, { amount: -1 })).status).toBe(400);
    const tooMuch = await call('POST', tipUrl, customer.cookie, { amount: booking.subtotalCents / 100 + 1 });
    expect(tooMuch.body.code).toBe('extras.tipTooHigh');
    const stranger = await signInAs(t.app, t.database, 'passenger');
    expect((await call('POST', tipUrl, stranger.cookie, { percent: 20 })).status).toBe(404);
    expect((await call('POST', tipUrl, driver.cookie, { percent: 20 })).status).toBe(404);

    const [a, b] = await Promise.all([
      call<ExtraChargeResult>('POST', tipUrl, customer.cookie, { percent: 20 }),
      call<ExtraChargeResult>('POST', tipUrl, customer.cookie, { percent: 20 }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const won = a.status === 200 ? a : b;
    const expected = Math.floor((booking.subtotalCents * 20 + 50) / 100);
    expect(won.body.charge).toMatchObject({ kind: 'tip', status: 'paid', amount: expected / 100 });
    const line = await t.database.db
      .select()
      .from(tripExtras)
      .where(and(eq(tripExtras.bookingId, booking.id), eq(tripExtras.kind, 'tip')));
    expect(line).toEqual([
      expect.objectContaining({ driverId: driver.user.id, status: 'charged', amountCents: expected }),
    ]);
    expect((await call('POST', tipUrl, customer.cookie, { amount: 5 })).body.code).toBe('extras.tipGiven');
  });

  it('refuses a tip before the ride is completed (409)', async () => {
    const customer = await signInAs(t.app, t.database, 'passenger');
    const open = await insertOpenBooking(t.database, { lat: 22, lng: -82, userId: customer.user.id });
    const r = await call('POST', `/api/bookings/${open.id}/tip`, customer.cookie, { percent: 15 });
    expect(r.status).toBe(409);
  });

  it('emails a link for a tip when no card is saved', async () => {
    const { booking, customer } = await completedRide(0);
    const r = await call<ExtraChargeResult>('POST', `/api/bookings/${booking.id}/tip`, customer.cookie, {
      amount: 10,
    });
    expect(r.body).toMatchObject({
      charge: { status: 'link_sent', amount: 10 },
      sentTo: customer.user.email,
    });
    const view = await call<CustomerExtras>('GET', `/api/bookings/${booking.id}/extras`, customer.cookie);
    expect(view.body.due).toHaveLength(1);
    expect(view.body.tip.allowed).toBe(false);
  });
});

/** The confirmation email's link token of a booking (what a guest holds: `?token=`). */
async function accessToken(bookingId: string): Promise<string> {
  const t2 = newToken();
  await t.database.db.insert(bookingAccessTokens).values({ bookingId, tokenHash: t2.hash });
  return t2.token;
}

const TEST_CARD = { expiry: '12/34', cvc: '123', postalCode: '10036' };

describe('a guest with the emailed link (decision 29)', () => {
  it('defect: the link’s holder could not see the tip card, tip nor pay; now the token does, and only its own booking’s', async () => {
    const { booking } = await completedRide(0);
    // A guest's booking: no account; the emailed link's token is the permission.
    await t.database.db.update(bookings).set({ userId: null }).where(eq(bookings.id, booking.id));
    const token = await accessToken(booking.id);
    const other = await completedRide(0);
    const otherToken = await accessToken(other.booking.id);
    const base = `/api/bookings/${booking.id}`;

    for (const q of ['', '?token=wrong', `?token=${otherToken}`]) {
      expect((await call('GET', `${base}/extras${q}`, null)).status, q).toBe(404);
      expect((await call('POST', `${base}/tip${q}`, null, { amount: 10 })).status, q).toBe(404);
    }
    const view = await call<CustomerExtras>('GET', `${base}/extras?token=${token}`, null);
    expect(view.status, view.raw).toBe(200);
    expect(view.body.tip.allowed).toBe(true);

    const tip = await call<ExtraChargeResult>('POST', `${base}/tip?token=${token}`, null, { amount: 10 });
    expect(tip.status, tip.raw).toBe(200);
    expect(tip.body.charge).toMatchObject({ kind: 'tip', status: 'link_sent', amount: 10 });
    const chargeUrl = `${base}/extra-charges/${tip.body.charge.id}`;
    expect((await call('POST', `${chargeUrl}/payment?token=${otherToken}`, null)).status).toBe(404);
    expect((await call('POST', `${chargeUrl}/payment`, null)).status).toBe(404);
    const payment = await call<ChangePayment>('POST', `${chargeUrl}/payment?token=${token}`, null);
    expect(payment.status, payment.raw).toBe(200);
    const paid = await call('POST', `/api/test-payments/${payment.body.paymentIntentId}/confirm`, null, {
      clientSecret: payment.body.clientSecret,
      cardNumber: '4242424242424242',
      ...TEST_CARD,
    });
    expect(paid.status, paid.raw).toBe(200);
    const body = { paymentIntentId: payment.body.paymentIntentId };
    expect((await call('POST', `${chargeUrl}/confirm?token=${otherToken}`, null, body)).status).toBe(404);
    const confirmed = await call<ExtraCharge>('POST', `${chargeUrl}/confirm?token=${token}`, null, body);
    expect(confirmed.status, confirmed.raw).toBe(200);
    expect(confirmed.body).toMatchObject({ status: 'paid', amount: 10 });
  });
});

describe('a tip whose payment fails (decision 29)', () => {
  it('defect: a tip refused off-session and then declined on the link stayed link_sent; now it is failed and still due', async () => {
    // 4000 0027 6000 3184 is refused off-session (it needs the customer): a link is emailed.
    const { booking, customer } = await completedRide(0, { card: '3184' });
    const base = `/api/bookings/${booking.id}`;
    const tip = await call<ExtraChargeResult>('POST', `${base}/tip`, customer.cookie, { percent: 15 });
    expect(tip.status, tip.raw).toBe(200);
    expect(tip.body.charge).toMatchObject({
      status: 'link_sent',
      failureReason: expect.stringMatching(/authentication/),
    });
    const chargeUrl = `${base}/extra-charges/${tip.body.charge.id}`;
    const payment = await call<ChangePayment>('POST', `${chargeUrl}/payment`, customer.cookie);
    expect(payment.status, payment.raw).toBe(200);
    // The card on the link is declined too.
    const declined = await call('POST', `/api/test-payments/${payment.body.paymentIntentId}/confirm`, null, {
      clientSecret: payment.body.clientSecret,
      cardNumber: '4000000000000002',
      ...TEST_CARD,
    });
    expect(declined.status, declined.raw).toBe(402);
    const confirmed = await call('POST', `${chargeUrl}/confirm`, customer.cookie, {
      paymentIntentId: payment.body.paymentIntentId,
    });
    expect(confirmed.status, confirmed.raw).toBe(400);
    expect(confirmed.body.code).toBe('checkout.processorMessage');
    const [row] = await t.database.db
      .select()
      .from(extraCharges)
      .where(eq(extraCharges.id, tip.body.charge.id));
    expect(row).toMatchObject({ status: 'failed', failureReason: expect.stringMatching(/declined/) });
    // Still due (the link or the booking page pays it); the tip card opens again.
    const view = await call<CustomerExtras>('GET', `${base}/extras`, customer.cookie);
    expect(view.body.due.map((c) => [c.id, c.status])).toEqual([[tip.body.charge.id, 'failed']]);
    expect(view.body.tip.allowed).toBe(true);
    // A later good card still pays it.
    const again = await call<ChangePayment>('POST', `${chargeUrl}/payment`, customer.cookie);
    expect(again.status, again.raw).toBe(200);
  });
});

describe('closing out a no-show (decision 29)', () => {
  it('defect: a no-show could not be closed out; now its approved tolls are charged like a completed ride’s', async () => {
    const { booking, driver, move } = await rideOnLocation({ card: '4242' });
    now = new Date(now.getTime() + 16 * MINUTE);
    const noShow = await move('no_show');
    expect(noShow.status, noShow.raw).toBe(200);

    // The toll paid on the way to the pickup.
    const toll = await call<TripExtra>('POST', `/api/driver/trips/${booking.id}/extras`, driver.cookie, {
      kind: 'toll',
      amount: 6.94,
    });
    expect(toll.status, toll.raw).toBe(201);
    await approveAll(booking.id);
    const view = await call<AdminExtras>('GET', extrasUrl(booking.id), admin.cookie);
    expect(view.body).toMatchObject({ toCharge: 6.94, canCloseOut: true });
    const closed = await call<ExtraChargeResult>(
      'POST',
      `/api/admin/bookings/${booking.id}/close-out`,
      admin.cookie,
    );
    expect(closed.status, closed.raw).toBe(200);
    expect(closed.body.charge).toMatchObject({ kind: 'closeout', amount: 6.94, status: 'paid' });
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type {
  ChangeBookingRequest,
  ChangeBookingResponse,
  ChangeForm,
  ChangeQuoteResponse,
} from '../../src/shared/contracts/booking-changes.ts';
import type { CancelBookingResponse, Receipt } from '../../src/shared/contracts/bookings.ts';
import type { DriverTrip } from '../../src/shared/contracts/driver-trips.ts';
import { adminAuditLog } from '../../src/server/db/schema/audit.ts';
import { bookingChanges, bookingRefunds, bookings } from '../../src/server/db/schema/bookings.ts';
import { guestCookie, signInAs } from '../support/accounts.ts';
import { call, cityRide, createBooking, payAndConfirm, warmQuotes } from '../support/checkout-flow.ts';
import { outboxFor } from '../support/outbox.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { signInDriver } from '../support/trips.ts';

/**
 * Changing a booking (issue 34, PRODUCT decision 26, decision 040): the owner only, paid and open bookings only,
 * until 24 hours before pickup; priced again on the server; a higher price applied once its difference is paid
 * (once, whatever races; a declined card leaves the booking as it was), a lower one at once with the difference
 * refunded (never above what the booking holds); history, audit and emails.
 */
const HOUR = 3_600_000;
let pinnedAt: Date | null = null;
const clock = () => pinnedAt ?? new Date();
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

async function row(id: string) {
  const [r] = await t.database.db.select().from(bookings).where(eq(bookings.id, id));
  if (!r) throw new Error(`booking ${id} not found`);
  return r;
}
const changeRows = (id: string) =>
  t.database.db.select().from(bookingChanges).where(eq(bookingChanges.bookingId, id));
const refundRows = (id: string) =>
  t.database.db.select().from(bookingRefunds).where(eq(bookingRefunds.bookingId, id));

/** A passenger's paid booking (sedan, 2 passengers, 1 bag) `hoursAhead` from the pinned clock. */
async function paidBooking(hoursAhead = 72, vehicleId = 'sedan-cadillac', pin = true) {
  pinnedAt = pin ? T0 : null;
  const passenger = await signInAs(t.app, t.database, 'passenger');
  const pickupDateTime = new Date(clock().getTime() + hoursAhead * HOUR).toISOString();
  const created = await createBooking(t.app, passenger.cookie, cityRide({ pickupDateTime, vehicleId }));
  expect(created.status, created.raw).toBe(201);
  await payAndConfirm(t.app, passenger.cookie, created.body.id);
  return { ...passenger, booking: created.body, pickupAt: new Date(pickupDateTime) };
}

/** The booking as it is, with `over` changed. */
function proposal(
  b: { pickupAt: Date; vehicleId?: string },
  over: Partial<ChangeBookingRequest> = {},
): ChangeBookingRequest {
  return {
    pickupDateTime: b.pickupAt.toISOString(),
    vehicleId: b.vehicleId ?? 'sedan-cadillac',
    passengers: 2,
    bags: 1,
    extras: { meetAndGreet: false, childSeat: false },
    ...over,
  };
}

const quote = (id: string, cookie: string | null, body: ChangeBookingRequest) =>
  call<ChangeQuoteResponse>(t.app, 'POST', `/api/bookings/${id}/change-quote`, cookie, body);
const change = (id: string, cookie: string | null, body: ChangeBookingRequest) =>
  call<ChangeBookingResponse>(t.app, 'POST', `/api/bookings/${id}/changes`, cookie, body);

async function payDifference(res: ChangeBookingResponse, card = '4242424242424242') {
  const payment = res.payment;
  if (!payment) throw new Error('no payment');
  return call(t.app, 'POST', `/api/test-payments/${payment.paymentIntentId}/confirm`, null, {
    clientSecret: payment.clientSecret,
    cardNumber: card,
    expiry: '12/34',
    cvc: '123',
    postalCode: '10036',
  });
}
const confirm = (id: string, cookie: string | null, res: ChangeBookingResponse) =>
  call<ChangeBookingResponse>(t.app, 'POST', `/api/bookings/${id}/changes/${res.changeId}/confirm`, cookie, {
    paymentIntentId: res.payment?.paymentIntentId ?? 'pi_none',
  });

describe('a change up: the difference charged', () => {
  it('prices on the server, applies only once the difference is paid, and tells everyone', async () => {
    const { cookie, user, booking, pickupAt } = await paidBooking();
    const later = new Date(pickupAt.getTime() + 2 * HOUR);
    const body = proposal({ pickupAt }, { pickupDateTime: later.toISOString(), vehicleId: 'suv-escalade' });
    const q = await quote(booking.id, cookie, body);
    expect(q.status, q.raw).toBe(200);
    expect(q.body.oldTotal).toBe(booking.total);
    expect(q.body.newTotal).toBe(q.body.vehicles.find((v) => v.vehicleId === 'suv-escalade')?.total);
    expect(q.body.difference).toBeCloseTo(q.body.newTotal - booking.total, 2);
    expect(q.body.difference).toBeGreaterThan(0);

    const res = await change(booking.id, cookie, body);
    expect(res.status, res.raw).toBe(200);
    expect(res.body.status).toBe('payment_required');
    // The payment is of the difference the server computed, never an amount from the browser.
    expect(res.body.payment?.amount).toBe(q.body.difference);
    // Not applied before the payment succeeds.
    expect((await row(booking.id)).vehicleId).toBe('sedan-cadillac');

    // Confirming before paying is refused, and the booking is unchanged.
    const early = await confirm(booking.id, cookie, res.body);
    expect(early.status).toBeGreaterThanOrEqual(400);
    expect((await row(booking.id)).vehicleId).toBe('sedan-cadillac');

    expect((await payDifference(res.body)).status).toBe(200);
    const done = await confirm(booking.id, cookie, res.body);
    expect(done.status, done.raw).toBe(200);
    expect(done.body.status).toBe('applied');
    // A second confirm (a retry, the webhook) answers the same and applies nothing twice.
    expect((await confirm(booking.id, cookie, res.body)).status).toBe(200);

    const stored = await row(booking.id);
    expect(stored.vehicleId).toBe('suv-escalade');
    expect(stored.pickupAt.toISOString()).toBe(later.toISOString());
    expect(stored.totalCents).toBe(Math.round(q.body.newTotal * 100));
    expect(stored.refundedCents).toBe(0);
    const history = await changeRows(booking.id);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      status: 'applied',
      actorRole: 'customer',
      actorUserId: user.id,
      differenceCents: Math.round(q.body.difference * 100),
      paymentIntentId: res.body.payment?.paymentIntentId,
    });
    expect(history[0]?.before.vehicleId).toBe('sedan-cadillac');
    expect(history[0]?.after.vehicleId).toBe('suv-escalade');
    const audit = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.entityId, booking.id));
    expect(audit.filter((a) => a.action === 'booking.change')).toHaveLength(1);

    const mail = (await outboxFor(t.database, user.email)).filter((m) => m.kind === 'booking-changed');
    expect(mail).toHaveLength(1);
    expect(mail[0]?.text).toContain(`We charged the difference of $${q.body.difference.toFixed(2)}`);
    expect(mail[0]?.text).toContain('Cadillac XTS Sedan →');
    // The receipt lists the difference charged as its own line.
    const receipt = await call<Receipt>(t.app, 'GET', `/api/user/bookings/${booking.id}/receipt`, cookie);
    expect(receipt.body.total).toBe(q.body.newTotal);
    expect(receipt.body.changes).toEqual([
      expect.objectContaining({ difference: q.body.difference, refund: 0 }),
    ]);
    const dispatch = await outboxFor(t.database, 'dispatch@empirechauffeur.nyc');
    expect(
      dispatch.filter((m) => m.kind === 'booking-changed-dispatch' && m.bookingId === booking.id),
    ).toHaveLength(1);
  });

  it('a declined card leaves the booking unchanged; two changes at once: one wins, one payment', async () => {
    const { cookie, booking, pickupAt } = await paidBooking();
    const body = proposal({ pickupAt }, { vehicleId: 'suv-escalade' });
    const res = await change(booking.id, cookie, body);
    expect(res.body.status).toBe('payment_required');
    const declined = await payDifference(res.body, '4000000000000002');
    expect(declined.status).toBe(402);
    expect((await confirm(booking.id, cookie, res.body)).status).toBe(402);
    const stored = await row(booking.id);
    expect(stored.vehicleId).toBe('sedan-cadillac');
    expect(stored.totalCents).toBe(Math.round(booking.total * 100));

    // Two proposals at once: one waits for payment; the other is refused while the first is being created or
    // replaces the unpaid one: never two open changes, never two payments applied.
    const both = await Promise.all([
      change(booking.id, cookie, body),
      change(booking.id, cookie, proposal({ pickupAt }, { vehicleId: 'suv-suburban' })),
    ]);
    const open = (await changeRows(booking.id)).filter((c) => c.status === 'awaiting_payment');
    expect(open).toHaveLength(1);
    const winners = both.filter((r) => r.status === 200);
    expect(winners.length).toBeGreaterThanOrEqual(1);
    for (const r of both.filter((x) => x.status !== 200))
      expect(r.body.code).toBe('booking.changeInProgress');
    const live = winners.find((w) => w.body.changeId === open[0]?.id);
    expect(live).toBeDefined();
    await payDifference(live!.body);
    expect((await confirm(booking.id, cookie, live!.body)).status).toBe(200);
    // A voided change's payment never applies.
    for (const w of winners.filter((x) => x !== live)) {
      expect((await confirm(booking.id, cookie, w.body)).status).toBeGreaterThanOrEqual(400);
    }
    expect((await changeRows(booking.id)).filter((c) => c.status === 'applied')).toHaveLength(1);
  });
});

describe('a change down: the difference refunded', () => {
  it('applies at once, refunds the difference as its own line, and later refunds still reach the new total', async () => {
    const { cookie, user, booking, pickupAt } = await paidBooking(72, 'suv-escalade');
    const body = proposal({ pickupAt }, { vehicleId: 'sedan-cadillac' });
    const q = await quote(booking.id, cookie, body);
    expect(q.body.difference).toBeLessThan(0);
    expect(q.body.refund).toBeCloseTo(-q.body.difference, 2);
    const res = await change(booking.id, cookie, body);
    expect(res.status, res.raw).toBe(200);
    expect(res.body).toMatchObject({ status: 'applied', payment: null, refund: -q.body.difference });
    const stored = await row(booking.id);
    expect(stored.vehicleId).toBe('sedan-cadillac');
    expect(stored.totalCents).toBe(Math.round(q.body.newTotal * 100));
    // Not a refund of the (new) price: the booking's refunds stay at 0 and the cancellation gives the new total.
    expect(stored.refundedCents).toBe(0);
    const refunds = await refundRows(booking.id);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({
      amountCents: Math.round(-q.body.difference * 100),
      status: 'succeeded',
    });
    expect(refunds[0]?.changeId).toBe(res.body.changeId);
    const receipt = await call<Receipt>(t.app, 'GET', `/api/user/bookings/${booking.id}/receipt`, cookie);
    expect(receipt.body.changes).toEqual([
      expect.objectContaining({ difference: q.body.difference, refund: -q.body.difference }),
    ]);
    // Not a refund of the booking's price: not among its refunds.
    expect(receipt.body.refunds).toEqual([]);
    const mail = (await outboxFor(t.database, user.email)).filter((m) => m.kind === 'booking-changed');
    expect(mail[0]?.text).toContain(`We are refunding the difference of $${(-q.body.difference).toFixed(2)}`);

    // The full cancellation refund is the new total: total paid back = what was paid, never above it.
    const cancelled = await call<CancelBookingResponse>(
      t.app,
      'POST',
      `/api/user/bookings/${booking.id}/cancel`,
      cookie,
      {},
    );
    expect(cancelled.status, cancelled.raw).toBe(200);
    expect(cancelled.body.refundAmount).toBe(q.body.newTotal);
    const all = (await refundRows(booking.id)).reduce((s, r) => s + r.amountCents, 0);
    expect(all).toBe(Math.round(booking.total * 100));
  });

  it('two lower-priced changes at once: one applies, one refund', async () => {
    const { cookie, booking, pickupAt } = await paidBooking(72, 'suv-escalade');
    const [a, b] = await Promise.all([
      change(booking.id, cookie, proposal({ pickupAt }, { vehicleId: 'sedan-cadillac' })),
      change(booking.id, cookie, proposal({ pickupAt }, { vehicleId: 'sedan-continental' })),
    ]);
    // Either the second was priced on the state the first changed (409), or it ran after the first and was
    // priced on the changed booking: never two changes applied on the same old state.
    for (const r of [a, b].filter((x) => x.status !== 200))
      expect(r.body.code).toBe('booking.changeConflict');
    const applied = (await changeRows(booking.id))
      .filter((c) => c.status === 'applied')
      .sort((x, y) => x.createdAt.getTime() - y.createdAt.getTime());
    expect(applied).toHaveLength([a, b].filter((x) => x.body.status === 'applied').length);
    for (let i = 1; i < applied.length; i += 1) {
      expect(applied[i]?.oldTotalCents).toBe(applied[i - 1]?.newTotalCents);
    }
    const final = await row(booking.id);
    const refunded = (await refundRows(booking.id)).reduce((s, r) => s + r.amountCents, 0);
    expect(refunded).toBe(Math.round(booking.total * 100) - final.totalCents);
  });

  it('never refunds more than the booking holds (after an admin refund)', async () => {
    const { cookie, booking, pickupAt } = await paidBooking(72, 'suv-escalade');
    const paid = Math.round(booking.total * 100);
    // An admin's goodwill refund of all but $3.
    const admin = await signInAs(t.app, t.database, 'admin');
    const given = await call(t.app, 'POST', `/api/admin/bookings/${booking.id}/refund`, admin.cookie, {
      amount: (paid - 300) / 100,
      reason: 'Goodwill',
    });
    expect(given.status, given.raw).toBe(200);
    const res = await change(booking.id, cookie, proposal({ pickupAt }, { vehicleId: 'sedan-cadillac' }));
    expect(res.status, res.raw).toBe(200);
    expect(res.body.refund).toBe(3);
    const total = (await refundRows(booking.id)).reduce((s, r) => s + r.amountCents, 0);
    expect(total).toBe(paid);
  });
});

describe('who may change, and when', () => {
  it("another customer's booking is not found; signed out is not found", async () => {
    const { booking, pickupAt } = await paidBooking();
    const other = await signInAs(t.app, t.database, 'passenger');
    const body = proposal({ pickupAt }, { vehicleId: 'suv-escalade' });
    for (const cookie of [other.cookie, null, await guestCookie(t.app)]) {
      expect((await quote(booking.id, cookie, body)).status).toBe(404);
      expect((await change(booking.id, cookie, body)).status).toBe(404);
      expect((await call(t.app, 'GET', `/api/bookings/${booking.id}/change`, cookie)).status).toBe(404);
    }
    expect((await row(booking.id)).vehicleId).toBe('sedan-cadillac');
  });

  it('a guest changes their booking through their guest session', async () => {
    pinnedAt = T0;
    const session = await guestCookie(t.app);
    const guestInfo = {
      email: `change-guest-${Date.now()}@example.com`,
      firstName: 'Gia',
      lastName: 'Rossi',
      phone: '(212) 555-0177',
    };
    const pickupAt = new Date(T0.getTime() + 72 * HOUR);
    const created = await createBooking(
      t.app,
      session,
      cityRide({ guestInfo, pickupDateTime: pickupAt.toISOString(), vehicleId: 'suv-escalade' }),
    );
    await payAndConfirm(t.app, session, created.body.id);
    const res = await change(
      created.body.id,
      session,
      proposal({ pickupAt, vehicleId: 'suv-escalade' }, { vehicleId: 'sedan-cadillac' }),
    );
    expect(res.status, res.raw).toBe(200);
    expect(res.body.status).toBe('applied');
    expect((await row(created.body.id)).vehicleId).toBe('sedan-cadillac');
    const [mail] = (await outboxFor(t.database, guestInfo.email)).filter((m) => m.kind === 'booking-changed');
    expect(mail?.text).toContain('Escalade');
  });

  it('inside 24 hours: refused with dispatch’s phone; the page says why', async () => {
    const { cookie, booking, pickupAt } = await paidBooking(30);
    pinnedAt = new Date(pickupAt.getTime() - 23 * HOUR);
    const res = await change(booking.id, cookie, proposal({ pickupAt }, { vehicleId: 'suv-escalade' }));
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('booking.changeTooLate');
    expect(res.body.message).toBe(
      'Changes within 24 hours of pickup go through dispatch: call (212) 555-0147.',
    );
    const form = await call<ChangeForm>(t.app, 'GET', `/api/bookings/${booking.id}/change`, cookie);
    expect(form.body.refusal).toBe('booking.changeTooLate');
  });

  it('a pending (unpaid), a cancelled and a started booking cannot be changed', async () => {
    pinnedAt = T0;
    const passenger = await signInAs(t.app, t.database, 'passenger');
    const pickupAt = new Date(T0.getTime() + 72 * HOUR);
    const pending = await createBooking(
      t.app,
      passenger.cookie,
      cityRide({ pickupDateTime: pickupAt.toISOString() }),
    );
    const body = proposal({ pickupAt }, { vehicleId: 'suv-escalade' });
    const unpaid = await change(pending.body.id, passenger.cookie, body);
    expect(unpaid.status).toBe(409);
    expect(unpaid.body.code).toBe('booking.changeUnpaid');

    const { cookie, booking } = await paidBooking();
    await call(t.app, 'POST', `/api/user/bookings/${booking.id}/cancel`, cookie, {});
    const cancelled = await change(booking.id, cookie, body);
    expect(cancelled.body.code).toBe('booking.cannotChange');

    const started = await paidBooking();
    await t.database.db
      .update(bookings)
      .set({ status: 'in_progress' })
      .where(eq(bookings.id, started.booking.id));
    expect((await change(started.booking.id, started.cookie, body)).body.code).toBe('booking.cannotChange');
    await t.database.db
      .update(bookings)
      .set({ status: 'completed' })
      .where(eq(bookings.id, started.booking.id));
    expect((await change(started.booking.id, started.cookie, body)).body.code).toBe('booking.cannotChange');
  });

  it('a party too large for the new vehicle, a time outside the booking window, nothing changed', async () => {
    const { cookie, booking, pickupAt } = await paidBooking();
    const big = await change(booking.id, cookie, proposal({ pickupAt }, { passengers: 5 }));
    expect(big.status).toBe(400);
    expect(big.body.code).toBe('booking.partyTooLarge');
    const soon = await change(
      booking.id,
      cookie,
      proposal({ pickupAt }, { pickupDateTime: new Date(T0.getTime() + HOUR).toISOString() }),
    );
    expect(soon.status).toBe(400);
    expect(soon.body.code).toBe('booking.leadHours');
    const far = await change(
      booking.id,
      cookie,
      proposal({ pickupAt }, { pickupDateTime: new Date(T0.getTime() + 400 * 24 * HOUR).toISOString() }),
    );
    expect(far.body.code).toBe('booking.tooFar');
    const same = await change(booking.id, cookie, proposal({ pickupAt }));
    expect(same.body.code).toBe('booking.changeNothing');
    // The browser cannot send an amount: unknown fields are not read (the price is the server's).
    const sneaky = await call<ChangeBookingResponse>(
      t.app,
      'POST',
      `/api/bookings/${booking.id}/changes`,
      cookie,
      {
        ...proposal({ pickupAt }, { vehicleId: 'suv-escalade' }),
        total: 1,
        difference: 0,
      },
    );
    expect(sneaky.body.status).toBe('payment_required');
    expect(sneaky.body.payment?.amount).toBeGreaterThan(1);
    expect((await row(booking.id)).vehicleId).toBe('sedan-cadillac');
  });

  it('an assigned chauffeur is told, in their language', async () => {
    // On the machine's clock: the driver's position is as fresh as the wall clock says.
    const { cookie, booking, pickupAt } = await paidBooking(72, 'sedan-cadillac', false);
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
    const later = new Date(pickupAt.getTime() + HOUR);
    const res = await change(
      booking.id,
      cookie,
      proposal(
        { pickupAt },
        {
          pickupDateTime: later.toISOString(),
          extras: { meetAndGreet: false, childSeat: false },
          passengers: 1,
        },
      ),
    );
    expect(res.status, res.raw).toBe(200);
    const told = (await outboxFor(t.database, driver.user.email)).filter((m) => m.kind === 'trip-changed');
    expect(told).toHaveLength(1);
    expect(told[0]?.text).toContain(`The customer changed booking ${booking.number}`);
  });
});

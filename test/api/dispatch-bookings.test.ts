import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  BookingNote,
  DispatchBookingRequest,
  DispatchBookingResponse,
  OpenPayLinkResponse,
} from '../../src/shared/contracts/admin-reservations.ts';
import type {
  ChangeBookingRequest,
  ChangeBookingResponse,
} from '../../src/shared/contracts/booking-changes.ts';
import type { BookingView, ConfirmBookingResponse } from '../../src/shared/contracts/checkout.ts';
import { adminAuditLog } from '../../src/server/db/schema/audit.ts';
import { bookingChanges, bookingRefunds, bookings } from '../../src/server/db/schema/bookings.ts';
import { emailOutbox } from '../../src/server/db/schema/email.ts';
import { createAccount, nextIp, sessionCookie, signInAs } from '../support/accounts.ts';
import { call, cityRide, payWithTestCard, startDispatchApp } from '../support/checkout-flow.ts';
import { outboxFor, payLinkTokenFor } from '../support/outbox.ts';
import type { TestApp } from '../support/test-app.ts';

/**
 * Dispatch takes bookings by phone (issue 35, decision 045): the caller's booking made by the site's checkout
 * service, a price override with its reason, the payment link emailed to the customer that opens the site's own
 * checkout for that booking only, edits by dispatch through the customer change machinery, internal notes.
 */
let t: TestApp;
let admin: Awaited<ReturnType<typeof startDispatchApp>>['admin'];
beforeAll(async () => {
  ({ t, admin } = await startDispatchApp());
});
afterAll(() => t.close());

let n = 0;
function guestCaller(over: Partial<DispatchBookingRequest> = {}): DispatchBookingRequest {
  n += 1;
  return {
    customer: {
      kind: 'guest',
      firstName: 'Rosa',
      lastName: `Caller${n}`,
      email: `caller${n}-${Math.random().toString(36).slice(2, 6)}@example.com`,
      phone: '(212) 555-0142',
      locale: 'es',
    },
    booking: cityRide({}, 72),
    ...over,
  };
}
const take = (body: unknown, cookie: string | null = admin.cookie) =>
  call<DispatchBookingResponse>(t.app, 'POST', '/api/admin/reservations', cookie, body as object);

const payLinkToken = (to: string) => payLinkTokenFor(t.database, to);

/** Opens a payment link in a fresh browser: the answer and the session cookie it set (if any). */
async function openLink(token: string, cookie: string | null = null) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/pay-links/open',
    payload: { token },
    headers: cookie ? { cookie } : {},
    remoteAddress: nextIp(),
  });
  const set = res.cookies.find((c) => c.name === 'sid');
  return {
    status: res.statusCode,
    body: res.json<OpenPayLinkResponse & { code?: string }>(),
    cookie: set ? sessionCookie(res) : cookie,
  };
}

async function row(id: string) {
  const [r] = await t.database.db.select().from(bookings).where(eq(bookings.id, id));
  if (!r) throw new Error('no booking');
  return r;
}

describe('a booking taken by phone', () => {
  it('is priced by the site quote, stamped with the dispatcher, and paid by the emailed link', async () => {
    const req = guestCaller();
    const res = await take(req);
    expect(res.status, res.raw).toBe(201);
    const b = res.body.booking;
    expect(b.status).toBe('pending');
    // The same price the site's quote gives for that ride and vehicle.
    const quote = await call<{ vehicles: { vehicleId: string; totalCents: number }[] }>(
      t.app,
      'POST',
      '/api/quotes',
      null,
      { ...req.booking, extras: undefined },
    );
    expect(quote.status, quote.raw).toBe(200);
    const sedan = quote.body.vehicles.find((v) => v.vehicleId === 'sedan-cadillac');
    expect(Math.round(b.total * 100)).toBe(sedan?.totalCents);
    const stored = await row(b.id);
    expect(stored.createdByUserId).toBe(admin.user.id);
    expect(stored.userId).toBeNull();
    expect(stored.language).toBe('es');
    expect(stored.customerEmail).toBe(req.customer.kind === 'guest' ? req.customer.email : '');
    expect(res.body.payLinkSentTo).toBe(stored.customerEmail);

    // The emailed link (Spanish, the caller's language) opens a session that may pay this booking only.
    const mail = (await outboxFor(t.database, stored.customerEmail)).find(
      (m) => m.kind === 'booking-pay-link',
    );
    expect(mail?.subject).toMatch(/pague para confirmarla/);
    const opened = await openLink(await payLinkToken(stored.customerEmail));
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ next: 'pay', bookingId: b.id, number: b.number });
    const cookie = opened.cookie as string;
    const checkout = await call<BookingView>(t.app, 'GET', `/api/bookings/${b.id}/checkout`, cookie);
    expect(checkout.status, checkout.raw).toBe(200);
    const intent = await payWithTestCard(t.app, cookie, b.id);
    expect(intent.amount).toBe(b.total);
    const done = await call<ConfirmBookingResponse>(t.app, 'POST', '/api/confirm-booking', cookie, {
      paymentIntentId: intent.paymentIntentId,
    });
    expect(done.status, done.raw).toBe(200);
    expect((await row(b.id)).status).toBe('confirmed');
    // The usual confirmation email reaches the customer.
    const after = await outboxFor(t.database, stored.customerEmail);
    expect(after.some((m) => m.kind === 'booking-confirmation')).toBe(true);

    // Paying twice charges once: a second intent for the paid booking is refused, the link says it is paid.
    const again = await call(t.app, 'POST', '/api/create-payment-intent', cookie, { bookingId: b.id });
    expect(again.status).toBe(409);
    expect((await openLink(await payLinkToken(stored.customerEmail))).body.next).toBe('paid');

    const audit = await t.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, b.id));
    expect(audit.some((a) => a.action === 'booking.dispatchCreate' && a.actorUserId === admin.user.id)).toBe(
      true,
    );
  });

  it('books for an existing customer account found by name, email or phone', async () => {
    const { user } = await createAccount(t.database, 'passenger');
    const found = await call<{ customers: { id: string }[] }>(
      t.app,
      'GET',
      `/api/admin/reservations/customers?q=${encodeURIComponent(user.email.slice(0, 8))}`,
      admin.cookie,
    );
    expect(found.status, found.raw).toBe(200);
    expect(found.body.customers.map((c) => c.id)).toContain(user.id);
    const res = await take({ ...guestCaller(), customer: { kind: 'account', userId: user.id } });
    expect(res.status, res.raw).toBe(201);
    const stored = await row(res.body.booking.id);
    expect(stored.userId).toBe(user.id);
    expect(stored.guestId).toBeNull();
    // The link of an account's booking asks to sign in as that account (no session is handed out).
    const opened = await openLink(await payLinkToken(user.email));
    expect(opened.body.next).toBe('signIn');
    expect(opened.cookie).toBeNull();
  });

  it('records an override as its own line: the lines add up and the reason is audited', async () => {
    const res = await take({ ...guestCaller(), override: { total: 150, reason: 'Regular client rate' } });
    expect(res.status, res.raw).toBe(201);
    const stored = await row(res.body.booking.id);
    expect(stored.totalCents).toBe(15_000);
    const adj = stored.priceLines.find((l) => l.code === 'dispatch_adjustment');
    expect(adj).toBeDefined();
    expect(stored.priceLines.reduce((s, l) => s + l.amountCents, 0)).toBe(stored.subtotalCents);
    expect(stored.subtotalCents + stored.taxCents).toBe(stored.totalCents);
    const audit = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.entityId, stored.id));
    expect(audit.find((a) => a.action === 'booking.dispatchCreate')?.summary).toMatch(/Regular client rate/);
  });

  it('refuses an override without a reason, negative or absurd', async () => {
    for (const override of [
      { total: 150 },
      { total: 150, reason: ' ' },
      { total: -20, reason: 'discount' },
      { total: 0, reason: 'free' },
      { total: 5_000_000, reason: 'typo' },
    ]) {
      const res = await take({ ...guestCaller(), override });
      expect(res.status, JSON.stringify(override)).toBe(400);
    }
    // Within the absolute bounds but more than five times the quote.
    const absurd = await take({ ...guestCaller(), override: { total: 19_000, reason: 'typo' } });
    expect(absurd.status).toBe(400);
    expect(absurd.body.code).toBe('dispatch.overrideOutOfRange');
  });

  it('runs the site rules: a party too large for the car and a pickup too soon are refused', async () => {
    const big = await take({ ...guestCaller(), booking: cityRide({ passengers: 9 }, 72) });
    expect(big.status).toBe(400);
    const soon = await take({ ...guestCaller(), booking: cityRide({}, 0.5) });
    expect(soon.status).toBe(400);
  });

  it('answers bad input with 4xx', async () => {
    expect((await take({})).status).toBe(400);
    expect((await take({ ...guestCaller(), customer: { kind: 'guest', email: 'x' } })).status).toBe(400);
    const unknown = await take({
      ...guestCaller(),
      customer: { kind: 'account', userId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('dispatch.customerNotFound');
    expect((await call(t.app, 'GET', '/api/admin/reservations/customers?q=a', admin.cookie)).status).toBe(
      400,
    );
    expect((await openLink('not-a-real-token-at-all')).status).toBe(404);
    expect((await call(t.app, 'POST', '/api/pay-links/open', null, {})).status).toBe(400);
  });
});

describe('attacks', () => {
  it('a customer or a chauffeur cannot take or edit bookings', async () => {
    for (const role of ['passenger', 'driver'] as const) {
      const { cookie } = await signInAs(t.app, t.database, role);
      expect((await take(guestCaller(), cookie)).status).toBe(403);
    }
    expect((await take(guestCaller(), null)).status).toBe(401);
  });

  it("booking A's link cannot pay booking B", async () => {
    const a = await take(guestCaller());
    const bReq = guestCaller();
    const b = await take(bReq);
    const opened = await openLink(await payLinkToken(a.body.payLinkSentTo as string));
    const cookie = opened.cookie as string;
    expect((await call(t.app, 'GET', `/api/bookings/${b.body.booking.id}/checkout`, cookie)).status).toBe(
      404,
    );
    const intent = await call(t.app, 'POST', '/api/create-payment-intent', cookie, {
      bookingId: b.body.booking.id,
    });
    expect(intent.status).toBe(404);
  });
});

describe('dispatch edits a booking before the trip', () => {
  async function paidByLink() {
    const res = await take(guestCaller());
    const b = res.body.booking;
    const opened = await openLink(await payLinkToken(res.body.payLinkSentTo as string));
    const intent = await payWithTestCard(t.app, opened.cookie as string, b.id);
    await call(t.app, 'POST', '/api/confirm-booking', opened.cookie, {
      paymentIntentId: intent.paymentIntentId,
    });
    return { b, cookie: opened.cookie as string };
  }
  const proposal = (b: BookingView, over: Partial<ChangeBookingRequest> = {}): ChangeBookingRequest => ({
    pickupDateTime: b.pickupDateTime,
    vehicleId: 'sedan-cadillac',
    passengers: 2,
    bags: 1,
    extras: { meetAndGreet: false, childSeat: false },
    ...over,
  });
  const edit = (id: string, body: ChangeBookingRequest, cookie = admin.cookie) =>
    call<ChangeBookingResponse>(t.app, 'POST', `/api/admin/bookings/${id}/changes`, cookie, body);

  it('re-prices up: the difference is a payment, applied once paid, as dispatch', async () => {
    const { b } = await paidByLink();
    const res = await edit(b.id, proposal(b, { vehicleId: 'suv-escalade' }));
    expect(res.status, res.raw).toBe(200);
    expect(res.body.status).toBe('payment_required');
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
    const url = `/api/admin/bookings/${b.id}/changes/${res.body.changeId}/confirm`;
    const done = await call<ChangeBookingResponse>(t.app, 'POST', url, admin.cookie, {
      paymentIntentId: p.paymentIntentId,
    });
    expect(done.status, done.raw).toBe(200);
    const stored = await row(b.id);
    expect(stored.vehicleId).toBe('suv-escalade');
    const [change] = await t.database.db
      .select()
      .from(bookingChanges)
      .where(eq(bookingChanges.bookingId, b.id));
    expect(change?.actorRole).toBe('admin');
    expect(change?.actorUserId).toBe(admin.user.id);
  });

  it('re-prices down: the difference is refunded at once', async () => {
    // Booked with meet & greet; dispatch removes it.
    const withSeat = await take({
      ...guestCaller(),
      booking: cityRide({ extras: { meetAndGreet: true, childSeat: false, extraStop: false } }, 72),
    });
    expect(withSeat.status, withSeat.raw).toBe(201);
    const opened = await openLink(await payLinkToken(withSeat.body.payLinkSentTo as string));
    const intent = await payWithTestCard(t.app, opened.cookie as string, withSeat.body.booking.id);
    await call(t.app, 'POST', '/api/confirm-booking', opened.cookie, {
      paymentIntentId: intent.paymentIntentId,
    });
    const down = await edit(withSeat.body.booking.id, proposal(withSeat.body.booking));
    expect(down.status, down.raw).toBe(200);
    expect(down.body.status).toBe('applied');
    expect(down.body.refund).toBeGreaterThan(0);
    const refunds = await t.database.db
      .select()
      .from(bookingRefunds)
      .where(eq(bookingRefunds.bookingId, withSeat.body.booking.id));
    expect(refunds.map((r) => r.amountCents)).toEqual([Math.round(down.body.refund * 100)]);
    // History and the notices: the customer's "booking changed" and dispatch's own, naming dispatch.
    const mails = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.bookingId, withSeat.body.booking.id));
    expect(mails.some((m) => m.kind === 'booking-changed')).toBe(true);
    expect(mails.find((m) => m.kind === 'booking-changed-dispatch')?.subject).toMatch(/changed by dispatch/);
  });

  it('has no 24-hour limit for dispatch, while the customer is refused', async () => {
    const res = await take({ ...guestCaller(), booking: cityRide({}, 5) });
    expect(res.status, res.raw).toBe(201);
    const b = res.body.booking;
    const opened = await openLink(await payLinkToken(res.body.payLinkSentTo as string));
    const intent = await payWithTestCard(t.app, opened.cookie as string, b.id);
    await call(t.app, 'POST', '/api/confirm-booking', opened.cookie, {
      paymentIntentId: intent.paymentIntentId,
    });
    const body = proposal(b, { passengers: 3 });
    const customer = await call(t.app, 'POST', `/api/bookings/${b.id}/changes`, opened.cookie, body);
    expect(customer.status).toBe(409);
    expect(customer.body.code).toBe('booking.changeTooLate');
    const byDispatch = await edit(b.id, body);
    expect(byDispatch.status, byDispatch.raw).toBe(200);
    expect((await row(b.id)).passengers).toBe(3);
  });

  it('a customer cannot use the dispatch edit route', async () => {
    const { b, cookie } = await paidByLink();
    expect((await edit(b.id, proposal(b, { passengers: 3 }), cookie)).status).toBe(403);
  });
});

describe('internal notes', () => {
  it('are kept with author and time, and never reach the customer', async () => {
    const res = await take(guestCaller());
    const b = res.body.booking;
    const secret = 'Caller is a VIP: do not mention the discount';
    const added = await call<BookingNote>(t.app, 'POST', `/api/admin/bookings/${b.id}/notes`, admin.cookie, {
      body: secret,
    });
    expect(added.status, added.raw).toBe(201);
    expect(added.body.authorName).toBe('Test admin');
    const list = await call<{ notes: BookingNote[] }>(
      t.app,
      'GET',
      `/api/admin/bookings/${b.id}/notes`,
      admin.cookie,
    );
    expect(list.body.notes.map((x) => x.body)).toEqual([secret]);

    // The customer pays and reads everything the site gives them: the note is nowhere.
    const opened = await openLink(await payLinkToken(res.body.payLinkSentTo as string));
    const cookie = opened.cookie as string;
    const intent = await payWithTestCard(t.app, cookie, b.id);
    const done = await call<ConfirmBookingResponse>(t.app, 'POST', '/api/confirm-booking', cookie, {
      paymentIntentId: intent.paymentIntentId,
    });
    const token = done.body.accessToken ?? '';
    const reads = [
      `/api/bookings/${b.id}/checkout`,
      `/api/bookings/${b.number}/confirmation?token=${token}`,
      `/api/user/bookings/${b.id}/receipt`,
    ];
    for (const url of reads) {
      const r = await call(t.app, 'GET', url, cookie);
      expect(r.status, `${url} ${r.raw}`).toBe(200);
      expect(r.raw, url).not.toContain('VIP');
    }
    const mails = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.bookingId, b.id));
    expect(mails.length).toBeGreaterThan(0);
    for (const m of mails) {
      expect(`${m.subject}${m.text}${m.html ?? ''}`).not.toContain('VIP');
    }
    // Not for customers or chauffeurs.
    const { cookie: driver } = await signInAs(t.app, t.database, 'driver');
    expect((await call(t.app, 'GET', `/api/admin/bookings/${b.id}/notes`, driver)).status).toBe(403);
    expect((await call(t.app, 'GET', `/api/admin/bookings/${b.id}/notes`, cookie)).status).toBe(403);
  });

  it('refuses an empty or too long note', async () => {
    const res = await take(guestCaller());
    const url = `/api/admin/bookings/${res.body.booking.id}/notes`;
    expect((await call(t.app, 'POST', url, admin.cookie, { body: '  ' })).status).toBe(400);
    expect((await call(t.app, 'POST', url, admin.cookie, { body: 'x'.repeat(2001) })).status).toBe(400);
  });
});

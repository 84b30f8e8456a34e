import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RefundResult } from '../../src/shared/contracts/admin-bookings.ts';
import type {
  ChangeBookingRequest,
  ChangeBookingResponse,
} from '../../src/shared/contracts/booking-changes.ts';
import type { CancelBookingResponse } from '../../src/shared/contracts/bookings.ts';
import { bookingChanges, bookingRefunds, bookings } from '../../src/server/db/schema/bookings.ts';
import { signInAs } from '../support/accounts.ts';
import { adminCall } from '../support/admin.ts';
import { pdfText } from '../support/pdf-text.ts';
import { call, cityRide, createBooking, payAndConfirm, warmQuotes } from '../support/checkout-flow.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Refunds across a booking's payments (PRODUCT decisions 23 and 26, decision 040): a booking changed up holds two
 * payments (the checkout's and the difference's own intent); a refund is split across them, the latest change's
 * payment first, each part never above what that payment still holds, one refund line per part, and the total
 * never above what was paid. The test processor refuses a refund above what its intent holds, as Stripe does.
 */
const HOUR = 3_600_000;
const T0 = new Date('2030-04-09T18:00:00Z');
let pinnedAt: Date | null = null;
const clock = () => pinnedAt ?? new Date();

let t: TestApp;
/** Signed in on the pinned clock (a session from the wall clock would have expired by then). */
let admin: Awaited<ReturnType<typeof signInAs>>;
beforeAll(async () => {
  t = await createTestApp({ clock, rateLimits: { checkout: { max: 10_000, timeWindow: 60_000 } } });
  await warmQuotes(t.app);
});
afterAll(() => t.close());
afterEach(() => {
  pinnedAt = null;
});

type Answer = RefundResult & { code?: string };
const adminRefund = (id: string, amount: number) =>
  adminCall<Answer>(t.app, 'POST', `/api/admin/bookings/${id}/refund`, admin.cookie, { amount });
const refundRows = (id: string) =>
  t.database.db.select().from(bookingRefunds).where(eq(bookingRefunds.bookingId, id));
async function row(id: string) {
  const [r] = await t.database.db.select().from(bookings).where(eq(bookings.id, id));
  if (!r) throw new Error(`booking ${id} not found`);
  return r;
}
const cents = (dollars: number) => Math.round(dollars * 100);
const sum = (rows: { amountCents: number }[]) => rows.reduce((s, r) => s + r.amountCents, 0);

/**
 * A passenger's paid sedan booking 72 hours ahead, changed up to an SUV and the difference paid: the booking,
 * its first payment's intent and cents, and the difference's intent and cents.
 */
async function changedUp() {
  pinnedAt = T0;
  admin = await signInAs(t.app, t.database, 'admin');
  const passenger = await signInAs(t.app, t.database, 'passenger');
  const { cookie } = passenger;
  const pickupAt = new Date(T0.getTime() + 72 * HOUR);
  const created = await createBooking(
    t.app,
    cookie,
    cityRide({ pickupDateTime: pickupAt.toISOString(), vehicleId: 'sedan-cadillac' }),
  );
  expect(created.status, created.raw).toBe(201);
  await payAndConfirm(t.app, cookie, created.body.id);
  const id = created.body.id;
  const body: ChangeBookingRequest = {
    pickupDateTime: pickupAt.toISOString(),
    vehicleId: 'suv-escalade',
    passengers: 2,
    bags: 1,
    extras: { meetAndGreet: false, childSeat: false },
  };
  const res = await call<ChangeBookingResponse>(t.app, 'POST', `/api/bookings/${id}/changes`, cookie, body);
  expect(res.status, res.raw).toBe(200);
  const payment = res.body.payment;
  if (!payment) throw new Error('no payment for a change up');
  const paid = await call(t.app, 'POST', `/api/test-payments/${payment.paymentIntentId}/confirm`, null, {
    clientSecret: payment.clientSecret,
    cardNumber: '4242424242424242',
    expiry: '12/34',
    cvc: '123',
    postalCode: '10036',
  });
  expect(paid.status, paid.raw).toBe(200);
  const done = await call<ChangeBookingResponse>(
    t.app,
    'POST',
    `/api/bookings/${id}/changes/${res.body.changeId}/confirm`,
    cookie,
    { paymentIntentId: payment.paymentIntentId },
  );
  expect(done.body.status, done.raw).toBe('applied');
  const b = await row(id);
  const [c] = await t.database.db.select().from(bookingChanges).where(eq(bookingChanges.bookingId, id));
  expect(c?.status).toBe('applied');
  const firstCents = cents(created.body.total);
  const changeCents = c?.differenceCents ?? 0;
  expect(changeCents).toBeGreaterThan(0);
  expect(b.totalCents).toBe(firstCents + changeCents);
  return {
    cookie,
    id,
    totalCents: b.totalCents,
    first: { intentId: b.paymentIntentId, cents: firstCents },
    change: { intentId: payment.paymentIntentId, cents: changeCents },
  };
}

/** The refunds (not failed) made on each intent: never above what it was paid. */
async function perIntent(id: string): Promise<Map<string | null, number>> {
  const by = new Map<string | null, number>();
  for (const r of await refundRows(id)) {
    if (r.status === 'failed') continue;
    by.set(r.paymentIntentId, (by.get(r.paymentIntentId) ?? 0) + r.amountCents);
  }
  return by;
}

describe('a refund above the first payment is split across the booking payments', () => {
  it('a booking changed up then cancelled more than 24 h ahead gets its full total back, in two refund lines', async () => {
    const b = await changedUp();
    const cancelled = await call<CancelBookingResponse>(
      t.app,
      'POST',
      `/api/user/bookings/${b.id}/cancel`,
      b.cookie,
      {},
    );
    expect(cancelled.status, cancelled.raw).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', refundPercent: 100 });
    expect(cents(cancelled.body.refundAmount)).toBe(b.totalCents);

    const rows = await refundRows(b.id);
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.status === 'succeeded' && r.providerRefundId)).toBe(true);
    // The latest change's payment first, then the checkout's.
    const byIntent = Object.fromEntries(rows.map((r) => [r.paymentIntentId, r.amountCents]));
    expect(byIntent).toEqual({ [b.change.intentId]: b.change.cents, [b.first.intentId!]: b.first.cents });
    expect((await row(b.id)).refundedCents).toBe(b.totalCents);

    // The receipt PDF: the change's difference charged, and each refund its own line.
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/user/bookings/${b.id}/receipt.pdf?lang=en`,
      headers: { cookie: b.cookie },
    });
    const text = pdfText(pdf.rawPayload).replace(/\s+/g, ' ');
    const usd = (c: number) => `$${(c / 100).toFixed(2)}`;
    expect(text).toContain(`difference charged ${usd(b.change.cents)}`);
    expect(text).toContain(`customer cancellation -${usd(b.change.cents)}`);
    expect(text).toContain(`customer cancellation -${usd(b.first.cents)}`);
    expect(text).toContain('Kept under the cancellation terms $0.00');
  });

  it("an admin's refund larger than the first payment succeeds across both payments", async () => {
    const b = await changedUp();
    const amountCents = b.first.cents + 100;
    const res = await adminRefund(b.id, amountCents / 100);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(cents(res.body.refund.amount)).toBe(amountCents);

    const rows = await refundRows(b.id);
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.status === 'succeeded')).toBe(true);
    const by = await perIntent(b.id);
    expect(by.get(b.change.intentId)).toBe(b.change.cents);
    expect(by.get(b.first.intentId)).toBe(amountCents - b.change.cents);
    expect((await row(b.id)).refundedCents).toBe(amountCents);
  });

  it('partial refunds after a change never exceed what was paid, nor any payment what it holds', async () => {
    const b = await changedUp();
    // Half the difference first: taken from the change's payment (the latest), the checkout's untouched.
    const half = Math.floor(b.change.cents / 2);
    expect((await adminRefund(b.id, half / 100)).status).toBe(200);
    expect(await perIntent(b.id)).toEqual(new Map([[b.change.intentId, half]]));
    // The rest plus a cent is refused; the rest exactly is given, over both payments.
    const left = b.totalCents - half;
    const over = await adminRefund(b.id, (left + 1) / 100);
    expect(over.status).toBe(409);
    expect(over.body.code).toBe('dispatch.refundExceedsRemaining');
    const rest = await adminRefund(b.id, left / 100);
    expect(rest.status, JSON.stringify(rest.body)).toBe(200);
    expect((await adminRefund(b.id, 0.01)).body.code).toBe('dispatch.alreadyRefunded');

    const by = await perIntent(b.id);
    expect(by.get(b.change.intentId)).toBe(b.change.cents);
    expect(by.get(b.first.intentId)).toBe(b.first.cents);
    expect(sum((await refundRows(b.id)).filter((r) => r.status !== 'failed'))).toBe(b.totalCents);
    expect((await row(b.id)).refundedCents).toBe(b.totalCents);

    // A cancellation now owes nothing more.
    const cancelled = await call<CancelBookingResponse>(
      t.app,
      'POST',
      `/api/user/bookings/${b.id}/cancel`,
      b.cookie,
      {},
    );
    expect(cancelled.status, cancelled.raw).toBe(200);
    expect(cancelled.body.refundAmount).toBe(0);
    expect(sum(await refundRows(b.id))).toBe(b.totalCents);
  });

  it('concurrent refunds cannot over-refund a changed booking', async () => {
    const b = await changedUp();
    const each = b.totalCents - 100;
    const answers = await Promise.all([adminRefund(b.id, each / 100), adminRefund(b.id, each / 100)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(sum((await refundRows(b.id)).filter((r) => r.status !== 'failed'))).toBe(each);
    // The cancellation afterwards gives only the rest.
    const cancelled = await call<CancelBookingResponse>(
      t.app,
      'POST',
      `/api/user/bookings/${b.id}/cancel`,
      b.cookie,
      {},
    );
    expect(cents(cancelled.body.refundAmount), cancelled.raw).toBe(100);
    const rows = (await refundRows(b.id)).filter((r) => r.status !== 'failed');
    expect(rows.every((r) => r.status === 'succeeded')).toBe(true);
    // Never above what was paid, overall and on each payment; the cancellation gave the rest.
    expect(sum(rows)).toBe(b.totalCents);
    const by = await perIntent(b.id);
    expect(by.get(b.change.intentId)).toBe(b.change.cents);
    expect(by.get(b.first.intentId)).toBe(b.first.cents);
    expect((await row(b.id)).refundedCents).toBe(b.totalCents);
  });

  it("a change down's refund is made on the latest change payment first", async () => {
    const b = await changedUp();
    const pickupAt = (await row(b.id)).pickupAt;
    const back = await call<ChangeBookingResponse>(t.app, 'POST', `/api/bookings/${b.id}/changes`, b.cookie, {
      pickupDateTime: pickupAt.toISOString(),
      vehicleId: 'sedan-cadillac',
      passengers: 2,
      bags: 1,
      extras: { meetAndGreet: false, childSeat: false },
    });
    expect(back.body.status, back.raw).toBe('applied');
    const downCents = cents(back.body.refund ?? 0);
    expect(downCents).toBeGreaterThan(0);
    expect(downCents).toBeLessThanOrEqual(b.change.cents);
    const [part, ...others] = await refundRows(b.id);
    expect(others).toEqual([]);
    expect(part).toMatchObject({
      paymentIntentId: b.change.intentId,
      amountCents: downCents,
      status: 'succeeded',
      changeId: back.body.changeId,
    });
    // Cancelled now: the rest of both payments, each within what it still holds.
    const cancelled = await call<CancelBookingResponse>(
      t.app,
      'POST',
      `/api/user/bookings/${b.id}/cancel`,
      b.cookie,
      {},
    );
    expect(cents(cancelled.body.refundAmount), cancelled.raw).toBe(b.totalCents - downCents);
    const by = await perIntent(b.id);
    expect(by.get(b.change.intentId)).toBe(b.change.cents);
    expect(by.get(b.first.intentId)).toBe(b.first.cents);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminBookingDetail, RefundResult } from '../../src/shared/contracts/admin-bookings.ts';
import type { Receipt } from '../../src/shared/contracts/bookings.ts';
import { adminAuditLog } from '../../src/server/db/schema/audit.ts';
import { bookingRefunds, bookings } from '../../src/server/db/schema/bookings.ts';
import { emailOutbox } from '../../src/server/db/schema/email.ts';
import { testPaymentIntents } from '../../src/server/db/schema/payments.ts';
import { signInAs } from '../support/accounts.ts';
import { adminCall, insertAdminBooking } from '../support/admin.ts';
import { pdfText } from '../support/pdf-text.ts';
import { jsonReply, useStubHttpServer } from '../support/stub-http-server.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Refunds of paid bookings (POST /api/admin/bookings/{id}/refund) on a real database: through the test
 * processor and through Stripe (a local stub of its API), never more than was paid, never twice (concurrent
 * refunds included: run this file on PostgreSQL too), a refused refund can be retried, and the customer's
 * receipt and email show it.
 */
let t: TestApp;
let admin: Awaited<ReturnType<typeof signInAs>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAs(t.app, t.database, 'admin');
});
afterAll(() => t.close());

type Answer = RefundResult & { code?: string; message?: string; params?: Record<string, string> };
const refund = (id: string, body: object, app = t, cookie = admin.cookie) =>
  adminCall<Answer>(app.app, 'POST', `/api/admin/bookings/${id}/refund`, cookie, body);
const refundRows = (bookingId: string, app = t) =>
  app.database.db.select().from(bookingRefunds).where(eq(bookingRefunds.bookingId, bookingId));
const bookingRow = async (id: string) =>
  (await t.database.db.select().from(bookings).where(eq(bookings.id, id)))[0];

describe('refunds through the test processor', () => {
  it('refunds part of a paid booking: stored, audited, on the receipt and emailed in the customer language', async () => {
    const passenger = await signInAs(t.app, t.database, 'passenger');
    const b = await insertAdminBooking(t.database, {
      userId: passenger.user.id,
      language: 'es',
      customerEmail: 'refund.es@example.com',
    });
    const res = await refund(b.id, { amount: 50.25, reason: 'Late pickup' });
    expect(res.status).toBe(200);
    expect(res.body.refund).toMatchObject({ amount: 50.25, status: 'succeeded', reason: 'Late pickup' });
    expect(res.body.refund.providerRefundId).toMatch(/^re_test_/);
    expect(res.body.booking).toMatchObject({ id: b.id, status: 'confirmed', refundedAmount: 50.25 });
    expect(await refundRows(b.id)).toEqual([
      expect.objectContaining({
        amountCents: 5025,
        status: 'succeeded',
        provider: 'test',
        createdBy: admin.user.id,
      }),
    ]);
    expect((await bookingRow(b.id))?.refundedCents).toBe(5025);

    const [audit] = await t.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, b.id));
    expect(audit).toMatchObject({
      action: 'booking.refund',
      actorUserId: admin.user.id,
      before: { refunded: 0 },
    });
    expect(audit?.after).toMatchObject({ refunded: 50.25, status: 'succeeded', reason: 'Late pickup' });

    const [email] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.bookingId, b.id));
    expect(email).toMatchObject({ kind: 'booking-refund', to: 'refund.es@example.com' });
    expect(email?.subject).toBe(`Su reembolso — ${b.number}`);
    expect(email?.text).toContain('Hemos reembolsado');
    expect(email?.text).toContain('Hemos reembolsado $50.25 a su Visa •••• 4242');

    const detail = await adminCall<AdminBookingDetail>(
      t.app,
      'GET',
      `/api/admin/bookings/${b.id}`,
      admin.cookie,
    );
    expect(detail.body.refund).toMatchObject({
      amount: 50.25,
      status: 'succeeded',
      reason: 'Late pickup',
      by: 'Test admin',
    });

    const receipt = await adminCall<Receipt>(
      t.app,
      'GET',
      `/api/user/bookings/${b.id}/receipt`,
      passenger.cookie,
    );
    expect(receipt.body).toMatchObject({ total: 130.65, refunded: 50.25 });
    // The download follows the booking's language (Spanish here), or the page's when it asks.
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/user/bookings/${b.id}/receipt.pdf`,
      headers: { cookie: passenger.cookie },
    });
    expect(pdf.statusCode, pdf.body.slice(0, 300)).toBe(200);
    expect(pdfText(pdf.rawPayload)).toMatch(
      /Reembolso .+ · por Test admin\s*-\$50\.25\s*Neto pagado\s*\$80\.40/,
    );
    const pdfEn = await t.app.inject({
      method: 'GET',
      url: `/api/user/bookings/${b.id}/receipt.pdf?lang=en`,
      headers: { cookie: passenger.cookie },
    });
    expect(pdfText(pdfEn.rawPayload)).toMatch(
      /\$130\.65\s*Refund .+ · by Test admin\s*-\$50\.25\s*Net paid\s*\$80\.40/,
    );

    // Refunds add up (decision 23): a second part is added, the audit says what was refunded before.
    const again = await refund(b.id, { amount: 1 });
    expect(again.status).toBe(200);
    expect((await bookingRow(b.id))?.refundedCents).toBe(5125);
    const audits = await t.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, b.id));
    expect(audits.map((a) => [a.before, a.after])).toContainEqual([
      { refunded: 50.25 },
      expect.objectContaining({ amount: 1, refunded: 51.25 }),
    ]);
  });

  it('refuses an unpaid booking, more than was paid and malformed amounts', async () => {
    const unpaid = await insertAdminBooking(t.database, { status: 'pending' });
    expect((await refund(unpaid.id, { amount: 10 })).body).toMatchObject({ code: 'dispatch.refundNotPaid' });
    const b = await insertAdminBooking(t.database);
    const tooMuch = await refund(b.id, { amount: 130.66 });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body).toMatchObject({
      code: 'dispatch.refundTooLarge',
      params: { paid: '130.65' },
      message: 'A refund cannot be more than the $130.65 paid',
    });
    for (const amount of [0, -5, 10.005, 1e-9, 0.001, 0.009, 100_000.01, '10', null]) {
      const res = await refund(b.id, { amount });
      expect([res.status, res.body.code], String(amount)).toEqual([400, 'dispatch.refundAmountInvalid']);
    }
    expect((await refund('00000000-0000-4000-8000-000000000000', { amount: 1 })).status).toBe(404);
    expect(await refundRows(b.id)).toEqual([]);
    // The whole amount is fine.
    expect((await refund(b.id, { amount: 130.65 })).body.booking.refundedAmount).toBe(130.65);
  });

  it('refunds completed and cancelled paid bookings (cancel, then refund)', async () => {
    const done = await insertAdminBooking(t.database, { status: 'completed' });
    expect((await refund(done.id, { amount: 20 })).status).toBe(200);
    const b = await insertAdminBooking(t.database);
    const cancelled = await adminCall(t.app, 'PATCH', `/api/admin/bookings/${b.id}`, admin.cookie, {
      status: 'cancelled',
    });
    expect(cancelled.status).toBe(200);
    const res = await refund(b.id, { amount: 130.65 });
    expect(res.body.booking).toMatchObject({ status: 'cancelled', refundedAmount: 130.65 });
  });

  it('of concurrent refunds, those that fit in what was paid are made, the others refused', async () => {
    const b = await insertAdminBooking(t.database);
    const answers = await Promise.all([refund(b.id, { amount: 100 }), refund(b.id, { amount: 40 })]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)?.body.code).toBe('dispatch.refundExceedsRemaining');
    const rows = await refundRows(b.id);
    expect(rows).toHaveLength(1);
    expect((await bookingRow(b.id))?.refundedCents).toBe(rows[0]?.amountCents);

    const many = await insertAdminBooking(t.database);
    const five = await Promise.all([1, 2, 3, 4, 5].map((n) => refund(many.id, { amount: n })));
    expect(five.filter((a) => a.status === 200)).toHaveLength(5);
    expect((await bookingRow(many.id))?.refundedCents).toBe(1500);
  });

  it('refuses an amount under a cent ({"amount":1e-9}) with 400 and the field code, before any transaction', async () => {
    const b = await insertAdminBooking(t.database);
    const res = await refund(b.id, { amount: 1e-9 });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'dispatch.refundAmountInvalid',
      fieldErrors: { amount: { code: 'dispatch.refundAmountInvalid' } },
    });
    expect(await refundRows(b.id)).toEqual([]);
  });

  it('keeps a refused refund as failed and lets the admin try again', async () => {
    const b = await insertAdminBooking(t.database, { payment: { intentId: 'pi_test_unknown0001' } });
    const refused = await refund(b.id, { amount: 10 });
    expect(refused.status).toBe(502);
    expect(refused.body).toMatchObject({
      code: 'dispatch.refundFailed',
      message: "The payment processor refused the refund: No such payment intent: 'pi_test_unknown0001'",
    });
    expect(await refundRows(b.id)).toEqual([
      expect.objectContaining({ status: 'failed', amountCents: 1000 }),
    ]);
    expect((await bookingRow(b.id))?.refundedCents).toBe(0);
    const failedDetail = await adminCall<AdminBookingDetail>(
      t.app,
      'GET',
      `/api/admin/bookings/${b.id}`,
      admin.cookie,
    );
    expect(failedDetail.body.refund).toMatchObject({ status: 'failed', amount: 10 });

    // The payment turns out to exist after all: the retry goes through (the failed attempt stays, for nothing).
    await t.database.db.insert(testPaymentIntents).values({
      id: 'pi_test_unknown0001',
      clientSecret: 'pi_test_unknown0001_secret_x',
      bookingId: b.id,
      amountCents: b.totalCents,
      status: 'succeeded',
    });
    const retry = await refund(b.id, { amount: 12 });
    expect(retry.status).toBe(200);
    expect(await refundRows(b.id)).toEqual([
      expect.objectContaining({ status: 'failed', amountCents: 1000 }),
      expect.objectContaining({ status: 'succeeded', amountCents: 1200 }),
    ]);
    expect((await bookingRow(b.id))?.refundedCents).toBe(1200);
  });
});

describe('refunds through Stripe', () => {
  const stripe = useStubHttpServer();
  let s: TestApp;
  let stripeAdmin: Awaited<ReturnType<typeof signInAs>>;
  beforeAll(async () => {
    s = await createTestApp({
      env: { STRIPE_SECRET_KEY: 'sk_test_local', STRIPE_PUBLISHABLE_KEY: 'pk_test_local' },
      stripeApiBase: stripe.baseUrl,
    });
    stripeAdmin = await signInAs(s.app, s.database, 'admin');
  });
  afterAll(() => s.close());

  /** A booking paid with a Stripe PaymentIntent. */
  async function stripeBooking(intentId: string) {
    const b = await insertAdminBooking(s.database, { payment: 'none' });
    await s.database.db
      .update(bookings)
      .set({ paymentProvider: 'stripe', paymentIntentId: intentId })
      .where(eq(bookings.id, b.id));
    return b;
  }

  it('creates a Stripe refund of the amount for the payment intent, with an idempotency key', async () => {
    stripe.reply = (res) => {
      const form = new URLSearchParams(stripe.seen[stripe.seen.length - 1]?.body ?? '');
      jsonReply(200, {
        id: 're_3StubRefund001',
        object: 'refund',
        amount: Number(form.get('amount')),
        charge: 'ch_3StubCharge',
        created: 1_790_000_000,
        currency: 'usd',
        metadata: {},
        payment_intent: form.get('payment_intent'),
        reason: null,
        status: 'succeeded',
      })(res);
    };
    const b = await stripeBooking('pi_3StubPaid001');
    const res = await refund(b.id, { amount: 75.5 }, s, stripeAdmin.cookie);
    expect(res.status).toBe(200);
    expect(res.body.refund).toMatchObject({
      providerRefundId: 're_3StubRefund001',
      status: 'succeeded',
      amount: 75.5,
    });
    expect(stripe.seen).toHaveLength(1);
    const req = stripe.seen[0];
    expect([req?.method, req?.url]).toEqual(['POST', '/v1/refunds']);
    const form = new URLSearchParams(req?.body ?? '');
    expect(form.get('payment_intent')).toBe('pi_3StubPaid001');
    expect(form.get('amount')).toBe('7550');
    expect(form.get('metadata[bookingId]')).toBe(b.id);
    expect(req?.headers['idempotency-key']).toMatch(/^refund-[0-9a-f-]{36}-\d+$/);
    expect(await refundRows(b.id, s)).toEqual([
      expect.objectContaining({
        provider: 'stripe',
        providerRefundId: 're_3StubRefund001',
        status: 'succeeded',
      }),
    ]);
  });

  it("answers 502 with Stripe's own words when it refuses", async () => {
    stripe.reply = jsonReply(400, {
      error: {
        type: 'invalid_request_error',
        code: 'charge_already_refunded',
        message: 'Charge ch_3StubCharge has already been refunded.',
      },
    });
    const b = await stripeBooking('pi_3StubPaid002');
    const res = await refund(b.id, { amount: 10 }, s, stripeAdmin.cookie);
    expect(res.status).toBe(502);
    expect(res.body).toMatchObject({
      code: 'dispatch.refundFailed',
      params: { message: 'Charge ch_3StubCharge has already been refunded.' },
    });
    expect(await refundRows(b.id, s)).toEqual([expect.objectContaining({ status: 'failed' })]);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminBookingDetail, RefundResult } from '../../src/shared/contracts/admin-bookings.ts';
import type { CancelBookingResponse, Receipt } from '../../src/shared/contracts/bookings.ts';
import type { BookingView } from '../../src/shared/contracts/checkout.ts';
import { bookingRefunds, bookings } from '../../src/server/db/schema/bookings.ts';
import { createAdminBookingsServices } from '../../src/server/modules/admin/admin-bookings.routes.ts';
import { PENDING_REFUND_STALE_MS } from '../../src/server/modules/bookings/booking-refunds.ts';
import { signInAs } from '../support/accounts.ts';
import { adminCall, insertAdminBooking } from '../support/admin.ts';
import { call } from '../support/checkout-flow.ts';
import { outboxFor } from '../support/outbox.ts';
import { pdfText } from '../support/pdf-text.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Refunds add up (PRODUCT decision 23, issue 32): a booking may be refunded in several parts, never above what
 * was paid (concurrent refunds included: run this file on PostgreSQL too); a customer's cancellation refunds what
 * the Terms owe minus what was already refunded, counting a refund a crash left pending (the sweep completes it
 * under its own idempotency key); every refund is its own line on the receipt, with who made it and when.
 */
let t: TestApp;
let admin: Awaited<ReturnType<typeof signInAs>>;
let passenger: Awaited<ReturnType<typeof signInAs>>;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: { checkout: { max: 10_000, timeWindow: 60_000 } } });
  admin = await signInAs(t.app, t.database, 'admin');
  passenger = await signInAs(t.app, t.database, 'passenger');
});
afterAll(() => t.close());

const HOUR = 3_600_000;
type Answer = RefundResult & { code?: string; params?: Record<string, string> };
const refund = (id: string, body: object) =>
  adminCall<Answer>(t.app, 'POST', `/api/admin/bookings/${id}/refund`, admin.cookie, body);
const cancel = (id: string) =>
  call<CancelBookingResponse>(t.app, 'POST', `/api/user/bookings/${id}/cancel`, passenger.cookie, {});
const refundRows = (bookingId: string) =>
  t.database.db.select().from(bookingRefunds).where(eq(bookingRefunds.bookingId, bookingId));
const refundedCents = async (id: string) =>
  (await t.database.db.select().from(bookings).where(eq(bookings.id, id)))[0]?.refundedCents;
/** The passenger's paid booking ($130.65), `hoursAhead` from now. */
const paidBooking = (hoursAhead = 72) =>
  insertAdminBooking(t.database, {
    userId: passenger.user.id,
    pickupAt: new Date(Date.now() + hoursAhead * HOUR),
  });

describe('a cancellation after earlier refunds', () => {
  it("an admin's $1 goodwill refund leaves the customer the rest of the Terms' refund (3 days ahead: $129.65)", async () => {
    const b = await paidBooking(72);
    expect((await refund(b.id, { amount: 1, reason: 'Goodwill' })).status).toBe(200);

    const view = await call<BookingView>(
      t.app,
      'GET',
      `/api/bookings/${b.number}/confirmation`,
      passenger.cookie,
    );
    expect(view.body.cancellation).toMatchObject({ refundAmount: 129.65, refundPercent: 100 });
    const res = await cancel(b.id);
    expect(res.status, res.raw).toBe(200);
    expect(res.body).toMatchObject({ status: 'cancelled', refundAmount: 129.65, refundPercent: 100 });
    expect(await refundedCents(b.id)).toBe(13065);
    expect((await refundRows(b.id)).map((r) => [r.amountCents, r.status])).toEqual([
      [100, 'succeeded'],
      [12965, 'succeeded'],
    ]);

    // The receipt lists each refund, with who made it and when; the PDF too.
    const receipt = await call<Receipt>(t.app, 'GET', `/api/user/bookings/${b.id}/receipt`, passenger.cookie);
    expect(receipt.body.refunded).toBe(130.65);
    expect(receipt.body.refunds).toEqual([
      { amount: 1, at: expect.any(String), by: 'admin', adminName: 'Test admin' },
      { amount: 129.65, at: expect.any(String), by: 'customer', adminName: null },
    ]);
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/user/bookings/${b.id}/receipt.pdf?lang=en`,
      headers: { cookie: passenger.cookie },
    });
    const text = pdfText(pdf.rawPayload);
    expect(text).toMatch(/Refund [A-Z][a-z]{2} \d+, \d{4}, .+ · by Test admin\s*-\$1\.00/);
    expect(text).toMatch(/Refund [A-Z][a-z]{2} \d+, \d{4}, .+ · customer cancellation\s*-\$129\.65/);
    expect(text).toMatch(/Kept under the cancellation terms\s*\$0\.00/);

    const detail = await adminCall<AdminBookingDetail>(
      t.app,
      'GET',
      `/api/admin/bookings/${b.id}`,
      admin.cookie,
    );
    expect(detail.body.refunds.map((r) => [r.amount, r.by])).toEqual([
      [1, 'Test admin'],
      [129.65, null],
    ]);
  });

  it('a refund a crash left pending counts as given: the cancellation refunds the rest, the sweep completes it', async () => {
    const b = await paidBooking(72);
    // A process died after claiming an admin's $30 refund (the provider may or may not have made it). The
    // sweeps below run at times counted from that claim (not the machine's clock).
    const claimedAt = new Date(Date.now() - 60_000);
    const sweepAt = (ms: number) => new Date(claimedAt.getTime() + PENDING_REFUND_STALE_MS + ms);
    await t.database.db.insert(bookingRefunds).values({
      bookingId: b.id,
      amountCents: 3000,
      provider: 'test',
      status: 'pending',
      createdBy: admin.user.id,
      createdAt: claimedAt,
    });
    const res = await cancel(b.id);
    expect(res.status, res.raw).toBe(200);
    expect(res.body.refundAmount).toBe(100.65);
    expect(await refundedCents(b.id)).toBe(10065);

    const { refunds } = createAdminBookingsServices(t.app);
    // A minute before the claim is stale it may still be under way: left alone; a minute after, completed.
    expect(await refunds.completePending(sweepAt(-60_000))).toMatchObject({ settled: 0 });
    const swept = await refunds.completePending(sweepAt(60_000));
    expect(swept).toMatchObject({ settled: 1, refused: 0, errors: 0 });
    expect(await refundedCents(b.id)).toBe(13065);
    expect((await refundRows(b.id)).map((r) => r.status)).toEqual(['succeeded', 'succeeded']);
  });

  it('12 hours ahead the Terms owe half: an earlier refund above that leaves nothing more to give', async () => {
    const b = await paidBooking(12);
    expect((await refund(b.id, { amount: 80 })).status).toBe(200);
    const res = await cancel(b.id);
    expect(res.status, res.raw).toBe(200);
    expect(res.body).toMatchObject({ status: 'cancelled', refundAmount: 0, refundPercent: 50 });
    expect(await refundedCents(b.id)).toBe(8000);
  });
});

describe("the customer's cancellation email after earlier refunds", () => {
  let seq = 0;
  /** The passenger's paid booking ($130.65) in `language`, 3 days ahead (or `hoursAhead`), to its own address. */
  const booking = (language: 'en' | 'es', hoursAhead = 72) => {
    const customerEmail = `cancel.mail.${language}.${++seq}.${Date.now().toString(36)}@example.com`;
    return insertAdminBooking(t.database, {
      userId: passenger.user.id,
      pickupAt: new Date(Date.now() + hoursAhead * HOUR),
      language,
      customerEmail,
    }).then((b) => ({ ...b, customerEmail }));
  };
  const cancellationEmail = async (to: string) => {
    const mail = (await outboxFor(t.database, to)).find((m) => m.kind === 'booking-cancelled-by-customer');
    expect(mail, `the cancellation email to ${to}`).toBeDefined();
    return mail!.text.replace(/\u00a0/g, ' ');
  };

  it.each([
    [
      'en',
      /We are refunding \$129\.65 to your Visa •••• 4242: the rest of the \$130\.65 our cancellation policy gives back \(100% of what you paid\), after the \$1\.00 already refunded to you\./,
    ],
    [
      'es',
      /Le estamos reembolsando \$129\.65 a su Visa •••• 4242: el resto de los \$130\.65 que devuelve nuestra política de cancelación \(el 100 % de lo que pagó\), tras los \$1\.00 que ya se le reembolsaron\./,
    ],
  ] as const)(
    '(%s) states the amount refunded now as the rest of what the Terms owe after the earlier refund',
    async (language, wording) => {
      const b = await booking(language);
      expect((await refund(b.id, { amount: 1, reason: 'Goodwill' })).status).toBe(200);
      expect((await cancel(b.id)).status).toBe(200);
      const text = await cancellationEmail(b.customerEmail);
      expect(text).toMatch(wording);
      // Never "refunding $129.65 (100% of what you paid)": the remainder is not the percentage.
      expect(text).not.toMatch(/129[.,]65[^\n]{0,12}\((el )?100 ?%/);
    },
  );

  it.each([
    [
      'en',
      /Our cancellation policy gives back \$65\.32 \(50% of what you paid\); the \$80\.00 already refunded to you covers it, so nothing more is refunded\./,
    ],
    [
      'es',
      /Nuestra política de cancelación devuelve \$65\.32 \(el 50 % de lo que pagó\); los \$80\.00 que ya se le reembolsaron lo cubren, así que no se reembolsa nada más\./,
    ],
  ] as const)(
    '(%s) says the earlier refunds already cover what the Terms owe (not "no refund is due")',
    async (language, wording) => {
      const b = await booking(language, 12);
      expect((await refund(b.id, { amount: 80 })).status).toBe(200);
      const res = await cancel(b.id);
      expect(res.body).toMatchObject({ refundAmount: 0, refundPercent: 50 });
      const text = await cancellationEmail(b.customerEmail);
      expect(text).toMatch(wording);
      expect(text).not.toMatch(/no refund is due|no corresponde reembolso/);
    },
  );

  it('without earlier refunds, keeps the percentage wording', async () => {
    const b = await booking('en');
    expect((await cancel(b.id)).status).toBe(200);
    expect(await cancellationEmail(b.customerEmail)).toMatch(
      /We are refunding \$130\.65 \(100% of what you paid, per our cancellation policy\) to your Visa •••• 4242\./,
    );
  });
});

describe("an admin's refunds in parts", () => {
  it('add up to what was paid and no further', async () => {
    const b = await paidBooking();
    expect((await refund(b.id, { amount: 50 })).body.booking?.refundedAmount).toBe(50);
    expect((await refund(b.id, { amount: 50 })).body.booking?.refundedAmount).toBe(100);
    const tooMuch = await refund(b.id, { amount: 30.66 });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body).toMatchObject({
      code: 'dispatch.refundExceedsRemaining',
      params: { paid: '130.65', left: '30.65' },
      message: 'Only $30.65 of the $130.65 paid is left to refund',
    });
    expect((await refund(b.id, { amount: 30.65 })).body.booking?.refundedAmount).toBe(130.65);
    const more = await refund(b.id, { amount: 0.01 });
    expect([more.status, more.body.code]).toEqual([409, 'dispatch.alreadyRefunded']);
    expect(await refundedCents(b.id)).toBe(13065);
    const receipt = await call<Receipt>(t.app, 'GET', `/api/user/bookings/${b.id}/receipt`, passenger.cookie);
    expect(receipt.body.refunds.map((r) => [r.amount, r.by])).toEqual([
      [50, 'admin'],
      [50, 'admin'],
      [30.65, 'admin'],
    ]);
  });

  it('made at once never exceed what was paid (the booking row is locked for each claim)', async () => {
    const b = await paidBooking();
    const five = await Promise.all([1, 2, 3, 4, 5].map(() => refund(b.id, { amount: 40 })));
    expect(five.filter((a) => a.status === 200)).toHaveLength(3);
    expect(five.filter((a) => a.status === 409).map((a) => a.body.code)).toEqual([
      'dispatch.refundExceedsRemaining',
      'dispatch.refundExceedsRemaining',
    ]);
    const rows = await refundRows(b.id);
    expect(rows.reduce((sum, r) => sum + r.amountCents, 0)).toBe(12000);
    expect(await refundedCents(b.id)).toBe(12000);
  });

  it("racing the customer's cancellation, together they give back exactly what was paid", async () => {
    for (let round = 0; round < 3; round += 1) {
      const b = await paidBooking(72);
      const [byAdmin, byCustomer] = await Promise.all([refund(b.id, { amount: 100 }), cancel(b.id)]);
      expect(byCustomer.status, byCustomer.raw).toBe(200);
      expect([200, 409]).toContain(byAdmin.status);
      const given = (byAdmin.status === 200 ? 10000 : 0) + Math.round(byCustomer.body.refundAmount * 100);
      expect(given).toBe(13065);
      expect(await refundedCents(b.id)).toBe(13065);
    }
  });
});

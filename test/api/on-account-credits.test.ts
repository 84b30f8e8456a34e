import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RefundResult } from '../../src/shared/contracts/admin-bookings.ts';
import type { Receipt } from '../../src/shared/contracts/bookings.ts';
import type { ConfirmBookingResponse } from '../../src/shared/contracts/checkout.ts';
import type { Company } from '../../src/shared/contracts/companies.ts';
import type { Invoice, InvoiceList } from '../../src/shared/contracts/invoices.ts';
import { nyWallClock } from '../../src/shared/domain/new-york-time.ts';
import { adminAuditLog } from '../../src/server/db/schema/audit.ts';
import { bookingRefunds, bookings } from '../../src/server/db/schema/bookings.ts';
import { companyMembers } from '../../src/server/db/schema/companies.ts';
import { testPaymentIntents } from '../../src/server/db/schema/payments.ts';
import { signInAs } from '../support/accounts.ts';
import { pdfText } from '../support/pdf-text.ts';
import { insertBooking } from '../support/bookings.ts';
import { call as rawCall, payAndConfirm, paymentIntent } from '../support/checkout-flow.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Decision 061. An admin's credit on a ride billed to its company (the admin refund route: no card, a refund row
 * `account`, the booking's refunded amount grown, the next invoice billing the rest; refused once invoiced), and
 * the race between a card payment and billing the company (the card payment that lost is refunded in full, the
 * account booking untouched). Run this file on PostgreSQL too: two credits at once queue on the booking's lock.
 */
let t: TestApp;
let admin: Awaited<ReturnType<typeof signInAs>>;
beforeAll(async () => {
  t = await createTestApp({
    rateLimits: {
      checkout: { max: 10_000, timeWindow: 60_000 },
      emailReceipt: { max: 10_000, timeWindow: 60_000 },
    },
  });
  admin = await signInAs(t.app, t.database, 'admin');
});
afterAll(() => t.close());

type Answer<T> = Awaited<ReturnType<typeof rawCall<T>>>;
const call = <T = unknown>(method: 'GET' | 'POST', url: string, cookie: string | null, body?: object) =>
  rawCall<T>(t.app, method, url, cookie, body) as Promise<Answer<T>>;

let n = 0;
async function createCompany(discountPpm: number | null): Promise<Company> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/companies',
    headers: { cookie: admin.cookie },
    payload: {
      legalName: `Credit & Race ${++n} ${Math.random().toString(36).slice(2, 6)} LLP`,
      billingAddress: '1 Liberty Plaza\nNew York, NY 10006',
      billingEmails: ['ap@example.com'],
      taxId: null,
      paymentTerms: 'net30',
      creditLimitCents: 1_000_000,
      referenceFields: [
        { key: 'cost-centre', labelEn: 'Cost centre', labelEs: 'Centro de costos', required: true },
      ],
      discountPpm,
      language: 'en',
      status: 'active',
      holdReason: null,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Company>();
}

/** A booker of a new company and their pending booking ($130.65 by card), pickup in 48 hours. */
async function bookerWithPending(discountPpm: number | null = null) {
  const company = await createCompany(discountPpm);
  const booker = await signInAs(t.app, t.database, 'passenger');
  await t.database.db
    .insert(companyMembers)
    .values({ companyId: company.id, userId: booker.user.id, canBook: true, canRide: true });
  const b = await insertBooking(t.database, { userId: booker.user.id, status: 'pending' });
  await t.database.db
    .update(bookings)
    .set({
      customerEmail: booker.user.email,
      customerName: 'Test Booker',
      pickupAt: new Date(Date.now() + 48 * 3_600_000),
    })
    .where(eq(bookings.id, b.id));
  return { company, booker, booking: b };
}

const bill = (bookingId: string, cookie: string) =>
  call<ConfirmBookingResponse>('POST', `/api/bookings/${bookingId}/bill-to-company`, cookie, {
    references: { 'cost-centre': 'CC-9' },
    travellerUserId: null,
  });
const rowOf = async (id: string) =>
  (await t.database.db.select().from(bookings).where(eq(bookings.id, id)))[0];
const credit = (id: string, amount: number, reason = 'Late pickup') =>
  call<RefundResult>('POST', `/api/admin/bookings/${id}/refund`, admin.cookie, { amount, reason });
const auditOf = (id: string) =>
  t.database.db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.entityId, id), eq(adminAuditLog.action, 'booking.refund')));

describe("an admin's credit on a ride on account", () => {
  it('is a credit, not a card refund: a refund row `account`, refunded grows, audited, no payments call', async () => {
    const { booking, booker } = await bookerWithPending();
    expect((await bill(booking.id, booker.cookie)).status).toBe(200);
    const r = await credit(booking.id, 20, 'Late pickup');
    expect(r.status, r.raw).toBe(200);
    expect(r.body.refund).toMatchObject({
      amount: 20,
      status: 'succeeded',
      providerRefundId: null,
      reason: 'Late pickup',
    });
    expect(r.body.booking).toMatchObject({ totalAmount: 130.65, refundedAmount: 20 });
    const rows = await t.database.db
      .select()
      .from(bookingRefunds)
      .where(eq(bookingRefunds.bookingId, booking.id));
    expect(
      rows.map((x) => [x.provider, x.status, x.amountCents, x.reason, x.createdBy, x.paymentIntentId]),
    ).toEqual([['account', 'succeeded', 2000, 'Late pickup', admin.user.id, null]]);
    expect((await rowOf(booking.id))?.refundedCents).toBe(2000);
    const audit = await auditOf(booking.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorUserId: admin.user.id });
    expect(audit[0]?.summary).toBe(
      `${booking.number}: credited $20.00 of $130.65 to the company's account (Late pickup)`,
    );
    expect(audit[0]?.after).toMatchObject({ amount: 20, refunded: 20, provider: 'account' });

    // Never more than what is left to bill: $110.65.
    const over = await credit(booking.id, 110.66);
    expect([over.status, over.body.code]).toEqual([409, 'dispatch.refundExceedsRemaining']);
    expect(over.body.message).toContain('$110.65');
    expect((await credit(booking.id, 110.65)).status).toBe(200);
    expect((await rowOf(booking.id))?.refundedCents).toBe(13_065);
    expect((await credit(booking.id, 1)).body.code).toBe('dispatch.alreadyRefunded');

    // The receipt calls each a credit to the company, not a refund to a card.
    const receipt = await call<Receipt>('GET', `/api/user/bookings/${booking.id}/receipt`, booker.cookie);
    expect(receipt.status, receipt.raw).toBe(200);
    expect(receipt.body).toMatchObject({ paymentMethod: 'account', refunded: 130.65 });
    expect(receipt.body.refunds.map((x) => x.amount)).toEqual([20, 110.65]);
    for (const [lang, words] of [
      ['en', ['Credit to the company', 'Net billed to the company']],
      ['es', ['Crédito a la empresa', 'Neto facturado a la empresa']],
    ] as const) {
      const pdf = await t.app.inject({
        method: 'GET',
        url: `/api/user/bookings/${booking.id}/receipt.pdf?lang=${lang}`,
        headers: { cookie: booker.cookie },
      });
      expect(pdf.statusCode).toBe(200);
      const text = pdfText(pdf.rawPayload).replace(/\s+/g, ' ');
      for (const w of words) expect(text).toContain(w);
      expect(text).not.toContain(lang === 'en' ? 'Refund ' : 'Reembolso ');
    }
  });

  it('of two credits at once that each fit but not together, exactly one is given', async () => {
    const { booking, booker } = await bookerWithPending();
    expect((await bill(booking.id, booker.cookie)).status).toBe(200);
    const results = await Promise.all([credit(booking.id, 100), credit(booking.id, 100)]);
    expect(results.map((x) => x.status).sort()).toEqual([200, 409]);
    expect(results.find((x) => x.status === 409)?.body.code).toBe('dispatch.refundExceedsRemaining');
    expect((await rowOf(booking.id))?.refundedCents).toBe(10_000);
    const rows = await t.database.db
      .select()
      .from(bookingRefunds)
      .where(eq(bookingRefunds.bookingId, booking.id));
    expect(rows.map((x) => x.amountCents)).toEqual([10_000]);
  });

  it('is billed net on the next invoice; a ride already invoiced is refused (void the invoice first)', async () => {
    const { booking, booker, company } = await bookerWithPending();
    expect((await bill(booking.id, booker.cookie)).status).toBe(200);
    // The ride happened last month (New York) and was completed.
    const now = nyWallClock(new Date());
    const [y, m] = now.date.split('-').map(Number) as [number, number];
    const last = m === 1 ? { y: y - 1, m: 12 } : { y, m: m - 1 };
    const month = `${last.y}-${String(last.m).padStart(2, '0')}`;
    await t.database.db
      .update(bookings)
      .set({ status: 'completed', pickupAt: new Date(Date.UTC(last.y, last.m - 1, 15, 15)) })
      .where(eq(bookings.id, booking.id));
    expect((await credit(booking.id, 20)).status).toBe(200);

    const run = await call<InvoiceList>('POST', '/api/admin/invoices/run', admin.cookie, { month });
    expect(run.status, run.raw).toBe(200);
    const mine = run.body.invoices.find((i) => i.companyId === company.id);
    if (!mine) throw new Error('no invoice');
    const inv = await call<Invoice>('GET', `/api/admin/invoices/${mine.id}`, admin.cookie);
    // $130.65 less the $20 credit: $110.65, the tax in the ride's proportion.
    expect(inv.body.lines).toHaveLength(1);
    expect(inv.body.lines[0]).toMatchObject({
      kind: 'ride',
      bookingNumber: booking.number,
      subtotalCents: 10_163,
      taxCents: 902,
      totalCents: 11_065,
      creditCents: 2000,
    });
    expect(inv.body.totalCents).toBe(11_065);
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/admin/invoices/${mine.id}/invoice.csv`,
      headers: { cookie: admin.cookie },
    });
    const rideRow = csv.body.split('\r\n').find((l) => l.includes(booking.number));
    expect(rideRow).toContain(',Ride (credit -$20.00),');
    expect(rideRow).toMatch(/,101\.63,9\.02,110\.65$/);
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/admin/invoices/${mine.id}/invoice.pdf`,
      headers: { cookie: admin.cookie },
    });
    const text = pdfText(pdf.rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain('credit -$20.00');
    expect(text).toContain('$110.65');

    // On the invoice now: refused with its number, nothing changed.
    const refused = await credit(booking.id, 10);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('companies.creditInvoiced');
    expect(refused.body.message).toBe(
      `This ride is on invoice ${inv.body.number}: void the invoice, then credit the ride.`,
    );
    expect((await rowOf(booking.id))?.refundedCents).toBe(2000);
  });
});

describe('a card payment racing the bill to the company', () => {
  it('billed first, then the card payment confirmed: the account booking stands, the card is refunded in full', async () => {
    // 10 % discount: the price on account ($117.59) is not the card's ($130.65).
    const { booking, booker } = await bookerWithPending(100_000);
    const intent = await paymentIntent(t.app, booker.cookie, booking.id);
    expect(intent.status, intent.raw).toBe(200);
    // The bill reads the intent unpaid and wins...
    expect((await bill(booking.id, booker.cookie)).status).toBe(200);
    // ...while the card page was already charging: the provider marks the payment succeeded.
    await t.database.db
      .update(testPaymentIntents)
      .set({ status: 'succeeded', paymentMethod: 'Visa •••• 4242' })
      .where(eq(testPaymentIntents.id, intent.body.paymentIntentId));
    const confirm = () =>
      call<ConfirmBookingResponse>('POST', '/api/confirm-booking', booker.cookie, {
        paymentIntentId: intent.body.paymentIntentId,
      });
    const first = await confirm();
    expect(first.status, first.raw).toBe(409);
    expect(first.body.code).toBe('checkout.billedToCompanyRefunded');
    expect(first.body.message).toBe(
      "This booking is already confirmed on your company's account. Your card payment of $130.65 was refunded in full: nothing is charged to your card.",
    );
    // The account booking is not overwritten.
    expect(await rowOf(booking.id)).toMatchObject({
      status: 'confirmed',
      paymentMethod: 'account',
      paymentProvider: 'account',
      totalCents: 11_759,
      refundedCents: 0,
    });
    // The card refund: through the payments port, audited once (a retry asks under the same key: the same refund).
    const again = await confirm();
    expect(again.body.code).toBe('checkout.billedToCompanyRefunded');
    const audit = await auditOf(booking.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorUserId: null });
    expect(audit[0]?.after).toMatchObject({
      amount: 130.65,
      intentId: intent.body.paymentIntentId,
      status: 'succeeded',
    });
    expect(String((audit[0]?.after as { providerRefundId?: string }).providerRefundId)).toMatch(/^re_test/);
    // Nothing is owed to a card on the booking's own refunds (the invoice bills the whole price on account).
    expect(
      await t.database.db.select().from(bookingRefunds).where(eq(bookingRefunds.bookingId, booking.id)),
    ).toEqual([]);
  });

  it('card confirmed first, then billed: the card payment is kept, the bill refused', async () => {
    const { booking, booker } = await bookerWithPending(100_000);
    const paid = await payAndConfirm(t.app, booker.cookie, booking.id);
    expect(paid.bookingId).toBe(booking.id);
    const r = await bill(booking.id, booker.cookie);
    expect([r.status, r.body.code]).toEqual([409, 'checkout.alreadyPaid']);
    expect(await rowOf(booking.id)).toMatchObject({
      status: 'confirmed',
      companyId: null,
      totalCents: 13_065,
      paymentMethod: expect.not.stringMatching(/^account$/),
    });
    expect(await auditOf(booking.id)).toHaveLength(0);
  });

  it('both at once: exactly one payment is kept, whichever wins', async () => {
    for (let i = 0; i < 4; i += 1) {
      const { booking, booker } = await bookerWithPending(100_000);
      const intent = await paymentIntent(t.app, booker.cookie, booking.id);
      const card = async () => {
        const paid = await call('POST', `/api/test-payments/${intent.body.paymentIntentId}/confirm`, null, {
          clientSecret: intent.body.clientSecret,
          cardNumber: '4242424242424242',
          expiry: '12/34',
          cvc: '123',
          postalCode: '10036',
        });
        if (paid.status !== 200) return paid;
        return call('POST', '/api/confirm-booking', booker.cookie, {
          paymentIntentId: intent.body.paymentIntentId,
        });
      };
      const [billed, carded] = await Promise.all([bill(booking.id, booker.cookie), card()]);
      const row = await rowOf(booking.id);
      const [intentRow] = await t.database.db
        .select()
        .from(testPaymentIntents)
        .where(eq(testPaymentIntents.id, intent.body.paymentIntentId));
      const refundsAudited = (await auditOf(booking.id)).length;
      if (row?.paymentMethod === 'account') {
        // The company's: the card was refused before charging, or charged and refunded in full.
        expect(billed.status).toBe(200);
        expect(carded.status).toBe(409);
        expect(refundsAudited).toBe(intentRow?.status === 'succeeded' ? 1 : 0);
        expect(row.totalCents).toBe(11_759);
      } else {
        // The card's: the bill refused, nothing refunded.
        expect(carded.status).toBe(200);
        expect([billed.status, billed.body.code]).toEqual([409, 'checkout.alreadyPaid']);
        expect(row).toMatchObject({ status: 'confirmed', companyId: null, totalCents: 13_065 });
        expect(refundsAudited).toBe(0);
      }
    }
  });
});

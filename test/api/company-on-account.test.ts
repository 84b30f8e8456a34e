import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConfirmBookingResponse } from '../../src/shared/contracts/checkout.ts';
import type { CompanyBookingOptions } from '../../src/shared/contracts/company-billing.ts';
import type { Company } from '../../src/shared/contracts/companies.ts';
import type { ExtraChargeResult } from '../../src/shared/contracts/extras.ts';
import { bookingRefunds, bookings } from '../../src/server/db/schema/bookings.ts';
import { companyMembers } from '../../src/server/db/schema/companies.ts';
import { extraCharges, tripExtras } from '../../src/server/db/schema/extras.ts';
import { createAccount, signInAs } from '../support/accounts.ts';
import { insertBooking } from '../support/bookings.ts';
import { call as rawCall, payAndConfirm } from '../support/checkout-flow.ts';
import { outboxFor } from '../support/outbox.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Booking on account (issue 38, decision 058): a company's booker bills their own pending booking to their company
 * at the payment step; no card is charged, the booking is confirmed at once with its emails and dispatch's notice;
 * the company on hold, on card terms or over its credit limit refuses it (the card path still works); the
 * company's discount is a price line; extras, tips and cancellation fees of such a ride go on the invoice.
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
async function createCompany(over: Record<string, unknown> = {}): Promise<Company> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/companies',
    headers: { cookie: admin.cookie },
    payload: {
      legalName: `Hudson & Pike ${++n} LLP`,
      billingAddress: '1 Liberty Plaza\nNew York, NY 10006',
      billingEmails: ['ap@hudsonpike.com'],
      taxId: null,
      paymentTerms: 'net30',
      creditLimitCents: 1_000_000,
      referenceFields: [
        { key: 'cost-centre', labelEn: 'Cost centre', labelEs: 'Centro de costos', required: true },
        { key: 'matter', labelEn: 'Matter number', labelEs: 'Número de asunto', required: false },
      ],
      discountPpm: 100_000,
      language: 'en',
      status: 'active',
      holdReason: null,
      ...over,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Company>();
}

async function setCompany(c: Company, over: Record<string, unknown>) {
  const { id: _id, createdAt: _c, updatedAt: _u, ...rest } = c as Company & Record<string, unknown>;
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/companies/${c.id}`,
    headers: { cookie: admin.cookie },
    payload: { ...rest, ...over },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** A signed-in account that is a member of `companyId` with these roles. */
async function member(companyId: string, roles: { canBook?: boolean; canRide?: boolean } = {}) {
  const who = await signInAs(t.app, t.database, 'passenger');
  await t.database.db.insert(companyMembers).values({
    companyId,
    userId: who.user.id,
    canBook: roles.canBook ?? false,
    canRide: roles.canRide ?? false,
  });
  return who;
}

/** A pending booking of `who` ($100 base + $20 meet & greet, 8.875 % tax = $130.65), pickup in `hours`. */
async function pending(who: { user: { id: string; email: string } }, hours = 48) {
  const b = await insertBooking(t.database, { userId: who.user.id, status: 'pending' });
  const [row] = await t.database.db
    .update(bookings)
    .set({
      customerEmail: who.user.email,
      customerName: 'Test Booker',
      pickupAt: new Date(Date.now() + hours * 3_600_000),
    })
    .where(eq(bookings.id, b.id))
    .returning();
  if (!row) throw new Error('no booking');
  return row;
}

const bill = (bookingId: string, cookie: string, body: object) =>
  call<ConfirmBookingResponse>('POST', `/api/bookings/${bookingId}/bill-to-company`, cookie, body);
const options = (bookingId: string, cookie: string | null) =>
  call<CompanyBookingOptions>('GET', `/api/company/booking-options?bookingId=${bookingId}`, cookie);
const rowOf = async (id: string) =>
  (await t.database.db.select().from(bookings).where(eq(bookings.id, id)))[0];

describe('billing a booking to the company', () => {
  it('confirms at once with no card: company columns, the traveller as passenger, emails to both', async () => {
    const company = await createCompany();
    const booker = await member(company.id, { canBook: true });
    const traveller = await member(company.id, { canRide: true });
    const b = await pending(booker);

    const opts = await options(b.id, booker.cookie);
    expect(opts.status, opts.raw).toBe(200);
    expect(opts.body.company).toMatchObject({
      id: company.id,
      legalName: company.legalName,
      paymentTerms: 'net30',
    });
    expect(opts.body.travellers.map((x) => x.userId)).toEqual([traveller.user.id]);
    // The discount: 10 % of the fare lines ($120) = $12 as its own line; tax on $108 at 8.875 % = $9.585 -> $9.59.
    expect(opts.body.price).toEqual({
      lines: [
        { code: 'base', label: 'Manhattan to Brooklyn', amount: 100 },
        { code: 'meet_greet', label: 'Meet & greet', amount: 20 },
        { code: 'company_discount', label: 'Company discount', amount: -12 },
      ],
      subtotal: 108,
      taxRatePpm: 88_750,
      tax: 9.59,
      total: 117.59,
    });
    expect(opts.body.refusal).toBeNull();

    const done = await bill(b.id, booker.cookie, {
      references: { 'cost-centre': '  CC-4410 ', matter: '' },
      travellerUserId: traveller.user.id,
    });
    expect(done.status, done.raw).toBe(200);
    expect(done.body).toEqual({
      success: true,
      confirmationNumber: b.number,
      bookingId: b.id,
      accessToken: null,
    });
    const row = await rowOf(b.id);
    expect(row).toMatchObject({
      status: 'confirmed',
      paymentMethod: 'account',
      paymentProvider: 'account',
      paymentIntentId: null,
      companyId: company.id,
      travellerUserId: traveller.user.id,
      companyReferences: { 'cost-centre': 'CC-4410' },
      passengerName: 'Test passenger',
      passengerEmail: traveller.user.email,
      passengerPhone: '2125550100',
      subtotalCents: 10_800,
      taxCents: 959,
      totalCents: 11_759,
    });
    expect(row?.priceLines.at(-1)).toEqual({
      code: 'company_discount',
      label: 'Company discount',
      amountCents: -1200,
    });
    expect(row?.paidAt).not.toBeNull();
    // The confirmation to the booker and to the traveller (decision 27), dispatch's notice to the admins.
    const toBooker = await outboxFor(t.database, booker.user.email);
    expect(toBooker.map((m) => m.kind)).toContain('booking-confirmation');
    const confirmation = toBooker.find((m) => m.kind === 'booking-confirmation')?.text ?? '';
    expect(confirmation).toContain('Billed to your company');
    expect(confirmation).toContain('nothing goes on your company’s invoice');
    expect(confirmation).not.toContain('card you paid with');
    expect((await outboxFor(t.database, traveller.user.email)).map((m) => m.kind)).toContain(
      'booking-confirmation',
    );
    expect((await outboxFor(t.database, admin.user.email)).some((m) => m.bookingId === b.id)).toBe(true);

    // A second call: already confirmed.
    const again = await bill(b.id, booker.cookie, {
      references: { 'cost-centre': 'X' },
      travellerUserId: null,
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('checkout.alreadyPaid');
  });

  it('lets the booker ride themself (no passenger columns, the booker as traveller)', async () => {
    const company = await createCompany({ discountPpm: null });
    const booker = await member(company.id, { canBook: true, canRide: true });
    const b = await pending(booker);
    const opts = await options(b.id, booker.cookie);
    expect(opts.body.price.lines.map((l) => l.code)).toEqual(['base', 'meet_greet']);
    expect(opts.body.price.total).toBe(130.65);
    const done = await bill(b.id, booker.cookie, {
      references: { 'cost-centre': 'CC-1' },
      travellerUserId: null,
    });
    expect(done.status, done.raw).toBe(200);
    expect(await rowOf(b.id)).toMatchObject({
      travellerUserId: booker.user.id,
      passengerName: null,
      passengerEmail: null,
      totalCents: 13_065,
    });
  });

  it('refuses a missing required reference, an unknown key and a long value, each on its field', async () => {
    const company = await createCompany();
    const booker = await member(company.id, { canBook: true });
    const b = await pending(booker);
    const missing = await bill(b.id, booker.cookie, { references: { matter: 'M-1' }, travellerUserId: null });
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe('companies.referenceRequired');
    expect(missing.body.fieldErrors?.['references.cost-centre']?.code).toBe('companies.referenceRequired');
    const blank = await bill(b.id, booker.cookie, {
      references: { 'cost-centre': '   ' },
      travellerUserId: null,
    });
    expect(blank.body.fieldErrors?.['references.cost-centre']?.code).toBe('companies.referenceRequired');
    const unknown = await bill(b.id, booker.cookie, {
      references: { 'cost-centre': 'CC', project: 'P' },
      travellerUserId: null,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fieldErrors?.['references.project']?.code).toBe('companies.referenceUnknown');
    const long = await bill(b.id, booker.cookie, {
      references: { 'cost-centre': 'x'.repeat(101) },
      travellerUserId: null,
    });
    expect(long.status).toBe(400);
    expect(long.body.fieldErrors?.['references.cost-centre']?.code).toBe('companies.referenceTooLong');
    expect((await rowOf(b.id))?.status).toBe('pending');
  });

  it('refuses a traveller of another company, a removed one and a booker-only member', async () => {
    const a = await createCompany();
    const other = await createCompany();
    const booker = await member(a.id, { canBook: true });
    const stranger = await member(other.id, { canRide: true });
    const bookerOnly = await member(a.id, { canBook: true });
    const removed = await member(a.id, { canRide: true });
    await t.database.db
      .update(companyMembers)
      .set({ removedAt: new Date() })
      .where(eq(companyMembers.userId, removed.user.id));
    const b = await pending(booker);
    for (const id of [
      stranger.user.id,
      removed.user.id,
      bookerOnly.user.id,
      '00000000-0000-4000-8000-000000000000',
    ]) {
      const r = await bill(b.id, booker.cookie, { references: { 'cost-centre': 'CC' }, travellerUserId: id });
      expect(r.status, id).toBe(400);
      expect(r.body.fieldErrors?.travellerUserId?.code).toBe('companies.travellerNotMember');
    }
    expect((await rowOf(b.id))?.status).toBe('pending');
  });

  it('offers nothing to a non-member or a traveller-only member (null), refuses their billing (404), and 404 on another booker’s booking', async () => {
    const company = await createCompany();
    const plain = await signInAs(t.app, t.database, 'passenger');
    const travellerOnly = await member(company.id, { canRide: true });
    const booker = await member(company.id, { canBook: true });
    for (const who of [plain, travellerOnly]) {
      const b = await pending(who);
      const o = await options(b.id, who.cookie);
      expect(o.status).toBe(200);
      expect(o.body).toBeNull();
      const r = await bill(b.id, who.cookie, { references: { 'cost-centre': 'CC' }, travellerUserId: null });
      expect(r.status).toBe(404);
      expect(r.body.code).toBe('companies.notMember');
    }
    // A booker cannot bill (or read the options of) another customer's booking, even a colleague's.
    const colleague = await member(company.id, { canBook: true });
    const theirs = await pending(colleague);
    expect((await options(theirs.id, booker.cookie)).body.code).toBe('booking.notFound');
    const r = await bill(theirs.id, booker.cookie, {
      references: { 'cost-centre': 'CC' },
      travellerUserId: null,
    });
    expect(r.status).toBe(404);
    expect(r.body.code).toBe('booking.notFound');
    expect((await options(theirs.id, null)).status).toBe(401);
  });

  it("bills the caller's own company: a company id sent in the body is not read", async () => {
    const a = await createCompany();
    const b2 = await createCompany();
    const booker = await member(a.id, { canBook: true });
    const b = await pending(booker);
    const r = await bill(b.id, booker.cookie, {
      references: { 'cost-centre': 'CC' },
      travellerUserId: null,
      companyId: b2.id,
    });
    expect(r.status, r.raw).toBe(200);
    expect((await rowOf(b.id))?.companyId).toBe(a.id);
  });
});

describe('refusals: the card still works', () => {
  it('refuses a company on hold (409 with its name) and leaves the card path open', async () => {
    const company = await createCompany();
    const booker = await member(company.id, { canBook: true });
    await setCompany(company, { status: 'on_hold', holdReason: 'Invoice 2026-0007 unpaid' });
    const b = await pending(booker);
    const o = await options(b.id, booker.cookie);
    expect(o.body.refusal).toEqual({ code: 'companies.onHold', holdReason: 'Invoice 2026-0007 unpaid' });
    const r = await bill(b.id, booker.cookie, { references: { 'cost-centre': 'CC' }, travellerUserId: null });
    expect(r.status).toBe(409);
    expect(r.body.code).toBe('companies.onHold');
    expect(r.body.message).toBe(
      `${company.legalName} is on hold: rides cannot be billed to its account. You can still pay by card.`,
    );
    const paid = await payAndConfirm(t.app, booker.cookie, b.id);
    expect(paid.bookingId).toBe(b.id);
    expect(await rowOf(b.id)).toMatchObject({ status: 'confirmed', companyId: null, totalCents: 13_065 });
  });

  it('refuses card terms with no card on file (members pay by card; decision 060)', async () => {
    const company = await createCompany({ paymentTerms: 'card' });
    const booker = await member(company.id, { canBook: true });
    const b = await pending(booker);
    const o = (await options(b.id, booker.cookie)).body;
    expect(o.refusal?.code).toBe('companies.noCard');
    expect(o.mode).toBe('companyCard');
    expect(o.companyCard).toBeNull();
    const r = await bill(b.id, booker.cookie, { references: { 'cost-centre': 'CC' }, travellerUserId: null });
    expect(r.status).toBe(409);
    expect(r.body.code).toBe('companies.noCard');
  });

  it('refuses a ride over the credit limit with what is outstanding; the card path still pays it', async () => {
    // $200 limit: one $117.59 ride fits, a second does not (invoiced-open amounts count too).
    const company = await createCompany({ creditLimitCents: 20_000 });
    const booker = await member(company.id, { canBook: true });
    const first = await pending(booker);
    expect(
      (await bill(first.id, booker.cookie, { references: { 'cost-centre': 'CC' }, travellerUserId: null }))
        .status,
    ).toBe(200);
    const second = await pending(booker);
    const o = await options(second.id, booker.cookie);
    expect(o.body.refusal).toEqual({ code: 'companies.overLimit', holdReason: null });
    const r = await bill(second.id, booker.cookie, {
      references: { 'cost-centre': 'CC' },
      travellerUserId: null,
    });
    expect(r.status).toBe(409);
    expect(r.body.code).toBe('companies.overLimit');
    expect((await payAndConfirm(t.app, booker.cookie, second.id)).bookingId).toBe(second.id);
  });

  it('of two bookings that each fit but not together, exactly one is billed', async () => {
    const company = await createCompany({ creditLimitCents: 20_000 });
    const booker = await member(company.id, { canBook: true });
    const other = await member(company.id, { canBook: true });
    const b1 = await pending(booker);
    const b2 = await pending(other);
    const body = { references: { 'cost-centre': 'CC' }, travellerUserId: null };
    const results = await Promise.all([bill(b1.id, booker.cookie, body), bill(b2.id, other.cookie, body)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)?.body.code).toBe('companies.overLimit');
    const statuses = [(await rowOf(b1.id))?.status, (await rowOf(b2.id))?.status].sort();
    expect(statuses).toEqual(['confirmed', 'pending']);
  });

  it('refuses a pickup inside the minimum lead time, as the card path does', async () => {
    const company = await createCompany();
    const booker = await member(company.id, { canBook: true });
    const b = await pending(booker, 1);
    const r = await bill(b.id, booker.cookie, { references: { 'cost-centre': 'CC' }, travellerUserId: null });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('checkout.tooSoon');
  });
});

describe('after the ride and cancellation, on account', () => {
  async function billed(hours = 48) {
    const company = await createCompany({ discountPpm: null });
    const booker = await member(company.id, { canBook: true, canRide: true });
    const b = await pending(booker, hours);
    const r = await bill(b.id, booker.cookie, { references: { 'cost-centre': 'CC' }, travellerUserId: null });
    expect(r.status, r.raw).toBe(200);
    return { company, booker, booking: b };
  }

  it('refuses an online change of a ride on account (no card to charge or refund the difference)', async () => {
    const { booker, booking } = await billed();
    const r = await call('POST', `/api/bookings/${booking.id}/changes`, booker.cookie, {
      pickupDateTime: new Date(Date.now() + 72 * 3_600_000).toISOString(),
      vehicleId: 'suv-escalade',
      passengers: 1,
      bags: 0,
      extras: { meetAndGreet: false, childSeat: false },
    });
    expect(r.status, r.raw).toBe(409);
    expect(r.body.code).toBe('companies.changeOnAccount');
  });

  it('puts the close-out extras and the tip on account: no card, no link, the email says the invoice', async () => {
    const { booker, booking } = await billed();
    const driver = await createAccount(t.database, 'driver');
    await t.database.db
      .update(bookings)
      .set({ status: 'completed', driverId: driver.user.id, completedAt: new Date() })
      .where(eq(bookings.id, booking.id));
    await t.database.db.insert(tripExtras).values({
      bookingId: booking.id,
      driverId: driver.user.id,
      kind: 'toll',
      amountCents: 694,
      status: 'approved',
    });
    const closed = await call<ExtraChargeResult>(
      'POST',
      `/api/admin/bookings/${booking.id}/close-out`,
      admin.cookie,
    );
    expect(closed.status, closed.raw).toBe(200);
    expect(closed.body).toMatchObject({
      charge: { kind: 'closeout', amount: 6.94, status: 'on_account' },
      sentTo: null,
    });
    const tip = await call<ExtraChargeResult>('POST', `/api/bookings/${booking.id}/tip`, booker.cookie, {
      percent: 20,
    });
    expect(tip.status, tip.raw).toBe(200);
    expect(tip.body.charge).toMatchObject({ kind: 'tip', amount: 24, status: 'on_account' });
    const charges = await t.database.db
      .select()
      .from(extraCharges)
      .where(eq(extraCharges.bookingId, booking.id));
    expect(charges.map((c) => [c.status, c.paymentIntentId, c.payLinkTokenHash])).toEqual([
      ['on_account', null, null],
      ['on_account', null, null],
    ]);
    const mails = (await outboxFor(t.database, booker.user.email)).filter((m) => m.kind === 'extras-charged');
    expect(mails).toHaveLength(2);
    for (const m of mails) expect(m.text).toContain('monthly invoice');
    expect((await outboxFor(t.database, booker.user.email)).some((m) => m.kind === 'extras-pay-link')).toBe(
      false,
    );
  });

  it('keeps the cancellation fee on account (refunded = total - fee), with no refund to a card', async () => {
    // Cancelled less than 24 hours before pickup: the Terms give back 50 %, the other half is the fee.
    const late = await billed(5);
    const cancel = await call<{ refundAmount: number }>(
      'POST',
      `/api/user/bookings/${late.booking.id}/cancel`,
      late.booker.cookie,
      {},
    );
    expect(cancel.status, cancel.raw).toBe(200);
    expect(cancel.body.refundAmount).toBe(0);
    const row = await rowOf(late.booking.id);
    expect(row).toMatchObject({ status: 'cancelled', totalCents: 13_065, refundedCents: 6532 });
    expect((row?.totalCents ?? 0) - (row?.refundedCents ?? 0)).toBe(6533);
    expect(
      await t.database.db.select().from(bookingRefunds).where(eq(bookingRefunds.bookingId, late.booking.id)),
    ).toEqual([]);
    const mail = (await outboxFor(t.database, late.booker.user.email)).find(
      (m) => m.kind === 'booking-cancelled-by-customer',
    );
    expect(mail?.text).toContain('cancellation fee goes on the company’s invoice');

    // Early: nothing kept.
    const early = await billed(48);
    await call('POST', `/api/user/bookings/${early.booking.id}/cancel`, early.booker.cookie, {});
    expect(await rowOf(early.booking.id)).toMatchObject({ status: 'cancelled', refundedCents: 13_065 });
  });
});

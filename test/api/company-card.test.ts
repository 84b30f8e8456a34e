import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConfirmBookingResponse } from '../../src/shared/contracts/checkout.ts';
import type { CompanyBookingOptions } from '../../src/shared/contracts/company-billing.ts';
import type { CompanyCardSetup, CompanyCardState } from '../../src/shared/contracts/company-card.ts';
import type { Company } from '../../src/shared/contracts/companies.ts';
import { adminAuditLog } from '../../src/server/db/schema/audit.ts';
import { bookings } from '../../src/server/db/schema/bookings.ts';
import { companies, companyMembers, invoices } from '../../src/server/db/schema/companies.ts';
import { testPaymentIntents } from '../../src/server/db/schema/payments.ts';
import { signInAs } from '../support/accounts.ts';
import { insertBooking } from '../support/bookings.ts';
import { call as rawCall } from '../support/checkout-flow.ts';
import { outboxFor } from '../support/outbox.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * A company's card on file (issue 38, decision 060): its admin keeps a card through the test processor's setup
 * flow; bookers of a company on card terms charge their rides to it at the payment step (the account price, now,
 * confirmed as a card booking and never invoiced). Everyone else is refused.
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

type Method = 'GET' | 'POST' | 'DELETE';
async function call<T = unknown>(method: Method, url: string, cookie: string | null, body?: object) {
  if (method !== 'DELETE') return rawCall<T>(t.app, method, url, cookie, body);
  const res = await t.app.inject({ method, url, headers: cookie ? { cookie } : {} });
  return { status: res.statusCode, body: res.json<T & { code?: string }>(), raw: res.body };
}

let n = 0;
async function createCompany(over: Record<string, unknown> = {}): Promise<Company> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/companies',
    headers: { cookie: admin.cookie },
    payload: {
      legalName: `Carrow Card ${++n} Inc`,
      billingAddress: '1 Liberty Plaza\nNew York, NY 10006',
      billingEmails: ['ap@carrow.com'],
      taxId: null,
      paymentTerms: 'card',
      creditLimitCents: 0,
      referenceFields: [
        { key: 'cost-centre', labelEn: 'Cost centre', labelEs: 'Centro de costos', required: true },
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

async function member(companyId: string, roles: { canBook?: boolean; canRide?: boolean; isAdmin?: boolean }) {
  const who = await signInAs(t.app, t.database, 'passenger');
  await t.database.db.insert(companyMembers).values({
    companyId,
    userId: who.user.id,
    canBook: roles.canBook ?? false,
    canRide: roles.canRide ?? false,
    isAdmin: roles.isAdmin ?? false,
  });
  return who;
}

/** A pending booking of `who` ($100 base + $20 meet & greet, 8.875 % tax = $130.65). */
async function pending(who: { user: { id: string; email: string } }) {
  const b = await insertBooking(t.database, { userId: who.user.id, status: 'pending' });
  const [row] = await t.database.db
    .update(bookings)
    .set({
      customerEmail: who.user.email,
      customerName: 'Test Booker',
      pickupAt: new Date(Date.now() + 48 * 3_600_000),
    })
    .where(eq(bookings.id, b.id))
    .returning();
  if (!row) throw new Error('no booking');
  return row;
}

const card = (cookie: string) => call<CompanyCardState>('GET', '/api/company/card', cookie);
const setup = (cookie: string) => call<CompanyCardSetup>('POST', '/api/company/card/setup', cookie);
const store = (cookie: string, setupIntentId: string) =>
  call<CompanyCardState>('POST', '/api/company/card', cookie, { setupIntentId });
const confirmCard = (s: CompanyCardSetup, cardNumber = '4242424242424242') =>
  rawCall(t.app, 'POST', `/api/test-payments/${s.setupIntentId}/confirm`, null, {
    clientSecret: s.clientSecret,
    cardNumber,
    expiry: '12/30',
    cvc: '123',
    postalCode: '10006',
  });
/** The admin adds a card through the setup flow (setup, the test card form, store). */
async function addCard(cookie: string, cardNumber = '4242424242424242') {
  const s = await setup(cookie);
  expect(s.status, s.raw).toBe(200);
  const paid = await confirmCard(s.body, cardNumber);
  expect(paid.status, paid.raw).toBe(200);
  const stored = await store(cookie, s.body.setupIntentId);
  expect(stored.status, stored.raw).toBe(200);
  return stored.body;
}
const bill = (bookingId: string, cookie: string, body: object) =>
  rawCall<ConfirmBookingResponse>(t.app, 'POST', `/api/bookings/${bookingId}/bill-to-company`, cookie, body);
const options = (bookingId: string, cookie: string) =>
  rawCall<CompanyBookingOptions>(t.app, 'GET', `/api/company/booking-options?bookingId=${bookingId}`, cookie);
const rowOf = async (id: string) =>
  (await t.database.db.select().from(bookings).where(eq(bookings.id, id)))[0];
const companyRow = async (id: string) =>
  (await t.database.db.select().from(companies).where(eq(companies.id, id)))[0];

describe('the company card on file', () => {
  it('is set by the company admin through the setup flow, shown by its label, replaced and removed, audited', async () => {
    const company = await createCompany();
    const boss = await member(company.id, { isAdmin: true });
    expect((await card(boss.cookie)).body).toEqual({ card: null, paymentTerms: 'card' });

    const s = await setup(boss.cookie);
    expect(s.status, s.raw).toBe(200);
    expect(s.body.provider).toBe('test');
    expect(s.body.setupIntentId).toMatch(/^seti_test_/);
    const [intent] = await t.database.db
      .select()
      .from(testPaymentIntents)
      .where(eq(testPaymentIntents.id, s.body.setupIntentId));
    expect(intent).toMatchObject({ kind: 'setup', amountCents: 0, bookingId: null });
    // Not confirmed yet: refused.
    const early = await store(boss.cookie, s.body.setupIntentId);
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('companies.cardSetupInvalid');
    // A declined card at setup: the test card's decline, nothing kept.
    const declined = await confirmCard(s.body, '4000000000000002');
    expect(declined.status).toBe(402);
    expect((await store(boss.cookie, s.body.setupIntentId)).body.code).toBe('companies.cardSetupInvalid');

    expect((await confirmCard(s.body)).status).toBe(200);
    const stored = await store(boss.cookie, s.body.setupIntentId);
    expect(stored.status, stored.raw).toBe(200);
    expect(stored.body.card).toMatchObject({
      label: 'Visa •••• 4242',
      brand: 'Visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2030,
    });
    expect(JSON.stringify(stored.body)).not.toMatch(/pm_test|cus_test/);
    const row = await companyRow(company.id);
    expect(row).toMatchObject({ cardProvider: 'test', cardLast4: '4242', cardSetBy: boss.user.id });
    expect(row?.cardPaymentMethodId).toMatch(/^pm_test_/);
    expect((await card(boss.cookie)).body.card?.label).toBe('Visa •••• 4242');

    // Replaced by a Mastercard, then removed.
    expect((await addCard(boss.cookie, '5555555555554444')).card?.label).toBe('Mastercard •••• 4444');
    const removed = await call<CompanyCardState>('DELETE', '/api/company/card', boss.cookie);
    expect(removed.status, removed.raw).toBe(200);
    expect(removed.body.card).toBeNull();
    expect(await companyRow(company.id)).toMatchObject({
      cardProvider: null,
      cardPaymentMethodId: null,
      cardLast4: null,
    });

    const audit = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.entityId, company.id));
    const mine = audit
      .filter((a) => a.action.startsWith('company.card'))
      .map((a) => [a.action, a.actorUserId, a.summary]);
    expect(mine).toEqual([
      ['company.cardSet', boss.user.id, `${company.legalName}: card on file set to Visa •••• 4242`],
      [
        'company.cardSet',
        boss.user.id,
        `${company.legalName}: card on file Visa •••• 4242 replaced by Mastercard •••• 4444`,
      ],
      ['company.cardRemove', boss.user.id, `${company.legalName}: card on file Mastercard •••• 4444 removed`],
    ]);
    // The base admin sees the label (never ids) on the company.
    await addCard(boss.cookie);
    const seen = await t.app.inject({
      method: 'GET',
      url: `/api/admin/companies/${company.id}`,
      headers: { cookie: admin.cookie },
    });
    expect(seen.statusCode).toBe(200);
    expect(seen.json<{ cardLabel: string | null }>().cardLabel).toBe('Visa •••• 4242 · 12/2030');
    expect(seen.body).not.toMatch(/pm_test|cus_test/);
  });

  it('is refused to bookers, travellers, outsiders, drivers, base admins and another company’s admin', async () => {
    const company = await createCompany();
    const boss = await member(company.id, { isAdmin: true });
    await addCard(boss.cookie);
    const other = await createCompany();
    const otherBoss = await member(other.id, { isAdmin: true });
    const booker = await member(company.id, { canBook: true });
    const traveller = await member(company.id, { canRide: true });
    const outsider = await signInAs(t.app, t.database, 'passenger');
    const driver = await signInAs(t.app, t.database, 'driver');

    const cases: [string, string, number, string | undefined][] = [
      [booker.cookie, 'booker', 403, 'companies.notCompanyAdmin'],
      [traveller.cookie, 'traveller', 403, 'companies.notCompanyAdmin'],
      [outsider.cookie, 'outsider', 404, 'companies.notMember'],
      [driver.cookie, 'driver', 403, undefined],
      [admin.cookie, 'base admin', 403, undefined],
    ];
    const s = await setup(boss.cookie);
    for (const [cookie, who, status, code] of cases) {
      for (const [method, url, body] of [
        ['GET', '/api/company/card', undefined],
        ['POST', '/api/company/card/setup', undefined],
        ['POST', '/api/company/card', { setupIntentId: s.body.setupIntentId }],
        ['DELETE', '/api/company/card', undefined],
      ] as const) {
        const r = await call(method, url, cookie, body);
        expect(r.status, `${who} ${method} ${url}`).toBe(status);
        if (code) expect(r.body.code, `${who} ${method} ${url}`).toBe(code);
      }
    }
    // Another company's admin sees and changes only their own company: this company's card is untouched.
    expect((await card(otherBoss.cookie)).body.card).toBeNull();
    expect((await confirmCard(s.body, '5555555555554444')).status).toBe(200);
    const stolen = await store(otherBoss.cookie, s.body.setupIntentId);
    expect(stolen.status).toBe(409);
    expect(stolen.body.code).toBe('companies.cardSetupInvalid');
    expect((await card(otherBoss.cookie)).body.card).toBeNull();
    await call('DELETE', '/api/company/card', otherBoss.cookie);
    expect((await card(boss.cookie)).body.card?.label).toBe('Visa •••• 4242');
    // An unknown or a payment (not setup) intent is refused too.
    expect((await store(boss.cookie, 'seti_test_unknown')).body.code).toBe('companies.cardSetupInvalid');
  });
});

describe('booking on the company card', () => {
  async function cardCompany(cardNumber = '4242424242424242') {
    const company = await createCompany();
    const boss = await member(company.id, { isAdmin: true });
    await addCard(boss.cookie, cardNumber);
    const booker = await member(company.id, { canBook: true });
    const traveller = await member(company.id, { canRide: true });
    return { company, boss, booker, traveller };
  }

  it('charges the account price to the card and confirms the booking as a card booking, never invoiced', async () => {
    const { company, booker, traveller } = await cardCompany();
    const b = await pending(booker);
    const o = await options(b.id, booker.cookie);
    expect(o.status, o.raw).toBe(200);
    expect(o.body).toMatchObject({
      mode: 'companyCard',
      companyCard: { label: 'Visa •••• 4242' },
      refusal: null,
    });
    expect(o.body.price.lines.at(-1)).toEqual({
      code: 'company_discount',
      label: 'Company discount',
      amount: -12,
    });
    expect(o.body.price.total).toBe(117.59);

    const done = await bill(b.id, booker.cookie, {
      references: { 'cost-centre': ' CC-77 ' },
      travellerUserId: traveller.user.id,
    });
    expect(done.status, done.raw).toBe(200);
    expect(done.body).toMatchObject({ success: true, confirmationNumber: b.number, bookingId: b.id });
    const row = await rowOf(b.id);
    expect(row).toMatchObject({
      status: 'confirmed',
      paymentMethod: 'Visa •••• 4242',
      paymentProvider: 'test',
      companyId: company.id,
      travellerUserId: traveller.user.id,
      companyReferences: { 'cost-centre': 'CC-77' },
      passengerEmail: traveller.user.email,
      subtotalCents: 10_800,
      taxCents: 959,
      totalCents: 11_759,
      invoiceId: null,
    });
    expect(row?.priceLines.at(-1)).toEqual({
      code: 'company_discount',
      label: 'Company discount',
      amountCents: -1200,
    });
    // The charge: one succeeded intent of the account price on the booking.
    const charges = await t.database.db
      .select()
      .from(testPaymentIntents)
      .where(eq(testPaymentIntents.bookingId, b.id));
    const succeeded = charges.filter((c) => c.status === 'succeeded');
    expect(succeeded.map((c) => [c.id, c.amountCents])).toEqual([[row?.paymentIntentId, 11_759]]);
    // The confirmation email, as for a card booking, and the portal lists it for the company admin.
    const mail = await outboxFor(t.database, booker.user.email);
    expect(mail.map((m) => m.kind)).toContain('booking-confirmation');
    const confirmation = mail.find((m) => m.kind === 'booking-confirmation')?.text ?? '';
    expect(confirmation).toContain('Charged to your company’s card (Visa •••• 4242).');
    expect(confirmation).not.toContain('monthly invoice');
    // The invoice run never bills it (only payment_method 'account'), even ridden and in a month being billed.
    const last = new Date();
    last.setUTCDate(1);
    last.setUTCMonth(last.getUTCMonth() - 1);
    last.setUTCHours(15);
    await t.database.db
      .update(bookings)
      .set({ status: 'completed', pickupAt: last })
      .where(eq(bookings.id, b.id));
    const run = await t.app.inject({
      method: 'POST',
      url: '/api/admin/invoices/run',
      headers: { cookie: admin.cookie },
      payload: { month: last.toISOString().slice(0, 7) },
    });
    expect(run.statusCode, run.body).toBeLessThan(300);
    expect((await rowOf(b.id))?.invoiceId).toBeNull();
    expect(await t.database.db.select().from(invoices).where(eq(invoices.companyId, company.id))).toEqual([]);
  });

  it('leaves the booking pending when the company card is declined (the provider’s words)', async () => {
    // 3184 authenticates at setup but is refused off-session.
    const { booker } = await cardCompany('4000002760003184');
    const b = await pending(booker);
    const r = await bill(b.id, booker.cookie, { references: { 'cost-centre': 'CC' }, travellerUserId: null });
    expect(r.status, r.raw).toBe(402);
    expect(r.body.code).toBe('checkout.paymentFailed');
    expect(r.body.message).toContain('requires authentication');
    expect(await rowOf(b.id)).toMatchObject({
      status: 'pending',
      totalCents: 13_065,
      companyId: null,
      paidAt: null,
    });
  });

  it('refuses without a card (companies.noCard) and on hold (companies.onHold)', async () => {
    const company = await createCompany();
    const booker = await member(company.id, { canBook: true });
    const b = await pending(booker);
    const r = await bill(b.id, booker.cookie, { references: { 'cost-centre': 'CC' }, travellerUserId: null });
    expect(r.status).toBe(409);
    expect(r.body.code).toBe('companies.noCard');
    expect(r.body.message).toBe('Your company has no card on file: ask your company admin to add one.');

    const held = await cardCompany();
    await t.database.db
      .update(companies)
      .set({ status: 'on_hold', holdReason: 'Unpaid' })
      .where(eq(companies.id, held.company.id));
    const hb = await pending(held.booker);
    expect((await options(hb.id, held.booker.cookie)).body.refusal?.code).toBe('companies.onHold');
    const h = await bill(hb.id, held.booker.cookie, {
      references: { 'cost-centre': 'CC' },
      travellerUserId: null,
    });
    expect(h.status).toBe(409);
    expect(h.body.code).toBe('companies.onHold');
    expect((await rowOf(hb.id))?.status).toBe('pending');
  });

  it('charges once for two bill requests at once', async () => {
    const { booker } = await cardCompany();
    const b = await pending(booker);
    const body = { references: { 'cost-centre': 'CC' }, travellerUserId: null };
    const [x, y] = await Promise.all([bill(b.id, booker.cookie, body), bill(b.id, booker.cookie, body)]);
    expect([x.status, y.status].filter((s) => s === 200).length, `${x.raw} ${y.raw}`).toBeGreaterThanOrEqual(
      1,
    );
    // The other answers the same booking, or that it is already paid: never a second charge.
    for (const r of [x, y]) {
      if (r.status === 200) expect(r.body.bookingId).toBe(b.id);
      else expect([r.status, r.body.code]).toEqual([409, 'checkout.alreadyPaid']);
    }
    const charges = await t.database.db
      .select()
      .from(testPaymentIntents)
      .where(and(eq(testPaymentIntents.bookingId, b.id), eq(testPaymentIntents.status, 'succeeded')));
    expect(charges.map((c) => c.amountCents)).toEqual([11_759]);
    expect(await rowOf(b.id)).toMatchObject({ status: 'confirmed', totalCents: 11_759 });
  });
});

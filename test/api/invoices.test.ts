import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invoice, InvoiceList } from '../../src/shared/contracts/invoices.ts';
import { adminAuditLog } from '../../src/server/db/schema/audit.ts';
import { bookings } from '../../src/server/db/schema/bookings.ts';
import { companies, companyMembers, invoices } from '../../src/server/db/schema/companies.ts';
import { emailOutbox } from '../../src/server/db/schema/email.ts';
import { extraCharges } from '../../src/server/db/schema/extras.ts';
import { createAccount, signIn, signInAs } from '../support/accounts.ts';
import { adminCall } from '../support/admin.ts';
import { insertBooking } from '../support/bookings.ts';
import { pdfText } from '../support/pdf-text.ts';
import { createSecondServer, createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * The companies' monthly invoices (issue 38, decision 057): what a month bills (rides on account with their
 * references, what was kept after a refund, extras and tips on account, cancellation fees; never a card-paid ride
 * nor another month's), the numbering (per year, no gaps or repeats, also with runs at once: run this file on
 * PostgreSQL too), void and reinvoice, pay, overdue and hold on the injected clock, the PDF and CSV read back, the
 * email with both attached, and the company routes' isolation.
 */
/** 1 December 2026, 10:00 in New York: November is invoiced. */
const NOW = new Date('2026-12-01T15:00:00Z');

let t: TestApp;
let admin: Awaited<ReturnType<typeof signInAs>>;
beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  admin = await signInAs(t.app, t.database, 'admin');
});
afterAll(() => t.close());

type Answer<T> = {
  status: number;
  body: T & { code?: string };
  res: { rawPayload: Buffer; headers: Record<string, unknown> };
};
const call = <T = unknown>(
  method: 'GET' | 'POST',
  url: string,
  body?: object,
  cookie: string | null = admin.cookie,
) => adminCall<T>(t.app, method, url, cookie, body) as unknown as Promise<Answer<T>>;

const REFS = [
  { key: 'cost-centre', labelEn: 'Cost centre', labelEs: 'Centro de costos', required: true },
  { key: 'matter', labelEn: 'Matter number', labelEs: 'Número de asunto', required: false },
];

let n = 0;
async function makeCompany(over: Partial<typeof companies.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(companies)
    .values({
      legalName: `Invoiced Co ${++n} ${Math.random().toString(36).slice(2, 6)}`,
      billingAddress: '1 Liberty Plaza, 23rd floor\nNew York, NY 10006',
      billingEmails: ['ap@example.com', 'controller@example.com'],
      taxId: '12-3456789',
      paymentTerms: 'net30',
      creditLimitCents: 1_000_000,
      referenceFields: REFS,
      language: 'en',
      ...over,
    })
    .returning();
  if (!row) throw new Error('no company');
  return row;
}

async function member(companyId: string, roles: { isAdmin?: boolean } = {}, name = ['Ada', 'Lovelace']) {
  const account = await createAccount(t.database, 'passenger');
  const { users } = await import('../../src/server/db/schema/accounts.ts');
  await t.database.db
    .update(users)
    .set({ firstName: name[0] ?? 'Ada', lastName: name[1] ?? 'Lovelace' })
    .where(eq(users.id, account.user.id));
  await t.database.db.insert(companyMembers).values({
    companyId,
    userId: account.user.id,
    canBook: true,
    canRide: true,
    isAdmin: roles.isAdmin ?? false,
  });
  return account;
}

/** A ride of the company's member: $120 + $10.65 tax = $130.65, on account unless told. */
async function ride(
  companyId: string,
  travellerId: string,
  opts: {
    pickupAt: string;
    status?: 'completed' | 'cancelled' | 'no_show' | 'confirmed';
    references?: Record<string, string>;
    refundedCents?: number;
    card?: boolean;
  },
) {
  const booking = await insertBooking(t.database, {
    userId: travellerId,
    status: opts.status ?? 'completed',
    createdAt: new Date('2026-10-20T12:00:00Z'),
  });
  if (!booking) throw new Error('no booking');
  await t.database.db
    .update(bookings)
    .set({
      companyId,
      travellerUserId: travellerId,
      companyReferences: opts.references ?? { 'cost-centre': 'CC-1' },
      paymentMethod: opts.card ? 'Visa •••• 4242' : 'account',
      pickupAt: new Date(opts.pickupAt),
      refundedCents: opts.refundedCents ?? 0,
    })
    .where(eq(bookings.id, booking.id));
  return booking;
}

async function charge(bookingId: string, kind: 'closeout' | 'tip', amountCents: number, createdAt: string) {
  await t.database.db
    .insert(extraCharges)
    .values({ bookingId, kind, amountCents, status: 'on_account', createdAt: new Date(createdAt) });
}

const run = (month: string) => call<InvoiceList>('POST', '/api/admin/invoices/run', { month });
const liveOf = (companyId: string) =>
  t.database.db
    .select()
    .from(invoices)
    .where(eq(invoices.companyId, companyId))
    .orderBy(asc(invoices.year), asc(invoices.seq));

describe('the month billed', () => {
  let company: Awaited<ReturnType<typeof makeCompany>>;
  let invoice: Invoice;
  let numbers: { ride1: string; ride2: string; ride3: string };

  beforeAll(async () => {
    company = await makeCompany({ legalName: 'Hudson & Pike LLP' });
    const ada = await member(company.id, {}, ['Ada', 'Lovelace']);
    const grace = await member(company.id, {}, ['Grace', 'Hopper']);
    const r1 = await ride(company.id, ada.user.id, {
      pickupAt: '2026-11-05T14:00:00Z',
      references: { 'cost-centre': 'CC-100', matter: 'M-7' },
    });
    await charge(r1.id, 'closeout', 2500, '2026-11-05T18:00:00Z');
    await charge(r1.id, 'tip', 2000, '2026-11-05T18:05:00Z');
    // Partly refunded: $30.65 of $130.65 given back.
    const r2 = await ride(company.id, grace.user.id, {
      pickupAt: '2026-11-10T14:00:00Z',
      references: { 'cost-centre': 'CC-200' },
      refundedCents: 3065,
    });
    // Cancelled with a $50 fee kept.
    const r3 = await ride(company.id, ada.user.id, {
      pickupAt: '2026-11-12T14:00:00Z',
      status: 'cancelled',
      refundedCents: 8065,
    });
    // Not billed: paid by card, next month's, fully refunded cancellation, not finished.
    await ride(company.id, ada.user.id, { pickupAt: '2026-11-15T14:00:00Z', card: true });
    await ride(company.id, ada.user.id, { pickupAt: '2026-12-03T14:00:00Z' });
    await ride(company.id, ada.user.id, {
      pickupAt: '2026-11-16T14:00:00Z',
      status: 'cancelled',
      refundedCents: 13065,
    });
    await ride(company.id, ada.user.id, { pickupAt: '2026-11-29T14:00:00Z', status: 'confirmed' });
    numbers = { ride1: r1.number, ride2: r2.number, ride3: r3.number };

    const res = await run('2026-11');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const mine = res.body.invoices.filter((i) => i.companyId === company.id);
    expect(mine).toHaveLength(1);
    const got = await call<Invoice>('GET', `/api/admin/invoices/${mine[0]?.id}`);
    invoice = got.body;
  });

  it('bills each ride with its references, what was kept after a refund, extras, tip and a cancellation fee', () => {
    expect(invoice).toMatchObject({
      companyName: 'Hudson & Pike LLP',
      periodStart: '2026-11-01',
      periodEnd: '2026-11-30',
      issuedAt: NOW.toISOString(),
      dueOn: '2026-12-31',
      language: 'en',
      status: 'open',
      overdue: false,
      subtotalCents: 30277,
      taxCents: 2288,
      totalCents: 32565,
      lineCount: 5,
    });
    expect(invoice.number).toMatch(/^2026-\d{4}$/);
    const route = '11 W 53rd St, New York, NY 10019 → 1 Main St, Brooklyn, NY 11201';
    expect(invoice.lines.map(({ bookingId: _b, ...l }) => l)).toEqual([
      {
        kind: 'ride',
        bookingNumber: numbers.ride1,
        date: '2026-11-05T14:00:00.000Z',
        traveller: 'Ada Lovelace',
        route,
        references: { 'cost-centre': 'CC-100', matter: 'M-7' },
        subtotalCents: 12000,
        taxCents: 1065,
        totalCents: 13065,
      },
      {
        kind: 'extras',
        bookingNumber: numbers.ride1,
        date: '2026-11-05T14:00:00.000Z',
        traveller: 'Ada Lovelace',
        route,
        references: { 'cost-centre': 'CC-100', matter: 'M-7' },
        subtotalCents: 2500,
        taxCents: 0,
        totalCents: 2500,
      },
      {
        kind: 'tip',
        bookingNumber: numbers.ride1,
        date: '2026-11-05T14:00:00.000Z',
        traveller: 'Ada Lovelace',
        route,
        references: { 'cost-centre': 'CC-100', matter: 'M-7' },
        subtotalCents: 2000,
        taxCents: 0,
        totalCents: 2000,
      },
      {
        kind: 'ride',
        bookingNumber: numbers.ride2,
        date: '2026-11-10T14:00:00.000Z',
        traveller: 'Grace Hopper',
        route,
        references: { 'cost-centre': 'CC-200' },
        subtotalCents: 9185,
        taxCents: 815,
        totalCents: 10000,
        // Decision 061: what was given back on a ride on account is its credit, printed on its line.
        creditCents: 3065,
      },
      {
        kind: 'cancellation',
        bookingNumber: numbers.ride3,
        date: '2026-11-12T14:00:00.000Z',
        traveller: 'Ada Lovelace',
        route,
        references: { 'cost-centre': 'CC-1' },
        subtotalCents: 4592,
        taxCents: 408,
        totalCents: 5000,
      },
    ]);
  });

  it('marks what it billed, and only that; a rerun makes nothing more', async () => {
    const billed = await t.database.db
      .select({ number: bookings.number })
      .from(bookings)
      .where(eq(bookings.invoiceId, invoice.id));
    expect(billed.map((b) => b.number).sort()).toEqual([numbers.ride1, numbers.ride2, numbers.ride3].sort());
    const charges = await t.database.db
      .select()
      .from(extraCharges)
      .where(eq(extraCharges.invoiceId, invoice.id));
    expect(charges).toHaveLength(2);
    const again = await run('2026-11');
    expect(again.status).toBe(200);
    expect(again.body.invoices.filter((i) => i.companyId === company.id)).toEqual([]);
    await t.app.invoices.runScheduled(NOW);
    expect(await liveOf(company.id)).toHaveLength(1);
    // The current month cannot be run yet.
    expect((await run('2026-12')).body.code).toBe('invoices.monthInvalid');
    expect((await run('2026-13')).status).toBe(400);
  });

  it('emails it once to every billing address with the PDF and CSV attached, audited', async () => {
    const mails = await t.database.db
      .select()
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.kind, 'company-invoice'),
          eq(emailOutbox.subject, `Invoice ${invoice.number} for 2026-11-01 – 2026-11-30`),
        ),
      );
    expect(mails.map((m) => m.to).sort()).toEqual(['ap@example.com', 'controller@example.com']);
    for (const m of mails) {
      expect(m.attachments.map((a) => [a.filename, a.contentType])).toEqual([
        [`invoice-${invoice.number}.pdf`, 'application/pdf'],
        [`invoice-${invoice.number}.csv`, 'text/csv; charset=utf-8'],
      ]);
      expect(m.text).toContain('$325.65');
    }
    const [row] = await t.database.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(row?.emailedAt?.toISOString()).toBe(NOW.toISOString());
    const audit = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.entityId, invoice.id))
      .orderBy(asc(adminAuditLog.createdAt));
    expect(audit.map((a) => [a.action, a.actorUserId])).toEqual([
      ['invoice.issue', admin.user.id],
      ['invoice.email', admin.user.id],
    ]);
  });

  it('prints the PDF with the billing details, the lines and their references, totals and terms', async () => {
    const pdf = await call('GET', `/api/admin/invoices/${invoice.id}/invoice.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.res.headers['content-type']).toBe('application/pdf');
    expect(pdf.res.headers['content-disposition']).toBe(
      `attachment; filename="invoice-${invoice.number}.pdf"`,
    );
    const text = pdfText(pdf.res.rawPayload).replace(/\s+/g, ' ');
    for (const expected of [
      'INVOICE',
      `Invoice no. ${invoice.number}`,
      'Period: 2026-11-01 – 2026-11-30',
      'Issued: 2026-12-01 · Due: 2026-12-31',
      'Hudson & Pike LLP',
      '1 Liberty Plaza, 23rd floor',
      'Tax ID: 12-3456789',
      numbers.ride1,
      'Ada Lovelace',
      'Cost centre: CC-100',
      'Matter number: M-7',
      'Cancellation fee',
      '$302.77',
      '$22.88',
      'Total due',
      '$325.65',
      'Payment terms: net 30 days. Please pay by 2026-12-31',
    ])
      expect(text).toContain(expected);
  });

  it('writes the CSV: a row per line, the reference fields as columns in the company language', async () => {
    const csv = await call<string>('GET', `/api/admin/invoices/${invoice.id}/invoice.csv`);
    expect(csv.status).toBe(200);
    expect(csv.res.headers['content-disposition']).toBe(
      `attachment; filename="invoice-${invoice.number}.csv"`,
    );
    const rows = String(csv.res.rawPayload).split('\r\n');
    expect(rows[0]).toBe(`Invoice,${invoice.number}`);
    expect(rows).toContain('Date,Booking,Item,Traveller,Route,Cost centre,Matter number,Subtotal,Tax,Amount');
    expect(rows).toContain(
      `2026-11-05,${numbers.ride1},Ride,Ada Lovelace,"11 W 53rd St, New York, NY 10019 → 1 Main St, Brooklyn, NY 11201",CC-100,M-7,120.00,10.65,130.65`,
    );
    expect(rows).toContain('Total due,325.65');
  });
});

describe('Spanish, CSV safety, void and reinvoice, pay', () => {
  it('prints a Spanish company in Spanish and defuses a formula in a reference', async () => {
    const company = await makeCompany({ language: 'es', paymentTerms: 'net15' });
    const m = await member(company.id);
    await ride(company.id, m.user.id, {
      pickupAt: '2026-11-20T14:00:00Z',
      references: { 'cost-centre': '=HYPERLINK("http://evil")' },
    });
    const res = await run('2026-11');
    const inv = res.body.invoices.find((i) => i.companyId === company.id);
    expect(inv).toMatchObject({ language: 'es', dueOn: '2026-12-16', totalCents: 13065 });
    const pdf = await call('GET', `/api/admin/invoices/${inv?.id}/invoice.pdf`);
    const text = pdfText(pdf.res.rawPayload).replace(/\s+/g, ' ');
    for (const expected of [
      'FACTURA',
      `Factura n.º ${inv?.number}`,
      'Centro de costos:',
      'Total a pagar',
      'neto 15 días',
    ])
      expect(text).toContain(expected);
    const csv = String((await call('GET', `/api/admin/invoices/${inv?.id}/invoice.csv`)).res.rawPayload);
    expect(csv).toContain('Fecha,Reserva,Concepto,Viajero,Recorrido,Centro de costos,Número de asunto');
    expect(csv).toContain(`"'=HYPERLINK(""http://evil"")"`);
  });

  it('voids an open invoice (keeps its number, releases its rides), reinvoices with the next number; pays', async () => {
    const company = await makeCompany();
    const m = await member(company.id);
    await ride(company.id, m.user.id, { pickupAt: '2026-11-21T14:00:00Z' });
    const first = (await run('2026-11')).body.invoices.find((i) => i.companyId === company.id);
    if (!first) throw new Error('not invoiced');

    expect((await call('POST', `/api/admin/invoices/${first.id}/void`, { reason: 'x' })).body.code).toBe(
      'invoices.reasonInvalid',
    );
    const voided = await call<Invoice>('POST', `/api/admin/invoices/${first.id}/void`, {
      reason: 'Wrong cost centre',
    });
    expect(voided.status).toBe(200);
    expect(voided.body).toMatchObject({
      status: 'void',
      voidReason: 'Wrong cost centre',
      number: first.number,
    });
    expect((await call('POST', `/api/admin/invoices/${first.id}/void`, { reason: 'Again' })).status).toBe(
      409,
    );
    const again = (await run('2026-11')).body.invoices.find((i) => i.companyId === company.id);
    if (!again) throw new Error('not invoiced again');
    expect(again.number > first.number).toBe(true);
    expect(again.totalCents).toBe(13065);
    expect((await liveOf(company.id)).map((i) => [i.number, i.status])).toEqual([
      [first.number, 'void'],
      [again.number, 'open'],
    ]);

    expect(
      (
        await call('POST', `/api/admin/invoices/${again.id}/pay`, {
          amountCents: 0,
          paidOn: '2026-12-05',
          method: 'ach',
        })
      ).body.code,
    ).toBe('invoices.amountInvalid');
    expect(
      (
        await call('POST', `/api/admin/invoices/${again.id}/pay`, {
          amountCents: 1,
          paidOn: '2026-02-30',
          method: 'ach',
        })
      ).body.code,
    ).toBe('invoices.paidOnInvalid');
    const paid = await call<Invoice>('POST', `/api/admin/invoices/${again.id}/pay`, {
      amountCents: 13065,
      paidOn: '2026-12-05',
      method: 'wire',
    });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({
      status: 'paid',
      paidAmountCents: 13065,
      paidOn: '2026-12-05',
      paidMethod: 'wire',
    });
    // Paid: neither paid again nor voided (the conditional update); two payments at once, one wins.
    const twice = await Promise.all(
      [1, 2].map(() =>
        call('POST', `/api/admin/invoices/${again.id}/pay`, {
          amountCents: 1,
          paidOn: '2026-12-06',
          method: 'check',
        }),
      ),
    );
    expect(twice.map((r) => r.body.code)).toEqual(['invoices.notOpen', 'invoices.notOpen']);
    expect((await call('POST', `/api/admin/invoices/${again.id}/void`, { reason: 'Late' })).status).toBe(409);
    const audit = await t.database.db
      .select({ action: adminAuditLog.action })
      .from(adminAuditLog)
      .where(inArray(adminAuditLog.entityId, [first.id, again.id]))
      .orderBy(asc(adminAuditLog.createdAt));
    expect(audit.map((a) => a.action).sort()).toEqual(
      [
        'invoice.email',
        'invoice.email',
        'invoice.issue',
        'invoice.issue',
        'invoice.pay',
        'invoice.void',
      ].sort(),
    );

    const list = await call<InvoiceList>('GET', `/api/admin/invoices?companyId=${company.id}&status=paid`);
    expect(list.body.invoices.map((i) => i.id)).toEqual([again.id]);
    expect((await call('GET', '/api/admin/invoices?status=late')).status).toBe(400);
    expect((await call('GET', '/api/admin/invoices/not-a-uuid')).body.code).toBe('invoices.notFound');
    expect((await call('GET', '/api/admin/invoices/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});

describe('numbering under concurrency', () => {
  it('makes one invoice per company per month and numbers 1..n of the year, whatever the runs at once', async () => {
    // March 2031: a year of its own, so its numbers start at 1.
    const at = new Date('2031-03-01T15:00:00Z');
    const made: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const company = await makeCompany();
      const m = await member(company.id);
      await ride(company.id, m.user.id, { pickupAt: '2031-02-10T15:00:00Z' });
      await ride(company.id, m.user.id, { pickupAt: '2031-02-11T15:00:00Z' });
      made.push(company.id);
    }
    const second = await createSecondServer(t, { clock: () => at });
    try {
      const results = await Promise.all([
        t.app.invoices.runScheduled(at),
        second.app.invoices.runScheduled(at),
        t.app.invoices.runScheduled(at),
        second.app.invoices.runScheduled(at),
      ]);
      expect(results.reduce((s, r) => s + r.issued, 0)).toBeGreaterThanOrEqual(5);
    } finally {
      await second.close();
    }
    const of2031 = await t.database.db.select().from(invoices).where(eq(invoices.year, 2031));
    const seqs = of2031.map((i) => i.seq).sort((a, b) => a - b);
    expect(seqs).toEqual(seqs.map((_, i) => i + 1));
    expect(new Set(of2031.map((i) => i.number)).size).toBe(of2031.length);
    for (const id of made) {
      const live = (await liveOf(id)).filter((i) => i.status !== 'void' && i.periodStart === '2031-02-01');
      expect(live, id).toHaveLength(1);
      expect(live[0]?.totalCents).toBe(2 * 13065);
    }
  });
});

describe('overdue and hold', () => {
  it('flags an open invoice past due, and holds its company after COMPANY_HOLD_AFTER_DAYS, audited as the system', async () => {
    const company = await makeCompany({ paymentTerms: 'net15' });
    const m = await member(company.id);
    await ride(company.id, m.user.id, { pickupAt: '2032-05-10T15:00:00Z' });
    await t.app.invoices.runScheduled(new Date('2032-06-01T15:00:00Z'));
    const [inv] = await liveOf(company.id);
    expect(inv).toMatchObject({ dueOn: '2032-06-16', status: 'open', overdueAt: null });

    await t.app.invoices.runScheduled(new Date('2032-06-16T20:00:00Z'));
    expect((await liveOf(company.id))[0]?.overdueAt).toBeNull();
    const dayAfter = new Date('2032-06-17T14:00:00Z');
    await t.app.invoices.runScheduled(dayAfter);
    expect((await liveOf(company.id))[0]?.overdueAt?.toISOString()).toBe(dayAfter.toISOString());
    const held = async () =>
      (await t.database.db.select().from(companies).where(eq(companies.id, company.id)))[0];
    // 15 days past due: not yet; 16: held.
    await t.app.invoices.runScheduled(new Date('2032-07-01T14:00:00Z'));
    expect((await held())?.status).toBe('active');
    await t.app.invoices.runScheduled(new Date('2032-07-02T14:00:00Z'));
    expect(await held()).toMatchObject({
      status: 'on_hold',
      holdReason: `Invoice ${inv?.number} overdue since 2032-06-16 (more than 15 days)`,
    });
    const audit = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(inArray(adminAuditLog.entityId, [company.id, inv?.id ?? '']))
      .orderBy(asc(adminAuditLog.createdAt));
    expect(
      audit
        .filter((a) => a.action === 'invoice.overdue' || a.action === 'company.hold')
        .map((a) => [a.action, a.actorUserId]),
    ).toEqual([
      ['invoice.overdue', null],
      ['company.hold', null],
    ]);
    // The list's flag follows the admin's clock (1 December 2026 here): not overdue yet; due the day before, it is.
    const listed = (q: string) => call<InvoiceList>('GET', `/api/admin/invoices?companyId=${company.id}${q}`);
    expect((await listed('&overdue=true')).body.invoices).toEqual([]);
    expect((await listed('&overdue=false')).body.invoices.map((i) => [i.id, i.overdue])).toEqual([
      [inv?.id, false],
    ]);
    await t.database.db
      .update(invoices)
      .set({ dueOn: '2026-11-30' })
      .where(eq(invoices.companyId, company.id));
    expect((await listed('&overdue=true')).body.invoices.map((i) => [i.id, i.overdue])).toEqual([
      [inv?.id, true],
    ]);
    expect((await listed('&overdue=false')).body.invoices).toEqual([]);
  });
});

describe('the company routes', () => {
  it('shows a company admin their company invoices and files only; others 401, 403 or 404', async () => {
    const a = await makeCompany();
    const b = await makeCompany();
    const adminOfA = await member(a.id, { isAdmin: true });
    const bookerOfA = await member(a.id);
    const adminOfB = await member(b.id, { isAdmin: true });
    await ride(a.id, bookerOfA.user.id, { pickupAt: '2026-11-22T14:00:00Z' });
    await ride(b.id, adminOfB.user.id, { pickupAt: '2026-11-22T15:00:00Z' });
    const made = (await run('2026-11')).body.invoices;
    const invA = made.find((i) => i.companyId === a.id);
    const invB = made.find((i) => i.companyId === b.id);
    if (!invA || !invB) throw new Error('not invoiced');

    const cookieA = await signIn(t.app, adminOfA.user.email, adminOfA.password);
    const cookieBooker = await signIn(t.app, bookerOfA.user.email, bookerOfA.password);
    const outsider = await signInAs(t.app, t.database, 'passenger');
    const driver = await signInAs(t.app, t.database, 'driver');

    const list = await call<InvoiceList>('GET', '/api/company/invoices', undefined, cookieA);
    expect(list.status).toBe(200);
    expect(list.body.invoices.map((i) => i.id)).toEqual([invA.id]);
    const pdf = await call('GET', `/api/company/invoices/${invA.id}/invoice.pdf`, undefined, cookieA);
    expect(pdf.status).toBe(200);
    expect(pdfText(pdf.res.rawPayload)).toContain(invA.number);
    expect(
      (await call('GET', `/api/company/invoices/${invA.id}/invoice.csv`, undefined, cookieA)).status,
    ).toBe(200);

    for (const format of ['pdf', 'csv']) {
      const url = `/api/company/invoices/${invB.id}/invoice.${format}`;
      expect((await call('GET', url, undefined, cookieA)).body.code).toBe('invoices.notFound');
      expect((await call('GET', url, undefined, cookieBooker)).status).toBe(403);
      expect((await call('GET', url, undefined, outsider.cookie)).body.code).toBe('companies.notMember');
      expect((await call('GET', url, undefined, null)).status).toBe(401);
    }
    expect((await call('GET', '/api/company/invoices', undefined, cookieBooker)).body.code).toBe(
      'companies.notCompanyAdmin',
    );
    expect((await call('GET', '/api/company/invoices', undefined, outsider.cookie)).status).toBe(404);
    expect((await call('GET', '/api/company/invoices', undefined, driver.cookie)).status).toBe(404);
    expect((await call('GET', '/api/company/invoices', undefined, admin.cookie)).status).toBe(404);
    // A company admin is no base admin.
    expect((await call('GET', '/api/admin/invoices', undefined, cookieA)).status).toBe(403);
    expect(
      (
        await call(
          'POST',
          `/api/admin/invoices/${invB.id}/pay`,
          { amountCents: 1, paidOn: '2026-12-01', method: 'ach' },
          cookieA,
        )
      ).status,
    ).toBe(403);
    // A removed admin sees nothing any more.
    await t.database.db
      .update(companyMembers)
      .set({ removedAt: NOW })
      .where(eq(companyMembers.userId, adminOfA.user.id));
    expect((await call('GET', '/api/company/invoices', undefined, cookieA)).status).toBe(404);
  });
});

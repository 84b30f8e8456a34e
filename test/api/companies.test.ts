import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Company, CompanyList, CompanyWithBalance } from '../../src/shared/contracts/companies.ts';
import { adminAuditLog } from '../../src/server/db/schema/audit.ts';
import { bookings } from '../../src/server/db/schema/bookings.ts';
import { companyMembers, invoices } from '../../src/server/db/schema/companies.ts';
import { extraCharges } from '../../src/server/db/schema/extras.ts';
import type { BookingStatus } from '../../src/shared/domain/booking-status.ts';
import { createAccount, signInAs } from '../support/accounts.ts';
import { insertBooking } from '../support/bookings.ts';
import { adminCall, REFUSED, sessionsByRole, type AdminWho } from '../support/admin.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Company accounts (issue 38, decision 055): the admins create, read, list and edit them, each change audited with
 * the fields before and after; every field is validated with its own code; the legal name is unique whatever its
 * case, also when two admins save it at once (run this file on PostgreSQL too: DATABASE_URL). Other roles: 403,
 * signed out: 401.
 */
const NOW = new Date('2026-11-20T15:00:00Z');
/** The clock the shared app reads (moved by the balances' test, put back after). */
let now = NOW;

let t: TestApp;
let admin: Awaited<ReturnType<typeof signInAs>>;
beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  admin = await signInAs(t.app, t.database, 'admin');
});
afterAll(() => t.close());

type Answer<T> = {
  status: number;
  body: T & { code?: string; fieldErrors?: Record<string, { code: string }> };
};
const call = <T = unknown>(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  body?: object,
  cookie: string | null = admin.cookie,
) => adminCall<T>(t.app, method, url, cookie, body) as unknown as Promise<Answer<T>>;

const auditOf = (entityId: string) =>
  t.database.db
    .select()
    .from(adminAuditLog)
    .where(eq(adminAuditLog.entityId, entityId))
    .orderBy(asc(adminAuditLog.createdAt));

/** A new company's figures: it owes nothing, has no members and no card on file (decision 060). */
const NOTHING_OWED = { balanceCents: 0, overdueCents: 0, overdueCount: 0, memberCount: 0, cardLabel: null };

let n = 0;
/** A complete company form (a legal name of its own unless told). */
const companyInput = (over: Record<string, unknown> = {}) => ({
  legalName: `Hudson & Pike ${++n} LLP`,
  billingAddress: '1 Liberty Plaza, 23rd floor\nNew York, NY 10006',
  billingEmails: ['ap@hudsonpike.com'],
  taxId: '12-3456789',
  paymentTerms: 'net30',
  creditLimitCents: 2_500_000,
  referenceFields: [
    { key: 'cost-centre', labelEn: 'Cost centre', labelEs: 'Centro de costos', required: true },
    { key: 'matter', labelEn: 'Matter number', labelEs: 'Número de asunto', required: false },
  ],
  discountPpm: 100_000,
  language: 'en',
  status: 'active',
  holdReason: null,
  ...over,
});

describe('who may call', () => {
  it('answers every route 401 signed out and 403 to guests, passengers and chauffeurs', async () => {
    const who = await sessionsByRole(t.app, t.database);
    const created = await call<Company>('POST', '/api/admin/companies', companyInput());
    expect(created.status).toBe(201);
    const id = created.body.id;
    const routes: [Parameters<typeof call>[0], string, object?][] = [
      ['GET', '/api/admin/companies'],
      ['POST', '/api/admin/companies', companyInput()],
      ['GET', `/api/admin/companies/${id}`],
      ['PUT', `/api/admin/companies/${id}`, companyInput({ status: 'on_hold', holdReason: 'Unpaid' })],
    ];
    for (const role of Object.keys(REFUSED) as Exclude<AdminWho, 'admin'>[]) {
      for (const [method, url, body] of routes) {
        const res = await call(method, url, body, who[role]);
        expect(res.status, `${role} ${method} ${url}`).toBe(REFUSED[role]);
      }
    }
    // Nothing changed by the refused calls.
    expect((await auditOf(id)).map((e) => e.action)).toEqual(['company.create']);
    expect((await call<Company>('GET', `/api/admin/companies/${id}`)).body.status).toBe('active');
  });
});

describe('company accounts', () => {
  it('creates one (normalised, audited), reads it, lists it, edits it (audited before and after)', async () => {
    const input = companyInput({
      legalName: '  Acme   Holdings  Inc. ',
      billingAddress: '  350 Fifth Avenue \r\n\r\n Suite 5000\r\nNew York, NY 10118  ',
      billingEmails: [' AP@acme.example ', 'controller@acme.example'],
      referenceFields: [
        { key: ' Cost-Centre ', labelEn: ' Cost centre ', labelEs: 'Centro de costos', required: true },
      ],
    });
    const created = await call<Company>('POST', '/api/admin/companies', input);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id;
    const expected = {
      id,
      legalName: 'Acme Holdings Inc.',
      billingAddress: '350 Fifth Avenue\nSuite 5000\nNew York, NY 10118',
      billingEmails: ['AP@acme.example', 'controller@acme.example'],
      taxId: '12-3456789',
      paymentTerms: 'net30',
      creditLimitCents: 2_500_000,
      referenceFields: [
        { key: 'cost-centre', labelEn: 'Cost centre', labelEs: 'Centro de costos', required: true },
      ],
      discountPpm: 100_000,
      language: 'en',
      status: 'active',
      holdReason: null,
      createdAt: NOW.toISOString(),
      updatedAt: NOW.toISOString(),
    };
    expect(created.body).toEqual(expected);
    const audit = await auditOf(id);
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'company.create',
        entityType: 'company',
        actorUserId: admin.user.id,
        before: null,
        after: expect.objectContaining({ legalName: 'Acme Holdings Inc.', creditLimitCents: 2_500_000 }),
      }),
    ]);
    expect(audit[0]?.summary).toBe('Acme Holdings Inc.: company account created (active)');

    const read = await call<Company>('GET', `/api/admin/companies/${id}`);
    expect([read.status, read.body]).toEqual([200, { ...expected, ...NOTHING_OWED }]);

    // Put on hold, with Spanish invoices, card payment and no discount: the audit entry has only what changed.
    const edited = await call<Company>('PUT', `/api/admin/companies/${id}`, {
      ...input,
      paymentTerms: 'card',
      discountPpm: null,
      language: 'es',
      status: 'on_hold',
      holdReason: ' Invoice 2026-10 unpaid ',
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toEqual({
      ...expected,
      paymentTerms: 'card',
      discountPpm: null,
      language: 'es',
      status: 'on_hold',
      holdReason: 'Invoice 2026-10 unpaid',
    });
    const update = (await auditOf(id))[1];
    expect(update).toMatchObject({
      action: 'company.update',
      entityType: 'company',
      actorUserId: admin.user.id,
      before: {
        paymentTerms: 'net30',
        discountPpm: 100_000,
        language: 'en',
        status: 'active',
        holdReason: null,
      },
      after: {
        paymentTerms: 'card',
        discountPpm: null,
        language: 'es',
        status: 'on_hold',
        holdReason: 'Invoice 2026-10 unpaid',
      },
    });
    expect(Object.keys(update?.after ?? {}).sort()).toEqual(
      ['discountPpm', 'holdReason', 'language', 'paymentTerms', 'status'].sort(),
    );
    expect(update?.summary).toBe(
      'Acme Holdings Inc.: changed (paymentTerms, discountPpm, language, status, holdReason); put on hold',
    );

    // Active again: the hold reason goes (an active company keeps none, even if one is sent).
    const active = await call<Company>('PUT', `/api/admin/companies/${id}`, {
      ...input,
      holdReason: 'left over from the form',
    });
    expect([active.status, active.body.status, active.body.holdReason]).toEqual([200, 'active', null]);
    // Saved unchanged: still audited.
    await call<Company>('PUT', `/api/admin/companies/${id}`, input);
    expect((await auditOf(id)).map((e) => e.summary).slice(2)).toEqual([
      'Acme Holdings Inc.: changed (paymentTerms, discountPpm, language, status, holdReason); made active',
      'Acme Holdings Inc.: saved unchanged',
    ]);
  });

  it('lists by legal name, case aside, of one status or whose name contains `q`', async () => {
    const own = await createTestApp({ clock: () => NOW });
    try {
      const me = await signInAs(own.app, own.database, 'admin');
      const post = (over: Record<string, unknown>) =>
        adminCall<Company>(own.app, 'POST', '/api/admin/companies', me.cookie, companyInput(over));
      const list = async (query = '') =>
        (
          await adminCall<CompanyList>(own.app, 'GET', `/api/admin/companies${query}`, me.cookie)
        ).body.companies.map((c) => c.legalName);
      for (const over of [
        { legalName: 'zeta Partners' },
        { legalName: 'Alpha 100% Capital', status: 'on_hold', holdReason: 'Card declined' },
        { legalName: 'beta_works' },
        { legalName: 'Gamma Capital' },
      ]) {
        expect((await post(over)).status).toBe(201);
      }
      expect(await list()).toEqual(['Alpha 100% Capital', 'beta_works', 'Gamma Capital', 'zeta Partners']);
      expect(await list('?status=on_hold')).toEqual(['Alpha 100% Capital']);
      expect(await list('?status=active')).toEqual(['beta_works', 'Gamma Capital', 'zeta Partners']);
      expect(await list('?q=CAPITAL')).toEqual(['Alpha 100% Capital', 'Gamma Capital']);
      expect(await list('?q=capital&status=active')).toEqual(['Gamma Capital']);
      // The pattern characters are taken literally.
      expect(await list(`?q=${encodeURIComponent('0%')}`)).toEqual(['Alpha 100% Capital']);
      expect(await list('?q=a_w')).toEqual(['beta_works']);
      expect(await list('?q=%25')).toEqual(['Alpha 100% Capital']);
      const bad = await adminCall<{ code: string }>(
        own.app,
        'GET',
        '/api/admin/companies?status=closed',
        me.cookie,
      );
      expect([bad.status, bad.body.code]).toEqual([400, 'companies.statusInvalid']);
    } finally {
      await own.close();
    }
  });

  it('refuses bad values with a code per field, and an unknown company with 404', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ legalName: ' x ' }, 'legalName', 'companies.legalNameInvalid'],
      [{ legalName: 'x'.repeat(201) }, 'legalName', 'companies.legalNameInvalid'],
      [{ billingAddress: ' \n ' }, 'billingAddress', 'companies.billingAddressInvalid'],
      [{ billingEmails: [] }, 'billingEmails', 'companies.billingEmailsInvalid'],
      [
        { billingEmails: ['a@x.com', 'b@x.com', 'c@x.com', 'd@x.com', 'e@x.com', 'f@x.com'] },
        'billingEmails',
        'companies.billingEmailsInvalid',
      ],
      [
        { billingEmails: ['ap@acme.example', 'not-an-email'] },
        'billingEmails.1',
        'companies.billingEmailInvalid',
      ],
      [
        { billingEmails: ['ap@acme.example', 'AP@Acme.example'] },
        'billingEmails.1',
        'companies.billingEmailDuplicate',
      ],
      [{ taxId: '#!' }, 'taxId', 'companies.taxIdInvalid'],
      [{ paymentTerms: 'net60' }, 'paymentTerms', 'companies.paymentTermsInvalid'],
      [{ creditLimitCents: -1 }, 'creditLimitCents', 'companies.creditLimitInvalid'],
      [{ creditLimitCents: 10.5 }, 'creditLimitCents', 'companies.creditLimitInvalid'],
      [{ discountPpm: 500_001 }, 'discountPpm', 'companies.discountInvalid'],
      [{ discountPpm: 0 }, 'discountPpm', 'companies.discountInvalid'],
      [
        {
          referenceFields: [
            { key: 'po', labelEn: 'PO', labelEs: 'OC', required: true },
            { key: 'PO', labelEn: 'Purchase order', labelEs: 'Orden de compra', required: false },
          ],
        },
        'referenceFields.1.key',
        'companies.referenceKeyDuplicate',
      ],
      [
        { referenceFields: [{ key: '1st', labelEn: 'First', labelEs: 'Primero', required: true }] },
        'referenceFields.0.key',
        'companies.referenceKeyInvalid',
      ],
      [
        { referenceFields: [{ key: 'po', labelEn: 'PO', labelEs: '', required: true }] },
        'referenceFields.0.labelEs',
        'companies.referenceLabelInvalid',
      ],
      [
        {
          referenceFields: ['a', 'b', 'c', 'd', 'e'].map((key) => ({
            key,
            labelEn: key,
            labelEs: key,
            required: false,
          })),
        },
        'referenceFields',
        'companies.referenceFieldsInvalid',
      ],
      [{ language: 'fr' }, 'language', 'companies.languageInvalid'],
      [{ status: 'closed' }, 'status', 'companies.statusInvalid'],
      [{ status: 'on_hold', holdReason: null }, 'holdReason', 'companies.holdReasonRequired'],
      [{ status: 'on_hold', holdReason: '  ' }, 'holdReason', 'companies.holdReasonRequired'],
    ];
    const created = await call<Company>('POST', '/api/admin/companies', companyInput());
    const url = `/api/admin/companies/${created.body.id}`;
    for (const [over, field, code] of cases) {
      for (const [method, to] of [
        ['POST', '/api/admin/companies'],
        ['PUT', url],
      ] as const) {
        const res = await call(method, to, companyInput(over));
        expect(res.status, `${method} ${JSON.stringify(over)}`).toBe(400);
        expect(res.body.fieldErrors?.[field]?.code, JSON.stringify(res.body)).toBe(code);
      }
    }
    // 50 % exactly, no tax id, no reference fields, a zero credit limit: allowed.
    const edge = await call<Company>(
      'PUT',
      url,
      companyInput({ discountPpm: 500_000, taxId: null, referenceFields: [], creditLimitCents: 0 }),
    );
    expect([edge.status, edge.body.discountPpm, edge.body.referenceFields]).toEqual([200, 500_000, []]);
    // Nothing but the create and the last edit was written.
    expect((await auditOf(created.body.id)).map((e) => e.action)).toEqual([
      'company.create',
      'company.update',
    ]);

    const unknown = '00000000-0000-4000-8000-000000000000';
    const missing = await call('GET', `/api/admin/companies/${unknown}`);
    expect([missing.status, missing.body.code]).toEqual([404, 'companies.notFound']);
    const putMissing = await call('PUT', `/api/admin/companies/${unknown}`, companyInput());
    expect([putMissing.status, putMissing.body.code]).toEqual([404, 'companies.notFound']);
    expect((await call('GET', '/api/admin/companies/nope')).status).toBe(400);
  });
});

describe('a legal name is one company', () => {
  it('refuses a taken name whatever its case (create and rename), 409 on the field', async () => {
    const first = await call<Company>(
      'POST',
      '/api/admin/companies',
      companyInput({ legalName: 'Sterling Row LLC' }),
    );
    expect(first.status).toBe(201);
    const again = await call(
      'POST',
      '/api/admin/companies',
      companyInput({ legalName: ' sterling  ROW llc ' }),
    );
    expect([again.status, again.body.code, again.body.fieldErrors?.legalName?.code]).toEqual([
      409,
      'companies.nameTaken',
      'companies.nameTaken',
    ]);
    const other = await call<Company>('POST', '/api/admin/companies', companyInput());
    const rename = await call(
      'PUT',
      `/api/admin/companies/${other.body.id}`,
      companyInput({ legalName: 'STERLING ROW LLC' }),
    );
    expect([rename.status, rename.body.code]).toEqual([409, 'companies.nameTaken']);
    // Its own name, in another case: allowed.
    const recased = await call<Company>(
      'PUT',
      `/api/admin/companies/${first.body.id}`,
      companyInput({ legalName: 'STERLING ROW LLC' }),
    );
    expect([recased.status, recased.body.legalName]).toEqual([200, 'STERLING ROW LLC']);
    expect((await auditOf(other.body.id)).map((e) => e.action)).toEqual(['company.create']);
  });

  it('lets exactly one of two concurrent creates with one name win (the unique index), the other 409', async () => {
    for (let round = 0; round < 3; round++) {
      const legalName = `Concurrent Cab Co ${round}`;
      const answers = await Promise.all([
        call<Company>('POST', '/api/admin/companies', companyInput({ legalName })),
        call<Company>('POST', '/api/admin/companies', companyInput({ legalName: legalName.toUpperCase() })),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
      expect(answers.find((a) => a.status === 409)?.body.code).toBe('companies.nameTaken');
      const listed = await call<CompanyList>(
        'GET',
        `/api/admin/companies?q=${encodeURIComponent(legalName)}`,
      );
      expect(listed.body.companies).toHaveLength(1);
    }
  });
});

describe('what a company owes', () => {
  let seq = 0;
  /** An invoice of the company straight in the database (issued on the 1st, numbered in 2026). */
  const insertInvoice = async (
    companyId: string,
    totalCents: number,
    dueOn: string,
    status: 'open' | 'paid' | 'void' = 'open',
  ) => {
    seq += 1;
    const [row] = await t.database.db
      .insert(invoices)
      .values({
        companyId,
        year: 2026,
        seq,
        number: `2026-${String(seq).padStart(4, '0')}`,
        periodStart: `2026-${String(seq).padStart(2, '0')}-01`,
        periodEnd: `2026-${String(seq).padStart(2, '0')}-28`,
        issuedAt: new Date('2026-10-01T12:00:00Z'),
        dueOn,
        subtotalCents: totalCents,
        taxCents: 0,
        totalCents,
        status,
        voidReason: status === 'void' ? 'Billed twice' : null,
      })
      .returning();
    if (!row) throw new Error('invoice not inserted');
    return row;
  };
  /** A $130.65 ride under the company, on account unless told, with what was refunded and its invoice. */
  const insertRide = async (
    companyId: string,
    over: { status?: BookingStatus; card?: boolean; refundedCents?: number; invoiceId?: string } = {},
  ) => {
    const base = await insertBooking(t.database, {
      userId: null,
      status: over.status ?? 'completed',
      createdAt: NOW,
    });
    const [row] = await t.database.db
      .update(bookings)
      .set({
        companyId,
        paymentMethod: over.card ? 'Visa •••• 4242' : 'account',
        refundedCents: over.refundedCents ?? 0,
        invoiceId: over.invoiceId ?? null,
      })
      .where(eq(bookings.id, base.id))
      .returning();
    if (!row) throw new Error('booking not updated');
    return row;
  };
  const member = async (companyId: string, removed = false) => {
    const { user } = await createAccount(t.database);
    await t.database.db.insert(companyMembers).values({
      companyId,
      userId: user.id,
      canBook: true,
      removedAt: removed ? NOW : null,
    });
  };
  const figuresOf = async (id: string) => {
    const one = await call<CompanyWithBalance>('GET', `/api/admin/companies/${id}`);
    expect(one.status).toBe(200);
    const listed = (await call<CompanyList>('GET', '/api/admin/companies')).body.companies.find(
      (c) => c.id === id,
    );
    const pick = (c: CompanyWithBalance | undefined) =>
      c && {
        balanceCents: c.balanceCents,
        overdueCents: c.overdueCents,
        overdueCount: c.overdueCount,
        memberCount: c.memberCount,
      };
    // The list and the company's own page agree.
    expect(pick(listed)).toEqual(pick(one.body));
    return pick(one.body);
  };

  it('sums open invoices and what is on account not yet invoiced; counts overdue invoices and members', async () => {
    const a = (await call<Company>('POST', '/api/admin/companies', companyInput())).body.id;
    const b = (await call<Company>('POST', '/api/admin/companies', companyInput())).body.id;

    const overdue = await insertInvoice(a, 50_000, '2026-11-19'); // due yesterday (New York): overdue
    await insertInvoice(a, 20_000, '2026-11-20'); // due today: not yet overdue
    await insertInvoice(a, 99_999, '2026-10-15', 'paid'); // paid: owes nothing
    await insertInvoice(a, 77_777, '2026-10-15', 'void'); // void: owes nothing
    await insertInvoice(b, 4_000, '2026-11-01'); // another company's
    const done = await insertRide(a, { refundedCents: 1_000 }); // 13065 - 1000 = 12065
    await insertRide(a, { status: 'confirmed' }); // booked, not ridden yet: 13065
    await insertRide(a, { status: 'cancelled', refundedCents: 10_000 }); // the fee kept: 3065
    await insertRide(a, { status: 'cancelled', refundedCents: 13_065 }); // refunded in full: 0
    await insertRide(a, { invoiceId: overdue.id }); // already in an invoice's total
    await insertRide(a, { card: true }); // under the company but paid by card
    await insertRide(a, { status: 'pending' }); // never confirmed
    await t.database.db.insert(extraCharges).values([
      { bookingId: done.id, kind: 'tip', amountCents: 2_500, status: 'on_account' },
      {
        bookingId: done.id,
        kind: 'closeout',
        amountCents: 1_200,
        status: 'on_account',
        invoiceId: overdue.id,
      },
      { bookingId: done.id, kind: 'closeout', amountCents: 900, status: 'paid' },
    ]);
    await member(a);
    await member(a);
    await member(a, true); // left: not counted

    expect(await figuresOf(a)).toEqual({
      balanceCents: 50_000 + 20_000 + 12_065 + 13_065 + 3_065 + 2_500,
      overdueCents: 50_000,
      overdueCount: 1,
      memberCount: 2,
    });
    expect(await figuresOf(b)).toEqual({
      balanceCents: 4_000,
      overdueCents: 4_000,
      overdueCount: 1,
      memberCount: 0,
    });

    // Overdue is counted by the New York date: at 23:00 on the 19th there (04:00 UTC on the 20th), the invoice due
    // on the 19th is not late yet; on the 21st, the one due on the 20th is.
    try {
      now = new Date('2026-11-20T04:00:00Z');
      expect(await figuresOf(a)).toMatchObject({ overdueCents: 0, overdueCount: 0 });
      now = new Date('2026-11-21T05:00:00Z');
      expect(await figuresOf(a)).toMatchObject({ overdueCents: 70_000, overdueCount: 2 });
    } finally {
      now = NOW;
    }
  });
});

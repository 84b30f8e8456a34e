import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminBookingDetail, AdminBookingList } from '../../src/shared/contracts/admin-bookings.ts';
import { nyLocalToInstant, nyWallClock } from '../../src/shared/domain/new-york-time.ts';
import { adminAuditLog } from '../../src/server/db/schema/audit.ts';
import { bookingRatings, bookings } from '../../src/server/db/schema/bookings.ts';
import { companies } from '../../src/server/db/schema/companies.ts';
import { driverTrips } from '../../src/server/db/schema/drivers.ts';
import { emailOutbox } from '../../src/server/db/schema/email.ts';
import { signInAs } from '../support/accounts.ts';
import { adminCall, insertAdminBooking, REFUSED, sessionsByRole } from '../support/admin.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { signInDriver } from '../support/trips.ts';

/**
 * Bookings Management on a real database: who may call it, the list's filters, search, New York date ranges,
 * sorting, paging and summary cards, the CSV export, one booking in full, and the customer notification.
 */
/**
 * The app's clock: 30 seconds after midnight in New York, fixed, so "today" is the same day for the service and
 * for this file however long the run takes (a run across midnight used to count the wrong day).
 */
const NOW = new Date(nyLocalToInstant(2030, 6, 15).getTime() + 30_000);

let t: TestApp;
let admin: Awaited<ReturnType<typeof signInAs>>;
beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  admin = await signInAs(t.app, t.database, 'admin');
});
afterAll(() => t.close());

const call = <T>(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, cookie = admin.cookie) =>
  adminCall<T>(t.app, method, url, cookie, payload);
const list = (query: string) => call<AdminBookingList>('GET', `/api/admin/bookings?${query}`);

let seq = 0;
/** A word no other test's bookings contain (tests share one database). */
const tag = () => `zq${Date.now().toString(36)}x${++seq}`;

describe('who may call Bookings Management', () => {
  it('refuses anonymous (401), guest, passenger and driver sessions (403) on every route', async () => {
    const who = await sessionsByRole(t.app, t.database);
    const b = await insertAdminBooking(t.database);
    const routes: [method: 'GET' | 'POST' | 'PATCH', url: string, body?: object][] = [
      ['GET', '/api/admin/bookings'],
      ['GET', '/api/admin/bookings/export.csv'],
      ['GET', `/api/admin/bookings/${b.id}`],
      ['PATCH', `/api/admin/bookings/${b.id}`, { status: 'cancelled' }],
      ['POST', `/api/admin/bookings/${b.id}/assign-driver`, { driverId: b.id }],
      ['POST', `/api/admin/bookings/${b.id}/notify`, { type: 'update' }],
      ['POST', `/api/admin/bookings/${b.id}/refund`, { amount: 10 }],
    ];
    for (const [method, url, body] of routes) {
      for (const [role, status] of Object.entries(REFUSED)) {
        const res = await adminCall(t.app, method, url, who[role as keyof typeof REFUSED], body);
        expect(res.status, `${role} ${method} ${url}`).toBe(status);
      }
      if (method === 'GET') expect((await adminCall(t.app, method, url, who.admin)).status).toBe(200);
    }
    // Nothing happened to the booking.
    const after = await call<AdminBookingDetail>('GET', `/api/admin/bookings/${b.id}`);
    expect(after.body).toMatchObject({ status: 'confirmed', refundedAmount: 0, emails: [] });
  });
});

describe('GET /api/admin/bookings', () => {
  it('searches by booking number, customer name, email and either address, with wildcards taken literally', async () => {
    const k = tag();
    const a = await insertAdminBooking(t.database, { customerName: `Ada ${k}Lovelace` });
    const b = await insertAdminBooking(t.database, { customerEmail: `${k}@Example.com` });
    const c = await insertAdminBooking(t.database, { pickupAddress: `1 ${k.toUpperCase()} Plaza, New York` });
    const d = await insertAdminBooking(t.database, { destinationAddress: `JFK ${k} Terminal 4` });
    const ids = async (q: string) =>
      (await list(`q=${encodeURIComponent(q)}&pageSize=200`)).body.bookings.map((r) => r.id).sort();
    expect(await ids(k)).toEqual([a.id, b.id, c.id, d.id].sort());
    expect(await ids(k.toUpperCase())).toHaveLength(4);
    expect(await ids(`${k}lovelace`)).toEqual([a.id]);
    expect(await ids(`${k}@example`)).toEqual([b.id]);
    expect(await ids(a.number.toLowerCase())).toEqual([a.id]);
    // % and _ match themselves only.
    expect(await ids(`${k.slice(0, 3)}%${k.slice(4)}`)).toEqual([]);
    expect(await ids(`${k.slice(0, 3)}_${k.slice(4)}`)).toEqual([]);
    expect((await list(`q=${'x'.repeat(101)}`)).status).toBe(400);
  });

  it('filters by status and pages the result with its total', async () => {
    const k = tag();
    for (const status of ['pending', 'confirmed', 'confirmed', 'cancelled'] as const) {
      await insertAdminBooking(t.database, { status, customerName: `Pat ${k}` });
    }
    const confirmed = await list(`q=${k}&status=confirmed`);
    expect(confirmed.body.total).toBe(2);
    expect(confirmed.body.bookings.every((r) => r.status === 'confirmed')).toBe(true);
    expect(confirmed.body.bookings[0]).toMatchObject({
      customerName: `Pat ${k}`,
      totalAmount: 130.65,
      refundedAmount: 0,
      allowedStatuses: ['cancelled'],
    });
    const pending = await list(`q=${k}&status=pending`);
    expect(pending.body.bookings.map((r) => [r.status, r.paidAt, r.allowedStatuses])).toEqual([
      ['pending', null, ['cancelled']],
    ]);
    expect((await list(`q=${k}&status=cancelled`)).body.bookings[0]?.allowedStatuses).toEqual([]);
    expect((await list('status=lost')).body).toMatchObject({ code: 'dispatch.statusInvalid' });

    for (let i = 0; i < 8; i += 1) await insertAdminBooking(t.database, { customerName: `Pager ${k}` });
    const p1 = await list(`q=Pager ${k}&pageSize=5`);
    const p2 = await list(`q=Pager ${k}&pageSize=5&page=2`);
    expect(p1.body).toMatchObject({ total: 8, page: 1, pageSize: 5 });
    expect(p1.body.bookings).toHaveLength(5);
    expect(p2.body.bookings).toHaveLength(3);
    expect(new Set([...p1.body.bookings, ...p2.body.bookings].map((r) => r.id)).size).toBe(8);
    expect((await list('pageSize=201')).status).toBe(400);
    expect((await list('page=0')).status).toBe(400);
    expect((await list('')).body.pageSize).toBe(25);
  });

  it('filters by the company a ride is booked under and shows it on each row (issue 38)', async () => {
    const k = tag();
    const company = async (legalName: string) => {
      const [row] = await t.database.db
        .insert(companies)
        .values({
          legalName,
          billingAddress: '1 Liberty Plaza\nNew York, NY 10006',
          billingEmails: ['ap@example.com'],
          paymentTerms: 'net30',
        })
        .returning();
      if (!row) throw new Error('company not inserted');
      return row;
    };
    const acme = await company(`Acme ${k} LLC`);
    const other = await company(`Other ${k} Inc.`);
    const under = async (companyId: string | null, account: boolean) => {
      const b = await insertAdminBooking(t.database, { customerName: `Corp ${k}` });
      await t.database.db
        .update(bookings)
        .set({ companyId, paymentMethod: account ? 'account' : 'Visa •••• 4242' })
        .where(eq(bookings.id, b.id));
      return b.id;
    };
    const onAccount = await under(acme.id, true);
    const byCard = await under(acme.id, false); // booked under the company, paid by card: still its ride
    const others = await under(other.id, true);
    const privateRide = await under(null, false);

    const all = await list(`q=${k}`);
    const companyOf = new Map(all.body.bookings.map((r) => [r.id, r.company]));
    expect(Object.fromEntries(companyOf)).toEqual({
      [onAccount]: { id: acme.id, legalName: `Acme ${k} LLC` },
      [byCard]: { id: acme.id, legalName: `Acme ${k} LLC` },
      [others]: { id: other.id, legalName: `Other ${k} Inc.` },
      [privateRide]: null,
    });
    const acmes = await list(`q=${k}&companyId=${acme.id}`);
    expect(acmes.body.total).toBe(2);
    expect(acmes.body.bookings.map((r) => r.id).sort()).toEqual([onAccount, byCard].sort());
    // With the other filters, and in the CSV (the same filters).
    expect((await list(`companyId=${other.id}&status=confirmed`)).body.bookings.map((r) => r.id)).toEqual([
      others,
    ]);
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/admin/bookings/export.csv?companyId=${acme.id}`,
      headers: { cookie: admin.cookie },
    });
    const csvLines = csv.body.trimEnd().split('\r\n');
    expect(csvLines).toHaveLength(3);
    // The Company column (after Phone): the legal name, formula-safe like every cell.
    const companyCol = csvLines[0]?.split(',').indexOf('Company');
    expect(companyCol).toBe(7);
    for (const line of csvLines.slice(1)) expect(line).toContain(`,Acme ${k} LLC,`);
    const formula = await company(`=cmd ${k}`);
    await under(formula.id, true);
    const csvFormula = await t.app.inject({
      method: 'GET',
      url: `/api/admin/bookings/export.csv?companyId=${formula.id}`,
      headers: { cookie: admin.cookie },
    });
    expect(csvFormula.body.trimEnd().split('\r\n')[1]).toContain(`,'=cmd ${k},`);
    // A ride under no company: the column is empty.
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/admin/bookings/export.csv?q=${k}`,
      headers: { cookie: admin.cookie },
    });
    const [priv] = await t.database.db
      .select({ number: bookings.number })
      .from(bookings)
      .where(eq(bookings.id, privateRide));
    const privateLine = mine.body.split('\r\n').find((l) => l.startsWith(`${priv?.number},`));
    expect(privateLine?.split(',')[7]).toBe('');
    // An unknown company lists nothing; a malformed id is refused.
    const unknown = await list('companyId=00000000-0000-4000-8000-000000000000');
    expect([unknown.status, unknown.body.total]).toEqual([200, 0]);
    const bad = await list('companyId=acme');
    expect([bad.status, bad.body]).toMatchObject([400, { code: 'companies.notFound' }]);
  });

  it('sorts by creation (newest first by default), pickup and amount', async () => {
    const k = tag();
    const day = 86_400_000;
    const now = NOW.getTime();
    const rows = [
      { totalCents: 20_000, createdAt: new Date(now - 3 * day), pickupAt: new Date(now + 5 * day) },
      { totalCents: 9_000, createdAt: new Date(now - 1 * day), pickupAt: new Date(now + 9 * day) },
      { totalCents: 45_000, createdAt: new Date(now - 2 * day), pickupAt: new Date(now + 2 * day) },
    ];
    const made: { id: string }[] = [];
    for (const r of rows)
      made.push(await insertAdminBooking(t.database, { ...r, customerName: `Sort ${k}` }));
    const order = async (sort: string) =>
      (await list(`q=${k}${sort ? `&sort=${sort}` : ''}`)).body.bookings.map((b) =>
        made.findIndex((m) => m.id === b.id),
      );
    expect(await order('')).toEqual([1, 2, 0]);
    expect(await order('created_asc')).toEqual([0, 2, 1]);
    expect(await order('pickup_asc')).toEqual([2, 0, 1]);
    expect(await order('pickup_desc')).toEqual([1, 0, 2]);
    expect(await order('amount_desc')).toEqual([2, 0, 1]);
    expect(await order('amount_asc')).toEqual([1, 0, 2]);
    expect((await list('sort=cheapest')).body).toMatchObject({ code: 'dispatch.sortInvalid' });
  });

  it('"pickup, soonest first" lists the rides still to come first, then the past ones (a May ride came first)', async () => {
    const k = tag();
    const day = 86_400_000;
    const at = (days: number) => new Date(NOW.getTime() + days * day);
    // A past ride (May 18 of the app's year), two upcoming ones, and one further in the past.
    const made = [
      await insertAdminBooking(t.database, { customerName: `Soon ${k}`, pickupAt: at(-28) }),
      await insertAdminBooking(t.database, { customerName: `Soon ${k}`, pickupAt: at(3) }),
      await insertAdminBooking(t.database, { customerName: `Soon ${k}`, pickupAt: at(1) }),
      await insertAdminBooking(t.database, { customerName: `Soon ${k}`, pickupAt: at(-60) }),
    ];
    const order = async (sort: string) =>
      (await list(`q=${k}&sort=${sort}`)).body.bookings.map((b) => made.findIndex((m) => m.id === b.id));
    expect(await order('pickup_asc')).toEqual([2, 1, 0, 3]);
    expect(await order('pickup_desc')).toEqual([1, 2, 0, 3]);
  });

  it("finds bookings by their chauffeur's name", async () => {
    const k = tag();
    const driven = await insertAdminBooking(t.database, {
      status: 'assigned',
      driverName: `Marisol ${k}Quintero`,
    });
    await insertAdminBooking(t.database, { customerName: `Marisol ${k}Other` });
    const ids = async (q: string) =>
      (await list(`q=${encodeURIComponent(q)}`)).body.bookings.map((r) => r.id);
    expect(await ids(`${k}quintero`)).toEqual([driven.id]);
  });

  it("defect: the list had no chauffeur's stage; now each row has its trip's stage (tripStage), null without one", async () => {
    const k = tag();
    const driver = await signInDriver(t.app, t.database);
    const row = (status: 'assigned' | 'no_show' | 'confirmed') =>
      insertAdminBooking(t.database, { status, customerName: `Stage ${k}`, driverName: 'Ana Driver' });
    const onTheWay = await row('assigned');
    const noShow = await row('no_show');
    const handedBack = await row('confirmed');
    const none = await row('confirmed');
    const minute = 60_000;
    await t.database.db.insert(driverTrips).values([
      { bookingId: onTheWay.id, driverId: driver.user.id, status: 'assigned', onTheWayAt: NOW },
      {
        bookingId: noShow.id,
        driverId: driver.user.id,
        status: 'no_show',
        arrivedAt: new Date(NOW.getTime() - 20 * minute),
        completedAt: NOW,
      },
      { bookingId: handedBack.id, driverId: driver.user.id, status: 'cancelled', cancelledAt: NOW },
    ]);
    const res = await list(`q=${encodeURIComponent(`stage ${k}`)}`);
    expect(res.status).toBe(200);
    const stages = Object.fromEntries(res.body.bookings.map((b) => [b.id, b.stage]));
    expect(stages).toEqual({
      [onTheWay.id]: 'on_the_way',
      [noShow.id]: 'no_show',
      [handedBack.id]: null,
      [none.id]: null,
    });
  });

  it('filters New York calendar dates, inclusive, on the pickup or the creation time', async () => {
    const k = tag();
    // 2031-01-15 in New York (EST, UTC-5) runs from 05:00Z to the next day's 05:00Z; in July (EDT) from 04:00Z.
    const at = (iso: string) => new Date(iso);
    const before = await insertAdminBooking(t.database, {
      customerName: k,
      pickupAt: at('2031-01-15T04:59:00Z'),
    });
    const first = await insertAdminBooking(t.database, {
      customerName: k,
      pickupAt: at('2031-01-15T05:00:00Z'),
    });
    const last = await insertAdminBooking(t.database, {
      customerName: k,
      pickupAt: at('2031-01-16T04:59:00Z'),
    });
    const after = await insertAdminBooking(t.database, {
      customerName: k,
      pickupAt: at('2031-01-16T05:00:00Z'),
    });
    const summer = await insertAdminBooking(t.database, {
      customerName: k,
      pickupAt: at('2031-07-01T03:59:00Z'),
    });
    const ids = async (query: string) =>
      (await list(`q=${k}&sort=pickup_asc&${query}`)).body.bookings.map((b) => b.id);
    expect(await ids('from=2031-01-15&to=2031-01-15')).toEqual([first.id, last.id]);
    expect(await ids('from=2031-01-15')).toEqual([first.id, last.id, after.id, summer.id]);
    expect(await ids('to=2031-01-14')).toEqual([before.id]);
    expect(await ids('from=2031-06-30&to=2031-06-30')).toEqual([summer.id]);
    expect(await ids('from=2031-07-01')).toEqual([]);

    const created = await insertAdminBooking(t.database, {
      customerName: k,
      createdAt: at('2030-03-10T04:30:00Z'), // 2030-03-09 23:30 in New York
      pickupAt: at('2031-03-01T15:00:00Z'),
    });
    expect(await ids('dateField=created&from=2030-03-09&to=2030-03-09')).toEqual([created.id]);
    expect(await ids('dateField=created&from=2030-03-10&to=2030-03-10')).toEqual([]);

    const wrong = await list('from=2031-01-16&to=2031-01-15');
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: 'admin.dateRange' });
    expect((await list('from=2031-02-30')).body).toMatchObject({ code: 'admin.dateInvalid' });
    expect((await list('from=15/01/2031')).body).toMatchObject({ code: 'admin.dateInvalid' });
    expect((await list('dateField=paid')).body).toMatchObject({ code: 'dispatch.dateFieldInvalid' });
  });

  it('sums the cards over every booking; revenue today is the net revenue of bookings created since New York midnight', async () => {
    const start = (await list('')).body.summary;
    const w = nyWallClock(NOW);
    const midnight = nyLocalToInstant(w.year, w.month, w.day);
    const next = new Date(Date.UTC(w.year, w.month - 1, w.day + 1));
    const tomorrow = nyLocalToInstant(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate());
    await insertAdminBooking(t.database, { status: 'completed', createdAt: midnight, totalCents: 10_001 });
    await insertAdminBooking(t.database, {
      status: 'completed',
      createdAt: new Date(midnight.getTime() - 1000),
      totalCents: 20_000,
    });
    await insertAdminBooking(t.database, {
      status: 'completed',
      createdAt: new Date(tomorrow.getTime() - 1000),
      totalCents: 30_000,
    });
    await insertAdminBooking(t.database, { status: 'in_progress', createdAt: midnight, totalCents: 40_000 });
    await insertAdminBooking(t.database, { status: 'pending' });
    const end = (await list('status=cancelled&q=nothing-matches-this')).body;
    expect(end.bookings).toEqual([]);
    expect(end.summary.total - start.total).toBe(5);
    expect(end.summary.pending - start.pending).toBe(1);
    expect(end.summary.inProgress - start.inProgress).toBe(1);
    // Net of the $10.65 tax each fixture carries (decision 044): 10,001 + 30,000 - 2 x 1,065.
    expect(Math.round((end.summary.revenueToday - start.revenueToday) * 100)).toBe(37_871);
  });
});

describe('GET /api/admin/bookings/export.csv', () => {
  it('exports the filtered list with a header, New York times, two decimals and no live formulas', async () => {
    const k = tag();
    const evil = await insertAdminBooking(t.database, {
      customerName: `=HYPERLINK("http://evil.example","${k}")`,
      pickupAddress: '+1 Main St, "Suite 5", Brooklyn',
      pickupAt: new Date('2031-07-04T13:05:00Z'),
      totalCents: 12_000,
    });
    await insertAdminBooking(t.database, { customerName: `@${k}`, status: 'cancelled' });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/bookings/export.csv?q=${k}&status=confirmed`,
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="bookings-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Booking number,Status,Created (New York),Pickup (New York),Customer,Email,Phone,Company,Service,Vehicle,Passengers,Bags,Pickup address,Destination,Driver,Total (USD),Refunded (USD),Paid (New York)',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${evil.number},Confirmed,`);
    expect(lines[1]).toContain(',2031-07-04 09:05,');
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"",""${k}"")"`);
    expect(lines[1]).toContain(`"'+1 Main St, ""Suite 5"", Brooklyn"`);
    expect(lines[1]).toContain(',120.00,0.00,');
    const all = await t.app.inject({
      method: 'GET',
      url: `/api/admin/bookings/export.csv?q=${k}`,
      headers: { cookie: admin.cookie },
    });
    expect(all.body).toContain(`'@${k}`);
    expect(all.body.trimEnd().split('\r\n')).toHaveLength(3);
  });
});

describe('GET /api/admin/bookings/{id}', () => {
  it('shows everything entered, the money in dollars, the payment, history, emails and rating', async () => {
    const b = await insertAdminBooking(t.database, { status: 'completed', userId: admin.user.id });
    await t.database.db
      .insert(bookingRatings)
      .values({ bookingId: b.id, userId: admin.user.id, rating: 5, feedback: 'Superb' });
    const res = await call<AdminBookingDetail>('GET', `/api/admin/bookings/${b.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: b.id,
      number: b.number,
      status: 'completed',
      account: 'account',
      language: 'en',
      priceLines: [
        { code: 'base', label: 'Manhattan to Brooklyn', amount: 100 },
        { code: 'meet_greet', label: 'Meet & greet', amount: 20 },
      ],
      subtotal: 120,
      taxRatePercent: 8.875,
      tax: 10.65,
      totalAmount: 130.65,
      payment: { provider: 'test', method: 'Visa •••• 4242', intentId: b.paymentIntentId },
      refund: null,
      statusHistory: [],
      emails: [],
      trips: [],
      rating: 5,
      feedback: 'Superb',
      allowedStatuses: [],
    });
    const missing = await call('GET', '/api/admin/bookings/00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 'dispatch.notFound', message: 'Booking not found' });
    // A malformed id fails validation (400) with the same code.
    const malformed = await call('GET', '/api/admin/bookings/not-a-uuid');
    expect([malformed.status, malformed.body]).toMatchObject([400, { code: 'dispatch.notFound' }]);
  });
});

describe('POST /api/admin/bookings/{id}/notify', () => {
  it("emails the booking's current state to the customer, listed on the booking, in its language", async () => {
    const en = await insertAdminBooking(t.database, { customerEmail: 'notify.en@example.com' });
    const res = await call<{ sent: true; to: string; emailId: string }>(
      'POST',
      `/api/admin/bookings/${en.id}/notify`,
      {
        type: 'update',
      },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ sent: true, to: 'notify.en@example.com' });
    const [row] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.id, res.body.emailId));
    expect(row).toMatchObject({ kind: 'booking-update', bookingId: en.id, to: 'notify.en@example.com' });
    expect(row?.subject).toBe(`An update on your booking — ${en.number}`);
    expect(row?.text).toContain('Status: Confirmed');
    expect(row?.text).toContain('Total paid: $130.65');
    expect(row?.text).toMatch(/Date and time: .+ [AP]M E[SD]T/);
    expect(row?.html).toContain('<meta charset="utf-8">');
    expect(row?.text).toMatch(/booking-confirmation\?number=NYC-[\w-]+&token=/);

    const detail = await call<AdminBookingDetail>('GET', `/api/admin/bookings/${en.id}`);
    expect(detail.body.emails).toEqual([
      expect.objectContaining({ id: res.body.emailId, kind: 'booking-update', to: 'notify.en@example.com' }),
    ]);
    const audit = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.entityId, en.id), eq(adminAuditLog.action, 'booking.notify')));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actorUserId).toBe(admin.user.id);

    const es = await insertAdminBooking(t.database, {
      language: 'es',
      customerEmail: 'notify.es@example.com',
    });
    const sent = await call<{ emailId: string }>('POST', `/api/admin/bookings/${es.id}/notify`, {
      type: 'update',
    });
    const [spanish] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.id, sent.body.emailId));
    expect(spanish?.subject).toBe(`Novedades de su reserva — ${es.number}`);
    expect(spanish?.text).toContain('Estado: Confirmada');
    expect(spanish?.html).toContain('lang="es"');
    for (const part of [spanish?.text ?? '', spanish?.html ?? '']) {
      expect(part).toContain('hora de Nueva York');
      expect(part).toContain('Total pagado');
      expect(part).toMatch(/Política de cancelación/iu);
      expect(part).not.toMatch(/Pickup|Total paid|chófer/);
    }

    expect((await call('POST', `/api/admin/bookings/${es.id}/notify`, { type: 'sms' })).body).toMatchObject({
      code: 'dispatch.notifyTypeInvalid',
    });
    const missing = await call('POST', '/api/admin/bookings/00000000-0000-4000-8000-000000000000/notify', {
      type: 'update',
    });
    expect(missing.status).toBe(404);
  });

  it('answers 502 when the email cannot be delivered', async () => {
    const failing = await createTestApp({
      emailTransport: {
        deliver: () => Promise.reject(new Error('SMTP down')),
      },
    });
    try {
      const a = await signInAs(failing.app, failing.database, 'admin');
      const b = await insertAdminBooking(failing.database);
      const res = await adminCall(failing.app, 'POST', `/api/admin/bookings/${b.id}/notify`, a.cookie, {
        type: 'update',
      });
      expect(res.status).toBe(502);
      expect(res.body).toMatchObject({ code: 'dispatch.notifyFailed' });
    } finally {
      await failing.close();
    }
  });
});

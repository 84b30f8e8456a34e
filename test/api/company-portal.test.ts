import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyMembersList } from '../../src/shared/contracts/company-members.ts';
import type { CompanyBookingsList, CompanyMembership } from '../../src/shared/contracts/company-portal.ts';
import { signInAs } from '../support/accounts.ts';
import { adminCall } from '../support/admin.ts';
import {
  addMember,
  ADMIN,
  BOOKER,
  BOTH,
  createCompany,
  freshEmail,
  insertCompanyBooking,
  TRAVELLER,
} from '../support/company-members.ts';
import { pdfText } from '../support/pdf-text.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * The company portal (issue 38, decision 056): the membership and the New York month's running total on account
 * (admins), the rides each role sees (admin all, booker those booked, traveller their own, both the union), the
 * filters, the receipts; and isolation: no member of company A reads or acts on anything of company B, on every
 * route and for every role, and a plain customer or a chauffeur reads nothing.
 */
// 20 November 2026, 10:00 in New York.
const NOW = new Date('2026-11-20T15:00:00Z');

let t: TestApp;
let admin: Awaited<ReturnType<typeof signInAs>>;
beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  admin = await signInAs(t.app, t.database, 'admin');
});
afterAll(() => t.close());

type Answer<T> = { status: number; body: T & { code?: string } };
const call = <T = unknown>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  cookie: string | null,
  body?: object,
) => adminCall<T>(t.app, method, url, cookie, body) as unknown as Promise<Answer<T>>;

/** A company with an admin, a booker, a traveller and a booker-traveller, and rides between them. */
async function company() {
  const c = await createCompany(t.app, admin.cookie, { creditLimitCents: 100_000 });
  const boss = await addMember(t.app, t.database, {
    companyId: c.id,
    roles: ADMIN,
    adminCookie: admin.cookie,
    first: 'Ada',
  });
  const add = (roles: typeof BOOKER, first: string) =>
    addMember(t.app, t.database, { companyId: c.id, roles, inviterCookie: boss.cookie, first });
  const booker = await add(BOOKER, 'Bea');
  const traveller = await add(TRAVELLER, 'Tom');
  const both = await add(BOTH, 'Una');
  const ride = (
    bookerId: string,
    travellerId: string,
    pickupAt: string,
    over: Partial<Parameters<typeof insertCompanyBooking>[1]> = {},
  ) =>
    insertCompanyBooking(t.database, {
      companyId: c.id,
      bookerId,
      travellerId,
      pickupAt: new Date(pickupAt),
      ...over,
    });
  // This month (November in New York), on account.
  const r1 = await ride(booker.userId, traveller.userId, '2026-11-05T14:00:00Z', {
    references: { 'cost-centre': 'LEGAL-7' },
    totalCents: 20_000,
  });
  const r2 = await ride(both.userId, both.userId, '2026-11-10T14:00:00Z', { totalCents: 30_000 });
  // Refunded in part: counts for what was kept.
  const r3 = await ride(booker.userId, both.userId, '2026-11-12T14:00:00Z', {
    totalCents: 10_000,
    refundedCents: 4_000,
  });
  // Cancelled with a fee kept (decision 058: refunded_cents is what the terms gave back): counts the fee.
  await ride(booker.userId, traveller.userId, '2026-11-13T15:00:00Z', {
    status: 'cancelled',
    totalCents: 8_000,
    refundedCents: 5_000,
  });
  // Left out of the running total: cancelled without a fee (all given back), pending, paid by card, last month
  // (October 31, 23:30 in New York), next month (December 1, 00:30 in New York).
  await ride(booker.userId, traveller.userId, '2026-11-13T14:00:00Z', {
    status: 'cancelled',
    totalCents: 50_000,
    refundedCents: 50_000,
  });
  await ride(booker.userId, traveller.userId, '2026-11-14T14:00:00Z', {
    status: 'pending',
    totalCents: 50_000,
  });
  await ride(booker.userId, traveller.userId, '2026-11-15T14:00:00Z', {
    paymentMethod: 'Visa •••• 4242',
    totalCents: 50_000,
  });
  const october = await ride(booker.userId, traveller.userId, '2026-11-01T03:30:00Z', { totalCents: 70_000 });
  await ride(booker.userId, traveller.userId, '2026-12-01T05:30:00Z', { totalCents: 70_000 });
  return { c, boss, booker, traveller, both, r1, r2, r3, october };
}

let A: Awaited<ReturnType<typeof company>>;
let B: Awaited<ReturnType<typeof company>>;
beforeAll(async () => {
  A = await company();
  B = await company();
});

const numbers = (list: CompanyBookingsList) => list.bookings.map((b) => b.number).sort();

describe('the membership', () => {
  it("shows the company and roles; the admin sees the New York month's running total on account", async () => {
    const mine = await call<CompanyMembership>('GET', '/api/company', A.boss.cookie);
    expect(mine.status).toBe(200);
    expect(mine.body.company).toMatchObject({ id: A.c.id, legalName: A.c.legalName, status: 'active' });
    expect(mine.body.roles).toEqual({ canBook: false, canRide: false, isAdmin: true });
    // 20000 + 30000 + (10000 - 4000) + the cancellation's fee (8000 - 5000).
    expect(mine.body.month).toEqual({
      month: '2026-11',
      runningTotalCents: 59_000,
      creditLimitCents: 100_000,
    });
    const booker = await call<CompanyMembership>('GET', '/api/company', A.booker.cookie);
    expect(booker.body.roles).toEqual({ canBook: true, canRide: false, isAdmin: false });
    expect(booker.body.month).toBeNull();
  });

  it('shows a company on hold with its reason', async () => {
    const c = await createCompany(t.app, admin.cookie, {
      status: 'on_hold',
      holdReason: 'Invoice 2026-0003 unpaid',
    });
    const boss = await addMember(t.app, t.database, {
      companyId: c.id,
      roles: BOTH,
      adminCookie: admin.cookie,
    });
    const mine = await call<CompanyMembership>('GET', '/api/company', boss.cookie);
    expect(mine.body.company).toMatchObject({ status: 'on_hold', holdReason: 'Invoice 2026-0003 unpaid' });
  });
});

describe('the rides each member sees', () => {
  it('admin: all the company’s rides; booker: those they booked; traveller: their own; both: the union', async () => {
    const list = async (cookie: string, q = '') => {
      const res = await call<CompanyBookingsList>('GET', `/api/company/bookings${q}`, cookie);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body;
    };
    const all = await list(A.boss.cookie);
    expect(all.total).toBe(9);
    expect(all.people.map((p) => p.name).sort()).toEqual([
      'Ada Member',
      'Bea Member',
      'Tom Member',
      'Una Member',
    ]);
    const first = all.bookings.find((b) => b.number === A.r1.number);
    expect(first).toMatchObject({
      travellerName: 'Tom Member',
      bookerName: 'Bea Member',
      references: { 'cost-centre': 'LEGAL-7' },
      totalCents: 20_000,
      paymentMethod: 'account',
      hasReceipt: true,
    });
    const booked = await list(A.booker.cookie);
    expect(booked.total).toBe(8);
    expect(booked.people).toEqual([]);
    expect(booked.bookings.every((b) => b.bookerName === 'Bea Member')).toBe(true);
    const ridden = await list(A.traveller.cookie);
    expect(ridden.total).toBe(7);
    expect(ridden.bookings.every((b) => b.travellerName === 'Tom Member')).toBe(true);
    // Una booked r2 for herself and rides r3 (booked by Bea).
    expect(numbers(await list(A.both.cookie))).toEqual([A.r2.number, A.r3.number].sort());

    // Filters: traveller, booker, reference (any field's value), month (New York).
    expect(numbers(await list(A.boss.cookie, `?traveller=${A.both.userId}`))).toEqual(
      [A.r2.number, A.r3.number].sort(),
    );
    expect((await list(A.boss.cookie, `?booker=${A.both.userId}`)).total).toBe(1);
    expect(numbers(await list(A.boss.cookie, '?reference=legal'))).toEqual([A.r1.number]);
    const october = await list(A.boss.cookie, '?month=2026-10');
    expect(numbers(october)).toEqual([A.october.number]);
    expect((await list(A.boss.cookie, '?month=2026-11')).total).toBe(7);
    // A booker's filter by someone else's traveller still shows only their own bookings.
    expect((await list(A.traveller.cookie, `?booker=${A.booker.userId}`)).total).toBe(7);
    expect((await list(A.traveller.cookie, `?traveller=${A.both.userId}`)).total).toBe(0);
    expect((await call('GET', '/api/company/bookings?month=2026-13', A.boss.cookie)).status).toBe(400);
  });

  it('serves the receipt PDF of a visible ride; 404 for a ride the member may not see', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/company/bookings/${A.r1.number}/receipt.pdf`,
      headers: { cookie: A.traveller.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(pdfText(res.rawPayload)).toContain(A.r1.number);
    // Una neither booked nor rides r1.
    const hidden = await call('GET', `/api/company/bookings/${A.r1.number}/receipt.pdf`, A.both.cookie);
    expect(hidden.status).toBe(404);
    expect(hidden.body.code).toBe('companies.bookingNotFound');
  });
});

describe('isolation between companies', () => {
  it("no role of company A reads or acts on company B's rides, members or invitations", async () => {
    const invitation = await call<{ id: string }>('POST', '/api/company/invitations', B.boss.cookie, {
      email: freshEmail(),
      ...BOOKER,
    });
    expect(invitation.status).toBe(201);
    for (const who of [A.boss, A.booker, A.traveller, A.both]) {
      const isAdmin = who === A.boss;
      // B's rides are in no list of A's members, whatever the filter.
      for (const q of [
        '',
        `?traveller=${B.traveller.userId}`,
        `?booker=${B.booker.userId}`,
        '?month=2026-11',
      ]) {
        const list = await call<CompanyBookingsList>('GET', `/api/company/bookings${q}`, who.cookie);
        expect(list.status).toBe(200);
        const bNumbers = [B.r1.number, B.r2.number, B.r3.number, B.october.number];
        expect(list.body.bookings.some((b) => bNumbers.includes(b.number))).toBe(false);
      }
      const receipt = await call('GET', `/api/company/bookings/${B.r1.number}/receipt.pdf`, who.cookie);
      expect(receipt.status).toBe(404);
      // The members' routes name B's records: not found for A's admin, forbidden for A's other members.
      const denied = isAdmin ? 404 : 403;
      expect(
        (await call('DELETE', `/api/company/invitations/${invitation.body.id}`, who.cookie)).status,
      ).toBe(denied);
      expect((await call('PUT', `/api/company/members/${B.booker.memberId}`, who.cookie, BOTH)).status).toBe(
        denied,
      );
      expect((await call('DELETE', `/api/company/members/${B.booker.memberId}`, who.cookie)).status).toBe(
        denied,
      );
      // A's own lists name none of B's people.
      const members = await call<CompanyMembersList>('GET', '/api/company/members', who.cookie);
      if (isAdmin) {
        expect(members.body.members.map((m) => m.userId)).not.toContain(B.booker.userId);
        expect(members.body.invitations.map((i) => i.id)).not.toContain(invitation.body.id);
      } else expect(members.status).toBe(403);
      const mine = await call<CompanyMembership>('GET', '/api/company', who.cookie);
      expect(mine.body.company.id).toBe(A.c.id);
    }
    // Nothing of B changed.
    const bMembers = await call<CompanyMembersList>('GET', '/api/company/members', B.boss.cookie);
    expect(bMembers.body.members.find((m) => m.userId === B.booker.userId)).toMatchObject({
      canBook: true,
      canRide: false,
      removedAt: null,
    });
    expect(bMembers.body.invitations.find((i) => i.id === invitation.body.id)?.state).toBe('pending');
  });

  it('a plain customer is no member (404); guests, chauffeurs and admins are refused (403); signed out 401', async () => {
    const customer = await signInAs(t.app, t.database, 'passenger');
    const driver = await signInAs(t.app, t.database, 'driver');
    // The membership itself is an answer for every customer: null for one of no company (no 404 on their pages).
    const none = await call('GET', '/api/company', customer.cookie);
    expect(none.status).toBe(200);
    expect(none.body).toBeNull();
    for (const cookie of [driver.cookie, admin.cookie]) {
      expect((await call('GET', '/api/company', cookie)).status).toBe(403);
    }
    expect((await call('GET', '/api/company', null)).status).toBe(401);
    const routes: [Parameters<typeof call>[0], string, object?][] = [
      ['GET', '/api/company/bookings'],
      ['GET', `/api/company/bookings/${A.r1.number}/receipt.pdf`],
      ['GET', '/api/company/members'],
      ['POST', '/api/company/invitations', { email: freshEmail(), ...BOOKER }],
      ['DELETE', `/api/company/invitations/${A.boss.memberId}`],
      ['PUT', `/api/company/members/${A.booker.memberId}`, BOTH],
      ['DELETE', `/api/company/members/${A.booker.memberId}`],
      ['POST', '/api/company/leave'],
    ];
    for (const [method, url, body] of routes) {
      const plain = await call(method, url, customer.cookie, body);
      expect(plain.status, `customer ${method} ${url}`).toBe(404);
      expect(plain.body.code).toBe('companies.notMember');
      for (const cookie of [driver.cookie, admin.cookie]) {
        expect((await call(method, url, cookie, body)).status, `${method} ${url}`).toBe(403);
      }
      expect((await call(method, url, null, body)).status).toBe(401);
    }
    // The base's admin routes refuse every member of a company.
    for (const who of [A.boss, A.booker]) {
      expect((await call('GET', `/api/admin/companies/${A.c.id}/members`, who.cookie)).status).toBe(403);
      expect(
        (
          await call('POST', `/api/admin/companies/${B.c.id}/invitations`, who.cookie, {
            email: freshEmail(),
            ...ADMIN,
          })
        ).status,
      ).toBe(403);
    }
    // Still A's: nothing was removed.
    const members = await call<CompanyMembersList>('GET', '/api/company/members', A.boss.cookie);
    expect(members.body.members).toHaveLength(4);
  });
});

describe('a member who leaves', () => {
  it("keeps their past rides on the company's books (the admin still sees them); they see none any more", async () => {
    const before = await call<CompanyBookingsList>(
      'GET',
      `/api/company/bookings?traveller=${A.traveller.userId}`,
      A.boss.cookie,
    );
    expect(before.body.total).toBe(7);
    expect((await call('POST', '/api/company/leave', A.traveller.cookie)).status).toBe(204);
    const after = await call<CompanyBookingsList>(
      'GET',
      `/api/company/bookings?traveller=${A.traveller.userId}`,
      A.boss.cookie,
    );
    expect(numbers(after.body)).toEqual(numbers(before.body));
    // Still named in the admin's filters (a past member).
    expect(after.body.people.map((p) => p.userId)).toContain(A.traveller.userId);
    const gone = await call('GET', '/api/company/bookings', A.traveller.cookie);
    expect(gone.status).toBe(404);
    expect(
      (await call('GET', `/api/company/bookings/${A.r1.number}/receipt.pdf`, A.traveller.cookie)).status,
    ).toBe(404);
  });
});

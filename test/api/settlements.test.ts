import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminSettlementWeek,
  DriverSettlementList,
  SettlementAdjustmentResult,
  SettlementStatement,
} from '../../src/shared/contracts/settlements.ts';
import { users } from '../../src/server/db/schema/accounts.ts';
import { adminAuditLog } from '../../src/server/db/schema/audit.ts';
import { bookings } from '../../src/server/db/schema/bookings.ts';
import { driverTrips } from '../../src/server/db/schema/drivers.ts';
import { tripExtras } from '../../src/server/db/schema/extras.ts';
import { createAccount, signInAs } from '../support/accounts.ts';
import { REFUSED, adminCall, sessionsByRole, type AdminWho } from '../support/admin.ts';
import { insertBooking } from '../support/bookings.ts';
import { pdfText } from '../support/pdf-text.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { signInDriver } from '../support/trips.ts';

/**
 * The chauffeurs' weekly statements on a real database. The app's clock is Wednesday 2026-03-11 12:00 in New
 * York (16:00 UTC, daylight time since Sunday March 8): the current week is that of Monday 2026-03-09, the last
 * week that is over the one of Monday 2026-03-02, which holds the spring change (it ends at 04:00 UTC on March 9).
 */
const NOW = new Date('2026-03-11T16:00:00Z');
const LAST = '2026-03-02';
const CURRENT = '2026-03-09';

let t: TestApp;
let admin: { cookie: string; user: { id: string } };
let rider: string;
beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  admin = await signInAs(t.app, t.database, 'admin');
  rider = (await createAccount(t.database, 'passenger')).user.id;
});
afterAll(() => t.close());

const db = () => t.database.db;
const call = <T>(method: 'GET' | 'POST', url: string, cookie: string | null, body?: object) =>
  adminCall<T>(t.app, method, url, cookie, body);

let seq = 0;
async function chauffeur() {
  seq += 1;
  const d = await signInDriver(t.app, t.database);
  await db()
    .update(users)
    .set({ firstName: `Ana${seq}`, lastName: 'Settle' })
    .where(eq(users.id, d.user.id));
  return { ...d, name: `Ana${seq} Settle` };
}

/**
 * A trip of `driverId` completed at `at` on a booking of $130.65 (fare lines $120.00, tax $10.65), credited
 * `earningsCents` (80 % of the fare lines unless told).
 */
async function trip(
  driverId: string,
  at: Date,
  opts: { earningsCents?: number; status?: 'completed' | 'no_show' } = {},
) {
  const b = await insertBooking(t.database, { userId: rider, status: opts.status ?? 'completed' });
  await db().update(bookings).set({ driverId }).where(eq(bookings.id, b.id));
  const [row] = await db()
    .insert(driverTrips)
    .values({
      bookingId: b.id,
      driverId,
      status: opts.status ?? 'completed',
      acceptedAt: new Date(at.getTime() - 3 * 3_600_000),
      completedAt: at,
      earningsCents: opts.earningsCents ?? 9600,
    })
    .returning();
  return { booking: b, trip: row! };
}

async function extra(
  bookingId: string,
  driverId: string,
  kind: 'waiting' | 'toll' | 'parking' | 'tip',
  amountCents: number,
  status: 'proposed' | 'approved' | 'rejected' | 'charged',
  note: string | null = null,
) {
  const [row] = await db()
    .insert(tripExtras)
    .values({ bookingId, driverId, kind, amountCents, status, note })
    .returning();
  return row!;
}

const statementOf = (cookie: string, week: string) =>
  call<SettlementStatement>('GET', `/api/driver/settlements/${week}`, cookie);
const adminStatement = (driverId: string, week: string) =>
  call<SettlementStatement>('GET', `/api/admin/settlements/${week}/drivers/${driverId}`, admin.cookie);
const pay = (driverId: string, week: string, expectedTotalCents: number, extra: object = {}) =>
  call<SettlementStatement>('POST', `/api/admin/settlements/${week}/drivers/${driverId}/pay`, admin.cookie, {
    paidOn: '2026-03-10',
    method: 'bank_transfer',
    reference: 'ACH-778',
    expectedTotalCents,
    ...extra,
  });
const adjust = (driverId: string, week: string, amountCents: number, reason = 'Airport parking fee refund') =>
  call<SettlementAdjustmentResult>(
    'POST',
    `/api/admin/settlements/${week}/drivers/${driverId}/adjustments`,
    admin.cookie,
    { amountCents, reason },
  );

describe('a week of a chauffeur', () => {
  it('counts the trips of the New York week, the waiting share, tips, tolls and parking paid', async () => {
    const ana = await chauffeur();
    const other = await chauffeur();
    // Sunday March 8, 23:30 EDT: the last minutes of the week of March 2 (after the spring change).
    const late = await trip(ana.user.id, new Date('2026-03-09T03:30:00Z'));
    // Monday March 9, 00:10 EDT: the next week.
    const next = await trip(ana.user.id, new Date('2026-03-09T04:10:00Z'));
    // Monday March 2, 00:05 EST: the first minutes of the week; a no-show earns too (decision 044).
    await trip(ana.user.id, new Date('2026-03-02T05:05:00Z'), { status: 'no_show', earningsCents: 5000 });
    await trip(other.user.id, new Date('2026-03-04T15:00:00Z'));
    await extra(late.booking.id, ana.user.id, 'waiting', 2000, 'charged');
    await extra(late.booking.id, ana.user.id, 'tip', 1500, 'charged');
    await extra(late.booking.id, ana.user.id, 'toll', 694, 'approved', 'Verrazzano');
    await extra(late.booking.id, ana.user.id, 'parking', 1200, 'charged', 'JFK short-term');
    // Not payable (yet): proposed, rejected, a tip not charged.
    await extra(late.booking.id, ana.user.id, 'parking', 900, 'proposed');
    await extra(late.booking.id, ana.user.id, 'toll', 300, 'rejected');
    await extra(next.booking.id, ana.user.id, 'tip', 700, 'approved');

    const res = await statementOf(ana.cookie, LAST);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const s = res.body;
    expect(s).toMatchObject({ weekStart: LAST, weekEnd: '2026-03-08', status: 'due', driverName: ana.name });
    expect(s.totals).toEqual({
      trips: 2,
      fareCents: 24000,
      shareCents: 9600 + 5000,
      waitingCents: 1600,
      tipsCents: 1500,
      reimbursementsCents: 694 + 1200,
      adjustmentsCents: 0,
      totalCents: 9600 + 5000 + 1600 + 1500 + 694 + 1200,
    });
    expect(s.lines.map((l) => l.kind)).toEqual(['trip', 'trip', 'waiting', 'tip', 'toll', 'parking']);
    expect(s.lines.find((l) => l.kind === 'toll')?.note).toBe('Verrazzano');
    expect(s.payment).toBeNull();

    const current = await statementOf(ana.cookie, CURRENT);
    expect(current.body.status).toBe('open');
    expect(current.body.totals.trips).toBe(1);
    expect(current.body.totals.tipsCents).toBe(0);

    const list = await call<DriverSettlementList>('GET', '/api/driver/settlements', ana.cookie);
    expect(list.status).toBe(200);
    expect(list.body.statements.map((x) => [x.weekStart, x.status, x.totals.totalCents])).toEqual([
      [CURRENT, 'open', 9600],
      [LAST, 'due', s.totals.totalCents],
    ]);
  });

  it('refuses a week that is not a Monday, not a date or after the current week (400)', async () => {
    const ana = await chauffeur();
    for (const week of ['2026-03-03', 'last-week', '2026-02-30', '2026-03-16']) {
      const res = await call<{ code: string }>('GET', `/api/driver/settlements/${week}`, ana.cookie);
      expect(res.status, week).toBe(400);
      expect(res.body.code).toBe('settlement.weekInvalid');
    }
    expect((await call('GET', '/api/admin/settlements?week=2026-03-04', admin.cookie)).status).toBe(400);
    expect((await call('GET', '/api/driver/settlements/2026-03-03/statement.pdf', ana.cookie)).status).toBe(
      400,
    );
  });

  it('shows a chauffeur only their own: no chauffeur id is taken, the admin routes answer 403', async () => {
    const ana = await chauffeur();
    const ben = await chauffeur();
    await trip(ben.user.id, new Date('2026-03-03T15:00:00Z'));
    expect((await statementOf(ana.cookie, LAST)).body.lines).toEqual([]);
    expect((await adminStatement(ben.user.id, LAST)).body.totals.trips).toBe(1);
    const stolen = await call('GET', `/api/admin/settlements/${LAST}/drivers/${ben.user.id}`, ana.cookie);
    expect(stolen.status).toBe(403);
    const csv = await call(
      'GET',
      `/api/admin/settlements/${LAST}/drivers/${ben.user.id}/statement.csv`,
      ana.cookie,
    );
    expect(csv.status).toBe(403);
    // An id that is no chauffeur's: 404.
    const passenger = await adminStatement(rider, LAST);
    expect(passenger.status).toBe(404);
    // A malformed id is bad input (validation answers 400, never a database error).
    expect((await adminStatement('not-a-uuid', LAST)).status).toBe(400);
  });

  it('refuses every route to anonymous (401), guests and passengers (403); admin routes to drivers (403)', async () => {
    const who = await sessionsByRole(t.app, t.database);
    const ana = await chauffeur();
    for (const role of Object.keys(REFUSED) as Exclude<AdminWho, 'admin'>[]) {
      const cookie = who[role];
      expect((await call('GET', `/api/admin/settlements?week=${LAST}`, cookie)).status).toBe(REFUSED[role]);
      const adjustRes = await call(
        'POST',
        `/api/admin/settlements/${LAST}/drivers/${ana.user.id}/adjustments`,
        cookie,
        {
          amountCents: 100,
          reason: 'Probe',
        },
      );
      expect(adjustRes.status).toBe(REFUSED[role]);
      const payRes = await call(
        'POST',
        `/api/admin/settlements/${LAST}/drivers/${ana.user.id}/pay`,
        cookie,
        {},
      );
      expect(payRes.status).toBe(REFUSED[role]);
      if (role !== 'driver') {
        expect((await call('GET', '/api/driver/settlements', cookie)).status).toBe(REFUSED[role]);
        expect((await call('GET', `/api/driver/settlements/${LAST}`, cookie)).status).toBe(REFUSED[role]);
      }
    }
  });
});

describe('downloads', () => {
  it('gives the statement as CSV and PDF, totals included', async () => {
    const ana = await chauffeur();
    const done = await trip(ana.user.id, new Date('2026-03-05T20:00:00Z'));
    await extra(done.booking.id, ana.user.id, 'tip', 2500, 'charged');
    const csv = await call<string>('GET', `/api/driver/settlements/${LAST}/statement.csv`, ana.cookie);
    expect(csv.status).toBe(200);
    expect(csv.res.headers['content-type']).toContain('text/csv');
    expect(csv.res.headers['content-disposition']).toContain(
      `statement-${LAST}-${ana.name.toLowerCase().replace(' ', '-')}.csv`,
    );
    expect(csv.res.body).toContain(`Trip,${done.booking.number},,120.00,96.00`);
    expect(csv.res.body).toContain('Tips (100%),25.00');
    expect(csv.res.body).toContain('Total,121.00');

    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/driver/settlements/${LAST}/statement.pdf?lang=es`,
      headers: { cookie: ana.cookie },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain('LIQUIDACIÓN DEL CHOFER');
    expect(text).toContain(ana.name);
    expect(text).toContain(done.booking.number);
    expect(text).toContain('Propinas (100%)');
    expect(text).toContain('$121.00');
    expect(text).toContain('Aún no pagada.');
  });
});

describe('adjustments and mark paid', () => {
  it('adds signed adjustments (audited), pays the week once, freezes it and moves later lines on', async () => {
    const ana = await chauffeur();
    const done = await trip(ana.user.id, new Date('2026-03-04T18:00:00Z'));
    const plus = await adjust(ana.user.id, LAST, 2500, 'Airport parking fee refund');
    expect(plus.status, JSON.stringify(plus.body)).toBe(201);
    expect(plus.body).toMatchObject({ weekStart: LAST, movedFromPaidWeek: false });
    expect((await adjust(ana.user.id, LAST, -1000, 'Damaged phone charger')).status).toBe(201);
    const [audit] = await db().select().from(adminAuditLog).where(eq(adminAuditLog.entityId, plus.body.id));
    expect(audit).toMatchObject({
      action: 'settlement.adjust',
      entityType: 'settlement',
      actorUserId: admin.user.id,
    });
    expect(audit?.summary).toBe(`${ana.name}, week of ${LAST}: +$25.00 (Airport parking fee refund)`);

    const before = (await adminStatement(ana.user.id, LAST)).body;
    expect(before.totals).toMatchObject({ shareCents: 9600, adjustmentsCents: 1500, totalCents: 11100 });

    // A total the admin did not see is not paid.
    const stale = await pay(ana.user.id, LAST, 9600);
    expect(stale.status).toBe(409);
    expect((stale.body as unknown as { code: string }).code).toBe('settlement.changed');

    const paid = await pay(ana.user.id, LAST, 11100);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.status).toBe('paid');
    expect(paid.body.payment).toMatchObject({
      paidOn: '2026-03-10',
      method: 'bank_transfer',
      reference: 'ACH-778',
    });
    const [payAudit] = await db()
      .select()
      .from(adminAuditLog)
      .where(
        eq(
          adminAuditLog.summary,
          `${ana.name}, week of ${LAST}: $111.00 paid by bank transfer on 2026-03-10`,
        ),
      );
    expect(payAudit?.action).toBe('settlement.pay');

    // Frozen: a tip charged now and an adjustment for the paid week go to the next week.
    await extra(done.booking.id, ana.user.id, 'tip', 1800, 'charged');
    const late = await adjust(ana.user.id, LAST, 400, 'Late correction');
    expect(late.body).toMatchObject({ weekStart: CURRENT, movedFromPaidWeek: true });
    const frozen = (await adminStatement(ana.user.id, LAST)).body;
    expect(frozen.totals).toEqual(paid.body.totals);
    expect(frozen.lines).toEqual(paid.body.lines);
    const moved = (await statementOf(ana.cookie, CURRENT)).body;
    expect(moved.totals).toMatchObject({ tipsCents: 1800, adjustmentsCents: 400, totalCents: 2200 });
    const list = (await call<DriverSettlementList>('GET', '/api/driver/settlements', ana.cookie)).body;
    expect(list.statements.map((s) => [s.weekStart, s.status])).toEqual([
      [CURRENT, 'open'],
      [LAST, 'paid'],
    ]);

    const again = await pay(ana.user.id, LAST, 11100);
    expect(again.status).toBe(409);
    expect((again.body as unknown as { code: string }).code).toBe('settlement.alreadyPaid');
  });

  it('refuses bad input: amount 0 or too large, no reason, bad payment fields (400); unknown chauffeur (404)', async () => {
    const ana = await chauffeur();
    const zero = await adjust(ana.user.id, LAST, 0);
    expect(zero.status).toBe(400);
    expect((zero.body as unknown as { code: string }).code).toBe('settlement.adjustmentAmountInvalid');
    expect((await adjust(ana.user.id, LAST, 1_000_001)).status).toBe(400);
    expect((await adjust(ana.user.id, LAST, 12.5)).status).toBe(400);
    expect((await adjust(ana.user.id, LAST, 100, ' ')).status).toBe(400);
    expect((await adjust(rider, LAST, 100)).status).toBe(404);
    await trip(ana.user.id, new Date('2026-03-04T18:00:00Z'));
    expect((await pay(ana.user.id, LAST, 9600, { method: 'crypto' })).status).toBe(400);
    expect((await pay(ana.user.id, LAST, 9600, { paidOn: '2026-03-12' })).status).toBe(400);
    expect((await pay(ana.user.id, LAST, 9600, { paidOn: '2026-02-31' })).status).toBe(400);
    expect((await pay(ana.user.id, LAST, 9600, { reference: 'x'.repeat(121) })).status).toBe(400);
  });

  it('refuses to pay a week that is not over (409) or has nothing on it (409)', async () => {
    const ana = await chauffeur();
    await trip(ana.user.id, new Date('2026-03-10T15:00:00Z'));
    const open = await pay(ana.user.id, CURRENT, 9600);
    expect(open.status).toBe(409);
    expect((open.body as unknown as { code: string }).code).toBe('settlement.weekOpen');
    const empty = await pay(ana.user.id, '2026-02-23', 0);
    expect(empty.status).toBe(409);
    expect((empty.body as unknown as { code: string }).code).toBe('settlement.empty');
  });

  it('of two concurrent mark-paid requests, one wins and the other answers 409', async () => {
    const ana = await chauffeur();
    await trip(ana.user.id, new Date('2026-03-06T18:00:00Z'));
    const results = await Promise.all([pay(ana.user.id, LAST, 9600), pay(ana.user.id, LAST, 9600)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const stored = (await adminStatement(ana.user.id, LAST)).body;
    expect(stored.status).toBe('paid');
    expect(stored.lines).toHaveLength(1);
  });
});

describe('the admin week', () => {
  it("lists every chauffeur's statement of the last week that is over, paid and due, with the sums", async () => {
    const res = await call<AdminSettlementWeek>('GET', '/api/admin/settlements', admin.cookie);
    expect(res.status).toBe(200);
    const w = res.body;
    expect(w).toMatchObject({
      weekStart: LAST,
      weekEnd: '2026-03-08',
      previousWeek: '2026-02-23',
      nextWeek: CURRENT,
    });
    expect(w.statements.length).toBeGreaterThan(3);
    expect(w.statements.some((s) => s.status === 'paid')).toBe(true);
    expect(w.statements.some((s) => s.status === 'due')).toBe(true);
    const sum = w.statements.reduce((s, x) => s + x.totals.totalCents, 0);
    expect(w.totalCents).toBe(sum);
    expect(w.paidCents + w.dueCents).toBe(sum);
    const current = await call<AdminSettlementWeek>(
      'GET',
      `/api/admin/settlements?week=${CURRENT}`,
      admin.cookie,
    );
    expect(current.body.nextWeek).toBeNull();
    expect(current.body.statements.every((s) => s.status === 'open')).toBe(true);
  });
});

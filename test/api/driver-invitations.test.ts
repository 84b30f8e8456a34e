import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema/accounts.ts';
import { adminAuditLog } from '../../src/server/db/schema/audit.ts';
import {
  driverApplicationActions,
  driverApplications,
  driverInvitations,
  drivers,
} from '../../src/server/db/schema/drivers.ts';
import { verifyPassword } from '../../src/server/modules/auth/password.ts';
import { createDriversRepository } from '../../src/server/modules/drivers/drivers.repository.ts';
import { issueInvitation } from '../../src/server/modules/drivers/invitations.ts';
import type { CurrentUser } from '../../src/shared/contracts/auth.ts';
import type { DriverApplication, VerifyInvitationResponse } from '../../src/shared/contracts/drivers.ts';
import type { ErrorBody } from '../../src/shared/errors.ts';
import { createAccount, sessionCookie, signInAs } from '../support/accounts.ts';
import { applyToDrive, approveApplication, driverRegistrationBody } from '../support/drivers.ts';
import { outboxFor } from '../support/outbox.ts';
import { createSecondServer, createTestApp, type TestApp } from '../support/test-app.ts';

const PUBLIC_URL = 'https://book.example.test';
const CODE = /^TAXI-[1-9]\d{4}$/;
const DAY = 24 * 60 * 60 * 1000;
/**
 * The app's clock: far from the machine's, a millisecond further at each reading (so rows keep their order) and
 * never more, so an invitation's 14 days are counted exactly and a code set to expire a second before `now()` is
 * expired however slow the run.
 */
let clockMs = Date.parse('2030-02-05T15:00:00Z');
const clock = () => new Date((clockMs += 1));
/** The app's time now, without moving its clock. */
const now = () => new Date(clockMs);

let t: TestApp;
let admin: { cookie: string; user: { id: string } };
let otherAdmin: { cookie: string; user: { id: string } };

beforeAll(async () => {
  t = await createTestApp({
    clock,
    env: { PUBLIC_URL },
    rateLimits: {
      driverApplication: { max: 10_000, timeWindow: 60_000 },
      // The burst of failures across addresses has its own test (its own app and clock).
      driverInvitationFailures: { max: 10_000, timeWindow: 60_000 },
    },
  });
  admin = await signInAs(t.app, t.database, 'admin');
  otherAdmin = await signInAs(t.app, t.database, 'admin');
});
afterAll(() => t.close());

let ip = 0;
const nextAddress = () => `10.60.${Math.floor(++ip / 250)}.${ip % 250}`;
let n = 0;
const freshEmail = () => `driver-${++n}-${Math.random().toString(36).slice(2, 7)}@example.com`;

const asAdmin = (method: 'GET' | 'POST', url: string, payload?: object, cookie = admin.cookie) =>
  t.app.inject({
    method,
    url,
    headers: { cookie },
    ...(method === 'POST' ? { payload: payload ?? {} } : {}),
  });
const verify = (invitationCode: unknown, email?: string, remoteAddress = nextAddress()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/driver-invitations/verify',
    payload: email === undefined ? { invitationCode } : { invitationCode, email },
    remoteAddress,
  });
const register = (payload: object, remoteAddress = nextAddress()) =>
  t.app.inject({ method: 'POST', url: '/api/driver-registration', payload, remoteAddress });

async function approved(overrides: Record<string, string> = {}) {
  const applied = await applyToDrive(t.app, overrides);
  const app = await approveApplication(t.app, admin.cookie, applied.id);
  return { ...applied, code: app.invitationCode, app };
}

/** The application's audit entries (GET /api/admin/audit), oldest first. */
async function auditEntries(applicationId: string) {
  return t.database.db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.entityType, 'application'), eq(adminAuditLog.entityId, applicationId)))
    .orderBy(adminAuditLog.createdAt);
}

/** Codes are secrets: an audit entry keeps at most their last two digits. */
function expectNoCode(entries: { summary: string; before: unknown; after: unknown }[], ...codes: string[]) {
  const text = JSON.stringify(entries);
  for (const code of codes) expect(text).not.toContain(code);
  // Nor their five digits alone (ids and times never hold a run of exactly five digits).
  expect(text).not.toMatch(/\b\d{5}\b/);
}

async function invitationRows(applicationId: string) {
  return t.database.db
    .select()
    .from(driverInvitations)
    .where(eq(driverInvitations.applicationId, applicationId))
    .orderBy(driverInvitations.createdAt);
}

function expectError(
  res: { statusCode: number; json: <T>() => T },
  status: number,
  code: string,
  message?: string,
) {
  expect(res.statusCode).toBe(status);
  const body = res.json<ErrorBody>();
  expect(body.code).toBe(code);
  if (message) expect(body.message).toBe(message);
  return body;
}

describe('GET /api/driver-applications', () => {
  it('lists every application newest first, or one status, never with the password', async () => {
    const a = await applyToDrive(t.app);
    const b = await applyToDrive(t.app);
    const c = await applyToDrive(t.app);
    await approveApplication(t.app, admin.cookie, b.id);
    expect(
      (await asAdmin('POST', `/api/driver-applications/${c.id}/reject`, { reason: 'Insurance lapsed' }))
        .statusCode,
    ).toBe(200);

    const all = await asAdmin('GET', '/api/driver-applications');
    expect(all.statusCode).toBe(200);
    expect(all.body).not.toContain('argon2');
    expect(all.body).not.toContain('passwordHash');
    expect(all.body).not.toContain('limo-driver-2026');
    const list = all.json<DriverApplication[]>();
    const ids = list.map((x) => x.id);
    expect(ids.indexOf(c.id)).toBeLessThan(ids.indexOf(b.id));
    expect(ids.indexOf(b.id)).toBeLessThan(ids.indexOf(a.id));
    const created = list.map((x) => x.createdAt);
    expect([...created].sort().reverse()).toEqual(created);

    for (const status of ['pending', 'approved', 'rejected'] as const) {
      const res = await asAdmin('GET', `/api/driver-applications?status=${status}`);
      expect(res.statusCode).toBe(200);
      const rows = res.json<DriverApplication[]>();
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((r) => r.status === status)).toBe(true);
    }
    const pending = (await asAdmin('GET', '/api/driver-applications?status=pending')).json<
      DriverApplication[]
    >();
    expect(pending.map((r) => r.id)).toContain(a.id);
    expect(pending.map((r) => r.id)).not.toContain(b.id);

    const row = list.find((x) => x.id === a.id);
    expect(row).toMatchObject({
      status: 'pending',
      firstName: 'Marco',
      email: a.email,
      vehicleType: 'suv',
      invitationCode: null,
      invitationStatus: null,
      driverUserId: null,
      reviewedBy: null,
      actions: [],
    });
  });

  it('answers an unknown status with 400', async () => {
    const res = await asAdmin('GET', '/api/driver-applications?status=maybe');
    expectError(res, 400, 'applications.statusInvalid', 'Unknown application status');
  });
});

describe('POST /api/approve-driver/{id}', () => {
  it('approves, issues a TAXI-NNNNN code valid 14 days and emails it with the registration link', async () => {
    const applied = await applyToDrive(t.app);
    const before = now().getTime();
    const res = await asAdmin('POST', `/api/approve-driver/${applied.id}`);
    const after = now().getTime();
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<DriverApplication>();
    expect(body.status).toBe('approved');
    expect(body.invitationCode).toMatch(CODE);
    expect(body.invitationStatus).toBe('active');
    const expires = Date.parse(body.invitationExpiresAt ?? '');
    // 14 days from the approval, on the app's clock (read during the request).
    expect(expires).toBeGreaterThan(before + 14 * DAY);
    expect(expires).toBeLessThanOrEqual(after + 14 * DAY);
    expect(body.reviewedBy).toBe(`Test admin`);
    expect(body.reviewedAt).not.toBeNull();
    expect(body.actions).toEqual([
      { action: 'approve', by: 'Test admin', at: expect.any(String), detail: body.invitationCode },
    ]);

    const [row] = await t.database.db
      .select()
      .from(driverApplications)
      .where(eq(driverApplications.id, applied.id));
    expect(row?.status).toBe('approved');
    expect(row?.reviewedBy).toBe(admin.user.id);
    const [code] = await invitationRows(applied.id);
    expect(code).toMatchObject({ code: body.invitationCode, status: 'active', createdBy: admin.user.id });
    const audit = await auditEntries(applied.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorUserId: admin.user.id,
      action: 'application.approve',
      before: { status: 'pending' },
      after: {
        status: 'approved',
        invitation: {
          codeEnding: body.invitationCode?.slice(-2),
          status: 'active',
          expiresAt: body.invitationExpiresAt,
        },
      },
    });
    expect(audit[0]?.summary).toContain(`Marco Rossi <${applied.email}>: pending → approved`);
    expectNoCode(audit, body.invitationCode ?? 'missing');

    const [mail] = await outboxFor(t.database, applied.email);
    expect(mail?.kind).toBe('driver-invitation');
    expect(mail?.subject).toContain('Your driver application is approved');
    expect(mail?.text).toContain(`Your invitation code: ${body.invitationCode}`);
    expect(mail?.text).toContain(`${PUBLIC_URL}/taxistas?code=${body.invitationCode}`);
    // The expiry date as New York reads it.
    const nyDate = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/New_York',
      dateStyle: 'long',
    }).format(new Date(expires));
    expect(mail?.text).toContain(nyDate);
    expect(mail?.text).toContain('(New York time)');
  });

  it('writes to a Spanish applicant in Spanish', async () => {
    const applied = await applyToDrive(t.app, { language: 'es' });
    const { invitationCode } = await approveApplication(t.app, admin.cookie, applied.id);
    const [mail] = await outboxFor(t.database, applied.email);
    expect(mail?.subject).toContain('Su solicitud de chofer fue aprobada');
    expect(mail?.text).toContain(`Su código de invitación: ${invitationCode}`);
    expect(mail?.text).toContain('(hora de Nueva York)');
    expect(mail?.text).toContain(`${PUBLIC_URL}/taxistas?code=${invitationCode}`);
    // The branded HTML part: Spanish, the code in its own row, a button to the absolute registration link.
    const html = mail?.html ?? '';
    expect(html).toContain('<html lang="es"');
    expect(html).toMatch(new RegExp(`Su código de invitación</td><td[^>]*>${invitationCode}</td>`));
    expect(html).toContain(`href="${PUBLIC_URL}/taxistas?code=${invitationCode}"`);
    expect(html).toContain('Completar mi registro');
    expect(`${mail?.subject} ${mail?.text} ${html}`).not.toMatch(/conductor/i);
  });

  it('approves only a pending application (409), and an unknown id is 404', async () => {
    const { id } = await approved();
    expectError(
      await asAdmin('POST', `/api/approve-driver/${id}`),
      409,
      'applications.notPending',
      'This application has already been reviewed',
    );
    expect(await invitationRows(id)).toHaveLength(1);
    expectError(
      await asAdmin('POST', '/api/approve-driver/00000000-0000-4000-8000-000000000000'),
      404,
      'applications.notFound',
    );
    // Without a body at all, as the specification's client may send it.
    const bare = await applyToDrive(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/approve-driver/${bare.id}`,
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('answers malformed and NUL ids with 4xx, never 5xx', async () => {
    for (const id of [
      'abc',
      '%00',
      '00000000-0000-4000-8000-00000000000%00',
      '------------------------------------',
      'gggggggg-gggg-gggg-gggg-gggggggggggg',
      `${'0'.repeat(36)}`,
      "1' or '1'='1",
    ]) {
      for (const url of [
        `/api/approve-driver/${id}`,
        `/api/driver-applications/${id}/reject`,
        `/api/driver-applications/${id}/resend-invitation`,
        `/api/driver-applications/${id}/regenerate-invitation`,
      ]) {
        const res = await asAdmin('POST', url, { reason: 'x' });
        expect(res.statusCode, `${url}: ${res.body}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(500);
      }
    }
  });

  it('of two admins approving at once exactly one wins and one code is issued', async () => {
    for (let round = 0; round < 3; round++) {
      const { id } = await applyToDrive(t.app);
      const results = await Promise.all([
        asAdmin('POST', `/api/approve-driver/${id}`, {}, admin.cookie),
        asAdmin('POST', `/api/approve-driver/${id}`, {}, otherAdmin.cookie),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(await invitationRows(id)).toHaveLength(1);
      const actions = await t.database.db
        .select()
        .from(driverApplicationActions)
        .where(eq(driverApplicationActions.applicationId, id));
      expect(actions).toHaveLength(1);
      expect(await auditEntries(id)).toHaveLength(1);
    }
  });

  it('draws another number when one is already a live code, and frees expired numbers first', async () => {
    const first = await approved();
    const taken = first.code;
    const { id } = await applyToDrive(t.app);
    await t.database.db
      .update(driverApplications)
      .set({ status: 'approved' })
      .where(eq(driverApplications.id, id));
    const repo = createDriversRepository(t.database.db);
    const draws = [taken, taken, 'TAXI-99999'];
    const issued = await repo.transaction((tx) =>
      issueInvitation(tx, {
        applicationId: id,
        createdBy: admin.user.id,
        now: clock(),
        draw: () => draws.shift() ?? 'TAXI-99998',
      }),
    );
    expect(issued.code).toBe('TAXI-99999');
    expect(draws).toEqual([]);

    // Once the first code is past its expiry, its number may be issued again; the old row becomes expired.
    await t.database.db
      .update(driverInvitations)
      .set({ expiresAt: new Date(now().getTime() - 1000) })
      .where(eq(driverInvitations.applicationId, first.id));
    const again = await repo.transaction((tx) =>
      issueInvitation(tx, {
        applicationId: id,
        createdBy: admin.user.id,
        now: clock(),
        draw: () => taken,
      }),
    );
    expect(again.code).toBe(taken);
    const [old] = await invitationRows(first.id);
    expect(old?.status).toBe('expired');
  });
});

describe('POST /api/driver-applications/{id}/reject', () => {
  it('requires a reason, with the specification message', async () => {
    const { id } = await applyToDrive(t.app);
    for (const payload of [{}, { reason: '' }, { reason: '   ' }]) {
      const res = await asAdmin('POST', `/api/driver-applications/${id}/reject`, payload);
      const body = expectError(
        res,
        400,
        'applications.rejectReasonRequired',
        'Please provide a reason for rejection',
      );
      expect(body.fields?.reason).toBe('Please provide a reason for rejection');
    }
    const tooLong = await asAdmin('POST', `/api/driver-applications/${id}/reject`, {
      reason: 'x'.repeat(1001),
    });
    expectError(tooLong, 400, 'applications.rejectReasonTooLong');
    const [row] = await t.database.db.select().from(driverApplications).where(eq(driverApplications.id, id));
    expect(row?.status).toBe('pending');
  });

  it('stores the reason, the reviewer and the time, and emails the applicant courteously', async () => {
    const applied = await applyToDrive(t.app);
    const res = await asAdmin('POST', `/api/driver-applications/${applied.id}/reject`, {
      reason: '  Vehicle older than our fleet standard  ',
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<DriverApplication>();
    expect(body).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Vehicle older than our fleet standard',
      reviewedBy: 'Test admin',
      invitationCode: null,
    });
    expect(body.actions).toEqual([
      {
        action: 'reject',
        by: 'Test admin',
        at: expect.any(String),
        detail: 'Vehicle older than our fleet standard',
      },
    ]);
    const [row] = await t.database.db
      .select()
      .from(driverApplications)
      .where(eq(driverApplications.id, applied.id));
    expect(row).toMatchObject({ status: 'rejected', reviewedBy: admin.user.id });
    expect(row?.reviewedAt).toBeInstanceOf(Date);
    const audit = await auditEntries(applied.id);
    expect(audit.map((e) => [e.action, e.actorUserId, e.before, e.after])).toEqual([
      [
        'application.reject',
        admin.user.id,
        { status: 'pending' },
        { status: 'rejected', reason: 'Vehicle older than our fleet standard' },
      ],
    ]);
    const [mail] = await outboxFor(t.database, applied.email);
    expect(mail?.kind).toBe('driver-application-rejected');
    expect(mail?.text).toContain('Hello Marco,');
    expect(mail?.text).toContain('Reason: Vehicle older than our fleet standard');
    expect(mail?.text).toContain('Thank you for your interest');
    expect(mail?.html).toContain('Vehicle older than our fleet standard');
    expect(await invitationRows(applied.id)).toHaveLength(0);

    // Reviewed once: neither a second rejection nor an approval.
    expectError(
      await asAdmin('POST', `/api/driver-applications/${applied.id}/reject`, { reason: 'Again' }),
      409,
      'applications.notPending',
    );
    expectError(await asAdmin('POST', `/api/approve-driver/${applied.id}`), 409, 'applications.notPending');
  });

  it('writes the rejection in Spanish to a Spanish applicant', async () => {
    const applied = await applyToDrive(t.app, { language: 'es' });
    await asAdmin('POST', `/api/driver-applications/${applied.id}/reject`, { reason: 'Seguro vencido' });
    const [mail] = await outboxFor(t.database, applied.email);
    expect(mail?.text).toContain('Hola Marco:');
    expect(mail?.text).toContain('Motivo: Seguro vencido');
  });
});

describe('resend and regenerate', () => {
  it('resend emails the same active code again and stores the action', async () => {
    const a = await approved();
    const res = await asAdmin('POST', `/api/driver-applications/${a.id}/resend-invitation`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<DriverApplication>();
    expect(body.invitationCode).toBe(a.code);
    expect(body.actions.map((x) => [x.action, x.detail])).toEqual([
      ['approve', a.code],
      ['resend', a.code],
    ]);
    const mails = await outboxFor(t.database, a.email);
    expect(mails.filter((m) => m.kind === 'driver-invitation')).toHaveLength(2);
    expect(mails[0]?.text).toContain(a.code);
    expect(await invitationRows(a.id)).toHaveLength(1);
    const audit = await auditEntries(a.id);
    expect(audit.map((e) => e.action)).toEqual(['application.approve', 'application.resend']);
    expect(audit[1]).toMatchObject({
      actorUserId: admin.user.id,
      before: { status: 'approved', invitation: { codeEnding: a.code.slice(-2), status: 'active' } },
      after: { invitation: { codeEnding: a.code.slice(-2), status: 'active' }, replaced: false },
    });
    expect(audit[1]?.summary).toContain('emailed again');
    expectNoCode(audit, a.code);
  });

  it('resend replaces an expired code with a fresh one and says so', async () => {
    const a = await approved();
    await t.database.db
      .update(driverInvitations)
      .set({ expiresAt: new Date(now().getTime() - 60_000) })
      .where(eq(driverInvitations.applicationId, a.id));
    const listed = (await asAdmin('GET', '/api/driver-applications?status=approved'))
      .json<DriverApplication[]>()
      .find((x) => x.id === a.id);
    expect(listed).toMatchObject({ invitationCode: null, invitationStatus: 'expired' });

    const res = await asAdmin('POST', `/api/driver-applications/${a.id}/resend-invitation`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<DriverApplication>();
    expect(body.invitationCode).toMatch(CODE);
    expect(body.invitationCode).not.toBe(a.code);
    expect(body.invitationStatus).toBe('active');
    const resend = body.actions.at(-1);
    expect(resend?.action).toBe('resend');
    expect(resend?.detail).toContain(`${a.code} had expired`);
    const rows = await invitationRows(a.id);
    expect(rows.map((r) => r.status)).toEqual(['revoked', 'active']);
    const [, resent] = await auditEntries(a.id);
    expect(resent).toMatchObject({
      action: 'application.resend',
      before: { invitation: { codeEnding: a.code.slice(-2), status: 'expired' } },
      after: { invitation: { codeEnding: body.invitationCode?.slice(-2), status: 'active' }, replaced: true },
    });
    expect(resent?.summary).toContain('the previous one had expired');
    const [mail] = await outboxFor(t.database, a.email);
    expect(mail?.text).toContain(body.invitationCode ?? '');
    expect(mail?.text).toContain('Your earlier code no longer works');
  });

  it('regenerate revokes the old code (which then verifies as revoked) and emails a new one', async () => {
    const a = await approved();
    const res = await asAdmin('POST', `/api/driver-applications/${a.id}/regenerate-invitation`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<DriverApplication>();
    expect(body.invitationCode).toMatch(CODE);
    expect(body.invitationCode).not.toBe(a.code);
    expect(body.actions.at(-1)).toMatchObject({ action: 'regenerate', by: 'Test admin' });
    const rows = await invitationRows(a.id);
    expect(rows.map((r) => [r.code, r.status])).toEqual([
      [a.code, 'revoked'],
      [body.invitationCode, 'active'],
    ]);
    expect(rows[0]?.revokedBy).toBe(admin.user.id);
    expect(rows[0]?.revokedAt).toBeInstanceOf(Date);
    const audit = await auditEntries(a.id);
    expect(audit.map((e) => e.action)).toEqual(['application.approve', 'application.regenerate']);
    expect(audit[1]).toMatchObject({
      actorUserId: admin.user.id,
      before: { invitation: { codeEnding: a.code.slice(-2), status: 'active' } },
      after: { invitation: { codeEnding: body.invitationCode?.slice(-2), status: 'active' } },
    });
    expectNoCode(audit, a.code, body.invitationCode ?? 'missing');

    expectError(await verify(a.code), 400, 'invitations.unknown');
    expectError(
      await verify(a.code, a.email),
      400,
      'invitations.revoked',
      'This invitation code has been replaced by a newer one. Please use the latest code we emailed you.',
    );
    expect((await verify(body.invitationCode)).statusCode).toBe(200);
    const [mail] = await outboxFor(t.database, a.email);
    expect(mail?.subject).toContain('Your new driver invitation code');
    expect(mail?.text).toContain(`${PUBLIC_URL}/taxistas?code=${body.invitationCode}`);
  });

  it('refuses a pending or rejected application (409), a registered one (409) and an unknown id (404)', async () => {
    const pending = await applyToDrive(t.app);
    for (const action of ['resend-invitation', 'regenerate-invitation']) {
      expectError(
        await asAdmin('POST', `/api/driver-applications/${pending.id}/${action}`),
        409,
        'applications.notApproved',
      );
      expectError(
        await asAdmin('POST', `/api/driver-applications/00000000-0000-4000-8000-000000000000/${action}`),
        404,
        'applications.notFound',
      );
    }
    const a = await approved();
    expect((await register(driverRegistrationBody(a.code, a.email))).statusCode).toBe(201);
    for (const action of ['resend-invitation', 'regenerate-invitation']) {
      expectError(
        await asAdmin('POST', `/api/driver-applications/${a.id}/${action}`),
        409,
        'applications.alreadyRegistered',
        'This applicant has already registered as a driver',
      );
    }
    // Refused actions leave no audit entry.
    expect(await auditEntries(pending.id)).toEqual([]);
    expect((await auditEntries(a.id)).map((e) => e.action)).toEqual(['application.approve']);
  });
});

describe('POST /api/driver-invitations/verify', () => {
  it("refuses a code not starting with TAXI- with the specification's message", async () => {
    for (const code of ['ABC-12345', '12345', '', 'TAX-12345']) {
      const body = expectError(
        await verify(code),
        400,
        'invitations.formatInvalid',
        "Invalid invitation code format. Codes should start with 'TAXI-'",
      );
      expect(body.fields?.invitationCode).toBe(
        "Invalid invitation code format. Codes should start with 'TAXI-'",
      );
    }
    expectError(await verify(12345), 400, 'invitations.formatInvalid');
  });

  it("answers a live code with the application's email with the application, trimmed and in any case", async () => {
    const a = await approved();
    const res = await verify(`  ${a.code.toLowerCase()} `, ` ${a.email.toUpperCase()} `);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<VerifyInvitationResponse>()).toEqual({
      valid: true,
      invitationCode: a.code,
      applicant: {
        expiresAt: a.app.invitationExpiresAt,
        firstName: 'Marco',
        lastName: 'Rossi',
        email: a.email,
        phone: '+1 (212) 555-0100',
        licenseNumber: 'D1234567',
        vehicleMake: 'Lincoln',
        vehicleModel: 'Navigator',
        vehicleYear: '2023',
        vehicleColor: 'Black',
        licensePlate: a.app.licensePlate,
        licenseExpiry: '2099-01-31',
        state: 'NY',
        vehicleType: 'suv',
        insuranceCompany: 'Acme Mutual',
        policyNumber: 'PN-99881',
      },
    });
  });

  it('refuses unknown, used and expired codes with their messages (the reason only to the applicant)', async () => {
    // An unknown code: a number no application holds.
    const live = new Set(
      (await t.database.db.select({ code: driverInvitations.code }).from(driverInvitations)).map(
        (r) => r.code,
      ),
    );
    let unknown = 10000;
    while (live.has(`TAXI-${unknown}`)) unknown++;
    expectError(
      await verify(`TAXI-${unknown}`),
      400,
      'invitations.unknown',
      'Invalid invitation code. Please check and try again.',
    );
    expectError(await verify('TAXI-abc'), 400, 'invitations.unknown');

    const used = await approved();
    expect((await register(driverRegistrationBody(used.code, used.email))).statusCode).toBe(201);
    // A code alone is valid or invalid, nothing more.
    expectError(await verify(used.code), 400, 'invitations.unknown');
    expectError(
      await verify(used.code, used.email),
      400,
      'invitations.used',
      'This invitation code has already been used. Please sign in at the driver login.',
    );

    const expired = await approved();
    await t.database.db
      .update(driverInvitations)
      .set({ expiresAt: new Date(now().getTime() - 1000) })
      .where(eq(driverInvitations.applicationId, expired.id));
    expectError(await verify(expired.code), 400, 'invitations.unknown');
    expectError(
      await verify(expired.code, expired.email),
      400,
      'invitations.expired',
      'This invitation code has expired. Please contact us for a new one.',
    );
    // Also once another approval has marked it expired.
    await approved();
    const [row] = await invitationRows(expired.id);
    expect(row?.status).toBe('expired');
    expectError(await verify(expired.code, expired.email), 400, 'invitations.expired');
  });

  it('limits verification per address', async () => {
    // The windows on a clock that stands still: the limit's window never moves under the test.
    const still = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 1_000);
    const limited = await createTestApp({
      rateLimits: { driverInvitations: { max: 3, timeWindow: 60_000 } },
      limitClock: () => still,
    });
    try {
      const send = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/driver-invitations/verify',
          payload: { invitationCode: 'TAXI-12345' },
          remoteAddress: '10.99.0.1',
        });
      for (let i = 0; i < 3; i++) expect((await send()).statusCode).toBe(400);
      expectError(await send(), 429, 'common.rateLimited');
      const elsewhere = await limited.app.inject({
        method: 'POST',
        url: '/api/driver-invitations/verify',
        payload: { invitationCode: 'TAXI-12345' },
        remoteAddress: '10.99.0.2',
      });
      expect(elsewhere.statusCode).toBe(400);
      const registration = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/driver-registration',
          payload: driverRegistrationBody('TAXI-12345', 'x@example.com'),
          remoteAddress: '10.99.0.3',
        });
      for (let i = 0; i < 3; i++) expect((await registration()).statusCode).toBe(400);
      expectError(await registration(), 429, 'common.rateLimited');
    } finally {
      await limited.close();
    }
  });
});

describe('POST /api/driver-registration', () => {
  it('creates the driver account and profile from the application, spends the code and signs the driver in', async () => {
    const a = await approved({ vehicleColor: 'Midnight Blue', vehicleType: 'limo' });
    // The application's email, in another case: the sign-in is the application's email.
    const email = a.email.toUpperCase();
    const res = await register({
      ...driverRegistrationBody(a.code, email),
      password: 'a-new-password',
      confirmPassword: 'a-new-password',
      vehicle: {
        vehicleMake: 'Lincoln',
        vehicleModel: 'Continental',
        vehicleYear: '2023',
        vehicleColor: 'Midnight Blue',
        licensePlate: a.app.licensePlate,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const user = res.json<CurrentUser>();
    expect(user).toMatchObject({
      role: 'driver',
      isGuest: false,
      email: a.email,
      firstName: 'Marco',
      lastName: 'Rossi',
    });
    expect(user.username).toMatch(/^applicant-/);
    const cookie = sessionCookie(res);
    const setCookie = res.headers['set-cookie'];
    expect(String(setCookie)).toMatch(/HttpOnly/i);

    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json<CurrentUser>()).toMatchObject({ id: user.id, role: 'driver' });

    const [account] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(await verifyPassword('a-new-password', account?.passwordHash ?? '')).toBe(true);
    const [profile] = await t.database.db.select().from(drivers).where(eq(drivers.userId, user.id));
    expect(profile).toMatchObject({
      applicationId: a.id,
      licenseNumber: 'D1234567',
      vehicleMake: 'Lincoln',
      vehicleModel: 'Continental',
      vehicleYear: '2023',
      vehicleColor: 'Midnight Blue',
      licensePlate: a.app.licensePlate,
      vehicleType: 'limo',
      status: 'available',
      vehicleCorrection: {
        at: expect.any(String),
        changes: [{ field: 'model', from: 'Navigator', to: 'Continental' }],
      },
    });
    const [code] = await invitationRows(a.id);
    expect(code).toMatchObject({ status: 'used', usedBy: user.id });
    expect(code?.usedAt).toBeInstanceOf(Date);

    const [mail] = await outboxFor(t.database, email);
    expect(mail?.kind).toBe('driver-welcome');
    expect(mail?.text).toContain('Hello Marco,');
    expect(mail?.text).toContain(`${PUBLIC_URL}/driver-login`);
    expect(mail?.html).toContain(`href="${PUBLIC_URL}/driver-login"`);

    const listed = (await asAdmin('GET', '/api/driver-applications?status=approved'))
      .json<DriverApplication[]>()
      .find((x) => x.id === a.id);
    expect(listed).toMatchObject({ driverUserId: user.id, invitationStatus: 'used', invitationCode: null });

    // The driver signs in again with the chosen password (the driver login is the normal one).
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password: 'a-new-password' },
      remoteAddress: nextAddress(),
    });
    expect(login.statusCode).toBe(200);
    expect(login.json<CurrentUser>().role).toBe('driver');
  });

  it('never registers one code twice', async () => {
    const a = await approved();
    expect((await register(driverRegistrationBody(a.code, a.email))).statusCode).toBe(201);
    expectError(
      await register(driverRegistrationBody(a.code, a.email)),
      400,
      'invitations.used',
      'This invitation code has already been used. Please sign in at the driver login.',
    );
  });

  it('refuses revoked, expired and unknown codes', async () => {
    const a = await approved();
    await asAdmin('POST', `/api/driver-applications/${a.id}/regenerate-invitation`);
    expectError(await register(driverRegistrationBody(a.code, a.email)), 400, 'invitations.revoked');
    const b = await approved();
    await t.database.db
      .update(driverInvitations)
      .set({ expiresAt: new Date(now().getTime() - 1000) })
      .where(eq(driverInvitations.applicationId, b.id));
    expectError(await register(driverRegistrationBody(b.code, b.email)), 400, 'invitations.expired');
    expectError(
      await register(driverRegistrationBody('NOPE-1', freshEmail())),
      400,
      'invitations.formatInvalid',
    );
    const [count] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(drivers)
      .where(inArray(drivers.applicationId, [a.id, b.id]));
    expect(count?.n).toBe(0);
  });

  it('an email already taken is refused on the email field and the code stays usable', async () => {
    const existing = await createAccount(t.database, 'passenger');
    const a = await approved({ email: existing.user.email });
    const res = await register(driverRegistrationBody(a.code, existing.user.email.toUpperCase()));
    const body = expectError(res, 409, 'auth.emailTaken');
    expect(body.fieldErrors?.email).toEqual({ code: 'auth.emailTaken' });
    const [code] = await invitationRows(a.id);
    expect(code?.status).toBe('active');
    expect(code?.failedAttempts).toBe(0);
  });

  it('validates the form with its messages', async () => {
    const a = await approved();
    const mismatch = await register({
      ...driverRegistrationBody(a.code, a.email),
      confirmPassword: 'other-pass',
    });
    const body = expectError(mismatch, 400, 'drivers.passwordsMismatch');
    expect(body.fields?.confirmPassword).toBe("Passwords don't match");
    // The password is asked here, once (the application no longer asks for one).
    const { password: _p, confirmPassword: _c, ...withoutPassword } = driverRegistrationBody(a.code, a.email);
    const none = await register(withoutPassword);
    expect(none.statusCode).toBe(400);
    expect(none.json<ErrorBody>().fields?.password).toBe('Password must be at least 6 characters');
    const terms = await register({ ...driverRegistrationBody(a.code, a.email), termsAccepted: false });
    expect(terms.json<ErrorBody>().fields?.termsAccepted).toBe('You must accept the terms and conditions');
    const [code] = await invitationRows(a.id);
    expect(code?.status).toBe('active');
  });

  it('of 20 concurrent registrations with one code exactly one succeeds', async () => {
    const a = await approved();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => register(driverRegistrationBody(a.code, a.email))),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 201)) {
      expectError(r, 400, 'invitations.used');
    }
    const [profiles] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(drivers)
      .where(eq(drivers.applicationId, a.id));
    expect(profiles?.n).toBe(1);
    const accounts = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, a.email), eq(users.role, 'driver')));
    expect(accounts).toHaveLength(1);
    const [code] = await invitationRows(a.id);
    expect(code).toMatchObject({ status: 'used', usedBy: accounts[0]?.id });
  });
});

describe('guessing invitation codes', () => {
  const STRANGER = 'stranger@evil.example';
  /** Anything of the application that must not reach someone with the code alone or a wrong email. */
  const PII = ['Marco', 'Rossi', '555-0100', 'D1234567', 'T123456C', 'Lincoln', 'Navigator'];
  const expectNoApplicant = (body: string, email: string) => {
    for (const secret of [...PII, email]) expect(body).not.toContain(secret);
  };
  const driverRows = (applicationId: string) =>
    t.database.db.select().from(drivers).where(eq(drivers.applicationId, applicationId));
  const noticesTo = async (to: string, kind: string) =>
    (await outboxFor(t.database, to)).filter((m) => m.kind === kind);

  it('verify with a code alone answers valid, never the applicant details', async () => {
    const a = await approved();
    const res = await verify(a.code);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ valid: true, invitationCode: a.code });
    expectNoApplicant(res.body, a.email);
  });

  it('a guessed code with a wrong email gets no details and makes no account', async () => {
    const a = await approved();
    const checked = await verify(a.code, STRANGER);
    expectError(
      checked,
      400,
      'invitations.emailMismatch',
      'This email is not the one the application for this code was made with. Use the email you applied with.',
    );
    expectNoApplicant(checked.body, a.email);

    const res = await register({
      ...driverRegistrationBody(a.code, STRANGER),
      firstName: 'Mallory',
      lastName: 'Intruder',
      phone: '+1 212 555 0199',
      licenseNumber: 'X0000000',
      licensePlate: 'EVIL1',
    });
    expectError(res, 400, 'invitations.emailMismatch');
    expectNoApplicant(res.body, a.email);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await driverRows(a.id)).toHaveLength(0);
    expect(await t.database.db.select().from(users).where(eq(users.email, STRANGER))).toHaveLength(0);
    const [code] = await invitationRows(a.id);
    expect(code).toMatchObject({ status: 'active', failedAttempts: 2 });
  });

  it('matches the application email in any case', async () => {
    const a = await approved();
    const mixed = ` ${a.email.charAt(0).toUpperCase()}${a.email.slice(1).toUpperCase()} `;
    const checked = await verify(a.code, mixed);
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json<VerifyInvitationResponse>().applicant?.email).toBe(a.email);
    const res = await register(driverRegistrationBody(a.code, mixed));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<CurrentUser>().email).toBe(a.email);
  });

  it('registration ignores a sent name, phone, license and plate that differ from the application', async () => {
    const a = await approved();
    const res = await register({
      ...driverRegistrationBody(a.code, a.email),
      firstName: 'Mallory',
      lastName: 'Intruder',
      phone: '+1 212 555 0199',
      licenseNumber: 'X0000000',
      licensePlate: 'EVIL1',
      vehicleMake: 'Fake',
    });
    expect(res.statusCode, res.body).toBe(201);
    const user = res.json<CurrentUser>();
    expect(user).toMatchObject({ firstName: 'Marco', lastName: 'Rossi', email: a.email });
    const [account] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(account?.phone).toBe('+1 (212) 555-0100');
    const [profile] = await driverRows(a.id);
    expect(profile).toMatchObject({
      licenseNumber: 'D1234567',
      licensePlate: a.app.licensePlate,
      vehicleMake: 'Lincoln',
      vehicleCorrection: null,
    });
  });

  it("a vehicle corrected at registration is stored and shown in the admin's driver details", async () => {
    const a = await approved();
    const res = await register({
      ...driverRegistrationBody(a.code, a.email),
      vehicle: {
        vehicleMake: 'Lincoln',
        vehicleModel: 'Navigator',
        vehicleYear: '2024',
        vehicleColor: 'White',
        licensePlate: 'T765432C',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json<CurrentUser>().id;
    const changes = [
      { field: 'year', from: '2023', to: '2024' },
      { field: 'color', from: 'Black', to: 'White' },
      { field: 'plate', from: a.app.licensePlate, to: 'T765432C' },
    ];
    const [profile] = await driverRows(a.id);
    expect(profile).toMatchObject({ vehicleYear: '2024', vehicleColor: 'White', licensePlate: 'T765432C' });
    expect(profile?.vehicleCorrection?.changes).toEqual(changes);
    const detail = await asAdmin('GET', `/api/admin/drivers/${id}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json<{ vehicleCorrection: unknown }>().vehicleCorrection).toEqual({
      at: expect.any(String),
      changes,
    });
  });

  it('5 wrong emails revoke the code and tell every admin once; the right email then gets the reason', async () => {
    const a = await approved();
    for (let i = 1; i <= 4; i++) {
      const send =
        i % 2
          ? verify(a.code, `guess-${i}@evil.example`)
          : register(driverRegistrationBody(a.code, `guess-${i}@evil.example`));
      expectError(await send, 400, 'invitations.emailMismatch');
    }
    expectError(
      await verify(a.code, 'guess-5@evil.example'),
      400,
      'invitations.locked',
      'This invitation code was blocked after too many attempts with a wrong email. Please contact us for a new one.',
    );
    expectError(await verify(a.code, 'guess-6@evil.example'), 400, 'invitations.unknown');
    expectError(await verify(a.code), 400, 'invitations.unknown');
    expectError(await verify(a.code, a.email), 400, 'invitations.locked');
    expectError(await register(driverRegistrationBody(a.code, a.email)), 400, 'invitations.locked');
    expect(await driverRows(a.id)).toHaveLength(0);
    const [code] = await invitationRows(a.id);
    expect(code).toMatchObject({ status: 'revoked', failedAttempts: 5 });
    expect(code?.revokedAt).toBeInstanceOf(Date);

    for (const who of [admin, otherAdmin]) {
      const [account] = await t.database.db.select().from(users).where(eq(users.id, who.user.id));
      const notices = await noticesTo(account?.email ?? '', 'driver-invitation-locked');
      expect(notices).toHaveLength(1);
      expect(notices[0]?.text).toContain(a.email);
      expect(notices[0]?.text).not.toContain(a.code);
    }
    // The admin regenerates it for the real applicant, who registers with the new code.
    const again = await asAdmin('POST', `/api/driver-applications/${a.id}/regenerate-invitation`);
    const fresh = again.json<DriverApplication>().invitationCode ?? '';
    expect((await register(driverRegistrationBody(fresh, a.email))).statusCode).toBe(201);
  });

  it('of 20 concurrent wrong emails with one code on two servers, 5 count and exactly one revokes it and tells the admins', async () => {
    const other = await createSecondServer(t, {
      rateLimits: { driverInvitationFailures: { max: 10_000, timeWindow: 60_000 } },
    });
    const second = other.app;
    try {
      const a = await approved();
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) => {
          const server = i % 4 < 2 ? t.app : second;
          const email = `race-${i}@evil.example`;
          return server.inject({
            method: 'POST',
            ...(i % 2
              ? { url: '/api/driver-invitations/verify', payload: { invitationCode: a.code, email } }
              : { url: '/api/driver-registration', payload: driverRegistrationBody(a.code, email) }),
            remoteAddress: nextAddress(),
          });
        }),
      );
      const codes = results.map((r) => r.json<ErrorBody>().code);
      expect(results.every((r) => r.statusCode === 400)).toBe(true);
      expect(codes.filter((c) => c === 'invitations.emailMismatch')).toHaveLength(4);
      expect(codes.filter((c) => c === 'invitations.locked')).toHaveLength(1);
      expect(codes.filter((c) => c === 'invitations.unknown')).toHaveLength(15);
      const [code] = await invitationRows(a.id);
      expect(code).toMatchObject({ status: 'revoked', failedAttempts: 5 });
      const [account] = await t.database.db.select().from(users).where(eq(users.id, admin.user.id));
      const notices = (await noticesTo(account?.email ?? '', 'driver-invitation-locked')).filter((m) =>
        m.text.includes(a.email),
      );
      expect(notices).toHaveLength(1);
      expect(await driverRows(a.id)).toHaveLength(0);
    } finally {
      await other.close();
    }
  });
});

describe('a burst of failures across addresses', () => {
  const WINDOW = 10 * 60_000;
  let b: TestApp;
  let at = new Date(Math.floor(Date.now() / WINDOW) * WINDOW + 60_000);
  let boss: { cookie: string; user: { id: string; email: string } };
  let addr = 0;
  const post = (url: string, payload: object) =>
    b.app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: `10.61.${Math.floor(++addr / 250)}.${addr % 250}`,
    });
  const bursts = async () =>
    (await outboxFor(b.database, boss.user.email)).filter((m) => m.kind === 'driver-invitation-burst');
  /** `n` code-only guesses of numbers no application holds, each from another address. */
  const guesses = async (n: number) => {
    const answers = [];
    for (let i = 0; i < n; i++) {
      answers.push(await post('/api/driver-invitations/verify', { invitationCode: `TAXI-${10000 + i}` }));
    }
    return answers;
  };
  async function approvedIn(): Promise<{ code: string; email: string }> {
    const applied = await applyToDrive(b.app);
    const app = await approveApplication(b.app, boss.cookie, applied.id);
    return { code: app.invitationCode, email: applied.email };
  }

  beforeAll(async () => {
    // One clock for the services and the shared counters' windows.
    b = await createTestApp({ clock: () => at, limitClock: () => at });
    boss = await signInAs(b.app, b.database, 'admin');
  });
  afterAll(() => b.close());

  it('slows verification for everyone, lets the right code and email through, and alerts the admins once per burst', async () => {
    const live = await approvedIn();
    const other = await approvedIn();
    // 50 failures in ten minutes are answered as usual, and the 51st; then code-only checks wait.
    const answers = await guesses(51);
    expect(answers.map((r) => r.statusCode)).toEqual(Array(51).fill(400));
    expect(await bursts()).toHaveLength(1);
    const slowed = await post('/api/driver-invitations/verify', { invitationCode: live.code });
    expectError(slowed, 429, 'common.rateLimited');
    // Until the end of the window: nine minutes after its first.
    expect(slowed.headers['retry-after']).toBe('540');
    // A wrong email learns nothing (not even that the code is live), but still counts against the code.
    expectError(
      await post('/api/driver-invitations/verify', { invitationCode: live.code, email: 'x@evil.example' }),
      429,
      'common.rateLimited',
    );
    expectError(
      await post('/api/driver-registration', driverRegistrationBody(live.code, 'y@evil.example')),
      429,
      'common.rateLimited',
    );
    const [row] = await b.database.db
      .select()
      .from(driverInvitations)
      .where(eq(driverInvitations.code, live.code));
    expect(row?.failedAttempts).toBe(2);
    // The applicant with the right code and email is not held back.
    const ok = await post('/api/driver-invitations/verify', { invitationCode: live.code, email: live.email });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(
      (await post('/api/driver-registration', driverRegistrationBody(live.code, live.email))).statusCode,
    ).toBe(201);

    // The burst goes on into the next window: still slowed, no second alert.
    at = new Date(at.getTime() + WINDOW);
    expectError(
      await post('/api/driver-invitations/verify', { invitationCode: other.code }),
      429,
      'common.rateLimited',
    );
    await guesses(60);
    expect(await bursts()).toHaveLength(1);

    // Two quiet windows later a code alone is answered again; a new burst alerts again.
    at = new Date(at.getTime() + 2 * WINDOW);
    expect((await post('/api/driver-invitations/verify', { invitationCode: other.code })).statusCode).toBe(
      200,
    );
    await guesses(51);
    expect(await bursts()).toHaveLength(2);
    expectError(
      await post('/api/driver-invitations/verify', { invitationCode: other.code }),
      429,
      'common.rateLimited',
    );
  });
});

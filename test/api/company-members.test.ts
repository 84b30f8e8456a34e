import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyInvitation, CompanyMembersList } from '../../src/shared/contracts/company-members.ts';
import type { CompanyMembership, InvitationPreview } from '../../src/shared/contracts/company-portal.ts';
import { adminAuditLog } from '../../src/server/db/schema/audit.ts';
import { companyInvitations, companyMembers } from '../../src/server/db/schema/companies.ts';
import { createAccount, signIn, signInAs } from '../support/accounts.ts';
import { adminCall } from '../support/admin.ts';
import {
  acceptSignedOut,
  addMember,
  ADMIN,
  BOOKER,
  BOTH,
  createCompany,
  freshEmail,
  invitationTokenFor,
  TRAVELLER,
} from '../support/company-members.ts';
import { outboxFor } from '../support/outbox.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Company members and invitations (issue 38, decision 056): the base's admin invites a company's first admin;
 * the company admin invites, revokes, changes roles and removes; a member leaves; the link joins a signed-in
 * customer with the invited email or creates the account; single use (also two accepts at once), 14 days on the
 * injected clock, one company per account, never without an admin.
 */
const START = new Date('2026-11-20T15:00:00Z');
let now = START;

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
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  cookie: string | null,
  body?: object,
) => adminCall<T>(t.app, method, url, cookie, body) as unknown as Promise<Answer<T>>;

/** A company with its first admin joined through the base admin's invitation. */
async function companyWithAdmin() {
  const company = await createCompany(t.app, admin.cookie);
  const first = await addMember(t.app, t.database, {
    companyId: company.id,
    roles: ADMIN,
    adminCookie: admin.cookie,
  });
  return { company, first };
}

describe("the base's admin invites a company's first admin", () => {
  it('sends the invitation (audited, emailed in the company language with the join link), lists it', async () => {
    const company = await createCompany(t.app, admin.cookie, { language: 'es' });
    const email = freshEmail('boss');
    const res = await call<CompanyInvitation>(
      'POST',
      `/api/admin/companies/${company.id}/invitations`,
      admin.cookie,
      { email: `  ${email.toUpperCase()} `, ...ADMIN },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      companyId: company.id,
      email,
      isAdmin: true,
      canBook: false,
      canRide: false,
      state: 'pending',
      createdAt: START.toISOString(),
      expiresAt: new Date(START.getTime() + 14 * 86_400_000).toISOString(),
      acceptedAt: null,
    });
    const [mail] = await outboxFor(t.database, email);
    expect(mail?.kind).toBe('company-invitation');
    expect(mail?.subject).toContain(company.legalName);
    expect(mail?.subject).toContain('Invitación');
    expect(mail?.text).toMatch(/\/company\/join\?token=[A-Za-z0-9_-]{43}/);
    // Only the token's hash is stored.
    const token = await invitationTokenFor(t.database, email);
    const [stored] = await t.database.db
      .select()
      .from(companyInvitations)
      .where(eq(companyInvitations.id, res.body.id));
    expect(stored?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.tokenHash).not.toContain(token);
    const audit = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.entityId, company.id), eq(adminAuditLog.action, 'company.invite')));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.summary).toContain(email);

    const list = await call<CompanyMembersList>(
      'GET',
      `/api/admin/companies/${company.id}/members`,
      admin.cookie,
    );
    expect(list.status).toBe(200);
    expect(list.body.members).toEqual([]);
    expect(list.body.invitations.map((i) => i.email)).toEqual([email]);

    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call('GET', `/api/admin/companies/${unknown}/members`, admin.cookie)).status).toBe(404);
    expect(
      (await call('POST', `/api/admin/companies/${unknown}/invitations`, admin.cookie, { email, ...ADMIN }))
        .status,
    ).toBe(404);
  });

  it('refuses an invitation without a role or a valid email, under the fields', async () => {
    const company = await createCompany(t.app, admin.cookie);
    const url = `/api/admin/companies/${company.id}/invitations`;
    const none = await call('POST', url, admin.cookie, {
      email: freshEmail(),
      canBook: false,
      canRide: false,
      isAdmin: false,
    });
    expect(none.status).toBe(400);
    expect(none.body.fieldErrors?.canBook?.code).toBe('companies.rolesRequired');
    const bad = await call('POST', url, admin.cookie, { email: 'not-an-email', ...BOOKER });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors?.email?.code).toBe('companies.inviteEmailInvalid');
  });
});

describe('the invitation link', () => {
  it('shows the invitation; signed out, creates the account with the invited email and signs in', async () => {
    const company = await createCompany(t.app, admin.cookie);
    const email = freshEmail();
    await call('POST', `/api/admin/companies/${company.id}/invitations`, admin.cookie, { email, ...ADMIN });
    const token = await invitationTokenFor(t.database, email);
    const preview = await call<InvitationPreview>('GET', `/api/company-invitations/${token}`, null);
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({
      companyName: company.legalName,
      email,
      isAdmin: true,
      state: 'pending',
    });

    // Signed out without the new account's fields: each named.
    const missing = await call('POST', `/api/company-invitations/${token}/accept`, null, {});
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.fieldErrors ?? {}).sort()).toEqual(['firstName', 'lastName', 'password']);

    const { cookie, body } = await acceptSignedOut(t.app, token, 'Dana');
    expect((body as unknown as CompanyMembership).company.id).toBe(company.id);
    const me = await call<{ email: string; role: string }>('GET', '/api/user', cookie);
    expect(me.body).toMatchObject({ email, role: 'passenger' });
    const mine = await call<CompanyMembership>('GET', '/api/company', cookie);
    expect(mine.status).toBe(200);
    expect(mine.body.roles).toEqual({ canBook: false, canRide: false, isAdmin: true });
    expect(mine.body.month).toMatchObject({ creditLimitCents: 500_000, runningTotalCents: 0 });

    // Single use.
    const again = await call('POST', `/api/company-invitations/${token}/accept`, cookie, {});
    expect(again.status).toBe(410);
    expect(again.body.code).toBe('companies.invitationUsed');
    expect((await call<InvitationPreview>('GET', `/api/company-invitations/${token}`, null)).body.state).toBe(
      'accepted',
    );
    const unknown = await call('GET', `/api/company-invitations/${'x'.repeat(43)}`, null);
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('companies.invitationNotFound');
  });

  it('joins a signed-in customer whose email is the invited one; refuses another email, drivers and admins', async () => {
    const { first } = await companyWithAdmin();
    const customer = await createAccount(t.database, 'passenger');
    const cookie = await signIn(t.app, customer.user.email, customer.password);
    const other = await signInAs(t.app, t.database, 'passenger');
    const driver = await signInAs(t.app, t.database, 'driver');
    const staff = await signInAs(t.app, t.database, 'admin');

    const send = (email: string) =>
      call<CompanyInvitation>('POST', '/api/company/invitations', first.cookie, { email, ...BOTH });
    expect((await send(customer.user.email)).status).toBe(201);
    const token = await invitationTokenFor(t.database, customer.user.email);
    const accept = (c: string | null) =>
      call<CompanyMembership>('POST', `/api/company-invitations/${token}/accept`, c, {});

    expect((await accept(other.cookie)).body.code).toBe('companies.invitationEmailMismatch');
    // An existing account's email, signed out: sign in first.
    const signedOut = await call('POST', `/api/company-invitations/${token}/accept`, null, {
      firstName: 'Eve',
      lastName: 'Intruder',
      password: 'another-secret-1',
    });
    expect(signedOut.status).toBe(409);
    expect(signedOut.body.code).toBe('companies.signInToAccept');

    const joined = await accept(cookie);
    expect(joined.status, JSON.stringify(joined.body)).toBe(200);
    expect(joined.body.roles).toEqual({ canBook: true, canRide: true, isAdmin: false });
    expect(joined.body.month).toBeNull();

    // Drivers and the base's admins cannot join.
    for (const [who, email] of [
      [driver, driver.user.email],
      [staff, staff.user.email],
    ] as const) {
      await send(email);
      const tk = await invitationTokenFor(t.database, email);
      const res = await call('POST', `/api/company-invitations/${tk}/accept`, who.cookie, {});
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('companies.customersOnly');
    }
  });

  it('expires after 14 days on the clock; a revoked one and one replaced by a newer invitation are refused', async () => {
    const { first } = await companyWithAdmin();
    const email = freshEmail();
    const invite = () =>
      call<CompanyInvitation>('POST', '/api/company/invitations', first.cookie, { email, ...TRAVELLER });
    const one = await invite();
    const oldToken = await invitationTokenFor(t.database, email);
    const two = await invite();
    expect(two.status).toBe(201);
    const newToken = await invitationTokenFor(t.database, email);
    expect(one.body.state).toBe('pending');
    expect(newToken).not.toBe(oldToken);
    const replaced = await call('POST', `/api/company-invitations/${oldToken}/accept`, null, {
      firstName: 'Old',
      lastName: 'Link',
      password: 'a-long-secret-1',
    });
    expect(replaced.status).toBe(410);
    expect(replaced.body.code).toBe('companies.invitationRevoked');
    const list = await call<CompanyMembersList>('GET', '/api/company/members', first.cookie);
    expect(list.body.invitations.map((i) => i.id)).toEqual([two.body.id]);
    expect(list.body.invitations.map((i) => i.id)).not.toContain(one.body.id);

    try {
      now = new Date(START.getTime() + 14 * 86_400_000 + 1000);
      const preview = await call<InvitationPreview>('GET', `/api/company-invitations/${newToken}`, null);
      expect(preview.body.state).toBe('expired');
      const late = await call('POST', `/api/company-invitations/${newToken}/accept`, null, {
        firstName: 'Late',
        lastName: 'Comer',
        password: 'a-long-secret-1',
      });
      expect(late.status).toBe(410);
      expect(late.body.code).toBe('companies.invitationExpired');
    } finally {
      now = START;
    }

    // Revoked by the company admin.
    const third = await call<CompanyInvitation>('POST', '/api/company/invitations', first.cookie, {
      email: freshEmail(),
      ...BOOKER,
    });
    const tk = await invitationTokenFor(t.database, third.body.email);
    const revoked = await call<CompanyInvitation>(
      'DELETE',
      `/api/company/invitations/${third.body.id}`,
      first.cookie,
    );
    expect(revoked.status).toBe(200);
    expect(revoked.body.state).toBe('revoked');
    const res = await call('POST', `/api/company-invitations/${tk}/accept`, null, {
      firstName: 'Rev',
      lastName: 'Oked',
      password: 'a-long-secret-1',
    });
    expect(res.body.code).toBe('companies.invitationRevoked');
  });

  it('two accepts at once: one joins, the other is told the invitation was used', async () => {
    const { first } = await companyWithAdmin();
    const customer = await createAccount(t.database, 'passenger');
    const cookie = await signIn(t.app, customer.user.email, customer.password);
    await call('POST', '/api/company/invitations', first.cookie, { email: customer.user.email, ...BOOKER });
    const token = await invitationTokenFor(t.database, customer.user.email);
    const [a, b] = await Promise.all([
      call('POST', `/api/company-invitations/${token}/accept`, cookie, {}),
      call('POST', `/api/company-invitations/${token}/accept`, cookie, {}),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 410]);
    const rows = await t.database.db
      .select()
      .from(companyMembers)
      .where(eq(companyMembers.userId, customer.user.id));
    expect(rows).toHaveLength(1);
  });

  it('one company per account: a member of another company cannot join; an active member cannot be invited', async () => {
    const a = await companyWithAdmin();
    const b = await companyWithAdmin();
    // B's admin invites A's admin.
    const res = await call('POST', '/api/company/invitations', b.first.cookie, {
      email: a.first.email,
      ...BOOKER,
    });
    expect(res.status).toBe(201);
    const token = await invitationTokenFor(t.database, a.first.email);
    const joined = await call('POST', `/api/company-invitations/${token}/accept`, a.first.cookie, {});
    expect(joined.status).toBe(409);
    expect(joined.body.code).toBe('companies.memberOfAnother');
    // A's admin invites themself again: already a member.
    const self = await call('POST', '/api/company/invitations', a.first.cookie, {
      email: a.first.email,
      ...BOOKER,
    });
    expect(self.status).toBe(409);
    expect(self.body.code).toBe('companies.alreadyMember');
  });
});

describe("the company admin's members", () => {
  it('changes roles, removes (kept with removed_at), never leaves the company without an admin', async () => {
    const { company, first } = await companyWithAdmin();
    const booker = await addMember(t.app, t.database, {
      companyId: company.id,
      roles: BOOKER,
      inviterCookie: first.cookie,
      first: 'Bea',
    });
    const list = await call<CompanyMembersList>('GET', '/api/company/members', first.cookie);
    expect(list.body.members.map((m) => [m.email, m.isAdmin, m.canBook])).toEqual([
      [first.email, true, false],
      [booker.email, false, true],
    ]);

    // A booker is no admin.
    const refused = await call('GET', '/api/company/members', booker.cookie);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('companies.notCompanyAdmin');
    expect(
      (await call('POST', '/api/company/invitations', booker.cookie, { email: freshEmail(), ...BOOKER }))
        .status,
    ).toBe(403);

    // The last admin cannot be demoted, removed, or leave.
    const demote = await call('PUT', `/api/company/members/${first.memberId}`, first.cookie, BOOKER);
    expect(demote.status).toBe(409);
    expect(demote.body.code).toBe('companies.lastAdmin');
    expect((await call('DELETE', `/api/company/members/${first.memberId}`, first.cookie)).body.code).toBe(
      'companies.lastAdmin',
    );
    expect((await call('POST', '/api/company/leave', first.cookie)).body.code).toBe('companies.lastAdmin');
    const noRole = await call('PUT', `/api/company/members/${booker.memberId}`, first.cookie, {
      canBook: false,
      canRide: false,
      isAdmin: false,
    });
    expect(noRole.status).toBe(400);

    // Made admin, the booker may then demote the first admin.
    const promoted = await call('PUT', `/api/company/members/${booker.memberId}`, first.cookie, {
      canBook: true,
      canRide: true,
      isAdmin: true,
    });
    expect(promoted.status).toBe(200);
    expect(promoted.body).toMatchObject({ isAdmin: true, canRide: true, email: booker.email });
    const removed = await call<{ removedAt: string | null }>(
      'DELETE',
      `/api/company/members/${first.memberId}`,
      booker.cookie,
    );
    expect(removed.status).toBe(200);
    expect(removed.body.removedAt).toBe(START.toISOString());
    const gone = await call('GET', '/api/company', first.cookie);
    expect(gone.status).toBe(200);
    expect(gone.body).toBeNull();
    const [row] = await t.database.db
      .select()
      .from(companyMembers)
      .where(eq(companyMembers.id, first.memberId));
    expect(row?.removedAt).not.toBeNull();
    // Removed, the former admin may be invited again and join.
    const back = await call('POST', '/api/company/invitations', booker.cookie, {
      email: first.email,
      ...TRAVELLER,
    });
    expect(back.status).toBe(201);
  });

  it('a member leaves; removing an unknown or another company’s member is 404', async () => {
    const a = await companyWithAdmin();
    const b = await companyWithAdmin();
    const traveller = await addMember(t.app, t.database, {
      companyId: a.company.id,
      roles: TRAVELLER,
      inviterCookie: a.first.cookie,
    });
    expect((await call('DELETE', `/api/company/members/${traveller.memberId}`, b.first.cookie)).status).toBe(
      404,
    );
    expect(
      (await call('PUT', `/api/company/members/${traveller.memberId}`, b.first.cookie, BOOKER)).status,
    ).toBe(404);
    const left = await call('POST', '/api/company/leave', traveller.cookie);
    expect(left.status).toBe(204);
    const after = await call('GET', '/api/company', traveller.cookie);
    expect(after.status).toBe(200);
    expect(after.body).toBeNull();
    expect((await call('POST', '/api/company/leave', traveller.cookie)).status).toBe(404);
  });

  it('limits the invitations one address receives', async () => {
    const { first } = await companyWithAdmin();
    const email = freshEmail('busy');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push(
        (await call('POST', '/api/company/invitations', first.cookie, { email, ...BOOKER })).status,
      );
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionResponse } from '../../src/shared/contracts/auth.ts';
import { nextIp, signInAs } from '../support/accounts.ts';
import { adminCall } from '../support/admin.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { MIDTOWN, signInDriver } from '../support/trips.ts';

/**
 * Issue 35: a suspended chauffeur with an open session landed on the login page with no reason. The session a
 * suspension ends now says so at /api/session (the client's sign-in page shows why and dispatch's number), and
 * the refusal at sign-in names the number too.
 */
let t: TestApp;
let admin: { cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAs(t.app, t.database, 'admin');
});
afterAll(() => t.close());

const session = async (cookie: string) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return res.json<SessionResponse>();
};
const setStatus = (id: string, status: string) =>
  adminCall(t.app, 'PATCH', `/api/admin/drivers/${id}`, admin.cookie, { status });

describe('a session ended by a suspension', () => {
  it('says why at /api/session, refuses sign-in with dispatch’s number, and is quiet again once reinstated', async () => {
    const d = await signInDriver(t.app, t.database, MIDTOWN);
    expect((await session(d.cookie)).user?.id).toBe(d.user.id);

    expect((await setStatus(d.user.id, 'suspended')).status).toBe(200);
    // As found: { user: null } and nothing else, so the login page could not say why.
    expect(await session(d.cookie)).toEqual({ user: null, ended: 'auth.suspended' });
    // The ended session is still never live.
    expect((await adminCall(t.app, 'GET', '/api/driver/me', d.cookie)).status).toBe(401);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: d.user.email, password: d.password },
      remoteAddress: nextIp(),
    });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({
      code: 'auth.suspended',
      message: 'Your chauffeur account is suspended; call dispatch at (212) 555-0147.',
    });

    // Reinstated: the old cookie no longer claims a suspension (signed out, no reason), and sign-in works.
    expect((await setStatus(d.user.id, 'available')).status).toBe(200);
    expect(await session(d.cookie)).toEqual({ user: null });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: d.user.email, password: d.password },
      remoteAddress: nextIp(),
    });
    expect(again.statusCode).toBe(200);
  });

  it('tells nothing to other cookies: unknown, signed out, a passenger’s', async () => {
    expect(await session('sid=not-a-real-token')).toEqual({ user: null });
    const passenger = await signInAs(t.app, t.database, 'passenger');
    expect((await session(passenger.cookie)).ended).toBeUndefined();
  });
});

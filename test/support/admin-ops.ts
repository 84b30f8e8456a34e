import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { adminAuditLog } from '../../src/server/db/schema/audit.ts';
import type { AuditAction } from '../../src/shared/domain/audit.ts';
import type { ErrorBody } from '../../src/shared/errors.ts';
import { guestCookie, signInAs } from './accounts.ts';
import type { TestApp } from './test-app.ts';

/** A uuid no record has. */
export const NO_ID = '00000000-0000-4000-8000-000000000000';

/** A short random word to find a test's own rows in shared lists. */
export const uniqueTag = (prefix: string) => `${prefix}${Math.random().toString(36).slice(2, 8)}`;

type Session = Awaited<ReturnType<typeof signInAs>>;

/** Two admins, a passenger, a driver and a guest, signed in. */
export async function backOfficeSessions(t: TestApp): Promise<{
  admin: Session;
  otherAdmin: Session;
  passenger: Session;
  driver: Session;
  guest: string;
}> {
  const [admin, otherAdmin, passenger, driver] = await Promise.all([
    signInAs(t.app, t.database, 'admin'),
    signInAs(t.app, t.database, 'admin'),
    signInAs(t.app, t.database, 'passenger'),
    signInAs(t.app, t.database, 'driver'),
  ]);
  return { admin, otherAdmin, passenger, driver, guest: await guestCookie(t.app) };
}

/** Requests as the admin behind `cookie()` (or another session's cookie; '' for none). */
export function backOfficeApi(t: () => TestApp, cookie: () => string) {
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, as = cookie()) =>
    t().app.inject({
      method,
      url,
      headers: as ? { cookie: as } : {},
      ...(method === 'GET' ? {} : { payload: payload ?? {} }),
    });
  /** GET that must answer 200: its JSON. */
  const get = async <T>(url: string, as = cookie()): Promise<T> => {
    const res = await call('GET', url, undefined, as);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };
  return { call, get };
}

export function expectError(res: { statusCode: number; json: <T>() => T }, status: number, code: string) {
  expect(res.statusCode).toBe(status);
  expect(res.json<ErrorBody>().code).toBe(code);
}

/** The audit entries of one action on one record. */
export function auditRows(t: TestApp, action: AuditAction, entityId: string) {
  return t.database.db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.action, action), eq(adminAuditLog.entityId, entityId)));
}

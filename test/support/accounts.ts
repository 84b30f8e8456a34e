import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Role } from '../../src/shared/contracts/auth.ts';
import type { Database } from '../../src/server/db/client.ts';
import { createAuthRepository } from '../../src/server/modules/auth/auth.repository.ts';
import { hashPassword } from '../../src/server/modules/auth/password.ts';

let n = 0;

/** An account straight in the database (any role), with a known password. */
export async function createAccount(database: Database, role: Role = 'passenger') {
  n += 1;
  const tag = `${role}${n}${Math.random().toString(36).slice(2, 6)}`;
  const password = `pw-${tag}-secret`;
  const user = await createAuthRepository(database.db).insertUser({
    email: `${tag}@example.com`,
    username: tag,
    passwordHash: await hashPassword(password),
    role,
    firstName: 'Test',
    lastName: role,
    phone: '2125550100',
  });
  if (!user) throw new Error('account not created');
  return { user, password };
}

/** The session cookie (name=value) a response set. */
export function sessionCookie(res: LightMyRequestResponse): string {
  const c = res.cookies.find((x) => x.name === 'sid');
  if (!c) throw new Error(`no session cookie (status ${res.statusCode}: ${res.body})`);
  return `sid=${c.value}`;
}

let ip = 0;
export const nextIp = () => `10.1.${Math.floor(++ip / 250)}.${ip % 250}`;

export async function signIn(app: FastifyInstance, email: string, password: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password },
    remoteAddress: nextIp(),
  });
  return sessionCookie(res);
}

export async function signInAs(app: FastifyInstance, database: Database, role: Role) {
  const account = await createAccount(database, role);
  return { ...account, cookie: await signIn(app, account.user.email, account.password) };
}

export async function guestCookie(app: FastifyInstance): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/guest',
    payload: { email: 'guest@example.com', firstName: 'Gus', lastName: 'Guest', phone: '212-555-0100' },
    remoteAddress: nextIp(),
  });
  return sessionCookie(res);
}

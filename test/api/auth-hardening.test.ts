/**
 * Issue 18, hardening of accounts: Argon2id hashes (scrypt ones rehashed at sign-in), common passwords refused
 * wherever a password is chosen, sign-ups that never collide on the username, and sign-in limits that stop a
 * guesser without ever locking the owner out.
 */
import { randomBytes, scryptSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { createDatabase, type Database } from '../../src/server/db/client.ts';
import { users } from '../../src/server/db/schema/accounts.ts';
import type { ErrorBody } from '../../src/shared/errors.ts';
import { createAccount, sessionCookie, signInAs } from '../support/accounts.ts';
import {
  applyToDrive,
  approveApplication,
  driverApplicationBody,
  driverRegistrationBody,
} from '../support/drivers.ts';
import { outboxFor } from '../support/outbox.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/** Hour-long windows: a test never straddles two of them (the maxima are the defaults). */
const HOUR = 3_600_000;
const AUTH_LIMITS = {
  login: { max: 10, windowMs: HOUR },
  loginAddress: { max: 30, windowMs: HOUR },
  loginAccount: { max: 10, windowMs: HOUR },
  register: { max: 50, windowMs: HOUR },
  forgot: { max: 50, windowMs: HOUR },
  reset: { max: 50, windowMs: HOUR },
};
const COMMON = 'This password is too common. Choose one that is harder to guess.';
const TOO_MANY = /^Too many attempts\. Please wait \d+ minutes? and try again\.$/;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { PUBLIC_URL: 'https://book.example.com' },
    rateLimits: { auth: AUTH_LIMITS, driverApplication: { max: 10_000, timeWindow: HOUR } },
  });
});
afterAll(() => t.close());

let address = 0;
/** A fresh address (documentation range), never used before in this file. */
const nextAddress = () => `198.51.${Math.floor(++address / 250)}.${address % 250}`;

const post = (url: string, payload: object, remoteAddress = nextAddress(), app: FastifyInstance = t.app) =>
  app.inject({ method: 'POST', url, payload, remoteAddress });
const login = (email: string, password: string, remoteAddress = nextAddress(), app?: FastifyInstance) =>
  post('/api/login', { email, password }, remoteAddress, app);

const passwordHashOf = async (id: string) =>
  (await t.database.db.select({ h: users.passwordHash }).from(users).where(eq(users.id, id)))[0]?.h ?? '';

function legacyScryptHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFKC'), salt, 64, {
    N: 32768,
    r: 8,
    p: 1,
    maxmem: 64 * 1024 * 1024,
  });
  return ['scrypt', 32768, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}

let seq = 0;
const signup = (patch: Record<string, unknown> = {}) => ({
  firstName: 'Alex',
  lastName: 'Moreno',
  email: `alex.moreno.${++seq}.${Date.now().toString(36)}@example.com`,
  password: 'ferry at dawn 42',
  confirmPassword: 'ferry at dawn 42',
  phone: '(212) 555-0100',
  termsAccepted: true,
  ...patch,
});

describe('Argon2id password hashes', () => {
  it('signs in with a stored scrypt hash, then keeps an Argon2id hash and signs in with it again', async () => {
    const { user, password } = await createAccount(t.database);
    await t.database.db
      .update(users)
      .set({ passwordHash: legacyScryptHash(password) })
      .where(eq(users.id, user.id));

    expect((await login(user.email, password)).statusCode).toBe(200);
    const rehashed = await passwordHashOf(user.id);
    expect(rehashed).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    expect((await login(user.email, password)).statusCode).toBe(200);
    expect(await passwordHashOf(user.id)).toBe(rehashed);
    expect((await login(user.email, `${password}-not`)).statusCode).toBe(401);
  });

  it('keeps a scrypt hash as it is after a wrong password', async () => {
    const { user, password } = await createAccount(t.database);
    const legacy = legacyScryptHash(password);
    await t.database.db.update(users).set({ passwordHash: legacy }).where(eq(users.id, user.id));
    expect((await login(user.email, 'not-the-password')).statusCode).toBe(401);
    expect(await passwordHashOf(user.id)).toBe(legacy);
  });

  it('stores Argon2id hashes for new accounts', async () => {
    const body = signup();
    const res = await post('/api/register', body);
    expect(res.statusCode).toBe(201);
    expect(await passwordHashOf(res.json<{ id: string }>().id)).toMatch(
      /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/,
    );
  });
});

describe('common passwords', () => {
  const WEAK = ['123456', 'password', 'qwerty123', 'password1'];

  it.each(WEAK)('sign-up refuses %j on the password field', async (password) => {
    const body = signup({ password, confirmPassword: password });
    const res = await post('/api/register', body);
    expect(res.statusCode).toBe(400);
    const err = res.json<ErrorBody>();
    expect(err.code).toBe('auth.passwordCommon');
    expect(err.fieldErrors?.password).toEqual({ code: 'auth.passwordCommon' });
    expect(err.fields?.password).toBe(COMMON);
    // Nothing was created: the same email signs up with a better password.
    expect(
      (
        await post('/api/register', {
          ...body,
          password: 'Str0ng-Horse-Battery!',
          confirmPassword: 'Str0ng-Horse-Battery!',
        })
      ).statusCode,
    ).toBe(201);
  });

  it('keeps the minimum length rule first', async () => {
    const res = await post('/api/register', signup({ password: '12345', confirmPassword: '12345' }));
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>().fieldErrors?.password?.code).toBe('auth.passwordMin');
  });

  it('password reset refuses a common password without spending the link', async () => {
    const { user, password } = await createAccount(t.database);
    expect((await post('/api/forgot-password', { email: user.email })).statusCode).toBe(200);
    await t.app.ctx.tasks.idle(); // the link is made and emailed after the answer
    const [mail] = await outboxFor(t.database, user.email);
    const token = /reset-password\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
    expect(token).toBeDefined();
    for (const weak of WEAK) {
      const res = await post('/api/reset-password', { token, password: weak, confirmPassword: weak });
      expect(res.statusCode).toBe(400);
      expect(res.json<ErrorBody>().fieldErrors?.password).toEqual({ code: 'auth.passwordCommon' });
    }
    expect((await login(user.email, password)).statusCode).toBe(200);
    const ok = await post('/api/reset-password', {
      token,
      password: 'ferry at dawn 42',
      confirmPassword: 'ferry at dawn 42',
    });
    expect(ok.statusCode).toBe(200);
    expect((await login(user.email, 'ferry at dawn 42')).statusCode).toBe(200);
  });

  it('driver registration and the driver application refuse a common password', async () => {
    const admin = await signInAs(t.app, t.database, 'admin');
    const applied = await applyToDrive(t.app);
    const { invitationCode } = await approveApplication(t.app, admin.cookie, applied.id);
    for (const weak of WEAK) {
      const res = await post('/api/driver-registration', {
        ...driverRegistrationBody(invitationCode, applied.email),
        password: weak,
        confirmPassword: weak,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json<ErrorBody>().fieldErrors?.password).toEqual({ code: 'auth.passwordCommon' });
    }
    // The code was not spent: the registration goes through with a better password.
    const ok = await post('/api/driver-registration', driverRegistrationBody(invitationCode, applied.email));
    expect(ok.statusCode).toBe(201);

    const application = await post('/api/driver-application', {
      ...driverApplicationBody(`applicant-${Date.now().toString(36)}@example.com`),
      password: 'password1',
    });
    expect(application.statusCode).toBe(400);
    expect(application.json<ErrorBody>().fieldErrors?.password).toEqual({ code: 'auth.passwordCommon' });
  });
});

describe('sign-ups at the same moment', () => {
  it('creates 20 accounts whose emails share a local part, each with its own username', async () => {
    const tag = Date.now().toString(36);
    const bodies = Array.from({ length: 20 }, (_, i) =>
      signup({ email: `alex@host${i}-${tag}.example.com` }),
    );
    const answers = await Promise.all(bodies.map((b) => post('/api/register', b)));
    expect(answers.map((r) => r.statusCode)).toEqual(bodies.map(() => 201));
    const names = answers.map((r) => r.json<{ username: string }>().username);
    expect(new Set(names).size).toBe(20);
    for (const name of names) expect(name).toMatch(/^alex\d*$/);
    // Each signs in with its username.
    const first = answers[3]?.json<{ username: string; id: string }>();
    const byName = await post('/api/login', { username: first?.username, password: 'ferry at dawn 42' });
    expect(byName.json()).toMatchObject({ id: first?.id });

    // A real duplicate is still a conflict, alone or at the same moment.
    const again = await post('/api/register', { ...bodies[0], email: bodies[0]?.email.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json<ErrorBody>().fieldErrors?.email).toEqual({ code: 'auth.emailTaken' });
    const twin = signup();
    const pair = await Promise.all([post('/api/register', twin), post('/api/register', twin)]);
    expect(pair.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });
});

describe('sign-in attempt limits', () => {
  it('never locks the owner out: 11 addresses guess wrong, the owner signs in from a 12th', async () => {
    const { user, password } = await createAccount(t.database);
    for (let i = 0; i < 11; i++) {
      expect((await login(user.email, `guess-${i}`)).statusCode).toBe(401);
    }
    const owner = await login(user.email, password);
    expect(owner.statusCode).toBe(200);
    expect(sessionCookie(owner)).toMatch(/^sid=/);
  });

  it('stops one address guessing one account after 10 failures, whatever it sends next', async () => {
    const { user, password } = await createAccount(t.database);
    const ip = nextAddress();
    for (let i = 0; i < 10; i++) {
      expect((await login(user.email, `guess-${i}`, ip)).statusCode).toBe(401);
    }
    const stopped = await login(user.email, 'guess-10', ip);
    expect(stopped.statusCode).toBe(429);
    expect(stopped.json<ErrorBody>()).toMatchObject({ code: 'auth.tooManyAttempts' });
    expect(stopped.json<ErrorBody>().message).toMatch(TOO_MANY);
    // Refused before the password is looked at: the right one gets the same answer (no oracle)...
    expect((await login(user.email, password, ip)).statusCode).toBe(429);
    // ... by username too, while the owner elsewhere signs in.
    expect((await post('/api/login', { username: user.username, password: 'x-guess' }, ip)).statusCode).toBe(
      429,
    );
    expect((await login(user.email, password)).statusCode).toBe(200);
  });

  it('stops one address spraying many accounts', async () => {
    const ip = nextAddress();
    for (let i = 0; i < 30; i++) {
      expect((await login(`spray-${i}-${ip}@example.com`, 'Summer2024!', ip)).statusCode).toBe(401);
    }
    const { user, password } = await createAccount(t.database);
    expect((await login(user.email, 'Summer2024!', ip)).statusCode).toBe(429);
    expect((await login(user.email, password, ip)).statusCode).toBe(429);
    expect((await login(user.email, password)).statusCode).toBe(200);
  });

  it('slows many addresses guessing one account: an address that failed on it is refused, a fresh one is not', async () => {
    const { user, password } = await createAccount(t.database);
    const guessers = Array.from({ length: 10 }, () => nextAddress());
    for (const ip of guessers) expect((await login(user.email, 'guess', ip)).statusCode).toBe(401);
    // The account is under attack: each of those addresses is stopped on it...
    for (const ip of guessers.slice(0, 3)) {
      expect((await login(user.email, 'guess-again', ip)).statusCode).toBe(429);
    }
    // ... but not on another account, and a fresh address still gets its answer.
    const other = await createAccount(t.database);
    expect((await login(other.user.email, other.password, guessers[0])).statusCode).toBe(200);
    expect((await login(user.email, 'guess')).statusCode).toBe(401);
    expect((await login(user.email, password)).statusCode).toBe(200);
  });

  const warningsTo = async (to: string) =>
    (await outboxFor(t.database, to)).filter((m) => m.kind === 'sign-in-warning');

  it('tells the owner once by email, in their language', async () => {
    const { user, password } = await createAccount(t.database);
    for (let i = 0; i < 25; i++) expect((await login(user.email, `guess-${i}`)).statusCode).toBe(401);
    expect((await login(user.email, password)).statusCode).toBe(200);
    const warnings = await warningsTo(user.email);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.subject).toBe('Failed sign-ins on your Empire Chauffeur account');
    expect(warnings[0]?.text).toContain('Hello Test,');
    expect(warnings[0]?.text).toContain('https://book.example.com/forgot-password');
    expect(warnings[0]?.html).toContain('<html lang="en"');

    const es = await createAccount(t.database);
    await t.database.db.update(users).set({ locale: 'es' }).where(eq(users.id, es.user.id));
    for (let i = 0; i < 10; i++) await login(es.user.email, `intento-${i}`);
    // The 10th failure's answer does not wait for the email: it is stored a moment later.
    await expect.poll(() => warningsTo(es.user.email)).toHaveLength(1);
    const [spanish] = await warningsTo(es.user.email);
    expect(spanish?.subject).toBe('Intentos fallidos de inicio de sesión en su cuenta de Empire Chauffeur');
    expect(spanish?.text).toContain('Hola Test:');
    expect(spanish?.html).toContain('<html lang="es"');

    // Nine failures are no attack: no email.
    const calm = await createAccount(t.database);
    for (let i = 0; i < 9; i++) await login(calm.user.email, `typo-${i}`);
    expect(await warningsTo(calm.user.email)).toHaveLength(0);
  });

  it('answers an unknown account the way it answers a known one', async () => {
    const ip = nextAddress();
    for (let i = 0; i < 10; i++) {
      expect((await login('nobody-here@example.com', `guess-${i}`, ip)).statusCode).toBe(401);
    }
    expect((await login('nobody-here@example.com', 'guess', ip)).statusCode).toBe(429);
  });

  it('counts failures on every server sharing the database', async () => {
    // PGlite is opened by one process only: the second server shares its database object.
    const otherDatabase: Database | null = t.databaseUrl
      ? createDatabase({ databaseUrl: t.databaseUrl })
      : null;
    const other = await buildApp({
      env: t.env,
      database: otherDatabase ?? t.database,
      clientDir: false,
      logger: false,
      rateLimits: { auth: AUTH_LIMITS },
    });
    try {
      const { user, password } = await createAccount(t.database);
      const ip = nextAddress();
      for (let i = 0; i < 10; i++) {
        expect((await login(user.email, `guess-${i}`, ip, i % 2 ? other : t.app)).statusCode).toBe(401);
      }
      expect((await login(user.email, 'guess', ip, t.app)).statusCode).toBe(429);
      expect((await login(user.email, 'guess', ip, other)).statusCode).toBe(429);
      expect((await login(user.email, password, nextAddress(), other)).statusCode).toBe(200);
    } finally {
      await other.close();
      await otherDatabase?.close();
    }
  });
});

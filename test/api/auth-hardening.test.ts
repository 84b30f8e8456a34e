/**
 * Issue 18, hardening of accounts: Argon2id hashes (scrypt ones rehashed at sign-in), common passwords refused
 * wherever a password is chosen, sign-ups that never collide on the username, and sign-in limits that stop a
 * guesser without ever locking the owner out.
 */
import { randomBytes, scryptSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_AUTH_LIMITS } from '../../src/server/modules/auth/auth.service.ts';
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
import { createSecondServer, createTestApp, type TestApp } from '../support/test-app.ts';

/** Hour-long windows (the maxima are the defaults), on a clock only the tests move. */
const HOUR = 3_600_000;
const AUTH_LIMITS = {
  login: { max: 10, windowMs: HOUR },
  loginAddress: { max: 30, windowMs: HOUR },
  // 10 failures from unknown addresses, then 2 s, 4 s, 8 s … up to 15 minutes; quiet for a day ends an attack.
  loginAttack: DEFAULT_AUTH_LIMITS.loginAttack,
  register: { max: 50, windowMs: HOUR },
  forgot: { max: 50, windowMs: HOUR },
  reset: { max: 50, windowMs: HOUR },
};
const COMMON = 'This password is too common. Choose one that is harder to guess.';
const TOO_MANY = /^Too many attempts\. Please wait \d+ minutes? and try again\.$/;

/** The limits' clock: a second into an hour (every window starts on one); tests move it forward. */
let limitNow = Date.UTC(2030, 0, 7, 9, 0, 1);
const limitClock = () => new Date(limitNow);
const wait = (ms: number) => {
  limitNow += ms;
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { PUBLIC_URL: 'https://book.example.com' },
    limitClock,
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

  it('driver registration refuses a common password (the application asks none)', async () => {
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
    // Since issue 35 the application asks no password (it is chosen once, at registration): one sent is ignored.
    expect(application.statusCode).toBe(201);
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
  it('never locks the owner out: 11 addresses guess wrong, the owner signs in from home at once and from a new address after a wait', async () => {
    const { user, password } = await createAccount(t.database);
    const home = nextAddress();
    expect((await login(user.email, password, home)).statusCode).toBe(200);
    for (let i = 0; i < 11; i++) {
      expect((await login(user.email, `guess-${i}`)).statusCode).toBe(401);
    }
    const owner = await login(user.email, password, home);
    expect(owner.statusCode).toBe(200);
    expect(sessionCookie(owner)).toMatch(/^sid=/);
    // A new phone waits (the account is under attack), is told how long, and then signs in.
    const phone = nextAddress();
    const waiting = await login(user.email, password, phone);
    expect(waiting.statusCode).toBe(429);
    wait(Number(waiting.headers['retry-after']) * 1000);
    expect((await login(user.email, password, phone)).statusCode).toBe(200);
    // From then on that address is known: no wait, whatever the attack does.
    for (let i = 0; i < 3; i++) await login(user.email, `guess-more-${i}`);
    expect((await login(user.email, password, phone)).statusCode).toBe(200);
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

  it('slows an account guessed from many addresses: after 10 failures, one unknown address at a time, each wait twice the last', async () => {
    const { user, password } = await createAccount(t.database);
    const home = nextAddress();
    expect((await login(user.email, password, home)).statusCode).toBe(200);
    // Each guess from another address (as a botnet would): the per-address limits never see a second one.
    for (let i = 0; i < 10; i++) expect((await login(user.email, `guess-${i}`)).statusCode).toBe(401);
    const waits: number[] = [];
    for (let round = 0; round < 5; round++) {
      // One guess passes the open gate, and shuts it...
      expect((await login(user.email, `again-${round}`)).statusCode).toBe(401);
      // ... for every other unknown address, with the same answer as any refused attempt.
      const refused = await login(user.email, password);
      expect(refused.statusCode).toBe(429);
      expect(refused.json<ErrorBody>()).toMatchObject({ code: 'auth.tooManyAttempts' });
      expect(refused.json<ErrorBody>().message).toMatch(TOO_MANY);
      const seconds = Number(refused.headers['retry-after']);
      waits.push(seconds);
      // The owner's address is never slowed.
      expect((await login(user.email, password, home)).statusCode).toBe(200);
      wait(seconds * 1000 - 1000);
      expect((await login(user.email, `early-${round}`)).statusCode).toBe(429);
      wait(1000);
    }
    expect(waits).toEqual([2, 4, 8, 16, 32]);
    // Another account is not slowed by this one's attack.
    const other = await createAccount(t.database);
    expect((await login(other.user.email, other.password)).statusCode).toBe(200);
  });

  it('lets one of many unknown addresses racing for an open gate through', async () => {
    const { user } = await createAccount(t.database);
    for (let i = 0; i < 10; i++) expect((await login(user.email, `guess-${i}`)).statusCode).toBe(401);
    const racing = await Promise.all(Array.from({ length: 10 }, (_, i) => login(user.email, `race-${i}`)));
    expect(racing.map((r) => r.statusCode).sort()).toEqual([401, ...Array<number>(9).fill(429)]);
  });

  it('caps the wait at 15 minutes, and ends the attack after a quiet day', async () => {
    const { user, password } = await createAccount(t.database);
    for (let i = 0; i < 20; i++) {
      expect((await login(user.email, `guess-${i}`)).statusCode).toBe(401);
      wait(16 * 60_000);
    }
    // The gate is open again (the last wait was 15 minutes): one guess passes and shuts it...
    expect((await login(user.email, 'one-more')).statusCode).toBe(401);
    // ... for 15 minutes, no more.
    const capped = await login(user.email, password);
    expect(capped.statusCode).toBe(429);
    expect(Number(capped.headers['retry-after'])).toBe(15 * 60);
    wait(24 * HOUR);
    expect((await login(user.email, password)).statusCode).toBe(200);
  });

  it('does not slow an address the owner reset the password from', async () => {
    const { user } = await createAccount(t.database);
    for (let i = 0; i < 11; i++) await login(user.email, `guess-${i}`);
    const phone = nextAddress();
    expect((await login(user.email, 'whatever', phone)).statusCode).toBe(429);
    expect((await post('/api/forgot-password', { email: user.email }, phone)).statusCode).toBe(200);
    await t.app.ctx.tasks.idle();
    const [mail] = (await outboxFor(t.database, user.email)).filter((m) => m.kind === 'password-reset');
    const token = /reset-password\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
    const reset = await post(
      '/api/reset-password',
      { token, password: 'a new ferry at dusk', confirmPassword: 'a new ferry at dusk' },
      phone,
    );
    expect(reset.statusCode).toBe(200);
    expect((await login(user.email, 'a new ferry at dusk', phone)).statusCode).toBe(200);
  });

  const warningsTo = async (to: string) =>
    (await outboxFor(t.database, to)).filter((m) => m.kind === 'sign-in-warning');

  it('tells the owner once per attack by email, in their language, and again after a quiet day', async () => {
    const { user } = await createAccount(t.database);
    // Nine failures are no attack: no email.
    for (let i = 0; i < 9; i++) expect((await login(user.email, `typo-${i}`)).statusCode).toBe(401);
    expect(await warningsTo(user.email)).toHaveLength(0);
    // The 10th is: the warning is in the outbox when its answer comes (same transaction as the count).
    expect((await login(user.email, 'guess-9')).statusCode).toBe(401);
    expect(await warningsTo(user.email)).toHaveLength(1);
    // However long the attack goes on, no second email.
    for (let i = 0; i < 15; i++) {
      expect((await login(user.email, `guess-more-${i}`)).statusCode).toBe(401);
      wait(15 * 60_000);
    }
    const warnings = await warningsTo(user.email);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.subject).toBe('Failed sign-ins on your Empire Chauffeur account');
    expect(warnings[0]?.text).toContain('Hello Test,');
    expect(warnings[0]?.text).toContain('https://book.example.com/forgot-password');
    expect(warnings[0]?.html).toContain('<html lang="en"');
    // A day without failures ends the attack; the next one is told again.
    wait(24 * HOUR);
    for (let i = 0; i < 10; i++) expect((await login(user.email, `second-${i}`)).statusCode).toBe(401);
    expect(await warningsTo(user.email)).toHaveLength(2);

    const es = await createAccount(t.database);
    await t.database.db.update(users).set({ locale: 'es' }).where(eq(users.id, es.user.id));
    for (let i = 0; i < 10; i++) await login(es.user.email, `intento-${i}`);
    const [spanish] = await warningsTo(es.user.email);
    expect(spanish?.subject).toBe('Intentos fallidos de inicio de sesión en su cuenta de Empire Chauffeur');
    expect(spanish?.text).toContain('Hola Test:');
    expect(spanish?.html).toContain('<html lang="es"');
  });

  it('counts no attack from an address the owner signed in from: their own typos never slow or warn', async () => {
    const { user, password } = await createAccount(t.database);
    for (const place of [nextAddress(), nextAddress()]) {
      expect((await login(user.email, password, place)).statusCode).toBe(200);
      for (let i = 0; i < 6; i++) expect((await login(user.email, `typo-${i}`, place)).statusCode).toBe(401);
    }
    // Twelve failures, none from an address the account does not know: no attack, no warning.
    expect(await warningsTo(user.email)).toHaveLength(0);
    // A fresh address is not slowed either: no attack was counted.
    expect((await login(user.email, password)).statusCode).toBe(200);
  });

  it('answers an unknown account the way it answers a known one', async () => {
    const ip = nextAddress();
    for (let i = 0; i < 10; i++) {
      expect((await login('nobody-here@example.com', `guess-${i}`, ip)).statusCode).toBe(401);
    }
    expect((await login('nobody-here@example.com', 'guess', ip)).statusCode).toBe(429);
  });

  it('counts failures on every server sharing the database', async () => {
    const second = await createSecondServer(t, { limitClock, rateLimits: { auth: AUTH_LIMITS } });
    const other = second.app;
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
      await second.close();
    }
  });
});

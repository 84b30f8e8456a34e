import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { createDatabase } from '../../src/server/db/client.ts';
import { passwordResetTokens, sessions, users } from '../../src/server/db/schema/accounts.ts';
import { createAccount, nextIp, sessionCookie } from '../support/accounts.ts';
import { outboxFor } from '../support/outbox.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * The limits' clock: a second into a minute (every window starts on one), fixed, so a window never moves under
 * a test that fills it (issue 32: on a busy machine it did, and a 429 became a 401).
 */
const LIMIT_NOW = Date.UTC(2030, 0, 7, 9, 0, 1);
const DAY = 86_400_000;
const MINUTE = 60_000;
/**
 * The app's clock (sessions' and reset links' ages): far from the machine's; tests move it forward, never back.
 */
let appNow = Date.UTC(2030, 0, 7, 9, 0, 1);
const clock = () => new Date(appNow);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { PUBLIC_URL: 'https://book.example.com' },
    clock,
    limitClock: () => new Date(LIMIT_NOW),
    rateLimits: {
      auth: {
        login: { max: 4, windowMs: 60_000 },
        loginAddress: { max: 8, windowMs: 60_000 },
        loginAttack: {
          failures: 4,
          quietMs: DAY,
          firstDelayMs: 2_000,
          maxDelayMs: 15 * 60_000,
          knownForMs: 30 * DAY,
        },
        register: { max: 50, windowMs: 60_000 },
        forgot: { max: 3, windowMs: 60_000 },
        reset: { max: 20, windowMs: 60_000 },
      },
    },
  });
});
afterAll(() => t.close());

type Body = { code: string; message: string; fields?: Record<string, string> };
/** A POST, and the work it left for after its answer (the password-reset email, a warning) finished. */
async function post(
  url: string,
  payload: object,
  opts: { cookie?: string; ip?: string; origin?: string } = {},
) {
  const res = await t.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: opts.ip ?? nextIp(),
    headers: {
      ...(opts.cookie ? { cookie: opts.cookie } : {}),
      ...(opts.origin ? { origin: opts.origin } : {}),
    },
  });
  await t.app.ctx.tasks.idle();
  return res;
}
const getUser = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/user', headers: cookie ? { cookie } : {} });

let seq = 0;
const signup = () => {
  seq += 1;
  return {
    firstName: 'Ana',
    lastName: 'Ruiz',
    email: `Ana.Ruiz${seq}@Example.com`,
    password: 'secret-ferry-1',
    confirmPassword: 'secret-ferry-1',
    phone: '(212) 555-0100',
    termsAccepted: true,
  };
};

describe('POST /api/register', () => {
  it.each([
    ['firstName', { firstName: 'A' }, 'First name must be at least 2 characters'],
    ['lastName', { lastName: 'R' }, 'Last name must be at least 2 characters'],
    ['email', { email: 'ana-at-example' }, 'Invalid email address'],
    ['password', { password: '12345', confirmPassword: '12345' }, 'Password must be at least 6 characters'],
    ['confirmPassword', { confirmPassword: 'secret2' }, 'Passwords do not match'],
    ['phone', { phone: '12345' }, 'Invalid phone number'],
    ['termsAccepted', { termsAccepted: false }, 'You must accept the terms and conditions'],
  ])('rejects a bad %s with the specification message', async (field, patch, message) => {
    const res = await post('/api/register', { ...signup(), ...patch });
    expect(res.statusCode).toBe(400);
    expect(res.json<Body>().fields?.[field]).toBe(message);
  });

  it('creates a passenger, signs them in with a safe cookie and refuses the same email twice', async () => {
    const body = signup();
    const res = await post('/api/register', body);
    expect(res.statusCode).toBe(201);
    const user = res.json<{ email: string; username: string; role: string; isGuest: boolean }>();
    expect(user).toMatchObject({ email: body.email.toLowerCase(), role: 'passenger', isGuest: false });
    expect(user.username).toMatch(/^ana\.ruiz\d+$/);
    const raw = String(res.headers['set-cookie']);
    expect(raw).toMatch(/^sid=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax$/);
    expect((await getUser(sessionCookie(res))).json()).toMatchObject({ email: user.email });

    const again = await post('/api/register', { ...body, email: body.email.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json<Body>().fields?.email).toBe('An account with this email already exists.');
  });

  it('stores no password and no token in clear', async () => {
    const body = signup();
    const res = await post('/api/register', body);
    const token = sessionCookie(res).slice(4);
    const rows = await t.database.db.select().from(sessions);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    expect(rows.some((r) => r.tokenHash.length === 64)).toBe(true);
  });
});

describe('POST /api/login and the session', () => {
  it('signs in by email or by username, any case', async () => {
    const { user, password } = await createAccount(t.database);
    for (const payload of [
      { email: user.email.toUpperCase(), password },
      { username: user.username.toUpperCase(), password },
    ]) {
      const res = await post('/api/login', payload);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: user.id, role: 'passenger' });
    }
  });

  it('answers a wrong password and an unknown user the same way', async () => {
    const { user } = await createAccount(t.database);
    const wrong = await post('/api/login', { email: user.email, password: 'not-it' });
    const unknown = await post('/api/login', { email: 'nobody@example.com', password: 'not-it' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json<Body>().message).toBe('Invalid email/username or password');
    expect(unknown.json<Body>().message).toBe(wrong.json<Body>().message);
  });

  it('requires an identifier and a password', async () => {
    for (const payload of [{ password: 'x' }, { email: 'a@b.co', password: '' }, {}]) {
      const res = await post('/api/login', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json<Body>().message).toBe('Please fill in all required fields');
    }
  });

  it('keeps the cookie for 30 days with remember me, for the browser session without', async () => {
    const { user, password } = await createAccount(t.database);
    const remembered = await post('/api/login', { email: user.email, password, rememberMe: true });
    expect(String(remembered.headers['set-cookie'])).toContain('Max-Age=2592000');
    const plain = await post('/api/login', { email: user.email, password });
    expect(String(plain.headers['set-cookie'])).not.toContain('Max-Age');
  });

  it('answers 401 signed out, and logout ends the session on the server', async () => {
    expect((await getUser()).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/session' })).json()).toEqual({ user: null });
    const { user, password } = await createAccount(t.database);
    const cookie = sessionCookie(await post('/api/login', { email: user.email, password }));
    expect((await getUser(cookie)).statusCode).toBe(200);
    const session = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
    expect(session.json()).toMatchObject({ user: { id: user.id } });
    const out = await post('/api/logout', {}, { cookie });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/^sid=;.*Expires=Thu, 01 Jan 1970/);
    // The old cookie, replayed, is refused.
    expect((await getUser(cookie)).statusCode).toBe(401);
  });

  it('starts a new session on login (the previous cookie stops working)', async () => {
    const { user, password } = await createAccount(t.database);
    const first = sessionCookie(await post('/api/login', { email: user.email, password }));
    const second = sessionCookie(
      await post('/api/login', { email: user.email, password }, { cookie: first }),
    );
    expect(second).not.toBe(first);
    expect((await getUser(first)).statusCode).toBe(401);
    expect((await getUser(second)).statusCode).toBe(200);
  });

  it('expires a session after 24 hours without use, and each use starts the 24 hours again', async () => {
    const { user, password } = await createAccount(t.database);
    const cookie = sessionCookie(await post('/api/login', { email: user.email, password }));
    const idle = sessionCookie(await post('/api/login', { email: user.email, password }, { ip: nextIp() }));
    // A minute before the 24 hours end: still signed in (and this use starts them again for `cookie`).
    appNow += DAY - MINUTE;
    expect((await getUser(cookie)).statusCode).toBe(200);
    // A minute after `idle`'s 24 hours ended (it was not used): signed out; `cookie`, used 2 minutes ago, is not.
    appNow += 2 * MINUTE;
    expect((await getUser(idle)).statusCode).toBe(401);
    expect((await getUser(cookie)).statusCode).toBe(200);
    // 24 hours and a minute after its last use: signed out.
    appNow += DAY - MINUTE;
    expect((await getUser(cookie)).statusCode).toBe(401);
  });

  it('limits failed sign-ins per account and address, with a clear message, never locking the owner out', async () => {
    const { user, password } = await createAccount(t.database);
    // The owner has signed in from home before.
    const home = '10.7.7.7';
    expect((await post('/api/login', { email: user.email, password }, { ip: home })).statusCode).toBe(200);
    const ip = '10.9.9.9';
    for (let i = 0; i < 4; i++) {
      expect((await post('/api/login', { email: user.email, password: 'bad' }, { ip })).statusCode).toBe(401);
    }
    const limited = await post('/api/login', { email: user.email, password: 'bad' }, { ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json<Body>().message).toMatch(
      /^Too many attempts\. Please wait \d+ minutes? and try again\.$/,
    );
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is answered as usual: the account itself is never locked, for its owner above all.
    expect((await post('/api/login', { email: user.email, password: 'bad' })).statusCode).toBe(401);
    expect((await post('/api/login', { email: user.email, password }, { ip: home })).statusCode).toBe(200);
    // The address is stopped on every account once it has failed too often (spraying).
    for (let i = 0; i < 3; i++) {
      const spray = await post('/api/login', { email: `other${i}@example.com`, password: 'bad' }, { ip });
      expect(spray.statusCode).toBe(401);
    }
    expect(
      (await post('/api/login', { email: 'other@example.com', password: 'bad' }, { ip })).statusCode,
    ).toBe(429);
  });

  it('refuses a cross-site write carrying a cookie (CSRF) and accepts its own origin', async () => {
    const { user, password } = await createAccount(t.database);
    const evil = await post(
      '/api/login',
      { email: user.email, password },
      { origin: 'https://evil.example' },
    );
    expect(evil.statusCode).toBe(403);
    const own = await post(
      '/api/login',
      { email: user.email, password },
      { origin: 'https://book.example.com' },
    );
    expect(own.statusCode).toBe(200);
  });
});

describe('POST /api/guest', () => {
  const guest = { email: 'gus@example.com', firstName: 'Gus', lastName: 'Guest', phone: '+1 212-555-0100' };
  it.each([
    [
      'email',
      { email: '' },
      'Please fill in all required fields (email, first name, last name, and phone) to continue.',
    ],
    [
      'firstName',
      { firstName: ' ' },
      'Please fill in all required fields (email, first name, last name, and phone) to continue.',
    ],
    ['email', { email: 'gus.example.com' }, 'Please enter a valid email address.'],
    ['phone', { phone: '555-0100' }, 'Please enter a valid phone number (at least 10 digits).'],
    ['phone', { phone: '212 555 01OO' }, 'Please enter a valid phone number (at least 10 digits).'],
  ])('rejects a bad %s', async (field, patch, message) => {
    const res = await post('/api/guest', { ...guest, ...patch });
    expect(res.statusCode).toBe(400);
    expect(res.json<Body>().fields?.[field]).toBe(message);
  });

  it('starts a guest session holding the contact details', async () => {
    const res = await post('/api/guest', guest);
    expect(res.statusCode).toBe(200);
    const me = await getUser(sessionCookie(res));
    expect(me.json()).toMatchObject({
      isGuest: true,
      role: 'guest',
      email: 'gus@example.com',
      username: null,
    });
  });
});

describe('forgot and reset password', () => {
  const tokenFrom = (text: string) => /reset-password\?token=([\w-]+)/.exec(text)?.[1];

  it.each([
    [{ email: '' }, 'Please enter your email address'],
    [{ email: 'ana@example' }, 'Please enter a valid email address'],
  ])('forgot rejects %j', async (payload, message) => {
    const res = await post('/api/forgot-password', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json<Body>().message).toBe(message);
  });

  it('answers without waiting for the account lookup and its email (made after the answer)', async () => {
    const { user } = await createAccount(t.database);
    const { email } = t.app.ctx;
    const record = email.record.bind(email);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let recorded = 0;
    email.record = async (...args) => {
      recorded += 1;
      await held;
      return record(...args);
    };
    try {
      // The answer comes while the reset email is held back: had it waited for it, this would never resolve.
      // (Nothing else may touch the database until the release: on PGlite the held transaction has it.)
      const known = await t.app.inject({
        method: 'POST',
        url: '/api/forgot-password',
        payload: { email: user.email },
        remoteAddress: nextIp(),
      });
      expect(known.statusCode).toBe(200);
      release();
      await t.app.ctx.tasks.idle();
      expect(recorded).toBe(1);
      expect(await outboxFor(t.database, user.email)).toHaveLength(1);
      const unknown = await t.app.inject({
        method: 'POST',
        url: '/api/forgot-password',
        payload: { email: 'ghost-held@example.com' },
        remoteAddress: nextIp(),
      });
      await t.app.ctx.tasks.idle();
      expect(unknown.body).toBe(known.body);
      expect(recorded).toBe(1);
    } finally {
      release();
      email.record = record;
    }
  });

  it('answers the same whether or not the account exists, and emails a one-hour single-use link', async () => {
    const { user, password } = await createAccount(t.database);
    const requested = appNow;
    const known = await post('/api/forgot-password', { email: user.email });
    const unknown = await post('/api/forgot-password', { email: 'ghost@example.com' });
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(await outboxFor(t.database, 'ghost@example.com')).toHaveLength(0);

    const [mail] = await outboxFor(t.database, user.email);
    expect(mail?.subject).toBe('Reset your Empire Chauffeur password');
    const token = tokenFrom(mail?.text ?? '');
    expect(mail?.text).toContain('https://book.example.com/reset-password?token=');
    expect(token).toMatch(/^[\w-]{43}$/);
    const [stored] = await t.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(stored?.tokenHash).not.toBe(token);
    // One hour from the request, on the app's clock.
    expect(stored?.expiresAt.getTime()).toBe(requested + 3_600_000);

    const session = sessionCookie(await post('/api/login', { email: user.email, password }));
    const reset = await post('/api/reset-password', {
      token,
      password: 'brand-new',
      confirmPassword: 'brand-new',
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json<{ message: string }>().message).toMatch(/^✓ /);
    // Signed out everywhere; the new password works, the old one does not.
    expect((await getUser(session)).statusCode).toBe(401);
    expect((await post('/api/login', { email: user.email, password })).statusCode).toBe(401);
    expect((await post('/api/login', { email: user.email, password: 'brand-new' })).statusCode).toBe(200);
    // The link works once.
    const reused = await post('/api/reset-password', { token, password: 'another-new-one' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json<Body>().message).toBe(
      'This reset link is invalid or has expired. Please request a new one.',
    );
  });

  it("writes the reset email in the account's language, as a branded HTML part and a plain-text part", async () => {
    const { user } = await createAccount(t.database);
    await t.database.db.update(users).set({ locale: 'es' }).where(eq(users.id, user.id));
    // The form sends no language: the account's own (Spanish) is used.
    expect((await post('/api/forgot-password', { email: user.email })).statusCode).toBe(200);
    const [mail] = await outboxFor(t.database, user.email);
    expect(mail?.subject).toBe('Restablezca su contraseña de Empire Chauffeur');
    const link = /https:\/\/book\.example\.com\/reset-password\?token=[\w-]{43}/.exec(mail?.text ?? '')?.[0];
    expect(link).toBeDefined();
    expect(mail?.text).toContain('Hola Test:');
    expect(mail?.text).toContain('1 hora');
    expect(mail?.text).toContain('Si usted no lo pidió');
    const html = mail?.html ?? '';
    expect(html).toContain('<html lang="es"');
    expect(html).toContain('<meta charset="utf-8">');
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain(`href="${link}"`);
    expect(html).toContain('Elegir nueva contraseña');
    expect(html).toContain('Si usted no lo pidió');

    // A language the form names wins over the account's. (A second later: the newest email is read first.)
    appNow += 1000;
    expect((await post('/api/forgot-password', { email: user.email, locale: 'en' })).statusCode).toBe(200);
    const [english] = await outboxFor(t.database, user.email);
    expect(english?.subject).toBe('Reset your Empire Chauffeur password');
    expect(english?.html).toContain('<html lang="en"');
    expect(english?.html).toContain('If you did not ask for this');
  });

  it('refuses a link used a minute after its hour, and takes one used a minute before', async () => {
    const late = await createAccount(t.database);
    const onTime = await createAccount(t.database);
    await post('/api/forgot-password', { email: late.user.email });
    await post('/api/forgot-password', { email: onTime.user.email });
    const lateToken = tokenFrom((await outboxFor(t.database, late.user.email))[0]?.text ?? '');
    const onTimeToken = tokenFrom((await outboxFor(t.database, onTime.user.email))[0]?.text ?? '');
    appNow += 3_600_000 - MINUTE;
    const taken = await post('/api/reset-password', { token: onTimeToken, password: 'brand-new' });
    expect(taken.statusCode).toBe(200);
    appNow += 2 * MINUTE;
    const res = await post('/api/reset-password', { token: lateToken, password: 'brand-new' });
    expect(res.statusCode).toBe(400);
    expect(res.json<Body>().code).toBe('auth.resetExpired');
  });

  it.each([
    [{ token: '', password: 'secret1' }, 'Invalid or missing reset token'],
    [{ token: 'abc', password: '' }, 'Please fill in all fields'],
    [{ token: 'abc', password: '12345' }, 'Password must be at least 6 characters long'],
    [{ token: 'abc', password: 'secret1', confirmPassword: 'secret2' }, 'Passwords do not match'],
  ])('reset rejects %j with the specification message', async (payload, message) => {
    const res = await post('/api/reset-password', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json<Body>().message).toBe(message);
  });

  it('limits forgot-password requests per address', async () => {
    const ip = '10.8.8.8';
    for (let i = 0; i < 3; i++) {
      expect((await post('/api/forgot-password', { email: `x${i}@example.com` }, { ip })).statusCode).toBe(
        200,
      );
    }
    expect((await post('/api/forgot-password', { email: 'y@example.com' }, { ip })).statusCode).toBe(429);
  });
});

describe('several server processes', () => {
  it.runIf(inject('dbMode') === 'postgres')(
    'a session started on one server is honoured by another sharing the database, and ended for both',
    async () => {
      const other = await buildApp({
        env: t.env,
        database: createDatabase({ databaseUrl: t.databaseUrl ?? '' }),
        clock,
        clientDir: false,
        logger: false,
      });
      try {
        const { user, password } = await createAccount(t.database);
        const cookie = sessionCookie(await post('/api/login', { email: user.email, password }));
        const seen = await other.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
        expect(seen.json()).toMatchObject({ id: user.id });
        await other.inject({ method: 'POST', url: '/api/logout', payload: {}, headers: { cookie } });
        expect((await getUser(cookie)).statusCode).toBe(401);
      } finally {
        await other.close();
        await other.ctx.database.close();
      }
    },
  );
});

describe('production cookies', () => {
  it('marks the session cookie Secure', async () => {
    const prod = await createTestApp({
      env: { NODE_ENV: 'production', PUBLIC_URL: 'https://book.example.com' },
    });
    try {
      const { user, password } = await createAccount(prod.database);
      const res = await prod.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: user.email, password },
      });
      expect(String(res.headers['set-cookie'])).toContain('; Secure');
    } finally {
      await prod.close();
    }
  });
});

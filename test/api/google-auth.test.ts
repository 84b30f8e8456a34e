import { createHash, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oauthStates, users } from '../../src/server/db/schema/accounts.ts';
import { createAccount, guestCookie, nextIp, sessionCookie } from '../support/accounts.ts';
import { call, cityRide, createBooking, payAndConfirm } from '../support/checkout-flow.ts';
import { outboxFor } from '../support/outbox.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * "Continue with Google" against a local OpenID provider: a node:http server with a discovery document,
 * a JWKS, and a token endpoint that checks the client secret, the redirect URI and the PKCE verifier and
 * returns an ID token signed with its own RSA key. The browser's visit to the provider's sign-in page is
 * played by `authorize` (it reads the app's redirect and issues a code), then the callback is called.
 */

const CLIENT_ID = 'chauffeur-test.apps.example.com';
const CLIENT_SECRET = 'test-client-secret';
const PUBLIC_URL = 'https://book.example.com';
const REDIRECT_URI = `${PUBLIC_URL}/auth/google/callback`;

interface Identity {
  sub: string;
  email: string;
  email_verified?: unknown;
  given_name?: string;
  family_name?: string;
  name?: string;
  locale?: string;
}

/** How the provider deviates from an honest ID token for one code (the attacks the app must refuse). */
interface Tamper {
  claims?: Record<string, unknown>;
  header?: Record<string, unknown>;
  signWith?: KeyObject;
  unsigned?: boolean;
}

interface IssuedCode {
  nonce: string;
  challenge: string;
  redirectUri: string;
  identity: Identity;
  tamper: Tamper;
}

const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const attacker = generateKeyPairSync('rsa', { modulusLength: 2048 });
const KID = 'test-key-1';
/**
 * The app's clock (ID tokens' exp/iat, the attempt's 10 minutes, sessions) and its limits' clock: fixed, far
 * from the machine's, so no check and no limit window moves while a test runs.
 */
const NOW = new Date('2030-01-08T15:00:00Z');
const NOW_S = Math.floor(NOW.getTime() / 1000);

let server: Server;
let issuer = '';
const codes = new Map<string, IssuedCode>();
const hits = { discovery: 0, jwks: 0, token: 0 };
const tokenErrors: string[] = [];
let codeSeq = 0;

function base64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

function idToken(issued: IssuedCode): string {
  const now = NOW_S;
  const header = { alg: 'RS256', kid: KID, typ: 'JWT', ...issued.tamper.header };
  const claims = {
    iss: issuer,
    aud: CLIENT_ID,
    azp: CLIENT_ID,
    iat: now,
    exp: now + 3600,
    nonce: issued.nonce,
    email_verified: true,
    ...issued.identity,
    ...issued.tamper.claims,
  };
  const signingInput = `${base64url(header)}.${base64url(claims)}`;
  if (issued.tamper.unsigned) return `${signingInput}.`;
  const signature = sign('sha256', Buffer.from(signingInput), issued.tamper.signWith ?? privateKey);
  return `${signingInput}.${signature.toString('base64url')}`;
}

function startProvider(): Promise<void> {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', issuer);
      const json = (status: number, value: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', connection: 'close' });
        res.end(JSON.stringify(value));
      };
      if (url.pathname === '/.well-known/openid-configuration') {
        hits.discovery += 1;
        return json(200, {
          issuer,
          authorization_endpoint: `${issuer}/o/oauth2/v2/auth`,
          token_endpoint: `${issuer}/token`,
          jwks_uri: `${issuer}/oauth2/v3/certs`,
          token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
        });
      }
      if (url.pathname === '/oauth2/v3/certs') {
        hits.jwks += 1;
        return json(200, {
          keys: [{ ...publicKey.export({ format: 'jwk' }), kid: KID, use: 'sig', alg: 'RS256' }],
        });
      }
      if (url.pathname === '/token' && req.method === 'POST') {
        hits.token += 1;
        const form = new URLSearchParams(body);
        const refuse = (why: string) => {
          tokenErrors.push(why);
          return json(400, { error: 'invalid_grant', error_description: why });
        };
        if (form.get('grant_type') !== 'authorization_code') return refuse('grant_type');
        if (form.get('client_id') !== CLIENT_ID || form.get('client_secret') !== CLIENT_SECRET) {
          return refuse('client authentication');
        }
        const issued = codes.get(form.get('code') ?? '');
        if (!issued) return refuse('unknown code');
        codes.delete(form.get('code') ?? '');
        if (form.get('redirect_uri') !== issued.redirectUri) return refuse('redirect_uri');
        const verifier = form.get('code_verifier') ?? '';
        if (createHash('sha256').update(verifier).digest('base64url') !== issued.challenge) {
          return refuse('PKCE verifier');
        }
        return json(200, {
          access_token: 'at',
          token_type: 'Bearer',
          expires_in: 3599,
          id_token: idToken(issued),
        });
      }
      json(404, { error: 'not_found' });
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      resolve();
    }),
  );
}

let t: TestApp;
let plain: TestApp;
beforeAll(async () => {
  await startProvider();
  t = await createTestApp({
    clock: () => NOW,
    limitClock: () => NOW,
    env: {
      PUBLIC_URL,
      GOOGLE_CLIENT_ID: CLIENT_ID,
      GOOGLE_CLIENT_SECRET: CLIENT_SECRET,
      GOOGLE_OIDC_ISSUER: issuer,
    },
  });
  plain = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await plain.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

let seq = 0;
const unique = () => `${Date.now().toString(36)}${++seq}`;
const googleUser = (over: Partial<Identity> = {}): Identity => {
  const tag = unique();
  return {
    sub: `10${tag}`,
    email: `g.${tag}@gmail.example`,
    given_name: 'Grace',
    family_name: 'Hopper',
    ...over,
  };
};

/** GET /auth/google: the app's redirect to the provider's sign-in page, read as the browser would. */
/** Each attempt's state cookie, as the browser that started it keeps it (by state). */
const browsers = new Map<string, string>();

async function start(returnTo?: string, ip = nextIp()) {
  const res = await t.app.inject({
    method: 'GET',
    url: returnTo === undefined ? '/auth/google' : `/auth/google?returnTo=${encodeURIComponent(returnTo)}`,
    remoteAddress: ip,
  });
  expect(res.statusCode, res.body).toBe(302);
  const location = new URL(res.headers.location as string);
  const stateCookie = res.cookies.find((c) => c.name === 'google_state');
  expect(stateCookie).toMatchObject({
    value: location.searchParams.get('state'),
    httpOnly: true,
    sameSite: 'Lax',
    path: '/auth/google',
    maxAge: 600,
  });
  browsers.set(stateCookie?.value ?? '', `google_state=${stateCookie?.value ?? ''}`);
  return location;
}

/** The visitor signs in at the provider, which sends them back with a code (and the app's state). */
function authorize(location: URL, identity: Identity, tamper: Tamper = {}): { code: string; state: string } {
  const code = `code-${++codeSeq}`;
  codes.set(code, {
    nonce: location.searchParams.get('nonce') ?? '',
    challenge: location.searchParams.get('code_challenge') ?? '',
    redirectUri: location.searchParams.get('redirect_uri') ?? '',
    identity,
    tamper,
  });
  return { code, state: location.searchParams.get('state') ?? '' };
}

/**
 * The browser coming back from the provider: it carries the state cookie of the attempt it started (unless
 * `browser` names another one's, or none), and its session cookie when given.
 */
function callback(query: Record<string, string>, cookie?: string, browser?: string | null) {
  const stateCookie = browser === undefined ? browsers.get(query.state ?? '') : browser;
  const cookies = [cookie, stateCookie].filter(Boolean).join('; ');
  return t.app.inject({
    method: 'GET',
    url: `/auth/google/callback?${new URLSearchParams(query).toString()}`,
    remoteAddress: nextIp(),
    headers: cookies ? { cookie: cookies } : {},
  });
}

/** The whole round trip; answers the callback's response. */
async function signInWithGoogle(
  identity: Identity,
  opts: { returnTo?: string; tamper?: Tamper; cookie?: string } = {},
) {
  const location = await start(opts.returnTo);
  return callback(authorize(location, identity, opts.tamper), opts.cookie);
}

const currentUser = (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } }).then((r) => ({
    status: r.statusCode,
    body: r.json<{
      id: string;
      email: string;
      firstName: string;
      lastName: string;
      role: string;
      isGuest: boolean;
    }>(),
  }));

function expectRefused(res: Awaited<ReturnType<typeof callback>>, code: string, next?: string) {
  expect(res.statusCode, res.body).toBe(302);
  const location = new URL(res.headers.location as string, PUBLIC_URL);
  expect(location.pathname).toBe('/login');
  expect(location.searchParams.get('error')).toBe(code);
  expect(location.searchParams.get('next')).toBe(next ?? null);
  expect(res.cookies.find((c) => c.name === 'sid')).toBeUndefined();
}

describe('not configured', () => {
  it('GET /auth/google and the callback answer 404 auth.googleNotConfigured; /api/config says disabled', async () => {
    for (const url of ['/auth/google?returnTo=/booking-details', '/auth/google/callback?code=x&state=y']) {
      const res = await plain.app.inject({ method: 'GET', url, remoteAddress: nextIp() });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'auth.googleNotConfigured' });
    }
    const config = await plain.app.inject('/api/config');
    expect(config.json()).toMatchObject({ googleSignIn: false });
  }, 60_000);

  it('the built client (SPA fallback) never answers /auth/google in their place; /auth stays the page', async () => {
    const clientDir = mkdtempSync(path.join(tmpdir(), 'client-'));
    writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>spa</title>');
    const google = { PUBLIC_URL, GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_CLIENT_SECRET: CLIENT_SECRET };
    const withClient = await createTestApp({ clientDir, env: { ...google, GOOGLE_OIDC_ISSUER: issuer } });
    const withoutGoogle = await createTestApp({ clientDir });
    try {
      const started = await withClient.app.inject({ url: '/auth/google', headers: { accept: 'text/html' } });
      expect(started.statusCode).toBe(302);
      expect(started.headers.location).toMatch(new RegExp(`^${issuer}/`));
      const back = await withClient.app.inject({
        url: '/auth/google/callback?state=x&code=y',
        headers: { accept: 'text/html' },
      });
      expect(back.statusCode).toBe(302);
      expect(back.headers.location).toBe('/login?error=auth.googleFailed');
      const off = await withoutGoogle.app.inject({ url: '/auth/google', headers: { accept: 'text/html' } });
      expect(off.statusCode).toBe(404);
      expect(off.json()).toMatchObject({ code: 'auth.googleNotConfigured' });
      for (const app of [withClient.app, withoutGoogle.app]) {
        const page = await app.inject({ url: '/auth', headers: { accept: 'text/html' } });
        expect(page.statusCode).toBe(200);
        expect(page.body).toContain('<title>spa</title>');
      }
    } finally {
      await withClient.close();
      await withoutGoogle.close();
    }
  }, 90_000);

  it('configured, /api/config says so', async () => {
    expect((await t.app.inject('/api/config')).json()).toMatchObject({ googleSignIn: true });
  });
});

describe('GET /auth/google', () => {
  it("redirects to the provider's sign-in page with the client, callback, scope, state, nonce and an S256 challenge", async () => {
    const location = await start('/booking-details');
    expect(`${location.origin}${location.pathname}`).toBe(`${issuer}/o/oauth2/v2/auth`);
    const p = location.searchParams;
    expect(p.get('client_id')).toBe(CLIENT_ID);
    expect(p.get('redirect_uri')).toBe(REDIRECT_URI);
    expect(p.get('response_type')).toBe('code');
    expect(p.get('scope')).toBe('openid email profile');
    expect(p.get('code_challenge_method')).toBe('S256');
    expect(p.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(p.get('state')).toMatch(/^[\w-]{43}$/);
    expect(p.get('nonce')).toMatch(/^[\w-]{43}$/);
    expect(p.get('state')).not.toBe(p.get('nonce'));
    // The attempt is stored with where to return; the verifier never leaves the server.
    const [row] = await t.database.db
      .select()
      .from(oauthStates)
      .where(eq(oauthStates.state, p.get('state') ?? ''));
    expect(row).toMatchObject({ returnTo: '/booking-details' });
    expect(location.toString()).not.toContain(row?.codeVerifier);
  });

  it('reads the discovery document and the keys once, not on every sign-in', async () => {
    await signInWithGoogle(googleUser());
    const before = { ...hits };
    await signInWithGoogle(googleUser());
    await signInWithGoogle(googleUser());
    expect(hits.discovery).toBe(before.discovery);
    expect(hits.jwks).toBe(before.jwks);
    expect(hits.token).toBe(before.token + 2);
  });

  it('refuses an over-long returnTo as bad input', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/auth/google?returnTo=/${'a'.repeat(2100)}`,
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(400);
  });

  it('is limited per address (429 after 30 starts in 10 minutes)', async () => {
    const ip = nextIp();
    for (let i = 0; i < 30; i++) await start('/', ip);
    const res = await t.app.inject({ method: 'GET', url: '/auth/google', remoteAddress: ip });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: 'common.rateLimited' });
  });
});

describe('signing in', () => {
  it('creates a passenger account for a new Google user, signs in and goes where the visitor was going', async () => {
    const who = googleUser({ given_name: 'Ada', family_name: 'Lovelace' });
    const res = await signInWithGoogle(who, { returnTo: '/booking-details' });
    expect(res.statusCode, res.body).toBe(302);
    expect(res.headers.location).toBe('/booking-details');
    const cookie = res.cookies.find((c) => c.name === 'sid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const me = await currentUser(sessionCookie(res));
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      email: who.email,
      firstName: 'Ada',
      lastName: 'Lovelace',
      role: 'passenger',
      isGuest: false,
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, me.body.id));
    expect(row?.googleSubject).toBe(who.sub);
    expect(row?.username).toBe(who.email.split('@')[0]);
    // The account has no password anyone knows: no password signs in.
    for (const password of ['', 'unusable', row?.passwordHash ?? 'x']) {
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: who.email, password: password || 'x' },
        remoteAddress: nextIp(),
      });
      expect(login.statusCode).toBe(401);
    }
  });

  it('a verified Google email joins the guest bookings made with it (issue 34)', async () => {
    const who = googleUser();
    const guest = await guestCookie(t.app);
    const booked = await createBooking(
      t.app,
      guest,
      cityRide(
        { guestInfo: { email: who.email, firstName: 'Grace', lastName: 'Hopper', phone: '(212) 555-0142' } },
        // Two days after the app's fixed clock.
        (NOW.getTime() - Date.now()) / 3_600_000 + 48,
      ),
    );
    expect(booked.status, booked.raw).toBe(201);
    await payAndConfirm(t.app, guest, booked.body.id);
    const res = await signInWithGoogle(who);
    const list = await call<{ number: string }[]>(t.app, 'GET', '/api/user/bookings', sessionCookie(res));
    expect(list.body.map((b) => b.number)).toEqual([booked.body.number]);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, who.email));
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
  }, 30_000);

  it('signs the same Google account into the same account next time (by subject, even with a new email)', async () => {
    const who = googleUser();
    const first = await currentUser(sessionCookie(await signInWithGoogle(who)));
    const renamed = { ...who, email: `renamed.${unique()}@gmail.example` };
    const second = await currentUser(sessionCookie(await signInWithGoogle(renamed)));
    expect(second.body.id).toBe(first.body.id);
  });

  it('without a returnTo goes home; the names come from "name" when given and family names are missing', async () => {
    const res = await signInWithGoogle({
      sub: `10${unique()}`,
      email: `n.${unique()}@gmail.example`,
      name: 'Alan Mathison Turing',
    });
    expect(res.headers.location).toBe('/');
    expect((await currentUser(sessionCookie(res))).body).toMatchObject({
      firstName: 'Alan',
      lastName: 'Mathison Turing',
    });
  });

  it('links an existing account with the same (verified) email, ends its password and sessions, and says so by email', async () => {
    const { user, password } = await createAccount(t.database);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password },
      remoteAddress: nextIp(),
    });
    const oldCookie = sessionCookie(login);
    // The notice is in the account's language (Spanish), whatever the Google profile says.
    await t.database.db.update(users).set({ locale: 'es' }).where(eq(users.id, user.id));
    const who = googleUser({ email: user.email.toUpperCase(), locale: 'en-US' });

    const res = await signInWithGoogle(who, { returnTo: '/bookings' });
    expect(res.headers.location).toBe('/bookings');
    const me = await currentUser(sessionCookie(res));
    expect(me.body).toMatchObject({ id: user.id, email: user.email, firstName: user.firstName });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.googleSubject).toBe(who.sub);
    // Whoever registered the address first cannot keep the account: its password and sessions end.
    expect((await currentUser(oldCookie)).status).toBe(401);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password },
      remoteAddress: nextIp(),
    });
    expect(again.statusCode).toBe(401);
    const mail = (await outboxFor(t.database, user.email)).find((m) => m.kind === 'google-linked');
    expect(mail?.subject).toContain('Google');
    expect(mail?.text ?? '').toContain('¿Olvidó su contraseña?');
    expect(mail?.html ?? '').toContain('<html lang="es"');
    expect((mail?.html ?? '').toLowerCase()).toContain(user.email.toLowerCase());
  });

  it('does not link an account already linked to another Google account', async () => {
    const who = googleUser();
    const first = await currentUser(sessionCookie(await signInWithGoogle(who)));
    const other = googleUser({ email: who.email });
    expectRefused(await signInWithGoogle(other), 'auth.googleFailed');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, first.body.id));
    expect(row?.googleSubject).toBe(who.sub);
  });

  it('ends the session the browser had before (a guest)', async () => {
    const guest = await guestCookie(t.app);
    expect((await currentUser(guest)).body.isGuest).toBe(true);
    const res = await signInWithGoogle(googleUser(), { cookie: guest });
    expect((await currentUser(sessionCookie(res))).body.isGuest).toBe(false);
    expect((await currentUser(guest)).status).toBe(401);
  });
});

describe('refused', () => {
  it('an unknown state', async () => {
    const location = await start('/booking-details');
    const { code } = authorize(location, googleUser());
    const before = hits.token;
    expectRefused(await callback({ code, state: 'not-a-state' }), 'auth.googleFailed');
    expectRefused(await callback({ code }), 'auth.googleFailed');
    // The code is never even exchanged.
    expect(hits.token).toBe(before);
  });

  it('a callback link made in another browser (login CSRF): its code and state without its cookie', async () => {
    // The attacker starts an attempt and signs in at the provider with their own Google account ...
    const attackers = await start('/booking-details');
    const query = authorize(attackers, googleUser());
    const mine = await start();
    // ... and sends the link to a victim whose browser has no cookie, or another attempt's.
    expectRefused(await callback(query, undefined, null), 'auth.googleFailed', '/booking-details');
    const again = await start('/booking-details');
    const second = authorize(again, googleUser());
    expectRefused(
      await callback(second, undefined, browsers.get(mine.searchParams.get('state') ?? '')),
      'auth.googleFailed',
      '/booking-details',
    );
    // The callback clears the state cookie either way.
    const res = await callback(authorize(mine, googleUser()));
    expect(res.statusCode).toBe(302);
    expect(res.cookies.find((c) => c.name === 'google_state')).toMatchObject({ value: '' });
  });

  it('a replayed state (each attempt is used once)', async () => {
    const location = await start();
    const query = authorize(location, googleUser());
    expect((await callback(query)).statusCode).toBe(302);
    expect((await callback(query)).headers.location).toBe('/login?error=auth.googleFailed');
    // Even with a fresh code for that state.
    expectRefused(
      await callback({ ...query, code: authorize(location, googleUser()).code }),
      'auth.googleFailed',
    );
  });

  it('an attempt older than 10 minutes', async () => {
    const location = await start('/booking-details');
    const query = authorize(location, googleUser());
    await t.database.db
      .update(oauthStates)
      .set({ createdAt: new Date(NOW.getTime() - 11 * 60_000) })
      .where(eq(oauthStates.state, query.state));
    expectRefused(await callback(query), 'auth.googleFailed', '/booking-details');
    // Nine minutes old: still good.
    const recent = await start('/booking-details');
    const fresh = authorize(recent, googleUser());
    await t.database.db
      .update(oauthStates)
      .set({ createdAt: new Date(NOW.getTime() - 9 * 60_000) })
      .where(eq(oauthStates.state, fresh.state));
    const res = await callback(fresh);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/booking-details');
  });

  it('the visitor cancelling at the provider (error=access_denied), keeping where they were going', async () => {
    const location = await start('/booking-details');
    const state = location.searchParams.get('state') ?? '';
    expectRefused(await callback({ error: 'access_denied', state }), 'auth.googleFailed', '/booking-details');
  });

  it('a code the token endpoint refuses', async () => {
    const location = await start();
    const { state } = authorize(location, googleUser());
    const before = tokenErrors.length;
    expectRefused(await callback({ state, code: 'forged-code' }), 'auth.googleFailed');
    expect(tokenErrors.slice(before)).toEqual(['unknown code']);
  });

  it.each<[string, Tamper]>([
    ['signed by another key', { signWith: attacker.privateKey }],
    ['unsigned (alg none)', { header: { alg: 'none' }, unsigned: true }],
    ['signed with HS256', { header: { alg: 'HS256' } }],
    ['with an unknown key id', { header: { kid: 'other-key' } }],
    [
      'for another client (aud)',
      { claims: { aud: 'someone-else.apps.example.com', azp: 'someone-else.apps.example.com' } },
    ],
    [
      'for several audiences, authorized to another party',
      { claims: { aud: [CLIENT_ID, 'other'], azp: 'other' } },
    ],
    ['from another issuer', { claims: { iss: 'https://evil.example.com' } }],
    ['with another nonce', { claims: { nonce: 'replayed-nonce' } }],
    ['expired', { claims: { exp: NOW_S - 600, iat: NOW_S - 4200 } }],
    ['issued in the future', { claims: { iat: NOW_S + 3600 } }],
    ['without an email', { claims: { email: undefined } }],
  ])('an ID token %s', async (_name, tamper) => {
    const who = googleUser();
    expectRefused(
      await signInWithGoogle(who, { tamper, returnTo: '/booking-details' }),
      'auth.googleFailed',
      '/booking-details',
    );
    const [row] = await t.database.db.select().from(users).where(eq(users.email, who.email));
    expect(row).toBeUndefined();
  });

  it('an unverified email (no account is created or linked)', async () => {
    const { user } = await createAccount(t.database);
    for (const email_verified of [false, undefined, 'false']) {
      const res = await signInWithGoogle(googleUser({ email: user.email, email_verified }), {
        returnTo: '/booking-details',
        tamper: { claims: { email_verified } },
      });
      expectRefused(res, 'auth.googleEmailUnverified', '/booking-details');
    }
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.googleSubject).toBeNull();
  });

  it.each([
    '//evil.example.com/x',
    'https://evil.example.com/',
    '/\\evil.example.com',
    'javascript:alert(1)',
    'booking-details',
    '/%0d%0aSet-Cookie:x=1'.replace('%0d%0a', '\r\n'),
  ])('an open redirect: returnTo %j falls back to home', async (returnTo) => {
    const res = await signInWithGoogle(googleUser(), { returnTo });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
  });

  it.each([
    '/.//evil.example',
    '/..//evil.example',
    '/a/..//evil.example/x',
    '/%2e//evil.example',
    '/./\\evil.example',
    '/\\evil.example',
    'https://evil.example',
    '//evil.example',
    '%2F%2Fevil.example',
    '/%2F%2Fevil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '\t//evil.example',
    ' //evil.example',
    '/.\r\n//evil.example',
  ])('an open redirect after normalising: returnTo %j ends on a path of this site', async (returnTo) => {
    const res = await signInWithGoogle(googleUser(), { returnTo });
    expect(res.statusCode, res.body).toBe(302);
    expect(res.cookies.find((c) => c.name === 'sid')?.value).toBeTruthy();
    const location = res.headers.location as string;
    expect(location).toMatch(/^\/(?![/\\])/);
    // eslint-disable-next-line no-control-regex
    expect(location).not.toMatch(/[\\\u0000-\u001f]/);
    expect(new URL(location, PUBLIC_URL).origin).toBe(new URL(PUBLIC_URL).origin);
    expect(new URL(location, 'https://other.example').host).toBe('other.example');
  });

  it('keeps a same-site returnTo with its query', async () => {
    const res = await signInWithGoogle(googleUser(), { returnTo: '/vehicle-selection/point-to-point?x=1' });
    expect(res.headers.location).toBe('/vehicle-selection/point-to-point?x=1');
  });
});

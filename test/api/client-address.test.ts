import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { contactMessages } from '../../src/server/db/schema/contact.ts';
import { createAccount } from '../support/accounts.ts';
import { createTestApp, testEnv, type TestApp } from '../support/test-app.ts';

/**
 * The client address every per-address limit counts (and the contact form stores) under each TRUST_PROXY
 * setting: from the connection, from a number of proxy hops, or past a list of trusted proxies. Four servers
 * on one database, each with its own setting; each test uses its own addresses.
 */
const HOUR = 3_600_000;
const LIMITS = {
  guest: { max: 2, timeWindow: HOUR },
  contact: { max: 1000, timeWindow: HOUR },
  contactRecipient: { max: 1000, timeWindow: HOUR },
};

/** The limits' clock, a second into an hour (every window starts on it): no window moves under a test. */
const LIMIT_NOW = new Date(Date.UTC(2030, 0, 7, 9, 0, 1));
const limitClock = () => LIMIT_NOW;

let t: TestApp;
const servers: Record<'none' | 'oneHop' | 'twoHops' | 'list', FastifyInstance | null> = {
  none: null,
  oneHop: null,
  twoHops: null,
  list: null,
};
const server = (name: keyof typeof servers) => {
  const app = servers[name];
  if (!app) throw new Error(`server ${name} not started`);
  return app;
};

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1' }, rateLimits: LIMITS, limitClock });
  servers.oneHop = t.app;
  const other = (TRUST_PROXY: string) =>
    buildApp({
      env: testEnv({ TRUST_PROXY }),
      database: t.database,
      clientDir: false,
      logger: false,
      rateLimits: LIMITS,
      limitClock,
    });
  servers.none = await other('');
  servers.twoHops = await other('2');
  servers.list = await other('10.0.0.0/8,127.0.0.1');
});
afterAll(async () => {
  for (const name of ['none', 'twoHops', 'list'] as const) await servers[name]?.close();
  await t.close();
});

let n = 0;
/** The address a server saw for one request: the one the contact form stores with the message. */
async function seenAddress(app: FastifyInstance, remoteAddress: string, forwardedFor?: string) {
  n += 1;
  const res = await app.inject({
    method: 'POST',
    url: '/api/contact',
    remoteAddress,
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
    payload: {
      name: 'Ada Address',
      email: `address${n}@example.com`,
      phone: '212-555-0100',
      subject: 'other',
      message: 'Which address did you see?',
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const [row] = await t.database.db
    .select({ ip: contactMessages.ip })
    .from(contactMessages)
    .where(eq(contactMessages.id, res.json<{ id: string }>().id));
  return row?.ip;
}

const startGuest = (app: FastifyInstance, remoteAddress: string, forwardedFor: string) =>
  app.inject({
    method: 'POST',
    url: '/api/guest',
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { email: 'gus@example.com', firstName: 'Gus', lastName: 'Guest', phone: '212-555-0100' },
  });

describe('TRUST_PROXY=1 (behind one proxy)', () => {
  it('takes the rightmost X-Forwarded-For entry, the one the proxy wrote, as the client', async () => {
    expect(await seenAddress(server('oneHop'), '127.0.0.1', '6.6.6.6, 7.7.7.7')).toBe('7.7.7.7');
    expect(await seenAddress(server('oneHop'), '127.0.0.1', '7.7.7.9')).toBe('7.7.7.9');
    // Without the header, the connection's address.
    expect(await seenAddress(server('oneHop'), '127.0.0.1')).toBe('127.0.0.1');
  });

  it('holds a per-address limit however the client fills in the entries left of its own', async () => {
    const answers = [];
    for (const forged of ['1.1.1.1', '2.2.2.2, 3.3.3.3', '4.4.4.4']) {
      answers.push(await startGuest(server('oneHop'), '127.0.0.1', `${forged}, 7.7.7.7`));
    }
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 429]);
    expect(answers[2]?.json()).toMatchObject({ code: 'common.rateLimited' });
    // Another client behind the same proxy keeps its own allowance.
    expect((await startGuest(server('oneHop'), '127.0.0.1', '1.1.1.1, 7.7.7.8')).statusCode).toBe(200);
  });
});

describe('TRUST_PROXY=2 (a CDN in front of a load balancer)', () => {
  it('takes the second entry from the right, the one the CDN wrote', async () => {
    expect(await seenAddress(server('twoHops'), '127.0.0.1', '6.6.6.6, 7.7.7.7, 8.8.8.8')).toBe('7.7.7.7');
  });
});

describe('TRUST_PROXY unset', () => {
  it('ignores X-Forwarded-For: the connection is the client, and forged headers share its limit', async () => {
    expect(await seenAddress(server('none'), '203.0.113.40', '6.6.6.6, 7.7.7.7')).toBe('203.0.113.40');
    const statuses = [];
    for (const forged of ['1.1.1.1', '2.2.2.2', '3.3.3.3']) {
      statuses.push((await startGuest(server('none'), '203.0.113.41', forged)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
  });
});

describe('TRUST_PROXY as a list of proxies (10.0.0.0/8,127.0.0.1)', () => {
  it('skips every listed proxy from the right and takes the first address that is not one', async () => {
    expect(await seenAddress(server('list'), '127.0.0.1', '6.6.6.6, 7.7.7.7')).toBe('7.7.7.7');
    expect(await seenAddress(server('list'), '10.0.0.5', '6.6.6.6, 7.7.7.7, 10.20.30.40')).toBe('7.7.7.7');
  });

  it('believes only those proxies: a client connecting from elsewhere is its own address', async () => {
    expect(await seenAddress(server('list'), '198.51.100.9', '7.7.7.7')).toBe('198.51.100.9');
    const statuses = [];
    for (const forged of ['1.1.1.1', '10.0.0.1', '2.2.2.2']) {
      statuses.push((await startGuest(server('list'), '198.51.100.10', forged)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
  });
});

/**
 * Every limit groups an IPv6 /64 (one subscriber's network, where any machine picks from 2^64 addresses) and
 * reads an IPv4-mapped IPv6 address as the IPv4 one, like the route limits always did. Issue 32: the sign-in,
 * sign-up and password-reset counters used each full address, so a /64 was 2^64 clients to them.
 */
describe('one IPv6 /64 is one client for every limit', () => {
  /** Address `i` of the /64 `net` (2001:db8:<net>:1::/64), written in the many forms IPv6 allows. */
  const inNet = (net: number, i: number) =>
    `2001:db8:${net.toString(16)}:1:${i.toString(16)}:0:${(i * 7).toString(16)}:1`;
  const login = (remoteAddress: string, email: string, password: string) =>
    server('none').inject({ method: 'POST', url: '/api/login', remoteAddress, payload: { email, password } });

  it('stops the 11th wrong password from one /64 on one account, and the right one after it, whatever the address', async () => {
    const { user, password } = await createAccount(t.database);
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++)
      statuses.push((await login(inNet(0xa1, i + 1), user.email, `wrong-${i}`)).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array<number>(10).fill(401));
    expect(statuses.slice(10)).toEqual(Array<number>(50).fill(429));
    const right = await login(inNet(0xa1, 61), user.email, password);
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({ code: 'auth.tooManyAttempts' });
    // The owner, on another network, signs in.
    expect((await login(inNet(0xa2, 1), user.email, password)).statusCode).toBe(200);
  });

  it('counts sign-ups from one /64 together: the 11th in an hour is refused', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++) {
      const res = await server('none').inject({
        method: 'POST',
        url: '/api/register',
        remoteAddress: inNet(0xb1, i + 1),
        payload: {
          firstName: 'Sixty',
          lastName: 'Four',
          email: `sixty-four-${i}-${n}@example.com`,
          password: 'ferry at dawn 42',
          confirmPassword: 'ferry at dawn 42',
          phone: '(212) 555-0100',
          termsAccepted: true,
        },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(201), ...Array<number>(4).fill(429)]);
  });

  it('counts password-reset requests from one /64 together, behind a proxy too, and a mapped IPv4 address as itself', async () => {
    const forgot = (app: FastifyInstance, remoteAddress: string, forwardedFor?: string) =>
      app.inject({
        method: 'POST',
        url: '/api/forgot-password',
        remoteAddress,
        headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
        payload: { email: `reset-${++n}@example.com` },
      });
    const statuses: number[] = [];
    // Compressed, expanded, upper case: the one /64 2001:db8:c1:1::/64, as the proxy wrote it.
    for (const client of [
      '2001:db8:c1:1::1',
      '2001:0db8:00c1:0001:0000:0000:0000:0002',
      '2001:DB8:C1:1:FFFF::3',
      '2001:db8:c1:1:aaaa:bbbb:cccc:dddd',
      '2001:db8:c1:1::5',
      '2001:db8:c1:1:1:2:3:4',
    ]) {
      statuses.push((await forgot(server('oneHop'), '127.0.0.1', client)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    // An IPv4 client seen through an IPv6 socket (::ffff:a.b.c.d) is that IPv4 client.
    const v4: number[] = [];
    for (let i = 0; i < 6; i++) {
      v4.push((await forgot(server('none'), i % 2 ? '::ffff:203.0.113.77' : '203.0.113.77')).statusCode);
    }
    expect(v4).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

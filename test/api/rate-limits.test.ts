import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestCookie } from '../support/accounts.ts';
import { outboxFor } from '../support/outbox.ts';
import { registeredLimiters } from '../../src/server/plugins/limiter-key.ts';
import { createSecondServer, createTestApp, type TestApp } from '../support/test-app.ts';

const HOUR = 3_600_000;
/** The limits' clock, a second into an hour (every window starts on it): no window moves under a test. */
const LIMIT_NOW = new Date(Date.UTC(2030, 0, 7, 9, 0, 1));
const limitClock = () => LIMIT_NOW;
const LIMITS = {
  maps: { max: 3, timeWindow: HOUR },
  chat: { max: 2, timeWindow: HOUR },
  guest: { max: 3, timeWindow: HOUR },
  contactRecipient: { max: 2, timeWindow: HOUR },
};

let a: TestApp;
let b: FastifyInstance;
let second: Awaited<ReturnType<typeof createSecondServer>>;

beforeAll(async () => {
  a = await createTestApp({ rateLimits: LIMITS, limitClock });
  second = await createSecondServer(a, { rateLimits: LIMITS, limitClock });
  b = second.app;
});
afterAll(async () => {
  await second.close();
  await a.close();
});

const autocomplete = (app: FastifyInstance, remoteAddress: string) =>
  app.inject({ method: 'GET', url: '/api/places/autocomplete?input=jfk%20t4', remoteAddress });

const chat = (app: FastifyInstance, cookie: string) =>
  app.inject({ method: 'POST', url: '/api/chat', payload: { message: 'hello' }, headers: { cookie } });

describe('rate limits shared by two servers on one database', () => {
  it('counts an address on both servers: the limit holds in total, with the same headers and 429', async () => {
    const ip = '203.0.113.10';
    const answers = [await autocomplete(a.app, ip), await autocomplete(b, ip), await autocomplete(a.app, ip)];
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(answers.map((r) => r.headers['x-ratelimit-remaining'])).toEqual(['2', '1', '0']);
    expect(answers[0]?.headers['x-ratelimit-limit']).toBe('3');
    expect(Number(answers[0]?.headers['x-ratelimit-reset'])).toBeGreaterThan(0);

    for (const app of [b, a.app]) {
      const refused = await autocomplete(app, ip);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.headers['x-ratelimit-remaining']).toBe('0');
      expect(refused.json()).toMatchObject({ code: 'common.rateLimited' });
      expect(refused.json<{ message: string }>().message).toMatch(
        /^Too many requests\. Please try again in \d+ seconds?\.$/,
      );
    }

    // Another address, and another route for the same address, count apart (as the in-memory limiter did).
    expect((await autocomplete(b, '203.0.113.11')).statusCode).toBe(200);
    const details = await b.inject({
      method: 'GET',
      url: '/api/places/details?place_id=gz:unknown',
      remoteAddress: ip,
    });
    expect(details.statusCode).not.toBe(429);
    expect(details.headers['x-ratelimit-remaining']).toBe('2');
  });

  it('counts a chat session on both servers, while another session keeps its own allowance', async () => {
    const session = await guestCookie(a.app);
    expect((await chat(a.app, session)).statusCode).toBe(200);
    expect((await chat(b, session)).statusCode).toBe(200);
    expect((await chat(a.app, session)).statusCode).toBe(429);
    expect((await chat(b, session)).statusCode).toBe(429);

    const other = await guestCookie(b);
    expect((await chat(b, other)).statusCode).toBe(200);
  });
});

const startGuest = (app: FastifyInstance, remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url: '/api/guest',
    payload: { email: 'gus@example.com', firstName: 'Gus', lastName: 'Guest', phone: '212-555-0100' },
    remoteAddress,
  });

const contact = (app: FastifyInstance, remoteAddress: string, email: string) =>
  app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: {
      name: 'Rita Recipient',
      email,
      phone: '212-555-0100',
      subject: 'other',
      message: 'Please write back to me at this address.',
    },
    remoteAddress,
  });

describe('POST /api/guest, limited per address', () => {
  it('starts guests up to the limit on both servers, then answers 429; another address is not affected', async () => {
    const ip = '203.0.113.20';
    const answers = [await startGuest(a.app, ip), await startGuest(b, ip), await startGuest(a.app, ip)];
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(answers.map((r) => r.headers['x-ratelimit-remaining'])).toEqual(['2', '1', '0']);

    for (const app of [b, a.app]) {
      const refused = await startGuest(app, ip);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json()).toMatchObject({ code: 'common.rateLimited' });
      expect(refused.json<{ message: string }>().message).toMatch(
        /^Too many requests\. Please try again in \d+ seconds?\.$/,
      );
      expect(refused.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    }
    expect((await startGuest(b, '203.0.113.21')).statusCode).toBe(200);
  });
});

describe('POST /api/contact, limited per recipient as well as per sender', () => {
  it('acknowledges one address at most the limit, whichever addresses and servers send, then answers 429', async () => {
    const victim = 'rita.recipient@example.com';
    const sent = [
      await contact(a.app, '198.51.100.1', victim),
      await contact(b, '198.51.100.2', victim.toUpperCase()),
    ];
    expect(sent.map((r) => r.statusCode)).toEqual([201, 201]);

    // A third sender, on either server, with the address as given or with a +tag: refused.
    for (const [app, ip, email] of [
      [a.app, '198.51.100.3', victim],
      [b, '198.51.100.4', 'Rita.Recipient+again@example.com'],
    ] as const) {
      const refused = await contact(app, ip, email);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'common.rateLimited' });
      expect(refused.json<{ message: string }>().message).toMatch(
        /^Too many requests\. Please try again in \d+ seconds?\.$/,
      );
    }
    expect(await outboxFor(a.database, victim)).toHaveLength(2);

    // Another recipient, from an address that was just refused, is not affected.
    expect((await contact(a.app, '198.51.100.3', 'someone.else@example.com')).statusCode).toBe(201);
  });

  it("counts Gmail's dots and +tags as the one mailbox they reach", async () => {
    const ips = ['198.51.100.11', '198.51.100.12', '198.51.100.13'];
    const emails = ['jane.doe@gmail.com', 'JaneDoe+x@googlemail.com', 'j.a.n.e.d.o.e@gmail.com'];
    const statuses = [];
    for (const [i, email] of emails.entries())
      statuses.push((await contact(b, ips[i] ?? '', email)).statusCode);
    expect(statuses).toEqual([201, 201, 429]);
  });
});

/**
 * Every limiter in the product, by name (route limits: `route:<METHOD> <url>`), exactly: a new limiter fails
 * the test below until it is listed here (and so reviewed for its key).
 */
const EXPECTED_LIMITERS = [
  'route:DELETE /api/push/subscriptions',
  'route:POST /api/bookings/:id/extra-charges/:chargeId/confirm',
  'route:POST /api/bookings/:id/extra-charges/:chargeId/payment',
  'route:POST /api/bookings/:id/tip',
  'route:POST /api/bookings/:id/bill-to-company',
  'route:POST /api/driver/trips/:id/extras',
  'route:POST /api/push/subscriptions',
  'route:POST /api/sms/inbound',
  'driver-invitations:failures',
  'driver-writes',
  'forgot',
  'forgot-email',
  'recipient:contact',
  'register',
  'reset',
  'route:GET /api/directions',
  'route:GET /api/places/autocomplete',
  'route:GET /api/places/details',
  'route:GET /api/routes',
  'route:GET /auth/google',
  'route:GET /auth/google/callback',
  'route:POST /api/bookings',
  'route:DELETE /api/saved/cards/:id',
  'route:DELETE /api/saved/places/:id',
  'route:PATCH /api/user/bookings/:id/passenger',
  'route:POST /api/bookings/:id/change-quote',
  'route:POST /api/bookings/:id/changes',
  'route:POST /api/bookings/:id/changes/:changeId/confirm',
  'route:POST /api/saved/cards/:id/pay',
  'route:POST /api/saved/cards/prepare',
  'route:POST /api/saved/places',
  'route:POST /api/verify-email',
  'route:POST /api/verify-email/resend',
  'route:POST /api/bookings/:number/email-receipt',
  'route:POST /api/chat',
  'route:POST /api/confirm-booking',
  'route:POST /api/contact',
  'route:POST /api/create-payment-intent',
  'route:POST /api/driver-application',
  'route:POST /api/driver-invitations/verify',
  'route:POST /api/driver-registration',
  'route:POST /api/guest',
  'route:POST /api/pay-links/open',
  'route:POST /api/quotes',
  'route:POST /api/test-payments/:id/confirm',
  'route:POST /api/user/bookings/:id/cancel',
  // Company invitations (decision 056): sent per address and per recipient mailbox; the link's reads and accepts.
  'recipient:company-invitation',
  'route:GET /api/company-invitations/:token',
  'route:POST /api/admin/companies/:id/invitations',
  'route:POST /api/company-invitations/:token/accept',
  'route:POST /api/company/invitations',
  // A company's card on file (decision 060): its admin's setup, store and removal.
  'route:DELETE /api/company/card',
  'route:POST /api/company/card',
  'route:POST /api/company/card/setup',
  'signin-address',
  'signin-attack',
  'signin-known',
  'signin-pair',
];

describe('every limiter keys a client one way (decision 035)', () => {
  it('lists every limiter, and each counts an IPv6 /64 as one client and a mapped IPv4 address as itself', () => {
    const limiters = registeredLimiters();
    const names = limiters.map((l) => l.name);
    expect(names).toEqual([...EXPECTED_LIMITERS].sort((x, y) => x.localeCompare(y)));
    for (const limiter of limiters) {
      const key = (ip: string) => limiter.key({ ip, subject: 'user:1' });
      const what = `${limiter.name} (${limiter.keyedBy})`;
      expect(key('2001:db8:77:1::1'), what).toBe(key('2001:DB8:77:1:ffff:0:0:2'));
      expect(key('2001:db8:77:1::1'), what).toBe(key('2001:db8:77:1::3%eth0'));
      expect(key('::ffff:192.0.2.5'), what).toBe(key('192.0.2.5'));
      // A limiter that tells two IPv4 clients apart tells two /64 networks apart too.
      if (key('192.0.2.5') !== key('192.0.2.6')) {
        expect(key('2001:db8:77:1::1'), what).not.toBe(key('2001:db8:77:2::1'));
      }
    }
  });

  it('counts the addresses of one /64 together on a route limit and on the chat without a session', async () => {
    const inNet = (i: number) => `2001:db8:88:1:${i.toString(16)}::1`;
    const places: number[] = [];
    for (let i = 1; i <= 4; i++) places.push((await autocomplete(i % 2 ? a.app : b, inNet(i))).statusCode);
    expect(places).toEqual([200, 200, 200, 429]);
    const chats: number[] = [];
    for (let i = 1; i <= 3; i++) {
      const res = await a.app.inject({
        method: 'POST',
        url: '/api/chat',
        payload: { message: 'hello' },
        remoteAddress: `2001:db8:99:1:${i.toString(16)}::1`,
      });
      chats.push(res.statusCode);
    }
    expect(chats).toEqual([200, 200, 429]);
  });
});

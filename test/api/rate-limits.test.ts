import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { createDatabase, type Database } from '../../src/server/db/client.ts';
import { guestCookie } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/** Hour-long windows: a test never straddles two of them. */
const HOUR = 3_600_000;
const LIMITS = {
  maps: { max: 3, timeWindow: HOUR },
  chat: { max: 2, timeWindow: HOUR },
};

let a: TestApp;
let b: FastifyInstance;
/** PostgreSQL: the second server's own connection pool, as another process would have. */
let bDatabase: Database | null = null;

beforeAll(async () => {
  a = await createTestApp({ rateLimits: LIMITS });
  // PGlite is opened by one process only: the second server shares its database object.
  bDatabase = a.databaseUrl ? createDatabase({ databaseUrl: a.databaseUrl }) : null;
  b = await buildApp({
    env: a.env,
    database: bDatabase ?? a.database,
    clientDir: false,
    logger: false,
    rateLimits: LIMITS,
  });
});
afterAll(async () => {
  await b.close();
  await bDatabase?.close();
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

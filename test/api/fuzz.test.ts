import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionsByRole, type AdminWho } from '../support/admin.ts';
import { nextIp } from '../support/accounts.ts';
import { operations, requestFor, type Operation } from '../support/openapi-fuzz.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * The fuzz suite (issue 18): every operation of the OpenAPI document at /api/docs, as every kind of caller,
 * with property-based bodies, path parameters, query strings and headers made from the operation's own
 * schemas and from hostile values. No answer is a 5xx, and every 4xx is the JSON error shape with a code.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
const NO_LIMIT = { max: 1_000_000_000, timeWindow: 60_000 };
/** Operations that end the caller's session: fuzzed last, as they take the cookie with them. */
const ENDS_SESSION = /\/(logout|account)$/;

let t: TestApp;
let ops: Operation[] = [];
let cookies: Record<AdminWho, string | null>;

beforeAll(async () => {
  t = await createTestApp({
    rateLimits: { maps: NO_LIMIT, quotes: NO_LIMIT, checkout: NO_LIMIT },
  });
  const doc = await t.app.inject({ method: 'GET', url: '/api/docs' });
  // The live event streams never end under inject (test/api/live-events.test.ts tests them on a real socket).
  ops = operations(doc.json()).filter((o) => !o.path.endsWith('/events'));
  ops.sort((a, b) => Number(ENDS_SESSION.test(a.path)) - Number(ENDS_SESSION.test(b.path)));
  cookies = await sessionsByRole(t.app, t.database);
}, 120_000);
afterAll(() => t?.close());

describe('fuzz: every route, every caller', () => {
  it('the document lists the API', () => {
    expect(ops.length).toBeGreaterThan(60);
    expect(ops.some((o) => o.path === '/api/bookings' && o.method === 'POST')).toBe(true);
  });

  for (const who of ['anonymous', 'guest', 'passenger', 'driver', 'admin'] as AdminWho[]) {
    it(`no 5xx and the error shape on every 4xx, as ${who}`, async () => {
      const failures: string[] = [];
      for (const op of ops) {
        await fc
          .assert(
            fc.asyncProperty(requestFor(op), async (req) => {
              const cookie = cookies[who];
              const res = await t.app.inject({
                method: req.method as 'GET',
                url: req.url,
                ...(req.payload !== undefined ? { payload: req.payload } : {}),
                headers: { ...req.headers, ...(cookie ? { cookie } : {}) },
                remoteAddress: nextIp(),
              });
              const where = `${op.method} ${op.path} -> ${res.statusCode} for ${req.method} ${req.url.slice(0, 120)} ${
                req.payload?.slice(0, 200) ?? ''
              }: ${res.body.slice(0, 200)}`;
              if (res.statusCode >= 500) {
                failures.push(where);
                return false;
              }
              if (res.statusCode >= 400) {
                let code: unknown;
                try {
                  code = (res.json() as { code?: unknown }).code;
                } catch {
                  code = undefined;
                }
                if (typeof code !== 'string' || !code) {
                  failures.push(`no error code: ${where}`);
                  return false;
                }
              }
              return true;
            }),
            { numRuns: RUNS, seed: Number(process.env.FUZZ_SEED ?? 17), endOnFailure: true },
          )
          .catch((err: unknown) => {
            // A failure recorded above is reported below; anything else (a thrown request) is one too.
            const message = (err instanceof Error ? err.message.split('\n')[0] : undefined) ?? String(err);
            if (!failures.some((f) => message.includes(f.slice(0, 40))))
              failures.push(`${op.method} ${op.path}: ${message}`);
          });
      }
      expect(failures).toEqual([]);
    }, 300_000);
  }
});

/**
 * npm run bench:units: the speed budgets that used to be asserted inside functional tests (which must pass on a
 * busy machine, so they assert no wall-clock time; issue 32). Each is measured here against its old budget:
 *
 * 1. the common-password lookup (password-policy.ts) for the longest passwords the forms take: 40 ms each;
 * 2. the embedded route estimate (estimate-routes.provider.ts): 0.5 ms a call on average;
 * 3. how soon a provider gives up on a server that never answers, with a short timeout: the chat agent
 *    (300 ms timeout) within 2.5 s; the LLM client (200 ms), Google Routes, Google Places, OSRM and Stripe
 *    (150 ms each) within 2 s.
 *
 *   npm run bench:units [-- --runs 200 --no-fail]
 *
 * Prints one line per measure with its budget; exits non-zero when one is over budget (unless --no-fail).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { createOpenAiChat } from '../src/server/integrations/llm/openai-chat.provider.ts';
import { estimateRoute } from '../src/server/integrations/maps/estimate-routes.provider.ts';
import { createGooglePlaces } from '../src/server/integrations/maps/google-places.provider.ts';
import { createGoogleRoutes } from '../src/server/integrations/maps/google-routes.provider.ts';
import { createOsrmRoutes } from '../src/server/integrations/maps/osrm-routes.provider.ts';
import { createStripePayments } from '../src/server/integrations/payments/stripe.provider.ts';
import { isCommonPassword } from '../src/server/modules/auth/password-policy.ts';
import { createChatAgent } from '../src/server/modules/chat/chat-agent.ts';
import { createChatTools, type ChatToolsDeps } from '../src/server/modules/chat/chat-tools.ts';
import { arg } from './bench-support.ts';

const runs = arg('runs', 200);
const failOnBudget = !process.argv.includes('--no-fail');

interface Measure {
  name: string;
  ms: number;
  budgetMs: number;
}
const results: Measure[] = [];
const report = (m: Measure) => {
  results.push(m);
  const mark = m.ms <= m.budgetMs ? 'ok  ' : 'OVER';
  console.log(`${mark} ${m.name.padEnd(58)} ${m.ms.toFixed(3).padStart(10)} ms  (budget ${m.budgetMs} ms)`);
};

/** Milliseconds `fn` took. */
async function timed(fn: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

/** Milliseconds until `fn` gave up (rejected); an answer instead counts as over any budget. */
async function timedGiveUp(fn: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  const gaveUp = await fn().then(
    () => false,
    () => true,
  );
  return gaveUp ? performance.now() - start : Number.POSITIVE_INFINITY;
}

async function passwordLookups() {
  await isCommonPassword('warm up');
  const inputs = [
    'Xk9#mQ2$vL7!pR4@'.repeat(12),
    'p@$$w0rd'.repeat(25),
    '1q2w3e4r5t6y7u8i9o0p'.repeat(10),
    '4@3$1!0|7+8'.repeat(18),
  ];
  for (const [i, input] of inputs.entries()) {
    report({
      name: `common-password lookup, ${input.length} characters (#${i + 1})`,
      ms: await timed(() => isCommonPassword(input)),
      budgetMs: 40,
    });
  }
}

function routeEstimates() {
  const MIDDAY = new Date('2025-03-12T17:00:00Z');
  const P = {
    jfk: { lat: 40.6441, lng: -73.7823 },
    lga: { lat: 40.7735, lng: -73.872 },
    ewr: { lat: 40.6895, lng: -74.1745 },
    timesSquare: { lat: 40.758, lng: -73.9855 },
    wallStreet: { lat: 40.706, lng: -74.009 },
    barclays: { lat: 40.6826, lng: -73.9754 },
    stGeorge: { lat: 40.6437, lng: -74.0736 },
    whitePlains: { lat: 41.034, lng: -73.7629 },
    stamford: { lat: 41.0534, lng: -73.5387 },
  };
  const trips = [
    [P.jfk, P.timesSquare],
    [P.lga, P.timesSquare],
    [P.ewr, P.timesSquare],
    [P.jfk, P.wallStreet],
    [P.timesSquare, P.barclays],
    [P.jfk, P.lga],
    [P.timesSquare, P.whitePlains],
    [P.timesSquare, P.stamford],
    [P.ewr, P.jfk],
    [P.timesSquare, P.stGeorge],
  ] as const;
  for (const [from, to] of trips) estimateRoute(from, to, MIDDAY); // warm up
  const start = performance.now();
  for (let i = 0; i < runs; i++) for (const [from, to] of trips) estimateRoute(from, to, MIDDAY);
  report({
    name: `embedded route estimate, average of ${runs * trips.length} calls`,
    ms: (performance.now() - start) / (runs * trips.length),
    budgetMs: 0.5,
  });
}

async function givingUp() {
  // A server that takes every request and never answers.
  const hung = createServer(() => {});
  await new Promise<void>((resolve) => hung.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(hung.address() as AddressInfo).port}`;
  const NOW = new Date('2026-11-23T15:00:00Z');
  const A = { lat: 40.6895, lng: -74.1745 };
  const B = { lat: 40.758, lng: -73.9855 };
  try {
    const unused = async () => {
      throw new Error('not used by this bench');
    };
    const tools = createChatTools({
      quotes: { quote: unused },
      catalog: { vehicles: unused, services: unused, cities: unused },
      pricing: { current: unused },
      bookings: { nextUpcoming: unused },
      clock: () => NOW,
    } as unknown as ChatToolsDeps);
    const agent = createChatAgent({
      llm: createOpenAiChat({ baseUrl: `${base}/v1`, model: 'bench-model' }),
      tools,
      timeoutMs: 300,
    });
    report({
      name: 'chat agent gives up on a model that never answers (300 ms)',
      ms: await timedGiveUp(() =>
        agent.answer({ message: 'hi', history: [], language: 'en', viewer: { kind: 'anonymous' } }),
      ),
      budgetMs: 2500,
    });
    report({
      name: 'LLM client gives up on a hung server (200 ms)',
      ms: await timedGiveUp(() =>
        createOpenAiChat({ baseUrl: `${base}/v1/`, model: 'bench-model', timeoutMs: 200 }).complete({
          messages: [{ role: 'user', content: 'hi' }],
        }),
      ),
      budgetMs: 2000,
    });
    report({
      name: 'Google Routes gives up on a hung server (150 ms)',
      ms: await timedGiveUp(() =>
        createGoogleRoutes({ apiKey: 'bench', baseUrl: base, timeoutMs: 150, clock: () => NOW }).route({
          origin: A,
          destination: B,
          departureTime: NOW,
        }),
      ),
      budgetMs: 2000,
    });
    report({
      name: 'Google Places gives up on a hung server (150 ms)',
      ms: await timedGiveUp(() =>
        createGooglePlaces({ apiKey: 'bench', baseUrl: base, timeoutMs: 150 }).autocomplete('plaza'),
      ),
      budgetMs: 2000,
    });
    report({
      name: 'OSRM gives up on a hung server (150 ms)',
      ms: await timedGiveUp(() =>
        createOsrmRoutes({ baseUrl: `${base}/`, timeoutMs: 150 }).route({
          origin: A,
          destination: B,
          departureTime: NOW,
        }),
      ),
      budgetMs: 2000,
    });
    report({
      name: 'Stripe gives up on a hung server (150 ms)',
      ms: await timedGiveUp(() =>
        createStripePayments({
          secretKey: 'sk_test_bench',
          apiBase: base,
          timeoutMs: 150,
          maxNetworkRetries: 0,
        }).createIntent({
          amountCents: 18_750,
          currency: 'usd',
          bookingId: '0b9c6f3e-7d0a-4f0e-9a51-2f6f1f6c1a10',
          bookingNumber: 'NYC-240312-0042',
          customerEmail: 'bench@example.com',
          description: 'bench',
          idempotencyKey: 'bench-intent-1',
        }),
      ),
      budgetMs: 2000,
    });
  } finally {
    hung.closeAllConnections();
    await new Promise((resolve) => hung.close(resolve));
  }
}

async function main() {
  console.log(
    `load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}\n`,
  );
  await passwordLookups();
  routeEstimates();
  await givingUp();
  const over = results.filter((r) => r.ms > r.budgetMs);
  console.log(
    over.length ? `\nOver budget:\n  ${over.map((r) => r.name).join('\n  ')}` : '\nAll budgets met.',
  );
  if (over.length && failOnBudget) process.exitCode = 1;
}

await main();

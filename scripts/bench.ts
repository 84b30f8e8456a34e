/**
 * npm run bench: load-tests the quote and autocomplete endpoints against a bare Fastify route measured in the
 * same run on the same machine, and prints requests per second, p99 latency and the ratio to the reference,
 * then the embedded gazetteer's average search time without HTTP (a figure, not a budget).
 * Budgets (ARCHITECTURE.md): read endpoints within 2x of the bare route; quotes and autocomplete p99 under
 * 20 ms at 50 concurrent connections. Exits non-zero when a budget is missed (unless --no-fail).
 *
 *   npm run bench [-- --duration 10 --connections 50 --no-fail]
 */
import { PGlite } from '@electric-sql/pglite';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../src/server/app.ts';
import { createDatabase } from '../src/server/db/client.ts';
import { seedReferenceData } from '../src/server/db/seed.ts';
import { loadEnv } from '../src/server/env.ts';
import { createGazetteerPlaces } from '../src/server/integrations/maps/gazetteer.provider.ts';
import { mixedSearchInputs } from '../test/support/gazetteer-workload.ts';

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const v = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  return Number.isFinite(v) && v > 0 ? v : fallback;
}
const duration = arg('duration', 10);
const connections = arg('connections', 50);
const failOnBudget = !process.argv.includes('--no-fail');
const P99_BUDGET_MS = 20;
const RATIO_BUDGET = 2;

const NO_LIMIT = { max: 1_000_000_000, timeWindow: 60_000 };

async function listen(app: { listen(o: { port: number; host: string }): Promise<string> }) {
  return app.listen({ port: 0, host: '127.0.0.1' });
}

/**
 * The embedded gazetteer alone, without HTTP: the average time of one search over 1,000 unique mixed inputs
 * (prefixes, typos, ZIPs, garbage), after the index is built: the first searches after start, the JIT still
 * warming (0.2-0.5 ms on the 2-core machine; decision 009).
 */
async function gazetteerSearchMs(): Promise<number> {
  const places = createGazetteerPlaces();
  places.warm();
  const inputs = mixedSearchInputs(1000);
  const start = performance.now();
  for (const input of inputs) await places.autocomplete(input);
  return (performance.now() - start) / inputs.length;
}

function inDays(days: number) {
  return new Date(Date.now() + days * 86_400_000).toISOString();
}

async function main() {
  const searchMs = await gazetteerSearchMs();
  const reference = Fastify({ logger: false });
  reference.get('/reference', async () => ({ ok: true, items: [1, 2, 3] }));
  const referenceUrl = await listen(reference);

  const database = createDatabase({ pglite: new PGlite() });
  await database.migrate();
  await seedReferenceData(database.db);
  const env = loadEnv({ NODE_ENV: 'production', LOG_LEVEL: 'silent' });
  const app = await buildApp({
    env,
    database,
    clientDir: false,
    logger: false,
    rateLimits: { maps: NO_LIMIT, quotes: NO_LIMIT },
  });
  const appUrl = await listen(app);

  const quote = (body: object) => ({
    method: 'POST' as const,
    path: '/api/quotes',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const targets = [
    {
      name: 'bare Fastify route (reference)',
      url: referenceUrl,
      requests: [{ path: '/reference' }],
      read: false,
    },
    { name: 'GET /api/vehicles', url: appUrl, requests: [{ path: '/api/vehicles' }], read: true },
    {
      name: 'GET /api/places/autocomplete',
      url: appUrl,
      read: true,
      requests: [
        'jfk t4',
        'times sq',
        '10019',
        'plaza hotel',
        'brookyln',
        'newark airport',
        'penn st',
        'upper east',
      ].map((input) => ({ path: `/api/places/autocomplete?input=${encodeURIComponent(input)}` })),
    },
    {
      name: 'POST /api/quotes',
      url: appUrl,
      read: false,
      requests: [
        quote({
          pickup: 'JFK Terminal 4',
          destination: 'Times Square',
          pickupDateTime: inDays(3),
          serviceType: 'from-airport',
        }),
        quote({
          pickup: 'Newark Airport',
          destination: 'The Plaza Hotel',
          pickupDateTime: inDays(5),
          serviceType: 'from-airport',
          returnTrip: true,
          returnDateTime: inDays(7),
        }),
        quote({
          pickup: '10019',
          destination: 'Barclays Center',
          pickupDateTime: inDays(1),
          serviceType: 'point-to-point',
          extras: { meetAndGreet: true },
        }),
        quote({ pickupDateTime: inDays(2), serviceType: 'hourly-service', packageId: 'standard' }),
      ],
    },
  ];

  // Warm up every path (index building, caches, JIT) before measuring.
  for (const t of targets)
    await autocannon({ url: t.url, requests: t.requests, connections: 10, amount: 500 });

  const rows: { name: string; rps: number; p50: number; p99: number; errors: number; ratio: number }[] = [];
  let referenceRps = 0;
  for (const t of targets) {
    const r = await autocannon({ url: t.url, requests: t.requests, connections, duration });
    const rps = r.requests.average;
    if (!referenceRps) referenceRps = rps;
    rows.push({
      name: t.name,
      rps,
      p50: r.latency.p50,
      p99: r.latency.p99,
      errors: r.errors + r.timeouts + r.non2xx,
      ratio: referenceRps / rps,
    });
  }
  await app.close();
  await reference.close();

  console.log(`\n${connections} connections, ${duration} s per target, Node ${process.version}\n`);
  console.log('target                              req/s     p50 ms  p99 ms  errors  reference/target');
  for (const r of rows) {
    console.log(
      `${r.name.padEnd(34)} ${r.rps.toFixed(0).padStart(7)} ${r.p50.toFixed(1).padStart(9)} ${r.p99
        .toFixed(1)
        .padStart(7)} ${String(r.errors).padStart(7)}  ${r.ratio.toFixed(2)}x`,
    );
  }
  console.log(
    `\nautocomplete: embedded gazetteer search, average of 1,000 mixed inputs: ${searchMs.toFixed(3)} ms`,
  );
  const failures: string[] = [];
  for (const [i, r] of rows.entries()) {
    if (i === 0) continue;
    if (r.errors > 0) failures.push(`${r.name}: ${r.errors} failed requests`);
    const t = targets[i];
    if (t?.read && r.ratio > RATIO_BUDGET)
      failures.push(`${r.name}: ${r.ratio.toFixed(2)}x slower than the reference (budget ${RATIO_BUDGET}x)`);
    if (/autocomplete|quotes/.test(r.name) && r.p99 > P99_BUDGET_MS)
      failures.push(`${r.name}: p99 ${r.p99} ms (budget ${P99_BUDGET_MS} ms)`);
  }
  console.log(failures.length ? `\nOver budget:\n  ${failures.join('\n  ')}` : '\nAll budgets met.');
  if (failures.length && failOnBudget) process.exitCode = 1;
}

await main();

/**
 * npm run bench:auth: what password hashing costs the server (issue 18). 40 accounts with real password hashes
 * (the hashing `password.ts` does today), then:
 *
 * 1. bursts of 40 concurrent correct sign-ins (POST /api/login, each from its own connection): the wall time of
 *    each burst and how many succeeded. Goal: all 40 in under 0.8 s on the 2-core machine.
 * 2. POST /api/quotes p99 (the quote bodies of `npm run bench`) alone, then while sign-in bursts run back to
 *    back: what hashing takes from the other requests of the process.
 *
 *   npm run bench:auth [-- --bursts 5 --duration 5 --connections 10 --no-fail]
 *
 * The app runs on embedded PGlite, or on PostgreSQL when BENCH_DATABASE_URL names a server database it may
 * create a scratch database from; rate limits are out of the way. Exits non-zero when the goal is missed
 * (unless --no-fail).
 */
import { loadavg } from 'node:os';
import { users } from '../src/server/db/schema/accounts.ts';
import { buildApp } from '../src/server/app.ts';
import { loadEnv } from '../src/server/env.ts';
import { hashPassword } from '../src/server/modules/auth/password.ts';
import { DEFAULT_AUTH_LIMITS } from '../src/server/modules/auth/auth.service.ts';
import { client, load, type Client } from './bench-http-load.ts';
import { arg, benchDatabase, NO_LIMIT } from './bench-support.ts';

const ACCOUNTS = 40;
const GOAL_MS = 800;
const bursts = arg('bursts', 5);
const duration = arg('duration', 5);
const connections = arg('connections', 10);
const failOnGoal = !process.argv.includes('--no-fail');

/** Sign-in attempt limits high enough never to be met by the bench. */
const NO_ATTEMPT_LIMIT = { max: 1_000_000_000, windowMs: 60_000 };

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const QUOTES = [
  {
    pickup: 'JFK Terminal 4',
    destination: 'Times Square',
    pickupDateTime: inDays(3),
    serviceType: 'from-airport',
  },
  {
    pickup: 'Newark Airport',
    destination: 'The Plaza Hotel',
    pickupDateTime: inDays(5),
    serviceType: 'from-airport',
    returnTrip: true,
    returnDateTime: inDays(7),
  },
  {
    pickup: '10019',
    destination: 'Barclays Center',
    pickupDateTime: inDays(1),
    serviceType: 'point-to-point',
    extras: { meetAndGreet: true },
  },
  { pickupDateTime: inDays(2), serviceType: 'hourly-service', packageId: 'standard' },
];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

interface Account {
  email: string;
  password: string;
}

/** One burst: every account signs in at once; its wall time and how many got 200. */
async function signInBurst(http: Client, accounts: readonly Account[]): Promise<{ ms: number; ok: number }> {
  const start = performance.now();
  const answers = await Promise.all(
    accounts.map((a) => http.request('POST', '/api/login', { email: a.email, password: a.password })),
  );
  return { ms: performance.now() - start, ok: answers.filter((a) => a.status === 200).length };
}

async function main() {
  const { database, drop } = await benchDatabase(process.env.BENCH_DATABASE_URL);
  const accounts: Account[] = [];
  const rows: (typeof users.$inferInsert)[] = [];
  for (let i = 0; i < ACCOUNTS; i += 1) {
    const account = { email: `bench-signin-${i}@example.com`, password: `Bench sign-in ${i}: ferry at dawn` };
    accounts.push(account);
    rows.push({
      email: account.email,
      username: `bench-signin-${i}`,
      passwordHash: await hashPassword(account.password),
      role: 'passenger',
      firstName: 'Bench',
      lastName: `Sign-in ${i}`,
    });
  }
  await database.db.insert(users).values(rows);
  const scheme = rows[0]?.passwordHash.split('$').find(Boolean) ?? '?';

  const app = await buildApp({
    env: loadEnv({ NODE_ENV: 'production', PUBLIC_URL: 'https://bench.example.com', LOG_LEVEL: 'silent' }),
    database,
    clientDir: false,
    logger: false,
    rateLimits: {
      maps: NO_LIMIT,
      quotes: NO_LIMIT,
      auth: {
        login: NO_ATTEMPT_LIMIT,
        loginAddress: NO_ATTEMPT_LIMIT,
        loginAttack: { ...DEFAULT_AUTH_LIMITS.loginAttack, failures: 1_000_000 },
        register: NO_ATTEMPT_LIMIT,
        forgot: NO_ATTEMPT_LIMIT,
        reset: NO_ATTEMPT_LIMIT,
      },
    },
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const signIns = client(url, ACCOUNTS);
  const quotes = client(url, connections);
  const quote = (n: number) => async () => {
    const a = await quotes.request('POST', '/api/quotes', QUOTES[n % QUOTES.length]);
    if (a.status !== 200) throw new Error(`POST /api/quotes: ${a.status} ${a.body.slice(0, 200)}`);
  };

  try {
    // Warm up: connections open, JIT, the quote caches, the first hashes.
    await signInBurst(signIns, accounts.slice(0, 4));
    await load(connections, 1, (_w, n) => quote(n)());

    const runs: { ms: number; ok: number }[] = [];
    for (let i = 0; i < bursts; i += 1) runs.push(await signInBurst(signIns, accounts));

    const alone = await load(connections, duration, (_w, n) => quote(n)());
    let during = true;
    let signedIn = 0;
    let burstsDuring = 0;
    const background = (async () => {
      while (during) {
        signedIn += (await signInBurst(signIns, accounts)).ok;
        burstsDuring += 1;
      }
    })();
    const loaded = await load(connections, duration, (_w, n) => quote(n)());
    during = false;
    await background;

    const best = Math.min(...runs.map((r) => r.ms));
    const med = median(runs.map((r) => r.ms));
    const allOk = runs.every((r) => r.ok === ACCOUNTS);
    const loadAverage = loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
    console.log(
      `\nNode ${process.version}, ${database.kind}, password hashes: ${scheme}, load average ${loadAverage}`,
    );
    console.log(`\n${ACCOUNTS} concurrent correct sign-ins (POST /api/login), ${bursts} bursts:`);
    runs.forEach((r, i) =>
      console.log(`  burst ${i + 1}: ${r.ms.toFixed(0).padStart(5)} ms, ${r.ok}/${ACCOUNTS} succeeded`),
    );
    console.log(`  median ${med.toFixed(0)} ms, best ${best.toFixed(0)} ms (goal: all under ${GOAL_MS} ms)`);
    console.log(`\nPOST /api/quotes, ${connections} connections, ${duration} s each:`);
    const row = (name: string, r: typeof alone) =>
      console.log(
        `  ${name.padEnd(28)} ${r.perSecond.toFixed(0).padStart(6)} req/s  p50 ${r.p50.toFixed(1).padStart(6)} ms` +
          `  p99 ${r.p99.toFixed(1).padStart(6)} ms  errors ${r.errors}`,
      );
    row('alone', alone);
    row('during sign-in bursts', loaded);
    console.log(`  (${burstsDuring} bursts, ${signedIn} sign-ins succeeded meanwhile)`);
    if (alone.firstError ?? loaded.firstError)
      console.log(`  first error: ${alone.firstError ?? loaded.firstError}`);

    const met = allOk && med < GOAL_MS;
    console.log(`\ngoal ${met ? 'met' : 'MISSED'}: ${ACCOUNTS} sign-ins all succeed in under ${GOAL_MS} ms`);
    if (!met && failOnGoal) process.exitCode = 1;
  } finally {
    signIns.close();
    quotes.close();
    await app.close();
    await drop();
  }
}

await main();

/**
 * The booking write path's part of `npm run bench` (issue 17): a customer's booking written the way the site
 * writes it — POST /api/bookings (priced on the server, stored pending), then the confirmation: POST
 * /api/create-payment-intent, the built-in test processor's card payment (POST /api/test-payments/:id/confirm)
 * and POST /api/confirm-booking — against a bare Fastify route doing one INSERT into the same database, in the
 * same run, with the same HTTP client and the same number of connections (10 by default).
 *
 * Printed: bare INSERTs a second; the same bare route writing the create's own booking row with the create's
 * prepared INSERT and nothing else (the floor any create stands on: a 46-column row, ten indexes); POST
 * /api/bookings alone a second, whole booking writes (create + confirm) a
 * second, each with its p99 (for a whole write: the four requests end to end) and its ratio to the bare INSERT;
 * and the SQL statements one booking write sends (counted with `Database.watchStatements`), with their list.
 *
 *   npx tsx scripts/bench-bookings.ts [--duration 10 --connections 10 --statements]
 *
 * Run alone it starts its own database (PGlite, or a scratch database on BENCH_DATABASE_URL, dropped at the
 * end); `npm run bench` runs it on its own database after the other scenarios. `--statements` only counts.
 */
import { pathToFileURL } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { buildApp } from '../src/server/app.ts';
import type { Database } from '../src/server/db/client.ts';
import { bookings } from '../src/server/db/schema/bookings.ts';
import { newBookingNumber } from '../src/server/modules/bookings/booking-number.ts';
import { createBookingStatements } from '../src/server/modules/bookings/bookings-statements.ts';
import { loadEnv } from '../src/server/env.ts';
import { client, type Client, expectStatus, load, type LoadResult } from './bench-http-load.ts';
import { arg, benchDatabase, benchUser, NO_LIMIT, sessionCookie } from './bench-support.ts';

const CUSTOMERS = 50;
const HOUR = 3_600_000;

/** The rides the customers book: a few pairs of places, as a site's bookings repeat the same airports. */
const RIDES = [
  { pickup: 'JFK Terminal 4', destination: 'Times Square', serviceType: 'from-airport' },
  { pickup: 'Grand Central Terminal', destination: 'Brooklyn Bridge', serviceType: 'point-to-point' },
  { pickup: 'The Plaza Hotel', destination: 'LaGuardia Terminal B', serviceType: 'to-airport' },
  { pickup: '10019', destination: 'Barclays Center', serviceType: 'point-to-point' },
] as const;

/** Signed-in customers (sessions made directly, as the other scenarios do); their cookies. */
async function seedCustomers(database: Database): Promise<string[]> {
  const cookies: string[] = [];
  for (let i = 0; i < CUSTOMERS; i += 1) {
    const userId = await benchUser(database.db, 'passenger', `customer-${i}`, `Customer ${i}`, '2125550100');
    cookies.push(await sessionCookie(database.db, userId));
  }
  return cookies;
}

/**
 * The n-th booking: a ride of the list, at its own minute (never the same ride at the same time for one
 * customer, which checkout would ask about as a second payment), in English as the site sends it.
 */
function bookingBody(n: number) {
  const ride = RIDES[n % RIDES.length] ?? RIDES[0];
  const start = Date.now() + 3 * 24 * HOUR;
  return {
    ...ride,
    pickupDateTime: new Date(start + (n % 200_000) * 60_000 + 17 * 1000).toISOString(),
    vehicleId: 'sedan-cadillac',
    passengers: 2,
    bags: 1,
    extras: { meetAndGreet: n % 3 === 0, childSeat: false, extraStop: false },
    locale: 'en',
  };
}

/** POST /api/bookings; the created booking's id. */
async function create(c: Client, cookie: string, n: number): Promise<string> {
  const created = expectStatus(
    await c.request('POST', '/api/bookings', bookingBody(n), cookie),
    201,
    'POST /api/bookings',
  );
  return String(created.id);
}

/** The confirmation of a pending booking: a payment intent, the test card, POST /api/confirm-booking. */
async function confirm(c: Client, cookie: string, bookingId: string): Promise<void> {
  const intent = expectStatus(
    await c.request('POST', '/api/create-payment-intent', { bookingId }, cookie),
    200,
    'POST /api/create-payment-intent',
  );
  const intentId = String(intent.paymentIntentId);
  expectStatus(
    await c.request('POST', `/api/test-payments/${intentId}/confirm`, {
      clientSecret: intent.clientSecret,
      cardNumber: '4242424242424242',
      expiry: '12/34',
      cvc: '123',
      postalCode: '10036',
    }),
    200,
    'test card payment',
  );
  expectStatus(
    await c.request('POST', '/api/confirm-booking', { paymentIntentId: intentId }, cookie),
    200,
    'POST /api/confirm-booking',
  );
}

export interface BookingBenchResult {
  kind: Database['kind'];
  connections: number;
  bareInsert: LoadResult;
  /** The same bare route writing the create's own booking INSERT (its prepared statement) and nothing else. */
  bareBookingInsert: LoadResult;
  create: LoadResult;
  write: LoadResult;
  statements: string[];
  statementsCreate: number;
}

/**
 * The statements of one booking write (create, then the confirmation), counted on the database client;
 * also how many of them the create alone sends.
 */
export async function countWriteStatements(
  database: Database,
  appUrl: string,
  cookie: string,
  n: number,
): Promise<{ statements: string[]; create: number }> {
  const c = client(appUrl, 1);
  const seen: string[] = [];
  const stop = database.watchStatements((s) => seen.push(s.replace(/\s+/g, ' ').trim()));
  try {
    const id = await create(c, cookie, n);
    const createCount = seen.length;
    await confirm(c, cookie, id);
    return { statements: seen, create: createCount };
  } finally {
    stop();
    c.close();
  }
}

/**
 * The scenario on an open, migrated, seeded database: its own app (the test processor takes the payments, so
 * not in production mode; no rate limits) and the bare INSERT route beside it.
 */
export async function runBookingBench(
  database: Database,
  opts: { duration: number; connections: number; statementsOnly?: boolean },
): Promise<BookingBenchResult> {
  const cookies = await seedCustomers(database);
  await database.db.execute(
    sql`create table if not exists bench_inserts (id bigserial primary key, n integer not null, at timestamptz not null default now())`,
  );
  const bare = Fastify({ logger: false });
  bare.post('/bare-insert', async () => {
    await database.db.execute(sql`insert into bench_inserts (n) values (${Math.floor(Math.random() * 1e6)})`);
    return { ok: true };
  });
  // The floor of a create: the booking row a create writes (copied from one the app made), inserted by the
  // create's own prepared statement with a fresh id and number, from a route that does nothing else.
  const statements = createBookingStatements(database.db);
  let template: Omit<typeof bookings.$inferInsert, 'id' | 'number'> | null = null;
  bare.post('/bare-booking-insert', async () => {
    if (!template) throw new Error('no booking to copy yet');
    // A number already drawn is drawn again, as the create does (tens of thousands of copies meet one).
    for (let attempt = 0; attempt < 5; attempt += 1) {
      if (await statements.insertNumbered({ ...template, number: newBookingNumber() })) return { ok: true };
    }
    throw new Error('booking number taken five times');
  });
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

  const env = loadEnv({
    NODE_ENV: 'development',
    PUBLIC_URL: 'https://bench.example.com',
    LOG_LEVEL: 'silent',
  });
  const app = await buildApp({
    env,
    database,
    clientDir: false,
    logger: false,
    rateLimits: { maps: NO_LIMIT, quotes: NO_LIMIT, checkout: NO_LIMIT },
  });
  const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  const cookie = (worker: number) => cookies[worker % cookies.length] ?? '';
  let n = 0;
  try {
    // Warm up: the place index, the caches, the JIT (and a first count on a cold route, not reported).
    const warm = client(appUrl, opts.connections);
    await load(opts.connections, opts.statementsOnly ? 1 : 3, async (w) => {
      const id = await create(warm, cookie(w), n++);
      await confirm(warm, cookie(w), id);
    });
    warm.close();
    // The copies belong to a customer of their own and are deleted once measured: the write phase's checks
    // (the same ride already paid?) read a customer's bookings, and must not find thousands of copies.
    const floorUser = await benchUser(database.db, 'passenger', 'floor', 'Floor Copy', '2125550100');
    const [made] = await database.db.select().from(bookings).limit(1);
    if (made) {
      const { id: _id, number: _number, createdAt: _c, updatedAt: _u, ...rest } = made;
      template = {
        ...rest,
        userId: floorUser,
        guestId: null,
        status: 'pending',
        paymentIntentId: null,
        paymentProvider: null,
        paidAt: null,
      };
    }
    const counted = await countWriteStatements(database, appUrl, cookie(0), n++);
    const empty: LoadResult = { perSecond: 0, p50: 0, p99: 0, errors: 0, firstError: null };
    if (opts.statementsOnly) {
      return {
        kind: database.kind,
        connections: opts.connections,
        bareInsert: empty,
        bareBookingInsert: empty,
        create: empty,
        write: empty,
        statements: counted.statements,
        statementsCreate: counted.create,
      };
    }

    const b = client(bareUrl, opts.connections);
    await load(opts.connections, 1, async () => {
      expectStatus(await b.request('POST', '/bare-insert'), 200, 'bare insert');
    });
    const bareInsert = await load(opts.connections, opts.duration, async () => {
      expectStatus(await b.request('POST', '/bare-insert'), 200, 'bare insert');
    });
    const bareBookingInsert = await load(opts.connections, opts.duration, async () => {
      expectStatus(await b.request('POST', '/bare-booking-insert'), 200, 'bare booking insert');
    });
    b.close();
    await database.db.delete(bookings).where(eq(bookings.userId, floorUser));

    const c = client(appUrl, opts.connections);
    const createOnly = await load(opts.connections, opts.duration, async (w) => {
      await create(c, cookie(w), n++);
    });
    const write = await load(opts.connections, opts.duration, async (w) => {
      const id = await create(c, cookie(w), n++);
      await confirm(c, cookie(w), id);
    });
    c.close();
    return {
      kind: database.kind,
      connections: opts.connections,
      bareInsert,
      bareBookingInsert,
      create: createOnly,
      write,
      statements: counted.statements,
      statementsCreate: counted.create,
    };
  } finally {
    await app.close();
    await bare.close();
  }
}

/** The scenario's lines of the bench's output. */
export function printBookingBench(r: BookingBenchResult): void {
  const bare = r.bareInsert.perSecond;
  const row = (name: string, x: LoadResult, ratio: boolean) =>
    console.log(
      `${name.padEnd(44)} ${x.perSecond.toFixed(0).padStart(7)} ${x.p50.toFixed(1).padStart(8)} ${x.p99
        .toFixed(1)
        .padStart(
          7,
        )} ${String(x.errors).padStart(7)}  ${ratio && bare ? `${(x.perSecond / bare).toFixed(2)}x` : ''}`,
    );
  console.log(`\nbooking write path, ${r.connections} connections, ${r.kind}`);
  if (bare) {
    console.log('target                                         per s   p50 ms  p99 ms  errors  target/bare');
    row('bare Fastify route, one INSERT (reference)', r.bareInsert, false);
    row('bare route, the booking INSERT only (floor)', r.bareBookingInsert, true);
    row('POST /api/bookings (create only)', r.create, true);
    row('booking write (create + pay + confirm)', r.write, true);
    for (const x of [r.bareBookingInsert, r.create, r.write])
      if (x.firstError) console.log(`  first error: ${x.firstError}`);
  }
  console.log(
    `\nSQL statements of one booking write: ${r.statements.length} (create ${r.statementsCreate}, ` +
      `confirmation ${r.statements.length - r.statementsCreate})`,
  );
  for (const [i, s] of r.statements.entries()) {
    console.log(`  ${String(i + 1).padStart(2)}. ${s.length > 150 ? `${s.slice(0, 147)}...` : s}`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { database, drop } = await benchDatabase(process.env.BENCH_DATABASE_URL);
  try {
    const result = await runBookingBench(database, {
      duration: arg('duration', 10),
      connections: arg('connections', 10),
      statementsOnly: process.argv.includes('--statements'),
    });
    printBookingBench(result);
  } finally {
    await drop();
  }
}

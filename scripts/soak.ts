/**
 * npm run soak (issue 18; not in CI): minutes of mixed load on the server as it runs in production — its own
 * process, its own embedded database in a temporary directory, behind one simulated proxy (TRUST_PROXY=1, each
 * virtual user with its own X-Forwarded-For address, so per-address limits apply as they would to real
 * visitors) — with the built-in test payments. 40 connections by default repeat a weighted mix:
 * quotes, bookings paid and confirmed, sign-ins, chat questions and driver location updates.
 *
 * Printed: every minute, the server's resident memory and each route's requests, errors, p50 and p99 in that
 * minute; at the end, the totals per route, the errors (the goal is 0) and whether memory grew over the last
 * five minutes.
 *
 *   npm run soak [-- --minutes 10 --connections 40]
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createDatabase } from '../src/server/db/client.ts';
import { seedReferenceData } from '../src/server/db/seed.ts';
import { hashPassword } from '../src/server/modules/auth/password.ts';
import { users } from '../src/server/db/schema/accounts.ts';
import { fleetCars } from '../src/server/db/schema/compliance.ts';
import { drivers } from '../src/server/db/schema/drivers.ts';
import { arg } from './bench-support.ts';
import { quietPort } from '../test/support/quiet-port.ts';

const minutes = arg('minutes', 10);
const connections = arg('connections', 40);
const CUSTOMERS = 40;
const DRIVERS = 20;
const PASSWORD = 'Soak-Test-Password-2026';
const HOUR = 3_600_000;

const agent = new http.Agent({ keepAlive: true, maxSockets: connections + 8 });
let port = 0;

interface Answer {
  status: number;
  body: string;
  cookie?: string;
}

function request(method: string, url: string, ip: string, body?: object, cookie?: string): Promise<Answer> {
  const payload = body ? JSON.stringify(body) : undefined;
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        agent,
        headers: {
          'x-forwarded-for': ip,
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
          ...(cookie ? { cookie } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const set = res.headers['set-cookie']?.find((c) => c.startsWith('sid='));
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            ...(set ? { cookie: set.split(';')[0] } : {}),
          });
        });
        res.on('error', reject);
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error('timed out after 30 s')));
    req.on('error', reject);
    req.end(payload);
  });
}

/** Latencies and errors per route, per minute and in all. */
class Stats {
  private minute = new Map<string, { ms: number[]; errors: number }>();
  readonly total = new Map<string, { ms: number[]; errors: number; firstError?: string }>();
  record(route: string, ms: number, error?: string) {
    for (const m of [this.minute, this.total]) {
      const s = m.get(route) ?? { ms: [], errors: 0 };
      if (error) {
        s.errors += 1;
        if (m === this.total) (s as { firstError?: string }).firstError ??= error;
      } else s.ms.push(ms);
      m.set(route, s);
    }
  }
  takeMinute() {
    const m = this.minute;
    this.minute = new Map();
    return m;
  }
}

const pct = (sorted: number[], p: number) =>
  sorted.length ? (sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0) : 0;

function table(m: Map<string, { ms: number[]; errors: number }>, seconds: number): string {
  return [...m.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([route, s]) => {
      const sorted = [...s.ms].sort((a, b) => a - b);
      return `  ${route.padEnd(36)} ${(sorted.length / seconds).toFixed(1).padStart(8)}/s  errors ${String(
        s.errors,
      ).padStart(
        4,
      )}  p50 ${pct(sorted, 50).toFixed(1).padStart(7)} ms  p99 ${pct(sorted, 99).toFixed(1).padStart(7)} ms`;
    })
    .join('\n');
}

async function timed(
  stats: Stats,
  route: string,
  expect: number,
  op: () => Promise<Answer>,
): Promise<Answer> {
  const start = performance.now();
  try {
    const a = await op();
    if (a.status !== expect) stats.record(route, 0, `${a.status} ${a.body.slice(0, 200)}`);
    else stats.record(route, performance.now() - start);
    return a;
  } catch (err) {
    stats.record(route, 0, err instanceof Error ? err.message : String(err));
    return { status: 0, body: '' };
  }
}

const RIDES = [
  ['JFK Terminal 4', 'Times Square', 'from-airport'],
  ['Grand Central Terminal', 'Brooklyn Bridge', 'point-to-point'],
  ['The Plaza Hotel', 'LaGuardia Terminal B', 'to-airport'],
  ['10019', 'Barclays Center', 'point-to-point'],
] as const;
const QUESTIONS = [
  'How much from JFK to Times Square?',
  'Do you have child seats?',
  'What is your cancellation policy?',
];

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'soak-'));
  const database = createDatabase({ dataDir: dir });
  await database.migrate();
  await seedReferenceData(database.db);
  const hash = await hashPassword(PASSWORD);
  const customers: string[] = [];
  const driverEmails: string[] = [];
  for (let i = 0; i < CUSTOMERS; i += 1) {
    const email = `soak-customer-${i}@example.com`;
    await database.db.insert(users).values({
      email,
      username: `soak-customer-${i}`,
      passwordHash: hash,
      role: 'passenger',
      firstName: 'Soak',
      lastName: `Customer ${i}`,
      phone: '2125550100',
    });
    customers.push(email);
  }
  for (let i = 0; i < DRIVERS; i += 1) {
    const email = `soak-driver-${i}@example.com`;
    const [u] = await database.db
      .insert(users)
      .values({
        email,
        username: `soak-driver-${i}`,
        passwordHash: hash,
        role: 'driver',
        firstName: 'Soak',
        lastName: `Driver ${i}`,
        phone: '2125550100',
      })
      .returning({ id: users.id });
    await database.db.insert(drivers).values({
      userId: u?.id ?? '',
      licenseNumber: `D${1_000_000 + i}`,
      vehicleMake: 'Lincoln',
      vehicleModel: 'Navigator',
      vehicleYear: '2024',
      vehicleColor: 'Black',
      licensePlate: `S${100_000 + i}C`,
      vehicleType: 'suv',
      // Current documents and a car (decision 32), so the soak's accepts pass the gate.
      stateLicenseState: 'NY',
      stateLicenseExpiry: '2099-12-31',
      tlcLicenseNumber: String(5_000_000 + i),
      tlcLicenseExpiry: '2099-12-31',
    });
    await database.db.insert(fleetCars).values({
      make: 'Lincoln',
      model: 'Navigator',
      year: 2024,
      color: 'Black',
      vehicleType: 'suv',
      seats: 6,
      plate: `S${100_000 + i}C`,
      tlcVehicleLicenseNumber: String(6_000_000 + i),
      tlcVehicleLicenseExpiry: '2099-12-31',
      insuranceCarrier: 'Soak Mutual',
      insurancePolicyNumber: `SM-${i}`,
      insuranceExpiry: '2099-12-31',
      inspectionExpiry: '2099-12-31',
      driverId: u?.id ?? null,
    });
    driverEmails.push(email);
  }
  await database.close();

  port = await quietPort();
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      DATABASE_URL: '',
      SMTP_URL: '',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stopServer = () => {
    if (server.exitCode === null) server.kill('SIGTERM');
  };
  process.on('exit', stopServer);
  try {
    for (let i = 0; ; i += 1) {
      try {
        if ((await request('GET', '/api/health', '10.0.0.1')).status === 200) break;
      } catch {
        /* not listening yet */
      }
      if (i > 120) throw new Error('the server did not start in 60 s');
      await new Promise((r) => setTimeout(r, 500));
    }
    const rss = () => {
      const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
    };

    const stats = new Stats();
    const sessions = new Map<string, string>();
    const signIn = async (email: string) => {
      const a = await timed(stats, 'POST /api/login', 200, () =>
        request('POST', '/api/login', visitor(), { email, password: PASSWORD }),
      );
      if (a.cookie) sessions.set(email, a.cookie);
      return a.cookie;
    };
    let n = 0;
    const end = Date.now() + minutes * 60_000;
    // A crowd: every request from its own visitor's address (as behind a proxy), so the per-address limits
    // meant for one visitor do not stop the load.
    const visitor = () =>
      `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
    const worker = async (w: number) => {
      const driverIp = visitor();
      const customer = customers[w % customers.length] ?? '';
      const driver = driverEmails[w % driverEmails.length] ?? '';
      while (Date.now() < end) {
        const pick = Math.random();
        const ride = RIDES[n++ % RIDES.length] ?? RIDES[0];
        const pickupDateTime = new Date(Date.now() + 3 * 24 * HOUR + (n % 100_000) * 60_000).toISOString();
        if (pick < 0.4) {
          await timed(stats, 'POST /api/quotes', 200, () =>
            request('POST', '/api/quotes', visitor(), {
              pickup: ride[0],
              destination: ride[1],
              serviceType: ride[2],
              pickupDateTime,
              passengers: 2,
              bags: 1,
            }),
          );
        } else if (pick < 0.55) {
          const cookie = sessions.get(customer) ?? (await signIn(customer));
          if (!cookie) continue;
          // Each booking (its four checkout writes) from its own visitor: one worker books about once a second,
          // which from one address would pass the per-address checkout limit (60 writes a minute) meant to stop
          // one visitor hammering checkout, and the soak would measure that limit instead of the server.
          const ip = visitor();
          const created = await timed(stats, 'POST /api/bookings', 201, () =>
            request(
              'POST',
              '/api/bookings',
              ip,
              {
                pickup: ride[0],
                destination: ride[1],
                serviceType: ride[2],
                pickupDateTime,
                vehicleId: 'sedan-cadillac',
                passengers: 2,
                bags: 1,
              },
              cookie,
            ),
          );
          if (created.status !== 201) continue;
          const bookingId = (JSON.parse(created.body) as { id: string }).id;
          const intent = await timed(stats, 'POST /api/create-payment-intent', 200, () =>
            request('POST', '/api/create-payment-intent', ip, { bookingId }, cookie),
          );
          if (intent.status !== 200) continue;
          const { paymentIntentId, clientSecret } = JSON.parse(intent.body) as {
            paymentIntentId: string;
            clientSecret: string;
          };
          const paid = await timed(stats, 'POST /api/test-payments/:id/confirm', 200, () =>
            request('POST', `/api/test-payments/${paymentIntentId}/confirm`, ip, {
              clientSecret,
              cardNumber: '4242424242424242',
              expiry: '12/34',
              cvc: '123',
              postalCode: '10036',
            }),
          );
          if (paid.status !== 200) continue;
          await timed(stats, 'POST /api/confirm-booking', 200, () =>
            request('POST', '/api/confirm-booking', ip, { paymentIntentId }, cookie),
          );
        } else if (pick < 0.65) {
          await signIn(customer);
        } else if (pick < 0.8) {
          await timed(stats, 'POST /api/chat', 200, () =>
            request('POST', '/api/chat', visitor(), {
              message: QUESTIONS[n % QUESTIONS.length],
              locale: 'en',
            }),
          );
        } else {
          const cookie = sessions.get(driver) ?? (await signIn(driver));
          if (!cookie) continue;
          await timed(stats, 'POST /api/driver/update-location', 200, () =>
            request(
              'POST',
              '/api/driver/update-location',
              driverIp,
              { latitude: 40.75 + Math.random() / 50, longitude: -73.98 + Math.random() / 50 },
              cookie,
            ),
          );
        }
      }
    };

    console.log(`soak: ${minutes} min, ${connections} connections, server pid ${server.pid}, port ${port}`);
    const memory: number[] = [];
    const reporter = setInterval(() => {
      const mb = rss();
      memory.push(mb);
      console.log(`\nminute ${memory.length}: server memory ${mb.toFixed(0)} MB`);
      console.log(table(stats.takeMinute(), 60));
    }, 60_000);
    await Promise.all(Array.from({ length: connections }, (_, w) => worker(w)));
    clearInterval(reporter);

    let errors = 0;
    for (const s of stats.total.values()) errors += s.errors;
    console.log(`\nTotal over ${minutes} min (errors: ${errors}):`);
    console.log(table(stats.total, minutes * 60));
    for (const [route, s] of stats.total)
      if (s.firstError) console.log(`  first error on ${route}: ${s.firstError}`);
    console.log(`memory by minute (MB): ${memory.map((m) => m.toFixed(0)).join(', ')}`);
    const last = memory.slice(-5);
    if (last.length >= 2) {
      const growth = (last[last.length - 1] ?? 0) - (last[0] ?? 0);
      console.log(
        `memory over the last ${last.length} minutes: ${growth >= 0 ? '+' : ''}${growth.toFixed(0)} MB`,
      );
    }
    if (errors > 0) process.exitCode = 1;
  } finally {
    stopServer();
    agent.destroy();
    await new Promise((r) => setTimeout(r, 500));
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();

/**
 * Two server processes on one PostgreSQL database, as behind a load balancer: a per-address rate limit counts
 * the requests made to both, a session made on one is the session on the other (and ends on both), and a
 * booking created and paid on one is confirmed on the other, by both at once: one confirmation, one email.
 */
import pg from 'pg';
import type {
  BookingView,
  ConfirmBookingResponse,
  CreatePaymentIntentResponse,
} from '../../src/shared/contracts/checkout.ts';
import { type Answer, describe, nextAddress, request } from './http.ts';
import { checkInvariants, type Check } from './invariants.ts';
import { createScratchDatabase, startServer, stopServer, type Server } from './processes.ts';
import { type Ledger, newLedger } from './workload.ts';

const PASSWORD = 'Fault-Injection-Passphrase-2026';

export async function twoServersScenario(opts: {
  runId: string;
  adminUrl: string;
  log: (line: string) => void;
}): Promise<{ checks: Check[]; seconds: number }> {
  const started = Date.now();
  const url = await createScratchDatabase(opts.adminUrl, `faults_${opts.runId}_two`);
  const store = { kind: 'postgres' as const, url };
  // Both at once on the empty database: the migrations run once (the migration lock), whichever is first.
  const [a, b] = await Promise.all([startServer('server A', store), startServer('server B', store)]);
  opts.log(`  server A on ${a.origin}, server B on ${b.origin}, one database`);
  const checks: Check[] = [];
  const check = (name: string, violations: string[]) => checks.push({ name, violations });
  try {
    checks.push(await sharedRateLimit(a, b));
    const session = await sharedSession(a, b);
    checks.push(...session.checks);
    const ledger = newLedger();
    check(
      'a booking created and paid on A is confirmed on B (and on A at the same moment)',
      await payOnAConfirmOnB(a, b, session.cookie, ledger),
    );
    await Promise.all([stopServer(a), stopServer(b)]);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const found = await checkInvariants(
        async <T>(sql: string) => (await client.query(sql)).rows as T[],
        ledger,
      );
      for (const c of found) checks.push({ ...c, name: `two servers: ${c.name}` });
    } finally {
      await client.end();
    }
  } finally {
    await Promise.all([stopServer(a), stopServer(b)]);
  }
  return { checks, seconds: (Date.now() - started) / 1000 };
}

const guest = (server: Server, ip: string) =>
  request(server.port, 'POST', '/api/guest', {
    ip,
    body: {
      email: 'two-servers-guest@example.com',
      firstName: 'Gus',
      lastName: 'Guest',
      phone: '212-555-0100',
    },
  });

/** POST /api/guest from one address, alternately to A and B: the limit holds for the two together. */
async function sharedRateLimit(a: Server, b: Server): Promise<Check> {
  const ip = nextAddress();
  const violations: string[] = [];
  const first = await guest(a, ip);
  const max = Number(first.headers['x-ratelimit-limit']);
  if (first.status !== 200 || !(max > 0)) {
    return {
      name: 'a per-address rate limit counts requests to both servers',
      violations: [`the first POST /api/guest: ${describe(first)}, x-ratelimit-limit ${String(max)}`],
    };
  }
  let last: Answer = first;
  for (let i = 1; i < max; i += 1) {
    last = await guest(i % 2 ? b : a, ip);
    if (last.status !== 200)
      violations.push(`request ${i + 1} of ${max} (allowed) to ${i % 2 ? 'B' : 'A'}: ${describe(last)}`);
  }
  if (last.headers['x-ratelimit-remaining'] !== '0') {
    violations.push(
      `after ${max} requests to A and B, x-ratelimit-remaining is ${String(last.headers['x-ratelimit-remaining'])}, not 0`,
    );
  }
  for (const [name, server] of [
    ['A', a],
    ['B', b],
  ] as const) {
    const refused = await guest(server, ip);
    if (refused.status !== 429)
      violations.push(`request ${max + 1} (over the limit) to ${name}: ${describe(refused)}, not 429`);
  }
  return {
    name: `a per-address rate limit counts requests to both servers (POST /api/guest, ${max} in all)`,
    violations,
  };
}

/**
 * Signed up on A: the cookie is the session on B. A second sign-in on A, signed out on B, is no session on A
 * either. The first session (to book with) when the sign-up worked.
 */
async function sharedSession(a: Server, b: Server): Promise<{ checks: Check[]; cookie: string | null }> {
  const email = `two-servers-${Date.now().toString(36)}@example.com`;
  const signedUp = await request(a.port, 'POST', '/api/register', {
    ip: nextAddress(),
    body: {
      firstName: 'Tess',
      lastName: 'Twoserver',
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      phone: '2125550100',
      termsAccepted: true,
    },
  });
  const cookie = signedUp.cookie;
  if (signedUp.status !== 201 || !cookie) {
    const violations = [`sign-up on A: ${describe(signedUp)}`];
    return { checks: [{ name: 'a session made on A is accepted by B', violations }], cookie: null };
  }
  const onB = await request(b.port, 'GET', '/api/user', { ip: nextAddress(), cookie });
  const user = onB.body as { email?: string };
  const accepted =
    onB.status === 200 && user.email === email
      ? []
      : [`GET /api/user on B with A's cookie: ${describe(onB)} (${String(user.email)})`];

  const ended: string[] = [];
  const second = await request(a.port, 'POST', '/api/login', {
    ip: nextAddress(),
    body: { email, password: PASSWORD },
  });
  if (second.status !== 200 || !second.cookie) ended.push(`sign-in on A: ${describe(second)}`);
  else {
    const out = await request(b.port, 'POST', '/api/logout', { ip: nextAddress(), cookie: second.cookie });
    if (out.status >= 300) ended.push(`sign-out on B: ${describe(out)}`);
    const onA = await request(a.port, 'GET', '/api/user', { ip: nextAddress(), cookie: second.cookie });
    if (onA.status !== 401) ended.push(`GET /api/user on A after sign-out on B: ${describe(onA)}, not 401`);
  }
  return {
    checks: [
      { name: 'a session made on A is accepted by B', violations: accepted },
      { name: 'a session ended on B is ended on A', violations: ended },
    ],
    cookie,
  };
}

async function payOnAConfirmOnB(
  a: Server,
  b: Server,
  cookie: string | null,
  ledger: Ledger,
): Promise<string[]> {
  if (!cookie) return ['no session to book with (the sign-up on A failed)'];
  const ip = nextAddress();
  const created = await request(a.port, 'POST', '/api/bookings', {
    ip,
    cookie,
    body: {
      pickup: 'Grand Central Terminal',
      destination: 'Brooklyn Bridge',
      serviceType: 'point-to-point',
      pickupDateTime: new Date(Date.now() + 4 * 86_400_000).toISOString(),
      vehicleId: 'sedan-cadillac',
      passengers: 2,
      bags: 1,
    },
  });
  if (created.status !== 201) return [`POST /api/bookings on A: ${describe(created)}`];
  const booking = created.body as BookingView;
  ledger.created.set(booking.id, booking.number);
  const intent = await request(a.port, 'POST', '/api/create-payment-intent', {
    ip,
    cookie,
    body: { bookingId: booking.id },
  });
  if (intent.status !== 200) return [`create-payment-intent on A: ${describe(intent)}`];
  const { paymentIntentId, clientSecret } = intent.body as CreatePaymentIntentResponse;
  const paid = await request(a.port, 'POST', `/api/test-payments/${paymentIntentId}/confirm`, {
    ip,
    body: { clientSecret, cardNumber: '4242424242424242', expiry: '12/34', cvc: '123', postalCode: '10036' },
  });
  if (paid.status !== 200) return [`test payment on A: ${describe(paid)}`];
  ledger.paid.set(booking.id, paymentIntentId);
  // Confirmed on B, and at the same moment on A again (the browser's retry, another tab): both succeed.
  const confirm = (server: Server) =>
    request(server.port, 'POST', '/api/confirm-booking', { ip, cookie, body: { paymentIntentId } });
  const answers = await Promise.all([confirm(b), confirm(a)]);
  const violations: string[] = [];
  for (const [i, answer] of answers.entries()) {
    const body = answer.body as ConfirmBookingResponse;
    if (answer.status !== 200 || body.confirmationNumber !== booking.number) {
      violations.push(`confirm-booking on ${i === 0 ? 'B' : 'A'}: ${describe(answer)}`);
    }
  }
  if (violations.length === 0) ledger.confirmed.set(booking.id, booking.number);
  return violations;
}
